package pz.mcts.agent;

import java.util.random.RandomGenerator;
import pz.engine.State;

/** The full state a non-tree agent searches: the state itself under perfect information, else one sample of the mover's view. */
final class Determinize {
    private Determinize() {
    }

    static State sample(State state, RandomGenerator rng) {
        if (state.game().perfectInformation()) {
            return state.copy();
        }
        return state.view(state.currentPlayer()).sample(rng);
    }
}
