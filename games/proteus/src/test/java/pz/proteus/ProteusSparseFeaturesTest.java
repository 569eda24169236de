package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.SparseFeatures;
import pz.engine.State;

/**
 * The sparse features of a learned alpha-beta evaluation say what the observation planes say: every die the mover may
 * see is one feature at its plane's cell, nothing else is a die, the scalar features carry the planes' values, indices
 * are distinct and inside the layout, and a secret setup's enemy dice are never written (P-VAR-WALLSTREET-SECRET).
 */
class ProteusSparseFeaturesTest {

    @ParameterizedTest
    @ValueSource(strings = {"proteus", "proteus:roulette=before", "proteus:roulette=after,tradeoff", "proteus:wallstreet=secret",
            "proteus:wallstreet=open", "proteus:polarity,warhorses"})
    void theFeaturesOfRandomPositionsMatchTheirObservationPlanes(String spec) {
        Game game = GameRegistry.parse(spec);
        SparseFeatures f = game.sparseFeatures();
        SplittableRandom rnd = new SplittableRandom(spec.hashCode());
        int[] legal = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        float[] obs = new float[game.observationSize()];
        int[] index = new int[f.maxActive()];
        float[] value = new float[f.maxActive()];
        int checked = 0;
        for (int g = 0; g < 4; g++) {
            State s = game.newInitialState();
            while (!s.isTerminal()) {
                check(s, f, obs, index, value);
                checked++;
                int n = s.isChance() ? s.chanceOutcomes(legal, probs) : s.legalActions(legal);
                s.apply(legal[rnd.nextInt(n)]);
            }
            check(s, f, obs, index, value);
        }
        assertTrue(checked > 100, "random games reached " + checked + " positions");
    }

    private static void check(State s, SparseFeatures f, float[] obs, int[] index, float[] value) {
        s.encode(obs);
        int n = f.write(s, index, value);
        assertTrue(n <= f.maxActive(), n + " features, more than maxActive");
        assertEquals(((ProteusState) s).perspective(), f.perspective(s));
        Set<Integer> seen = new HashSet<>();
        Set<Integer> dice = new HashSet<>();
        for (int k = 0; k < n; k++) {
            int i = index[k];
            assertTrue(i >= 0 && i < f.size(), "index " + i + " outside 0.." + f.size());
            assertTrue(seen.add(i), "feature " + i + " written twice");
            assertTrue(value[k] != 0f, "feature " + i + " written with value 0");
            if (i < ProteusSparseFeatures.PHASE) {
                assertEquals(1f, value[k]);
                dice.add(i); // plane (own 0-5, enemy 6-11) x 64 + cell: the observation's layout of planes 0-11
            }
        }
        for (int i = 0; i < 12 * 64; i++) {
            assertEquals(obs[i] == 1f, dice.contains(i), "plane " + i / 64 + " cell " + i % 64 + " in " + s.position());
        }
        assertEquals(obs[22 * 64], valueOf(ProteusSparseFeatures.SCORE, index, value, n), 1e-6, "own score");
        assertEquals(obs[23 * 64], valueOf(ProteusSparseFeatures.SCORE + 1, index, value, n), 1e-6, "enemy score");
        assertEquals(obs[24 * 64], valueOf(ProteusSparseFeatures.TURNS_LEFT, index, value, n), 1e-6, "turns left");
        assertEquals(obs[21 * 64], valueOf(ProteusSparseFeatures.ROLL_AFTER, index, value, n), 0, "Roulette's pending roll");
        for (int v = 0; v < 7; v++) {
            assertEquals(obs[(25 + v) * 64], valueOf(ProteusSparseFeatures.VARIANTS + v, index, value, n), 0, "variant plane " + (25 + v));
        }
        for (int ph = 0; ph < 5; ph++) {
            assertEquals(obs[(15 + ph) * 64], valueOf(ProteusSparseFeatures.PHASE + ph, index, value, n), 0, "phase plane " + (15 + ph));
        }
        for (int c = 0; c < 64; c++) {
            assertEquals(obs[20 * 64 + c], valueOf(ProteusSparseFeatures.MOVED + c, index, value, n), 0, "moved-die plane, cell " + c);
        }
        for (int k = 0; k < 7; k++) {
            assertEquals(obs[(32 + k) * 64], valueOf(ProteusSparseFeatures.SETUP + k, index, value, n), 1e-6, "setup plane " + (32 + k));
        }
    }

    private static float valueOf(int feature, int[] index, float[] value, int n) {
        for (int k = 0; k < n; k++) {
            if (index[k] == feature) {
                return value[k];
            }
        }
        return 0f;
    }
}
