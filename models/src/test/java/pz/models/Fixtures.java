package pz.models;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * Shared test fixtures: one tiny tic-tac-toe network for the whole JVM (libnd4j's start-up costs
 * seconds, so tests share it and never close it), and helpers that make positions and batches.
 */
final class Fixtures {
    static final Game TICTACTOE = GameRegistry.parse("tictactoe");
    static final Game PIG = GameRegistry.parse("pig");
    private static PolicyValueNet tictactoe;

    private Fixtures() {
    }

    /** The shared tic-tac-toe network (tiny, seed 1, residual weights perturbed so no block is the identity). */
    static synchronized PolicyValueNet tictactoeNet() {
        if (tictactoe == null) {
            tictactoe = PolicyValueNet.create(NetShape.of(TICTACTOE), NetConfig.tiny(TICTACTOE), 1);
            perturb(tictactoe, 5);
        }
        return tictactoe;
    }

    /** Sets every parameter to small random values (Fixup starts some at exactly zero). */
    static void perturb(PolicyValueNet net, long seed) {
        Random r = new Random(seed);
        var params = net.getParameters();
        for (float[] v : params.values()) {
            for (int i = 0; i < v.length; i++) {
                v[i] = (float) (r.nextGaussian() * 0.2);
            }
        }
        net.setParameters(params);
    }

    /** Positions reached by random play from the start (decision states only). */
    static List<State> randomPositions(Game game, int count, long seed) {
        Random r = new Random(seed);
        List<State> out = new ArrayList<>();
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        while (out.size() < count) {
            State s = game.newInitialState();
            while (!s.isTerminal() && out.size() < count) {
                if (s.isChance()) {
                    int n = s.chanceOutcomes(buf, probs);
                    s.apply(buf[r.nextInt(n)]);
                    continue;
                }
                out.add(s.copy());
                int n = s.legalActions(buf);
                s.apply(buf[r.nextInt(n)]);
            }
        }
        return out;
    }

    /** A fixed training batch from random positions: one-hot policy on a legal move, random outcome. */
    static TrainBatch batch(Game game, int n, long seed) {
        Random r = new Random(seed);
        List<State> states = randomPositions(game, n, seed);
        int obs = game.observationSize();
        float[] o = new float[n * obs];
        float[] p = new float[n * game.numActions()];
        float[] v = new float[n * game.numPlayers()];
        int[] movers = new int[n];
        float[] enc = new float[obs];
        int[] legal = new int[game.numActions()];
        for (int i = 0; i < n; i++) {
            State s = states.get(i);
            s.encode(enc);
            System.arraycopy(enc, 0, o, i * obs, obs);
            int k = s.legalActions(legal);
            p[i * game.numActions() + legal[r.nextInt(k)]] = 1;
            movers[i] = s.currentPlayer();
            float u = r.nextInt(3) - 1;
            v[i * 2] = u;
            v[i * 2 + 1] = -u;
        }
        return new TrainBatch(n, o, p, v, movers, null);
    }
}
