package pz.mcts.play;

import java.util.Locale;

/**
 * Elo arithmetic for match results (the one home of it; training's SPRT and rating fit use it).
 * Logistic Elo: an expected score {@code s} is a rating difference {@code -400 log10(1/s - 1)}.
 * Intervals use the trinomial (win/draw/loss) variance of the per-game score in a normal
 * approximation, as fishtest and cutechess do; when every game had the same result that variance
 * is zero, so the Wilson interval of the score is used instead (a perfect record gets a finite
 * lower bound). Stateless.
 */
public final class Elo {
    private static final double Z95 = 1.959963984540054;

    private Elo() {
    }

    /** A rating difference with its 95% interval. */
    public record Estimate(double elo, double low, double high) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%s [%s, %s]", fmt(elo), fmt(low), fmt(high));
        }
    }

    /** {@code +35}, or {@code +inf}/{@code -inf}. */
    public static String fmt(double e) {
        if (Double.isInfinite(e)) {
            return e > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+d", Math.round(e)); // rounds first, so never "-0"
    }

    /** The Elo difference for mean score {@code s} in [0, 1] (infinite at the ends). */
    public static double fromScore(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /** The expected score for an Elo difference. */
    public static double toScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Elo of the first side from wins, draws and losses, with a 95% interval. */
    public static Estimate estimate(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return new Estimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double s = (wins + 0.5 * draws) / n;
        double var = scoreVariance(wins, draws, losses);
        if (var == 0) {
            double[] w = wilson(Math.round(s * n), n);
            return new Estimate(fromScore(s), fromScore(w[0]), fromScore(w[1]));
        }
        double half = Z95 * Math.sqrt(var / n);
        return new Estimate(fromScore(s), fromScore(s - half), fromScore(s + half));
    }

    /** {elo, low, high} for a W/D/L record (see {@link #estimate}). */
    public static double[] interval(int wins, int draws, int losses) {
        Estimate e = estimate(wins, draws, losses);
        return new double[] {e.elo(), e.low(), e.high()};
    }

    /** The per-game variance of the score (win 1, draw 1/2, loss 0). */
    public static double scoreVariance(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return 0;
        }
        double s = (wins + 0.5 * draws) / n;
        return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    }

    /** 95% Wilson score interval {low, high} for {@code k} successes in {@code n} trials. */
    public static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double p = (double) k / n;
        double z2 = Z95 * Z95;
        double denom = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denom;
        double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
