package pz.mcts;

import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * Test evaluator for pig: uniform priors and the exact expectimax value of each position, decoded
 * from its observation (own score, opponent's score, turn total, all over the target) and the seat
 * to move. The turn counter is not observed, so the oracle assumes turn 0: it is exact on games
 * with maxturns=1, where every decision state is in turn 0.
 */
final class PigOracle implements Evaluator {
    final Game game;
    final int target;
    final Expectimax exact = new Expectimax();
    int calls;

    PigOracle(int target, int maxTurns) {
        this.game = GameRegistry.parse("pig:maxturns=" + maxTurns + ",target=" + target);
        this.target = target;
    }

    double[] value(int me, int mine, int theirs, int turnTotal) {
        int s0 = me == 0 ? mine : theirs, s1 = me == 0 ? theirs : mine;
        State s = game.parsePosition(s0 + " " + s1 + " " + turnTotal + " " + me + " 0 d");
        return exact.value(s);
    }

    @Override
    public void evaluate(EvalBatch batch) {
        calls++;
        float[] obs = batch.observations();
        for (int i = 0; i < batch.size(); i++) {
            int o = i * batch.observationSize();
            int mine = Math.round(obs[o] * target), theirs = Math.round(obs[o + 1] * target), tt = Math.round(obs[o + 2] * target);
            double[] v = value(batch.player(i), mine, theirs, tt);
            batch.values()[2 * i] = (float) v[0];
            batch.values()[2 * i + 1] = (float) v[1];
            int from = batch.legalOffset(i), to = batch.legalOffset(i + 1);
            for (int k = from; k < to; k++) {
                batch.priors()[k] = 1f / (to - from);
            }
        }
    }
}
