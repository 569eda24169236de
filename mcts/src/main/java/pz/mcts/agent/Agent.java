package pz.mcts.agent;

import pz.engine.State;
import pz.mcts.EvalBatch;

/**
 * A player: anything that picks an action at a decision state, named by a spec string
 * ({@link AgentSpec}). Agents may keep state across the moves of one game (a search tree), so a
 * game gets its own agent per seat; agents from one {@link AgentFactory} share its evaluator so a
 * scheduler can batch their positions together.
 *
 * <p>Deciding is stepped ({@link Decision}) so that many games can share evaluator calls; agents
 * that need no evaluator (random, UCT, alpha-beta) return a finished decision. Not thread-safe: an
 * agent is used by one thread at a time.
 */
public interface Agent extends AutoCloseable {

    /** The spec this agent was made from, canonical ({@code mcts:visits=800}). */
    String spec();

    /**
     * Starts a decision for the player to move in {@code state} (a decision state). The agent does
     * not modify or keep {@code state}; in a game with hidden information it reads only
     * {@code state.view(state.currentPlayer())}.
     */
    Decision decide(State state);

    /** Every action applied to the game (any player's, and chance outcomes), in order: lets a search reuse its tree. */
    default void observe(int action) {
    }

    /** Blocking convenience: decides with a private batch and returns the action. */
    default int selectAction(State state) {
        Decision d = decide(state);
        EvalBatch batch = null;
        while (!d.done()) {
            if (batch == null) {
                batch = new EvalBatch(state.game(), Math.max(1, d.evaluator().preferredBatchSize()));
            }
            batch.clear();
            d.gather(batch);
            if (batch.size() > 0) {
                d.evaluator().evaluate(batch);
            }
            d.deliver(batch);
        }
        return d.action();
    }

    @Override
    default void close() {
    }
}
