package pz.play;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.State;

/** Checking the steps a person typed before any is applied, with the step's place in every message. Stateless. */
final class TurnText {
    private TurnText() {
    }

    /**
     * Checks {@code steps[i..]} on a copy of {@code state}, up to the end or a chance node, and
     * returns their action ids; none is applied to {@code state}.
     *
     * @throws NotationException or {@link IllegalActionException} naming the step ("step 2 'b4+': ...")
     */
    static List<Integer> checkSegment(State state, List<String> steps, int i, int startTurn) {
        Game game = state.game();
        State s = state.copy();
        List<Integer> segment = new ArrayList<>();
        while (i + segment.size() < steps.size() && !s.isChance()) {
            int k = i + segment.size();
            String step = steps.get(k);
            if (s.isTerminal() || s.turn() != startTurn) {
                throw new IllegalActionException((s.isTerminal() ? "the game ends" : "the turn is complete") + " after '"
                        + game.joinTurn(steps.subList(0, k)) + "'; unexpected '" + step + "'");
            }
            int a;
            try {
                a = s.parseAction(step);
            } catch (IllegalActionException e) {
                throw new IllegalActionException(where(steps, k) + e.getMessage());
            } catch (NotationException e) {
                throw new NotationException(where(steps, k) + e.getMessage());
            }
            s.apply(a);
            segment.add(a);
        }
        return segment;
    }

    private static String where(List<String> steps, int k) {
        return steps.size() == 1 ? "" : "step " + (k + 1) + " '" + steps.get(k) + "': ";
    }
}
