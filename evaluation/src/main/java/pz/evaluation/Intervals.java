package pz.evaluation;

/**
 * Confidence intervals of a proportion and of a mean game score: the one home of the Wilson
 * interval in the project. Used by {@link Elo}, the balance statistics ({@code StoppingRule},
 * {@code SpecSummary}), the training report and {@code pz random}. Stateless.
 *
 * <p>Sources: the Wilson score interval (Wilson 1927; Newcombe 1998, method 3, without continuity
 * correction); the score interval is the normal approximation with the trinomial (win/draw/loss)
 * variance of the per-game score, as fishtest and cutechess use for Elo. The z of any other level
 * comes from {@link Significance#normalQuantile}.
 */
public final class Intervals {
    /**
     * Phi^-1(0.975) = 1.95996398454005423552..., correctly rounded. A constant, not
     * {@code normalQuantile(0.975)}: Commons Statistics returns the double one ulp below, and this
     * value is the one every 95% interval printed so far was computed with.
     */
    public static final double Z95 = 1.959963984540054;

    private Intervals() {
    }

    /** The 95% Wilson score interval {low, high} of {@code k} successes in {@code n} trials; {0, 1} when n is 0. */
    public static double[] wilson(long k, long n) {
        return wilson(k, n, Z95);
    }

    /**
     * The Wilson score interval {low, high} of {@code k} successes in {@code n} trials at normal
     * quantile {@code z}: {@code (p + z²/2n ± z sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)}, clipped to
     * [0, 1]; {0, 1} when n is 0. Unlike the normal (Wald) interval it is never empty at k = 0 or n.
     */
    public static double[] wilson(long k, long n, double z) {
        return n == 0 ? new double[] {0, 1} : wilson((double) k / n, n, z);
    }

    /**
     * The Wilson score interval {low, high} of a share {@code p} observed in {@code n} trials (the formula of
     * {@link #wilson(long, long, double)}); for a mean game score (win 1, draw 1/2) it treats the score as a
     * proportion, a little wider with draws than the score's own variance gives. {0, 1} when n is 0.
     */
    public static double[] wilson(double p, long n, double z) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z2 = z * z;
        double denom = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * Two-sided interval {low, high} of the mean score (win 1, draw 1/2) at normal quantile z:
     * {@code s ± z sqrt(var / n)} with the trinomial variance, clipped to [0, 1]. When every game had
     * the same result that variance is zero, so the Wilson interval of the score (rounded to whole
     * games) is used instead, which gives a perfect record a finite bound. {0, 1} for no games.
     */
    public static double[] score(long wins, long draws, long losses, double z) {
        long n = wins + draws + losses;
        if (n == 0) {
            return new double[] {0, 1};
        }
        double s = (wins + 0.5 * draws) / n;
        double var = scoreVariance(wins, draws, losses);
        if (var == 0) {
            return wilson(Math.round(s * n), n, z);
        }
        double h = z * Math.sqrt(var / n);
        return new double[] {Math.max(0, s - h), Math.min(1, s + h)};
    }

    /** The per-game variance of the score (win 1, draw 1/2, loss 0): {@code (W (1-s)² + D (1/2-s)² + L s²) / n}. */
    public static double scoreVariance(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return 0;
        }
        double s = (wins + 0.5 * draws) / n;
        return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    }
}
