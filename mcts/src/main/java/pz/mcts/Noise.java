package pz.mcts;

import java.util.random.RandomGenerator;

/**
 * Random draws the search needs: Gumbel(0, 1), Gamma and Dirichlet. Stateless; the caller's
 * generator makes them reproducible. Gamma uses Marsaglia and Tsang (2000), "A simple method for
 * generating gamma variables", with the {@code alpha < 1} boost {@code G(alpha+1) * U^(1/alpha)}.
 */
public final class Noise {
    private Noise() {
    }

    /** A standard Gumbel draw: {@code -log(-log(U))}, U uniform on (0, 1). */
    public static double gumbel(RandomGenerator rng) {
        double u = rng.nextDouble();
        while (u <= 0) {
            u = rng.nextDouble();
        }
        return -Math.log(-Math.log(u));
    }

    /** A Gamma(alpha, 1) draw. */
    public static double gamma(double alpha, RandomGenerator rng) {
        if (alpha < 1) {
            double u = rng.nextDouble();
            return gamma(alpha + 1, rng) * Math.pow(u, 1 / alpha);
        }
        double d = alpha - 1.0 / 3, c = 1 / Math.sqrt(9 * d);
        while (true) {
            double x = rng.nextGaussian();
            double v = 1 + c * x;
            if (v <= 0) {
                continue;
            }
            v = v * v * v;
            double u = rng.nextDouble();
            if (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) {
                return d * v;
            }
        }
    }

    /** Writes a symmetric Dirichlet(alpha) draw of dimension {@code n} into {@code out[0..n)}. */
    public static void dirichlet(double alpha, int n, double[] out, RandomGenerator rng) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            out[i] = gamma(alpha, rng);
            sum += out[i];
        }
        if (sum <= 0) {
            for (int i = 0; i < n; i++) {
                out[i] = 1.0 / n;
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            out[i] /= sum;
        }
    }
}
