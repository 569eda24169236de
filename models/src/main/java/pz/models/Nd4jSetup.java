package pz.models;

import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * One place for the process-wide ND4J settings this module relies on (called before any array is
 * made). Idempotent and thread-safe.
 *
 * <p>What was slow with DL4J 1.0.0-M2.1 here and what this module does about it:
 * <ul>
 *   <li>The plain {@code nd4j-native} native build runs a 3x3 64-&gt;64 convolution at ~12 GFLOPS, the
 *       {@code linux-x86_64-onednn} build at ~190 GFLOPS (NHWC, batch 128): the pom pulls only the
 *       oneDNN build (and excludes the plain one that nd4j-native's pom drags in).</li>
 *   <li>DL4J's layer API routes convolutions through Java "helpers" that are off by default and, in
 *       M2.1, look up a class that no longer exists, so they fall back to im2col+gemm: this module
 *       does not use the layer API at all. Inference calls libnd4j's {@code conv2d} op directly
 *       (which uses oneDNN inside libnd4j) and training uses SameDiff, whose ops are the same.</li>
 *   <li>ND4J's periodic {@code System.gc()} (a "memory manager" thread that calls the collector every
 *       few seconds to reclaim native buffers) stalls every thread for tens of milliseconds: it is
 *       switched off here; this module frees its own native memory explicitly ({@code close()}) and
 *       reuses preallocated activation buffers instead of relying on workspaces.</li>
 * </ul>
 */
public final class Nd4jSetup {
    private static volatile boolean done;

    private Nd4jSetup() {
    }

    /** Applies the settings once (loading libnd4j takes about 2-3 s the first time). */
    public static void init() {
        if (done) {
            return;
        }
        synchronized (Nd4jSetup.class) {
            if (done) {
                return;
            }
            Nd4j.setDefaultDataTypes(DataType.FLOAT, DataType.FLOAT);
            Nd4j.getMemoryManager().togglePeriodicGc(false);
            Nd4j.getExecutioner().enableDebugMode(false);
            Nd4j.getExecutioner().enableVerboseMode(false);
            done = true;
        }
    }

    /** A one-line description of the native backend, for benchmarks and logs. */
    public static String describeBackend() {
        init();
        java.util.Properties p = Nd4j.getExecutioner().getEnvironmentInformation();
        String build = org.nd4j.nativeblas.NativeOpsHolder.getInstance().getDeviceNativeOps().buildInfo();
        return "ND4J " + Nd4j.getBackend().getClass().getSimpleName() + ", " + p.get("omp.threads") + " OpenMP threads, blas "
                + p.get("blas.vendor") + ", oneDNN " + (build.contains("HAVE_ONEDNN") ? "yes" : "NO (slow build on the class path)");
    }
}
