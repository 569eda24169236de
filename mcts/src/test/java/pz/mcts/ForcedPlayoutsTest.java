package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;

/** Forced playouts and policy target pruning (Wu 2019, "Accelerating Self-Play Learning in Go", section 3.2). */
class ForcedPlayoutsTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    @Test
    @DisplayName("policy target pruning, hand-computed: forced visits subtracted while PUCT stays below the best's, single visits pruned")
    void pruningHandComputed() {
        int[] visits = {40, 10, 8, 2, 3, 1};
        double[] prior = {0.45, 0.1, 0.2, 0.1, 0.05, 0.1};
        double[] q = {0.8, 0.3, 0.6, 0.7, 0.1, 0.2};
        // total 64, sqrtN = sqrt(65), cPuct 1.5, k 2
        // PUCT(best) = 0.8 + 1.5 * 0.45 * sqrt(65) / 41 = 0.93273
        // child 1: n_forced = sqrt(2 * 0.1 * 64) = 3.578; PUCT reaches the best's at n = 0.911: 10 - 3.578 = 6.42 -> 7
        // child 2: n_forced = 5.060, 8 - 5.06 = 2.94 but PUCT reaches the best's at n = 6.269 -> 7
        // child 3: PUCT already reaches the best's below n = 4.196 > 2: nothing subtracted, 2 kept
        // child 4: n_forced = 2.530: 3 - 2.53 = 0.47 -> 1 visit left -> pruned
        // child 5: a single visit, nothing to subtract (bound 0.65 -> 1) -> pruned
        int[] out = new int[6];
        ForcedPlayouts.prune(visits, q, prior, 6, Math.sqrt(65), 1.5, 2, out);
        assertArrayEquals(new int[] {40, 7, 7, 2, 0, 0}, out);
    }

    @Test
    @DisplayName("policy target pruning: the most visited child keeps its visits, ties broken by the higher value")
    void pruningKeepsTheBest() {
        int[] out = new int[3];
        ForcedPlayouts.prune(new int[] {5, 5, 0}, new double[] {0.2, 0.9, 0}, new double[] {0.3, 0.3, 0.4}, 3, Math.sqrt(11),
                1.5, 2, out);
        assertEquals(5, out[1], "the tied child with the higher value is the best and keeps its visits");
        assertTrue(out[0] < 5, "the other is reduced: " + out[0]);
        assertEquals(0, out[2]);
    }

    /** A two-player root at tic-tac-toe's start with children visited as given; q in [0, 1] for seat 0. */
    private static Node root(int[] visits, double[] q, int rootVisits, double rootQ) {
        Node root = new Node(null, 0, 2);
        root.status = Node.EXPANDED;
        root.player = 0;
        int n = visits.length;
        root.actions = new int[n];
        root.priors = new float[n];
        root.children = new Node[n];
        for (int i = 0; i < n; i++) {
            root.actions[i] = i;
            if (visits[i] > 0) {
                Node c = root.child(i);
                c.status = Node.EXPANDED;
                c.player = 1;
                c.visits = visits[i];
                c.valueSum[0] = visits[i] * (2 * q[i] - 1);
                c.valueSum[1] = -c.valueSum[0];
            }
        }
        root.visits = rootVisits;
        root.valueSum[0] = rootVisits * (2 * rootQ - 1);
        return root;
    }

    @Test
    @DisplayName("forced playouts, hand-computed: a visited root child below sqrt(k P N) is chosen over the PUCT favourite")
    void forcedChildChosen() {
        Search s = new Search(TTT, SearchRecipe.defaults(), new SplittableRandom(1));
        double[] priors = {0.5, 0.3, 0.2};
        // child 0: 10 visits, q 1; child 1: one visit, q 0; child 2 unvisited. Sum of child visits 11.
        // n_forced(1) = sqrt(2 * 0.3 * 11) = 2.57 > 1: forced. n_forced(0) = sqrt(11) = 3.3 < 10.
        // Plain PUCT: child 0: 1 + 1.5 * 0.5 * sqrt(12) / 11 = 1.236; child 1: 0 + 1.5 * 0.3 * sqrt(12) / 2 = 0.779;
        // child 2 (FPU 0.875 - 0.25 * sqrt(0.8) = 0.651): 0.651 + 1.5 * 0.2 * sqrt(12) = 1.690, the favourite.
        Node r = root(new int[] {10, 1, 0}, new double[] {1, 0, 0}, 12, 0.875);
        assertEquals(2, Selection.puct(s, r, priors, SearchRecipe.defaults(), 0), "plain PUCT");
        assertEquals(1, Selection.puct(s, r, priors, SearchRecipe.defaults(), 2), "forced playout");
        // below the root (no root priors) nothing is forced
        r.priors = new float[] {0.5f, 0.3f, 0.2f};
        assertEquals(2, Selection.puct(s, r, null, SearchRecipe.defaults(), 2), "forcing is for the root only");
    }

    @Test
    @DisplayName("forced playouts: an unvisited child is never forced, and a child at its forced count is not")
    void unvisitedNotForced() {
        Search s = new Search(TTT, SearchRecipe.defaults(), new SplittableRandom(1));
        double[] priors = {0.5, 0.3, 0.2};
        // child 1 now has 3 visits; sum 13: n_forced(1) = sqrt(2 * 0.3 * 13) = 2.79 <= 3; child 2 unvisited
        Node r = root(new int[] {10, 3, 0}, new double[] {1, 0, 0}, 14, 0.875);
        int plain = Selection.puct(s, r, priors, SearchRecipe.defaults(), 0);
        assertEquals(plain, Selection.puct(s, r, priors, SearchRecipe.defaults(), 2));
    }

    @Test
    @DisplayName("forced playouts in a search: visited root children reach sqrt(k P N), the target prunes them, the move uses raw visits")
    void forcedPlayoutsInSearch() {
        // X to move: x x . / o o . / . . . ; cell 2 wins at once, so plain PUCT starves the other moves
        SearchRecipe plain = SearchRecipe.defaults().toBuilder().visits(300).pending(1, 1).reuse(false, 0).build();
        SearchRecipe forced = plain.toBuilder().forcedPlayouts(2).build();
        assertEquals(PolicyTarget.PRUNED_VISITS, forced.policyTarget());
        SearchResult a = SearchTest.search(TTT, "xx./oo./... x", plain, new UniformEvaluator(), 1);
        SearchResult b = SearchTest.search(TTT, "xx./oo./... x", forced, new UniformEvaluator(), 1);
        int total = 0;
        for (int v : b.visits()) {
            total += v;
        }
        assertEquals(300, total, "raw visits are reported");
        boolean starvedWithout = false;
        for (int i = 0; i < b.actions().length; i++) {
            double need = ForcedPlayouts.nForced(2, 1.0 / b.actions().length, total);
            if (b.visits()[i] > 0) {
                assertTrue(b.visits()[i] >= need - 2, "child " + b.actions()[i] + " has " + b.visits()[i] + " visits, forced " + need);
            }
            if (a.visits()[i] > 0 && a.visits()[i] < need - 2) {
                starvedWithout = true;
            }
        }
        assertTrue(starvedWithout, "without forced playouts some visited child stays below sqrt(k P N)");
        assertEquals(2, b.action(), "the move is the most visited");
        int win = java.util.Arrays.binarySearch(b.actions(), 2);
        assertTrue(b.policy()[win] > b.visits()[win] / (double) total, "pruning moves target mass to the best move");
        for (int i = 0; i < b.actions().length; i++) {
            if (i != win) {
                assertTrue(b.policy()[i] * total < b.visits()[i] - 1, "forced visits of " + b.actions()[i]
                        + " are subtracted from the target: " + java.util.Arrays.toString(b.visits()) + " -> "
                        + java.util.Arrays.toString(b.policy()));
            }
        }
        double sum = 0;
        for (double p : b.policy()) {
            sum += p;
        }
        assertEquals(1.0, sum, 1e-9);
    }

    @Test
    @DisplayName("forced playouts are validated: k in [0, 100], and not with a Gumbel root")
    void forcedPlayoutsValidated() {
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().forcedPlayouts(-1).build());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().forcedPlayouts(101).build());
        SearchRecipeException e = assertThrows(SearchRecipeException.class,
                () -> SearchRecipe.gumbelDefaults(16).toBuilder().forcedPlayouts(2).build());
        assertTrue(e.getMessage().contains("forcedPlayouts"), e.getMessage());
        assertEquals(0, SearchRecipe.defaults().toBuilder().forcedPlayouts(2).gumbel(16, 50, 1, true).build().puct().forcedPlayouts(),
                "switching to Gumbel turns forced playouts off");
    }
}
