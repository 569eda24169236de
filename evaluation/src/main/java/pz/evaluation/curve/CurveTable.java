package pz.evaluation.curve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pz.engine.InvalidInputException;
import pz.engine.util.AtomicFiles;
import pz.evaluation.Elo;
import pz.evaluation.Intervals;
import pz.evaluation.RatingFit;
import pz.evaluation.report.Charts;
import pz.evaluation.report.XyPlot;
import pz.mcts.agent.AgentSpec;

/**
 * A learning curve's numbers, per stage: the score against the fixed opponent with its 95% Wilson
 * interval, the Elo against the opponent and against the stage before (each with its 95% interval,
 * {@link Elo#estimate}), and the cumulative Elo of the stages: the maximum-likelihood fit of
 * {@link RatingFit} (first-seat advantage term) to the chain of stage-against-previous matches, the
 * first stage = 0. The fit, rather than a running sum of the pairwise Elo, keeps a perfect record
 * finite (one virtual draw per pairing) and gives one 95% interval per stage from the whole chain. A
 * stage is placed only when every link of the chain below it has games.
 *
 * <p>In games of more than two seats a match is A in one seat against B in the others; the fit counts each
 * game as A against B, with the first-seat term for A at seat 0.
 *
 * <p>The Wilson interval of a score treats it as a proportion of {@code W + D/2} in {@code n} games;
 * with draws it is a little wider than the score's own variance gives (conservative).
 *
 * <p>Written as {@code curve.csv} and three charts: {@code curve-score-games.png} and
 * {@code curve-score-hours.png} (the score with interval bars against self-play games and against
 * the run's time) and {@code curve-elo.png} (the cumulative Elo with its band against self-play games).
 * Immutable; every file written atomically.
 */
public record CurveTable(List<Row> rows, String opponent) {
    /** The CSV's columns, in order. */
    public static final List<String> COLUMNS = List.of("stage", "iteration", "selfplay_games", "hours", "opponent_games", "wins",
            "draws", "losses", "score", "score_low", "score_high", "elo_vs_opponent", "elo_vs_opponent_low", "elo_vs_opponent_high",
            "previous_iteration", "previous_games", "elo_vs_previous", "elo_vs_previous_low", "elo_vs_previous_high",
            "cumulative_elo", "cumulative_elo_low", "cumulative_elo_high");
    /** The files {@link #write} writes, in order. */
    public static final List<String> FILES = List.of("curve.csv", "curve-score-games.png", "curve-score-hours.png", "curve-elo.png");

    /**
     * One stage's line.
     *
     * @param number     the stage's number in the curve (1-based)
     * @param score      {score, low, high} against the opponent (NaN without games)
     * @param eloOpp     Elo against the opponent with its interval (null without games)
     * @param eloPrev    Elo against the stage before with its interval (null for the first stage or without games)
     * @param cumulative {Elo, half-width} on the chain's scale, first stage 0 (NaN where the chain is broken)
     */
    public record Row(int number, LearningCurve.StageResult result, double[] score, Elo.Estimate eloOpp, Elo.Estimate eloPrev,
                      double[] cumulative) {
    }

    /** The table of {@code results} (in stage order) against {@code opponent} (its agent spec, for titles). */
    public static CurveTable of(List<LearningCurve.StageResult> results, String opponent) {
        double[][] cumulative = chain(results);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            LearningCurve.StageResult r = results.get(i);
            SeatTally o = r.vsOpponent();
            double[] score = {Double.NaN, Double.NaN, Double.NaN};
            Elo.Estimate eloOpp = null;
            if (o != null && o.games() > 0) {
                double[] w = Intervals.wilson(o.score(), o.games(), Intervals.Z95);
                score = new double[] {o.score(), w[0], w[1]};
                eloOpp = Elo.estimate(o.wins(), o.draws(), o.losses());
            }
            SeatTally p = r.vsPrevious();
            Elo.Estimate eloPrev = p != null && p.games() > 0 ? Elo.estimate(p.wins(), p.draws(), p.losses()) : null;
            rows.add(new Row(i + 1, r, score, eloOpp, eloPrev, cumulative[i]));
        }
        return new CurveTable(List.copyOf(rows), opponent);
    }

    /** Per stage {Elo, half-width} from the chain's fit, first stage 0; NaN from the first link without games. */
    static double[][] chain(List<LearningCurve.StageResult> results) {
        double[][] out = new double[results.size()][];
        int placed = results.isEmpty() ? 0 : 1;
        while (placed < results.size() && results.get(placed).vsPrevious() != null && results.get(placed).vsPrevious().games() > 0) {
            placed++;
        }
        List<RatingFit.Game> games = new ArrayList<>();
        for (int k = 1; k < placed; k++) {
            SeatTally t = results.get(k).vsPrevious();
            double[] score = {1, 0.5, 0};
            for (int o = 0; o < 3; o++) {
                for (long n = 0; n < t.first()[o]; n++) {
                    games.add(new RatingFit.Game(k, k - 1, score[o])); // stage k at seat 0
                }
                for (long n = 0; n < t.other()[o]; n++) {
                    games.add(new RatingFit.Game(k - 1, k, 1 - score[o]));
                }
            }
        }
        RatingFit.Result fit = placed > 1 ? RatingFit.fit(placed, games) : null;
        for (int i = 0; i < results.size(); i++) {
            out[i] = i >= placed ? new double[] {Double.NaN, Double.NaN}
                    : fit == null ? new double[] {0, 0} : new double[] {fit.ratings()[i], i == 0 ? 0 : fit.halfWidths()[i]};
        }
        return out;
    }

    /** The CSV text: {@link #COLUMNS}, one line per stage; a value that is not known is left empty. */
    public String csv() {
        StringBuilder b = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (Row r : rows) {
            Stage s = r.result().stage();
            SeatTally o = r.result().vsOpponent() == null ? SeatTally.EMPTY : r.result().vsOpponent();
            Stage prev = r.result().previous();
            SeatTally p = r.result().vsPrevious();
            List<String> cells = new ArrayList<>(List.of(Integer.toString(r.number()), Integer.toString(s.iteration()),
                    Long.toString(s.games()), num(s.hours(), "%.4f"), Long.toString(o.games()), Long.toString(o.wins()),
                    Long.toString(o.draws()), Long.toString(o.losses())));
            for (double v : r.score()) {
                cells.add(num(v, "%.4f"));
            }
            addElo(cells, r.eloOpp());
            cells.add(prev == null ? "" : Integer.toString(prev.iteration()));
            cells.add(p == null ? "" : Long.toString(p.games()));
            addElo(cells, r.eloPrev());
            double c = r.cumulative()[0];
            double h = r.cumulative()[1];
            cells.add(num(c, "%.1f"));
            cells.add(num(c - h, "%.1f"));
            cells.add(num(c + h, "%.1f"));
            b.append(String.join(",", cells)).append('\n');
        }
        return b.toString();
    }

    private static void addElo(List<String> cells, Elo.Estimate e) {
        cells.add(e == null ? "" : num(e.elo(), "%.1f"));
        cells.add(e == null ? "" : num(e.low(), "%.1f"));
        cells.add(e == null ? "" : num(e.high(), "%.1f"));
    }

    private static String num(double v, String format) {
        if (!Double.isFinite(v)) {
            return "";
        }
        String t = String.format(Locale.ROOT, format, v);
        return t.matches("-0\\.0*") ? t.substring(1) : t; // never "-0.0"
    }

    /**
     * The score against the opponent, in percent with interval bars, against self-play games or the run's
     * wall-clock time (in hours, or minutes or seconds for a short run, as {@code pz report} chooses).
     */
    public XyPlot scorePlot(boolean time) {
        int n = rows.size();
        double span = rows.stream().mapToDouble(r -> r.result().stage().hours()).max().orElse(0);
        double per = span > 2 ? 1 : span > 2.0 / 60 ? 1.0 / 60 : 1.0 / 3600;
        String unit = span > 2 ? "hours" : span > 2.0 / 60 ? "minutes" : "seconds";
        double[] x = new double[n];
        double[][] pct = new double[3][n];
        for (int i = 0; i < n; i++) {
            Stage s = rows.get(i).result().stage();
            x[i] = time ? s.hours() / per : s.games();
            for (int k = 0; k < 3; k++) {
                pct[k][i] = 100 * rows.get(i).score()[k];
            }
        }
        XyPlot p = new XyPlot("Score of each stage against " + shortName(opponent), time ? "training time (" + unit + ")" : "self-play games",
                "score against the opponent (%)").yRange(0, 100);
        return p.line("score of the stage (win 1, draw 1/2)", x, pct[0]).bars("95% Wilson interval", x, pct[1], pct[2])
                .reference("equal strength (50%)", 50);
    }

    /** The agent's spec when short enough for a title, else its kind and time per move (curve.csv and the output name it whole). */
    static String shortName(String agent) {
        if (agent.length() <= 40) {
            return agent;
        }
        AgentSpec a = AgentSpec.parse(agent);
        String time = a.options().get("time");
        return a.kind() + " search" + (time == null ? "" : " at " + time + " ms a move");
    }

    /** The cumulative Elo of the stages (the chain's fit, first stage = 0) with its 95% band, against self-play games. */
    public XyPlot eloPlot() {
        int n = rows.size();
        double[] x = new double[n];
        double[] y = new double[n];
        double[] lo = new double[n];
        double[] hi = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rows.get(i).result().stage().games();
            double[] c = rows.get(i).cumulative();
            y[i] = c[0];
            lo[i] = c[0] - c[1];
            hi[i] = c[0] + c[1];
        }
        return Charts.learningCurve("Cumulative Elo of the stages (each against the one before)", "self-play games",
                "Elo (first stage = 0)", List.of(new Charts.Curve("cumulative Elo", x, y, lo, hi)), "first stage");
    }

    /**
     * The score column of a {@code curve.csv} that {@link #write} wrote, as a chart curve named {@code name}: x the
     * stage's self-play games, y its score against the opponent in percent with the interval; stages without games
     * are left out.
     *
     * @throws InvalidInputException naming the file (and line) when it is missing, not a curve.csv, or damaged
     */
    public static Charts.Curve readScore(String name, Path csv) {
        return readScore(name, csv, false);
    }

    /**
     * As {@link #readScore(String, Path)}, with x the stage's training hours (the run's metrics.csv hours at that
     * checkpoint) when {@code hours}, else its self-play games.
     */
    public static Charts.Curve readScore(String name, Path csv, boolean hours) {
        List<String> lines;
        try {
            lines = java.nio.file.Files.readAllLines(csv);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InvalidInputException(csv + ": no such file (pz curve RUN_DIR writes RUN_DIR/curve/curve.csv)");
        } catch (IOException e) {
            throw new InvalidInputException(csv + ": cannot read it (" + e.getMessage() + ")");
        }
        if (lines.isEmpty() || !lines.get(0).equals(String.join(",", COLUMNS))) {
            throw new InvalidInputException(csv + ": not a curve.csv of pz curve (its first line is not the header "
                    + String.join(",", COLUMNS.subList(0, 3)) + ",...)");
        }
        int games = COLUMNS.indexOf(hours ? "hours" : "selfplay_games");
        int score = COLUMNS.indexOf("score");
        List<double[]> points = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            if (f.length != COLUMNS.size()) {
                throw new InvalidInputException(csv + " line " + (i + 1) + ": " + f.length + " fields, not " + COLUMNS.size());
            }
            if (f[score].isEmpty() || f[score].equals("NaN")) {
                continue;
            }
            try {
                points.add(new double[] {Double.parseDouble(f[games]), 100 * Double.parseDouble(f[score]),
                        100 * Double.parseDouble(f[score + 1]), 100 * Double.parseDouble(f[score + 2])});
            } catch (NumberFormatException e) {
                throw new InvalidInputException(csv + " line " + (i + 1) + ": not a number (" + e.getMessage() + ")");
            }
        }
        if (points.isEmpty()) {
            throw new InvalidInputException(csv + ": no stage with games yet");
        }
        double[][] c = new double[4][points.size()];
        for (int i = 0; i < points.size(); i++) {
            for (int k = 0; k < 4; k++) {
                c[k][i] = points.get(i)[k];
            }
        }
        return new Charts.Curve(name, c[0], c[1], c[2], c[3]);
    }

    /** Writes {@link #FILES} into {@code dir}, the charts first and the CSV last; returns the files. */
    public List<Path> write(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        XyPlot[] charts = {scorePlot(false), scorePlot(true), eloPlot()};
        for (int i = 0; i < charts.length; i++) {
            Path f = dir.resolve(FILES.get(i + 1));
            charts[i].save(f);
            out.add(f);
        }
        Path csv = dir.resolve(FILES.get(0));
        AtomicFiles.writeString(csv, csv());
        out.add(0, csv);
        return out;
    }
}
