package pz.mcts.agent;

import java.util.random.RandomGenerator;
import pz.engine.State;

/** The {@code random} agent: uniform over the legal actions of the player's own view. Not thread-safe. */
final class RandomAgent implements Agent {
    private final RandomGenerator rng;
    private int[] buffer = new int[0];

    RandomAgent(RandomGenerator rng) {
        this.rng = rng;
    }

    @Override
    public String spec() {
        return "random";
    }

    @Override
    public Decision decide(State state) {
        State s = state.game().perfectInformation() ? state : Determinize.sample(state, rng);
        if (buffer.length < s.game().numActions()) {
            buffer = new int[s.game().numActions()];
        }
        int n = s.legalActions(buffer);
        return Decision.of(buffer[rng.nextInt(n)]);
    }
}
