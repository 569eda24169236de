package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** The result of a finished search ({@link RootResult}), read from roots built by hand. */
class RootResultTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    /** A root for seat 0 over actions 0, 4, 8 whose children have {@code visits} and mean value {@code q} for seat 0. */
    private static RootSet roots(int[] visits, double[] q) {
        RootSet r = new RootSet(2);
        r.single(TTT.newInitialState(), false);
        Node root = r.nodes[0];
        root.player = 0;
        root.actions = new int[] {0, 4, 8};
        root.priors = new float[] {0.2f, 0.5f, 0.3f};
        root.children = new Node[3];
        root.eval = new double[] {0, 0};
        root.status = Node.EXPANDED;
        for (int i = 0; i < 3; i++) {
            Node c = root.child(i);
            c.visits = visits[i];
            c.valueSum[0] = q[i] * visits[i];
            c.valueSum[1] = -q[i] * visits[i];
            root.visits += visits[i];
            root.valueSum[0] += c.valueSum[0];
            root.valueSum[1] += c.valueSum[1];
        }
        r.copyPriors();
        return r;
    }

    private static RootResult result(SearchRecipe c, Solver proofs) {
        Search s = new Search(TTT, c, new SplittableRandom(1));
        return new RootResult(s, new Scratch(TTT.numActions()), new GumbelRoot(), proofs);
    }

    @Test
    @DisplayName("PUCT without temperature: policy = visit shares, the most visited action, value = the root's mean")
    void puctVisitShares() {
        RootSet r = roots(new int[] {2, 6, 2}, new double[] {0, 0.5, -1});
        SearchResult res = result(SearchRecipe.defaults().toBuilder().temperature(0, 0).build(), null).compute(r, 0, 0, true, 10, new SplittableRandom(2));
        assertEquals(4, res.action());
        assertArrayEquals(new int[] {0, 4, 8}, res.actions());
        assertArrayEquals(new int[] {2, 6, 2}, res.visits());
        assertArrayEquals(new double[] {0.2, 0.6, 0.2}, res.policy(), 1e-12);
        assertArrayEquals(new double[] {0.1, -0.1}, res.value(), 1e-12, "(6 * 0.5 - 2) / 10");
        assertEquals(10, res.simulations());
    }

    @Test
    @DisplayName("MCTS-Solver: a child proven won for the searcher is played and is the whole target, even when less visited")
    void provenWinIsTheTarget() {
        RootSet r = roots(new int[] {2, 6, 2}, new double[] {0, 0.5, -1});
        r.nodes[0].children[2].proven = new double[] {1, -1};
        Solver proofs = new Solver(TTT.maxReturn(), TTT.minReturn(), 2);
        SearchResult res = result(SearchRecipe.defaults().toBuilder().solver(true).temperature(0, 0).build(), proofs)
                .compute(r, 0, 0, true, 10, new SplittableRandom(2));
        assertEquals(8, res.action());
        assertArrayEquals(new double[] {0, 0, 1}, res.policy(), 0);
    }

    @Test
    @DisplayName("a single legal action: that action, policy 1, no simulation, value unknown (zeros)")
    void forced() {
        SearchResult res = RootResult.forced(7, 3);
        assertEquals(7, res.action());
        assertArrayEquals(new double[] {1}, res.policy(), 0);
        assertArrayEquals(new double[] {0, 0, 0}, res.value(), 0);
        assertEquals(0, res.simulations());
    }
}
