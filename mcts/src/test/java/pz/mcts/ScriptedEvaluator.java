package pz.mcts;

/** Test evaluator: priors proportional to a weight per action id (renormalized over the legal ones) and a fixed value vector. */
final class ScriptedEvaluator implements Evaluator {
    private final double[] weightById;
    private final double[] value;

    ScriptedEvaluator(double[] weightById, double... value) {
        this.weightById = weightById;
        this.value = value;
    }

    @Override
    public void evaluate(EvalBatch batch) {
        for (int i = 0; i < batch.size(); i++) {
            int from = batch.legalOffset(i), to = batch.legalOffset(i + 1);
            double sum = 0;
            for (int k = from; k < to; k++) {
                sum += weightById[batch.legalActions()[k]];
            }
            for (int k = from; k < to; k++) {
                batch.priors()[k] = (float) (weightById[batch.legalActions()[k]] / sum);
            }
            for (int p = 0; p < batch.numPlayers(); p++) {
                batch.values()[i * batch.numPlayers() + p] = (float) value[p];
            }
        }
    }
}
