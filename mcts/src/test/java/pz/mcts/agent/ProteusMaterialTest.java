package pz.mcts.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.util.Chance;
import pz.proteus.NotationMaterial;

/**
 * The engine's Proteus material ({@code Game.heuristic()}, read from bitboards) gives exactly the numbers
 * of the same formula read from the position notation ({@link NotationMaterial}), in every variant, so the
 * alpha-beta baseline plays the same moves with the faster evaluation.
 */
class ProteusMaterialTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"proteus", "proteus:warhorses", "proteus:polarity,warhorses", "proteus:tradeoff",
            "proteus:roulette=before", "proteus:wallstreet=open,budget=30", "proteus:wallstreet=secret,warhorses"})
    @DisplayName("P-FACE-1, P-VAR-WARHORSES: the engine's material equals the notation reference at every decision of random games")
    void equalsNotationReference(String spec) {
        Game game = GameRegistry.parse(spec);
        StateEvaluation engine = StateEvaluation.forGame(game);
        NotationMaterial reference = new NotationMaterial(spec.contains("warhorses"));
        assertEquals(5, engine.valueScale(), "a lead of 5 points is worth tanh(1) of a win");
        SplittableRandom rng = new SplittableRandom(7);
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        double[] both = new double[2];
        int checked = 0, nonZero = 0;
        for (int g = 0; g < 20; g++) {
            State s = game.newInitialState();
            while (!s.isTerminal()) {
                for (int p = 0; p < 2; p++) {
                    double want = reference.score(s, p);
                    String where = "player " + p + " in ";
                    assertEquals(want, engine.score(s, p), 0.0, () -> where + s.position());
                    nonZero += want != 0 ? 1 : 0;
                }
                engine.scores(s, both);
                assertEquals(reference.score(s, 0), both[0], 0.0);
                assertEquals(reference.score(s, 1), both[1], 0.0);
                checked++;
                if (s.isChance()) {
                    s.apply(Chance.sample(s, buf, probs, rng));
                } else {
                    s.apply(buf[rng.nextInt(s.legalActions(buf))]);
                }
            }
        }
        assertTrue(checked > 500 && nonZero > 100, "random games reach material imbalances: " + nonZero + " of " + checked);
    }
}
