package pz.training.eval;

/**
 * Elo arithmetic for match results. Logistic Elo: an expected score {@code s} corresponds to a rating
 * difference {@code -400 log10(1/s - 1)}. Intervals use the trinomial (win/draw/loss) variance of the
 * per-game score, a normal approximation (as fishtest and cutechess do).
 */
public final class Elo {
    private Elo() {
    }

    /** A rating difference with its 95% interval. */
    public record Estimate(double elo, double low, double high) {
        /** {@code +35.2 ± 20.1} style, with the interval when it is not symmetric. */
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%+.1f [%+.1f, %+.1f]", elo, low, high);
        }
    }

    /** The Elo difference for an expected score in (0, 1); ±infinity at the ends. */
    public static double fromScore(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The expected score for an Elo difference. */
    public static double toScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Elo of the first side from wins, draws and losses, with a 95% interval. */
    public static Estimate fromWdl(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return new Estimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double s = (wins + 0.5 * draws) / n;
        double var = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        double se = Math.sqrt(var / n);
        double z = 1.959963984540054;
        return new Estimate(fromScore(s), fromScore(s - z * se), fromScore(s + z * se));
    }

    /** 95% Wilson score interval {low, high} for {@code k} successes in {@code n} trials. */
    public static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = (double) k / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    static double sq(double x) {
        return x * x;
    }
}
