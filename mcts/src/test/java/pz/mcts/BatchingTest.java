package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.GameRecord;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

class BatchingTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    /** Uniform evaluator that records the size of every batch and the thread that called it. */
    static final class CountingEvaluator implements Evaluator {
        final List<Integer> sizes = new CopyOnWriteArrayList<>();
        final Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();

        @Override
        public void evaluate(EvalBatch batch) {
            sizes.add(batch.size());
            threads.add(Thread.currentThread().getName());
            new UniformEvaluator().evaluate(batch);
        }

        @Override
        public int preferredBatchSize() {
            return 32;
        }
    }

    @Test
    @DisplayName("virtual loss: one search puts several distinct leaves in one batch; without it the second descent collides")
    void virtualLossSpreadsLeaves() {
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(100).pending(8, 1).reuse(false, 0).build();
        Search s = new Search(TTT, c, new SplittableRandom(1));
        EvalBatch b = new EvalBatch(TTT, 64);
        s.begin(TTT.newInitialState());
        assertEquals(1, s.gather(b), "the root first");
        new UniformEvaluator().evaluate(b);
        s.deliver(b);
        b.clear();
        assertEquals(8, s.gather(b), "eight leaves at once");
        Set<String> seen = new HashSet<>();
        float[] obs = b.observations();
        for (int i = 0; i < b.size(); i++) {
            float[] one = java.util.Arrays.copyOfRange(obs, i * b.observationSize(), (i + 1) * b.observationSize());
            assertTrue(seen.add(java.util.Arrays.toString(one)), "leaves are distinct positions");
        }
        Search noVl = new Search(TTT, c.toBuilder().pending(8, 0).build(), new SplittableRandom(1));
        noVl.begin(TTT.newInitialState());
        b.clear();
        noVl.gather(b);
        new UniformEvaluator().evaluate(b);
        noVl.deliver(b);
        b.clear();
        assertEquals(1, noVl.gather(b), "without virtual loss the next descent hits the pending leaf");
    }

    @Test
    @DisplayName("batching across games: self-play of 12 games on 2 named threads calls the evaluator with leaves of many games")
    void selfPlayBatchesAcrossGames() {
        CountingEvaluator ev = new CountingEvaluator();
        SearchRecipe c = SearchRecipe.selfPlay().toBuilder().visits(40).pending(4, 1).build();
        List<GameRecord> records = new ArrayList<>();
        try (AgentFactory f = AgentFactory.search(TTT, ev, c)) {
            new SelfPlay(new Scheduler(2, 6)).run(f, 12, 7, records::add);
        }
        assertEquals(12, records.size());
        int max = 0;
        long total = 0;
        for (int s : ev.sizes) {
            max = Math.max(max, s);
            total += s;
        }
        double mean = total / (double) ev.sizes.size();
        assertTrue(max > 4, "a batch holds leaves of several games (max " + max + ")");
        assertTrue(mean > 4, "mean batch " + mean + " exceeds one search's 4 pending leaves");
        for (String t : ev.threads) {
            assertTrue(t.startsWith("pz-games-"), "named worker thread: " + t);
        }
        // records replay to their terminal state and carry normalized policy targets
        for (GameRecord g : records) {
            State s = TTT.newInitialState();
            for (int a : g.actions()) {
                s.apply(a);
            }
            assertTrue(s.isTerminal());
            assertEquals(s.returns()[0], g.returns()[0]);
            assertTrue(g.steps().size() >= 5);
            for (GameRecord.Step st : g.steps()) {
                double sum = 0;
                for (double p : st.policy()) {
                    sum += p;
                }
                assertEquals(1.0, sum, 1e-9);
                assertTrue(java.util.Arrays.binarySearch(st.legal(), g.actions()[st.ply()]) >= 0, "the played action is legal");
            }
        }
    }

    @Test
    @DisplayName("scheduler: an exception in a game stops the run and is rethrown, and threads are stopped")
    void schedulerPropagatesFailures() {
        Evaluator broken = new Evaluator() {
            @Override
            public void evaluate(EvalBatch batch) {
                throw new IllegalStateException("network failed");
            }
        };
        try (AgentFactory f = AgentFactory.search(TTT, broken, SearchRecipe.defaults().toBuilder().visits(10).build())) {
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> new SelfPlay(new Scheduler(2, 2)).run(f, 4, 1, g -> { }));
            assertEquals("network failed", e.getMessage());
        }
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("pz-games-")) {
                try {
                    t.join(5000);
                } catch (InterruptedException ex) {
                    Thread.currentThread().interrupt();
                }
                assertTrue(!t.isAlive(), "worker " + t.getName() + " stopped");
            }
        }
    }
}
