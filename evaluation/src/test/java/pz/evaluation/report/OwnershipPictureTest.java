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
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

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
        assertTrue(Math.abs(sureWhite.getBlue() - white.getBlue()) < 40 && Math.abs(sureBlack.getRed() - black.getRed()) < 40,
                "a sure cell is drawn in its seat's colour: " + sureWhite + " " + white + ", " + sureBlack + " " + black);
    }

    @Test
    @DisplayName("the pieces take their seat's colour by its name: Kadon's seat 0 is Black (K-PLACE-1), its pieces dark discs; White's"
            + " light; Proteus' seat 0 is White")
    void piecesInTheirSeatsColours(@TempDir Path dir) throws Exception {
        Game kadon = GameRegistry.parse("kadon");
        // rank 3 first (N-POS-KADON): Black's circle on a3 and square on b2, White's triangle on a1 and circle on c2
        State s = kadon.parsePosition("RCBc,YS,BS*/YC,RS*Bs,BCWc/RTWt,YT*Ws,BTBt b");
        BufferedImage img = drawn(kadon, s, dir.resolve("kadon.png"));
        assertEquals(List.of("Black", "White"), seats(kadon));
        for (int[] at : new int[][] {{0, 0}, {1, 1}}) {
            Color c = centre(img, 3, at[0], at[1]);
            assertTrue(luminance(c) < 80, "Black's piece at row " + at[0] + " column " + at[1] + " is a dark disc: " + c);
        }
        for (int[] at : new int[][] {{2, 0}, {1, 2}}) {
            Color c = centre(img, 3, at[0], at[1]);
            assertTrue(luminance(c) > 200, "White's piece at row " + at[0] + " column " + at[1] + " is a light disc: " + c);
        }

        Game proteus = GameRegistry.parse("proteus");
        BufferedImage chess = drawn(proteus, proteus.newInitialState(), dir.resolve("proteus.png"));
        assertEquals(List.of("White", "Black"), seats(proteus));
        assertTrue(luminance(centre(chess, 8, 7, 0)) > 200, "White's die on a1 is light: " + centre(chess, 8, 7, 0));
        assertTrue(luminance(centre(chess, 8, 0, 1)) < 80, "Black's die on b8 is dark: " + centre(chess, 8, 0, 1));
    }

    private static List<String> seats(Game game) {
        List<String> seats = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            seats.add(GameRegistry.profile(game).seatName(game, p));
        }
        return seats;
    }

    /** The position as its board reader lays it out (as {@code pz report} draws it), an even prediction, no record. */
    private static BufferedImage drawn(Game game, State s, Path file) throws Exception {
        BoardReader reader = GameRegistry.profile(game).board();
        BoardView view = reader.read(s, -1, List.of(s.position()));
        int columns = view.columns();
        List<OwnershipPicture.Cell> cells = new ArrayList<>();
        for (int i = 0; i < view.rows() * columns; i++) {
            cells.add(null);
        }
        for (BoardView.Cell c : view.cells()) {
            cells.set((int) c.y() * columns + (int) c.x(), new OwnershipPicture.Cell(true, c.piece() == null ? -1 : c.piece().owner(), false));
        }
        float[] even = new float[cells.size() * 2];
        java.util.Arrays.fill(even, 0.5f);
        new OwnershipPicture(game.spec(), List.of(s.position()), view.rows(), columns, seats(game), cells, even, null).save(file);
        return ImageIO.read(file.toFile());
    }

    /** The colour at the centre of a cell of the prediction's board (the only one: no record), where a piece is drawn. */
    private static Color centre(BufferedImage img, int size, int row, int col) {
        int cell = 360 / size;
        int left = (900 - cell * size) / 2;
        return new Color(img.getRGB(left + col * cell + cell / 2, 84 + row * cell + cell / 2));
    }

    private static double luminance(Color c) {
        return 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
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
