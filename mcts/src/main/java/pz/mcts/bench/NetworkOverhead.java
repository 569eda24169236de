package pz.mcts.bench;

import java.util.concurrent.atomic.AtomicLong;
import pz.engine.Game;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

/**
 * The search's share of self-play wall time with a real evaluator (TARGETS.md: under 10% outside
 * the network): self-play games on one worker thread, all leaves batched through the scheduler,
 * with the time spent inside {@link Evaluator#evaluate} measured around each call. Stateless.
 */
final class NetworkOverhead {
    private NetworkOverhead() {
    }

    /** Times the evaluator's calls; delegates everything. */
    private static final class Timed implements Evaluator {
        final Evaluator inner;
        final AtomicLong nanos = new AtomicLong();
        final AtomicLong positions = new AtomicLong();
        final AtomicLong calls = new AtomicLong();

        Timed(Evaluator inner) {
            this.inner = inner;
        }

        @Override
        public void evaluate(EvalBatch batch) {
            long t0 = System.nanoTime();
            inner.evaluate(batch);
            nanos.addAndGet(System.nanoTime() - t0);
            positions.addAndGet(batch.size());
            calls.incrementAndGet();
        }

        @Override
        public int preferredBatchSize() {
            return inner.preferredBatchSize();
        }

        @Override
        public boolean threadSafe() {
            return inner.threadSafe();
        }
    }

    /**
     * Plays {@code games} self-play games of {@code visits} visits per move with
     * {@code games} in progress at once on one thread.
     *
     * @return {wall seconds, seconds inside evaluate, positions evaluated, evaluator calls}
     */
    static double[] measure(Game game, Evaluator evaluator, int games, int visits) {
        Timed timed = new Timed(evaluator);
        SearchRecipe c = SearchRecipe.selfPlay().toBuilder().visits(visits).build();
        long t0 = System.nanoTime();
        try (AgentFactory f = AgentFactory.search(game, timed, c)) {
            new SelfPlay(new Scheduler(1, games)).run(f, games, 1, g -> { });
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        return new double[] {wall, timed.nanos.get() / 1e9, timed.positions.get(), timed.calls.get()};
    }
}
