package pz.mcts;

/**
 * The search's view of a policy/value function (owned here; {@code models} implements it with a
 * network, the search's tests with uniform or scripted evaluators).
 *
 * <p>A call evaluates every position of an {@link EvalBatch}: for each position it writes a prior
 * over that position's legal actions (same order, non-negative, summing to 1) and one value per
 * player (the expected return of each seat, within the game's return bounds). Values are always
 * per player: a two-player network's adapter turns its scalar {@code v} into {@code {v, -v}}.
 *
 * <p>Implementations say in their Javadoc whether {@link #evaluate} may be called from several
 * threads at once. Close releases native memory.
 */
public interface Evaluator extends AutoCloseable {

    /** Fills {@link EvalBatch#priors()} and {@link EvalBatch#values()} for the batch's positions. */
    void evaluate(EvalBatch batch);

    /** The batch size at which this evaluator is most efficient (the search gathers up to this many leaves). */
    default int preferredBatchSize() {
        return 64;
    }

    /**
     * True if {@link #evaluate} may be called from several threads at once; otherwise schedulers
     * serialize their calls (added for the batching scheduler; the default is the safe answer).
     */
    default boolean threadSafe() {
        return false;
    }

    /**
     * The weight of the game's heuristic in the leaf values of the searches this evaluator's network was
     * trained under ({@link SearchRecipe#heuristicWeight()}; 0, the default: none). Agents over it use
     * this weight unless their spec gives one.
     */
    default double heuristicWeight() {
        return 0;
    }

    /** The heuristic's alpha-beta look-ahead in those searches ({@link SearchRecipe#heuristicDepth()}; 0, the default). */
    default int heuristicDepth() {
        return 0;
    }

    /** Random rollouts per leaf that were the heuristic of those searches ({@link SearchRecipe#leafRollouts()}; 0, the default: none). */
    default int leafRollouts() {
        return 0;
    }

    /** Actions after which those rollouts were cut and valued by the game's evaluation ({@link SearchRecipe#rolloutDepth()}; 0: to the end). */
    default int rolloutDepth() {
        return 0;
    }

    @Override
    default void close() {
    }
}
