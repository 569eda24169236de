package pz.models;

import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The frame of this module's element-wise loops over native float32 arrays ({@link Relus}, {@link GlobalPool},
 * {@link SpatialLogits}): the work is split over as many threads as this thread's libnd4j ops would use
 * ({@link Nd4jSetup#threadsNow()}: one inside a narrowed scope such as a search's small pass or
 * {@code Evaluator.onOneCore}), and each thread copies its part in blocks small enough to stay in its core's cache
 * ({@link #BLOCK} floats, or one position) into scratch arrays of its own, computes, and writes the block back.
 *
 * <p>Performance note (2026-11-28, quiet machine, 1.6 M floats: a 6x64 Amazons activation at batch 256): a ReLU mask
 * that copied whole arrays into caller-sized Java arrays took 3.3 ms, in blocks on one thread 1.5 ms, in blocks on
 * both cores 0.85 ms; inside a training step the whole-array copies (each larger than the caches) took twice their
 * time alone. libnd4j's own {@code relu} takes 0.4 ms there, but a mask or an add with its ReLU is two or three of
 * its ops.
 *
 * <p>Thread-safe: the helper threads are shared daemon threads; concurrent callers queue for them (each still runs
 * its own first part). A loop body must not call back into this class.
 */
final class Loops {
    /** Floats of one block: 16 kB a scratch array, three of them well inside a core's L2 cache. */
    static final int BLOCK = 4096;
    /**
     * Below this much work a loop stays on the calling thread: handing a part to a helper and waiting for it costs about
     * 0.1 ms here, what a plain element-wise pass (a ReLU with its add, a mask) takes over 250,000 floats on one core.
     * Work is counted in such floats; a heavier loop counts each of its floats several times.
     */
    static final long MIN_SPLIT = 1 << 19;

    /** A part of a loop: the units {@code [from, to)}. */
    interface Range {
        void run(int from, int to);
    }

    /**
     * One block of an element-wise loop: elements {@code [start, start + n)}, with this thread's scratch arrays of
     * {@link #BLOCK} values each.
     */
    interface Block {
        void run(int start, int n, float[] a, float[] b, int[] c);
    }

    /** The work on one position's values, in this thread's scratch array (changed in place when they are written back). */
    interface Position {
        void run(int position, float[] values);
    }

    private static final ThreadLocal<float[][]> FLOATS = ThreadLocal.withInitial(() -> new float[3][BLOCK]);
    private static final ThreadLocal<int[]> INTS = ThreadLocal.withInitial(() -> new int[BLOCK]);
    private static final ThreadLocal<int[]> MORE_INTS = ThreadLocal.withInitial(() -> new int[BLOCK]);
    private static ExecutorService helpers;
    private static int helperCount;

    private Loops() {
    }

    /**
     * Runs {@code range} over {@code units} units of {@code unitWork} work each (see {@link #MIN_SPLIT}), in one
     * contiguous part per thread (the calling thread runs the first), and returns when every part has run. An exception
     * of any part is thrown here after all parts have ended.
     */
    static void split(int units, long unitWork, Range range) {
        int threads = units * unitWork < MIN_SPLIT ? 1 : Math.min(units, Nd4jSetup.threadsNow());
        if (threads <= 1) {
            range.run(0, units);
            return;
        }
        ExecutorService pool = helpers(threads - 1);
        List<Future<?>> parts = new ArrayList<>(threads - 1);
        for (int k = 1; k < threads; k++) {
            int from = (int) ((long) units * k / threads);
            int to = (int) ((long) units * (k + 1) / threads);
            parts.add(pool.submit(() -> range.run(from, to)));
        }
        Throwable failure = null;
        try {
            range.run(0, (int) ((long) units / threads));
        } catch (RuntimeException | Error e) {
            failure = e;
        }
        finish(parts, failure);
    }

    /**
     * Waits for every one of {@code parts} (they write into the caller's arrays, so all must end before the caller goes
     * on), then throws {@code failure} or else the first part's exception; an interrupt while waiting is kept.
     */
    static void finish(List<Future<?>> parts, Throwable failure) {
        boolean interrupted = false;
        for (Future<?> f : parts) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (failure == null) {
                        failure = e.getCause();
                    }
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure instanceof RuntimeException r) {
            throw r;
        }
        if (failure instanceof Error e) {
            throw e;
        }
    }

    /** Runs {@code block} over the {@code len} elements in blocks of {@link #BLOCK}, split over the threads. */
    static void blocks(int len, Block block) {
        int units = (len + BLOCK - 1) / BLOCK;
        split(units, BLOCK, (from, to) -> {
            float[][] f = FLOATS.get();
            int[] c = INTS.get();
            for (int u = from; u < to; u++) {
                int start = u * BLOCK;
                block.run(start, Math.min(BLOCK, len - start), f[0], f[1], c);
            }
        });
    }

    /**
     * Runs {@code body} on each of the {@code n} positions of {@code src} ({@code size} floats each, c-order), split over
     * the threads, each position copied into the thread's scratch array; with {@code dst} (may be {@code src}) the values
     * are then written to that position of {@code dst}. {@code work} counts what one float costs (see {@link #MIN_SPLIT}).
     */
    static void positions(INDArray src, INDArray dst, int n, int size, int work, Position body) {
        FloatBuffer in = floats(src);
        FloatBuffer out = dst == null ? null : floats(dst);
        int io = (int) src.offset();
        int oo = dst == null ? 0 : (int) dst.offset();
        split(n, (long) work * size, (from, to) -> {
            float[] s = scratch(0, size);
            for (int i = from; i < to; i++) {
                in.get(io + i * size, s, 0, size);
                body.run(i, s);
                if (out != null) {
                    out.put(oo + i * size, s, 0, size);
                }
            }
        });
    }

    /** This thread's scratch array number {@code slot} (0-2), of at least {@code size} floats. */
    static float[] scratch(int slot, int size) {
        float[][] f = FLOATS.get();
        if (f[slot].length < size) {
            f[slot] = new float[size];
        }
        return f[slot];
    }

    /** This thread's second int scratch array (the first is a {@link Block}'s), of at least {@code size} values. */
    static int[] intScratch(int size) {
        int[] c = MORE_INTS.get();
        if (c.length < size) {
            c = new int[size];
            MORE_INTS.set(c);
        }
        return c;
    }

    /** The native data of {@code a} as floats; index it from {@code (int) a.offset()}. */
    static FloatBuffer floats(INDArray a) {
        return a.data().asNio().asFloatBuffer();
    }

    /** The native data of {@code a} as the floats' bits. */
    static IntBuffer ints(INDArray a) {
        return a.data().asNio().asIntBuffer();
    }

    /** The helper threads, at least {@code count}; a larger pool replaces a smaller one (never shut down: another caller may still submit to it). */
    private static synchronized ExecutorService helpers(int count) {
        if (helpers == null || helperCount < count) {
            helpers = Executors.newFixedThreadPool(count, r -> {
                Thread t = new Thread(r, "pz-loops");
                t.setDaemon(true);
                return t;
            });
            helperCount = count;
        }
        return helpers;
    }
}
