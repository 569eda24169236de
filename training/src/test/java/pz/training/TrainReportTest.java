package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordWriter;
import pz.data.SyntheticGames;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.evaluation.Elo;

/** {@code pz report}: the five charts and the page from a run's metrics, including rows with gaps; the ownership chart and map. */
class TrainReportTest {

    /** Four iterations: evaluated and promoted; not evaluated; evaluated and kept; a perfect score, promoted. */
    private static List<Map<String, String>> rows() {
        List<Map<String, String>> rows = new ArrayList<>();
        rows.add(row(1, "3", "0", "1", "190.8", "190.8", "true", "1.1"));
        rows.add(row(2, "", "", "", "", "190.8", "true", "Infinity")); // a value the plot cannot draw
        rows.add(row(3, "0", "0", "4", "-800", "190.8", "false", ""));
        rows.add(row(4, "4", "0", "0", "800", "990.8", "true", "0.9"));
        return rows;
    }

    private static Map<String, String> row(int it, String w, String d, String l, String diff, String elo, String promoted,
                                           String valueLoss) {
        Map<String, String> r = new LinkedHashMap<>();
        for (String c : MetricsCsv.COLUMNS) {
            r.put(c, "");
        }
        r.put("iteration", Integer.toString(it));
        r.put("wall_seconds", Integer.toString(600 * it));
        r.put("games", Integer.toString(50 * it));
        r.put("mean_game_turns", Double.toString(8 + 0.1 * it));
        r.put("first_seat_win_rate", "0.56");
        r.put("draw_rate", "0.1");
        r.put("policy_loss", Double.toString(2.2 - 0.1 * it));
        r.put("value_loss", valueLoss);
        r.put("eval_wins", w);
        r.put("eval_draws", d);
        r.put("eval_losses", l);
        r.put("elo_vs_previous", diff);
        r.put("elo", elo);
        r.put("promoted", promoted);
        return r;
    }

    private static void writeRun(Path dir, List<Map<String, String>> rows) throws Exception {
        StringBuilder b = new StringBuilder(String.join(",", MetricsCsv.COLUMNS)).append('\n');
        for (Map<String, String> r : rows) {
            b.append(String.join(",", r.values())).append('\n');
        }
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("metrics.csv"), b);
        Files.writeString(dir.resolve("run.properties"), "spec=tictactoe\n");
    }

    @Test
    @DisplayName("the five charts are PNGs of 900 x 550 under the names the page embeds, written atomically; left-out values are said on the page")
    void writesTheChartsAndThePage(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        writeRun(run, rows());
        List<Path> written = TrainReport.write(run);
        assertEquals(TrainReport.FILES.size() + 1, written.size());
        String html = Files.readString(run.resolve("plots/index.html"));
        for (String f : TrainReport.FILES) {
            BufferedImage img = ImageIO.read(run.resolve("plots").resolve(f).toFile());
            assertEquals(900, img.getWidth(), f);
            assertEquals(550, img.getHeight(), f);
            assertTrue(html.contains("<img src=\"" + f + "\""), f);
        }
        assertTrue(html.contains("Left out: value: 2 of 4 points not finite, left out."), html);
        try (var files = Files.list(run.resolve("plots"))) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporaries left");
        }
        assertTrue(TrainReport.plots(rows(), 2).get(4).notes().isEmpty(), "every first-seat point has its interval");
    }

    @Test
    @DisplayName("the Elo band widens along the chain of promoted models: half-widths added in quadrature, each capped at 800")
    void eloBand() {
        double[][] b = TrainReport.eloWithBand(rows());
        assertEquals(0, b[0][0]);
        assertEquals(0, b[1][0]);
        assertEquals(0, b[2][0]);
        Elo.Estimate first = Elo.estimate(3, 0, 1);
        double down = 190.8 - first.low();
        assertTrue(down > 0 && down < 800, "down " + down);
        assertEquals(Double.POSITIVE_INFINITY, first.high(), "3 of 4: the normal interval passes a score of 1");
        double up = 800; // so the half-width counts as 800
        assertEquals(190.8 - down, b[1][1], 1e-9);
        assertEquals(190.8 + up, b[2][1], 1e-9);
        for (int i = 2; i <= 3; i++) { // not evaluated, then not promoted: Elo and band unchanged
            assertEquals(190.8, b[0][i], 1e-9);
            assertEquals(b[1][1], b[1][i], 1e-9);
            assertEquals(b[2][1], b[2][i], 1e-9);
        }
        Elo.Estimate perfect = Elo.estimate(4, 0, 0);
        assertEquals(Double.POSITIVE_INFINITY, perfect.high());
        double down4 = Math.min(800, 800 - perfect.low());
        assertEquals(990.8 - Math.sqrt(down * down + down4 * down4), b[1][4], 1e-9);
        assertEquals(990.8 + Math.sqrt(up * up + 800 * 800), b[2][4], 1e-9, "an infinite bound counts as 800");
    }

    @Test
    @DisplayName("a run without metrics is refused with a message; one without run.properties still gets its charts")
    void missingFiles(@TempDir Path dir) throws Exception {
        assertThrows(InvalidInputException.class, () -> TrainReport.write(dir));
        writeRun(dir, rows());
        Files.delete(dir.resolve("run.properties"));
        TrainReport.write(dir);
        assertTrue(Files.size(dir.resolve("plots/first-seat.png")) > 1000);
    }

    /** A v2 run of Cowboys 8x8: metrics with ownership losses, the committed v2 model as its latest, one recorded game. */
    private static Path v2Run(Path dir, boolean heldOut) throws Exception {
        Path run = dir.resolve("v2");
        List<Map<String, String>> rows = rows();
        for (Map<String, String> r : rows) {
            double it = Double.parseDouble(r.get("iteration"));
            r.put("ownership_loss", Double.toString(0.3 - 0.02 * it));
            r.put("val_ownership_loss", heldOut ? Double.toString(0.32 - 0.015 * it) : "");
        }
        writeRun(run, rows);
        Files.writeString(run.resolve("run.properties"), "spec=cowboys\n");
        Files.createDirectories(run.resolve("models"));
        Path wip = Path.of("..", "models", "wip", "cowboys-v2-1856.pzm");
        Files.copy(wip, run.resolve("models/model-0002.pzm"));
        Files.copy(wip, run.resolve("models/model-0010.pzm")); // the latest by iteration, not by name length
        Game game = GameRegistry.parse("cowboys");
        try (RecordWriter w = RecordWriter.open(run.resolve("records"), WriterOptions.defaults("w0").withDurable(false))) {
            w.write(SyntheticGames.play(game, 11, "w0"));
        }
        return run;
    }

    @Test
    @DisplayName("a run with an ownership head gets the ownership loss (training and held-out) and the latest model's map of a recorded"
            + " position beside the game's real owners; a run without one gets neither")
    void ownershipChartAndMap(@TempDir Path dir) throws Exception {
        Path run = v2Run(dir, true);
        List<Path> written = TrainReport.write(run);
        Path plots = run.resolve("plots");
        assertTrue(written.contains(plots.resolve(TrainReport.OWNERSHIP_LOSS)), written.toString());
        assertTrue(written.contains(plots.resolve(TrainReport.OWNERSHIP_MAP)), written.toString());
        String html = Files.readString(plots.resolve("index.html"));
        assertTrue(html.contains("<img src=\"ownership-map.png\""), html);
        assertEquals(2, TrainReport.ownershipLoss(MetricsCsv.read(run.resolve("metrics.csv"))).get().lineCount(),
                "training and held-out lines");
        BufferedImage map = ImageIO.read(plots.resolve(TrainReport.OWNERSHIP_MAP).toFile());
        assertEquals(900, map.getWidth());
        // both seats' colours are on the prediction's board (the left half): White's rows at the bottom, Black's at the top
        int blue = 0;
        int red = 0;
        for (int y = 80; y < 460; y++) {
            for (int x = 40; x < 430; x++) {
                int rgb = map.getRGB(x, y);
                int r = rgb >> 16 & 255;
                int b = rgb & 255;
                blue += b > r + 40 ? 1 : 0;
                red += r > b + 40 ? 1 : 0;
            }
        }
        assertTrue(blue > 2000 && red > 2000, "blue " + blue + ", red " + red + " pixels");

        Path v1 = dir.resolve("v1");
        writeRun(v1, rows());
        TrainReport.write(v1);
        assertFalse(Files.exists(v1.resolve("plots").resolve(TrainReport.OWNERSHIP_LOSS)), "no ownership loss: no chart");
        assertFalse(Files.exists(v1.resolve("plots").resolve(TrainReport.OWNERSHIP_MAP)));
    }

    @Test
    @DisplayName("the ownership map is drawn as the board is: Kadon's grid (rank 1 in row 0) is turned upside down so that rank 3 is"
            + " the top row, as the picture labels it; grids that already run from the top stay, and so does the hexagon")
    void ownershipMapFollowsTheBoardsLayout() {
        Game kadon = GameRegistry.parse("kadon");
        pz.engine.view.BoardReader reader = GameRegistry.profile(kadon).board();
        pz.engine.State s = kadon.newInitialState();
        int[] at = OwnershipReport.layout(kadon, reader, reader.read(s, -1, List.of(s.position())));
        assertEquals(6, at[reader.gridCell(kadon, "a1")], "a1: bottom left of the picture");
        assertEquals(2, at[reader.gridCell(kadon, "c3")], "c3: top right");
        assertEquals(4, at[reader.gridCell(kadon, "b2")]);
        for (String spec : new String[] {"proteus", "amazons:size=6", "amazons:hex"}) {
            Game game = GameRegistry.parse(spec);
            pz.engine.view.BoardReader r = GameRegistry.profile(game).board();
            pz.engine.State t = game.newInitialState();
            int[] same = OwnershipReport.layout(game, r, r.read(t, -1, List.of(t.position())));
            for (int g = 0; g < same.length; g++) {
                assertEquals(g, same[g], spec + ": grid cell " + g + " drawn in place");
            }
        }
    }

    @Test
    @DisplayName("a metrics.csv from before val_ownership_loss still reads and reports (training line only); appending to it"
            + " rewrites it with the new column at the end, the old rows kept")
    void metricsWithoutTheHeldOutOwnershipColumn(@TempDir Path dir) throws Exception {
        Path run = v2Run(dir, false);
        List<String> lines = Files.readAllLines(run.resolve("metrics.csv"));
        List<String> old = new ArrayList<>();
        for (String l : lines) {
            String cut = l.substring(0, l.lastIndexOf(',')); // less stopped_seconds, then val_ownership_loss:
            old.add(cut.substring(0, cut.lastIndexOf(','))); // the file as written before the column existed
        }
        Files.write(run.resolve("metrics.csv"), old);
        assertFalse(MetricsCsv.read(run.resolve("metrics.csv")).get(0).containsKey("val_ownership_loss"));
        TrainReport.write(run);
        assertEquals(1, TrainReport.ownershipLoss(MetricsCsv.read(run.resolve("metrics.csv"))).get().lineCount());
        MetricsCsv csv = new MetricsCsv(run.resolve("metrics.csv"));
        csv.append(Map.of("iteration", 5, "ownership_loss", 0.2, "val_ownership_loss", 0.25));
        List<Map<String, String>> rows = MetricsCsv.read(run.resolve("metrics.csv"));
        assertEquals(5, rows.size());
        assertEquals("", rows.get(0).get("val_ownership_loss"));
        assertEquals(Double.toString(0.3 - 0.02), rows.get(0).get("ownership_loss"));
        assertEquals("0.250000", rows.get(4).get("val_ownership_loss"));
        assertEquals(List.of("val_ownership_loss", "stopped_seconds"), MetricsCsv.COLUMNS.subList(MetricsCsv.COLUMNS.size() - 2,
                MetricsCsv.COLUMNS.size()), "new columns go at the end");
    }

    @Test
    @DisplayName("the held-out batches' ownership losses average into val_ownership_loss, apart from the training batches'")
    void heldOutOwnershipLoss() {
        Listeners.LossAverages a = new Listeners.LossAverages();
        a.onPhaseBegin(null, 3);
        a.onTrainingBatch(null, new pz.models.Losses(1, 1, 0, 0.5, 2.5));
        a.onValidationBatch(null, new pz.models.Losses(1, 1, 0, 0.2, 2.2));
        a.onValidationBatch(null, new pz.models.Losses(1, 1, 0, 0.4, 2.4));
        assertEquals(0.5, a.meanOwnership(), 1e-12);
        assertEquals(0.3, a.meanValOwnership(), 1e-12);
        a.onPhaseBegin(null, 3);
        assertTrue(Double.isNaN(a.meanValOwnership()), "no validation yet: no number");
    }
}
