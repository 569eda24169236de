package pz.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Whole turns (docs/rules/notation.md): parsing a turn's text into its action ids and writing action
 * sequences back as turn notation. Stateless helpers over {@link State} and {@link Game}.
 */
public final class Turns {
    private Turns() {
    }

    /**
     * Parses a whole turn (e.g. {@code b2-b4 d2+}, {@code d1-d7/g7}) from {@code state}, without
     * changing it, and returns the action ids of its steps, chance outcomes included.
     *
     * @throws NotationException or {@link IllegalActionException} naming the offending step
     */
    public static int[] parse(State state, String text) {
        Game g = state.game();
        List<String> steps = g.splitTurn(text);
        State s = state.copy();
        int startTurn = s.turn();
        int[] out = new int[steps.size()];
        for (int i = 0; i < steps.size(); i++) {
            if (s.isTerminal()) {
                throw new IllegalActionException(i == 0 ? "the game is over"
                        : "the game ended after '" + g.joinTurn(steps.subList(0, i)) + "'; unexpected '" + steps.get(i) + "'");
            }
            if (s.turn() != startTurn) {
                throw new IllegalActionException("the turn is complete after '" + g.joinTurn(steps.subList(0, i))
                        + "'; unexpected '" + steps.get(i) + "'");
            }
            int a = s.parseAction(steps.get(i));
            s.apply(a);
            out[i] = a;
        }
        if (!s.isTerminal() && s.turn() == startTurn) {
            throw new IllegalActionException("incomplete turn '" + text.strip() + "': "
                    + (s.isChance() ? "a chance outcome" : "another step") + " must follow, one of: " + sampleNext(s));
        }
        return out;
    }

    /** The notation of {@code actions[from..to)} applied in order from {@code state} (unchanged), as one turn. */
    public static String format(State state, int[] actions, int from, int to) {
        State s = state.copy();
        List<String> steps = new ArrayList<>();
        for (int i = from; i < to; i++) {
            steps.add(s.actionToString(actions[i]));
            s.apply(actions[i]);
        }
        return state.game().joinTurn(steps);
    }

    /** Splits a game's action history from {@code start} into whole turns, each in turn notation. */
    public static List<String> formatHistory(State start, int[] actions, int count) {
        State s = start.copy();
        List<String> turns = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        int turn = s.turn();
        for (int i = 0; i < count; i++) {
            steps.add(s.actionToString(actions[i]));
            s.apply(actions[i]);
            if (s.turn() != turn || s.isTerminal()) {
                turns.add(start.game().joinTurn(steps));
                steps.clear();
                turn = s.turn();
            }
        }
        if (!steps.isEmpty()) {
            turns.add(start.game().joinTurn(steps));
        }
        return turns;
    }

    /** Up to eight legal next steps, for error messages. */
    public static String sampleNext(State s) {
        int[] buf = new int[s.game().numActions()];
        int n = s.legalActions(buf);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < Math.min(n, 8); i++) {
            texts.add(s.actionToString(buf[i]));
        }
        return String.join(", ", texts) + (n > 8 ? ", ... (" + n + " in all)" : "");
    }

    /** The legal actions of {@code s} as a fresh array (convenience, not for hot loops). */
    public static int[] legal(State s) {
        int[] buf = new int[s.game().numActions()];
        return Arrays.copyOf(buf, s.legalActions(buf));
    }
}
