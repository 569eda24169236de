package pz.evaluation.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** PNG charts: written atomically, of the requested size, with the series actually drawn. */
class ChartTest {

    @Test
    void lineChartIsWrittenAtomicallyAndDrawsTheSeries(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("sub/loss.png");
        new Chart("loss", "step", "loss").line("policy", new double[] {0, 1, 2, 3}, new double[] {4, 3, 2.5, 2})
                .line("value", new double[] {0, 1, 2, 3}, new double[] {1, 0.8, 0.7, 0.6}).size(640, 400).save(png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(640, img.getWidth());
        assertEquals(400, img.getHeight());
        assertFalse(Files.exists(dir.resolve("sub/.loss.png.tmp")) || Files.exists(dir.resolve("sub/loss.png.tmp")), "no temporary file left");
        assertTrue(countColour(img, 0x1f77b4) > 50, "the first series is drawn in its colour");
        assertTrue(countColour(img, 0xd62728) > 50, "the second series is drawn in its colour");
    }

    @Test
    void barChartWithErrorBars(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("rates.png");
        new Chart("first seat", "spec", "win rate").bars(List.of("proteus", "proteus:tradeoff"))
                .barSeries("win", new double[] {0.55, 0.48}, new double[] {0.03, 0.04}).reference(0.5).yRange(0, 1).save(png);
        assertTrue(countColour(ImageIO.read(png.toFile()), 0x1f77b4) > 500);
    }

    @Test
    void ticksAreRound() {
        assertEquals(List.of(0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0), Chart.ticks(0, 1));
        assertEquals(List.of(0.0, 500.0, 1000.0), Chart.ticks(-10, 1200).subList(0, 3));
    }

    private static int countColour(BufferedImage img, int rgb) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }
}
