package pz.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import pz.engine.State;

/**
 * Every legal whole turn from a state, in turn notation, in generation order. A turn ends at a turn
 * boundary, at the end of the game, or at a pending chance event (the referee's part). Stateless.
 */
final class LegalTurns {
    private LegalTurns() {
    }

    static List<String> of(State state) {
        List<String> out = new ArrayList<>();
        if (state.isTerminal()) {
            return out;
        }
        State s = state.copy();
        List<String> steps = new ArrayList<>();
        walk(s, s.turn(), true, steps, out);
        return out;
    }

    private static void walk(State s, int startTurn, boolean first, List<String> steps, List<String> out) {
        if (!first && (s.isTerminal() || s.turn() != startTurn || s.isChance())) {
            out.add(s.game().joinTurn(steps));
            return;
        }
        int[] buf = new int[s.game().numActions()];
        int n = s.legalActions(buf);
        for (int i = 0; i < n; i++) {
            steps.add(s.actionToString(buf[i]));
            s.apply(buf[i]);
            walk(s, startTurn, false, steps, out);
            s.undo();
            steps.remove(steps.size() - 1);
        }
    }
}
