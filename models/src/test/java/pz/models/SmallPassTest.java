package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A search's small passes run on one OpenMP thread ({@link Nd4jSetup#smallPass}): on the calling thread only, for the
 * pass only, with the same rows. Needs a machine with two or more cores and {@code OMP_NUM_THREADS} unset (skipped
 * otherwise: nothing is narrowed there).
 */
@Timeout(60)
class SmallPassTest {
    private static int wide() {
        int wide = Nd4jSetup.wideThreads();
        assumeTrue(wide > 1, "one OpenMP thread anyway (one core, or OMP_NUM_THREADS set)");
        return wide;
    }

    @Test
    @DisplayName("a small pass narrows its own thread to one OpenMP thread, not another thread, and closing gives them back")
    void smallPassNarrowsOnlyItsThread() throws Exception {
        int wide = wide();
        assertEquals(wide, Nd4jSetup.threadsNow());
        CountDownLatch narrowed = new CountDownLatch(1);
        CountDownLatch looked = new CountDownLatch(1);
        CompletableFuture<Integer> other = CompletableFuture.supplyAsync(() -> {
            try {
                narrowed.await(30, TimeUnit.SECONDS);
                return Nd4jSetup.threadsNow();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                looked.countDown();
            }
        });
        try (Nd4jSetup.Scope s = Nd4jSetup.smallPass(Nd4jSetup.SMALL_PASS)) {
            assertEquals(1, Nd4jSetup.threadsNow(), "inside a pass of " + Nd4jSetup.SMALL_PASS + " positions");
            narrowed.countDown();
            looked.await(30, TimeUnit.SECONDS);
        }
        assertEquals(wide, other.get(), "another thread while this one ran a small pass");
        assertEquals(wide, Nd4jSetup.threadsNow(), "after the small pass");
        try (Nd4jSetup.Scope s = Nd4jSetup.smallPass(Nd4jSetup.SMALL_PASS + 1)) {
            assertEquals(wide, Nd4jSetup.threadsNow(), "inside a pass of " + (Nd4jSetup.SMALL_PASS + 1) + " positions");
        }
    }

    @Test
    @DisplayName("a network's rows are the same in a narrowed pass of 4 positions as inside a wide pass of 64, and the thread keeps its threads after")
    void narrowedRowsEqualWideRows() {
        int wide = wide();
        PolicyValueNet net = Fixtures.tictactoeNet();
        var positions = Fixtures.randomPositions(Fixtures.TICTACTOE, 64, 11);
        int obs = Fixtures.TICTACTOE.observationSize();
        int actions = net.shape().numActions();
        int values = net.valueOutputs();
        float[] all = new float[64 * obs];
        float[] enc = new float[obs];
        for (int i = 0; i < 64; i++) {
            positions.get(i).encode(enc);
            System.arraycopy(enc, 0, all, i * obs, obs);
        }
        float[] wideLogits = new float[64 * actions];
        float[] wideValues = new float[64 * values];
        net.infer(all, 64, wideLogits, wideValues);
        for (int first = 0; first < 64; first += 4) {
            float[] logits = new float[4 * actions];
            float[] v = new float[4 * values];
            net.infer(Arrays.copyOfRange(all, first * obs, (first + 4) * obs), 4, logits, v);
            assertArrayEquals(Arrays.copyOfRange(wideLogits, first * actions, (first + 4) * actions), logits, 1e-5f,
                    "logits of positions " + first + ".." + (first + 3));
            assertArrayEquals(Arrays.copyOfRange(wideValues, first * values, (first + 4) * values), v, 1e-5f,
                    "values of positions " + first + ".." + (first + 3));
            assertEquals(wide, Nd4jSetup.threadsNow(), "after a small pass of the network");
        }
    }

    @Test
    @DisplayName("NetworkEvaluator.onOneCore runs its work on one OpenMP thread (a one-core worker, pz bench search's 1* arm) and gives"
            + " the thread its threads back")
    void onOneCoreNarrowsItsWork() {
        int wide = wide();
        try (NetworkEvaluator ev = new NetworkEvaluator(Fixtures.tictactoeNet(), false)) { // the shared fixture: not ours to close
            int[] inside = {0};
            ev.onOneCore(() -> inside[0] = Nd4jSetup.threadsNow());
            assertEquals(1, inside[0], "inside onOneCore");
            assertEquals(wide, Nd4jSetup.threadsNow(), "after it");
        }
    }
}
