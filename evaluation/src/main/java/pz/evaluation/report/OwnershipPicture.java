package pz.evaluation.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A picture of a network's ownership map of one position (KataGo's territory map), beside the owners the recorded game
 * really ended with: two boards of the observation grid, each cell tinted in the colour of the seat that owns it, the
 * prediction deeper the surer (as {@code pz play}'s overlay draws it), the position's pieces and arrows on both. Same
 * house style as {@link Plot} (white, sans-serif, 900 pixels wide). Immutable; {@link #render()} draws it anew.
 *
 * <p>Eight components: the picture needs all of them and they are plain data; a builder would only spread them out.
 *
 * @param title     the picture's title
 * @param caption   lines under the boards (the model, the position)
 * @param rows      grid rows (row 0 at the top, labelled as the top rank; {@code pz report} draws the board's layout, Kadon's grid turned)
 * @param columns   grid columns
 * @param seats     the seats' names, in seat order (a seat's pieces take the colour it is named after: White, Black, Red, Yellow)
 * @param cells     per grid cell (row-major): on the board or not, what stands on it
 * @param predicted per grid cell and seat ({@code [cell * seats + seat]}), the probability that the seat owns it at the end
 * @param actual    per grid cell, the seat that owned it at the end of the recorded game, -1 for nobody; or null (not known)
 */
public record OwnershipPicture(String title, List<String> caption, int rows, int columns, List<String> seats, List<Cell> cells,
                               float[] predicted, int[] actual) {

    /**
     * The tint of each seat's cells, in seat order (as {@code pz play}'s page tints them), apart from the pieces' colours so
     * that a tint never hides a piece; the legend names each.
     */
    static final Color[] SEAT_COLOURS = {new Color(0x1f5fd6), new Color(0xd7352b), new Color(0x1f9d55), new Color(0x8e44ad)};
    /**
     * The pieces' colours by their seat's name, since games order the colours differently (Kadon's seat 0 is Black,
     * Proteus' White); a seat of another name takes the colour of its place in the default names' order (White, Black, Red, Yellow).
     */
    private static final Map<String, Color> PIECE_FILL = Map.of("white", new Color(0xfbfaf5), "black", new Color(0x2d2a26),
            "red", new Color(0xc0392b), "yellow", new Color(0xe5b31b));
    private static final List<String> SEAT_ORDER = List.of("white", "black", "red", "yellow");
    /** The ground of an unsure cell, and of the cells nobody owns. */
    static final Color GROUND = new Color(0xf6f3ec);
    static final Color NOBODY = new Color(0xdedbd3);
    private static final int WIDTH = 900;
    private static final int HEIGHT = 575;
    private static final int BOARD = 360;

    /**
     * One grid cell.
     *
     * @param onBoard false for a cell of the grid off the board (the hexagon's corners)
     * @param piece   the seat of the piece on it, or -1
     * @param block   an arrow or bullet on it
     */
    public record Cell(boolean onBoard, int piece, boolean block) {
    }

    public OwnershipPicture {
        int n = rows * columns;
        if (rows < 1 || columns < 1 || seats.isEmpty() || seats.size() > SEAT_COLOURS.length || cells.size() != n
                || predicted.length != n * seats.size() || actual != null && actual.length != n) {
            throw new IllegalArgumentException("an ownership picture of " + rows + " x " + columns + " cells and " + seats.size()
                    + " seats needs as many cells (" + cells.size() + ") and predictions (" + predicted.length + ")");
        }
        seats = List.copyOf(seats);
        caption = List.copyOf(caption);
        cells = List.copyOf(cells);
    }

    /**
     * The colour of a predicted cell: the likeliest seat's colour over the ground, its opacity growing with the square
     * root of that seat's lead over the next (so that the half-sure cells of an early position still show).
     */
    static Color predictedColour(float[] p, int offset, int players) {
        int best = 0;
        for (int s = 1; s < players; s++) {
            if (p[offset + s] > p[offset + best]) {
                best = s;
            }
        }
        double next = 0;
        for (int s = 0; s < players; s++) {
            if (s != best) {
                next = Math.max(next, p[offset + s]);
            }
        }
        double lead = Math.max(0, Math.min(1, p[offset + best] - next));
        return mix(GROUND, SEAT_COLOURS[best], 0.04 + 0.76 * Math.sqrt(lead));
    }

    private static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * t),
                (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * t),
                (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * t));
    }

    /** The picture, {@value #WIDTH} x {@value #HEIGHT} pixels. */
    public BufferedImage render() {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setColor(Color.BLACK);
            g.setFont(new Font(Plot.FONT, Font.BOLD, 18));
            centred(g, Plot.fitted(title, g.getFont(), WIDTH - 30), WIDTH / 2, 32);
            int cell = BOARD / Math.max(rows, columns);
            int top = 84;
            int[] lefts = actual == null ? new int[] {(WIDTH - cell * columns) / 2} : new int[] {50, WIDTH / 2 + 20};
            String[] heads = {"the network's prediction", "the owners at the end of the game (pieces as now)"};
            for (int b = 0; b < lefts.length; b++) {
                g.setColor(new Color(0x333333));
                g.setFont(new Font(Plot.FONT, Font.PLAIN, 15));
                centred(g, heads[b], lefts[b] + cell * columns / 2, top - 12);
                board(g, lefts[b], top, cell, b == 1);
            }
            int y = top + BOARD + 50;
            legend(g, y);
            g.setColor(new Color(0x555555));
            g.setFont(new Font(Plot.FONT, Font.PLAIN, 13));
            for (String line : caption) {
                y += 22;
                centred(g, Plot.fitted(line, g.getFont(), WIDTH - 30), WIDTH / 2, y);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Renders and writes the PNG atomically (as {@link Plot#save}). */
    public void save(Path file) throws IOException {
        Plot.writePng(render(), file);
    }

    private void board(Graphics2D g, int left, int top, int size, boolean record) {
        int players = seats.size();
        g.setFont(new Font(Plot.FONT, Font.PLAIN, 12));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
                int i = r * columns + c;
                Cell cell = cells.get(i);
                if (!cell.onBoard()) {
                    continue;
                }
                int x = left + c * size;
                int y = top + r * size;
                Color fill = cell.block() ? NOBODY : record ? (actual[i] < 0 ? NOBODY : mix(GROUND, SEAT_COLOURS[actual[i]], 0.8))
                        : predictedColour(predicted, i * players, players);
                g.setColor(fill);
                g.fillRect(x, y, size, size);
                g.setColor(new Color(0xc9c3b6));
                g.setStroke(new BasicStroke(1f));
                g.drawRect(x, y, size, size);
                piece(g, cell, x + size / 2, y + size / 2, size, pieceFill(cell.piece()));
            }
        }
        g.setColor(new Color(0x777777));
        for (int c = 0; c < columns; c++) {
            centred(g, String.valueOf((char) ('a' + c)), left + c * size + size / 2, top + rows * size + 16);
        }
        for (int r = 0; r < rows; r++) {
            centred(g, String.valueOf(rows - r), left - 12, top + r * size + size / 2 + 4);
        }
    }

    /** The colour of a piece of {@code seat} (-1: none): the colour its seat is named after, else by its place in the seats. */
    Color pieceFill(int seat) {
        if (seat < 0) {
            return null;
        }
        Color byName = seat < seats.size() ? PIECE_FILL.get(seats.get(seat).toLowerCase(Locale.ROOT)) : null;
        return byName != null ? byName : PIECE_FILL.get(SEAT_ORDER.get(seat % SEAT_ORDER.size()));
    }

    private static void piece(Graphics2D g, Cell cell, int cx, int cy, int size, Color fill) {
        if (cell.block()) {
            int d = (int) (size * 0.22);
            g.setColor(new Color(0x4a3f33));
            g.fillPolygon(new Polygon(new int[] {cx, cx + d, cx, cx - d}, new int[] {cy - d, cy, cy + d, cy}, 4));
        } else if (cell.piece() >= 0) {
            int r = (int) (size * 0.3);
            g.setColor(fill);
            g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
            g.setColor(new Color(0x222222));
            g.setStroke(new BasicStroke(1.5f));
            g.drawOval(cx - r, cy - r, 2 * r, 2 * r);
        }
    }

    /** Each seat's colour by name, and the prediction's scale from unsure to sure. */
    private void legend(Graphics2D g, int y) {
        g.setFont(new Font(Plot.FONT, Font.PLAIN, 14));
        int x = 60;
        for (int s = 0; s < seats.size(); s++) {
            g.setColor(SEAT_COLOURS[s]);
            g.fillRect(x, y - 12, 14, 14);
            g.setColor(Color.BLACK);
            g.drawString(seats.get(s), x + 20, y);
            x += 40 + g.getFontMetrics().stringWidth(seats.get(s));
        }
        g.setColor(NOBODY);
        g.fillRect(x, y - 12, 14, 14);
        g.setColor(Color.BLACK);
        g.drawString("nobody / arrow", x + 20, y);
        int bar = 200;
        int bx = WIDTH - 60 - bar;
        g.setPaint(new GradientPaint(bx, 0, GROUND, bx + bar, 0, SEAT_COLOURS[0]));
        g.fillRect(bx, y - 12, bar, 14);
        g.setColor(new Color(0x555555));
        g.setFont(new Font(Plot.FONT, Font.PLAIN, 13));
        g.drawString("unsure", bx - 48, y);
        g.drawString("sure", bx + bar + 6, y);
    }

    private static void centred(Graphics2D g, String s, int x, int y) {
        g.drawString(s, x - g.getFontMetrics().stringWidth(s) / 2, y);
    }
}
