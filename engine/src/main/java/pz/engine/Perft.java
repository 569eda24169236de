package pz.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counting of turn sequences (docs/rules/notation.md N-PERFT-1): a turn is everything one player does, chance
 * events inside it included, each chance outcome counting as a separate sequence; a turn that ends
 * the game is a leaf, except that a position whose player to act has no legal turn
 * ({@link State#noLegalTurn()}) has no turns: it counts 0 at every remaining depth, like a
 * checkmate in chess perft, so the turn that leads to it counts only at the last depth.
 *
 * <p>The generic walk applies and undoes every decision. Engines override {@link State#perft(int)}
 * with faster counting; the conformance suite checks both agree.
 */
public final class Perft {
    private Perft() {
    }

    /** perft by applying and undoing every action (works for any game; slow but simple). */
    public static long generic(State state, int depth) {
        if (depth <= 0) {
            return 1;
        }
        State s = state.copy();
        Walker w = new Walker(s.game().numActions());
        return w.count(s, s.turn() + depth, 0);
    }

    /**
     * perft split by the first turn: each first turn's notation (as {@link Turns#format}) mapped to
     * the perft({@code depth}-1) below it, in generation order. Uses {@link State#perft(int)} below
     * the first turn, so it checks an engine's fast count against its own turn list.
     */
    public static Map<String, Long> divide(State state, int depth) {
        Map<String, Long> out = new LinkedHashMap<>();
        if (depth <= 0) {
            return out;
        }
        if (state.noLegalTurn()) {
            return out; // no first turns
        }
        State s = state.copy();
        int[] path = new int[s.game().maxLength() + 1];
        firstTurns(s, s.turn(), path, 0, depth, out, state);
        return out;
    }

    private static void firstTurns(State s, int startTurn, int[] path, int len, int depth,
                                   Map<String, Long> out, State origin) {
        if (s.isTerminal() || s.turn() > startTurn) {
            String text = Turns.format(origin, path, 0, len);
            long n = s.perft(depth - 1); // 1 at a leaf, 0 below a turn that leaves no legal turn
            out.merge(text, n, Long::sum);
            return;
        }
        int[] buf = new int[s.game().numActions()];
        int n = s.legalActions(buf);
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            path[len] = buf[i];
            firstTurns(s, startTurn, path, len + 1, depth, out, origin);
            s.undo();
        }
    }

    /** Reusable per-level action buffers, so the walk allocates only while it first deepens. */
    private static final class Walker {
        private final int numActions;
        private final List<int[]> buffers = new ArrayList<>();

        Walker(int numActions) {
            this.numActions = numActions;
        }

        long count(State s, int targetTurn, int level) {
            if (s.turn() >= targetTurn) {
                return 1;
            }
            if (s.isTerminal()) {
                return s.noLegalTurn() ? 0 : 1;
            }
            if (buffers.size() <= level) {
                buffers.add(new int[numActions]);
            }
            int[] buf = buffers.get(level);
            int n = s.legalActions(buf);
            long total = 0;
            for (int i = 0; i < n; i++) {
                s.apply(buf[i]);
                total += count(s, targetTurn, level + 1);
                s.undo();
            }
            return total;
        }
    }
}
