package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.State;

class MultiPlayerTest {

    /** Root choice if seats 1 and 2 minimized seat 0's return (a two-player backup). */
    private static int paranoidChoice() {
        double a0 = Math.min(ThreeWayGame.LEAVES[0][0], ThreeWayGame.LEAVES[1][0]);
        double a1 = Math.min(ThreeWayGame.LEAVES[2][0], ThreeWayGame.LEAVES[3][0]);
        return a0 >= a1 ? 0 : 1;
    }

    @Test
    @DisplayName("three players: value vectors back up so each seat maximizes its own return")
    void threePlayerBackup() {
        ThreeWayGame g = new ThreeWayGame();
        State root = g.newInitialState();
        double[] exact = new Expectimax().value(root);
        assertArrayEquals(new double[] {0.5, 1, -1}, exact, 1e-12);
        assertNotEquals(0, paranoidChoice(), "the game separates per-player backup from a paranoid one");
        Search s = new Search(g, SearchRecipe.defaults().toBuilder().visits(3000).build(), new SplittableRandom(1));
        SearchResult r = s.run(root, new UniformEvaluator(), new EvalBatch(g, 16));
        assertEquals(0, r.action(), "seat 0 plays a0, trusting seat 1 to take its own best b0");
        // the root mixes in exploration of a1 and the uniform evaluator's zeros: loose; the children are tighter
        assertArrayEquals(exact, r.value(), 0.2, "root value vector");
        assertEquals(0.5, s.root().children[0].value(0), 0.1, "Q(a0) for seat 0");
        assertEquals(1.0, s.root().children[0].value(1), 0.1, "Q(a0) for seat 1");
        assertEquals(0.0, s.root().children[1].value(0), 0.1, "Q(a1) for seat 0");
        // seat 1's subtree: b0 dominates its visits
        Node afterA0 = s.root().children[0];
        assertEquals(1, afterA0.player);
        assertEquals(true, afterA0.children[0].visits > 5 * afterA0.children[1].visits, "seat 1 prefers b0");
        Node afterA1 = s.root().children[1];
        assertEquals(2, afterA1.player);
        assertEquals(true, afterA1.children[0].visits > afterA1.children[1].visits, "seat 2 prefers c0");
    }

    @Test
    @DisplayName("three players with Gumbel: the root action and its improved policy favour a0")
    void threePlayerGumbel() {
        ThreeWayGame g = new ThreeWayGame();
        Search s = new Search(g, SearchRecipe.gumbelDefaults(32), new SplittableRandom(2));
        SearchResult r = s.run(g.newInitialState(), new UniformEvaluator(), new EvalBatch(g, 16));
        assertEquals(0, r.action());
        assertEquals(true, r.policyOf(0) > 0.9, "improved policy on a0: " + r.policyOf(0));
    }
}
