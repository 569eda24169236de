package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.Tally;
import pz.engine.util.AtomicFiles;
import pz.evaluation.report.Charts;
import pz.evaluation.report.IntervalPlot;
import pz.evaluation.report.Page;
import pz.evaluation.report.XyPlot;

/**
 * The atlas's pages, written into its directory: {@code index.md} and {@code index.html} (one table of
 * every spec at every level), {@code FAMILY.md} and {@code FAMILY.html} per family (its rows, the
 * strength of its levels, its charts), and {@code README-table.md} (one line per spec, one column per
 * level, for the repository's README). Charts first, pages last, each file atomically, so a reader
 * never sees a page whose charts are missing. Stateless.
 */
public final class AtlasPages {
    /** The file of the README's table. */
    public static final String README_TABLE = "README-table.md";
    /** The line before the atlas table in a README that holds it ({@link #spliceInto}). */
    public static final String TABLE_BEGIN = "<!-- atlas table: written by pz atlas; edits between these lines are lost -->";
    /** The line after it. */
    public static final String TABLE_END = "<!-- end of the atlas table -->";

    private AtlasPages() {
    }

    /** Writes every page and chart of {@code r} into {@code out}. */
    public static void write(AtlasResults r, Path out, String when) throws IOException {
        java.nio.file.Files.createDirectories(out);
        for (AtlasPlan.Family f : r.plan().families()) {
            List<String> charts = charts(r, f.name(), out);
            Page p = familyPage(r, f, charts, when);
            AtomicFiles.writeString(out.resolve(f.name() + ".html"), p.html());
            AtomicFiles.writeString(out.resolve(f.name() + ".md"), p.markdown());
        }
        AtomicFiles.writeString(out.resolve(README_TABLE), readmeTable(r));
        Page index = index(r, when);
        AtomicFiles.writeString(out.resolve("index.html"), index.html());
        AtomicFiles.writeString(out.resolve("index.md"), index.markdown());
    }

    /** Whether {@code text} holds {@link #TABLE_BEGIN} and, after it, {@link #TABLE_END}. */
    public static boolean holdsTable(String text) {
        int begin = text.indexOf(TABLE_BEGIN);
        return begin >= 0 && text.indexOf(TABLE_END) > begin;
    }

    /**
     * Rewrites the table between {@link #TABLE_BEGIN} and {@link #TABLE_END} in {@code readme} (atomically,
     * the rest of the file untouched); false, and the file unchanged, when it lacks either line.
     */
    public static boolean spliceInto(Path readme, AtlasResults r) throws IOException {
        String text = java.nio.file.Files.readString(readme);
        if (!holdsTable(text)) {
            return false;
        }
        int begin = text.indexOf(TABLE_BEGIN);
        int end = text.indexOf(TABLE_END);
        String table = readmeTable(r); // its links start at the repository's root, where the README is
        String spliced = text.substring(0, begin + TABLE_BEGIN.length()) + "\n" + table + text.substring(end);
        if (!spliced.equals(text)) {
            AtomicFiles.writeString(readme, spliced);
        }
        return true;
    }

    private static Page index(AtlasResults r, String when) {
        Page p = new Page("Balance atlas");
        p.paragraph("Who has the edge in each seed game and variant, how big it is, how sure we are, and whether it holds as"
                + " play gets stronger: every spec played by one agent in every seat, at " + r.plan().levels().size()
                + " levels of play. Pages per family (with the charts): " + String.join(", ", r.plan().families().stream()
                .map(f -> "[" + f.name() + "](" + f.name() + ".md)").toList()) + ". Written " + when + " by `pz atlas`; run"
                + " `./pz atlas` again to play what is missing (it resumes), `./pz atlas --report-only` to rewrite the pages"
                + " from the games recorded so far (README.md says more).");
        p.heading("Levels of play");
        p.table(levelTable(r));
        p.heading("Every spec at every level");
        p.paragraph(legend(r));
        p.table(rowTable(r, r.rows()));
        return p;
    }

    private static List<List<String>> levelTable(AtlasResults r) {
        List<List<String>> t = new ArrayList<>();
        t.add(List.of("level", "what", "agent", "games per spec", "Holm-Bonferroni family"));
        for (AtlasPlan.Level l : r.plan().levels()) {
            t.add(List.of(Integer.toString(l.number()), l.name(), l.description(), Integer.toString(l.games()),
                    "the " + r.plan().specsAt(l.number()) + " specs of level " + l.number()));
        }
        return t;
    }

    private static String legend(AtlasResults r) {
        return "Result per seat, with its 95% interval: with two players the first seat's score (win 1, draw ½; normal"
                + " interval), with more each seat's share of outright wins (Wilson intervals). p: the exact binomial test of the"
                + " first seat's wins among decisive games against ½ (two players), the chi-square test of wins per seat against"
                + " equal shares (more). Adjusted p: Holm-Bonferroni over every spec of the same level (the family is named in"
                + " the table of levels; specs not played yet count as p = 1). Verdict on the adjusted p at 5%; 'balanced' when"
                + " the interval lies within ±" + Math.round(100 * Atlas.TOLERANCE) + " points of equal chances. Rows marked"
                + " *partial* have fewer games than planned; a row whose games mostly repeat, or open in few ways (their setup and first " + Tally.OPENING_STEPS + " steps of play), says so.";
    }

    static List<List<String>> rowTable(AtlasResults r, List<AtlasResults.Row> rows) {
        List<List<String>> t = new ArrayList<>();
        t.add(List.of("spec", "level", "agent", "games", "result per seat (95% interval)", "p", "p adjusted", "verdict",
                "mean length (turns)"));
        for (AtlasResults.Row row : rows) {
            SpecSummary s = row.summary();
            String games = s == null ? "not played yet" : row.partial() ? "*partial*: " + s.games() + " of " + row.study().games()
                    : Integer.toString(s.games());
            if (s == null) {
                t.add(List.of(row.spec(), Integer.toString(row.level()), "`" + row.study().agent() + "`", games, "", "", "", "", ""));
                continue;
            }
            t.add(List.of(row.spec(), Integer.toString(row.level()), "`" + row.study().agent() + "`", games, perSeat(s),
                    SpecSummary.fmtP(s.pValue()), SpecSummary.fmtP(s.adjustedP()), verdict(s),
                    String.format(Locale.ROOT, "%.1f", s.meanLength())));
        }
        return t;
    }

    /** Two players: {@code first 58.0% [54.1, 61.9]}; more: {@code 40.0% [34.6, 45.6] / 30.0% [...] / ...} by seat. */
    static String perSeat(SpecSummary s) {
        if (s.players() == 2) {
            return "first " + firstScore(s)
                    + (s.draws()[0] == 0 ? "" : String.format(Locale.ROOT, " (draws %.1f%%)", 100 * s.rate(s.draws()[0])));
        }
        List<String> seats = new ArrayList<>();
        for (int k = 0; k < s.players(); k++) {
            double[] ci = s.interval(s.wins()[k]);
            seats.add(String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * s.rate(s.wins()[k]), 100 * ci[0], 100 * ci[1]));
        }
        return "wins " + String.join(" / ", seats);
    }

    /** The first seat's score with its 95% interval, in percent: {@code 58.0% [54.1, 61.9]}. */
    private static String firstScore(SpecSummary s) {
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * s.firstScore(), 100 * s.firstLow(), 100 * s.firstHigh());
    }

    private static String verdict(SpecSummary s) {
        return s.verdictWords() + (s.repetitive() ? String.format(Locale.ROOT, " (warning: only %d of %d games differ)",
                s.distinct(), s.games()) : "") + (s.fewOpenings() ? String.format(Locale.ROOT,
                " (warning: only %d distinct openings in %d games)", s.openings(), s.games()) : "");
    }

    private static Page familyPage(AtlasResults r, AtlasPlan.Family f, List<String> charts, String when) {
        Page p = new Page("Balance atlas: " + f.name());
        p.paragraph("[Index](index.md) · specs: " + String.join(", ", f.specs().stream().map(s -> "`" + s + "`").toList())
                + ". Written " + when + ".");
        p.heading("Rows");
        p.paragraph(legend(r));
        p.table(rowTable(r, r.rows(f.name())));
        p.heading("Strength of the levels");
        p.paragraph("Each level's agent played a match against the level below on the probe's spec (seats alternating), and"
                + " `pz ratings`'s maximum-likelihood fit (with a first-seat term) put them on one Elo scale, level 1 = 0."
                + " A row takes the Elo of the probe whose players it shares at every level (`model=shipped` on two boards is two"
                + " players when their model files differ); a spec without one (more players, or a model of its own) takes at"
                + " each level the probe whose players it shares up to that level, and is not placed above it. The rows column"
                + " lists, at a level, the specs that take that level's Elo from the probe, where they change.");
        p.table(strengthTable(r, f.name()));
        p.heading("Balance against strength");
        if (charts.size() < 2) {
            p.paragraph("No chart yet: it needs a spec with results at two or more levels whose strength has been measured.");
        }
        for (String c : charts.subList(1, charts.size())) {
            p.image(c, c);
        }
        p.heading("First seat at each level");
        p.image(charts.get(0), charts.get(0));
        p.heading("Studies");
        List<String> studies = new ArrayList<>();
        for (AtlasPlan.Study s : r.plan().studies()) {
            if (r.rows(f.name()).stream().anyMatch(x -> x.study().equals(s))) {
                String model = r.models().getOrDefault(s.name(), "");
                studies.add("level " + s.level() + ": [" + s.name() + "](runs/" + s.name() + "/report.md), `" + s.agent() + "`, "
                        + s.games() + " games per spec" + (model.isEmpty() ? "" : "; model " + model));
            }
        }
        p.bullets(studies);
        return p;
    }

    private static List<List<String>> strengthTable(AtlasResults r, String family) {
        List<List<String>> t = new ArrayList<>();
        t.add(List.of("probe spec", "rows", "level", "agent", "Elo (level 1 = 0)", "games"));
        for (AtlasPlan.Probe probe : r.plan().probes()) {
            if (!probe.family().equals(family)) {
                continue;
            }
            List<StrengthLadder.Rung> rungs = r.ladders().getOrDefault(probe.spec(), List.of());
            int placed = rungs.stream().mapToInt(StrengthLadder.Rung::level).max().orElse(0); // rungs stop at a gap
            List<String> before = null;
            for (int k = 1; k <= probe.agents().size(); k++) {
                int level = k;
                StrengthLadder.Rung rung = rungs.stream().filter(x -> x.level() == level).findFirst().orElse(null);
                String elo;
                if (rung == null) {
                    elo = placed < k - 1 ? "not placed until level " + (k - 1) + " is" : "not measured yet";
                } else {
                    elo = k == 1 ? "0 (anchor)" : String.format(Locale.ROOT, "%+.0f ± %.0f", rung.elo(), rung.halfWidth());
                }
                List<String> rows = r.plan().specs().stream().filter(s -> r.plan().probeOf(s, level) == probe).toList();
                t.add(List.of(k == 1 ? "`" + probe.spec() + "`" : "", rows.equals(before) ? "" : String.join(", ", rows),
                        Integer.toString(k), "`" + probe.agents().get(k - 1) + "`", elo, rung == null ? "" : Long.toString(rung.games())));
                before = rows;
            }
        }
        return t;
    }

    /**
     * The family's charts, written into {@code out}; returns their file names. First seat by level
     * ({@code FAMILY-levels.png}, always), then balance against strength per number of players
     * ({@code FAMILY-strength-Np.png}) when some spec has results at two levels placed on the Elo scale.
     */
    static List<String> charts(AtlasResults r, String family, Path out) throws IOException {
        List<String> files = new ArrayList<>();
        List<AtlasResults.Row> rows = r.rows(family);
        List<String> specs = rows.stream().map(AtlasResults.Row::spec).distinct().toList();
        IntervalPlot levels = new IntervalPlot(family + ": first seat's result at each level, 95% intervals",
                "first seat's score (%): win 1, draw \u00bd; with 3 or more players, its outright wins", "spec", specs).range(0, 100);
        double[] equal = new double[specs.size()];
        java.util.Arrays.fill(equal, Double.NaN);
        for (AtlasPlan.Level l : r.plan().levels()) {
            double[][] v = new double[3][specs.size()];
            for (double[] a : v) {
                java.util.Arrays.fill(a, Double.NaN);
            }
            for (AtlasResults.Row row : rows) {
                if (row.level() == l.number() && row.summary() != null) {
                    int i = specs.indexOf(row.spec());
                    double[] f = BalanceReport.firstSeat(row.summary());
                    v[0][i] = f[0];
                    v[1][i] = f[1];
                    v[2][i] = f[2];
                    equal[i] = f[3];
                }
            }
            levels.series("level " + l.number(), v[0], v[1], v[2]);
        }
        for (int i = 0; i < equal.length; i++) {
            if (Double.isNaN(equal[i])) { // no games yet: what equal chances give when every game is decisive
                equal[i] = 100.0 / pz.engine.GameRegistry.parse(specs.get(i)).numPlayers();
            }
        }
        levels.marks("equal chances", equal);
        levels.save(out.resolve(family + "-levels.png"));
        files.add(family + "-levels.png");
        for (int players : new TreeSet<>(rows.stream().filter(x -> x.summary() != null).map(x -> x.summary().players()).toList())) {
            XyPlot chart = strengthChart(r, family, rows, players);
            if (chart != null) {
                String name = family + "-strength-" + players + "p.png";
                chart.save(out.resolve(name));
                files.add(name);
            }
        }
        return files;
    }

    /** Balance against strength for the family's specs with {@code players} seats, or null when no spec has two placed levels. */
    static XyPlot strengthChart(AtlasResults r, String family, List<AtlasResults.Row> rows, int players) {
        List<Charts.Curve> curves = new ArrayList<>();
        double equal = 100.0 / players;
        for (String spec : rows.stream().map(AtlasResults.Row::spec).distinct().toList()) {
            List<double[]> points = new ArrayList<>(); // elo, value, low, high, level
            for (AtlasResults.Row row : rows) {
                if (!row.spec().equals(spec) || row.summary() == null || row.summary().players() != players) {
                    continue;
                }
                var rung = r.strength(spec, row.level());
                if (rung.isPresent()) {
                    double[] f = BalanceReport.firstSeat(row.summary());
                    points.add(new double[] {rung.get().elo(), f[0], f[1], f[2], row.level()});
                    equal = f[3];
                }
            }
            if (points.size() >= 2) {
                points.sort(java.util.Comparator.comparingDouble(p -> p[0]));
                double[][] c = new double[4][points.size()];
                for (int i = 0; i < points.size(); i++) {
                    for (int j = 0; j < 4; j++) {
                        c[j][i] = points.get(i)[j];
                    }
                }
                // the levels left to right, since a level may measure weaker than the one below it
                String order = String.join(", ", points.stream().map(p -> Integer.toString((int) p[4])).toList());
                curves.add(new Charts.Curve(spec + " (levels " + order + ")", c[0], c[1], c[2], c[3]));
            }
        }
        if (curves.isEmpty()) {
            return null;
        }
        // the axes say what is plotted; a longer title is cut at the chart's width
        return Charts.balanceAgainstStrength(family + ", " + players + " players: balance against strength", curves, equal);
    }

    /**
     * The README's table: one line per spec, one column per level, each cell short enough for a README line (the
     * first seat's score and interval, or the seats' win shares; the favoured seat in bold; partial cells marked),
     * the legend above it naming what index.md holds in full.
     */
    static String readmeTable(AtlasResults r) {
        List<List<String>> t = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("spec"));
        StringBuilder levels = new StringBuilder();
        for (AtlasPlan.Level l : r.plan().levels()) {
            head.add("level " + l.number());
            levels.append(levels.length() == 0 ? "" : "; ").append(l.number()).append(", ").append(l.name());
        }
        t.add(head);
        for (String spec : r.plan().specs()) {
            List<String> line = new ArrayList<>(List.of("`" + spec + "`"));
            for (AtlasPlan.Level l : r.plan().levels()) {
                AtlasResults.Row row = r.rows().stream().filter(x -> x.spec().equals(spec) && x.level() == l.number())
                        .findFirst().orElse(null);
                line.add(row == null || row.summary() == null ? "-" : cell(row));
            }
            t.add(line);
        }
        return "Balance atlas ([docs/balance/index.md](docs/balance/index.md) has each row's agent, games, p-values, lengths"
                + " and charts).\nLevels: " + levels + ".\n"
                + "Each cell: the first seat's score with its 95% interval (two players) or each seat's share of wins (more);\n"
                + "**first**, **second** or **seat k**: the seat the Holm-adjusted p-value over the level's specs favours;\n"
                + "**balanced**: the interval within ±" + Math.round(100 * Atlas.TOLERANCE) + " points of equal chances;"
                + " no mark: inconclusive; -: not played yet.\n\n"
                + Page.markdownTable(t);
    }

    /** {@code 61.0% [56.2, 65.8] **first**}, {@code 26.5 / 29.0 / 19.8 / 24.8%}, partial and repeating games marked. */
    static String cell(AtlasResults.Row row) {
        SpecSummary s = row.summary();
        StringBuilder c = new StringBuilder();
        if (s.players() == 2) {
            c.append(firstScore(s));
        } else {
            List<String> seats = new ArrayList<>();
            for (int k = 0; k < s.players(); k++) {
                seats.add(String.format(Locale.ROOT, "%.1f", 100 * s.rate(s.wins()[k])));
            }
            c.append(String.join(" / ", seats)).append('%');
        }
        String mark = switch (s.verdict()) {
            case FAVOURS_FIRST -> "first";
            case FAVOURS_SECOND -> "second";
            case UNEQUAL -> s.verdictWords().replace("favours ", "");
            case BALANCED -> "balanced";
            case INCONCLUSIVE -> "";
        };
        if (!mark.isEmpty()) {
            c.append(" **").append(mark).append("**");
        }
        if (s.repetitive()) {
            c.append(String.format(Locale.ROOT, " (*only %d of %d games differ*)", s.distinct(), s.games()));
        }
        if (s.fewOpenings()) {
            c.append(String.format(Locale.ROOT, " (*%d openings*)", s.openings()));
        }
        if (row.partial()) {
            c.append(" (*partial*: ").append(s.games()).append(" of ").append(row.study().games()).append(')');
        }
        return c.toString();
    }
}
