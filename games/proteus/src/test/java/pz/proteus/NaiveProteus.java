package pz.proteus;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent, deliberately naive turn counter for Proteus (docs/rules/proteus.md and N-PERFT-1), written
 * from the rules text for the tests: a char board, every square tried as a destination with the
 * rules checked one by one, every turn generated as a new board. Shares nothing with the engine's
 * move generation. Supports Polarity, Warhorses, Trade-Off and Roulette (no Wall Street, no turn cap).
 */
final class NaiveProteus {
    private final boolean polarity;
    private final boolean warhorses;
    private final boolean tradeoff;
    private final boolean roulette;

    NaiveProteus(String spec) {
        polarity = spec.contains("polarity");
        warhorses = spec.contains("warhorses");
        tradeoff = spec.contains("tradeoff");
        roulette = spec.contains("roulette");
    }

    /** A board from the first field of a FEN: index rank * 8 + file, '.' empty. */
    static char[] board(String fen) {
        char[] b = new char[64];
        String[] ranks = fen.split(" ")[0].split("/");
        for (int i = 0; i < 8; i++) {
            int f = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++) {
                        b[(7 - i) * 8 + f++] = '.';
                    }
                } else {
                    b[(7 - i) * 8 + f++] = c;
                }
            }
        }
        return b;
    }

    private String ladder() {
        return warhorses ? "YPNBRQ" : "YPBNRQ";
    }

    private int value(char die) {
        switch (Character.toUpperCase(die)) {
            case 'P': return 2;
            case 'B': return warhorses ? 4 : 3;
            case 'N': return warhorses ? 3 : 4;
            case 'R': return 5;
            case 'Q': return 6;
            default: return 0;
        }
    }

    private static boolean white(char die) {
        return Character.isUpperCase(die);
    }

    private static boolean mine(char die, boolean whiteToMove) {
        return die != '.' && white(die) == whiteToMove;
    }

    private static int count(char[] b, boolean whiteDice) {
        int n = 0;
        for (char c : b) {
            if (mine(c, whiteDice)) {
                n++;
            }
        }
        return n;
    }

    private static boolean startSquare(int sq, boolean whiteDie) {
        int r = sq / 8;
        int f = sq % 8;
        return whiteDie ? (r == 0 && f % 2 == 0 || r == 1 && f % 2 == 1) : (r == 6 && f % 2 == 0 || r == 7 && f % 2 == 1);
    }

    private static boolean clear(char[] b, int from, int to) {
        int dr = Integer.signum(to / 8 - from / 8);
        int df = Integer.signum(to % 8 - from % 8);
        int r = from / 8 + dr;
        int f = from % 8 + df;
        while (r * 8 + f != to) {
            if (b[r * 8 + f] != '.') {
                return false;
            }
            r += dr;
            f += df;
        }
        return true;
    }

    private boolean canCapture(char mover, char victim) {
        if (Character.toUpperCase(victim) == 'Y') {
            return false;
        }
        return !polarity || value(mover) % 2 != value(victim) % 2;
    }

    boolean legalMove(char[] b, int from, int to) {
        char m = b[from];
        char t = b[to];
        boolean w = white(m);
        if (from == to || mine(t, w)) {
            return false;
        }
        if (t != '.' && !canCapture(m, t)) {
            return false;
        }
        int dr = to / 8 - from / 8;
        int df = to % 8 - from % 8;
        int adr = Math.abs(dr);
        int adf = Math.abs(df);
        switch (Character.toUpperCase(m)) {
            case 'P': {
                int fwd = w ? 1 : -1;
                if (df == 0 && dr == fwd) {
                    return t == '.';
                }
                if (df == 0 && dr == 2 * fwd) {
                    return startSquare(from, w) && b[from + 8 * fwd] == '.' && t == '.';
                }
                return adf == 1 && dr == fwd && t != '.';
            }
            case 'N':
                return adr == 1 && adf == 2 || adr == 2 && adf == 1;
            case 'B':
                return adr == adf && clear(b, from, to);
            case 'R':
                return (dr == 0 || df == 0) && clear(b, from, to);
            case 'Q':
                return (adr == adf || dr == 0 || df == 0) && clear(b, from, to);
            default:
                return false;
        }
    }

    /** Boards after every way of finishing the turn by rotating a die other than the one on {@code skip}. */
    private void rotations(char[] b, boolean w, int skip, List<char[]> out) {
        String l = ladder();
        for (int sq = 0; sq < 64; sq++) {
            if (sq == skip || !mine(b[sq], w)) {
                continue;
            }
            int rung = l.indexOf(Character.toUpperCase(b[sq]));
            for (int d = -1; d <= 1; d += 2) {
                if (rung + d >= 0 && rung + d < 6) {
                    char[] n = b.clone();
                    char c = l.charAt(rung + d);
                    n[sq] = w ? c : Character.toLowerCase(c);
                    out.add(n);
                }
            }
        }
    }

    /** Every whole turn of the side to move: the boards after it, and whether it ended the game. */
    List<Object[]> turns(char[] b, boolean w) {
        List<Object[]> out = new ArrayList<>();
        for (int from = 0; from < 64; from++) {
            if (!mine(b[from], w)) {
                continue;
            }
            for (int to = 0; to < 64; to++) {
                if (!legalMove(b, from, to)) {
                    continue;
                }
                char[] n = b.clone();
                boolean captured = n[to] != '.';
                n[to] = n[from];
                n[from] = '.';
                for (int q = 0; q < 64; q++) {
                    boolean enemyQueen = n[q] == (w ? 'q' : 'Q');
                    int behind = q + (white(n[q]) ? -8 : 8);
                    if (enemyQueen && behind == to && (!polarity || value(n[to]) % 2 == 1)) {
                        n[q] = '.';
                        captured = true;
                    }
                }
                if (count(n, true) <= 1 || count(n, false) <= 1) {
                    out.add(new Object[] {n, true});
                    continue;
                }
                List<char[]> rolled = new ArrayList<>();
                if (roulette && captured) {
                    for (char f : "YPBNRQ".toCharArray()) {
                        char[] r = n.clone();
                        r[to] = w ? f : Character.toLowerCase(f);
                        rolled.add(r);
                    }
                } else {
                    rolled.add(n);
                }
                List<char[]> done = new ArrayList<>();
                for (char[] r : rolled) {
                    rotations(r, w, to, done);
                }
                for (char[] d : done) {
                    out.add(new Object[] {d, false});
                }
            }
        }
        if (tradeoff) {
            String l = ladder();
            for (int sq = 0; sq < 64; sq++) {
                if (!mine(b[sq], w)) {
                    continue;
                }
                int rung = l.indexOf(Character.toUpperCase(b[sq]));
                for (int d = -2; d <= 2; d += 4) {
                    if (rung + d >= 0 && rung + d < 6) {
                        char[] n = b.clone();
                        char c = l.charAt(rung + d);
                        n[sq] = w ? c : Character.toLowerCase(c);
                        List<char[]> done = new ArrayList<>();
                        rotations(n, w, sq, done);
                        for (char[] x : done) {
                            out.add(new Object[] {x, false});
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * Sequences of {@code depth} whole turns; a game finished by P-END-1 is one leaf, and a side with
     * no legal turn (P-TURN-2) has no sequences at all.
     */
    long perft(char[] b, boolean w, int depth) {
        if (depth == 0 || count(b, true) <= 1 || count(b, false) <= 1) {
            return 1;
        }
        List<Object[]> turns = turns(b, w);
        if (turns.isEmpty()) {
            return 0;
        }
        if (depth == 1) {
            return turns.size();
        }
        long n = 0;
        for (Object[] t : turns) {
            n += (Boolean) t[1] ? 1 : perft((char[]) t[0], !w, depth - 1);
        }
        return n;
    }
}
