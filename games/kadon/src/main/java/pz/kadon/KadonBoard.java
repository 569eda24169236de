package pz.kadon;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * Kadon Proteus positions (N-POS-KADON) as pictures: tiles with their colour, shape and face,
 * pieces, the rules in force (the active MOVE, GOAL and TRADE tiles, K-ACTIVE-1), the tiles still
 * in the pool and the pieces in hand. Stateless.
 */
final class KadonBoard implements BoardReader {
    private static final String COLOURS = "RYB";
    private static final String SHAPES = "CST";
    private static final String[][] RULES = {
        {"KING", "ROOK", "BISHOP/KNIGHT"},
        {"3-IN-LINE", "COLOR", "SHAPE"},
        {"POLARITY", "COLOR", "SHAPE"},
    };
    private static final String[] KINDS = {"MOVE", "GOAL", "TRADE"};
    private static final String[] COLOUR_NAMES = {"red", "yellow", "blue"};
    private static final String[] SHAPE_NAMES = {"circle", "square", "triangle"};

    @Override
    public BoardView read(State state, int viewer, List<String> history) {
        String[] f = state.position().strip().split("\\s+");
        String[] ranks = f[0].split("/");
        List<BoardView.Cell> cells = new ArrayList<>();
        boolean[] tileSeen = new boolean[9];
        boolean[][] pieceSeen = new boolean[2][3];
        String[] active = new String[3];
        for (int row = 0; row < 3; row++) {
            String[] c = ranks[row].split(",");
            for (int col = 0; col < 3; col++) {
                String t = c[col];
                String name = "" + (char) ('a' + col) + (3 - row);
                BoardView.Tile tile = null;
                BoardView.Piece piece = null;
                int i = 0;
                if (!t.startsWith(".")) {
                    char colour = t.charAt(0);
                    char shape = t.charAt(1);
                    i = 2;
                    boolean on = t.length() > 2 && t.charAt(2) == '*';
                    i += on ? 1 : 0;
                    tile = new BoardView.Tile(colour, shape, on);
                    tileSeen[COLOURS.indexOf(colour) * 3 + SHAPES.indexOf(shape)] = true;
                    if (on) {
                        active[COLOURS.indexOf(colour)] = RULES[COLOURS.indexOf(colour)][SHAPES.indexOf(shape)];
                    }
                } else {
                    i = 1;
                }
                if (t.length() >= i + 2) {
                    int owner = t.charAt(i) == 'B' ? 0 : 1;
                    char kind = t.charAt(i + 1);
                    piece = new BoardView.Piece(owner, String.valueOf(kind));
                    pieceSeen[owner]["cst".indexOf(kind)] = true;
                }
                cells.add(new BoardView.Cell(name, col, row, false, piece, false, tile, text(tile, piece)));
            }
        }
        List<String> info = new ArrayList<>();
        StringBuilder rules = new StringBuilder("rules in force:");
        for (int k = 0; k < 3; k++) {
            rules.append(' ').append(KINDS[k]).append(' ').append(active[k] == null ? "(none yet)" : active[k]).append(k < 2 ? ";" : "");
        }
        info.add(rules.toString());
        List<String> pool = new ArrayList<>();
        for (int t = 0; t < 9; t++) {
            if (!tileSeen[t]) {
                pool.add("" + COLOURS.charAt(t / 3) + SHAPES.charAt(t % 3));
            }
        }
        info.add("pool: " + (pool.isEmpty() ? "empty (movement phase)" : String.join(" ", pool)));
        info.add("tiles: R red (MOVE), Y yellow (GOAL), B blue (TRADE); C circle, S square, T triangle; * face up (active)");
        List<BoardView.Seat> seats = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            StringBuilder hand = new StringBuilder();
            for (int s = 0; s < 3; s++) {
                if (!pieceSeen[p][s]) {
                    hand.append(hand.length() > 0 ? " " : "").append("cst".charAt(s));
                }
            }
            seats.add(new BoardView.Seat(p, KadonProfile.SEATS[p], "", hand.length() > 0 ? "in hand: " + hand : "", false));
        }
        return new BoardView("kadon", "square", 3, 3, cells, seats, info, null, 9);
    }

    /** A cell as text: the tile ({@code RC*} face up, {@code RC} face down, {@code .} none), then the piece ({@code Bc}). */
    private static String text(BoardView.Tile tile, BoardView.Piece piece) {
        String t = tile == null ? "." : "" + tile.colour() + tile.shape() + (tile.active() ? "*" : " ");
        String p = piece == null ? "  " : (piece.owner() == 0 ? "B" : "W") + piece.kind();
        return String.format(Locale.ROOT, "%-3s %s", t, p);
    }

    @Override
    public String describeStep(State state, String step) {
        if (step.matches("[RYB][CST]@[a-c][1-3]")) {
            int c = COLOURS.indexOf(step.charAt(0));
            int s = SHAPES.indexOf(step.charAt(1));
            return step + ": place the " + COLOUR_NAMES[c] + " " + SHAPE_NAMES[s] + " tile (" + RULES[c][s] + ") on " + step.substring(3);
        }
        if (step.matches("[cst]@[a-c][1-3]")) {
            return step + ": place your " + SHAPE_NAMES["cst".indexOf(step.charAt(0))] + " on " + step.substring(2);
        }
        if (step.contains("<>")) {
            return step + ": trade the tiles on " + step.replace("<>", " and ");
        }
        return step;
    }

    /** Cell {@code a1}..{@code c3} at its index {@code (rank - 1) * 3 + file} of the observation grid (row 0 is rank 1). */
    @Override
    public int gridCell(Game game, String cell) {
        try {
            return KadonText.parseCell(cell, cell);
        } catch (NotationException e) {
            return -1;
        }
    }

    @Override
    public List<String> notationHelp(Game game) {
        return List.of(
                "Placement: 'RC@a1' puts the red circle tile on a1; 'c@a1' puts your circle piece on the tile on a1; 'pass'.",
                "Movement: 'a1-c1' moves a piece by the active MOVE rule; 'a1<>c3' trades two tiles by the TRADE rule.",
                "Win by the active GOAL: 3-IN-LINE, COLOR (three tiles of one colour) or SHAPE (three of one shape).");
    }
}
