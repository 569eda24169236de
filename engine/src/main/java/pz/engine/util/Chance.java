package pz.engine.util;

import java.util.random.RandomGenerator;
import pz.engine.State;

/** Sampling a chance node's outcome by its probabilities: the one copy used by schedulers, rollouts and tools. Stateless. */
public final class Chance {
    private Chance() {
    }

    /**
     * One outcome of the chance node {@code s}, drawn with one {@code rng.nextDouble()} against the
     * cumulative probabilities (the last outcome takes any rounding remainder). {@code outcomes} and
     * {@code probs} are scratch of at least {@link pz.engine.Game#numActions()} entries; {@code s} is unchanged.
     */
    public static int sample(State s, int[] outcomes, double[] probs, RandomGenerator rng) {
        int n = s.chanceOutcomes(outcomes, probs);
        double u = rng.nextDouble();
        for (int i = 0; i < n - 1; i++) {
            u -= probs[i];
            if (u < 0) {
                return outcomes[i];
            }
        }
        return outcomes[n - 1];
    }
}
