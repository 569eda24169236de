package pz.kadon;

import java.util.ArrayList;
import java.util.List;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Turns;

/** Small helpers for the Kadon tests: positions by text, legal actions as text, playing by text. */
final class K {
    private K() {
    }

    static State pos(String spec, String position) {
        return GameRegistry.parse(spec).parsePosition(position);
    }

    static State pos(String position) {
        return pos("kadon", position);
    }

    /** Legal actions as notation, in id order. */
    static List<String> legal(State s) {
        List<String> out = new ArrayList<>();
        for (int a : Turns.legal(s)) {
            out.add(s.actionToString(a));
        }
        return out;
    }

    /** Legal actions of one kind: "@" placements, "-" moves, "<>" trades. */
    static List<String> legal(State s, String marker) {
        List<String> out = new ArrayList<>();
        for (String a : legal(s)) {
            if (a.contains(marker) && !(marker.equals("-") && a.contains("<>"))) {
                out.add(a);
            }
        }
        out.sort(null);
        return out;
    }

    static State play(State s, String... actions) {
        for (String a : actions) {
            s.apply(s.parseAction(a));
        }
        return s;
    }

    /** The position without the turn count. */
    static String board(State s) {
        String p = s.position();
        return p.substring(0, p.lastIndexOf(' '));
    }
}
