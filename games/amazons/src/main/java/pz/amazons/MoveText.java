package pz.amazons;

import pz.engine.IllegalActionException;
import pz.engine.NotationException;

/**
 * The notation of one step of a turn (docs/rules/notation.md N-MOVE-AMAZONS): a move {@code d1-d7}, then an arrow
 * {@code /g7}. For the arrow, {@code g7} and {@code d7/g7} (naming the square it is shot from) are
 * accepted too. Parsing checks the rules and says precisely what is wrong. Stateless.
 */
final class MoveText {
    private MoveText() {
    }

    static String format(AmazonsState s, int action) {
        int n = s.cells;
        String[] names = s.geo.names;
        if (action < 0 || action >= n * n + n) {
            throw new IllegalArgumentException("action id " + action + " out of range 0.." + (n * n + n - 1));
        }
        if (action < n * n) {
            return names[action / n] + "-" + names[action % n];
        }
        return "/" + names[action - n * n];
    }

    static int parse(AmazonsState s, String text) {
        AmazonsGame g = s.game;
        if (text == null || text.isBlank()) {
            throw new NotationException("empty step; a turn is written like " + g.exampleTurn());
        }
        String t = text.strip();
        if (s.terminal) {
            throw new IllegalActionException("the game is over");
        }
        return s.pending < 0 ? parseMove(s, t) : parseShot(s, t);
    }

    private static int parseMove(AmazonsState s, String t) {
        AmazonsGame g = s.game;
        String who = AmazonsGame.SEAT_NAMES[s.toMove];
        if (t.indexOf('/') >= 0) {
            if (t.indexOf('-') >= 0) {
                throw new NotationException("'" + t + "' is a whole turn; its steps are the move and the "
                        + g.shotWord() + ", like " + g.exampleTurn().replace("/", " and /"));
            }
            throw new IllegalActionException(who + " must first move a " + g.pieceWord() + " (like "
                    + g.exampleTurn().substring(0, g.exampleTurn().indexOf('/')) + "); '" + t + "' is a " + g.shotWord());
        }
        int dash = t.indexOf('-');
        if (dash < 0 || t.indexOf('-', dash + 1) >= 0) {
            throw new NotationException("'" + t + "' is not a move; a move is written from-to, like "
                    + g.exampleTurn().substring(0, g.exampleTurn().indexOf('/')));
        }
        int f = s.geo.parseCell(t.substring(0, dash));
        int to = s.geo.parseCell(t.substring(dash + 1));
        String fn = s.geo.names[f];
        String tn = s.geo.names[to];
        int mf = s.mb[f];
        if (s.board[mf] != AmazonsState.PIECE + s.toMove) {
            throw new IllegalActionException(s.board[mf] == AmazonsState.EMPTY
                    ? "there is no " + g.pieceWord() + " on " + fn + "; " + who + " is to move"
                    : fn + " holds " + describe(s, mf) + "; " + who + " is to move");
        }
        if (f == to) {
            throw new IllegalActionException(fn + "-" + tn + " does not move; a " + g.pieceWord() + " must leave its square");
        }
        int mt = s.mb[to];
        if (!s.slide) {
            if (!isJump(s.geo, f, to)) {
                throw new IllegalActionException(fn + "-" + tn + " is not a knight's jump");
            }
        } else {
            int d = s.geo.lineDirection(f, to);
            if (d < 0) {
                throw new IllegalActionException(fn + "-" + tn + " is not a queen move: " + tn + " is not on a line from " + fn
                        + (s.geo.hex ? " (the six lines of the hex board)" : ""));
            }
            for (int x = mf + s.off[d]; x != mt; x += s.off[d]) {
                if (s.board[x] != AmazonsState.EMPTY) {
                    throw new IllegalActionException(fn + "-" + tn + " is blocked: " + describe(s, x) + " on "
                            + s.geo.names[s.cellOf[x]] + " is in the way");
                }
            }
        }
        if (s.board[mt] != AmazonsState.EMPTY) {
            throw new IllegalActionException(fn + "-" + tn + " lands on " + tn + ", which holds " + describe(s, mt));
        }
        return f * s.cells + to;
    }

    private static int parseShot(AmazonsState s, String t) {
        AmazonsGame g = s.game;
        String who = AmazonsGame.SEAT_NAMES[s.toMove];
        String from = s.geo.names[s.cellOf[s.pending]];
        String shot = g.shotWord();
        int slash = t.indexOf('/');
        String origin = slash < 0 ? "" : t.substring(0, slash).strip();
        String target = slash < 0 ? t : t.substring(slash + 1).strip();
        if (origin.indexOf('-') >= 0 || slash < 0 && t.indexOf('-') >= 0) {
            throw new IllegalActionException(who + "'s " + g.pieceWord() + " has already moved to " + from
                    + "; now a " + shot + " from " + from + " is due, written like /" + sampleTarget(s));
        }
        if (target.indexOf('/') >= 0) {
            throw new NotationException("'" + t + "' has more than one '/'; a " + shot + " is written like /" + sampleTarget(s));
        }
        if (!origin.isEmpty()) {
            int o = s.geo.parseCell(origin);
            if (s.mb[o] != s.pending) {
                throw new IllegalActionException("the " + shot + " is shot from " + from + ", where the " + g.pieceWord()
                        + " landed, not from " + s.geo.names[o]);
            }
        }
        int x = s.geo.parseCell(target);
        String xn = s.geo.names[x];
        int mx = s.mb[x];
        int pc = s.cellOf[s.pending];
        if (mx == s.pending) {
            throw new IllegalActionException(xn + " is where the " + g.pieceWord() + " stands; the " + shot
                    + " must go to another square");
        }
        if (!s.slide) {
            if (!isJump(s.geo, pc, x)) {
                throw new IllegalActionException("a " + shot + " from " + from + " to " + xn + " is not a knight's jump");
            }
        } else {
            int d = s.geo.lineDirection(pc, x);
            if (d < 0) {
                throw new IllegalActionException(xn + " is not on a line from " + from + ", where the " + shot
                        + " is shot from");
            }
            for (int y = s.pending + s.off[d]; y != mx; y += s.off[d]) {
                if (s.board[y] != AmazonsState.EMPTY) {
                    throw new IllegalActionException("the " + shot + " from " + from + " to " + xn + " is blocked: "
                            + describe(s, y) + " on " + s.geo.names[s.cellOf[y]] + " is in the way");
                }
            }
        }
        if (s.board[mx] != AmazonsState.EMPTY) {
            throw new IllegalActionException("the " + shot + " cannot land on " + xn + ", which holds " + describe(s, mx));
        }
        return s.cells * s.cells + x;
    }

    private static boolean isJump(Geometry geo, int f, int to) {
        int dx = Math.abs(geo.x[to] - geo.x[f]);
        int dy = Math.abs(geo.y[to] - geo.y[f]);
        return dx == 1 && dy == 2 || dx == 2 && dy == 1;
    }

    /** What stands on mailbox square m, for messages: "an arrow", "a Black amazon". */
    static String describe(AmazonsState s, int m) {
        int v = s.board[m];
        if (v == AmazonsState.ARROW) {
            return s.game.knight ? "a bullet" : "an arrow";
        }
        if (v >= AmazonsState.PIECE) {
            return "a " + AmazonsGame.SEAT_NAMES[v - AmazonsState.PIECE] + " " + s.game.pieceWord();
        }
        return "nothing";
    }

    /** Some legal target of the pending arrow, for messages. */
    private static String sampleTarget(AmazonsState s) {
        for (int od : s.off) {
            if (s.board[s.pending + od] == AmazonsState.EMPTY) {
                return s.geo.names[s.cellOf[s.pending + od]];
            }
        }
        return s.geo.names[0];
    }
}
