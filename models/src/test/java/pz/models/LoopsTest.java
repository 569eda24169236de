package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Loops}: every unit runs once, on the threads this thread's libnd4j ops would use, and failures come back. */
class LoopsTest {

    @Test
    @DisplayName("split runs every unit exactly once, for unit counts below, at and above the thread count")
    void everyUnitOnce() {
        for (int units : new int[] {1, 2, 3, 7, 64, 1001}) {
            AtomicIntegerArray seen = new AtomicIntegerArray(units);
            Loops.split(units, Loops.MIN_SPLIT, (from, to) -> {
                for (int u = from; u < to; u++) {
                    seen.incrementAndGet(u);
                }
            });
            for (int u = 0; u < units; u++) {
                assertEquals(1, seen.get(u), units + " units: unit " + u);
            }
        }
    }

    @Test
    @DisplayName("blocks covers every element once, in blocks of at most BLOCK, the last one partial")
    void blocksCoverEveryElement() {
        int len = (int) (3 * Loops.MIN_SPLIT + 13);
        AtomicIntegerArray seen = new AtomicIntegerArray(len);
        AtomicInteger partial = new AtomicInteger();
        Loops.blocks(len, (start, n, a, b, c) -> {
            assertTrue(n <= Loops.BLOCK && a.length >= n && b.length >= n && c.length >= n, "block of " + n);
            if (n < Loops.BLOCK) {
                partial.incrementAndGet();
            }
            for (int i = start; i < start + n; i++) {
                seen.incrementAndGet(i);
            }
        });
        for (int i = 0; i < len; i++) {
            assertEquals(1, seen.get(i), "element " + i);
        }
        assertEquals(1, partial.get(), "one partial block, the last");
    }

    @Test
    @DisplayName("a large loop runs on as many threads as this thread's libnd4j ops (both cores here); a small one stays on the caller")
    void threads() {
        int wide = Nd4jSetup.threadsNow();
        assumeTrue(wide >= 2, "a machine with one core (or OMP_NUM_THREADS=1) runs every loop on the caller");
        assertEquals(Math.min(wide, 8), threadsUsed(8, Loops.MIN_SPLIT));
        assertEquals(1, threadsUsed(8, Loops.MIN_SPLIT / 8 - 1), "below MIN_SPLIT work in all");
    }

    @Test
    @DisplayName("inside a narrowed scope (a small pass, Evaluator.onOneCore) a large loop stays on the calling thread")
    void narrowedScopeStaysOnCaller() {
        try (Nd4jSetup.Scope one = Nd4jSetup.oneThread()) {
            assertEquals(1, threadsUsed(8, Loops.MIN_SPLIT));
        }
    }

    @Test
    @DisplayName("a part that fails on a helper thread fails the call, after every part has ended")
    void failureComesBack() {
        assumeTrue(Nd4jSetup.threadsNow() >= 2, "needs a helper thread");
        AtomicInteger ended = new AtomicInteger();
        IllegalStateException boom = new IllegalStateException("boom");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Loops.split(4, Loops.MIN_SPLIT, (from, to) -> {
            if (from > 0) {
                throw boom;
            }
            sleep(100);
            ended.incrementAndGet();
        }));
        assertSame(boom, e);
        assertEquals(1, ended.get(), "the caller's part ran to its end");
    }

    private static int threadsUsed(int units, long unitWork) {
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        Loops.split(units, unitWork, (from, to) -> {
            threads.add(Thread.currentThread());
            sleep(50); // every part is handed out before one ends
        });
        return threads.size();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
