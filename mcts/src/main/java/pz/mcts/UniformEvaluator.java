package pz.mcts;

/**
 * The evaluator without a network: a uniform prior over the legal actions and value 0 for every
 * player (the midpoint of a zero-sum game's returns; for other games the midpoint of the return
 * bounds). Used by {@code mcts:visits=N} agents, by tests and by the search benchmark (a zero-cost
 * evaluator). Stateless and thread-safe.
 */
public final class UniformEvaluator implements Evaluator {
    private final double value;

    /** Value 0 for every player. */
    public UniformEvaluator() {
        this(0);
    }

    /** Value {@code value} for every player. */
    public UniformEvaluator(double value) {
        this.value = value;
    }

    @Override
    public void evaluate(EvalBatch batch) {
        float[] priors = batch.priors();
        float[] values = batch.values();
        for (int i = 0; i < batch.size(); i++) {
            int from = batch.legalOffset(i), to = batch.legalOffset(i + 1);
            float p = 1f / Math.max(1, to - from);
            for (int k = from; k < to; k++) {
                priors[k] = p;
            }
            for (int s = 0; s < batch.numPlayers(); s++) {
                values[i * batch.numPlayers() + s] = (float) value;
            }
        }
    }

    @Override
    public boolean threadSafe() {
        return true;
    }
}
