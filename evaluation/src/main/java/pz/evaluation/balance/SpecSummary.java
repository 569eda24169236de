package pz.evaluation.balance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import pz.evaluation.Elo;
import pz.evaluation.Intervals;
import pz.evaluation.Significance;

/**
 * The balance statistics of one spec, computed from a {@link Tally} at the 95% level, with the
 * verdict in words. Immutable.
 *
 * <p>A report tests one hypothesis (equal chances) per spec, so its p-values are adjusted for the
 * number of specs ({@link #holm}, Holm-Bonferroni) and the verdict rests on the adjusted p-value at
 * 5%: with 8 specs, a raw p of 0.03 alone no longer shows that a seat is favoured. A summary made by
 * {@link #of} is a family of one (adjusted equal to raw) until {@link #holm} places it in its report.
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
 * @param openings    distinct openings, the setup and the first {@link Tally#OPENING_STEPS} steps of play (equal to {@code games} for a tally fed without actions)
 * @param adjustedP   {@code pValue} adjusted by Holm-Bonferroni over the family of tests (equal when the family is this spec alone)
 * @param family      how many specs (tests) the family holds, counting specs of the run not played yet
 */
public record SpecSummary(String spec, int players, int games, long[] wins, long[] draws, long[] losses, double pValue,
                          String test, double firstScore, double firstLow, double firstHigh, Elo.Estimate firstElo,
                          long decisive, int[] turns, Verdict verdict, String stop, double tolerance,
                          int distinct, int openings, double adjustedP, int family) {

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
            return new SpecSummary(t.spec(), players, n, w, d, l, p, "exact binomial test of first-seat wins among decisive games",
                    score, ci[0], ci[1], Elo.estimate(w[0], d[0], l[0]), decisive, turns, null, stop, tolerance, distinctOf(t, n),
                    openingsOf(t, n), p, 1).adjusted(p, 1);
        }
        double p = Significance.chiSquareUniform(w)[1];
        return new SpecSummary(t.spec(), players, n, w, d, l, p, "chi-square test of outright wins per seat against equal shares",
                Double.NaN, Double.NaN, Double.NaN, null, decisive, turns, null, stop, tolerance, distinctOf(t, n), openingsOf(t, n), p, 1).adjusted(p, 1);
    }

    /**
     * The summaries of one report with their p-values adjusted by Holm-Bonferroni over a family of
     * {@code family} specs, in the same order, verdicts redone on the adjusted values. {@code family}
     * is the number of specs of the run: more than {@code specs.size()} when a run was interrupted
     * before every spec was played, which counts the missing ones as p = 1 ({@link Significance#holm}),
     * so that a partial report never claims more than the finished one could.
     */
    public static List<SpecSummary> holm(List<SpecSummary> specs, int family) {
        double[] raw = specs.stream().mapToDouble(SpecSummary::pValue).toArray();
        double[] adj = Significance.holm(raw, family);
        List<SpecSummary> out = new ArrayList<>();
        for (int i = 0; i < raw.length; i++) {
            out.add(specs.get(i).adjusted(adj[i], family));
        }
        return out;
    }

    /** This summary with {@code adjustedP} as its adjusted p-value, in a family of {@code family} tests, and the verdict it gives. */
    public SpecSummary adjusted(double adjustedP, int family) {
        return new SpecSummary(spec, players, games, wins, draws, losses, pValue, test, firstScore, firstLow, firstHigh, firstElo,
                decisive, turns, verdictOf(adjustedP), stop, tolerance, distinct, openings, adjustedP, family);
    }

    /**
     * The verdict at 5%: a seat is favoured when the adjusted p-value is below 0.05 (two players: the
     * seat with more outright wins, the direction of the binomial test; more players: the seat with the
     * highest win share); otherwise balanced when the 95% interval (the first seat's score; with more
     * players every seat's Wilson win share) lies inside the tolerance band around equal chances.
     */
    private Verdict verdictOf(double adjusted) {
        if (games == 0) {
            return Verdict.INCONCLUSIVE;
        }
        if (players == 2) {
            if (adjusted < 0.05) {
                return wins[0] > wins[1] ? Verdict.FAVOURS_FIRST : Verdict.FAVOURS_SECOND;
            }
            return firstLow >= 0.5 - tolerance && firstHigh <= 0.5 + tolerance ? Verdict.BALANCED : Verdict.INCONCLUSIVE;
        }
        if (adjusted < 0.05) {
            return Verdict.UNEQUAL;
        }
        double fair = (double) decisive / players / games;
        for (int s = 0; s < players; s++) {
            double[] ci = interval(wins[s]);
            if (ci[0] < fair - tolerance || ci[1] > fair + tolerance) {
                return Verdict.INCONCLUSIVE;
            }
        }
        return Verdict.BALANCED;
    }

    /** Distinct games of a tally; a tally fed without actions counts every game as distinct. */
    private static int distinctOf(Tally t, int games) {
        int d = t.distinctGames();
        return d == 0 ? games : d;
    }

    /** Distinct openings of a tally; a tally fed without actions counts every game as its own. */
    private static int openingsOf(Tally t, int games) {
        int d = t.distinctOpenings();
        return d == 0 ? games : d;
    }

    /**
     * True when at least 40 games were played, most of them differ ({@link #repetitive} is false), yet their setup and
     * first {@link Tally#OPENING_STEPS} steps of play take fewer than a quarter as many lines as there are games: the rates
     * then describe those few openings.
     */
    public boolean fewOpenings() {
        return games >= 40 && !repetitive() && 4L * openings < games;
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

    /** The chi-square statistic of outright wins per seat against equal shares ({@code players - 1} degrees of freedom). */
    public double chiSquare() {
        return Significance.chiSquareUniform(wins)[0];
    }

    /**
     * The verdict in a few words for a table: the enum's words, except with more than two players,
     * where it names the favoured seat ({@code favours seat 2}; every seat sharing the highest win
     * count when several do) or says {@code no seat shown to be favoured}.
     */
    public String verdictWords() {
        if (players == 2 || verdict == Verdict.BALANCED) {
            return verdict.words();
        }
        if (verdict != Verdict.UNEQUAL) {
            return "no seat shown to be favoured";
        }
        List<String> top = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            if (wins[s] == wins[bestSeat()]) {
                top.add(Integer.toString(s));
            }
        }
        return top.size() == 1 ? "favours seat " + top.get(0) : "favours seats " + String.join(" and ", top) + " (tied)";
    }

    /** {@code p = 0.031, adjusted 0.093}. */
    private String pWords() {
        return String.format(Locale.ROOT, "p = %s, adjusted %s", fmtP(pValue), fmtP(adjustedP));
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
                case FAVOURS_FIRST, FAVOURS_SECOND -> verdict.words() + " (" + pWords() + ")";
                case BALANCED -> String.format(Locale.ROOT, "balanced within ±%.0f%% (%s)", 100 * tolerance, pWords());
                default -> String.format(Locale.ROOT, "no significant advantage (%s), but not yet shown to be within ±%.0f%%",
                        pWords(), 100 * tolerance);
            };
            return what + ": " + why + repeatWarning() + openingsWarning();
        }
        StringBuilder what = new StringBuilder("win shares:");
        for (int s = 0; s < players; s++) {
            double[] ci = interval(wins[s]);
            what.append(String.format(Locale.ROOT, "%s seat %d %.1f%% [%.1f, %.1f]", s == 0 ? "" : ",", s,
                    100 * rate(wins[s]), 100 * ci[0], 100 * ci[1]));
        }
        what.append(String.format(Locale.ROOT, " (fair share %.1f%%)", 100.0 * decisive / players / games));
        String test = String.format(Locale.ROOT, "chi-square %.2f with %d df, %s", chiSquare(), players - 1, pWords());
        String why = switch (verdict) {
            case BALANCED -> String.format(Locale.ROOT, "balanced within ±%.0f%% (%s)", 100 * tolerance, test);
            default -> verdictWords() + " (" + test + ")";
        };
        return what + ": " + why + repeatWarning() + openingsWarning();
    }

    private String openingsWarning() {
        return !fewOpenings() ? "" : String.format(Locale.ROOT, ". Warning: the %d games open in only %d ways (their first %d"
                + " steps after any setup), so these rates describe those openings more than the game; sample more of them"
                + " (sample=N, alpha-beta's margin=M)",
                games, openings, Tally.OPENING_STEPS);
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
