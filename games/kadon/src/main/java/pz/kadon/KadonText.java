package pz.kadon;

import static pz.kadon.Rules.MOVE_BASE;
import static pz.kadon.Rules.PASS;
import static pz.kadon.Rules.PIECE_BASE;
import static pz.kadon.Rules.TRADE_BASE;

import pz.engine.IllegalActionException;
import pz.engine.NotationException;

/**
 * Kadon action notation (docs/rules/notation.md N-MOVE-KADON): writing legal actions and parsing text with a
 * precise reason for every rejection. Stateless.
 *
 * <p>Forms: {@code RC@a1} (place the red circle tile on a1), {@code c@a1} (place your circle piece),
 * {@code pass}, {@code a1-c1} (move), {@code a1<>c3} (trade; either order is accepted, the cell that
 * comes first from a1 along rank 1, then rank 2, then rank 3 is printed first).
 * Positions are in {@link KadonPosition}.
 */
final class KadonText {
    private KadonText() {
    }

    static String actionToString(KadonState s, int action) {
        if (action < 0 || action >= Rules.NUM_ACTIONS) {
            throw new IllegalArgumentException("action id out of range: " + action);
        }
        if (action < PIECE_BASE) {
            return Rules.tileName(action / 9) + "@" + Rules.cellName(action % 9);
        }
        if (action < PASS) {
            int a = action - PIECE_BASE;
            return Rules.PIECE_LETTERS.charAt(a / 9) + "@" + Rules.cellName(a % 9);
        }
        if (action == PASS) {
            return "pass";
        }
        if (action < TRADE_BASE) {
            int m = action - MOVE_BASE;
            return Rules.cellName(m / 9) + "-" + Rules.cellName(m % 9);
        }
        int k = action - TRADE_BASE;
        return Rules.cellName(Rules.PAIR_A[k]) + "<>" + Rules.cellName(Rules.PAIR_B[k]);
    }

    static int parseCell(String text, String whole) {
        if (text.length() != 2 || text.charAt(0) < 'a' || text.charAt(0) > 'c' || text.charAt(1) < '1' || text.charAt(1) > '3') {
            throw new NotationException("'" + text + "' in '" + whole + "' is not a cell; cells are a1..c3");
        }
        return (text.charAt(1) - '1') * 3 + (text.charAt(0) - 'a');
    }

    private static final String FORMS = "write RC@a1 (tile), c@a1 (piece), pass, a1-c1 (move) or a1<>c3 (trade)";

    static int parseAction(KadonState s, String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException("empty action; " + FORMS);
        }
        String t = text.strip();
        int action;
        if (t.equals("pass")) {
            action = PASS;
        } else if (t.contains("<>")) {
            int i = t.indexOf("<>");
            int a = parseCell(t.substring(0, i), t);
            int b = parseCell(t.substring(i + 2), t);
            if (a == b) {
                throw new NotationException("a trade needs two different cells: '" + t + "'");
            }
            action = TRADE_BASE + Rules.PAIR_ID[a][b];
        } else if (t.contains("@")) {
            int i = t.indexOf('@');
            String what = t.substring(0, i);
            int cell = parseCell(t.substring(i + 1), t);
            if (what.length() == 2 && Rules.COLOUR_LETTERS.indexOf(what.charAt(0)) >= 0
                    && Rules.SHAPE_LETTERS.indexOf(what.charAt(1)) >= 0) {
                int tile = Rules.COLOUR_LETTERS.indexOf(what.charAt(0)) * 3 + Rules.SHAPE_LETTERS.indexOf(what.charAt(1));
                action = tile * 9 + cell;
            } else if (what.length() == 1 && Rules.PIECE_LETTERS.indexOf(what.charAt(0)) >= 0) {
                action = PIECE_BASE + Rules.PIECE_LETTERS.indexOf(what.charAt(0)) * 9 + cell;
            } else {
                throw new NotationException("'" + what + "' in '" + t + "' is neither a tile (colour R/Y/B then shape C/S/T, like RC)"
                        + " nor a piece (c, s or t)");
            }
        } else if (t.indexOf('-') > 0) {
            int i = t.indexOf('-');
            int a = parseCell(t.substring(0, i), t);
            int b = parseCell(t.substring(i + 1), t);
            if (a == b) {
                throw new NotationException("a move needs two different cells: '" + t + "'");
            }
            action = MOVE_BASE + a * 9 + b;
        } else {
            throw new NotationException("cannot read '" + t + "'; " + FORMS);
        }
        if (s.status != KadonState.ONGOING) {
            throw new IllegalActionException("the game is over");
        }
        String why = whyIllegal(s, action);
        if (why != null) {
            throw new IllegalActionException(actionToString(s, action) + ": " + why);
        }
        return action;
    }

    /** Why {@code action} is illegal in {@code s} (an ongoing game), or null if it is legal. */
    static String whyIllegal(KadonState s, int action) {
        boolean placing = s.placementPhase();
        String mover = Rules.ownerName(s.toMove);
        if (action < PASS) {
            if (!placing) {
                return "the placement phase is over: every tile and piece is on the board (K-MOVE-0)";
            }
            if (!s.feasibleNow()) {
                return "no placement is legal in this position (K-PLACE-4); pass";
            }
        }
        if (action < PIECE_BASE) {
            int tile = action / 9;
            int cell = action % 9;
            if (s.tileCell[tile] >= 0) {
                return "the " + Rules.tileLongName(tile) + " is already placed (on " + Rules.cellName(s.tileCell[tile]) + ")";
            }
            if (s.cellTile[cell] >= 0) {
                return Rules.cellName(cell) + " already holds a tile (" + Rules.tileName(s.cellTile[cell]) + ")";
            }
            return null;
        }
        if (action < PASS) {
            int shape = (action - PIECE_BASE) / 9;
            int cell = (action - PIECE_BASE) % 9;
            int piece = s.toMove * 3 + shape;
            if (s.pieceCell[piece] >= 0) {
                return mover + "'s " + Rules.SHAPE_NAMES[shape] + " is already placed (on " + Rules.cellName(s.pieceCell[piece]) + ")";
            }
            if (s.cellTile[cell] < 0) {
                return Rules.cellName(cell) + " is an empty space: a piece goes only onto a tile (K-PLACE-2)";
            }
            if (s.cellPiece[cell] >= 0) {
                return Rules.cellName(cell) + " already holds a piece (" + Rules.pieceName(s.cellPiece[cell]) + ")";
            }
            String rule = s.piecePlacementBreaks(shape, cell);
            if ("K-PLACE-3".equals(rule)) {
                int colour = Rules.colour(s.cellTile[cell]);
                int act = s.activeTile(colour);
                return "forbidden by K-PLACE-3: " + Rules.COLOUR_NAMES[colour] + " already has an active tile ("
                        + Rules.tileName(act) + " on " + Rules.cellName(s.tileCell[act]) + "), so no other "
                        + Rules.COLOUR_NAMES[colour] + " tile may receive a piece of its shape";
            }
            if (rule != null) {
                return "forbidden by K-PLACE-4: afterwards the placement phase could no longer end with one active tile of each colour";
            }
            return null;
        }
        if (action == PASS) {
            if (!placing) {
                return "passing is only for the placement phase (K-PLACE-4); in the movement phase a move or trade is always possible";
            }
            int[] buf = new int[Rules.NUM_ACTIONS];
            int n = s.legalActions(buf);
            if (buf[0] != PASS) {
                return "a player may pass only with no legal placement (K-PLACE-4); " + n + " are legal, e.g. "
                        + actionToString(s, buf[0]);
            }
            return null;
        }
        if (action < TRADE_BASE) {
            if (placing) {
                return "pieces do not move during the placement phase (K-PLACE-2)";
            }
            int from = (action - MOVE_BASE) / 9;
            int to = (action - MOVE_BASE) % 9;
            int piece = s.cellPiece[from];
            if (piece < 0) {
                return Rules.cellName(from) + " holds no piece";
            }
            if (piece / 3 != s.toMove) {
                return "the piece on " + Rules.cellName(from) + " (" + Rules.pieceName(piece) + ") is "
                        + Rules.ownerName(piece / 3) + "'s, and " + mover + " is to move";
            }
            if (s.cellPiece[to] >= 0) {
                return Rules.cellName(to) + " already holds a piece (" + Rules.pieceName(s.cellPiece[to]) + ")";
            }
            int rule = Rules.shape(s.activeTile(Rules.RED));
            if ((Rules.MOVES[rule][from] >> to & 1) == 0) {
                String how = rule == Rules.CIRCLE ? "one space in any of the eight directions"
                        : rule == Rules.SQUARE ? "along its row or column" : "to a space not in its row or column";
                return "the active MOVE rule is " + Rules.RULE_NAMES[rule] + " (" + Rules.RULE_IDS[rule] + "): a piece moves " + how;
            }
            return null;
        }
        if (placing) {
            return "tiles are traded only in the movement phase (K-MOVE-0)";
        }
        int a = Rules.PAIR_A[action - TRADE_BASE];
        int b = Rules.PAIR_B[action - TRADE_BASE];
        int rule = Rules.shape(s.activeTile(Rules.BLUE));
        if (s.tradeAllowed(rule, a, b)) {
            return null;
        }
        String head = "the active TRADE rule is " + Rules.RULE_NAMES[6 + rule] + " (" + Rules.RULE_IDS[6 + rule] + "): ";
        if (rule == Rules.CIRCLE) {
            return head + "both tiles must hold pieces of opposing players; " + Rules.cellName(a) + " holds "
                    + pieceText(s, a) + " and " + Rules.cellName(b) + " holds " + pieceText(s, b);
        }
        String what = rule == Rules.SQUARE ? "colour" : "shape";
        return head + "both tiles must be of the same " + what + "; " + Rules.cellName(a) + " has "
                + Rules.tileName(s.cellTile[a]) + " and " + Rules.cellName(b) + " has " + Rules.tileName(s.cellTile[b]);
    }

    private static String pieceText(KadonState s, int cell) {
        int p = s.cellPiece[cell];
        return p < 0 ? "no piece" : Rules.pieceName(p);
    }
}
