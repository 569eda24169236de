package pz.training;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pz.engine.InvalidInputException;
import pz.evaluation.report.Chart;

/**
 * {@code pz report DIR}: PNG plots of a run's {@code metrics.csv} (losses, Elo against time and
 * games, game length, first-seat win rate) and an {@code index.html} that shows them, all in
 * {@code DIR/plots}. Stateless.
 */
public final class TrainReport {
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
        Files.createDirectories(plots);
        double[] it = col(rows, "iteration");
        List<Path> out = new ArrayList<>();
        Chart losses = new Chart("Training loss", "iteration", "loss")
                .line("policy", it, col(rows, "policy_loss")).line("value", it, col(rows, "value_loss"));
        if (hasValues(col(rows, "val_policy_loss"))) {
            losses.line("policy (held out)", it, col(rows, "val_policy_loss")).line("value (held out)", it, col(rows, "val_value_loss"));
        }
        out.add(save(losses, plots.resolve("losses.png")));
        double[] minutes = col(rows, "wall_seconds");
        for (int i = 0; i < minutes.length; i++) {
            minutes[i] /= 60;
        }
        out.add(save(new Chart("Elo against time", "minutes", "Elo (first model = 0)").line("elo", minutes, col(rows, "elo")),
                plots.resolve("elo-time.png")));
        out.add(save(new Chart("Elo against self-play games", "games", "Elo (first model = 0)")
                .line("elo", col(rows, "games"), col(rows, "elo")), plots.resolve("elo-games.png")));
        out.add(save(new Chart("Game length", "iteration", "turns per game").line("mean turns", it, col(rows, "mean_game_turns")),
                plots.resolve("game-length.png")));
        out.add(save(new Chart("First seat in self-play", "iteration", "rate").yRange(0, 1).reference(0.5)
                .line("first-seat wins", it, col(rows, "first_seat_win_rate")).line("draws", it, col(rows, "draw_rate")),
                plots.resolve("first-seat.png")));
        StringBuilder html = new StringBuilder("<!doctype html><html><head><meta charset=\"utf-8\"><title>pz run ")
                .append(runDir.getFileName()).append("</title><style>body{font-family:sans-serif;margin:2em}img{max-width:100%;"
                        + "border:1px solid #ddd;margin:0.5em 0}</style></head><body><h1>Training run ")
                .append(runDir.getFileName()).append("</h1><p>").append(rows.size()).append(" iterations, ")
                .append(rows.get(rows.size() - 1).get("games")).append(" self-play games.</p>");
        for (Path p : out) {
            html.append("<div><img src=\"").append(p.getFileName()).append("\"></div>");
        }
        html.append("</body></html>\n");
        Path index = plots.resolve("index.html");
        RunDirectory.writeAtomically(index, html.toString().getBytes(StandardCharsets.UTF_8));
        out.add(index);
        return out;
    }

    private static Path save(Chart c, Path file) throws IOException {
        c.save(file);
        return file;
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
            String s = rows.get(i).getOrDefault(name, "");
            try {
                v[i] = s.isEmpty() ? Double.NaN : Double.parseDouble(s);
            } catch (NumberFormatException e) {
                v[i] = Double.NaN;
            }
        }
        return v;
    }
}
