package pz.models;

import java.nio.FloatBuffer;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * KataGo's global pooling (Wu 2019, section 3.2) on NHWC arrays, forward and backward, as plain loops over the
 * arrays' buffers: {@code [n, H, W, c]} to {@code [n, k * c]} features (mean, mean x {@link Graph#widthScale}
 * when scaled, max), and the per-channel bias that a dense layer makes of them, added over the board. Same
 * arithmetic as {@link Graph}'s {@code pool} and broadcast add.
 *
 * <p>Performance note: these arrays are small beside the convolutions (a pooling block reads {@code poolChannels}
 * planes and adds one bias per channel), so loops are used instead of op objects; the max's gradient goes to
 * every cell equal to the max, which after the ReLU that precedes the pooling differs from SameDiff's choice only
 * on ties at positive values (measure zero) since a tie at 0 gets no gradient through that ReLU.
 *
 * <p>Stateless.
 */
final class GlobalPool {
    private GlobalPool() {
    }

    /** Pooled features of {@code in} ({@code [n, H, W, c]}) into {@code out} ({@code [n, k * c]}). */
    static void pool(INDArray in, int n, int cells, int c, boolean scaled, double scale, INDArray out) {
        FloatBuffer x = in.data().asNio().asFloatBuffer();
        int k = scaled ? 3 : 2;
        float[] f = new float[n * k * c];
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            int o = i * k * c;
            for (int ch = 0; ch < c; ch++) {
                double sum = 0;
                float max = Float.NEGATIVE_INFINITY;
                for (int p = 0; p < cells; p++) {
                    float v = x.get(base + p * c + ch);
                    sum += v;
                    max = Math.max(max, v);
                }
                float mean = (float) (sum / cells);
                f[o + ch] = mean;
                if (scaled) {
                    f[o + c + ch] = (float) (mean * scale);
                }
                f[o + (k - 1) * c + ch] = max;
            }
        }
        out.data().asNio().asFloatBuffer().put(f);
    }

    /** The gradient of {@link #pool}: {@code gIn} ({@code [n, H, W, c]}) from {@code gOut} ({@code [n, k * c]}). */
    static void poolBackward(INDArray in, INDArray out, INDArray gOut, int n, int cells, int c, boolean scaled, double scale,
                             INDArray gIn) {
        FloatBuffer x = in.data().asNio().asFloatBuffer();
        FloatBuffer f = out.data().asNio().asFloatBuffer();
        FloatBuffer g = gOut.data().asNio().asFloatBuffer();
        int k = scaled ? 3 : 2;
        float[] gx = new float[n * cells * c];
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            int o = i * k * c;
            for (int ch = 0; ch < c; ch++) {
                float gMean = (float) ((g.get(o + ch) + (scaled ? g.get(o + c + ch) * scale : 0)) / cells);
                float max = f.get(o + (k - 1) * c + ch);
                float gMax = g.get(o + (k - 1) * c + ch);
                for (int p = 0; p < cells; p++) {
                    int at = base + p * c + ch;
                    gx[at] = gMean + (x.get(at) == max ? gMax : 0f);
                }
            }
        }
        gIn.data().asNio().asFloatBuffer().put(gx);
    }

    /** {@code t[i, cell, ch] += bias[i, ch]} for every cell ({@code t} is {@code [n, H, W, c]}, {@code bias} {@code [n, c]}). */
    static void addBias(INDArray t, INDArray bias, int n, int cells, int c) {
        FloatBuffer x = t.data().asNio().asFloatBuffer();
        FloatBuffer b = bias.data().asNio().asFloatBuffer();
        float[] bb = new float[c];
        for (int i = 0; i < n; i++) {
            b.get(i * c, bb);
            int base = i * cells * c;
            for (int p = 0; p < cells; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    x.put(o + ch, x.get(o + ch) + bb[ch]);
                }
            }
        }
    }

    /** The bias's gradient: {@code gBias[i, ch]} = the sum over the cells of {@code gT[i, cell, ch]}. */
    static void biasBackward(INDArray gT, int n, int cells, int c, INDArray gBias) {
        FloatBuffer g = gT.data().asNio().asFloatBuffer();
        float[] out = new float[n * c];
        for (int i = 0; i < n; i++) {
            int base = i * cells * c;
            for (int p = 0; p < cells; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    out[i * c + ch] += g.get(o + ch);
                }
            }
        }
        gBias.data().asNio().asFloatBuffer().put(out);
    }
}
