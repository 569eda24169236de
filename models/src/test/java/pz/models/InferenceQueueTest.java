package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The batching queue that shares one network among worker threads, on a stand-in network whose
 * rows are a function of their input row (so a row handed to the wrong caller or offset shows), with
 * gates that hold a pass open to put callers in a known state. The same contract on the real network
 * is {@link SharedNetworkTest}.
 */
@Timeout(60)
class InferenceQueueTest {
    static final int OBS = 3;
    static final int ACT = 5;
    static final int VAL = 2;

    /** Row with id {@code x} (its first observation float) gets logits {@code x*ACT + j} and values {@code -x - k}. */
    static final class FakeNet implements InferenceQueue.Network {
        final AtomicInteger inside = new AtomicInteger();
        volatile boolean overlapped;
        final List<List<Integer>> passes = Collections.synchronizedList(new ArrayList<>());
        volatile CountDownLatch gate;
        volatile long workNanos;
        /** Per pass, in order: whether it ran narrowed ({@link #inferNarrow}). */
        final List<Boolean> narrowed = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void inferNarrow(float[] observations, int n, float[] logitsOut, float[] valuesOut) {
            run(observations, n, logitsOut, valuesOut, true);
        }

        @Override
        public void infer(float[] observations, int n, float[] logitsOut, float[] valuesOut) {
            run(observations, n, logitsOut, valuesOut, false);
        }

        private void run(float[] observations, int n, float[] logitsOut, float[] valuesOut, boolean narrow) {
            narrowed.add(narrow);
            if (inside.incrementAndGet() > 1) {
                overlapped = true;
            }
            try {
                List<Integer> ids = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    ids.add((int) observations[i * OBS]);
                }
                CountDownLatch g = gate;
                passes.add(ids);
                if (g != null) {
                    awaitUninterruptibly(g);
                }
                if (workNanos > 0) {
                    LockSupport.parkNanos(workNanos);
                }
                for (int i = 0; i < n; i++) {
                    int id = ids.get(i);
                    if (id < 0) {
                        throw new IllegalArgumentException("poisoned row " + id);
                    }
                    for (int j = 0; j < ACT; j++) {
                        logitsOut[i * ACT + j] = id * ACT + j;
                    }
                    for (int k = 0; k < VAL; k++) {
                        valuesOut[i * VAL + k] = -id - k;
                    }
                }
            } finally {
                inside.decrementAndGet();
            }
        }

        boolean sawRow(int id) {
            synchronized (passes) {
                return passes.stream().anyMatch(p -> p.contains(id));
            }
        }
    }

    static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Observations of {@code n} rows with ids {@code first, first+1, ...}. */
    static float[] rows(int first, int n) {
        float[] obs = new float[n * OBS];
        for (int i = 0; i < n; i++) {
            obs[i * OBS] = first + i;
            obs[i * OBS + 1] = 0.5f;
        }
        return obs;
    }

    /** Calls the queue for rows {@code first..first+n-1} and checks it got exactly those rows back. */
    static void inferAndCheck(InferenceQueue q, int first, int n) {
        q.infer(rows(first, n), n, (logits, values) -> {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < ACT; j++) {
                    if (logits[i * ACT + j] != (first + i) * ACT + j) {
                        throw new AssertionError("row " + i + " of the call for ids " + first + ".. got the logits of id "
                                + (int) (logits[i * ACT] / ACT));
                    }
                }
                for (int k = 0; k < VAL; k++) {
                    if (values[i * VAL + k] != -(first + i) - k) {
                        throw new AssertionError("row " + i + " of the call for ids " + first + ".. got another row's values");
                    }
                }
            }
        });
    }

    /** A named thread running one action, remembering how it ended and whether its interrupt flag was set. */
    static final class Caller extends Thread {
        private final Runnable action;
        volatile Throwable failure;
        volatile boolean finished;
        volatile boolean interruptedAtEnd;

        Caller(String name, Runnable action) {
            super(name);
            this.action = action;
            setDaemon(true);
            start();
        }

        @Override
        public void run() {
            try {
                action.run();
            } catch (Throwable t) {
                failure = t;
            } finally {
                interruptedAtEnd = Thread.currentThread().isInterrupted();
                finished = true;
            }
        }

        void finish() throws InterruptedException {
            join(TimeUnit.SECONDS.toMillis(20));
            assertFalse(isAlive(), getName() + " still blocked");
        }
    }

    static void awaitPasses(FakeNet net, int n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (net.passes.size() < n) {
            assertTrue(System.nanoTime() < end, "no pass started");
            Thread.sleep(1);
        }
    }

    static void awaitRequests(InferenceQueue q, long n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (q.requests() < n) {
            assertTrue(System.nanoTime() < end, "callers did not arrive");
            Thread.sleep(1);
        }
        Thread.sleep(50); // the last caller is past its request count and waiting on the queue
    }

    /** {@code threads} callers each making {@code calls} calls of 1-20 rows of their own ids, each checking its rows. */
    static void hammer(InferenceQueue q, int threads, int calls) throws InterruptedException {
        List<Caller> callers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            callers.add(new Caller("hammer-" + t, () -> {
                SplittableRandom r = new SplittableRandom(thread);
                for (int c = 0; c < calls; c++) {
                    inferAndCheck(q, (thread * calls + c) * 32, 1 + r.nextInt(20));
                }
            }));
        }
        for (Caller c : callers) {
            c.finish();
            assertNull(c.failure, () -> c.getName() + ": " + c.failure);
        }
    }

    @Test
    @DisplayName("many threads hammering the queue each get exactly their own rows, one pass at a time, with rows of several callers merged into one pass")
    void eachCallerGetsItsOwnRowsFromMergedPasses() throws Exception {
        FakeNet net = new FakeNet();
        net.workNanos = 200_000;
        InferenceQueue q = new InferenceQueue(net, OBS, ACT, VAL, 64);
        int threads = 8;
        int calls = 150;
        hammer(q, threads, calls);
        assertFalse(net.overlapped, "two passes were inside the network at once");
        assertEquals(threads * calls, q.requests());
        assertTrue(q.passes() < q.requests() * 3 / 4, "passes " + q.passes() + " for " + q.requests() + " calls: callers' rows were not merged");
        synchronized (net.passes) {
            assertTrue(net.passes.stream().allMatch(p -> p.size() <= 64), "a merged pass went over maxRows");
        }
    }

    @Test
    @DisplayName("two networks: a caller finding one busy runs its pass on the other, on one thread; a third waits for a free one; each gets its own rows")
    void secondNetworkRunsBesideTheFirst() throws Exception {
        FakeNet a = new FakeNet();
        FakeNet b = new FakeNet();
        a.gate = new CountDownLatch(1);
        b.gate = new CountDownLatch(1);
        InferenceQueue q = new InferenceQueue(List.of(a, b), OBS, ACT, VAL, 64);
        Caller first = new Caller("first", () -> inferAndCheck(q, 1, 2));
        awaitPasses(a, 1);
        Caller second = new Caller("second", () -> inferAndCheck(q, 10, 3));
        awaitPasses(b, 1);
        Caller third = new Caller("third", () -> inferAndCheck(q, 20, 1));
        awaitRequests(q, 3);
        assertFalse(a.sawRow(20) || b.sawRow(20), "a third pass started while both networks were busy");
        a.gate.countDown();
        first.finish();
        third.finish();
        b.gate.countDown();
        second.finish();
        for (Caller c : List.of(first, second, third)) {
            assertNull(c.failure, () -> c.getName() + ": " + c.failure);
        }
        assertEquals(List.of(false, true), a.narrowed, "network a: the first pass alone (wide), the third beside b's (narrow)");
        assertEquals(List.of(true), b.narrowed, "network b: its pass ran beside a's");
        assertEquals(2, q.passesBeside());
        assertFalse(a.overlapped || b.overlapped, "two passes inside one network at once");
        inferAndCheck(q, 30, 4);
        assertEquals(false, a.narrowed.get(2), "a pass alone runs wide again");
    }

    @Test
    @DisplayName("two networks hammered by many threads: every caller gets its own rows, never two passes in one network, and passes run side by side")
    void twoNetworksUnderContention() throws Exception {
        FakeNet a = new FakeNet();
        FakeNet b = new FakeNet();
        a.workNanos = 200_000;
        b.workNanos = 200_000;
        InferenceQueue q = new InferenceQueue(List.of(a, b), OBS, ACT, VAL, 64);
        int threads = 6;
        int calls = 120;
        hammer(q, threads, calls);
        assertFalse(a.overlapped || b.overlapped, "two passes were inside one network at once");
        assertEquals(threads * calls, q.requests());
        assertTrue(!a.passes.isEmpty() && !b.passes.isEmpty(), "one network never ran");
        assertTrue(q.passesBeside() > 0, "no pass ran beside another");
    }

    @Test
    @DisplayName("a pass that fails fails only its own callers: later passes serve the others and the queue keeps working")
    void failedPassFailsOnlyItsCallers() throws Exception {
        FakeNet net = new FakeNet();
        net.gate = new CountDownLatch(1);
        InferenceQueue q = new InferenceQueue(net, OBS, ACT, VAL, 4);
        Caller first = new Caller("first", () -> inferAndCheck(q, 1, 1));
        awaitPasses(net, 1);
        Caller poisoned = new Caller("poisoned", () -> inferAndCheck(q, -3, 3)); // rows -3, -2, -1: the network throws
        awaitRequests(q, 2);
        Caller healthy = new Caller("healthy", () -> inferAndCheck(q, 100, 3)); // 3 + 3 > maxRows 4: a pass of its own
        awaitRequests(q, 3); // queued after healthy, the reader shares healthy's pass, not the poisoned one
        Caller reader = new Caller("reader", () -> q.infer(rows(200, 1), 1, (l, v) -> {
            throw new IllegalStateException("the caller's own decoding failed");
        }));
        awaitRequests(q, 4);
        net.gate.countDown();
        for (Caller c : List.of(first, poisoned, healthy, reader)) {
            c.finish();
        }
        assertNull(first.failure);
        assertNull(healthy.failure, () -> "healthy: " + healthy.failure);
        IllegalStateException e = assertInstanceOf(IllegalStateException.class, poisoned.failure);
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertEquals("the caller's own decoding failed", reader.failure.getMessage());
        net.gate = null;
        inferAndCheck(q, 300, 4);
        assertFalse(net.overlapped);
    }

    @Test
    @DisplayName("an interrupted caller withdraws its queued rows (CancellationException, flag kept); callers whose rows are in a pass get them; nobody hangs")
    void interruptedCallerDoesNotHangOthers() throws Exception {
        FakeNet net = new FakeNet();
        CountDownLatch first = new CountDownLatch(1);
        net.gate = first;
        InferenceQueue q = new InferenceQueue(net, OBS, ACT, VAL, 64);
        Caller runner = new Caller("runner", () -> inferAndCheck(q, 1, 2));
        awaitPasses(net, 1);
        Caller quitter = new Caller("quitter", () -> inferAndCheck(q, 50, 2));
        awaitRequests(q, 2);
        Caller waiter = new Caller("waiter", () -> inferAndCheck(q, 60, 2));
        Caller late = new Caller("late", () -> inferAndCheck(q, 70, 2));
        awaitRequests(q, 4);
        quitter.interrupt();
        quitter.finish();
        assertInstanceOf(CancellationException.class, quitter.failure);
        assertTrue(quitter.interruptedAtEnd, "the interrupt flag is kept");
        // the next pass takes the two waiters' rows; hold it open and interrupt both (one runs it, one waits)
        CountDownLatch second = new CountDownLatch(1);
        net.gate = second;
        first.countDown();
        runner.finish();
        assertNull(runner.failure, () -> "runner: " + runner.failure);
        awaitPasses(net, 2);
        waiter.interrupt();
        late.interrupt();
        Thread.sleep(50);
        second.countDown();
        for (Caller c : List.of(waiter, late)) {
            c.finish();
            assertNull(c.failure, () -> c.getName() + ": " + c.failure);
            assertTrue(c.interruptedAtEnd, c.getName() + ": the interrupt flag is kept");
        }
        assertFalse(net.sawRow(50), "the withdrawn rows reached the network");
        assertEquals(List.of(60, 61, 70, 71), net.passes.get(1).stream().sorted().toList(), "the two waiters' rows shared a pass");
        net.gate = null;
        inferAndCheck(q, 80, 1);
        assertFalse(net.overlapped);
    }

    @Test
    @DisplayName("close fails the queued callers at once, waits for the running pass, refuses later calls and leaves no thread behind")
    void closeFailsWaitersAndWaitsForThePass() throws Exception {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        FakeNet net = new FakeNet();
        net.gate = new CountDownLatch(1);
        InferenceQueue q = new InferenceQueue(net, OBS, ACT, VAL, 64);
        Caller runner = new Caller("runner", () -> inferAndCheck(q, 1, 2));
        awaitPasses(net, 1);
        Caller a = new Caller("queued-a", () -> inferAndCheck(q, 10, 2));
        Caller b = new Caller("queued-b", () -> inferAndCheck(q, 20, 2));
        awaitRequests(q, 3);
        Caller closer = new Caller("closer", q::close);
        for (Caller c : List.of(a, b)) {
            c.finish();
            assertInstanceOf(IllegalStateException.class, c.failure);
            assertEquals("evaluator is closed", c.failure.getMessage());
        }
        Thread.sleep(100);
        assertTrue(closer.isAlive(), "close returned while a pass was still inside the network");
        net.gate.countDown();
        runner.finish();
        closer.finish();
        assertNull(runner.failure, () -> "runner: " + runner.failure);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> inferAndCheck(q, 30, 1));
        assertEquals("evaluator is closed", e.getMessage());
        q.close();
        // the queue has no thread of its own, and no caller is left inside it
        for (Map.Entry<Thread, StackTraceElement[]> t : Thread.getAllStackTraces().entrySet()) {
            boolean inQueue = Arrays.stream(t.getValue()).anyMatch(f -> f.getClassName().startsWith(InferenceQueue.class.getName()));
            assertFalse(inQueue && t.getKey() != Thread.currentThread(), "thread left inside the queue: " + t.getKey());
            assertFalse(!before.contains(t.getKey()) && t.getKey().getName().startsWith("pz-"), "thread started by the queue: " + t.getKey());
        }
    }

    @Test
    @DisplayName("an exclusive pass (the ownership map's) never overlaps the batched passes of threads hammering the queue, which all"
            + " get their own rows; after close it is refused")
    void exclusivePassNeverOverlaps() throws Exception {
        FakeNet net = new FakeNet();
        net.workNanos = 100_000;
        InferenceQueue q = new InferenceQueue(net, OBS, ACT, VAL, 64);
        List<Caller> callers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int base = t * 10_000;
            callers.add(new Caller("hammer-" + t, () -> {
                for (int c = 0; c < 100; c++) {
                    inferAndCheck(q, base + c * 8, 8);
                }
            }));
        }
        AtomicInteger exclusive = new AtomicInteger();
        callers.add(new Caller("exclusive", () -> {
            for (int c = 0; c < 50; c++) {
                q.exclusive(() -> {
                    net.infer(rows(90_000, 1), 1, new float[ACT], new float[VAL]);
                    exclusive.incrementAndGet();
                });
            }
        }));
        for (Caller c : callers) {
            c.finish();
            assertNull(c.failure, c.getName());
        }
        assertEquals(50, exclusive.get());
        assertFalse(net.overlapped, "an exclusive pass ran inside a batched one");
        q.close();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> q.exclusive(() -> { }));
        assertEquals("evaluator is closed", e.getMessage());
    }
}
