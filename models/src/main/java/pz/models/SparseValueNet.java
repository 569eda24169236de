package pz.models;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A small value network over sparse input features ({@link pz.engine.SparseFeatures}), cheap enough to score every
 * leaf of an alpha-beta search: NNUE's shape without its incremental update. The first layer adds one row of
 * {@code hidden} weights per active feature; a clipped ReLU (to [0, 1]); one output unit; and a linear path from the
 * inputs straight to the output (a learned "piece-square table", so that the value of each die on each square is
 * learned first and the hidden layer learns what material misses). The output is {@code tanh} of the sum: the
 * expected return of the features' perspective, in [-1, 1].
 *
 * <p>Training: binary cross-entropy of {@code (1 + v) / 2} against {@code (1 + target) / 2} (its gradient at the
 * output's pre-activation is {@code v - target}), minibatches, Adam (Kingma and Ba 2015). The parameters are plain
 * float arrays, so inference needs no native library.
 *
 * <p>Performance note: with 64 hidden units and some 40 active features a forward pass is ~2,600 multiply-adds over
 * contiguous rows, which the JIT vectorises: well under a microsecond, where a convolutional network's is a
 * millisecond. Inference ({@link #value}) is thread-safe given its own scratch; training is not.
 */
public final class SparseValueNet {
    /** Layout version of the parameters; a file of another version is refused. */
    public static final int VERSION = 1;

    final int inputs;
    final int hidden;
    /** inputs x hidden, row-major: the row of feature i starts at i * hidden. */
    final float[] w1;
    final float[] b1;
    final float[] w2;
    /** The linear path: one weight per input feature. */
    final float[] skip;
    final float[] b2;

    public SparseValueNet(int inputs, int hidden, long seed) {
        if (inputs < 1 || hidden < 1) {
            throw new IllegalArgumentException("a sparse value net needs inputs and hidden units >= 1, got " + inputs + ", " + hidden);
        }
        this.inputs = inputs;
        this.hidden = hidden;
        this.w1 = new float[inputs * hidden];
        this.b1 = new float[hidden];
        this.w2 = new float[hidden];
        this.skip = new float[inputs];
        this.b2 = new float[1];
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < w1.length; i++) {
            w1[i] = (float) (rng.nextGaussian() * 0.1);
        }
        Arrays.fill(b1, 0.25f);
        for (int j = 0; j < hidden; j++) {
            w2[j] = (float) (rng.nextGaussian() / Math.sqrt(hidden));
        }
    }

    SparseValueNet(int inputs, int hidden, float[] w1, float[] b1, float[] w2, float[] skip, float b2) {
        this.inputs = inputs;
        this.hidden = hidden;
        this.w1 = w1;
        this.b1 = b1;
        this.w2 = w2;
        this.skip = skip;
        this.b2 = new float[] {b2};
    }

    public int inputs() {
        return inputs;
    }

    public int hidden() {
        return hidden;
    }

    /** Number of parameters. */
    public int size() {
        return w1.length + b1.length + w2.length + skip.length + 1;
    }

    /** A scratch buffer for {@link #value} (one per thread). */
    public float[] newScratch() {
        return new float[hidden];
    }

    /** The value in [-1, 1] of the active features {@code index[0..n)} with values {@code value[0..n)}. */
    public double value(int[] index, float[] value, int n, float[] acc) {
        return Math.tanh(preActivation(index, value, n, acc));
    }

    /**
     * The output's pre-activation ({@code atanh} of {@link #value}): a logit that keeps resolving between positions the
     * value saturates on (ahead by ten points or by twelve), which a search comparing leaves needs.
     */
    public double logit(int[] index, float[] value, int n, float[] acc) {
        return preActivation(index, value, n, acc);
    }

    private double preActivation(int[] index, float[] value, int n, float[] acc) {
        return preActivationAt(index, value, 0, n, acc);
    }

    /** Adam over every parameter; owns the moments. Not thread-safe. */
    public static final class Adam {
        private final SparseValueNet net;
        private final float[][] params;
        private final float[][] grads;
        private final float[][] m;
        private final float[][] v;
        private final float[] acc;
        private long step;
        private double lr;
        private final double weightDecay;

        public Adam(SparseValueNet net, double lr, double weightDecay) {
            this.net = net;
            this.params = new float[][] {net.w1, net.b1, net.w2, net.skip, net.b2};
            this.grads = new float[params.length][];
            this.m = new float[params.length][];
            this.v = new float[params.length][];
            for (int k = 0; k < params.length; k++) {
                grads[k] = new float[params[k].length];
                m[k] = new float[params[k].length];
                v[k] = new float[params[k].length];
            }
            this.acc = new float[net.hidden];
            this.lr = lr;
            this.weightDecay = weightDecay;
        }

        public void learningRate(double rate) {
            this.lr = rate;
        }

        public long step() {
            return step;
        }

        /**
         * One minibatch step over samples {@code rows}: sample r's features are {@code index[offset[r]..offset[r+1])}
         * with {@code value[...]}, its target {@code target[r]} in [-1, 1]. Returns the batch's mean cross-entropy.
         */
        public double train(int[] rows, int count, int[] offset, int[] index, float[] value, float[] target) {
            double loss = gradients(rows, count, offset, index, value, target);
            step(count);
            return loss;
        }

        /** The gradients of the batch's summed loss, in {@link #grads} (w1, b1, w2, skip, b2); returns the mean loss. */
        double gradients(int[] rows, int count, int[] offset, int[] index, float[] value, float[] target) {
            SparseValueNet n = net;
            int h = n.hidden;
            for (float[] g : grads) {
                Arrays.fill(g, 0f);
            }
            float[] gw1 = grads[0], gb1 = grads[1], gw2 = grads[2], gskip = grads[3], gb2 = grads[4];
            double loss = 0;
            for (int b = 0; b < count; b++) {
                int r = rows[b];
                int from = offset[r], len = offset[r + 1] - from;
                double z = n.preActivationAt(index, value, from, len, acc);
                double out = Math.tanh(z);
                double t = target[r];
                double p = Math.min(1 - 1e-7, Math.max(1e-7, (1 + out) / 2)), q = (1 + t) / 2;
                loss -= q * Math.log(p) + (1 - q) * Math.log(1 - p);
                float dz = (float) (out - t);
                gb2[0] += dz;
                for (int j = 0; j < h; j++) {
                    float a = acc[j];
                    gw2[j] += dz * (a < 0 ? 0 : a > 1 ? 1 : a);
                    // the clipped ReLU passes the gradient only between its bounds
                    acc[j] = a > 0 && a < 1 ? dz * n.w2[j] : 0f;
                }
                for (int j = 0; j < h; j++) {
                    gb1[j] += acc[j];
                }
                for (int k = from; k < from + len; k++) {
                    int row = index[k] * h;
                    float x = value[k];
                    gskip[index[k]] += dz * x;
                    for (int j = 0; j < h; j++) {
                        gw1[row + j] += x * acc[j];
                    }
                }
            }
            return loss / count;
        }

        float[][] grads() {
            return grads;
        }

        private void step(int count) {
            step++;
            double b1c = 1 - Math.pow(0.9, step), b2c = 1 - Math.pow(0.999, step);
            float scale = 1f / count;
            for (int k = 0; k < params.length; k++) {
                float[] p = params[k], g = grads[k], mk = m[k], vk = v[k];
                boolean decay = k == 0 || k == 2; // weights, not biases or the linear path
                for (int i = 0; i < p.length; i++) {
                    float gi = g[i] * scale;
                    if (gi == 0f && mk[i] == 0f) {
                        continue; // a feature no sample of the batch or before it had: nothing to move
                    }
                    mk[i] = 0.9f * mk[i] + 0.1f * gi;
                    vk[i] = 0.999f * vk[i] + 0.001f * gi * gi;
                    double upd = lr * (mk[i] / b1c) / (Math.sqrt(vk[i] / b2c) + 1e-8);
                    p[i] -= (float) (upd + (decay ? lr * weightDecay * p[i] : 0));
                }
            }
        }
    }

    double preActivationAt(int[] index, float[] value, int from, int len, float[] acc) {
        int h = hidden;
        System.arraycopy(b1, 0, acc, 0, h);
        double z = b2[0];
        for (int k = from; k < from + len; k++) {
            int row = index[k] * h;
            float x = value[k];
            z += skip[index[k]] * x;
            if (x == 1f) {
                for (int j = 0; j < h; j++) {
                    acc[j] += w1[row + j];
                }
            } else {
                for (int j = 0; j < h; j++) {
                    acc[j] += x * w1[row + j];
                }
            }
        }
        float out = 0;
        for (int j = 0; j < h; j++) {
            float a = acc[j];
            out += w2[j] * (a < 0 ? 0 : a > 1 ? 1 : a);
        }
        return z + out;
    }

    /** The value of the features {@code index[from..from+len)} (packed training samples). */
    public double valueAt(int[] index, float[] value, int from, int len, float[] acc) {
        return Math.tanh(preActivationAt(index, value, from, len, acc));
    }

    /** Sets this network's parameters to {@code other}'s (the same size). */
    public void load(SparseValueNet other) {
        if (other.inputs != inputs || other.hidden != hidden) {
            throw new IllegalArgumentException("networks of different sizes");
        }
        System.arraycopy(other.w1, 0, w1, 0, w1.length);
        System.arraycopy(other.b1, 0, b1, 0, b1.length);
        System.arraycopy(other.w2, 0, w2, 0, w2.length);
        System.arraycopy(other.skip, 0, skip, 0, skip.length);
        b2[0] = other.b2[0];
    }

    /** A deep copy (the best model so far, kept while training moves on). */
    public SparseValueNet copy() {
        return new SparseValueNet(inputs, hidden, w1.clone(), b1.clone(), w2.clone(), skip.clone(), b2[0]);
    }
}
