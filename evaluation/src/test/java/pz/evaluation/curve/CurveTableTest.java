package pz.evaluation.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.evaluation.Elo;

class CurveTableTest {
    private static Stage stage(int it, long games, double hours) {
        return new Stage(it, games, hours, "agent-" + it);
    }

    /** Three stages: 35% against the opponent at first, then 50%, then 70%; each beats the one before 60-40 in both seats. */
    private static List<LearningCurve.StageResult> stub() {
        Stage s0 = stage(0, 0, 0);
        Stage s4 = stage(4, 800, 0.5);
        Stage s9 = stage(9, 2000, 1.25);
        return List.of(
                new LearningCurve.StageResult(s0, SeatTally.of(30, 20, 50, 20, 20, 60), null, null),
                new LearningCurve.StageResult(s4, SeatTally.of(50, 0, 50, 40, 20, 40), s0, SeatTally.of(30, 0, 20, 30, 0, 20)),
                new LearningCurve.StageResult(s9, SeatTally.of(70, 0, 30, 70, 0, 30), s4, SeatTally.of(30, 0, 20, 30, 0, 20)));
    }

    @Test
    @DisplayName("the CSV from stub results: score with its Wilson 95% interval, Elo against the opponent and the previous stage, "
            + "the chain's cumulative Elo from 0")
    void csvFromStubs() {
        CurveTable t = CurveTable.of(stub(), "mcts:time=250");
        String[] lines = t.csv().split("\n");
        assertEquals(String.join(",", CurveTable.COLUMNS), lines[0]);
        assertEquals(4, lines.length);
        // stage 1: +50 =40 -110 of 200 = 35.0%; Wilson [0.2873, 0.4184] (computed by hand from the formula); Elo -107.5
        String[] c = lines[1].split(",", -1);
        assertEquals(List.of("1", "0", "0", "0.0000", "200", "50", "40", "110", "0.3500", "0.2873", "0.4184", "-107.5"),
                List.of(c).subList(0, 12));
        assertEquals(Elo.estimate(50, 40, 110).low(), Double.parseDouble(c[12]), 0.05);
        assertEquals(List.of("", "", "", "", "", "0.0", "0.0", "0.0"), List.of(c).subList(14, 22), "the first stage anchors the chain");
        // stage 2: 50.0% against the opponent, Elo 0; against stage 1 60% of 100 in both seats: Elo +70.4
        c = lines[2].split(",", -1);
        assertEquals("0.5000", c[8]);
        assertEquals("0.0", c[11]);
        assertEquals(List.of("0", "100", "70.4"), List.of(c).subList(14, 17));
        // the fit's one virtual draw per seat order pulls 60/100 to 61/102 a side: 400 log10(61/41) = 69.0
        double cum2 = Double.parseDouble(c[19]);
        assertEquals(69.0, cum2, 0.5);
        assertTrue(Double.parseDouble(c[20]) < cum2 && Double.parseDouble(c[21]) > cum2);
        c = lines[3].split(",", -1);
        double cum3 = Double.parseDouble(c[19]);
        assertEquals(2 * cum2, cum3, 1.0, "two equal steps add up");
        double half2 = cum2 - Double.parseDouble(lines[2].split(",", -1)[20]);
        double half3 = cum3 - Double.parseDouble(c[20]);
        assertEquals(half2 * Math.sqrt(2), half3, 0.1 * half3, "two independent links: the uncertainty grows as the square root");
    }

    @Test
    @DisplayName("a perfect record keeps the cumulative Elo finite; a link without games leaves the stages after it unplaced")
    void perfectRecordAndBrokenChain() {
        Stage s0 = stage(0, 0, 0);
        Stage s1 = stage(1, 100, 0.1);
        Stage s2 = stage(2, 200, 0.2);
        Stage s3 = stage(3, 300, 0.3);
        List<LearningCurve.StageResult> r = List.of(
                new LearningCurve.StageResult(s0, SeatTally.of(0, 0, 10, 0, 0, 10), null, null),
                new LearningCurve.StageResult(s1, SeatTally.EMPTY, s0, SeatTally.of(10, 0, 0, 10, 0, 0)),
                new LearningCurve.StageResult(s2, SeatTally.of(5, 0, 5, 5, 0, 5), s1, SeatTally.EMPTY),
                new LearningCurve.StageResult(s3, SeatTally.of(5, 0, 5, 5, 0, 5), s2, SeatTally.of(5, 0, 5, 5, 0, 5)));
        CurveTable t = CurveTable.of(r, "random");
        assertTrue(Double.isInfinite(t.rows().get(1).eloPrev().elo()), "20-0 is +inf Elo on its own");
        double cum = t.rows().get(1).cumulative()[0];
        assertTrue(Double.isFinite(cum) && cum > 300, "but finite, and large, in the chain's fit: " + cum);
        assertTrue(Double.isNaN(t.rows().get(2).cumulative()[0]) && Double.isNaN(t.rows().get(3).cumulative()[0]));
        String[] lines = t.csv().split("\n");
        assertEquals(List.of("0", "0", "0", "0", "", "", "", "", "", "", "0", "20", ""), List.of(lines[2].split(",", -1)).subList(4, 17),
                "no games against the opponent: its score and Elo are empty; +inf against the previous stage is too: " + lines[2]);
        assertTrue(lines[3].endsWith(",,,"), "unplaced: empty cumulative cells: " + lines[3]);
        assertTrue(lines[1].contains(",0.0000,0.0000,"), "a score of 0 with its Wilson interval: " + lines[1]);
    }

    @Test
    @DisplayName("the CSV and three PNGs (score with bars against games and against hours, cumulative Elo) are written and drawn")
    void filesWritten(@TempDir Path dir) throws Exception {
        List<Path> files = CurveTable.of(stub(), "mcts:sample=8,time=250").write(dir);
        assertEquals(CurveTable.FILES.stream().map(dir::resolve).toList(), files);
        assertEquals(CurveTable.of(stub(), "x").csv(), Files.readString(dir.resolve("curve.csv")));
        for (String png : CurveTable.FILES.subList(1, 4)) {
            BufferedImage img = ImageIO.read(dir.resolve(png).toFile());
            assertEquals(900, img.getWidth(), png);
            int blue = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    blue += (img.getRGB(x, y) & 0xffffff) == 0x1f77b4 ? 1 : 0;
                }
            }
            assertTrue(blue > 200, png + ": the curve is drawn (" + blue + " pixels of its colour)");
        }
        assertTrue(CurveTable.of(stub(), "x").scorePlot(true).notes().isEmpty());
        try (var s = Files.list(dir)) {
            assertEquals(4, s.count(), "no temporary left");
        }
    }
}
