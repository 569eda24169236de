package pz.proteus;

import java.util.ArrayList;
import java.util.List;

/**
 * perft for Proteus (docs/rules/notation.md N-PERFT-1): walks whole turns with apply/undo and, one turn from the
 * end, counts the last turn with {@link Board#countTurns} instead of generating the rotation step.
 * A turn that ends the game by P-END-1 or the turn limit is a leaf; a position whose side to move
 * has no legal turn (P-TURN-2) counts 0, so the turn before it counts only at the last depth.
 * Stateless; each call works on its own copy of the state.
 */
final class FastPerft {
    private FastPerft() {
    }

    static long perft(ProteusState state, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return new FastPerft.Walk(state.copy()).count(depth, 0);
    }

    /** One walk: the working copy and reusable per-level action buffers. */
    private static final class Walk {
        private final ProteusState s;
        private final List<int[]> buffers = new ArrayList<>();

        Walk(ProteusState s) {
            this.s = s;
        }

        long count(int depth, int level) {
            if (s.status != ProteusState.ONGOING || depth == 0) {
                // a finished game is a leaf, but a side with no legal turn (P-TURN-2) has no turns to count
                return depth > 0 && s.status == ProteusState.END_NO_TURN ? 0 : 1;
            }
            if (depth == 1 && s.phase == ProteusState.MOVE) {
                return s.countTurns(s.side);
            }
            return walk(s.turns, depth, level);
        }

        private long walk(int startTurn, int depth, int level) {
            if (buffers.size() <= level) {
                buffers.add(new int[s.game.numActions()]);
            }
            int[] buf = buffers.get(level);
            int n = s.legalActions(buf);
            long total = 0;
            for (int i = 0; i < n; i++) {
                s.apply(buf[i]);
                total += s.turns != startTurn ? count(depth - 1, level + 1) : walk(startTurn, depth, level + 1);
                s.undo();
            }
            return total;
        }
    }
}
