package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import java.util.TreeSet;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.State;
import pz.engine.Turns;

/** Test fixtures: positions from FEN, turns from text, legal steps as text. */
final class Fx {
    static final String START = "1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 0";

    private Fx() {
    }

    /**
     * A FEN (N-POS-PROTEUS) from a piece list such as {@code "Ra1 Ph2 qd5"} (upper case White, lower
     * case Black) and the remaining fields, e.g. {@code "w 0 0 10"}.
     */
    static String fen(String pieces, String rest) {
        char[] b = new char[64];
        java.util.Arrays.fill(b, '.');
        for (String p : pieces.trim().split("\\s+")) {
            b[(p.charAt(2) - '1') * 8 + p.charAt(1) - 'a'] = p.charAt(0);
        }
        StringBuilder out = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                char c = b[r * 8 + f];
                if (c == '.') {
                    empty++;
                } else {
                    if (empty > 0) {
                        out.append(empty);
                    }
                    empty = 0;
                    out.append(c);
                }
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (r > 0) {
                out.append('/');
            }
        }
        return out + " " + rest;
    }

    static ProteusState at(String spec, String pieces, String rest) {
        return pos(spec, fen(pieces, rest));
    }

    static ProteusState at(String pieces, String rest) {
        return pos("proteus", fen(pieces, rest));
    }

    static ProteusState pos(String spec, String fen) {
        return (ProteusState) GameRegistry.parse(spec).parsePosition(fen);
    }

    static ProteusState pos(String fen) {
        return pos("proteus", fen);
    }

    /** Plays one whole turn written in N-MOVE-PROTEUS notation. */
    static ProteusState play(ProteusState s, String turn) {
        for (int a : Turns.parse(s, turn)) {
            s.apply(a);
        }
        return s;
    }

    /** Plays single steps. */
    static ProteusState step(ProteusState s, String... steps) {
        for (String t : steps) {
            s.apply(s.parseAction(t));
        }
        return s;
    }

    /** The legal steps here, as text. */
    static Set<String> steps(State s) {
        Set<String> out = new TreeSet<>();
        for (int a : Turns.legal(s)) {
            out.add(s.actionToString(a));
        }
        return out;
    }

    /** The legal moves of the die on {@code from}, as destination squares. */
    static Set<String> targets(State s, String from) {
        Set<String> out = new TreeSet<>();
        for (String t : steps(s)) {
            if (t.length() == 5 && t.startsWith(from)) {
                out.add(t.substring(3));
            }
        }
        return out;
    }

    static String illegal(State s, String step) {
        return assertThrows(IllegalActionException.class, () -> s.parseAction(step)).getMessage();
    }

    static Set<String> set(String... items) {
        return new TreeSet<>(Set.of(items));
    }
}
