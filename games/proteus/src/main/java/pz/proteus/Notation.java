package pz.proteus;

import static pz.proteus.ProteusState.BUY;
import static pz.proteus.ProteusState.MOVE;
import static pz.proteus.ProteusState.PLACE;
import static pz.proteus.ProteusState.ROLL;
import static pz.proteus.ProteusState.ROTATE;

import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.Turns;

/**
 * The steps of a turn as text (docs/rules/notation.md N-MOVE-PROTEUS): a move {@code b2-b4} or {@code b2xc3}, a
 * rotation {@code d2+} / {@code d2-}, a Trade-Off double rotation {@code d2++} / {@code d2--}, a
 * Roulette roll {@code =Q}, and for Wall Street a purchase {@code $Q} and a placement {@code Q@b2}.
 * Stateless; parse errors say which rule forbids the step.
 */
final class Notation {
    private Notation() {
    }

    static String format(ProteusState s, int a) {
        ProteusGame g = s.game;
        if (a < g.rot) {
            int from = a >> 6;
            int to = a & 63;
            boolean capture = s.board[to] >= 0 || s.board[from] >= 0 && s.backstabVictim(to, s.board[from] >> 3, s.board[from] & 7) >= 0;
            return Bits.name(from) + (capture ? "x" : "-") + Bits.name(to);
        }
        if (a < g.drot) {
            return Bits.name((a - g.rot) >> 1) + ((a & 1) == 0 ? "+" : "-");
        }
        if (a < g.roll) {
            return Bits.name((a - g.drot) >> 1) + ((a & 1) == 0 ? "++" : "--");
        }
        if (a < g.buy) {
            return "=" + Rules.LETTERS.charAt(a - g.roll);
        }
        if (a < g.place) {
            return "$" + Rules.LETTERS.charAt(a - g.buy + 1);
        }
        int k = a - g.place;
        return Rules.LETTERS.charAt(k / 64 + 1) + "@" + Bits.name(k % 64);
    }

    static int parse(ProteusState s, String text) {
        String t = text == null ? "" : text.strip();
        ProteusGame g = s.game;
        Rules r = s.rules;
        int id;
        String why;
        int n = t.length();
        if (n == 5 && (t.charAt(2) == '-' || t.charAt(2) == 'x') && Bits.parseSquare(t, 0) >= 0 && Bits.parseSquare(t, 3) >= 0) {
            int from = Bits.parseSquare(t, 0);
            int to = Bits.parseSquare(t, 3);
            id = from * 64 + to;
            why = gameOver(s) != null ? gameOver(s) : s.phase != MOVE ? due(s) : whyNotMove(s, from, to);
        } else if ((n == 3 || n == 4) && Bits.parseSquare(t, 0) >= 0 && (t.substring(2).equals("+") || t.substring(2).equals("-")
                || t.substring(2).equals("++") || t.substring(2).equals("--"))) {
            int sq = Bits.parseSquare(t, 0);
            boolean up = t.charAt(2) == '+';
            boolean twice = n == 4;
            id = twice ? g.drot + sq * 2 + (up ? 0 : 1) : g.rot + sq * 2 + (up ? 0 : 1);
            why = gameOver(s) != null ? gameOver(s) : whyNotRotate(s, sq, up, twice);
        } else if (n == 2 && t.charAt(0) == '=' && face(t.charAt(1)) >= 0) {
            int f = face(t.charAt(1));
            id = g.roll + f;
            why = gameOver(s) != null ? gameOver(s) : r.roulette == Rules.ROULETTE_OFF ? "rolls happen only under Russian Roulette (option roulette)"
                    : s.phase != ROLL ? "no Roulette roll is pending: " + due(s) : null;
        } else if (n == 2 && t.charAt(0) == '$' && face(t.charAt(1)) >= 0) {
            int f = face(t.charAt(1));
            id = g.buy + f - 1;
            why = gameOver(s) != null ? gameOver(s) : whyNotBuy(s, f);
        } else if (n == 4 && t.charAt(1) == '@' && face(t.charAt(0)) >= 0 && Bits.parseSquare(t, 2) >= 0) {
            int f = face(t.charAt(0));
            int sq = Bits.parseSquare(t, 2);
            id = g.place + (f - 1) * 64 + sq;
            why = gameOver(s) != null ? gameOver(s) : whyNotPlace(s, f, sq);
        } else {
            throw new NotationException("'" + t + "' is not a Proteus step: write a move b2-b4 (or b2xc3), a rotation d2+ or d2-"
                    + ", a double rotation d2++ or d2-- (Trade-Off), a roll =Q (Roulette), a purchase $Q or a placement Q@b2 (Wall Street)");
        }
        if (why != null) {
            throw new IllegalActionException(why);
        }
        for (int a : Turns.legal(s)) {
            if (a == id) {
                return id;
            }
        }
        throw new IllegalActionException("'" + t + "' is not legal here; legal: " + Turns.sampleNext(s));
    }

    private static int face(char ch) {
        return Rules.LETTERS.indexOf(Character.toUpperCase(ch));
    }

    private static String gameOver(ProteusState s) {
        return s.status != ProteusState.ONGOING ? "the game is over" : null;
    }

    /** What the current phase expects, for steps given out of order. */
    static String due(ProteusState s) {
        switch (s.phase) {
            case MOVE:
                return "a move comes first" + (s.rules.tradeoff ? " (or a double rotation such as d2++)" : "");
            case ROTATE:
                return "the move step is done: rotate a die other than the one on " + Bits.name(s.moved);
            case ROLL:
                return "a Roulette roll of the die on " + Bits.name(s.moved) + " comes next (=Y, =P, =B, =N, =R or =Q)";
            case BUY:
                return "Wall Street setup: buy a die first ($P, $B, $N, $R or $Q)";
            default:
                return "Wall Street setup: place a die of your army first (for example P@" + Bits.name(Bits.START_SQUARES[s.side][0]) + ")";
        }
    }

    private static String name(int f) {
        return Rules.NAMES[f];
    }

    private static String article(int f) {
        return "a " + name(f);
    }

    static String whyNotMove(ProteusState s, int from, int to) {
        int code = s.board[from];
        if (code < 0 || code >> 3 != s.side) {
            return "no die of yours on " + Bits.name(from);
        }
        int f = code & 7;
        if (f == Rules.Y) {
            return "a Pyramid cannot move (" + Bits.name(from) + ")";
        }
        if (from == to) {
            return "a move must go to another square";
        }
        int tcode = s.board[to];
        if (tcode >= 0 && tcode >> 3 == s.side) {
            return "there is a die of yours on " + Bits.name(to);
        }
        int dr = (to >> 3) - (from >> 3);
        int df = (to & 7) - (from & 7);
        String cannot = article(f) + " cannot move from " + Bits.name(from) + " to " + Bits.name(to);
        if (f == Rules.P) {
            int fwd = s.side == Bits.WHITE ? 1 : -1;
            if (df == 0 && dr == fwd) {
                if (tcode >= 0) {
                    return "a Pawn cannot capture straight ahead: " + Bits.name(to) + " is occupied";
                }
            } else if (df == 0 && dr == 2 * fwd) {
                if ((Bits.START[s.side] >>> from & 1) == 0) {
                    return "a Pawn moves two squares only from its starting squares";
                }
                if (s.board[from + 8 * fwd] >= 0) {
                    return "path blocked at " + Bits.name(from + 8 * fwd);
                }
                if (tcode >= 0) {
                    return "a Pawn cannot capture straight ahead: " + Bits.name(to) + " is occupied";
                }
            } else if (Math.abs(df) == 1 && dr == fwd) {
                if (tcode < 0) {
                    return "a Pawn moves diagonally only to capture (P-CAP-BACKSTAB-4)";
                }
            } else {
                return cannot + " (one square forward, two from a starting square, or a diagonal capture)";
            }
        } else if (f == Rules.N) {
            if (!(Math.abs(dr) == 1 && Math.abs(df) == 2 || Math.abs(dr) == 2 && Math.abs(df) == 1)) {
                return cannot;
            }
        } else {
            boolean orth = dr == 0 || df == 0;
            boolean diag = Math.abs(dr) == Math.abs(df);
            if (f == Rules.B && !diag || f == Rules.R && !orth || f == Rules.Q && !orth && !diag) {
                return cannot;
            }
            int step = Integer.signum(dr) * 8 + Integer.signum(df);
            for (int sq = from + step; sq != to; sq += step) {
                if (s.board[sq] >= 0) {
                    return "path blocked at " + Bits.name(sq);
                }
            }
        }
        if (tcode >= 0) {
            int tf = tcode & 7;
            if (tf == Rules.Y) {
                return "a Pyramid cannot be captured (" + Bits.name(to) + ")";
            }
            if (s.rules.polarity && s.rules.odd[f] == s.rules.odd[tf]) {
                return "Polarity: " + article(f) + " cannot capture " + article(tf) + " (both " + (s.rules.odd[f] ? "odd" : "even") + ")";
            }
        }
        return null;
    }

    private static String whyNotRotate(ProteusState s, int sq, boolean up, boolean twice) {
        Rules r = s.rules;
        if (twice && !r.tradeoff) {
            return "a double rotation needs Trade-Off (option tradeoff)";
        }
        if (twice && s.phase != MOVE) {
            return "a double rotation replaces the move, and " + due(s);
        }
        if (!twice && s.phase != ROTATE) {
            return s.phase == MOVE ? "the rotation follows the move: " + due(s) : due(s);
        }
        int code = s.board[sq];
        if (code < 0 || code >> 3 != s.side) {
            return "no die of yours on " + Bits.name(sq);
        }
        int f = code & 7;
        if (!twice && sq == s.moved) {
            return "must rotate a different die: the die on " + Bits.name(sq) + " moved this turn";
        }
        int to = twice ? (up ? r.up2[f] : r.down2[f]) : (up ? r.up[f] : r.down[f]);
        if (to < 0) {
            return article(f) + " cannot rotate " + (twice ? "two steps " : "") + (up ? "up" : "down");
        }
        return null;
    }

    private static String whyNotBuy(ProteusState s, int f) {
        Rules r = s.rules;
        if (r.wallstreet == Rules.WALLSTREET_OFF) {
            return "purchases happen only under Wall Street (option wallstreet)";
        }
        if (s.phase != BUY) {
            return "no purchase now: " + due(s);
        }
        if (f == Rules.Y) {
            return "a Pyramid cannot be bought";
        }
        if (r.rung(f) < s.topRungBought(s.side)) {
            return "buy in ladder order: " + article(f) + " cannot follow a " + name(r.ladder[s.topRungBought(s.side)]);
        }
        int left = 8 - s.bought(s.side) - 1;
        if (s.spent(s.side) + r.value[f] * (1 + left) > r.budget) {
            return "over budget: " + s.spent(s.side) + " spent, " + article(f) + " costs " + r.value[f] + " and the "
                    + left + " dice still to buy cost at least " + r.value[f] * left + " after it (budget " + r.budget + ")";
        }
        return null;
    }

    private static String whyNotPlace(ProteusState s, int f, int sq) {
        if (s.rules.wallstreet == Rules.WALLSTREET_OFF) {
            return "placements happen only under Wall Street (option wallstreet)";
        }
        if (s.phase != PLACE) {
            return "no placement now: " + due(s);
        }
        if (f == Rules.Y || s.army[s.side][f] == 0) {
            return "no unplaced " + name(f) + " in your army";
        }
        if ((Bits.START[s.side] >>> sq & 1) == 0) {
            return Bits.name(sq) + " is not one of your starting squares";
        }
        if (s.board[sq] >= 0) {
            return Bits.name(sq) + " is taken";
        }
        if (s.rules.wallstreet == Rules.SECRET && sq != s.nextSecretSquare(s.side)) {
            return "the secret setup fills your starting squares in order: the next is " + Bits.name(s.nextSecretSquare(s.side));
        }
        return null;
    }
}
