package pz.models;

import pz.engine.SparseFeatures;
import pz.engine.State;
import pz.mcts.agent.StateEvaluation;

/**
 * A {@link SparseValueNet} as alpha-beta's leaf evaluation (and its move ordering): no game knowledge enters, the
 * search scores its leaves by the network alone. The score is the network's logit (its output before the tanh) for
 * the features' perspective, negated for the other player (two-player zero-sum), times {@value #LOGIT_SCALE} and
 * bounded at +-{@value #BOUND}: monotone in the value, yet still apart where the value saturates (ahead by ten points
 * or by twelve), and well inside the search's win score of 1000.
 *
 * <p>Performance note: the first layer is kept in integers (weights times 2^{@value #SHIFT}, rounded) and updated
 * from the features of the last state this thread scored from the same perspective: alpha-beta scores siblings
 * and neighbouring leaves one after the other, which differ in a few dice, so a leaf costs a few rows of additions
 * rather than one per die (NNUE's incremental accumulator, found by comparing feature sets instead of by hooks in the
 * engine's move code). Integer sums make the update exact: a score is the same number whatever was scored before it
 * ({@link #scoreFromScratch} is the reference the tests compare against). Thread-safe: each thread has its own
 * accumulators.
 */
public final class SparseEvaluation implements StateEvaluation {
    /** Score units per unit of logit. */
    public static final double LOGIT_SCALE = 20;
    /** The largest score magnitude. */
    public static final double BOUND = 500;
    /** Fixed-point bits of the first layer's weights and of the linear path. */
    static final int SHIFT = 14;
    private static final double UNIT = 1 << SHIFT;
    private static final int ONE = 1 << SHIFT;

    private final SparseFeatures features;
    private final int hidden;
    private final int[] w1;
    private final int[] b1;
    private final int[] skip;
    private final float[] w2;
    private final double b2;
    private final ThreadLocal<Scratch> scratch;

    public SparseEvaluation(SparseValueNet net, SparseFeatures features) {
        if (net.inputs() != features.size()) {
            throw new IllegalArgumentException("the network reads " + net.inputs() + " features; the game writes " + features.size());
        }
        this.features = features;
        this.hidden = net.hidden();
        this.w1 = quantize(net.w1);
        this.b1 = quantize(net.b1);
        this.skip = quantize(net.skip);
        this.w2 = net.w2.clone();
        this.b2 = net.b2[0];
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(features, hidden));
    }

    private static int[] quantize(float[] w) {
        int[] q = new int[w.length];
        for (int i = 0; i < w.length; i++) {
            q[i] = (int) Math.round(w[i] * UNIT);
        }
        return q;
    }

    /** One perspective's accumulator and the feature set it holds. */
    private static final class Side {
        final int[] acc;
        long skipSum;
        /** The features the accumulator holds and their values; valid once {@code live}. */
        final int[] index;
        final float[] value;
        int n;
        boolean live;

        Side(int active, int hidden) {
            acc = new int[hidden];
            index = new int[active];
            value = new float[active];
        }
    }

    private static final class Scratch {
        final int[] index;
        final float[] value;
        final Side[] sides;
        /** Per feature: the generation in which it was last written, and its value then (for the diff). */
        final int[] stamp;
        final float[] last;
        int generation;

        Scratch(SparseFeatures f, int hidden) {
            index = new int[f.maxActive()];
            value = new float[f.maxActive()];
            sides = new Side[] {new Side(f.maxActive(), hidden), new Side(f.maxActive(), hidden)};
            stamp = new int[f.size()];
            last = new float[f.size()];
        }
    }

    /** The contribution of feature {@code i} at value {@code x} to unit {@code j}, rounded the same way every time. */
    private int row(int i, int j, float x) {
        int q = w1[i * hidden + j];
        return x == 1f ? q : (int) (x * q); // the same product every time: exact to add and take away
    }

    private long skipOf(int i, float x) {
        return x == 1f ? skip[i] : (long) (x * skip[i]);
    }

    private void add(int[] acc, int i, float x, int sign) {
        int base = i * hidden;
        if (x == 1f) {
            if (sign > 0) {
                for (int j = 0; j < hidden; j++) {
                    acc[j] += w1[base + j];
                }
            } else {
                for (int j = 0; j < hidden; j++) {
                    acc[j] -= w1[base + j];
                }
            }
        } else {
            for (int j = 0; j < hidden; j++) {
                acc[j] += sign * row(i, j, x);
            }
        }
    }

    @Override
    public double score(State state, int player) {
        Scratch s = scratch.get();
        int n = features.write(state, s.index, s.value);
        int p = features.perspective(state);
        Side side = s.sides[p];
        if (++s.generation >= Integer.MAX_VALUE - 2) {
            java.util.Arrays.fill(s.stamp, 0);
            s.generation = 1;
            s.sides[0].live = s.sides[1].live = false;
        }
        int g = s.generation;
        if (!side.live) {
            refresh(side, s.index, s.value, n);
        } else {
            // mark the held set (stamp g, old values in last), then count what changed
            for (int k = 0; k < side.n; k++) {
                s.stamp[side.index[k]] = g;
                s.last[side.index[k]] = side.value[k];
            }
            // the update's cost in rows: new features, changed values (out and in), held features that are gone
            int changes = 0, present = 0;
            for (int k = 0; k < n; k++) {
                int i = s.index[k];
                if (s.stamp[i] != g) {
                    changes++;
                } else {
                    present++;
                    if (s.last[i] != s.value[k]) {
                        changes += 2;
                    }
                }
            }
            changes += side.n - present;
            if (changes >= n) {
                refresh(side, s.index, s.value, n);
            } else {
                // g + 1 marks the new set; features held (stamp g) and not in it are removed
                int g2 = ++s.generation;
                for (int k = 0; k < n; k++) {
                    int i = s.index[k];
                    float x = s.value[k];
                    if (s.stamp[i] == g) {
                        if (s.last[i] != x) {
                            add(side.acc, i, s.last[i], -1);
                            add(side.acc, i, x, 1);
                            side.skipSum += skipOf(i, x) - skipOf(i, s.last[i]);
                        }
                    } else {
                        add(side.acc, i, x, 1);
                        side.skipSum += skipOf(i, x);
                    }
                    s.stamp[i] = g2;
                }
                for (int k = 0; k < side.n; k++) {
                    int i = side.index[k];
                    if (s.stamp[i] != g2) {
                        add(side.acc, i, side.value[k], -1);
                        side.skipSum -= skipOf(i, side.value[k]);
                    }
                }
                System.arraycopy(s.index, 0, side.index, 0, n);
                System.arraycopy(s.value, 0, side.value, 0, n);
                side.n = n;
            }
        }
        double z = output(side.acc, side.skipSum);
        return p == player ? z : -z;
    }

    private void refresh(Side side, int[] index, float[] value, int n) {
        System.arraycopy(b1, 0, side.acc, 0, hidden);
        side.skipSum = 0;
        for (int k = 0; k < n; k++) {
            add(side.acc, index[k], value[k], 1);
            side.skipSum += skipOf(index[k], value[k]);
        }
        System.arraycopy(index, 0, side.index, 0, n);
        System.arraycopy(value, 0, side.value, 0, n);
        side.n = n;
        side.live = true;
    }

    private double output(int[] acc, long skipSum) {
        // the clipped ReLU in fixed point (0..ONE), the products summed in float and scaled once
        float out = 0;
        for (int j = 0; j < hidden; j++) {
            int a = acc[j];
            out += w2[j] * (a < 0 ? 0 : a > ONE ? ONE : a);
        }
        double logit = b2 + (skipSum + (double) out) / UNIT;
        return Math.max(-BOUND, Math.min(BOUND, LOGIT_SCALE * logit));
    }

    /** {@link #score} computed from the features alone, with no accumulator reused: the reference for the update. */
    public double scoreFromScratch(State state, int player) {
        int[] index = new int[features.maxActive()];
        float[] value = new float[features.maxActive()];
        int n = features.write(state, index, value);
        Side fresh = new Side(features.maxActive(), hidden);
        refresh(fresh, index, value, n);
        double z = output(fresh.acc, fresh.skipSum);
        return features.perspective(state) == player ? z : -z;
    }

    @Override
    public void scores(State state, double[] out) {
        out[0] = score(state, 0);
        out[1] = -out[0];
    }

    /** {@link #returnValue} then gives back the network's value, {@code tanh(logit)}. */
    @Override
    public double valueScale() {
        return LOGIT_SCALE;
    }
}
