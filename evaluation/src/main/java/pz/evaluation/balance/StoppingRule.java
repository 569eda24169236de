package pz.evaluation.balance;

import pz.evaluation.Intervals;
import pz.evaluation.Significance;

/**
 * When a balance run may stop before its maximum number of games: a group-sequential rule with a
 * Bonferroni correction. Immutable.
 *
 * <p>The results are looked at every {@code look} games once {@code minGames} are in, so at most
 * {@code K = ceil(maxGames / look)} times. Each look uses a two-sided interval at the corrected
 * level {@code 1 - alpha / K} (z = {@code Phi^-1(1 - alpha / (2K))}), so that over all looks the
 * chance of wrongly declaring an advantage is at most {@code alpha} (Bonferroni). The run stops when
 * <ul>
 *   <li><b>two players:</b> the first seat's score interval (win 1, draw 1/2; trinomial normal
 *       interval, Wilson when every game had the same result) lies entirely above or below 50%
 *       (an advantage is shown), or entirely inside {@code 50% ± tolerance} (balanced is shown);</li>
 *   <li><b>more players:</b> the chi-square test of outright wins per seat against equal shares
 *       has p below {@code alpha / K}, or every seat's outright-win share (Wilson) lies inside
 *       {@code fair share ± tolerance} with the fair share the mean outright-win rate per seat.</li>
 * </ul>
 *
 * @param minGames  no stop before this many games
 * @param look      games between looks
 * @param maxGames  the most games to play
 * @param tolerance half-width of the "balanced" band, as a fraction (0.02 = ±2 points of score)
 * @param alpha     overall error rate (0.05)
 */
public record StoppingRule(int minGames, int look, int maxGames, double tolerance, double alpha) {

    public StoppingRule {
        if (minGames < 1 || look < 1 || maxGames < 1) {
            throw new IllegalArgumentException("minGames, look and maxGames must be positive");
        }
        if (!(tolerance > 0 && tolerance < 0.5) || !(alpha > 0 && alpha < 0.5)) {
            throw new IllegalArgumentException("tolerance must be in (0, 0.5) and alpha in (0, 0.5)");
        }
    }

    /** Defaults for {@code maxGames}: at least 100 games, a look every 50, ±2% band, alpha 5%. */
    public static StoppingRule standard(int maxGames) {
        return new StoppingRule(Math.min(100, maxGames), 50, maxGames, 0.02, 0.05);
    }

    /** The number of looks the rule may take. */
    public int looks() {
        return Math.max(1, (maxGames + look - 1) / look);
    }

    /** The z of each look's corrected two-sided interval. */
    public double z() {
        return Significance.normalQuantile(1 - alpha / (2.0 * looks()));
    }

    /** Why a run stopped, or null to go on; {@code tally} must not change during the call. */
    public String check(Tally t) {
        int n = t.games();
        if (n < minGames || n % look != 0 || n >= maxGames) {
            return null;
        }
        double z = z();
        if (t.players() == 2) {
            double[] ci = Intervals.score(t.wins(0), t.draws(0), t.losses(0), z);
            if (ci[0] > 0.5 || ci[1] < 0.5) {
                return String.format(java.util.Locale.ROOT, "after %d games the first seat's %.2f%% interval [%.1f%%, %.1f%%] excludes 50%%",
                        n, 100 * (1 - alpha / looks()), 100 * ci[0], 100 * ci[1]);
            }
            if (ci[0] >= 0.5 - tolerance && ci[1] <= 0.5 + tolerance) {
                return String.format(java.util.Locale.ROOT, "after %d games the first seat's %.2f%% interval [%.1f%%, %.1f%%] is within 50%% ± %.1f%%",
                        n, 100 * (1 - alpha / looks()), 100 * ci[0], 100 * ci[1], 100 * tolerance);
            }
            return null;
        }
        long[] w = t.winsPerSeat();
        double p = Significance.chiSquareUniform(w)[1];
        if (p < alpha / looks()) {
            return String.format(java.util.Locale.ROOT, "after %d games the chi-square test of wins per seat gives p = %.2g < %.2g", n, p, alpha / looks());
        }
        double fair = (double) t.decisive() / t.players() / n;
        for (int s = 0; s < t.players(); s++) {
            double[] ci = Intervals.wilson(w[s], n, z);
            if (ci[0] < fair - tolerance || ci[1] > fair + tolerance) {
                return null;
            }
        }
        return String.format(java.util.Locale.ROOT, "after %d games every seat's win share is within %.1f%% ± %.1f%%", n, 100 * fair, 100 * tolerance);
    }
}
