package pz.evaluation;

import java.util.Locale;
import pz.mcts.play.MatchResult;

/**
 * Elo arithmetic for match results (the one home of it; {@code pz match}, {@code pz balance}, the
 * SPRT, the rating fit and training's evaluation use it). Logistic Elo: an expected score {@code s}
 * is a rating difference {@code -400 log10(1/s - 1)}. The interval of an estimate is the 95% score
 * interval of {@link Intervals#score} (trinomial normal approximation, as fishtest and cutechess do;
 * Wilson when every game had the same result, so a perfect record gets a finite lower bound) mapped
 * through that curve. Stateless.
 *
 * <p>It lived in {@code mcts/play} until issue 29 moved statistics out of the search library: a
 * {@link MatchResult} now carries counts only and its Elo is computed here.
 */
public final class Elo {
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

    /** Elo of the first side from wins, draws and losses, with a 95% interval; 0 in (-inf, +inf) for no games. */
    public static Estimate estimate(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0) {
            return new Estimate(0, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double s = (wins + 0.5 * draws) / n;
        double[] ci = Intervals.score(wins, draws, losses, Intervals.Z95);
        return new Estimate(fromScore(s), fromScore(ci[0]), fromScore(ci[1]));
    }

    /** Elo of A over B in a match, with a 95% interval. */
    public static Estimate estimate(MatchResult r) {
        return estimate(r.wins(), r.draws(), r.losses());
    }

    /**
     * The line {@code pz match} prints:
     * {@code mcts:visits=800 vs random on tictactoe: 100 games +60 =30 -10 (75.0%), Elo +191 [+130, +262] 95%, 12.3 s}.
     */
    public static String matchLine(MatchResult r) {
        Estimate e = estimate(r);
        return String.format(Locale.ROOT, "%s, Elo %s [%s, %s] 95%%, %.1f s",
                r.counts(), fmt(e.elo()), fmt(e.low()), fmt(e.high()), r.seconds());
    }
}
