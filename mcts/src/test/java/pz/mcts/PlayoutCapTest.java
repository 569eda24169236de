package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.GameRecord;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

/** Playout cap randomization (Wu 2019, "Accelerating Self-Play Learning in Go", section 3.1). */
class PlayoutCapTest {
    static final Game TTT = GameRegistry.parse("tictactoe");
    /** Priors falling with the action id, so that root noise visibly changes where visits go. */
    static final Evaluator SLOPED = new ScriptedEvaluator(new double[] {9, 8, 7, 6, 5, 4, 3, 2, 1}, 0, 0);

    @Test
    @DisplayName("playout cap: a search is full (visits) with probability p and otherwise fast (fastVisits), and says which")
    void fullWithProbabilityP() {
        SearchRecipe c = SearchRecipe.selfPlay().toBuilder().visits(16).playoutCap(0.25, 4).reuse(false, 0).build();
        assertTrue(c.playoutCap());
        Search s = new Search(TTT, c, new SplittableRandom(5));
        int full = 0;
        for (int i = 0; i < 400; i++) {
            SearchResult r = s.run(TTT.newInitialState(), new UniformEvaluator(), new EvalBatch(TTT, 16));
            assertEquals(r.full() ? 16 : 4, r.simulations(), "budget follows the draw");
            assertEquals(r.full() ? 1.0 : 0.0, r.policyWeight());
            full += r.full() ? 1 : 0;
        }
        assertTrue(full > 60 && full < 140, "about a quarter of 400 searches are full: " + full);
    }

    @Test
    @DisplayName("playout cap: a fast search uses no root noise and no forced playouts (it equals a plain search of fastVisits)")
    void fastSearchHasNoNoise() {
        SearchRecipe base = SearchRecipe.defaults().toBuilder().visits(40).pending(1, 1).reuse(false, 0).build();
        SearchRecipe noisy = base.toBuilder().noise(0.3, 1.0).forcedPlayouts(2).build();
        SearchRecipe alwaysFast = noisy.toBuilder().playoutCap(0.0, 12).build();
        SearchResult fast = SearchTest.search(TTT, ".../.../... x", alwaysFast, SLOPED, 1);
        SearchResult plainAgain = SearchTest.search(TTT, ".../.../... x", base.toBuilder().visits(12).build(), SLOPED, 1);
        assertFalse(fast.full());
        assertArrayEquals(plainAgain.visits(), fast.visits(), "no noise, no forcing in a fast search");
        assertArrayEquals(plainAgain.policy(), fast.policy(), 1e-12, "plain visit shares");
        SearchResult noisyFull = SearchTest.search(TTT, ".../.../... x", noisy.toBuilder().visits(12).build(), SLOPED, 1);
        assertTrue(noisyFull.full());
        assertFalse(Arrays.equals(plainAgain.visits(), noisyFull.visits()), "control: noise does change a full search");
        assertEquals(12, fast.simulations());
    }

    @Test
    @DisplayName("playout cap is validated: fastVisits in 0..visits, probability in [0, 1]; off by default")
    void validated() {
        assertFalse(SearchRecipe.selfPlay().playoutCap(), "off unless asked for");
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.selfPlay().toBuilder().visits(50).playoutCap(0.25, 51).build());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.selfPlay().toBuilder().playoutCap(1.5, 10).build());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.selfPlay().toBuilder().playoutCap(-0.1, 10).build());
        assertFalse(SearchRecipe.selfPlay().toBuilder().playoutCap(1.0, 10).build().playoutCap(), "p = 1: every search is full");
    }

    @Test
    @DisplayName("playout cap in self-play: each step records policy weight 1 (full search) or 0 (fast search)")
    void selfPlayRecordsPolicyWeight() {
        SearchRecipe c = SearchRecipe.selfPlay().toBuilder().visits(24).playoutCap(0.5, 6).reuse(false, 0).build();
        List<GameRecord> records = new ArrayList<>();
        try (AgentFactory f = AgentFactory.search(TTT, new UniformEvaluator(), c)) {
            new SelfPlay(new Scheduler(1, 4)).run(f, 8, 3, records::add);
        }
        int full = 0, fast = 0;
        for (GameRecord g : records) {
            for (GameRecord.Step st : g.steps()) {
                int sum = Arrays.stream(st.visits()).sum();
                if (st.legal().length == 1) {
                    continue; // answered without search
                }
                if (st.full()) {
                    assertEquals(1.0, st.policyWeight());
                    assertEquals(24, sum, "a full search's visits");
                    full++;
                } else {
                    assertEquals(0.0, st.policyWeight());
                    assertEquals(6, sum, "a fast search's visits");
                    fast++;
                }
            }
        }
        assertTrue(full > 0 && fast > 0, "both kinds occur: " + full + " full, " + fast + " fast");
    }
}
