package pz.evaluation.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link OwnershipPicture}: the prediction's and the record's colours where the cells are, read back from the PNG. */
class OwnershipPictureTest {

    /** A 4x4 grid, two seats: row 0 surely Black's, row 3 surely White's, rows 1-2 even; the record gives row 1 to nobody. */
    private static OwnershipPicture picture() {
        float[] p = new float[16 * 2];
        int[] actual = new int[16];
        List<OwnershipPicture.Cell> cells = new ArrayList<>();
        for (int c = 0; c < 16; c++) {
            int row = c / 4;
            p[2 * c] = row == 3 ? 1f : row == 0 ? 0f : 0.5f;
            p[2 * c + 1] = 1 - p[2 * c];
            actual[c] = row >= 2 ? 0 : row == 1 ? -1 : 1;
            cells.add(new OwnershipPicture.Cell(true, c == 15 ? 0 : -1, c == 5));
        }
        return new OwnershipPicture("test", List.of("caption"), 4, 4, List.of("White", "Black"), cells, p, actual);
    }

    /** The colour at a cell's top-left corner, off its piece: board {@code b} (0 prediction, 1 record). */
    private static Color at(BufferedImage img, int b, int row, int col) {
        int cell = 360 / 4;
        int left = b == 0 ? 50 : 900 / 2 + 20;
        return new Color(img.getRGB(left + col * cell + 6, 84 + row * cell + 6));
    }

    @Test
    @DisplayName("a cell surely a seat's is deep in its colour, an even one the pale ground; the record's board shows its owners,"
            + " nobody's grey; written as a 900 x 575 PNG")
    void coloursWhereTheCellsAre(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("map.png");
        picture().save(file);
        BufferedImage img = ImageIO.read(file.toFile());
        assertEquals(900, img.getWidth());
        assertEquals(575, img.getHeight());
        Color white = OwnershipPicture.SEAT_COLOURS[0];
        Color black = OwnershipPicture.SEAT_COLOURS[1];
        Color sureWhite = at(img, 0, 3, 0);
        Color sureBlack = at(img, 0, 0, 0);
        assertTrue(sureWhite.getBlue() > sureWhite.getRed() + 100, "a surely White cell is deep blue: " + sureWhite);
        assertTrue(sureBlack.getRed() > sureBlack.getBlue() + 100, "a surely Black cell is deep red: " + sureBlack);
        Color even = at(img, 0, 1, 0);
        assertTrue(Math.abs(even.getRed() - OwnershipPicture.GROUND.getRed()) < 15
                && Math.abs(even.getBlue() - OwnershipPicture.GROUND.getBlue()) < 15, "an even cell stays near the ground: " + even);
        assertEquals(OwnershipPicture.NOBODY, at(img, 1, 1, 0), "the record's row 1 is nobody's");
        assertTrue(at(img, 1, 2, 0).getBlue() > at(img, 1, 2, 0).getRed() + 80, "the record's row 2 is White's");
        assertEquals(OwnershipPicture.NOBODY, at(img, 0, 1, 1), "an arrow's cell is nobody's on the prediction too");
        assertTrue(Files.size(file) > 5000);
        assertTrue(white.getBlue() > black.getBlue());
    }

    @Test
    @DisplayName("a prediction of the wrong size is refused, naming the sizes")
    void wrongSizes() {
        OwnershipPicture ok = picture();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new OwnershipPicture("t", List.of(), 4, 4,
                ok.seats(), ok.cells(), new float[5], null));
        assertTrue(e.getMessage().contains("predictions (5)"), e.getMessage());
    }
}
