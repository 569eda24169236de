package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.models.InferenceQueueTest.Caller;

/**
 * {@link NetworkEvaluator} shared by many threads on a real network: each caller's priors and values
 * are those it gets calling alone, and closing it ends every caller. The queue's own contract
 * (failures, interrupts, close ordering) is {@link InferenceQueueTest}.
 */
@Timeout(120)
class SharedNetworkTest {
    private static final int POSITIONS = 120;

    /** One position evaluated alone: its priors (over its legal actions) and its values. */
    private record Alone(float[] priors, float[] values) {
    }

    private static Alone alone(NetworkEvaluator ev, State s) {
        EvalBatch b = new EvalBatch(Fixtures.TICTACTOE, 1);
        b.add(s);
        ev.evaluate(b);
        return new Alone(Arrays.copyOf(b.priors(), b.legalOffset(1)), Arrays.copyOf(b.values(), b.numPlayers()));
    }

    @Test
    @DisplayName("threads hammering one evaluator each get exactly the priors and values their positions get alone, and passes merge callers")
    void rowsUnderContentionMatchDirectEvaluation() throws Exception {
        hammer(new NetworkEvaluator(Fixtures.tictactoeNet(), false, 48));
    }

    @Test
    @DisplayName("an evaluator owning its network runs two passes at once (a copy of the network, one OpenMP thread each): every caller still gets the rows its positions get alone")
    void twoPassesAtOnceGiveTheSameRows() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.getRuntime().availableProcessors() > 1, "one core: one pass at a time");
        try (NetworkEvaluator ev = new NetworkEvaluator(Fixtures.tictactoeNet().copy(), true, 48)) {
            long[] counts = hammer(ev);
            assertTrue(counts[2] > 0, "no pass ran beside another");
        }
    }

    /** Threads hammering {@code ev}; each call's rows are checked against the position alone. Returns the passes counts. */
    private static long[] hammer(NetworkEvaluator ev) throws Exception {
        List<State> positions = Fixtures.randomPositions(Fixtures.TICTACTOE, POSITIONS, 3);
        List<Alone> expected = new ArrayList<>();
        for (State s : positions) {
            expected.add(alone(ev, s));
        }
        long[] start = ev.passesAndCalls();
        int threads = 6;
        int calls = 150;
        List<Caller> callers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            callers.add(new Caller("hammer-" + t, () -> {
                SplittableRandom r = new SplittableRandom(thread);
                EvalBatch b = new EvalBatch(Fixtures.TICTACTOE, 16);
                int[] picked = new int[16];
                for (int c = 0; c < calls; c++) {
                    b.clear();
                    int n = 1 + r.nextInt(16);
                    for (int i = 0; i < n; i++) {
                        picked[i] = r.nextInt(POSITIONS);
                        b.add(positions.get(picked[i]));
                    }
                    ev.evaluate(b);
                    for (int i = 0; i < n; i++) {
                        Alone a = expected.get(picked[i]);
                        float[] priors = Arrays.copyOfRange(b.priors(), b.legalOffset(i), b.legalOffset(i + 1));
                        float[] values = Arrays.copyOfRange(b.values(), i * b.numPlayers(), (i + 1) * b.numPlayers());
                        // bitwise equal on this machine (the network's rows do not depend on the batch they are in);
                        // the tolerance only allows a kernel that sums in another order for another batch size
                        assertArrayEquals(a.priors(), priors, 1e-6f, "priors of position " + picked[i] + " in call " + c);
                        assertArrayEquals(a.values(), values, 1e-6f, "values of position " + picked[i] + " in call " + c);
                    }
                }
            }));
        }
        for (Caller c : callers) {
            c.finish();
            assertNull(c.failure, () -> c.getName() + ": " + c.failure);
        }
        long[] end = ev.passesAndCalls();
        long passes = end[0] - start[0];
        long evaluations = end[1] - start[1];
        assertEquals(threads * calls, evaluations);
        assertTrue(passes < evaluations, "passes " + passes + " for " + evaluations + " calls: no pass merged two callers");
        return new long[] {passes, evaluations, end[2] - start[2]};
    }

    @Test
    @DisplayName("a caller with a batch of another game is refused alone while other threads keep evaluating")
    void otherGameFailsOnlyItsCaller() throws Exception {
        NetworkEvaluator ev = new NetworkEvaluator(Fixtures.tictactoeNet(), false);
        List<State> positions = Fixtures.randomPositions(Fixtures.TICTACTOE, 8, 4);
        AtomicBoolean stop = new AtomicBoolean();
        Caller worker = new Caller("worker", () -> {
            EvalBatch b = new EvalBatch(Fixtures.TICTACTOE, 8);
            while (!stop.get()) {
                b.clear();
                positions.forEach(b::add);
                ev.evaluate(b);
            }
        });
        EvalBatch pig = new EvalBatch(Fixtures.PIG, 2);
        pig.add(Fixtures.PIG.newInitialState());
        for (int i = 0; i < 20; i++) {
            assertThrows(IllegalArgumentException.class, () -> ev.evaluate(pig));
        }
        Alone after = alone(ev, positions.get(0));
        stop.set(true);
        worker.finish();
        assertNull(worker.failure, () -> "worker: " + worker.failure);
        assertEquals(1f, sum(after.priors()), 1e-5f);
    }

    private static float sum(float[] x) {
        float s = 0;
        for (float v : x) {
            s += v;
        }
        return s;
    }

    @Test
    @DisplayName("closing an evaluator that owns its network while threads hammer it ends every caller with 'evaluator is closed', then frees the network")
    void closeWhileHammeredEndsEveryCaller() throws Exception {
        PolicyValueNet net = Fixtures.tictactoeNet().copy();
        NetworkEvaluator ev = new NetworkEvaluator(net, true, 32);
        List<State> positions = Fixtures.randomPositions(Fixtures.TICTACTOE, 32, 5);
        List<Caller> callers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            callers.add(new Caller("hammer-" + t, () -> {
                EvalBatch b = new EvalBatch(Fixtures.TICTACTOE, 32);
                while (true) {
                    b.clear();
                    positions.forEach(b::add);
                    ev.evaluate(b);
                }
            }));
        }
        Thread.sleep(300);
        Caller closer = new Caller("closer", ev::close);
        closer.finish();
        assertNull(closer.failure, () -> "close: " + closer.failure);
        for (Caller c : callers) {
            c.finish();
            assertInstanceOf(IllegalStateException.class, c.failure, c.getName());
            assertEquals("evaluator is closed", c.failure.getMessage(), c.getName() + ": never inside a freed network");
        }
        IllegalStateException e = assertThrows(IllegalStateException.class, 
                () -> net.infer(new float[net.shape().observationSize()], 1, new float[net.shape().numActions()], new float[net.valueOutputs()]));
        assertEquals("network is closed", e.getMessage());
        ev.close();
    }
}
