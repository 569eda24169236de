package pz.evaluation.equilibrium;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;

/** The setup equilibrium end to end: candidates, payoffs from games or a value function, the solved game. */
class SetupEquilibriumTest {

    private static List<String> texts(List<SetupCandidates.Candidate> c) {
        return c.stream().map(SetupCandidates.Candidate::text).sorted().toList();
    }

    @Test
    @DisplayName("secret RPS through matches: all three setups found, value 1/2, uniform mixtures")
    void secretRockPaperScissors() {
        AtomicInteger games = new AtomicInteger();
        SetupEquilibrium.Result r = SetupEquilibrium.fromMatches(new SecretRps(false), 5, "random", 1, 2, 3,
                n -> games.set(n));
        assertEquals(List.of("P", "R", "S"), texts(r.candidates().get(0)), "only three setups exist");
        assertEquals(9, games.get());
        assertEquals(0.5, r.solution().value(), 1e-9);
        assertArrayEquals(new double[] {1.0 / 3, 1.0 / 3, 1.0 / 3}, r.solution().row(), 1e-9);
        assertTrue(r.text().contains("first seat scores 50.0%"), r.text());
    }

    @Test
    @DisplayName("rock pays double, payoffs from a value function: the equilibrium plays paper half the time")
    void rockDoubleFromEvaluator() {
        Game g = new SecretRps(true);
        // the positions after both setups are terminal: their returns are used (the evaluator is never called)
        Evaluator never = new Evaluator() {
            @Override
            public void evaluate(EvalBatch batch) {
                throw new AssertionError("terminal positions need no evaluation");
            }
        };
        SetupEquilibrium.Result r = SetupEquilibrium.fromEvaluator(g, 3, never, "none", 11);
        // scores: a win is 1 whatever it pays, so the score matrix is plain RPS: uniform
        assertEquals(0.5, r.solution().value(), 1e-9);
        assertEquals(3, r.payoff().length);
    }

    @Test
    @DisplayName("value network payoffs: the first seat's value is mapped from the return range to a score")
    void evaluatorValuesAreMappedToScores() {
        Game g = GameRegistry.parse("proteus:wallstreet=secret");
        Evaluator favoursWhite = new Evaluator() {
            @Override
            public void evaluate(EvalBatch batch) {
                for (int i = 0; i < batch.size(); i++) {
                    batch.values()[2 * i] = 0.5f;
                    batch.values()[2 * i + 1] = -0.5f;
                    for (int k = batch.legalOffset(i); k < batch.legalOffset(i + 1); k++) {
                        batch.priors()[k] = 1f / (batch.legalOffset(i + 1) - batch.legalOffset(i));
                    }
                }
            }
        };
        SetupEquilibrium.Result r = SetupEquilibrium.fromEvaluator(g, 3, favoursWhite, "test", 5);
        assertEquals(0.75, r.solution().value(), 1e-6, "value 0.5 on [-1, 1] is a score of 0.75");
    }

    @Test
    @DisplayName("P-VAR-WALLSTREET secret setup: distinct legal armies and placements, a solved matrix of match payoffs")
    void proteusWallStreetSecret() {
        Game g = GameRegistry.parse("proteus:maxturns=6,wallstreet=secret");
        List<List<SetupCandidates.Candidate>> c = SetupCandidates.sample(g, 4, 9);
        assertEquals(4, c.get(0).size());
        assertEquals(4, c.get(1).size());
        for (SetupCandidates.Candidate k : c.get(0)) {
            assertEquals(16, k.actions().length, "8 purchases and 8 placements: " + k.text());
            assertTrue(k.text().startsWith("$"), k.text());
        }
        State after = SetupCandidates.apply(g, List.of(c.get(0).get(3), c.get(1).get(2)));
        assertEquals(2, after.turn(), "both setup turns done");
        assertEquals(0, after.currentPlayer(), "White moves first");
        SetupEquilibrium.Result r = SetupEquilibrium.fromMatches(g, 3, "random", 2, 2, 1, n -> { });
        assertEquals(0, MatrixGame.gap(r.payoff(), r.solution().row(), r.solution().column()), 1e-9);
        assertTrue(r.solution().value() >= 0 && r.solution().value() <= 1);
        assertTrue(r.text().contains("optimal mixed setup, first seat"), r.text());
    }

    @Test
    @DisplayName("games without a secret setup are refused with a message")
    void refusesOtherGames() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> SetupEquilibrium.fromMatches(GameRegistry.parse("pig"), 3, "random", 1, 1, 1, n -> { }));
        assertTrue(e.getMessage().contains("setup"), e.getMessage());
    }
}
