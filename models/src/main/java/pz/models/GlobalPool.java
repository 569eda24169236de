package pz.models;

import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * KataGo's global pooling (Wu 2019, section 3.2) on NHWC arrays, forward and backward, as plain loops over the
 * arrays' values: {@code [n, H, W, c]} to {@code [n, k * c]} features (mean, mean x {@link Graph#widthScale}
 * when scaled, max), and the per-channel bias that a dense layer makes of them, added over the board. Same
 * arithmetic as {@link Graph}'s {@code pool} and broadcast add.
 *
 * <p>Performance note: these arrays are small beside the convolutions (a pooling block reads {@code poolChannels}
 * planes and adds one bias per channel), so loops are used instead of op objects, each over one bulk copy of the
 * native array into a caller's scratch array (reading the native buffer value by value cost more than the
 * convolution beside it); the loops run along memory (cells outer, channels inner), each channel's sum still
 * in cell order. The ReLU that follows the bias, and the ReLU mask that precedes the pooling's gradient, are
 * folded into these loops (one op fewer each). The max's gradient goes to every cell equal to the max, which
 * after the ReLU that precedes the pooling differs from SameDiff's choice only on ties at positive values
 * (measure zero) since a tie at 0 gets no gradient through that ReLU.
 *
 * <p>Stateless; the scratch arrays belong to the caller ({@code n * cells * c} floats at least).
 */
final class GlobalPool {
    private GlobalPool() {
    }

    /**
     * Pooled features of {@code in} ({@code [n, H, W, c]}), or with {@code relu} of its ReLU (in left as it is), into
     * {@code out} ({@code [n, k * c]}).
     */
    static void pool(INDArray in, int n, int cells, int c, boolean scaled, double scale, INDArray out, float[] scratch,
                     boolean relu) {
        int len = n * cells * c;
        PolicyValueNet.copyOut(in, scratch, len);
        if (relu) {
            for (int i = 0; i < len; i++) {
                scratch[i] = Math.max(scratch[i], 0f);
            }
        }
        int k = scaled ? 3 : 2;
        float[] f = new float[n * k * c];
        double[] sum = new double[c];
        float[] max = new float[c];
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(sum, 0);
            java.util.Arrays.fill(max, Float.NEGATIVE_INFINITY);
            int base = i * cells * c;
            for (int p = 0; p < cells; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    float v = scratch[o + ch];
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
        }
        TrainingOps.copyIn(f, out);
    }

    /**
     * The gradient of {@link #pool} through the ReLU before it: {@code gIn} ({@code [n, H, W, c]}) from {@code gOut}
     * ({@code [n, k * c]}), 0 wherever {@code in} (the ReLU's output) is 0.
     */
    static void poolReluBackward(INDArray in, INDArray out, INDArray gOut, int n, int cells, int c, boolean scaled, double scale,
                                 INDArray gIn, float[] scratch) {
        int len = n * cells * c;
        PolicyValueNet.copyOut(in, scratch, len);
        int k = scaled ? 3 : 2;
        float[] f = new float[n * k * c];
        float[] g = new float[n * k * c];
        PolicyValueNet.copyOut(out, f, f.length);
        PolicyValueNet.copyOut(gOut, g, g.length);
        float[] gMean = new float[c];
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            int o = i * k * c;
            for (int ch = 0; ch < c; ch++) {
                gMean[ch] = (float) ((g[o + ch] + (scaled ? g[o + c + ch] * scale : 0)) / cells);
            }
            for (int p = 0; p < cells; p++) {
                int at = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    float x = scratch[at + ch];
                    scratch[at + ch] = x > 0 ? gMean[ch] + (x == f[o + (k - 1) * c + ch] ? g[o + (k - 1) * c + ch] : 0f) : 0f;
                }
            }
        }
        TrainingOps.copyIn(scratch, gIn);
    }

    /**
     * {@code t[i, cell, ch] = relu(t[i, cell, ch] + bias[i, ch])} for every cell ({@code t} is {@code [n, H, W, c]},
     * {@code bias} {@code [n, c]}).
     */
    static void addBiasRelu(INDArray t, INDArray bias, int n, int cells, int c, float[] scratch) {
        int len = n * cells * c;
        PolicyValueNet.copyOut(t, scratch, len);
        float[] b = new float[n * c];
        PolicyValueNet.copyOut(bias, b, b.length);
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            int bo = i * c;
            for (int p = 0; p < cells; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    scratch[o + ch] = Math.max(scratch[o + ch] + b[bo + ch], 0f);
                }
            }
        }
        TrainingOps.copyIn(scratch, t);
    }

    /** The bias's gradient: {@code gBias[i, ch]} = the sum over the cells of {@code gT[i, cell, ch]}. */
    static void biasBackward(INDArray gT, int n, int cells, int c, INDArray gBias, float[] scratch) {
        PolicyValueNet.copyOut(gT, scratch, n * cells * c);
        float[] out = new float[n * c];
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            for (int p = 0; p < cells; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    out[i * c + ch] += scratch[o + ch];
                }
            }
        }
        TrainingOps.copyIn(out, gBias);
    }
}
