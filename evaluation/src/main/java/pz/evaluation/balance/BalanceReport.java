package pz.evaluation.balance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import pz.engine.util.AtomicFiles;
import pz.evaluation.report.IntervalPlot;
import pz.evaluation.report.Page;
import pz.evaluation.report.Plot;
import pz.evaluation.report.XyPlot;

/**
 * The balance report of several specs side by side, written into a directory: {@code report.md},
 * {@code report.html} and PNG charts drawn by {@link Plot} (XChart): {@code first-seat.png}, each
 * spec's first-seat result with its 95% interval; {@code outcomes.png}, win and draw rates per seat;
 * {@code lengths-K.png}, the distribution of the K-th spec's game lengths. Each file is written
 * atomically, the charts first and the two pages last, so a reader never sees a page whose charts
 * are missing. Stateless.
 */
public final class BalanceReport {
    /**
     * What the report says about how the games were played.
     *
     * @param note said first when not empty: that the results are partial (an interrupted run), for example
     */
    public record Context(String agent, StoppingRule rule, long seed, String when, String note) {
        public Context(String agent, StoppingRule rule, long seed, String when) {
            this(agent, rule, seed, when, "");
        }
    }

    private BalanceReport() {
    }

    /** Writes the report into {@code dir} (created if needed) and returns the Markdown text. */
    public static String write(Path dir, Context ctx, List<SpecSummary> specs) throws IOException {
        List<Plot> charts = charts(specs);
        charts.get(0).save(dir.resolve("first-seat.png"));
        charts.get(1).save(dir.resolve("outcomes.png"));
        for (int i = 2; i < charts.size(); i++) {
            charts.get(i).save(dir.resolve(lengthFile(i - 2)));
        }
        String md = markdown(ctx, specs);
        AtomicFiles.writeString(dir.resolve("report.html"), html(ctx, specs));
        AtomicFiles.writeString(dir.resolve("report.md"), md);
        return md;
    }

    /**
     * The charts of the report, for notebooks too: the first seat's result per spec (two players:
     * its score, win 1 and draw 1/2, with the normal interval the verdict uses; more players: its
     * share of outright wins with the Wilson interval), each seat's win rate and the draw rate per
     * spec (Wilson intervals), both with a dashed mark at what equal chances would give; then each
     * spec's length histogram.
     */
    public static List<Plot> charts(List<SpecSummary> specs) {
        List<String> names = specs.stream().map(SpecSummary::spec).toList();
        int n = specs.size();
        double[] v = new double[n];
        double[] lo = new double[n];
        double[] hi = new double[n];
        double[] equal = new double[n];
        double[] equalWins = new double[n];
        for (int i = 0; i < n; i++) {
            SpecSummary s = specs.get(i);
            double[] f = firstSeat(s);
            v[i] = f[0];
            lo[i] = f[1];
            hi[i] = f[2];
            equal[i] = f[3];
            equalWins[i] = s.games() == 0 ? Double.NaN : 100 * s.rate(s.decisive()) / s.players();
        }
        IntervalPlot first = new IntervalPlot("First seat's result with its 95% interval",
                "first seat's score (%): win 1, draw \u00bd; with 3 or more players, its outright wins", "spec", names)
                .series("first seat", v, lo, hi).marks("equal chances", equal).range(0, 100);
        int maxPlayers = specs.stream().mapToInt(SpecSummary::players).max().orElse(2);
        IntervalPlot outcomes = new IntervalPlot("Wins per seat and draws, with 95% Wilson intervals", "share of games (%)", "spec", names)
                .range(0, 100);
        for (int p = 0; p < maxPlayers; p++) {
            int seat = p;
            addRates(outcomes, "seat " + p, specs, s -> seat < s.players() ? s.wins()[seat] : -1);
        }
        addRates(outcomes, "draws", specs, s -> s.draws()[0]);
        outcomes.marks("equal chances", equalWins);
        List<Plot> out = new ArrayList<>(List.of(first, outcomes));
        for (SpecSummary s : specs) {
            out.add(lengthChart(s)); // one per spec: lengths differ by orders of magnitude between games
        }
        return out;
    }

    /**
     * The first seat's result in percent, {value, low, high, equal chances}: two players, its score (win
     * 1, draw 1/2) with the normal interval the verdict uses, against 50; more players, its share of
     * outright wins with the Wilson interval, against the share equal chances give it (decisive games
     * over seats). All NaN for a spec without games.
     */
    public static double[] firstSeat(SpecSummary s) {
        if (s.games() == 0) {
            return new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
        }
        if (s.players() == 2) {
            return new double[] {100 * s.firstScore(), 100 * s.firstLow(), 100 * s.firstHigh(), 50};
        }
        double[] ci = s.interval(s.wins()[0]);
        return new double[] {100 * s.rate(s.wins()[0]), 100 * ci[0], 100 * ci[1], 100 * s.rate(s.decisive()) / s.players()};
    }

    /**
     * The histogram of one spec's game lengths: share of games per bin of whole turns (one turn per
     * bin up to 30 distinct lengths, else 30 or fewer bins of equal whole width), and the median.
     * Sized to be shown at its own size, two side by side on the report page.
     */
    static XyPlot lengthChart(SpecSummary s) {
        XyPlot c = new XyPlot(s.spec(), "game length (turns), " + s.games() + " games", "share of games (%)")
                .size(520, 380);
        int[] t = s.turns();
        if (t.length == 0) {
            return c;
        }
        int min = t[0];
        int max = t[t.length - 1];
        int width = Math.max(1, (max - min + 30) / 30); // ceil((max - min + 1) / 30)
        int bins = (max - min) / width + 1;
        double[] edges = new double[bins + 1];
        double[] share = new double[bins];
        for (int b = 0; b <= bins; b++) {
            edges[b] = min - 0.5 + b * width;
        }
        for (int v : t) {
            share[(v - min) / width] += 100.0 / t.length;
        }
        int median = s.lengthQuantile(0.5);
        return c.steps(width == 1 ? "games of each length" : "games per bin of " + width + " turns", edges, share).vertical("median: " + median + " turns", median);
    }

    private static String lengthFile(int spec) {
        return "lengths-" + (spec + 1) + ".png";
    }

    private static void addRates(IntervalPlot c, String name, List<SpecSummary> specs, Function<SpecSummary, Long> count) {
        double[] v = new double[specs.size()];
        double[] lo = new double[specs.size()];
        double[] hi = new double[specs.size()];
        for (int i = 0; i < v.length; i++) {
            long k = count.apply(specs.get(i));
            if (k < 0 || specs.get(i).games() == 0) {
                v[i] = lo[i] = hi[i] = Double.NaN; // a seat this spec does not have, or no games
                continue;
            }
            double[] ci = specs.get(i).interval(k);
            v[i] = 100 * specs.get(i).rate(k);
            lo[i] = 100 * ci[0];
            hi[i] = 100 * ci[1];
        }
        c.series(name, v, lo, hi);
    }

    /** The table rows: label, then one cell per spec. */
    static List<List<String>> table(List<SpecSummary> specs) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("spec", specs, SpecSummary::spec));
        rows.add(row("games", specs, s -> s.games() + (s.stop() == null ? "" : " (stopped early)")));
        int maxPlayers = specs.stream().mapToInt(SpecSummary::players).max().orElse(2);
        for (int p = 0; p < maxPlayers; p++) {
            int seat = p;
            rows.add(row("seat " + p + " win", specs, s -> seat < s.players() ? pct(s, s.wins()[seat]) : ""));
            rows.add(row("seat " + p + " draw", specs, s -> seat < s.players() ? pct(s, s.draws()[seat]) : ""));
            rows.add(row("seat " + p + " loss", specs, s -> seat < s.players() ? pct(s, s.losses()[seat]) : ""));
        }
        rows.add(row("first-seat score", specs, s -> s.players() == 2 && s.games() > 0
                ? String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * s.firstScore(), 100 * s.firstLow(), 100 * s.firstHigh()) : ""));
        rows.add(row("first-seat advantage (Elo)", specs, s -> s.firstElo() == null ? "" : s.firstElo().toString()));
        if (maxPlayers > 2) {
            rows.add(row("chi-square (df)", specs, s -> s.players() == 2 ? ""
                    : String.format(Locale.ROOT, "%.2f (%d)", s.chiSquare(), s.players() - 1)));
        }
        rows.add(row("p (equal chances)", specs, s -> SpecSummary.fmtP(s.pValue())));
        rows.add(row("p adjusted (Holm-Bonferroni)", specs, s -> SpecSummary.fmtP(s.adjustedP())));
        rows.add(row("decisive games", specs, s -> pct(s, s.decisive())));
        rows.add(row("length (turns): mean", specs, s -> String.format(Locale.ROOT, "%.1f", s.meanLength())));
        rows.add(row("length: min / q1 / median / q3 / max", specs, s -> String.format(Locale.ROOT, "%d / %d / %d / %d / %d",
                s.lengthQuantile(0), s.lengthQuantile(0.25), s.lengthQuantile(0.5), s.lengthQuantile(0.75), s.lengthQuantile(1))));
        rows.add(row("verdict", specs, SpecSummary::verdictWords));
        return rows;
    }

    private static String pct(SpecSummary s, long k) {
        double[] ci = s.interval(k);
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * s.rate(k), 100 * ci[0], 100 * ci[1]);
    }

    private static List<String> row(String label, List<SpecSummary> specs, Function<SpecSummary, String> cell) {
        List<String> r = new ArrayList<>();
        r.add(label);
        for (SpecSummary s : specs) {
            r.add(cell.apply(s));
        }
        return r;
    }

    static String markdown(Context ctx, List<SpecSummary> specs) {
        StringBuilder b = new StringBuilder();
        b.append("# Balance report\n\n");
        b.append(intro(ctx)).append("\n\n## Verdicts\n\n");
        for (SpecSummary s : specs) {
            b.append("- **").append(s.spec()).append("**: ").append(s.sentence()).append('\n');
            if (s.stop() != null) {
                b.append("  (stopped early: ").append(s.stop()).append(")\n");
            }
        }
        b.append("\n## Side by side\n\n");
        b.append(Page.markdownTable(table(specs)));
        b.append("\nRates are followed by their 95% Wilson interval in percent; the first-seat score (win 1, draw 1/2)"
                + " by its 95% normal interval; the Elo advantage is that score as a rating difference. Adjusted p-values: "
                + correction(specs) + ".\n");
        b.append("\n![first seat](first-seat.png)\n\n![outcomes](outcomes.png)\n");
        for (int i = 0; i < specs.size(); i++) {
            b.append("\n![lengths of ").append(specs.get(i).spec()).append("](").append(lengthFile(i)).append(")\n");
        }
        b.append("\n## Method\n\n").append(method(ctx, specs)).append('\n');
        return b.toString();
    }

    /**
     * Which family of tests the adjusted p-values were corrected over, in words: {@code Holm-Bonferroni
     * over the 8 specs of this report}; a partial report also says how many specs were not played
     * (counted as p = 1).
     */
    public static String correction(List<SpecSummary> specs) {
        int family = specs.stream().mapToInt(SpecSummary::family).max().orElse(1);
        if (family == 1) {
            return "one spec, so no correction (adjusted = raw)";
        }
        int missing = family - specs.size();
        return String.format(Locale.ROOT, "Holm-Bonferroni over the %d specs of this %s", family, missing == 0 ? "report"
                : String.format(Locale.ROOT, "run (%d not played yet, counted as p = 1)", missing));
    }

    private static String intro(Context ctx) {
        return (ctx.note().isEmpty() ? "" : ctx.note() + " ")
                + String.format(Locale.ROOT, "Agent `%s` in every seat; at most %d games per spec, seed %d; %s.", ctx.agent(),
                ctx.rule().maxGames(), ctx.seed(), ctx.when());
    }

    private static String method(Context ctx, List<SpecSummary> specs) {
        StoppingRule r = ctx.rule();
        return String.format(Locale.ROOT, "A seat wins a game when its return is strictly the highest, draws when it shares the"
                + " highest. p-values: two players, the exact two-sided binomial test of the first seat's wins among decisive games"
                + " against 1/2; more players, the chi-square test of outright wins per seat against equal shares. Sequential"
                + " stopping: from %d games, every %d games (at most %d looks), a %.2f%% interval (Bonferroni: alpha %.2f / %d"
                + " looks, z = %.2f) of the first seat's score is checked; the run stops when it excludes 50%% or lies within"
                + " 50%% ± %.1f%%. Multiple specs: each spec's p-value is adjusted by %s (sorted ascending, the j-th"
                + " smallest p times m - j + 1, capped at 1, made monotone; Holm 1979), which keeps the chance of any"
                + " false 'favours' in the report at most 5%%. Verdicts on all games played: 'favours' (two players, the"
                + " seat with more wins; more players, the seat with the highest win share) when the adjusted p-value is"
                + " below 5%%; else 'balanced' when the 95%% interval lies within ±%.1f%% of equal chances (two players, the"
                + " first seat's score around 50%%; more players, every seat's Wilson win share around its fair share);"
                + " else 'inconclusive' (more players: 'no seat shown to be favoured').",
                r.minGames(), r.look(), r.looks(), 100 * (1 - r.alpha() / r.looks()), r.alpha(), r.looks(), r.z(),
                100 * r.tolerance(), correction(specs), 100 * r.tolerance());
    }

    static String html(Context ctx, List<SpecSummary> specs) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Balance report</title>\n<style>"
                + "body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}"
                + "td:first-child,th:first-child{text-align:left}img{max-width:100%}</style></head><body>\n");
        b.append("<h1>Balance report</h1>\n<p>").append(esc(intro(ctx))).append("</p>\n<h2>Verdicts</h2>\n<ul>\n");
        for (SpecSummary s : specs) {
            b.append("<li><b>").append(esc(s.spec())).append("</b>: ").append(esc(s.sentence()));
            if (s.stop() != null) {
                b.append(" <i>(stopped early: ").append(esc(s.stop())).append(")</i>");
            }
            b.append("</li>\n");
        }
        b.append("</ul>\n<h2>Side by side</h2>\n<table>\n");
        List<List<String>> rows = table(specs);
        for (int i = 0; i < rows.size(); i++) {
            String cell = i == 0 ? "th" : "td";
            b.append("<tr>");
            for (String c : rows.get(i)) {
                b.append('<').append(cell).append('>').append(esc(c)).append("</").append(cell).append('>');
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n<p><img src=\"first-seat.png\" alt=\"first seat score\"></p>\n"
                + "<p><img src=\"outcomes.png\" alt=\"outcomes per seat\"></p>\n<p>");
        for (int i = 0; i < specs.size(); i++) {
            b.append("<img src=\"").append(lengthFile(i)).append("\" alt=\"lengths of ").append(esc(specs.get(i).spec())).append("\">");
        }
        b.append("</p>\n");
        b.append("<h2>Method</h2>\n<p>").append(esc(method(ctx, specs))).append("</p>\n</body></html>\n");
        return b.toString();
    }

    private static String esc(String s) {
        return Page.escape(s);
    }

    /** A one-line plain-text summary per spec for a terminal, then which family the adjusted p-values were corrected over. */
    public static String text(List<SpecSummary> specs) {
        StringBuilder b = new StringBuilder();
        for (SpecSummary s : specs) {
            b.append(s.spec()).append(": ").append(s.games()).append(" games; ").append(s.sentence());
            if (s.firstElo() != null) {
                b.append("; first-seat advantage ").append(s.firstElo()).append(" Elo");
            }
            b.append(String.format(Locale.ROOT, "; decisive %.1f%%; mean length %.1f turns%n", 100 * s.rate(s.decisive()), s.meanLength()));
        }
        if (!specs.isEmpty()) {
            b.append("adjusted p-values: ").append(correction(specs)).append(System.lineSeparator());
        }
        return b.toString();
    }
}
