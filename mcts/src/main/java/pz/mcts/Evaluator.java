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
 * <p>How a model is meant to be searched is not the evaluator's business: it travels beside it
 * ({@link LoadedModel}, {@link SearchRecipe}).
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
     * Runs {@code work} (this thread's calls of {@link #evaluate}) confined to one core: a network's passes on one
     * OpenMP thread instead of its own choice. {@code pz bench search model=FILE} measures what a second worker adds
     * against one worker so confined; an evaluator without threads of its own runs {@code work} as it is.
     */
    default void onOneCore(Runnable work) {
        work.run();
    }

    @Override
    default void close() {
    }
}
