package pz.mcts.agent;

import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.SearchResult;

/**
 * A decision in progress, stepped by its caller: {@link #gather} positions into a batch of
 * {@link #evaluator()}, evaluate it, {@link #deliver}, until {@link #done()}. Not thread-safe.
 */
public interface Decision {

    /** The evaluator whose batches this decision fills; null for a decision that is already done. */
    Evaluator evaluator();

    /** Adds positions that need evaluation to {@code batch}; returns how many. */
    int gather(EvalBatch batch);

    /** Reads back the evaluations of the positions this decision added. */
    void deliver(EvalBatch batch);

    /** True when {@link #action()} is known. */
    boolean done();

    /** The chosen action (valid once done). */
    int action();

    /** The search behind the decision (visit counts and training target), or null for agents that do not search a tree. */
    SearchResult result();

    /** A decision known at once. */
    static Decision of(int action) {
        return of(action, null);
    }

    /** A decision known at once, with the statistics of the search that found it (may be null). */
    static Decision of(int action, SearchResult result) {
        return new Decision() {
            @Override
            public Evaluator evaluator() {
                return null;
            }

            @Override
            public int gather(EvalBatch batch) {
                return 0;
            }

            @Override
            public void deliver(EvalBatch batch) {
            }

            @Override
            public boolean done() {
                return true;
            }

            @Override
            public int action() {
                return action;
            }

            @Override
            public SearchResult result() {
                return result;
            }
        };
    }
}
