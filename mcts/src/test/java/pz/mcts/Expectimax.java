package pz.mcts;

import java.util.HashMap;
import java.util.Map;
import pz.engine.State;

/** Exact game values by expectimax (each player maximizes its own return), memoized by position; for small test games. */
final class Expectimax {
    private final Map<String, double[]> memo = new HashMap<>();

    double[] value(State s) {
        String key = s.position();
        double[] v = memo.get(key);
        if (v != null) {
            return v;
        }
        int n = s.game().numPlayers();
        int p = s.currentPlayer();
        if (p == State.TERMINAL) {
            v = s.returns();
        } else if (p == State.CHANCE) {
            int[] a = new int[s.game().numActions()];
            double[] pr = new double[a.length];
            int k = s.chanceOutcomes(a, pr);
            v = new double[n];
            for (int i = 0; i < k; i++) {
                s.apply(a[i]);
                double[] c = value(s);
                s.undo();
                for (int q = 0; q < n; q++) {
                    v[q] += pr[i] * c[q];
                }
            }
        } else {
            int[] a = new int[s.game().numActions()];
            int k = s.legalActions(a);
            for (int i = 0; i < k; i++) {
                s.apply(a[i]);
                double[] c = value(s);
                s.undo();
                if (v == null || c[p] > v[p]) {
                    v = c;
                }
            }
        }
        memo.put(key, v);
        return v;
    }
}
