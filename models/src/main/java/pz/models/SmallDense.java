package pz.models;

import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * A dense layer {@code out = in W + b} ({@code in} {@code [n, I]}, {@code W} {@code [I, O]}, {@code b} {@code [O]}), forward
 * and backward, as loops over Java copies of its arrays: for the small layers of the heads and the pooling blocks.
 *
 * <p>Performance note: these layers are tiny (the 4x32 Cowboys network's largest is 96 x 64) and as ND4J ops each cost a
 * {@code gemm} and a broadcast add whose fixed cost (waking libnd4j's threads, which on this shared machine often wait
 * for a core) was 0.2-2 ms apiece, more than all of their arithmetic; one loop on the calling thread takes
 * tens of microseconds. Large layers (version 1's dense policy head) stay {@code gemm}s: see {@link #fits}.
 *
 * <p>Stateless; allocates its Java copies per call.
 */
final class SmallDense {
    /** Largest weight matrix computed here. */
    static final long MAX_WEIGHTS = 1 << 15;

    private SmallDense() {
    }

    /** Whether a layer with weights {@code w} is small enough for these loops. */
    static boolean fits(INDArray w) {
        return w.length() <= MAX_WEIGHTS;
    }

    /** {@code out = in W + b} for the first {@code n} rows, then a ReLU if {@code relu}. */
    static void forward(INDArray in, INDArray w, INDArray b, INDArray out, int n, boolean relu) {
        int inputs = (int) w.size(0);
        int outputs = (int) w.size(1);
        float[] x = read(in, n * inputs);
        float[] wt = read(w, inputs * outputs);
        float[] bias = read(b, outputs);
        float[] y = new float[(int) out.length()];
        float[] acc = new float[outputs];
        for (int r = 0; r < n; r++) {
            // one row accumulated in a small array of its own (faster than in place in y)
            System.arraycopy(bias, 0, acc, 0, outputs);
            for (int i = 0; i < inputs; i++) {
                float a = x[r * inputs + i];
                int wo = i * outputs;
                for (int j = 0; j < outputs; j++) {
                    acc[j] += a * wt[wo + j];
                }
            }
            int o = r * outputs;
            for (int j = 0; j < outputs; j++) {
                y[o + j] = relu ? Math.max(acc[j], 0f) : acc[j];
            }
        }
        TrainingOps.copyIn(y, out);
    }

    /**
     * The gradients of {@link #forward} (without ReLU) over {@code n} rows: {@code gW = in^T gOut}, {@code gB} = the
     * column sums of {@code gOut}, {@code gIn = gOut W^T}.
     */
    static void backward(INDArray in, INDArray w, INDArray gOut, int n, INDArray gW, INDArray gB, INDArray gIn) {
        int inputs = (int) w.size(0);
        int outputs = (int) w.size(1);
        float[] x = read(in, n * inputs);
        float[] wt = read(w, inputs * outputs);
        float[] g = read(gOut, n * outputs);
        float[] gw = new float[inputs * outputs];
        float[] gb = new float[outputs];
        float[] gx = new float[n * inputs];
        for (int r = 0; r < n; r++) {
            int go = r * outputs;
            for (int j = 0; j < outputs; j++) {
                gb[j] += g[go + j];
            }
            for (int i = 0; i < inputs; i++) {
                float a = x[r * inputs + i];
                int wo = i * outputs;
                float s = 0;
                for (int j = 0; j < outputs; j++) {
                    gw[wo + j] += a * g[go + j];
                    s += g[go + j] * wt[wo + j];
                }
                gx[r * inputs + i] = s;
            }
        }
        TrainingOps.copyIn(gw, gW);
        TrainingOps.copyIn(gb, gB);
        TrainingOps.copyIn(gx, gIn);
    }

    private static float[] read(INDArray a, int len) {
        float[] f = new float[len];
        PolicyValueNet.copyOut(a, f, len);
        return f;
    }
}
