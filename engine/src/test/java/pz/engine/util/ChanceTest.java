package pz.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** Chance.sample: the outcome whose cumulative probability first exceeds the draw. */
class ChanceTest {
    private static RandomGenerator fixed(double u) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                throw new UnsupportedOperationException();
            }

            @Override
            public double nextDouble() {
                return u;
            }
        };
    }

    @Test
    @DisplayName("a draw falls to the outcome whose cumulative probability first exceeds it; the state is unchanged")
    void cumulative() {
        Game g = GameRegistry.parse("pig");
        State s = g.newInitialState();
        s.apply(s.parseAction("roll"));
        assertTrue(s.isChance(), s.position());
        int[] out = new int[g.numActions()];
        double[] pr = new double[g.numActions()];
        int n = s.chanceOutcomes(out, pr);
        String before = s.position();
        assertEquals(out[0], Chance.sample(s, out, pr, fixed(0.0)));
        assertEquals(out[0], Chance.sample(s, out, pr, fixed(pr[0] - 1e-9)));
        assertEquals(out[1], Chance.sample(s, out, pr, fixed(pr[0] + 1e-9)));
        assertEquals(out[n - 1], Chance.sample(s, out, pr, fixed(1.0 - 1e-12)));
        assertEquals(before, s.position());
    }
}
