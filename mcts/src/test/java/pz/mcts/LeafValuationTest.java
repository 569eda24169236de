package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** Leaf values beyond the evaluator: draw contempt, decisive moves, the heuristic mix; and the prior temperature. */
class LeafValuationTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    @Test
    @DisplayName("a drawn terminal state is worth -contempt to the searcher and +contempt to the other; wins keep their returns")
    void contempt() {
        State draw = TTT.parsePosition("xox/xoo/oxx o");
        LeafValuation v = new LeafValuation(TTT, SearchRecipe.defaults().toBuilder().contempt(0.15).build(), null, 1);
        assertArrayEquals(new double[] {0.15, -0.15}, v.terminal(draw, 1), 1e-12);
        assertArrayEquals(new double[] {-0.15, 0.15}, v.terminal(draw, 0), 1e-12);
        assertArrayEquals(new double[] {0, 0}, new LeafValuation(TTT, SearchRecipe.defaults(), null, 1).terminal(draw, 0), 1e-12);
    }

    @Test
    @DisplayName("decisive moves: a leaf whose player can win at once is valued as that win, only when switched on, the state left as found")
    void decisiveWin() {
        State s = TTT.parsePosition("xx./oo./... x");
        String before = s.position();
        double[] win = new LeafValuation(TTT, SearchRecipe.defaults().toBuilder().decisiveMoves(true).build(), null, 1).decisiveWin(s, 0);
        assertArrayEquals(new double[] {1, -1}, win, 1e-12);
        assertEquals(before, s.position());
        assertNull(new LeafValuation(TTT, SearchRecipe.defaults(), null, 1).decisiveWin(s, 0), "off");
        assertNull(new LeafValuation(TTT, SearchRecipe.defaults().toBuilder().decisiveMoves(true).build(), null, 1)
                .decisiveWin(TTT.parsePosition("x../.o./... x"), 0), "no win at once");
    }

    @Test
    @DisplayName("an evaluated leaf is (1 - w) * evaluator + w * heuristic, the heuristic taken when the leaf was queued, per slot")
    void heuristicMix() {
        LeafHeuristic h = (state, out) -> {
            out[0] = state.turn() % 2 == 0 ? 1 : -1;
            out[1] = -out[0];
        };
        LeafValuation v = new LeafValuation(TTT, SearchRecipe.defaults().toBuilder().heuristic(0.25).build(), h, 2);
        v.queued(TTT.newInitialState(), 0);
        State later = TTT.newInitialState();
        later.apply(4);
        v.queued(later, 1);
        double[] a = {0.5, -0.5};
        v.mix(a, 0);
        assertArrayEquals(new double[] {0.625, -0.625}, a, 1e-12);
        double[] b = {0.5, -0.5};
        v.mix(b, 1);
        assertArrayEquals(new double[] {0.125, -0.125}, b, 1e-12);
        double[] none = {0.5, -0.5};
        new LeafValuation(TTT, SearchRecipe.defaults(), h, 1).mix(none, 0);
        assertArrayEquals(new double[] {0.5, -0.5}, none, 1e-12, "weight 0: the evaluator alone");
        assertThrows(IllegalArgumentException.class, () -> new LeafValuation(TTT, SearchRecipe.defaults().toBuilder().heuristic(0.5).build(), null, 1));
    }

    @Test
    @DisplayName("prior temperature: priors raised to 1/T and renormalized; T = 1 leaves them; all zero gives uniform")
    void priorTemperature() {
        float[] p = {0.9f, 0.1f};
        new PriorTemperature(2).apply(p);
        assertArrayEquals(new float[] {0.75f, 0.25f}, p, 1e-6f);
        float[] same = {0.7f, 0.3f};
        new PriorTemperature(1).apply(same);
        assertArrayEquals(new float[] {0.7f, 0.3f}, same);
        float[] zero = {0, 0, 0, 0};
        PriorTemperature.sharpen(zero, 0.5);
        assertArrayEquals(new float[] {0.25f, 0.25f, 0.25f, 0.25f}, zero);
    }
}
