package pz.models;

import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * KataGo's global pooling (Wu 2019, section 3.2) on NHWC arrays, forward and backward, as plain loops over the
 * arrays' values: {@code [n, H, W, c]} to {@code [n, k * c]} features (mean, mean x {@link Graph#widthScale}
 * when scaled, max), and the per-channel bias that a dense layer makes of them, added over the board. Same
 * arithmetic as {@link Graph}'s {@code pool} and broadcast add.
 *
 * <p>Performance note: these arrays are small beside the convolutions (a pooling block reads {@code poolChannels}
 * planes and adds one bias per channel), so loops are used instead of op objects, position by position over the
 * threads ({@link Loops#positions}), each position one bulk copy of its part of the native array into a thread's scratch
 * array (reading the native buffer value by value cost more than the convolution beside it); the loops run along
 * memory (cells outer, channels inner), each channel's sum in cell order, in float
 * (as SameDiff's mean). The ReLU that follows the bias, and the ReLU mask that precedes the pooling's gradient, are
 * folded into these loops (one op fewer each). The max's gradient goes to every cell equal to the max, which
 * after the ReLU that precedes the pooling differs from SameDiff's choice only on ties at positive values
 * (measure zero) since a tie at 0 gets no gradient through that ReLU.
 *
 * <p>Stateless.
 */
final class GlobalPool {
    private GlobalPool() {
    }

    /**
     * Pooled features of {@code in} ({@code [n, H, W, c]}), or with {@code relu} of its ReLU (in left as it is), into
     * {@code out} ({@code [n, k * c]}).
     */
    static void pool(INDArray in, int n, int cells, int c, boolean scaled, double scale, INDArray out, boolean relu) {
        int size = cells * c;
        int k = scaled ? 3 : 2;
        float[] f = new float[n * k * c];
        Loops.positions(in, null, n, size, 4, (i, s) -> {
            if (relu) {
                for (int j = 0; j < size; j++) {
                    s[j] = Math.max(s[j], 0f);
                }
            }
            float[] sum = new float[c];
            float[] max = new float[c];
            java.util.Arrays.fill(max, Float.NEGATIVE_INFINITY);
            for (int p = 0; p < cells; p++) {
                int o = p * c;
                for (int ch = 0; ch < c; ch++) {
                    float v = s[o + ch];
                    sum[ch] += v;
                    max[ch] = Math.max(max[ch], v);
                }
            }
            int o = i * k * c;
            for (int ch = 0; ch < c; ch++) {
                float mean = (float) (sum[ch] / cells);
                f[o + ch] = mean;
                if (scaled) {
                    f[o + c + ch] = (float) (mean * scale);
                }
                f[o + (k - 1) * c + ch] = max[ch];
            }
        });
        TrainingOps.copyIn(f, out);
    }

    /**
     * The gradient of {@link #pool} through the ReLU before it: {@code gIn} ({@code [n, H, W, c]}) from {@code gOut}
     * ({@code [n, k * c]}), 0 wherever {@code in} (the ReLU's output) is 0.
     */
    static void poolReluBackward(INDArray in, INDArray out, INDArray gOut, int n, int cells, int c, boolean scaled, double scale,
                                 INDArray gIn) {
        int k = scaled ? 3 : 2;
        float[] f = new float[n * k * c];
        float[] g = new float[n * k * c];
        PolicyValueNet.copyOut(out, f, f.length);
        PolicyValueNet.copyOut(gOut, g, g.length);
        Loops.positions(in, gIn, n, cells * c, 4, (i, s) -> {
            int o = i * k * c;
            float[] gMean = new float[c];
            for (int ch = 0; ch < c; ch++) {
                gMean[ch] = (float) ((g[o + ch] + (scaled ? g[o + c + ch] * scale : 0)) / cells);
            }
            for (int p = 0; p < cells; p++) {
                int at = p * c;
                for (int ch = 0; ch < c; ch++) {
                    float x = s[at + ch];
                    s[at + ch] = x > 0 ? gMean[ch] + (x == f[o + (k - 1) * c + ch] ? g[o + (k - 1) * c + ch] : 0f) : 0f;
                }
            }
        });
    }

    /**
     * {@code t[i, cell, ch] = relu(t[i, cell, ch] + bias[i, ch])} for every cell ({@code t} is {@code [n, H, W, c]},
     * {@code bias} {@code [n, c]}).
     */
    static void addBiasRelu(INDArray t, INDArray bias, int n, int cells, int c) {
        float[] b = new float[n * c];
        PolicyValueNet.copyOut(bias, b, b.length);
        Loops.positions(t, t, n, cells * c, 2, (i, s) -> {
            int bo = i * c;
            for (int p = 0; p < cells; p++) {
                int o = p * c;
                for (int ch = 0; ch < c; ch++) {
                    s[o + ch] = Math.max(s[o + ch] + b[bo + ch], 0f);
                }
            }
        });
    }

    /** The bias's gradient: {@code gBias[i, ch]} = the sum over the cells of {@code gT[i, cell, ch]}. */
    static void biasBackward(INDArray gT, int n, int cells, int c, INDArray gBias) {
        float[] out = new float[n * c];
        Loops.positions(gT, null, n, cells * c, 2, (i, s) -> {
            for (int p = 0; p < cells; p++) {
                int o = p * c;
                for (int ch = 0; ch < c; ch++) {
                    out[i * c + ch] += s[o + ch];
                }
            }
        });
        TrainingOps.copyIn(out, gBias);
    }
}
