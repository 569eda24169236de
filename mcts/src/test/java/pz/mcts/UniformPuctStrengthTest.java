package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * Network-less PUCT (uniform prior, zero leaf values) on tic-tac-toe, checked against two
 * references: an independent recursive PUCT written here (the same formula, no batching, no
 * cache) and perfect play (expectimax). Written for the report that {@code mcts:visits=100} scored
 * 38% against {@code mcts:visits=25}: the search is exact and more visits play better; that match
 * repeated four distinct games 64 times (deterministic agents).
 */
class UniformPuctStrengthTest {
    private static final Game TTT = GameRegistry.parse("tictactoe");
    private static final String[] POSITIONS = {".../.../... x", "x../.../... o", ".x./.../... o", "xo./.../... x",
        "xox/.../... o", "xox/.../.o. x", "x../.o./..x o"};

    @Test
    @DisplayName("PUCT's root visits equal an independent recursive PUCT's (uniform prior, zero values, FPU, terminal returns)")
    void visitsEqualReferencePuct() {
        // one leaf at a time and no cache, so that the stepped search must reproduce the plain
        // recursion exactly: selection, FPU, per-seat backup and terminal values all take part
        SearchRecipe c = SearchRecipe.defaults().toBuilder().pending(1, 1).reuse(false, 0).build();
        for (String position : POSITIONS) {
            for (int visits : new int[] {25, 100, 400, 1600}) {
                State s = TTT.parsePosition(position);
                int[] expected = new ReferencePuct(c.puct().cPuct(), c.puct().fpuReduction()).rootVisits(s, visits);
                SearchResult r = new Search(TTT, c.toBuilder().visits(visits).build(), new SplittableRandom(1), null)
                        .run(s, new UniformEvaluator(), new EvalBatch(TTT, 64));
                assertArrayEquals(expected, r.visits(), position + " at " + visits + " visits");
            }
        }
    }

    @Test
    @DisplayName("more visits choose fewer value-losing moves over every critical tic-tac-toe position (uniform PUCT)")
    void moreVisitsLoseLess() {
        Expectimax exact = new Expectimax();
        List<State> critical = new ArrayList<>();
        for (State s : reachable()) {
            if (optimal(s, exact).size() < s.legalActions(new int[9])) {
                critical.add(s);
            }
        }
        // measured: 374, 91, 19 and 3 value-losing choices of 3191 with the play defaults
        int[] budgets = {25, 100, 400, 1600};
        int[] bad = new int[budgets.length];
        for (int b = 0; b < budgets.length; b++) {
            SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(budgets[b]).reuse(false, 0).build();
            for (State s : critical) {
                int a = new Search(TTT, c, new SplittableRandom(1), null).run(s, new UniformEvaluator(), new EvalBatch(TTT, 64)).action();
                if (!optimal(s, exact).contains(a)) {
                    bad[b]++;
                }
            }
        }
        String counts = Arrays.toString(bad) + " of " + critical.size() + " at " + Arrays.toString(budgets) + " visits";
        for (int b = 1; b < budgets.length; b++) {
            assertTrue(bad[b] < bad[b - 1], "value-losing choices must fall with visits: " + counts);
        }
        assertTrue(bad[budgets.length - 1] <= critical.size() / 200, "1600 visits err in at most 0.5% of positions: " + counts);
    }

    /** Every non-terminal position reachable from the start, once each. */
    private static List<State> reachable() {
        Map<String, State> out = new LinkedHashMap<>();
        collect(TTT.newInitialState(), out);
        return new ArrayList<>(out.values());
    }

    private static void collect(State s, Map<String, State> out) {
        if (s.currentPlayer() < 0 || out.containsKey(s.position())) {
            return;
        }
        out.put(s.position(), s.copy());
        int[] a = new int[9];
        int k = s.legalActions(a);
        for (int i = 0; i < k; i++) {
            s.apply(a[i]);
            collect(s, out);
            s.undo();
        }
    }

    /** The mover's actions that keep the exact game value. */
    private static List<Integer> optimal(State s, Expectimax exact) {
        int p = s.currentPlayer();
        int[] a = new int[9];
        int k = s.legalActions(a);
        double best = Double.NEGATIVE_INFINITY;
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            s.apply(a[i]);
            double v = exact.value(s)[p];
            s.undo();
            if (v > best + 1e-9) {
                best = v;
                out.clear();
            }
            if (v > best - 1e-9) {
                out.add(a[i]);
            }
        }
        return out;
    }

    /**
     * Plain recursive PUCT for two-player zero-sum games with a uniform prior and zero leaf values:
     * {@code Q + cPuct * P * sqrt(N) / (1 + n)} on the [0, 1] scale, unvisited children at
     * {@code Q(parent) - fpu * sqrt(visited prior mass)}, ties to the lowest index. Priors are the
     * evaluator's floats, so that ties break as in {@link Selection}.
     */
    private static final class ReferencePuct {
        private final double cPuct;
        private final double fpuReduction;

        ReferencePuct(double cPuct, double fpuReduction) {
            this.cPuct = cPuct;
            this.fpuReduction = fpuReduction;
        }

        private static final class RefNode {
            int visits;
            final double[] sum = new double[2];
            int[] actions;
            RefNode[] children;
            double[] terminal;
        }

        int[] rootVisits(State s, int simulations) {
            RefNode root = new RefNode();
            simulate(root, s); // the root's own evaluation, not counted as a simulation
            for (int i = 0; i < simulations; i++) {
                simulate(root, s);
            }
            int[] v = new int[root.actions.length];
            for (int i = 0; i < v.length; i++) {
                v[i] = root.children[i] == null ? 0 : root.children[i].visits;
            }
            return v;
        }

        private double[] simulate(RefNode node, State s) {
            if (node.actions == null && node.terminal == null) {
                if (s.currentPlayer() < 0) {
                    node.terminal = s.returns();
                } else {
                    int[] a = new int[9];
                    node.actions = Arrays.copyOf(a, s.legalActions(a));
                    node.children = new RefNode[node.actions.length];
                    node.visits++;
                    return new double[2];
                }
            }
            double[] v;
            if (node.terminal != null) {
                v = node.terminal;
            } else {
                int i = select(node, s.currentPlayer());
                if (node.children[i] == null) {
                    node.children[i] = new RefNode();
                }
                s.apply(node.actions[i]);
                v = simulate(node.children[i], s);
                s.undo();
            }
            node.visits++;
            node.sum[0] += v[0];
            node.sum[1] += v[1];
            return v;
        }

        private int select(RefNode node, int p) {
            int k = node.actions.length;
            double prior = 1f / k;
            double visitedMass = 0;
            for (RefNode c : node.children) {
                if (c != null && c.visits > 0) {
                    visitedMass += prior;
                }
            }
            double fpu = (node.sum[p] / node.visits + 1) / 2 - fpuReduction * Math.sqrt(visitedMass);
            double sqrtN = Math.sqrt(Math.max(1, node.visits));
            int best = 0;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < k; i++) {
                RefNode c = node.children[i];
                int n = c == null ? 0 : c.visits;
                double q = n == 0 ? fpu : (c.sum[p] / n + 1) / 2;
                double score = q + cPuct * prior * sqrtN / (1 + n);
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            return best;
        }
    }
}
