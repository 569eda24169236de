package pz.mcts;

/**
 * The prior softmax temperature (Leela Chess Zero's PolicyTemperature, {@link SearchRecipe.Noise#priorTemperature()}):
 * an evaluator's priors raised to {@code 1 / T} and renormalized before the search uses them; {@code T = 1}
 * leaves them as given, above 1 flattens them (a sharp network leaves the search room to look at other moves).
 * Immutable and thread-safe.
 */
final class PriorTemperature {
    private final double power;

    /** For temperature {@code t} (0.1..10, checked by the recipe). */
    PriorTemperature(double t) {
        this.power = 1.0 / t;
    }

    /** Applies the temperature to {@code priors} in place (nothing at temperature 1). */
    void apply(float[] priors) {
        if (power != 1) {
            sharpen(priors, power);
        }
    }

    /** Raises priors to {@code power} and renormalizes them (uniform when all are 0). */
    static void sharpen(float[] pr, double power) {
        double sum = 0;
        for (int j = 0; j < pr.length; j++) {
            pr[j] = (float) Math.pow(Math.max(pr[j], 0f), power);
            sum += pr[j];
        }
        for (int j = 0; j < pr.length; j++) {
            pr[j] = sum > 0 ? (float) (pr[j] / sum) : 1f / pr.length;
        }
    }
}
