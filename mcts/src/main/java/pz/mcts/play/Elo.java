package pz.mcts.play;

/**
 * Elo difference from a match score, with a 95% interval from the normal approximation of the
 * mean per-game score (win 1, draw 1/2, loss 0): {@code s +- 1.96 * sd / sqrt(n)}, each end mapped
 * through {@code elo(s) = -400 log10(1/s - 1)}. Scores of 0 or 1 give infinite ends. Stateless.
 */
public final class Elo {
    private Elo() {
    }

    /** The Elo difference for mean score {@code s} in [0, 1]. */
    public static double fromScore(double s) {
        if (s <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (s >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / s - 1);
    }

    /** {elo, low, high} for a W/D/L record (n = w + d + l >= 1). */
    public static double[] interval(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) {
            return new double[] {0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double s = (wins + 0.5 * draws) / n;
        double var = (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
        double half = 1.959964 * Math.sqrt(var / n);
        return new double[] {fromScore(s), fromScore(s - half), fromScore(s + half)};
    }
}
