package pz.evaluation.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The XChart-drawn charts: written atomically as real PNG files of the size asked for, the series,
 * bands and reference lines actually drawn in their colours, and bad data (empty, NaN, infinite)
 * left out with a note instead of a crash.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // XChart's tick search can loop forever: fail, not hang
class PlotTest {
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final int BLUE = 0x1f77b4;
    private static final int RED = 0xd62728;
    private static final int GREY = 0x555555;
    private static final int ZEBRA = 0xf3f3f3;
    private static final double NAN = Double.NaN;

    @Test
    @DisplayName("a line chart with a band is a PNG of 900 x 550 by default, written atomically, without a display")
    void lineWithBandIsAPngWrittenAtomically(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("sub/elo.png");
        double[] x = {0, 8, 16, 24};
        new XyPlot("Elo", "self-play games", "Elo").line("Elo", x, new double[] {0, 90, 420, 340})
                .band("95% interval", x, new double[] {0, -50, 160, 100}, new double[] {0, 280, 700, 600})
                .reference("first model", 0).save(png);
        byte[] bytes = Files.readAllBytes(png);
        assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(bytes, 8), "a PNG file");
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(900, img.getWidth());
        assertEquals(550, img.getHeight());
        try (var files = Files.list(png.getParent())) {
            assertEquals(List.of(png), files.toList(), "no temporary file left beside it");
        }
        assertTrue(count(img, BLUE) > 300, "the line is drawn in the first colour");
        assertTrue(count(img, blend(BLUE, 56)) > 5000, "the band is shaded in the line's colour");
        assertTrue(count(img, GREY) > 100, "the reference line is drawn");
        assertTrue(GraphicsEnvironment.isHeadless(), "charts never need a display");
    }

    @Test
    @DisplayName("a legend moved beside the plot (long names) leaves the title inside the image: nothing drawn at its left edge")
    void titleStaysInsideWithTheLegendBeside() {
        double[] x = {0, 1000, 2000};
        double[] y = {10, 40, 60};
        BufferedImage img = Charts.scoreCurves("Learning curves: each stage against its run's fixed opponent, equal time",
                "self-play games", List.of(new Charts.Curve("8x8 (runs/cowboys8-v2)", x, y, y, y),
                        new Charts.Curve("7x7 (runs/cowboys7-v128)", x, y, y, y),
                        new Charts.Curve("6x6 (runs/cowboys6-v128)", x, y, y, y))).render();
        for (int py = 0; py < 40; py++) {
            for (int px = 0; px < 4; px++) {
                assertEquals(0xffffff, img.getRGB(px, py) & 0xffffff, "title pixels at the left edge (" + px + ", " + py + ")");
            }
        }
    }

    @Test
    @DisplayName("interval bars: a bar at every point in the line's colour, asymmetric as given, and no shaded band between points")
    void barsAtEachPoint() {
        double[] x = {0, 10, 20, 30};
        BufferedImage img = new XyPlot("Score", "self-play games", "score (%)").yRange(0, 100)
                .line("score", x, new double[] {20, 45, 60, 90}).bars("95% interval", x, new double[] {10, 35, NAN, 82},
                        new double[] {35, 55, NAN, 95}).render();
        int bar = count(img, blend(BLUE, 110));
        assertTrue(bar > 800, "three bars of 7 px drawn: " + bar);
        assertTrue(count(img, blend(BLUE, 56)) < 100, "no band shaded between the points (a few edge pixels blend alike)");
        BufferedImage band = new XyPlot("Score", "self-play games", "score (%)").yRange(0, 100)
                .line("score", x, new double[] {20, 45, 60, 90}).band("95% interval", x, new double[] {10, 35, 50, 82},
                        new double[] {35, 55, 70, 95}).render();
        assertTrue(count(band, blend(BLUE, 56)) > 5000, "a band, by contrast, is shaded");
        assertThrows(IllegalStateException.class, () -> new XyPlot("t", "x", "y").bars("b", x, x, x), "bars belong to a line");
    }

    @Test
    @DisplayName("saving replaces the file by a rename: a reader that opened the old file still reads all of it")
    void saveReplacesByRename(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("chart.png");
        byte[] old = new byte[200_000];
        Arrays.fill(old, (byte) 7);
        Files.write(png, old);
        try (var reader = java.nio.channels.FileChannel.open(png)) {
            new XyPlot("t", "x", "y").line("a", new double[] {1, 2}, new double[] {1, 2}).save(png);
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(old.length + 1);
            while (reader.read(buf) > 0) {
                // read to the end of what the reader opened
            }
            assertArrayEquals(old, Arrays.copyOf(buf.array(), buf.position()), "the old file was not written over in place");
        }
        assertArrayEquals(PNG_SIGNATURE, Arrays.copyOf(Files.readAllBytes(png), 8), "the new one is a PNG");
    }

    @Test
    @DisplayName("two lines and a dashed held-out line: each drawn in its colour; size() is obeyed")
    void linesInTheirColours() throws Exception {
        double[] it = {1, 2, 3, 4};
        XyPlot solid = new XyPlot("Training loss", "iteration", "loss").size(640, 400)
                .line("policy", it, new double[] {4, 3, 2.5, 2}).line("value", it, new double[] {1, 0.8, 0.7, 0.6});
        int blueSolid = count(solid.render(), BLUE);
        XyPlot p = new XyPlot("Training loss", "iteration", "loss").size(640, 400)
                .line("policy", it, new double[] {4, 3, 2.5, 2}).line("value", it, new double[] {1, 0.8, 0.7, 0.6})
                .dashedLine("policy, held out", it, new double[] {4.2, 3.3, 2.9, 2.6}, "policy");
        BufferedImage img = p.render();
        assertEquals(640, img.getWidth());
        assertEquals(400, img.getHeight());
        assertTrue(blueSolid > 200, "first line in the first colour: " + blueSolid);
        assertTrue(count(img, RED) > 200, "second line in the second colour");
        assertTrue(count(img, BLUE) > blueSolid + 100, "the dashed line in the colour of the line it names: "
                + count(img, BLUE) + " against " + blueSolid + " without it");
        assertTrue(p.notes().isEmpty(), p.notes().toString());
        assertThrows(IllegalArgumentException.class, () -> p.dashedLine("x", it, it, "no such line"));
        assertThrows(IllegalArgumentException.class, () -> p.line("short", it, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> p.size(100, 100));
    }

    @Test
    @DisplayName("past the palette's eight colours a line repeats a colour dotted and with another marker, so the two stay apart")
    void linesPastThePaletteAreDotted() {
        double[] it = {1, 2, 3, 4};
        double[] y = {1, 2, 1.5, 3};
        int solid = count(new XyPlot("t", "x", "y").size(640, 400).line("first", it, y).render(), BLUE);
        XyPlot p = new XyPlot("t", "x", "y").size(640, 400);
        double[] none = {NAN, NAN, NAN, NAN};
        for (int i = 0; i < 8; i++) {
            p.line("hidden " + i, it, none); // takes a colour, draws nothing
        }
        int ninth = count(p.line("ninth", it, y).render(), BLUE);
        assertTrue(ninth > 50, "the ninth line is drawn in the first colour: " + ninth);
        assertTrue(ninth < solid * 2 / 3, "... dotted, not solid: " + ninth + " pixels against " + solid);
        assertFalse(Plot.marker(0).equals(Plot.marker(8)), "another marker in the palette's second round");
        assertEquals(Plot.marker(0), Plot.marker(7));
    }

    @Test
    @DisplayName("NaN and infinite points are left out (the line breaks there) and noted; the rest is drawn")
    void nonFinitePointsAreLeftOut(@TempDir Path dir) throws Exception {
        double[] x = {1, 2, 3, 4, 5, 6};
        XyPlot p = new XyPlot("gaps", "x", "y")
                .line("a", x, new double[] {1, 2, NAN, Double.POSITIVE_INFINITY, 3, 4})
                .band("a's interval", x, new double[] {0, 1, 1, 1, 2, 3}, new double[] {2, 3, 3, Double.NEGATIVE_INFINITY, 4, 5})
                .line("b", new double[] {1, NAN, 3}, new double[] {5, 5, 5});
        p.save(dir.resolve("gaps.png"));
        BufferedImage img = ImageIO.read(dir.resolve("gaps.png").toFile());
        assertTrue(count(img, BLUE) > 100 && count(img, RED) > 50, "the finite points are drawn");
        assertEquals(List.of("a: 2 of 6 points not finite, left out", "b: 1 of 3 points not finite, left out",
                "a's interval: 1 of 6 points not finite, left out"), p.notes());
    }

    @Test
    @DisplayName("a chart with no finite point, or no points at all, is still a PNG of its size that says so")
    void nothingToDraw(@TempDir Path dir) throws Exception {
        XyPlot allBad = new XyPlot("all bad", "x", "y").line("a", new double[] {1, 2}, new double[] {NAN, Double.POSITIVE_INFINITY});
        XyPlot none = new XyPlot("none", "x", "y").line("a", new double[0], new double[0]).size(520, 380);
        IntervalPlot noRows = new IntervalPlot("no rows", "score (%)", "spec", List.of());
        IntervalPlot noEstimate = new IntervalPlot("no estimate", "score (%)", "spec", List.of("a"))
                .series("s", new double[] {NAN}, new double[] {NAN}, new double[] {NAN});
        for (Plot p : List.of(allBad, none, noRows, noEstimate)) {
            assertFalse(p.hasData(), p.title());
            Path png = dir.resolve(p.title() + ".png");
            p.save(png);
            BufferedImage img = ImageIO.read(png.toFile());
            assertNotNull(img, p.title());
            assertEquals(p == none ? 520 : 900, img.getWidth(), p.title());
            assertTrue(count(img, 0x000000) > 20, "the title is written: " + p.title());
        }
        assertEquals(List.of("a: no finite point of 2"), allBad.notes());
        assertEquals(List.of("a: no points"), none.notes());
        assertEquals(List.of("no rows"), noRows.notes());
        assertEquals(List.of("s: no finite estimate in 1 of 1 rows"), noEstimate.notes());
    }

    @Test
    @DisplayName("a histogram: filled steps in the first colour and the median as a dashed line")
    void histogram() {
        BufferedImage img = new XyPlot("lengths", "game length (turns)", "share of games (%)").size(520, 380)
                .steps("games", new double[] {4.5, 5.5, 6.5, 7.5}, new double[] {20, 50, 30}).vertical("median", 6).render();
        assertTrue(count(img, blend(BLUE, 150)) > 10000, "the bins are filled");
        assertTrue(count(img, GREY) > 50, "the median is drawn");
        assertThrows(IllegalArgumentException.class, () -> new XyPlot("t", "x", "y").steps("s", new double[] {1, 2}, new double[] {1, 2}));
    }

    @Test
    @DisplayName("intervals per row: whiskers and dots in each series' colour, shaded every other row, marks in grey")
    void intervalRows() {
        IntervalPlot p = new IntervalPlot("first seat", "score (%)", "spec", List.of("tictactoe", "pig", "amazons:players=3"))
                .series("seat 0 wins", new double[] {59, 55, 32}, new double[] {47, 48, 26}, new double[] {71, 62, 39})
                .series("draws", new double[] {11, 0, NAN}, new double[] {5, 0, NAN}, new double[] {21, 2, NAN})
                .marks("equal chances", new double[] {45, 50, 33.3}).range(0, 100);
        BufferedImage img = p.render();
        assertEquals(900, img.getWidth());
        assertEquals(550, img.getHeight());
        assertTrue(count(img, BLUE) > 300 && count(img, RED) > 150, "both series drawn");
        assertTrue(count(img, ZEBRA) > 20000, "the middle row is shaded");
        assertTrue(count(img, GREY) > 60, "the marks are drawn");
        assertEquals(List.of("draws: no finite estimate in 1 of 3 rows"), p.notes());
        int tall = new IntervalPlot("many", "x", "row", java.util.Collections.nCopies(20, "r")).render().getHeight();
        assertTrue(tall > 550, "many rows make a taller chart: " + tall);
    }

    @Test
    @DisplayName("every row is labelled: tick texts on whole rows never repeat, between rows they do, and the axis ends differ")
    void rowLabelsSteerXChartsTickStep() {
        IntervalPlot p = new IntervalPlot("t", "x", "row", List.of("a", "a", "b".repeat(60)));
        List<String> onRows = new ArrayList<>();
        for (int y = -3; y <= 6; y++) {
            onRows.add(p.label(y, 3));
        }
        assertEquals(onRows.size(), onRows.stream().distinct().count(), "unique on whole numbers: " + onRows);
        assertEquals("a", p.label(2, 3), "the first row is on top");
        assertEquals("a (2)", p.label(1, 3), "equal names are told apart");
        assertTrue(p.label(0, 3).endsWith("\u2026") && p.label(0, 3).length() == 40, "long names are cut");
        assertEquals(p.label(0.5, 3), p.label(1.5, 3), "between rows the texts repeat, so XChart refuses a step under one row");
        assertFalse(p.label(-0.6, 3).equals(p.label(2.6, 3)), "the axis ends format differently, or XChart draws no tick");
        for (double y = -3; y <= 6; y += 0.05) {
            assertFalse(p.label(y, 3).isEmpty(), "XChart lays out every tick text it keeps, and an empty one throws: y " + y);
        }
    }

    @Test
    @DisplayName("a ratings chart of a few agents renders (the notebook's Elo chart: an anchor at 0 with no interval)")
    void fewRowsWithAnAnchorRender() {
        for (int rows = 1; rows <= 3; rows++) {
            List<String> names = new ArrayList<>();
            double[] elo = new double[rows];
            double[] lo = new double[rows];
            double[] hi = new double[rows];
            for (int r = 0; r < rows; r++) {
                names.add("agent " + r);
                elo[r] = r == 0 ? 0 : 35 * r;
                lo[r] = r == 0 ? 0 : elo[r] - 120;
                hi[r] = r == 0 ? 0 : elo[r] + 120;
            }
            for (int w : new int[] {800, 900}) {
                new IntervalPlot("Elo (95% interval; agent 0 = 0)", "Elo", "agent", names).series("Elo", elo, lo, hi)
                        .size(w, 420).render();
            }
        }
    }

    @Test
    @DisplayName("XChart's tick search ends for any number of rows and series (it loops forever when every label repeats)")
    void intervalChartsOfManySizesRenderPromptly() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int rows = 1; rows <= 24; rows += rows < 6 ? 1 : 6) {
                for (int series = 1; series <= 4; series++) {
                    List<String> names = new ArrayList<>();
                    for (int r = 0; r < rows; r++) {
                        names.add(r % 3 == 0 ? "same" : "spec " + r);
                    }
                    IntervalPlot p = new IntervalPlot(rows + " x " + series, "share (%)", "spec", names);
                    for (int s = 0; s < series; s++) {
                        double[] v = new double[rows];
                        Arrays.fill(v, 10 + 20 * s);
                        double[] lo = v.clone();
                        double[] hi = v.clone();
                        Arrays.setAll(lo, i -> v[i] - 5);
                        Arrays.setAll(hi, i -> v[i] + 5);
                        p.series("s" + s, v, lo, hi);
                    }
                    (rows % 2 == 0 ? p.range(0, 100) : p).render();
                }
            }
        });
    }

    @Test
    @DisplayName("an infinite interval bound is drawn to the edge of a fixed range, or left out without one; both noted")
    void infiniteBounds() {
        IntervalPlot fixed = new IntervalPlot("Elo", "Elo", "agent", List.of("a", "b"))
                .series("Elo", new double[] {0, 400}, new double[] {0, 200}, new double[] {0, Double.POSITIVE_INFINITY}).range(-800, 800);
        assertTrue(count(fixed.render(), BLUE) > 300);
        assertEquals(List.of("Elo: 1 interval bound(s) not finite, drawn to the edge"), fixed.notes());
        IntervalPlot free = new IntervalPlot("Elo", "Elo", "agent", List.of("a", "b"))
                .series("Elo", new double[] {0, 400}, new double[] {0, 200}, new double[] {0, Double.POSITIVE_INFINITY});
        assertTrue(count(free.render(), BLUE) > 50, "the dots are still drawn");
        assertEquals(List.of("Elo: 1 interval bound(s) not finite, left out"), free.notes());
    }

    @Test
    @DisplayName("learning curve and balance against strength: each curve with its band, and the reference line")
    void sharedCharts(@TempDir Path dir) throws Exception {
        double[] games = {0, 1000, 2000, 4000};
        Charts.Curve a = new Charts.Curve("run a", games, new double[] {0, 100, 180, 240}, new double[] {0, 40, 100, 150},
                new double[] {0, 160, 260, 330});
        Charts.Curve b = new Charts.Curve("run b", games, new double[] {0, 60, 150, NAN}, new double[] {0, 0, 80, NAN},
                new double[] {0, 120, 220, NAN});
        Path curve = dir.resolve("learning.png");
        XyPlot learning = Charts.learningCurve("Learning curve", "self-play games", "Elo against uct (uct = 0)", List.of(a, b), "uct");
        learning.save(curve);
        BufferedImage img = ImageIO.read(curve.toFile());
        assertTrue(count(img, BLUE) > 200 && count(img, RED) > 150, "both runs drawn");
        assertTrue(count(img, GREY) > 100, "the reference opponent's line");
        assertEquals(List.of("run b: 1 of 4 points not finite, left out", "interval of run b: 1 of 4 points not finite, left out"),
                learning.notes());

        double[] levelElo = {0, 350, 700};
        Charts.Curve spec = new Charts.Curve("proteus", levelElo, new double[] {54, 57, 61}, new double[] {50, 53, 57},
                new double[] {58, 61, 65});
        Path balance = dir.resolve("balance-strength.png");
        Charts.balanceAgainstStrength("Balance against strength", List.of(spec), 50).save(balance);
        BufferedImage bi = ImageIO.read(balance.toFile());
        assertEquals(900, bi.getWidth());
        assertTrue(count(bi, BLUE) > 200 && count(bi, blend(BLUE, 56)) > 3000, "the spec's curve and its band");
        assertEquals("first seat's score (%)", Charts.balanceAgainstStrength("2 players", List.of(spec), 50).yTitle());
        assertEquals("first seat's share of wins (%)", Charts.balanceAgainstStrength("4 players", List.of(spec), 25).yTitle(),
                "with more players the value is the first seat's share of outright wins, not a score");
        assertThrows(IllegalArgumentException.class, () -> new Charts.Curve("bad", games, games, games, new double[1]));
    }

    @Test
    @DisplayName("XChart's vector and GIF encoders' libraries are left out of the build: PNG needs none of them")
    void vectorLibrariesAreNotOnTheClassPath() {
        for (String c : List.of("de.erichseifert.vectorgraphics2d.VectorGraphics2D", "org.apache.pdfbox.pdmodel.PDDocument",
                "com.madgag.gif.fmsware.AnimatedGifEncoder")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(c), c);
        }
    }

    @Test
    @DisplayName("a legend too long for one line under the plot goes beside it, one entry a line, rather than being clipped")
    void longLegendGoesBeside() {
        double[] x = {1, 2, 3};
        XyPlot p = new XyPlot("legend", "x", "y");
        for (int i = 0; i < 5; i++) {
            p.line("a rather long series name number " + i, x, new double[] {i, i + 1, i + 2});
        }
        BufferedImage img = p.render();
        int dark = 0; // legend text right of the plot, at mid height
        for (int y = 150; y < 400; y++) {
            for (int x0 = img.getWidth() - 200; x0 < img.getWidth(); x0++) {
                dark += (img.getRGB(x0, y) & 0x808080) == 0 ? 1 : 0;
            }
        }
        assertTrue(dark > 300, "legend text beside the plot: " + dark + " dark pixels");
    }

    @Test
    @DisplayName("tick labels carry the decimals the span needs, with a leading zero")
    void tickDecimals() {
        assertEquals("#,##0", Plot.decimals(-500, 1200));
        assertEquals("#,##0.##", Plot.decimals(1, 2.2));
        assertEquals("#,##0.###", Plot.decimals(0, 0.2));
        assertEquals("#,##0.######", Plot.decimals(0.0001, 0.0005));
        assertEquals("#,##0.###", Plot.decimals(3, 3));
        BufferedImage tiny = new XyPlot("tiny losses", "iteration", "loss")
                .line("value", new double[] {1, 2, 3}, new double[] {0.0001, 0.0003, 0.0005}).render();
        int dark = 0; // text left of the plot, right of the axis title: the tick labels
        for (int y = 40; y < 450; y++) {
            for (int x = 30; x < 80; x++) {
                dark += (tiny.getRGB(x, y) & 0x808080) == 0 ? 1 : 0;
            }
        }
        assertTrue(dark > 100, "the y ticks are labelled: " + dark + " dark pixels");
    }

    /** {@code rgb} drawn at opacity {@code alpha} over white, as Java2D blends it (within 2 per channel). */
    private static int blend(int rgb, int alpha) {
        int out = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int c = (rgb >> shift) & 0xff;
            out |= (int) Math.round(255 + (c - 255) * alpha / 255.0) << shift;
        }
        return out;
    }

    private static int count(BufferedImage img, int rgb) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                if (close(p, rgb)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static boolean close(int a, int b) {
        for (int shift = 16; shift >= 0; shift -= 8) {
            if (Math.abs(((a >> shift) & 0xff) - ((b >> shift) & 0xff)) > 2) {
                return false;
            }
        }
        return true;
    }
}
