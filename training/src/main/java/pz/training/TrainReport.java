package pz.training;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.util.AtomicFiles;
import pz.evaluation.Elo;
import pz.evaluation.Intervals;
import pz.evaluation.report.Charts;
import pz.evaluation.report.OwnershipPicture;
import pz.evaluation.report.Plot;
import pz.evaluation.report.XyPlot;

/**
 * {@code pz report DIR}: PNG plots of a run's {@code metrics.csv} and an {@code index.html} that
 * shows them, all in {@code DIR/plots}: losses ({@code losses.png}), Elo against wall time and
 * against self-play games with a 95% band ({@code elo-time.png}, {@code elo-games.png}), mean
 * game length ({@code game-length.png}) and the first seat's wins and the draws in self-play with
 * 95% Wilson bands ({@code first-seat.png}); for a run whose network has an ownership head, the ownership loss on
 * the training and the held-out positions ({@code ownership-loss.png}) and the latest model's ownership map of a
 * recorded position beside the game's real final owners ({@code ownership-map.png}, {@link OwnershipReport}). Every
 * file is written atomically, the page last.
 *
 * <p>The Elo band: the run's Elo is a chain of gating matches (each promoted model against the best
 * before it), so its uncertainty grows along the chain; the band adds the matches' 95% half-widths
 * in quadrature (independent matches), each side on its own since the intervals are not symmetric,
 * a half-width capped at 800 Elo as the estimate itself is. Stateless.
 */
public final class TrainReport {
    /** The chart files, in the order of the page. */
    static final List<String> FILES = List.of("losses.png", "elo-time.png", "elo-games.png", "game-length.png", "first-seat.png");
    /** The ownership chart and picture, after those, for a run that trains an ownership head. */
    static final String OWNERSHIP_LOSS = "ownership-loss.png";
    static final String OWNERSHIP_MAP = "ownership-map.png";
    private static final double ELO_CAP = 800;

    private TrainReport() {
    }

    /** Draws the plots; returns the files written. */
    public static List<Path> write(Path runDir) throws IOException {
        Path csv = runDir.resolve("metrics.csv");
        if (!Files.exists(csv)) {
            throw new InvalidInputException(runDir + " has no metrics.csv: is it a pz train run directory with a finished iteration?");
        }
        List<Map<String, String>> rows = MetricsCsv.read(csv);
        if (rows.isEmpty()) {
            throw new InvalidInputException(csv + " has no finished iteration yet");
        }
        Path plots = runDir.resolve("plots");
        Optional<Game> game = game(runDir);
        List<Plot> charts = plots(rows, game.map(Game::numPlayers).orElse(0));
        List<Path> out = new ArrayList<>();
        StringBuilder html = new StringBuilder("<!doctype html><html><head><meta charset=\"utf-8\"><title>pz run ")
                .append(esc(runDir.getFileName().toString())).append("</title><style>body{font-family:sans-serif;margin:2em}"
                        + "img{max-width:100%;border:1px solid #ddd;margin:0.5em 0}.note{color:#555}</style></head><body>"
                        + "<h1>Training run ").append(esc(runDir.getFileName().toString())).append("</h1><p>").append(rows.size())
                .append(" iterations, ").append(esc(rows.get(rows.size() - 1).get("games"))).append(" self-play games.</p>");
        for (int i = 0; i < FILES.size(); i++) {
            Path file = plots.resolve(FILES.get(i));
            Plot chart = charts.get(i);
            chart.save(file);
            out.add(file);
            html.append("<div><img src=\"").append(FILES.get(i)).append("\" alt=\"").append(esc(chart.title())).append("\">");
            if (!chart.notes().isEmpty()) {
                html.append("<p class=\"note\">Left out: ").append(esc(String.join("; ", chart.notes()))).append(".</p>");
            }
            html.append("</div>");
        }
        Optional<XyPlot> ownershipLoss = ownershipLoss(rows);
        if (ownershipLoss.isPresent()) {
            Path file = plots.resolve(OWNERSHIP_LOSS);
            ownershipLoss.get().save(file);
            out.add(file);
            html.append("<div><img src=\"").append(OWNERSHIP_LOSS).append("\" alt=\"").append(esc(ownershipLoss.get().title()))
                    .append("\"></div>");
            List<String> why = new ArrayList<>();
            Optional<OwnershipPicture> map = game.isEmpty() ? Optional.empty() : ownershipMap(runDir, game.get(), why);
            if (map.isPresent()) {
                file = plots.resolve(OWNERSHIP_MAP);
                map.get().save(file);
                out.add(file);
                html.append("<div><img src=\"").append(OWNERSHIP_MAP).append("\" alt=\"").append(esc(map.get().title())).append("\"></div>");
            } else {
                html.append("<p class=\"note\">").append(esc(why.isEmpty() ? "no ownership map: the run's game is not known" : why.get(0)))
                        .append(".</p>");
            }
        }
        html.append("</body></html>\n");
        Path index = plots.resolve("index.html");
        AtomicFiles.writeString(index, html.toString());
        out.add(index);
        return out;
    }

    /** The charts of {@link #FILES}, in that order, from the metrics rows; {@code players} 0 when not known. */
    static List<Plot> plots(List<Map<String, String>> rows, int players) {
        double[] it = col(rows, "iteration");
        XyPlot losses = new XyPlot("Training loss", "iteration", "mean loss per position")
                .line("policy (cross-entropy)", it, col(rows, "policy_loss")).line("value", it, col(rows, "value_loss"));
        if (hasValues(col(rows, "val_policy_loss")) || hasValues(col(rows, "val_value_loss"))) {
            losses.dashedLine("policy, held-out positions", it, col(rows, "val_policy_loss"), "policy (cross-entropy)")
                    .dashedLine("value, held-out positions", it, col(rows, "val_value_loss"), "value");
        }
        double[][] elo = eloWithBand(rows);
        double[] seconds = new double[rows.size()];
        for (int i = 0; i < seconds.length; i++) {
            try {
                seconds[i] = MetricsCsv.trainingSeconds(rows.get(i)); // the time the run was stopped (SIGSTOP) is not training
            } catch (NumberFormatException e) {
                seconds[i] = Double.NaN;
            }
        }
        seconds = withOrigin(seconds);
        double span = max(seconds);
        String unit = span > 2 * 3600 ? "hours" : span > 120 ? "minutes" : "seconds";
        double per = span > 2 * 3600 ? 3600 : span > 120 ? 60 : 1;
        double[] time = new double[seconds.length];
        for (int i = 0; i < time.length; i++) {
            time[i] = seconds[i] / per;
        }
        String strength = "Elo (first model = 0)";
        Charts.Curve byTime = new Charts.Curve("Elo of the best model", time, elo[0], elo[1], elo[2]);
        Charts.Curve byGames = new Charts.Curve("Elo of the best model", withOrigin(col(rows, "games")), elo[0], elo[1], elo[2]);
        XyPlot eloTime = Charts.learningCurve("Elo against wall-clock time", "time (" + unit + ")", strength,
                List.of(byTime), "first model");
        XyPlot eloGames = Charts.learningCurve("Elo against self-play games", "self-play games", strength, List.of(byGames),
                "first model");
        XyPlot length = new XyPlot("Game length in self-play", "iteration", "mean game length (turns)")
                .line("mean length", it, col(rows, "mean_game_turns")).yFrom(0);
        return List.of(losses, eloTime, eloGames, length, firstSeat(rows, it, players));
    }

    /**
     * The ownership head's loss on the training batches and on the held-out positions, per iteration; empty for a run
     * without the head (its ownership loss 0 or missing, as in files written before the column existed).
     */
    static Optional<XyPlot> ownershipLoss(List<Map<String, String>> rows) {
        double[] train = col(rows, "ownership_loss");
        if (Arrays.stream(train).noneMatch(v -> v > 0)) {
            return Optional.empty();
        }
        double[] it = col(rows, "iteration");
        XyPlot p = new XyPlot("Ownership loss", "iteration", "weighted cross-entropy per cell")
                .line("ownership (training batches)", it, train).yFrom(0);
        double[] val = col(rows, "val_ownership_loss");
        if (hasValues(val)) {
            p.dashedLine("ownership, held-out positions", it, val, "ownership (training batches)");
        }
        return Optional.of(p);
    }

    /** {@link OwnershipReport#picture}, a model or records that do not fit the game said in words rather than thrown. */
    private static Optional<OwnershipPicture> ownershipMap(Path runDir, Game game, List<String> why) throws IOException {
        try {
            return OwnershipReport.picture(runDir, game, why);
        } catch (InvalidInputException e) {
            why.add("no ownership map: " + e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * First-seat wins and draws per iteration in percent, each with the Wilson band of that
     * iteration's games, and the first seat's share with equal chances (what is not drawn, split
     * evenly; 50% when the number of players is not known).
     */
    private static XyPlot firstSeat(List<Map<String, String>> rows, double[] it, int players) {
        double[] games = col(rows, "games");
        double[] first = col(rows, "first_seat_win_rate");
        double[] draws = col(rows, "draw_rate");
        XyPlot p = new XyPlot("First seat in self-play", "iteration", "share of the iteration's games (%)").yRange(0, 100);
        double[][] f = wilsonPercent(first, games);
        double[][] d = wilsonPercent(draws, games);
        p.line("first seat wins", it, f[0]).band("95% interval", it, f[1], f[2]);
        p.line("draws", it, d[0]).band("95% interval ", it, d[1], d[2]); // in the draws' colour; XChart names must differ
        if (players == 0) {
            return p.reference("50%", 50);
        }
        double[] fair = new double[it.length]; // equal chances: (100% - draws) / players, the games not drawn shared evenly
        for (int i = 0; i < fair.length; i++) {
            fair[i] = (100 - (Double.isFinite(d[0][i]) ? d[0][i] : 0)) / players;
        }
        return p.reference("equal chances", it, fair);
    }

    /** {rate, low, high} in percent; the games of iteration i are the growth of the running total. */
    private static double[][] wilsonPercent(double[] rate, double[] totalGames) {
        int n = rate.length;
        double[][] out = new double[3][n];
        double before = 0;
        for (int i = 0; i < n; i++) {
            double g = totalGames[i] - before;
            before = Double.isFinite(totalGames[i]) ? totalGames[i] : before;
            out[0][i] = 100 * rate[i];
            out[1][i] = Double.NaN;
            out[2][i] = Double.NaN;
            if (Double.isFinite(rate[i]) && g >= 1) {
                double[] w = Intervals.wilson(Math.round(rate[i] * g), Math.round(g));
                out[1][i] = 100 * w[0];
                out[2][i] = 100 * w[1];
            }
        }
        return out;
    }

    /**
     * {Elo, low, high} with the first model's point (0, no width) first: see the class comment. A row
     * without an evaluation adds nothing to the band; one whose model was not promoted leaves the Elo as it was.
     */
    static double[][] eloWithBand(List<Map<String, String>> rows) {
        int n = rows.size();
        double[][] out = new double[3][n + 1];
        double varLow = 0;
        double varHigh = 0;
        for (int i = 0; i < n; i++) {
            Map<String, String> r = rows.get(i);
            double elo = num(r.get("elo"));
            double diff = num(r.get("elo_vs_previous"));
            double w = num(r.get("eval_wins"));
            double d = num(r.get("eval_draws"));
            double l = num(r.get("eval_losses"));
            if ("true".equals(r.get("promoted")) && Double.isFinite(diff) && Double.isFinite(w + d + l)) {
                Elo.Estimate e = Elo.estimate((long) w, (long) d, (long) l);
                double down = Math.min(ELO_CAP, Math.max(0, diff - e.low()));
                double up = Math.min(ELO_CAP, Math.max(0, e.high() - diff));
                varLow += down * down;
                varHigh += up * up;
            }
            out[0][i + 1] = elo;
            out[1][i + 1] = elo - Math.sqrt(varLow);
            out[2][i + 1] = elo + Math.sqrt(varHigh);
        }
        return out;
    }

    /** The run's game, from {@code run.properties}; empty when it cannot be told (the first-seat chart then marks 50%). */
    private static Optional<Game> game(Path runDir) {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(runDir.resolve("run.properties"))) {
            p.load(in);
            return Optional.of(GameRegistry.parse(p.getProperty("spec", "")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static double[] withOrigin(double[] v) {
        double[] out = new double[v.length + 1];
        System.arraycopy(v, 0, out, 1, v.length);
        return out;
    }

    private static double max(double[] v) {
        double m = 0;
        for (double x : v) {
            if (Double.isFinite(x)) {
                m = Math.max(m, x);
            }
        }
        return m;
    }

    private static boolean hasValues(double[] v) {
        for (double x : v) {
            if (Double.isFinite(x)) {
                return true;
            }
        }
        return false;
    }

    private static double[] col(List<Map<String, String>> rows, String name) {
        double[] v = new double[rows.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = num(rows.get(i).get(name));
        }
        return v;
    }

    private static double num(String s) {
        if (s == null || s.isEmpty()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static String esc(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
