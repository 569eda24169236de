package pz.models;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The {@link NetBackend#FAST} inference pass in parts ({@link Parts}): one {@link FastForward} per part, each over its
 * share of the positions on its own core. The first part reads the caller's arrays in place; the others copy their
 * positions in and their outputs back (a few hundred microseconds at batch 128). Same outputs as one pass, up to the
 * order of float sums inside ops.
 *
 * <p>Not thread-safe (owned by one {@link PolicyValueNet}).
 */
final class PartedForward implements InferencePass {
    private final NetShape shape;
    private final NetConfig config;
    private final Map<String, INDArray> params;
    /** One pass per part; part k's scratch observations and outputs (k >= 1), grown as needed. */
    private final List<FastForward> passes = new ArrayList<>();
    private final List<float[][]> scratch = new ArrayList<>();

    PartedForward(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.config = config;
        this.params = params;
        passes.add(new FastForward(shape, config, params));
        scratch.add(null);
    }

    @Override
    public void run(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut) {
        run(observations, n, logitsOut, valueOut, ownershipOut, Parts.count(n));
    }

    /** {@link #run(float[], int, float[], float[], float[])} in {@code parts} parts (at most n). */
    void run(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut, int parts) {
        if (parts <= 1) {
            passes.get(0).run(observations, n, logitsOut, valueOut, ownershipOut);
            return;
        }
        while (passes.size() < parts) {
            passes.add(new FastForward(shape, config, params));
            scratch.add(new float[4][0]);
        }
        int obs = shape.observationSize();
        int actions = shape.numActions();
        int outs = config.valueHead().outputs(shape.seats());
        int own = shape.cells() * shape.seats();
        Parts.run(parts, k -> {
            int from = Parts.from(n, parts, k);
            int m = Parts.from(n, parts, k + 1) - from;
            if (k == 0) {
                passes.get(0).run(observations, m, logitsOut, valueOut, ownershipOut);
                return;
            }
            float[][] s = scratch.get(k);
            float[] o = s[0] = grown(s[0], m * obs);
            float[] l = s[1] = grown(s[1], m * actions);
            float[] v = s[2] = grown(s[2], m * outs);
            float[] w = ownershipOut == null ? null : (s[3] = grown(s[3], m * own));
            System.arraycopy(observations, from * obs, o, 0, m * obs);
            passes.get(k).run(o, m, l, v, w);
            System.arraycopy(l, 0, logitsOut, from * actions, m * actions);
            System.arraycopy(v, 0, valueOut, from * outs, m * outs);
            if (w != null) {
                System.arraycopy(w, 0, ownershipOut, from * own, m * own);
            }
        });
    }

    private static float[] grown(float[] a, int len) {
        return a.length >= len ? a : new float[len];
    }

    @Override
    public void close() {
        passes.forEach(FastForward::close);
        passes.clear();
    }
}
