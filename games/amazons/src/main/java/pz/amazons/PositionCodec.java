package pz.amazons;

import pz.engine.NotationException;
import pz.engine.util.Numbers;

/**
 * The position notation of Amazons and Cowboys, four fields separated by spaces:
 * <ol>
 *   <li>the board, rows from the top (highest rank; on the hexagon the row r = 5, six cells) to
 *       the bottom, separated by {@code /}, each row left to right: {@code W}, {@code B}, {@code R},
 *       {@code Y} for a piece of White, Black, Red, Yellow, {@code x} for an arrow (bullet), a
 *       number for a run of empty cells;</li>
 *   <li>the seat to act, {@code w}, {@code b}, {@code r} or {@code y}, or {@code -} when the game is
 *       over;</li>
 *   <li>the square of the piece that has moved and still has to shoot, or {@code -} at the start of
 *       a turn;</li>
 *   <li>the eliminated seats in the order they went out (first = last place), or {@code -}; in a
 *       finished two-player game, the loser.</li>
 * </ol>
 * The 10x10 start is {@code 3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w - -}. The number of turns played
 * is the number of arrows. Parsing a position whose seat to act cannot move applies A-MULTI-3 at
 * once (that seat is eliminated, or in a two-player game loses). Stateless.
 */
final class PositionCodec {
    private PositionCodec() {
    }

    static String write(AmazonsState s) {
        Geometry geo = s.geo;
        StringBuilder b = new StringBuilder();
        for (int row = 0; row < geo.height; row++) {
            if (row > 0) {
                b.append('/');
            }
            int run = 0;
            for (int c : geo.rows[row]) {
                int v = s.board[geo.mb[c]];
                if (v == AmazonsState.EMPTY) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    b.append(run);
                    run = 0;
                }
                b.append(v == AmazonsState.ARROW ? 'x' : AmazonsGame.SEAT_LETTERS[v - AmazonsState.PIECE]);
            }
            if (run > 0) {
                b.append(run);
            }
        }
        b.append(' ').append(s.terminal ? '-' : Character.toLowerCase(AmazonsGame.SEAT_LETTERS[s.toMove]));
        b.append(' ').append(s.pending < 0 ? "-" : geo.names[s.cellOf[s.pending]]);
        b.append(' ');
        if (s.elimCount == 0) {
            b.append('-');
        }
        for (int i = 0; i < s.elimCount; i++) {
            b.append(Character.toLowerCase(AmazonsGame.SEAT_LETTERS[s.elimOrder[i]]));
        }
        return b.toString();
    }

    static AmazonsState parse(AmazonsGame g, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty position; " + g.spec + " starts at '" + g.newInitialState().position() + "'");
        }
        String[] f = text.strip().split("\\s+");
        if (f.length != 4) {
            throw new NotationException("a position has 4 fields (board, seat to act, pending " + g.shotWord()
                    + " square, eliminated seats), like '" + g.newInitialState().position() + "'; got " + f.length);
        }
        AmazonsState s = new AmazonsState(g);
        parseBoard(g, s, f[0]);
        int[] eliminated = parseEliminated(g, f[3]);
        boolean over = eliminated.length == g.players - 1;
        int side;
        if (f[1].equals("-")) {
            if (!over) {
                throw new NotationException("seat to act '-' means the game is over, which needs all seats but one in the"
                        + " eliminated field (got '" + f[3] + "')");
            }
            side = -1;
        } else {
            side = seat(g, f[1], "seat to act");
            if (over) {
                throw new NotationException("all seats but one are eliminated ('" + f[3] + "'): the game is over, so the"
                        + " seat to act must be '-'");
            }
            for (int e : eliminated) {
                if (e == side) {
                    throw new NotationException("seat to act '" + f[1] + "' is eliminated ('" + f[3] + "')");
                }
            }
        }
        int pending = -1;
        if (!f[2].equals("-")) {
            if (side < 0) {
                throw new NotationException("the game is over, so no " + g.shotWord() + " can be pending (got '" + f[2] + "')");
            }
            int c = g.geo.parseCell(f[2]);
            pending = g.geo.mb[c];
            if (s.board[pending] != AmazonsState.PIECE + side) {
                throw new NotationException("the " + g.shotWord() + " is pending from " + f[2] + ", which must hold a "
                        + AmazonsGame.SEAT_NAMES[side] + " " + g.pieceWord() + " (the seat to act)");
            }
        }
        if (pending >= 0 && !s.canShoot(pending)) {
            throw new NotationException("the " + g.pieceWord() + " on " + f[2] + " has no empty square to shoot its "
                    + g.shotWord() + " at");
        }
        s.finishSetup(side, pending, eliminated);
        return s;
    }

    private static void parseBoard(AmazonsGame g, AmazonsState s, String board) {
        Geometry geo = g.geo;
        String[] rows = board.split("/", -1);
        if (rows.length != geo.height) {
            throw new NotationException("the board field has " + rows.length + " rows separated by '/'; the "
                    + geo.boardName() + " has " + geo.height);
        }
        for (int row = 0; row < geo.height; row++) {
            int[] cells = geo.rows[row];
            String r = rows[row];
            int col = 0;
            int i = 0;
            while (i < r.length()) {
                char ch = r.charAt(i);
                if (ch >= '1' && ch <= '9') {
                    int j = i;
                    while (j < r.length() && r.charAt(j) >= '0' && r.charAt(j) <= '9' && j - i < 3) {
                        j++;
                    }
                    col += Numbers.parseInt(r.substring(i, j));
                    i = j;
                    continue;
                }
                if (col >= cells.length) {
                    col++; // counted for the message below
                    i++;
                    continue;
                }
                int m = geo.mb[cells[col]];
                if (ch == 'x') {
                    s.board[m] = AmazonsState.ARROW;
                } else {
                    int p = new String(AmazonsGame.SEAT_LETTERS, 0, g.players).indexOf(ch);
                    if (p < 0) {
                        throw new NotationException("row " + (row + 1) + " '" + r + "': '" + ch + "' is not a cell; use "
                                + pieceLetters(g) + " (" + g.pieceWord() + "s), x (" + g.shotWord()
                                + ") or a number (empty cells)");
                    }
                    if (!s.put(p, m)) {
                        throw new NotationException(AmazonsGame.SEAT_NAMES[p] + " has more than " + g.pieces + " "
                                + g.pieceWord() + "s (row " + (row + 1) + " '" + r + "')");
                    }
                }
                col++;
                i++;
            }
            if (col != cells.length) {
                throw new NotationException("row " + (row + 1) + " '" + r + "' covers " + col + " cells; that row of the "
                        + geo.boardName() + " has " + cells.length);
            }
        }
        for (int p = 0; p < g.players; p++) {
            if (s.placed(p) != g.pieces) {
                throw new NotationException(AmazonsGame.SEAT_NAMES[p] + " has " + s.placed(p) + " " + g.pieceWord()
                        + "s on the board; each player has " + g.pieces);
            }
        }
    }

    private static String pieceLetters(AmazonsGame g) {
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < g.players; p++) {
            b.append(p > 0 ? ", " : "").append(AmazonsGame.SEAT_LETTERS[p]);
        }
        return b.toString();
    }

    private static int seat(AmazonsGame g, String text, String what) {
        if (text.length() == 1) {
            for (int p = 0; p < g.players; p++) {
                if (Character.toLowerCase(AmazonsGame.SEAT_LETTERS[p]) == text.charAt(0)) {
                    return p;
                }
            }
        }
        throw new NotationException(what + " '" + text + "' is not a seat; use one of "
                + pieceLetters(g).toLowerCase(java.util.Locale.ROOT));
    }

    private static int[] parseEliminated(AmazonsGame g, String text) {
        if (text.equals("-")) {
            return new int[0];
        }
        if (text.length() >= g.players) {
            throw new NotationException("eliminated seats '" + text + "': at most " + (g.players - 1)
                    + " of the " + g.players + " seats can be out");
        }
        int[] out = new int[text.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = seat(g, text.substring(i, i + 1), "eliminated seat");
            for (int j = 0; j < i; j++) {
                if (out[j] == out[i]) {
                    throw new NotationException("eliminated seats '" + text + "' name '" + text.charAt(i) + "' twice");
                }
            }
        }
        return out;
    }
}
