package pz.play.board;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import pz.engine.view.BoardView;
import pz.play.OwnershipMap;

/**
 * Draws a {@link BoardView} as plain ASCII text for a terminal (no colours or cursor control, so
 * that it also reads well in a log or when piped). Square boards get file letters and rank numbers
 * on every side; the hexagon is drawn row by row, shifted half a cell per row. Each cell shows its
 * {@link BoardView.Cell#text()}, as wide as the view's {@link BoardView#textWidth()}; the cell that
 * must act next is shown in parentheses. Stateless.
 */
public final class TextBoard {
    private TextBoard() {
    }

    /** The board lines (without the seats). */
    public static List<String> board(BoardView v) {
        return switch (v.shape()) {
            case "hex" -> hex(v);
            case "square" -> square(v);
            default -> new ArrayList<>();
        };
    }

    /** The seat lines: name, score, details; {@code labels[s]} replaces the seat's name (e.g. "White (you)"). */
    public static List<String> seats(BoardView v, String[] labels, int toMove) {
        List<String> out = new ArrayList<>();
        int width = 0;
        for (String l : labels) {
            width = Math.max(width, l.length());
        }
        for (BoardView.Seat s : v.seats()) {
            StringBuilder b = new StringBuilder(s.seat() == toMove ? "-> " : "   ");
            b.append(String.format(Locale.ROOT, "%-" + width + "s", labels[s.seat()]));
            if (!s.score().isEmpty()) {
                b.append("  score ").append(s.score());
            }
            if (!s.detail().isEmpty()) {
                b.append("  ").append(s.detail());
            }
            out.add(b.toString().stripTrailing());
        }
        return out;
    }

    /**
     * The board with each cell showing a model's ownership map: the likely owner's letter ({@code letters}, one per
     * seat) and how sure, 1 to 9 (tenths of its lead over the next seat: {@code W9} certain, {@code W1} barely), or
     * {@code .} where no seat leads by a tenth; arrows and bullets as {@code x}.
     */
    public static List<String> ownership(BoardView v, OwnershipMap m, String letters) {
        List<BoardView.Cell> cells = new ArrayList<>();
        for (BoardView.Cell c : v.cells()) {
            String text = c.text();
            if (c.block()) {
                text = "x";
            } else if (m.cells().containsKey(c.name())) {
                int tenths = (int) Math.min(9, Math.floor(m.confidence(c.name()) * 10));
                text = tenths == 0 ? "." : letters.charAt(m.owner(c.name())) + String.valueOf(tenths);
            }
            cells.add(new BoardView.Cell(c.name(), c.x(), c.y(), c.dark(), c.piece(), c.block(), c.tile(), text));
        }
        List<String> out = board(new BoardView(v.family(), v.shape(), v.columns(), v.rows(), cells, v.seats(), v.info(), null,
                Math.max(3, v.textWidth())));
        if (v.shape().equals("hex")) {
            out.set(out.size() - 1, "    (rows are numbered at the left)");
        }
        return out;
    }

    private static String cell(BoardView v, BoardView.Cell c, int width) {
        String l = c.text();
        boolean focus = c.name().equals(v.focus());
        if (focus) {
            l = "(" + l + ")";
        }
        int pad = width - l.length();
        int left = focus ? pad / 2 : (pad + 1) / 2;
        return " ".repeat(Math.max(0, left)) + l + " ".repeat(Math.max(0, pad - left));
    }

    private static List<String> square(BoardView v) {
        int w = v.textWidth();
        int n = v.rows();
        BoardView.Cell[][] grid = new BoardView.Cell[n][v.columns()];
        for (BoardView.Cell c : v.cells()) {
            grid[(int) c.y()][(int) c.x()] = c;
        }
        StringBuilder files = new StringBuilder("    ");
        for (int x = 0; x < v.columns(); x++) {
            files.append(center(String.valueOf((char) ('a' + x)), w));
        }
        List<String> out = new ArrayList<>();
        out.add(files.toString().stripTrailing());
        for (int y = 0; y < n; y++) {
            String rank = String.valueOf(n - y);
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%3s ", rank));
            for (int x = 0; x < v.columns(); x++) {
                b.append(cell(v, grid[y][x], w));
            }
            b.append(' ').append(rank);
            out.add(b.toString());
        }
        out.add(files.toString().stripTrailing());
        return out;
    }

    private static List<String> hex(BoardView v) {
        List<String> out = new ArrayList<>();
        int rows = v.rows();
        for (int y = 0; y < rows; y++) {
            int row = y;
            List<BoardView.Cell> cells = new ArrayList<>(v.cells().stream().filter(c -> (int) c.y() == row).toList());
            cells.sort(Comparator.comparingDouble(BoardView.Cell::x));
            // each unit of x is 4 characters; rows are shifted by half a cell
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%3d ", rows - y));
            int at = 0;
            for (BoardView.Cell c : cells) {
                int col = (int) Math.round(c.x() * 4);
                b.append(" ".repeat(Math.max(0, col - at)));
                b.append(cell(v, c, 4));
                at = col + 4;
            }
            out.add(b.toString().stripTrailing());
        }
        out.add("    (rows are numbered at the left; an empty cell shows its name)");
        return out;
    }

    private static String center(String s, int w) {
        int pad = w - s.length();
        int left = (pad + 1) / 2;
        return " ".repeat(Math.max(0, left)) + s + " ".repeat(Math.max(0, pad - left));
    }
}
