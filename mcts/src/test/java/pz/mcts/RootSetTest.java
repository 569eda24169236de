package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** The roots of a search ({@link RootSet}): tree reuse, prior copies and noise, the root value. */
class RootSetTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    private static Node expanded(int[] actions, float[] priors) {
        Node n = new Node(null, 0, 2);
        n.player = 0;
        n.actions = actions;
        n.priors = priors;
        n.children = new Node[actions.length];
        n.status = Node.EXPANDED;
        return n;
    }

    @Test
    @DisplayName("advance: the played action's child becomes the root (parent cut) and the working state plays it; an unvisited action changes nothing")
    void advanceReusesTheSubtree() {
        RootSet r = new RootSet(2);
        State s = TTT.newInitialState();
        r.single(s, false);
        Node root = expanded(new int[] {0, 4, 8}, new float[] {0.2f, 0.5f, 0.3f});
        r.nodes[0] = root;
        Node child = root.child(1);
        assertFalse(r.advance(8), "no child was created for action 8");
        assertSame(root, r.nodes[0]);
        assertTrue(r.advance(4));
        assertSame(child, r.nodes[0]);
        assertEquals(null, child.parent, "the new root has no parent");
        State want = TTT.newInitialState();
        want.apply(4);
        assertEquals(want.hash(), r.states[0].hash(), "the working state played the action");
        assertEquals(TTT.newInitialState().hash(), s.hash(), "the caller's state is untouched (single copies it)");
    }

    @Test
    @DisplayName("copyPriors copies each tree's priors; trees that disagree on the legal actions are an error")
    void priorsAndAgreement() {
        RootSet r = new RootSet(2);
        r.reset(2);
        r.nodes[0] = expanded(new int[] {1, 2}, new float[] {0.25f, 0.75f});
        r.nodes[1] = expanded(new int[] {1, 2}, new float[] {0.5f, 0.5f});
        assertEquals(2, r.copyPriors());
        assertArrayEquals(new double[] {0.25, 0.75}, r.priors[0], 1e-7);
        assertArrayEquals(new double[] {0.5, 0.5}, r.priors[1], 1e-7);
        r.nodes[1] = expanded(new int[] {1, 3}, new float[] {0.5f, 0.5f});
        assertThrows(IllegalStateException.class, r::copyPriors);
    }

    @Test
    @DisplayName("addNoise mixes one Dirichlet draw into every tree with weight epsilon: priors stay a distribution, both trees get the same draw")
    void noiseIsOneDrawForAllTrees() {
        RootSet r = new RootSet(2);
        r.reset(2);
        r.nodes[0] = expanded(new int[] {1, 2, 3}, new float[] {1f, 0f, 0f});
        r.nodes[1] = expanded(new int[] {1, 2, 3}, new float[] {0f, 0f, 1f});
        r.copyPriors();
        r.addNoise(0.3, 0.25, 3, new double[3], new SplittableRandom(5));
        double sum0 = 0, sum1 = 0;
        for (int i = 0; i < 3; i++) {
            sum0 += r.priors[0][i];
            sum1 += r.priors[1][i];
        }
        assertEquals(1, sum0, 1e-9);
        assertEquals(1, sum1, 1e-9);
        assertEquals(r.priors[0][1], r.priors[1][1], 1e-12, "the middle action had prior 0 in both trees: only noise");
        assertTrue(r.priors[0][0] >= 0.75 && r.priors[1][2] >= 0.75, "(1 - eps) of the prior is kept");
    }

    @Test
    @DisplayName("value is the roots' summed value over their summed visits; zeros before any visit")
    void valueOverAllTrees() {
        RootSet r = new RootSet(2);
        r.reset(2);
        r.nodes[0] = new Node(null, 0, 2);
        r.nodes[1] = new Node(null, 0, 2);
        assertArrayEquals(new double[] {0, 0}, r.value(), 0);
        r.nodes[0].visits = 3;
        r.nodes[0].valueSum[0] = 3;
        r.nodes[0].valueSum[1] = -3;
        r.nodes[1].visits = 1;
        r.nodes[1].valueSum[0] = -1;
        r.nodes[1].valueSum[1] = 1;
        assertEquals(4, r.visits());
        assertArrayEquals(new double[] {0.5, -0.5}, r.value(), 1e-12);
    }
}
