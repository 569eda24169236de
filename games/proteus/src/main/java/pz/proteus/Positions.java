package pz.proteus;

import pz.engine.NotationException;
import pz.engine.util.Numbers;

/**
 * Position text (docs/rules/notation.md N-POS-PROTEUS): {@code board side whiteScore blackScore turns}, then
 * optional fields only when the plain five cannot say everything:
 * <ul>
 * <li>mid-turn: {@code rotate:d4} (the die on d4 moved, or was rotated twice, and may not be rotated),
 *     {@code rotate:d4:roll} (the same, and a Roulette roll of it follows the rotation) or
 *     {@code roll:d4} (a Roulette roll of the die on d4 is next);</li>
 * <li>Wall Street setup: {@code buy} or {@code place}, then White's and Black's unplaced dice
 *     ({@code PPPPPPBB}, {@code pppppppn}, {@code -} for none).</li>
 * </ul>
 * Stateless; parse errors name the malformed field.
 */
final class Positions {
    private Positions() {
    }

    static String format(ProteusState s) {
        StringBuilder b = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                int code = s.board[r * 8 + f];
                if (code < 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                char ch = Rules.LETTERS.charAt(code & 7);
                b.append(code >> 3 == 0 ? ch : Character.toLowerCase(ch));
            }
            if (empty > 0) {
                b.append(empty);
            }
            if (r > 0) {
                b.append('/');
            }
        }
        b.append(s.side == 0 ? " w " : " b ").append(s.score[0]).append(' ').append(s.score[1]).append(' ').append(s.turns);
        switch (s.phase) {
            case ProteusState.ROTATE:
                b.append(" rotate:").append(Bits.name(s.moved)).append(s.rollAfter ? ":roll" : "");
                break;
            case ProteusState.ROLL:
                b.append(" roll:").append(Bits.name(s.moved));
                break;
            case ProteusState.BUY:
            case ProteusState.PLACE:
                b.append(s.phase == ProteusState.BUY ? " buy " : " place ").append(army(s, 0)).append(' ').append(army(s, 1));
                break;
            default:
                break;
        }
        return b.toString();
    }

    private static String army(ProteusState s, int c) {
        StringBuilder b = new StringBuilder();
        for (int f = 1; f < 6; f++) {
            for (int i = 0; i < s.army[c][f]; i++) {
                char ch = Rules.LETTERS.charAt(f);
                b.append(c == 0 ? ch : Character.toLowerCase(ch));
            }
        }
        return b.length() == 0 ? "-" : b.toString();
    }

    static ProteusState parse(ProteusGame game, String text) {
        Rules rules = game.rules;
        String[] p = text == null ? new String[0] : text.strip().split("\\s+");
        if (p.length < 5 || p.length > 8 || p[0].isEmpty()) {
            throw new NotationException("a Proteus position has 5 fields 'board side whiteScore blackScore turns'"
                    + " (plus 'rotate:SQ[:roll]' or 'roll:SQ' mid-turn, or 'buy|place WHITEARMY BLACKARMY' in a Wall Street setup), got '"
                    + text + "'");
        }
        ProteusState s = new ProteusState(game);
        parseBoard(s, p[0]);
        if (!p[1].equals("w") && !p[1].equals("b")) {
            throw new NotationException("field 2 (side to move) must be 'w' or 'b', got '" + p[1] + "'");
        }
        s.side = p[1].equals("w") ? 0 : 1;
        s.score[0] = number(p[2], "field 3 (White's score)", 48);
        s.score[1] = number(p[3], "field 4 (Black's score)", 48);
        s.turns = number(p[4], "field 5 (turns played)", rules.cap());
        for (int c = 0; c < 2; c++) {
            if (Long.bitCount(s.color[c]) > 8) {
                throw new NotationException("field 1 (board): " + (c == 0 ? "White" : "Black") + " has "
                        + Long.bitCount(s.color[c]) + " dice; at most 8");
            }
        }
        if (p.length == 5) {
            if (rules.wallstreet != Rules.WALLSTREET_OFF && s.turns < rules.setupTurns) {
                throw new NotationException("field 5 (turns played): a Wall Street game plays from turn " + rules.setupTurns
                        + " on (the setup takes the turns before); a setup position needs the fields 'buy|place WHITEARMY BLACKARMY'");
            }
            s.phase = ProteusState.MOVE;
        } else if (p[5].startsWith("rotate:") || p[5].startsWith("roll:")) {
            parseStep(s, p);
        } else if (p[5].equals("buy") || p[5].equals("place")) {
            parseSetup(s, p);
        } else {
            throw new NotationException("field 6 must be 'rotate:SQ', 'rotate:SQ:roll', 'roll:SQ', 'buy' or 'place', got '" + p[5] + "'");
        }
        s.updateStatus();
        s.hash = s.computeHash();
        return s;
    }

    private static void parseBoard(ProteusState s, String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new NotationException("field 1 (board) needs 8 ranks separated by '/', got " + ranks.length);
        }
        for (int i = 0; i < 8; i++) {
            int r = 7 - i;
            int f = 0;
            for (char ch : ranks[i].toCharArray()) {
                if (ch >= '1' && ch <= '8') {
                    f += ch - '0';
                } else {
                    int fc = Rules.LETTERS.indexOf(Character.toUpperCase(ch));
                    if (fc < 0) {
                        throw new NotationException("field 1 (board): unknown letter '" + ch + "' in rank " + (r + 1)
                                + "; dice are Y P B N R Q (White) and y p b n r q (Black), digits count empty squares");
                    }
                    if (f < 8) {
                        s.put(r * 8 + f, Character.isUpperCase(ch) ? 0 : 1, fc);
                    }
                    f++;
                }
                if (f > 8) {
                    throw new NotationException("field 1 (board): rank " + (r + 1) + " has more than 8 squares");
                }
            }
            if (f != 8) {
                throw new NotationException("field 1 (board): rank " + (r + 1) + " has " + f + " squares, not 8");
            }
        }
    }

    private static int number(String text, String field, int max) {
        int v;
        try {
            v = Numbers.parseInt(text);
        } catch (NumberFormatException e) {
            throw new NotationException(field + " must be a number 0.." + max + ", got '" + text + "'");
        }
        if (v < 0 || v > max || !text.equals(Integer.toString(v))) {
            throw new NotationException(field + " must be a number 0.." + max + ", got '" + text + "'");
        }
        return v;
    }

    private static void parseStep(ProteusState s, String[] p) {
        Rules rules = s.rules;
        if (p.length != 6) {
            throw new NotationException("a mid-turn position has 6 fields, got " + p.length);
        }
        String[] parts = p[5].split(":", -1);
        boolean roll = parts[0].equals("roll");
        boolean rollAfter = !roll && parts.length == 3 && parts[2].equals("roll");
        int sq = parts.length >= 2 && parts[1].length() == 2 ? Bits.parseSquare(parts[1], 0) : -1;
        if (sq < 0 || parts.length > (roll ? 2 : 3) || parts.length == 3 && !rollAfter) {
            throw new NotationException("field 6 (step) must be 'rotate:SQ', 'rotate:SQ:roll' or 'roll:SQ', got '" + p[5] + "'");
        }
        if (s.board[sq] < 0 || s.board[sq] >> 3 != s.side) {
            throw new NotationException("field 6 (step): no die of the side to move on " + Bits.name(sq));
        }
        if (roll && rules.roulette == Rules.ROULETTE_OFF || rollAfter && rules.roulette != Rules.ROLL_AFTER) {
            throw new NotationException("field 6 (step): '" + p[5] + "' needs " + (roll ? "roulette" : "roulette=after"));
        }
        if (rules.wallstreet != Rules.WALLSTREET_OFF && s.turns < rules.setupTurns || s.turns >= rules.cap()) {
            throw new NotationException("field 5 (turns played): no turn is under way at turn " + s.turns);
        }
        if (Long.bitCount(s.color[0]) <= 1 || Long.bitCount(s.color[1]) <= 1) {
            throw new NotationException("field 6 (step): with one die or none left the game ended after the move (P-END-1)");
        }
        s.phase = roll ? ProteusState.ROLL : ProteusState.ROTATE;
        s.moved = sq;
        s.rollAfter = rollAfter || roll && rules.roulette == Rules.ROLL_AFTER;
    }

    private static void parseSetup(ProteusState s, String[] p) {
        Rules rules = s.rules;
        if (rules.wallstreet == Rules.WALLSTREET_OFF) {
            throw new NotationException("field 6: '" + p[5] + "' is a Wall Street setup step; this game has no wallstreet option");
        }
        if (p.length != 8) {
            throw new NotationException("a Wall Street setup position has 8 fields (board side 0 0 turns buy|place WHITEARMY BLACKARMY), got " + p.length);
        }
        s.phase = p[5].equals("buy") ? ProteusState.BUY : ProteusState.PLACE;
        for (int c = 0; c < 2; c++) {
            String a = p[6 + c];
            String field = "field " + (7 + c) + " (" + (c == 0 ? "White" : "Black") + "'s unplaced dice)";
            if (!a.equals("-")) {
                for (char ch : a.toCharArray()) {
                    int f = Rules.LETTERS.indexOf(Character.toUpperCase(ch));
                    if (f < 1 || Character.isUpperCase(ch) != (c == 0)) {
                        throw new NotationException(field + ": '" + ch + "' is not a die of " + (c == 0 ? "White (P B N R Q)" : "Black (p b n r q)"));
                    }
                    s.army[c][f]++;
                }
            }
            if ((s.color[c] & ~Bits.START[c]) != 0 || (s.color[c] & s.face[Rules.Y]) != 0) {
                throw new NotationException("field 1 (board): during the setup dice stand only on their starting squares, and never as Pyramids");
            }
            if (s.bought(c) > 8 || s.spent(c) + rules.value[rules.ladder[s.topRungBought(c)]] * (8 - s.bought(c)) > rules.budget) {
                throw new NotationException(field + ": more than 8 dice or over the budget of " + rules.budget);
            }
            if (s.score[c] != 0) {
                throw new NotationException("field " + (3 + c) + ": scores are 0 during the setup");
            }
        }
        int expected = expectedSetupTurn(s);
        if (expected < 0) {
            throw new NotationException("field 6 (setup): '" + p[5] + "' with " + (s.side == 0 ? "White" : "Black")
                    + " to move does not fit the dice bought and placed (" + s.bought(0) + " and " + s.bought(1) + " bought)");
        }
        if (s.turns != expected) {
            throw new NotationException("field 5 (turns played) must be " + expected + " at this point of the setup, got " + s.turns);
        }
    }

    /** The turn count of a consistent setup position, or -1 if the position cannot occur. */
    private static int expectedSetupTurn(ProteusState s) {
        int w = s.side;
        int[] placed = {Long.bitCount(s.color[0]), Long.bitCount(s.color[1])};
        int[] bought = {s.bought(0), s.bought(1)};
        boolean buy = s.phase == ProteusState.BUY;
        if (s.rules.wallstreet == Rules.OPEN) {
            if (buy) {
                boolean ok = placed[0] + placed[1] == 0 && bought[w] < 8 && (w == 0 ? bought[1] == 0 : bought[0] == 8);
                return ok ? w : -1;
            }
            boolean ok = bought[0] == 8 && bought[1] == 8 && placed[w] < 8 && placed[0] - placed[1] == w;
            return ok ? 2 + placed[0] + placed[1] : -1;
        }
        // secret: White's whole setup, then Black's; placement fills the starting squares in order
        for (int c = 0; c < 2; c++) {
            long want = 0;
            for (int i = 0; i < placed[c]; i++) {
                want |= 1L << Bits.START_SQUARES[c][i];
            }
            if (s.color[c] != want) {
                return -1;
            }
        }
        boolean otherOk = w == 0 ? bought[1] == 0 : placed[0] == 8;
        boolean mineOk = buy ? placed[w] == 0 && bought[w] < 8 : bought[w] == 8 && placed[w] < 8;
        return otherOk && mineOk ? w : -1;
    }
}
