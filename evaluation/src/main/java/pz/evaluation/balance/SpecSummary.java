package pz.evaluation.balance;

import java.util.Arrays;
import java.util.Locale;
import pz.evaluation.Elo;
import pz.evaluation.Intervals;
import pz.evaluation.Significance;

/**
 * The balance statistics of one spec, computed from a {@link Tally} at the 95% level, with the
 * verdict in words. Immutable.
 *
 * <ul>
 *   <li>Per seat: win, draw and loss rates, each with its 95% Wilson interval.</li>
 *   <li>p-value against equal chances: two players, the exact two-sided binomial (sign) test of the
 *       first seat's wins among decisive games against 1/2 (draws carry no information on who is
 *       favoured); more players, the chi-square goodness-of-fit test of outright wins per seat
 *       against equal counts (k - 1 degrees of freedom).</li>
 *   <li>First-seat advantage (two players): the first seat's mean score (win 1, draw 1/2) with its
 *       95% interval (trinomial normal approximation), and the same as an Elo difference.</li>
 *   <li>Game length in whole turns: mean, quartiles, extremes; decisive-game rate with its interval.</li>
 * </ul>
 *
 * @param spec        the canonical spec
 * @param players     seats
 * @param games       games played
 * @param wins        outright wins per seat
 * @param draws       shared wins per seat
 * @param losses      losses per seat
 * @param pValue      against equal chances (see above)
 * @param test        the test used, in words
 * @param firstScore  the first seat's mean score (two players; NaN otherwise)
 * @param firstLow    its 95% interval
 * @param firstHigh   its 95% interval
 * @param firstElo    the first seat's advantage in Elo, with its interval (two players; null otherwise)
 * @param decisive    games won outright by one seat
 * @param turns       game lengths in turns, sorted
 * @param verdict     the verdict
 * @param stop        why the run stopped early, or null when it played every game
 * @param tolerance   the "balanced" band used for the verdict
 * @param distinct    games whose action sequences differ (equal to {@code games} when every game was new)
 */
public record SpecSummary(String spec, int players, int games, long[] wins, long[] draws, long[] losses, double pValue,
                          String test, double firstScore, double firstLow, double firstHigh, Elo.Estimate firstElo,
                          long decisive, int[] turns, Verdict verdict, String stop, double tolerance,
                          int distinct) {

    /** The verdict categories. */
    public enum Verdict {
        FAVOURS_FIRST("favours first player"),
        FAVOURS_SECOND("favours second player"),
        BALANCED("balanced"),
        UNEQUAL("seats unequal"),
        INCONCLUSIVE("inconclusive");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** The statistics of a tally; {@code stop} as in {@link StoppingRule#check}. */
    public static SpecSummary of(Tally t, double tolerance, String stop) {
        int n = t.games();
        int players = t.players();
        long[] w = new long[players];
        long[] d = new long[players];
        long[] l = new long[players];
        for (int s = 0; s < players; s++) {
            w[s] = t.wins(s);
            d[s] = t.draws(s);
            l[s] = t.losses(s);
        }
        int[] turns = t.turns();
        Arrays.sort(turns);
        long decisive = t.decisive();
        if (players == 2) {
            double p = Significance.binomialTwoSided(w[0], w[0] + w[1]);
            double score = n == 0 ? Double.NaN : (w[0] + 0.5 * d[0]) / n;
            double[] ci = Intervals.score(w[0], d[0], l[0], Intervals.Z95);
            Verdict v;
            if (n == 0) {
                v = Verdict.INCONCLUSIVE;
            } else if (ci[0] > 0.5) {
                v = Verdict.FAVOURS_FIRST;
            } else if (ci[1] < 0.5) {
                v = Verdict.FAVOURS_SECOND;
            } else if (ci[0] >= 0.5 - tolerance && ci[1] <= 0.5 + tolerance) {
                v = Verdict.BALANCED;
            } else {
                v = Verdict.INCONCLUSIVE;
            }
            return new SpecSummary(t.spec(), players, n, w, d, l, p, "exact binomial test of first-seat wins among decisive games",
                    score, ci[0], ci[1], Elo.estimate(w[0], d[0], l[0]), decisive, turns, v, stop, tolerance, distinctOf(t, n));
        }
        double p = Significance.chiSquareUniform(w)[1];
        Verdict v = n == 0 ? Verdict.INCONCLUSIVE : p < 0.05 ? Verdict.UNEQUAL : Verdict.INCONCLUSIVE;
        if (v == Verdict.INCONCLUSIVE && n > 0) {
            double fair = (double) decisive / players / n;
            boolean within = true;
            for (int s = 0; s < players; s++) {
                double[] ci = Intervals.wilson(w[s], n);
                within &= ci[0] >= fair - tolerance && ci[1] <= fair + tolerance;
            }
            v = within ? Verdict.BALANCED : Verdict.INCONCLUSIVE;
        }
        return new SpecSummary(t.spec(), players, n, w, d, l, p, "chi-square test of outright wins per seat against equal shares",
                Double.NaN, Double.NaN, Double.NaN, null, decisive, turns, v, stop, tolerance, distinctOf(t, n));
    }

    /** Distinct games of a tally; a tally fed without actions counts every game as distinct. */
    private static int distinctOf(Tally t, int games) {
        int d = t.distinctGames();
        return d == 0 ? games : d;
    }

    /** True when at least 10 games were played and fewer than half of them differ from each other. */
    public boolean repetitive() {
        return games >= 10 && 2L * distinct < games;
    }

    /** Rate {@code k / games}. */
    public double rate(long k) {
        return games == 0 ? 0 : (double) k / games;
    }

    /** 95% Wilson interval of {@code k / games}. */
    public double[] interval(long k) {
        return Intervals.wilson(k, games);
    }

    /** The q-quantile of the game lengths in turns (nearest rank). */
    public int lengthQuantile(double q) {
        if (turns.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * turns.length) - 1;
        return turns[Math.max(0, Math.min(turns.length - 1, i))];
    }

    /** Mean game length in turns. */
    public double meanLength() {
        return Arrays.stream(turns).average().orElse(0);
    }

    /** The seat with the most outright wins (ties: the lowest seat). */
    public int bestSeat() {
        int best = 0;
        for (int s = 1; s < players; s++) {
            if (wins[s] > wins[best]) {
                best = s;
            }
        }
        return best;
    }

    /** The verdict in one sentence, e.g. {@code first player wins 58.0% ± 3.1%: favours first player}. */
    public String sentence() {
        if (games == 0) {
            return "no games played";
        }
        if (players == 2) {
            double half = (firstHigh - firstLow) / 2;
            String what = draws[0] == 0
                    ? String.format(Locale.ROOT, "first player wins %.1f%% ± %.1f%%", 100 * firstScore, 100 * half)
                    : String.format(Locale.ROOT, "first player scores %.1f%% ± %.1f%% (wins %.1f%%, draws %.1f%%, loses %.1f%%)",
                            100 * firstScore, 100 * half, 100 * rate(wins[0]), 100 * rate(draws[0]), 100 * rate(losses[0]));
            String why = switch (verdict) {
                case FAVOURS_FIRST, FAVOURS_SECOND -> verdict.words() + String.format(Locale.ROOT, " (p = %s)", fmtP(pValue));
                case BALANCED -> String.format(Locale.ROOT, "balanced within ±%.0f%%", 100 * tolerance);
                default -> String.format(Locale.ROOT, "no significant advantage (p = %s), but not yet shown to be within ±%.0f%%",
                        fmtP(pValue), 100 * tolerance);
            };
            return what + ": " + why + repeatWarning();
        }
        int b = bestSeat();
        double[] ci = interval(wins[b]);
        String what = String.format(Locale.ROOT, "seat %d wins most often, %.1f%% [%.1f%%, %.1f%%] (fair share %.1f%%)", b,
                100 * rate(wins[b]), 100 * ci[0], 100 * ci[1], 100.0 * decisive / players / games);
        String why = switch (verdict) {
            case UNEQUAL -> String.format(Locale.ROOT, "seats unequal (p = %s), favours seat %d", fmtP(pValue), b);
            case BALANCED -> String.format(Locale.ROOT, "balanced within ±%.0f%%", 100 * tolerance);
            default -> String.format(Locale.ROOT, "no significant difference between seats (p = %s)", fmtP(pValue));
        };
        return what + ": " + why + repeatWarning();
    }

    private String repeatWarning() {
        return !repetitive() ? "" : String.format(Locale.ROOT, ". Warning: only %d of %d games differ, so the agent plays"
                + " (nearly) the same game every time and these rates describe a few lines of play, not the game;"
                + " give a search agent sampled openings (mcts:...,sample=8)", distinct, games);
    }

    /** A p-value for people: {@code 0.031}, {@code 2.4e-07}, {@code < 1e-300}. */
    public static String fmtP(double p) {
        if (p < 1e-300) {
            return "< 1e-300";
        }
        return p >= 0.001 ? String.format(Locale.ROOT, "%.3f", p) : String.format(Locale.ROOT, "%.1e", p);
    }
}
