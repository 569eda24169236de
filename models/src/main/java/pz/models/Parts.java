package pz.models;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * A large pass of the network run in parts, one per core, each part a pass of its own over its share of the positions
 * on one OpenMP thread ({@link Nd4jSetup#oneThread}): data parallelism across the cores instead of each op's threads
 * ({@link PartedForward}, {@link PartedBackprop}).
 *
 * <p>Performance note (2026-11-28, quiet 2-core machine, the 4x32 v2 Cowboys network, {@code pz bench nn}): a pass
 * of 128 positions with both OpenMP threads ran at 11,700 positions/s; two processes each on one OpenMP thread ran
 * 9,400-9,600 each, 19,000 together, and a training step at batch 256 2,800 against 2,000 + 2,100. At 32 channels
 * each op of the pass is short (0.1-1 ms), so waking the second OpenMP thread and waiting for it at every op's end
 * costs a large share of it; a part per core pays that hand-off once a pass. The bare convolutions gain the same
 * way (11,500-11,700 positions/s on one thread against 17,900 on two).
 *
 * <p>Thread-safe: the helper threads are shared daemon threads (one fewer than the cores), each on one OpenMP thread
 * for its life; concurrent callers queue for them. Nothing changes when the calling thread's ops already run on one
 * thread (a search's small pass, a worker of {@link InferenceQueue}), on a one-core machine, when the user set
 * {@code OMP_NUM_THREADS}, or with the system property {@value #PROPERTY} set to {@code false}.
 */
final class Parts {
    /** Fewest positions a part holds: a pass of fewer than twice this runs whole. */
    static final int MIN_PART = 16;
    /** The system property that switches parts off ({@code false}); on by default. */
    static final String PROPERTY = "pz.nn.parts";

    private static ExecutorService helpers;
    private static int helperCount;

    private Parts() {
    }

    /** Whether passes are split into parts in this process (the system property {@value #PROPERTY}, read each time). */
    static boolean enabled() {
        return !"false".equalsIgnoreCase(System.getProperty(PROPERTY, "true").strip());
    }

    /** The parts a pass of {@code n} positions on the calling thread runs in (1: whole, on this thread's OpenMP threads). */
    static int count(int n) {
        int wide = Nd4jSetup.wideThreads();
        if (wide <= 1 || n < 2 * MIN_PART || Nd4jSetup.threadsNow() <= 1 || !enabled()) {
            return 1;
        }
        return Math.min(wide, n / MIN_PART);
    }

    /** The first position of part {@code k} of {@code parts} over {@code n} positions (part k holds [from(k), from(k+1))). */
    static int from(int n, int parts, int k) {
        return (int) ((long) n * k / parts);
    }

    /**
     * Runs {@code part} for k = 0 .. parts-1, part 0 on the calling thread and the others on helper threads, every one on
     * one OpenMP thread, and returns when all have ended; an exception of any part is thrown here after all have ended.
     */
    static void run(int parts, IntConsumer part) {
        if (parts <= 1) {
            part.accept(0);
            return;
        }
        ExecutorService pool = helpers(parts - 1);
        List<Future<?>> running = new ArrayList<>(parts - 1);
        for (int k = 1; k < parts; k++) {
            int mine = k;
            running.add(pool.submit(() -> part.accept(mine)));
        }
        Throwable failure = null;
        try (Nd4jSetup.Scope one = Nd4jSetup.oneThread()) {
            part.accept(0);
        } catch (RuntimeException | Error e) {
            failure = e;
        }
        Loops.finish(running, failure);
    }

    private static synchronized ExecutorService helpers(int count) {
        if (helpers == null || helperCount < count) {
            // a smaller pool is left to its callers (only tests ask for more parts than cores): shutting it down could
            // reject a part another thread is handing to it
            helperCount = count;
            helpers = Executors.newFixedThreadPool(count, r -> {
                Thread t = new Thread(() -> {
                    Nd4jSetup.oneThread(); // for the thread's life: it runs nothing but parts
                    r.run();
                }, "pz-nn-part");
                t.setDaemon(true);
                return t;
            });
        }
        return helpers;
    }
}
