package pz.models;

import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * One place for the process-wide ND4J settings this module relies on (called before any array is
 * made). Idempotent and thread-safe.
 *
 * <p>What was slow with DL4J 1.0.0-M2.1 here and what this module does about it:
 * <ul>
 *   <li>Native builds: a 3x3 64-&gt;64 convolution on 8x8 at batch 128 ran at ~16 GFLOPS with the
 *       {@code linux-x86_64-avx512} build and ~190-200 GFLOPS with {@code linux-x86_64-onednn} (the
 *       issue measured ~10 for the plain build): the pom pulls only the oneDNN build and excludes the
 *       plain one that nd4j-native's own pom drags in.</li>
 *   <li>DL4J's layer API routes convolutions through Java "helpers" that are off by default and, in
 *       M2.1, look up a class that no longer exists, so they fall back to im2col+gemm: this module
 *       does not use the layer API at all. Inference calls libnd4j's {@code conv2d} op directly
 *       (which uses oneDNN inside libnd4j) and training uses SameDiff, whose ops are the same.</li>
 *   <li>ND4J's periodic {@code System.gc()} (a "memory manager" thread that calls the collector every
 *       few seconds to reclaim native buffers) stalls every thread for tens of milliseconds: it is
 *       switched off here; this module frees its own native memory explicitly ({@code close()}) and
 *       reuses preallocated activation buffers instead of relying on workspaces.</li>
 *   <li>The number of OpenMP threads is left at ND4J's default (one per core, or {@code OMP_NUM_THREADS}) for passes
 *       of more than {@link #SMALL_PASS} positions; those of {@code 2 * Parts.MIN_PART} or more then run as one pass
 *       per core on one OpenMP thread each ({@link Parts}), which uses the cores better than each op's threads.
 *       Smaller passes (a match's search) run on one thread ({@link #smallPass}). On a busy shared machine
 *       {@code OMP_NUM_THREADS=1} narrows every pass; README, "Worker threads".</li>
 * </ul>
 */
public final class Nd4jSetup {
    /**
     * Passes of at most this many positions run on one OpenMP thread ({@link #smallPass}). Measured on the 9x9 Cowboys
     * 4x32 network on the quiet 2-core machine (per position, 2 threads against 1): batch 1 3.3 ms against 1.1, batch 8
     * 0.80 against 0.57, batch 16 0.56 against 0.48 (at half the CPU), batch 20 0.60 against 0.75, batch 32 0.38 against
     * 0.49, batch 128 0.29 against 0.45 (models/README.md, "OpenMP threads").
     */
    static final int SMALL_PASS = 16;

    private static volatile boolean done;
    /** OpenMP threads a pass of more than {@link #SMALL_PASS} positions uses; 0 when the user set {@code OMP_NUM_THREADS}. */
    private static int wideThreads;
    /** A {@link #smallPass} scope that changes nothing. */
    private static final Scope NOTHING = () -> { };

    /** A scope of {@link #smallPass}: closing it undoes what opening it set. */
    public interface Scope extends AutoCloseable {
        @Override
        void close();
    }

    private Nd4jSetup() {
    }

    /**
     * Applies the settings once (loading libnd4j takes about 2-3 s the first time). Call it before
     * anything else touches ND4J, so that the OpenMP setting below reaches libgomp.
     */
    public static void init() {
        if (done) {
            return;
        }
        synchronized (Nd4jSetup.class) {
            if (done) {
                return;
            }
            passiveOpenMp();
            Nd4j.setDefaultDataTypes(DataType.FLOAT, DataType.FLOAT);
            Nd4j.getMemoryManager().togglePeriodicGc(false);
            Nd4j.getExecutioner().enableDebugMode(false);
            Nd4j.getExecutioner().enableVerboseMode(false);
            wideThreads = System.getenv("OMP_NUM_THREADS") != null ? 0 : nativeOps().ompGetMaxThreads();
            done = true;
        }
    }

    /** OpenMP threads of a wide pass; 0 when the user set {@code OMP_NUM_THREADS} (nothing is then changed). */
    static int wideThreads() {
        init();
        return wideThreads;
    }

    /** This thread's OpenMP thread count for its next parallel region ({@code omp_get_max_threads}). */
    static int threadsNow() {
        init();
        return nativeOps().ompGetMaxThreads();
    }

    private static org.nd4j.nativeblas.NativeOps nativeOps() {
        return org.nd4j.nativeblas.NativeOpsHolder.getInstance().getDeviceNativeOps();
    }

    /**
     * A scope in which this thread's libnd4j ops run on one OpenMP thread when a pass holds at most
     * {@link #SMALL_PASS} positions (a search's leaf batch); closing it gives the thread its threads back. OpenMP's
     * thread count is a per-thread setting ({@code omp_set_num_threads}), so a worker's small pass does not narrow
     * another thread's pass or a training step. Nothing changes for large passes, on a one-core machine, or when the
     * user set {@code OMP_NUM_THREADS}.
     *
     * <p>Performance note: each of a pass's ~50 ops wakes the sleeping OpenMP threads and waits for them at its
     * end; with a handful of positions that hand-off costs more than the second core gives (3x at batch 1), and the
     * search's own batches are 1-8 positions in a match ({@code pending}, default 8).
     */
    public static Scope smallPass(int positions) {
        init();
        int wide = wideThreads;
        if (positions > SMALL_PASS || wide <= 1) {
            return NOTHING;
        }
        nativeOps().setOmpNumThreads(1);
        return () -> nativeOps().setOmpNumThreads(wide);
    }

    /**
     * A scope in which this thread's libnd4j ops run on one OpenMP thread whatever the pass's size: a pass running
     * beside another on the other core ({@link InferenceQueue}). Nothing changes on a one-core machine or when the user
     * set {@code OMP_NUM_THREADS}.
     */
    public static Scope oneThread() {
        return smallPass(0);
    }

    /** The C library's setenv, through JNA (which ND4J already depends on). */
    private interface LibC extends com.sun.jna.Library {
        int setenv(String name, String value, int overwrite);
    }

    /**
     * Sets {@code OMP_WAIT_POLICY=PASSIVE} in the process environment before libnd4j (and with it
     * libgomp, which reads the variable once when it loads) is loaded, unless the user set it.
     *
     * <p>Performance note: by default OpenMP threads spin between parallel regions. That is free on
     * an idle machine, but when other processes compete for the two cores a spinning thread burns
     * the time slice its partner needs, and every libnd4j op ends in a barrier: measured here under
     * a load average of ~10, batch-128 inference ran at ~200 positions/s spinning and ~1,500-3,000
     * passive (the cost of passive waiting on an idle machine, a futex wake-up per op, was not
     * measurable here because the machine was never idle).
     */
    private static void passiveOpenMp() {
        if (System.getenv("OMP_WAIT_POLICY") != null || !System.getProperty("os.name", "").toLowerCase().contains("linux")) {
            return;
        }
        try {
            LibC c = (LibC) com.sun.jna.Native.loadLibrary("c", LibC.class);
            c.setenv("OMP_WAIT_POLICY", "PASSIVE", 0);
        } catch (RuntimeException | LinkageError e) {
            // Without JNA the default (spinning) policy stays: slower under load, still correct.
        }
    }

    /** A one-line description of the native backend, for benchmarks and logs. */
    public static String describeBackend() {
        init();
        java.util.Properties p = Nd4j.getExecutioner().getEnvironmentInformation();
        String build = org.nd4j.nativeblas.NativeOpsHolder.getInstance().getDeviceNativeOps().buildInfo();
        return "ND4J " + Nd4j.getBackend().getClass().getSimpleName() + ", " + p.get("omp.threads") + " OpenMP threads ("
                + (System.getenv("OMP_WAIT_POLICY") != null ? "OMP_WAIT_POLICY=" + System.getenv("OMP_WAIT_POLICY") : "passive wait")
                + "), blas "
                + p.get("blas.vendor") + ", oneDNN " + (build.contains("HAVE_ONEDNN") ? "yes" : "NO (slow build on the class path)");
    }
}
