package pz.amazons;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.util.Numbers;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * Amazons and Cowboys positions (the amazons module's notation: board rows from the top, seat to
 * act, pending arrow square, eliminated seats) as pictures, on square boards and on the 91-cell
 * hexagon (A-HEX-1: axial (q, r), named by column {@code 'a' + q + 5} and row {@code r + 6}).
 * Immutable.
 */
final class AmazonsBoard implements BoardReader {
    private static final String SEATS = "WBRY";
    private static final int R = 5;
    private final boolean cowboys;

    /** The reader of Cowboys positions when {@code cowboys}, else of Amazons positions. */
    AmazonsBoard(boolean cowboys) {
        this.cowboys = cowboys;
    }

    @Override
    public BoardView read(State state, int viewer, List<String> history) {
        Game game = state.game();
        String[] f = state.position().strip().split("\\s+");
        String[] rows = f[0].split("/");
        boolean hex = game.spec().contains("hex");
        List<BoardView.Cell> cells = new ArrayList<>();
        int n = rows.length;
        for (int row = 0; row < n; row++) {
            List<String> names = new ArrayList<>();
            List<double[]> xy = new ArrayList<>();
            if (hex) {
                int r = R - row;
                for (int q = Math.max(-R, -R - r); q <= Math.min(R, R - r); q++) {
                    names.add("" + (char) ('a' + q + R) + (r + R + 1));
                    xy.add(new double[] {q + R + r / 2.0, row});
                }
            } else {
                for (int file = 0; file < n; file++) {
                    names.add("" + (char) ('a' + file) + (n - row));
                    xy.add(new double[] {file, row});
                }
            }
            int col = 0;
            String text = rows[row];
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                if (ch >= '0' && ch <= '9') {
                    int j = i;
                    while (j + 1 < text.length() && text.charAt(j + 1) >= '0' && text.charAt(j + 1) <= '9') {
                        j++;
                    }
                    int run = Numbers.parseInt(text.substring(i, j + 1));
                    for (int k = 0; k < run; k++, col++) {
                        cells.add(cell(names, xy, col, null, false, n, hex));
                    }
                    i = j;
                } else {
                    BoardView.Piece piece = ch == 'x' ? null : new BoardView.Piece(SEATS.indexOf(ch), cowboys ? "C" : "A");
                    cells.add(cell(names, xy, col++, piece, ch == 'x', n, hex));
                }
            }
        }
        if (hex) {
            // shift so that the leftmost cell sits at x = 0 (rows r = +-5 start half-way in)
            double min = cells.stream().mapToDouble(BoardView.Cell::x).min().orElse(0);
            cells.replaceAll(c -> new BoardView.Cell(c.name(), c.x() - min, c.y(), c.dark(), c.piece(), c.block(), c.tile(), c.text()));
        }
        String eliminated = f.length > 3 ? f[3] : "-";
        List<BoardView.Seat> seats = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            char letter = Character.toLowerCase(SEATS.charAt(p));
            int place = eliminated.indexOf(letter);
            boolean out = place >= 0;
            String detail = out ? (game.numPlayers() == 2 ? "lost: no legal turn" : "eliminated (out " + ordinal(place + 1) + ")") : "";
            seats.add(new BoardView.Seat(p, GameProfile.standardSeatName(p), "", detail, out));
        }
        List<String> info = new ArrayList<>();
        String piece = cowboys ? "cowboy" : "amazon";
        String shot = cowboys ? "bullet" : "arrow";
        info.add("pieces: " + String.join(", ", seatLetters(game)) + " (" + piece + "s); x " + shot
                + "s; " + game.spec() + "; " + shot + "s shot: " + cells.stream().filter(BoardView.Cell::block).count());
        String focus = f.length > 2 && !f[2].equals("-") ? f[2] : null;
        int width = hex ? 2 * R + 1 : n;
        return new BoardView("amazons", hex ? "hex" : "square", width, n, cells, seats, info, focus, 3);
    }

    private static List<String> seatLetters(Game game) {
        List<String> out = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            out.add(SEATS.charAt(p) + " " + GameProfile.standardSeatName(p));
        }
        return out;
    }

    private static String ordinal(int k) {
        return k == 1 ? "first" : k == 2 ? "second" : "third";
    }

    private static BoardView.Cell cell(List<String> names, List<double[]> xy, int col, BoardView.Piece piece, boolean block,
            int n, boolean hex) {
        if (col >= names.size()) {
            throw new IllegalStateException("position row longer than the board");
        }
        double[] p = xy.get(col);
        boolean dark = !hex && ((int) p[0] + (n - 1 - (int) p[1])) % 2 == 0;
        // as text: x for an arrow or bullet, the seat's letter for a piece, the name of an empty hexagon cell
        String text = block ? "x" : piece != null ? String.valueOf(SEATS.charAt(piece.owner())) : hex ? names.get(col) : ".";
        return new BoardView.Cell(names.get(col), p[0], p[1], dark, piece, block, null, text);
    }

    @Override
    public int gridCell(Game game, String cell) {
        Geometry geo = ((AmazonsGame) game).geo;
        try {
            return geo.grid[geo.parseCell(cell)];
        } catch (NotationException e) {
            return -1;
        }
    }

    @Override
    public List<String> notationHelp(Game game) {
        List<String> h = new ArrayList<>(List.of(
                "A turn is a move, then a shot from the landing square: '" + (cowboys ? "c1-d3/e5" : "d1-d7/g7") + "'.",
                "You may enter the move alone ('" + (cowboys ? "c1-d3" : "d1-d7") + "') and then the shot ('/"
                        + (cowboys ? "e5" : "g7") + "').",
                cowboys ? "Cowboys and bullets move by a knight's jump." : "Amazons and arrows move like a chess queen over empty cells."));
        if (game.spec().contains("hex")) {
            h.add("Hex board: cell f6 is the centre; columns a..k, rows 1..11; the six lines run along columns, rows and"
                    + " the diagonals (f6-g5-h4).");
        }
        return h;
    }
}
