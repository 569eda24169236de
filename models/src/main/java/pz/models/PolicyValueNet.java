package pz.models;

import java.nio.FloatBuffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.indexing.BooleanIndexing;
import org.nd4j.linalg.indexing.NDArrayIndex;
import org.nd4j.linalg.indexing.conditions.Conditions;

/**
 * A residual policy/value network ({@link NetConfig}) for one game's {@link NetShape}: owns its
 * parameter arrays (native memory) and runs batched inference.
 *
 * <p>Inference runs the convolutions as direct libnd4j ops on preallocated activation buffers
 * ({@link FastForward}); training ({@link Trainer}, {@link Backprop}) works on the same arrays.
 * Both are checked against the SameDiff definition of the network ({@link Graph}), which the
 * {@link NetBackend#SAMEDIFF} backend ({@code config().backend()}) runs instead, on the same arrays.
 *
 * <p>Not thread-safe: one thread at a time calls {@link #infer}; {@link NetworkEvaluator} serialises
 * callers. {@link #close()} frees the native memory.
 */
public final class PolicyValueNet implements AutoCloseable {
    /**
     * Weights smaller than this are zero ({@link #flushNegligible()}). Weight decay drives the weights of a dead channel
     * toward zero until they are subnormal floats, and a subnormal operand costs x86 a microcode assist per multiply:
     * an Amazons network with 3% of one block's weights subnormal ran at a third of its speed. Such a weight adds under
     * 1e-20 of an activation to sums of order one, far below float precision, so zeroing it changes no output; and its
     * gradient does not depend on its value, so a weight that comes back to life grows from zero as it would have.
     */
    static final float NEGLIGIBLE = 1e-20f;

    private final NetShape shape;
    private final NetConfig config;
    private final Map<String, INDArray> params;
    /** Every parameter, in {@link #parameterNames()} order: {@link #params} are views of it (one optimizer step for all). */
    private final INDArray flat;
    private InferencePass forward;
    private boolean closed;

    PolicyValueNet(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        Nd4jSetup.init();
        this.shape = shape;
        this.config = config;
        Map<String, long[]> expected = Params.shapes(shape, config);
        if (!expected.keySet().equals(params.keySet())) {
            throw new IllegalArgumentException("parameters " + params.keySet() + " do not match " + expected.keySet());
        }
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
            if (!java.util.Arrays.equals(e.getValue(), params.get(e.getKey()).shape())) {
                throw new IllegalArgumentException("parameter " + e.getKey() + " has shape "
                        + java.util.Arrays.toString(params.get(e.getKey()).shape()) + ", expected "
                        + java.util.Arrays.toString(e.getValue()));
            }
        }
        // one buffer holding every parameter, which the optimizer steps as one vector (Trainer); the arrays given are
        // copied into their views and freed
        this.flat = Nd4j.create(DataType.FLOAT, Params.total(expected));
        Map<String, INDArray> views = new LinkedHashMap<>();
        long offset = 0;
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
            INDArray given = params.get(e.getKey());
            INDArray view = flat.get(NDArrayIndex.interval(offset, offset + given.length())).reshape('c', e.getValue());
            view.assign(given);
            given.close();
            views.put(e.getKey(), view);
            offset += given.length();
        }
        this.params = Collections.unmodifiableMap(views);
        flushNegligible();
    }

    /** Sets every weight smaller than {@link #NEGLIGIBLE} in magnitude to zero (the trainer calls it after each step). */
    void flushNegligible() {
        BooleanIndexing.replaceWhere(flat, 0.0, Conditions.absLessThan(NEGLIGIBLE));
    }

    /** Every parameter as one vector ({@link #params()} are views of it, in that order). */
    INDArray flat() {
        return flat;
    }

    /** A freshly initialised network (deterministic for a given seed). */
    public static PolicyValueNet create(NetShape shape, NetConfig config, long seed) {
        Nd4jSetup.init();
        return new PolicyValueNet(shape, config, Params.initial(shape, config, seed));
    }

    /** An independent copy (its own native memory), for example for self-play while this one trains. */
    public PolicyValueNet copy() {
        return copy(config.backend());
    }

    /** An independent copy (its own native memory) run by {@code backend}: the same weights, so the same outputs. */
    public PolicyValueNet copy(NetBackend backend) {
        checkOpen();
        Map<String, INDArray> m = new LinkedHashMap<>();
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            m.put(e.getKey(), e.getValue().dup());
        }
        return new PolicyValueNet(shape, config.withBackend(backend), m);
    }

    /**
     * An independent copy of this network (its own native memory) for another game whose network has the same
     * weights: another board of the same family under a version-2 network, whose weights do not depend on the board
     * (one Amazons network for 6x6, 8x8 and 10x10). {@code other} is {@code NetShape.of(game, config())}.
     *
     * @throws IllegalArgumentException when a weight's shape differs (a version-1 network, or another family)
     */
    public PolicyValueNet copyFor(NetShape other) {
        checkOpen();
        Map<String, long[]> theirs = Params.shapes(other, config);
        Map<String, INDArray> m = new LinkedHashMap<>();
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            long[] s = theirs.get(e.getKey());
            if (s == null || !java.util.Arrays.equals(s, e.getValue().shape())) {
                m.values().forEach(INDArray::close);
                throw new IllegalArgumentException("a " + config.describe() + " network's weight " + e.getKey() + " has shape "
                        + java.util.Arrays.toString(e.getValue().shape()) + " here and " + java.util.Arrays.toString(s)
                        + " for " + other + ": the network cannot play both");
            }
            m.put(e.getKey(), e.getValue().dup());
        }
        return new PolicyValueNet(other, config, m);
    }

    public NetShape shape() {
        return shape;
    }

    public NetConfig config() {
        return config;
    }

    /** Number of weights. */
    public long parameterCount() {
        return Params.total(Params.shapes(shape, config));
    }

    /** The live parameter arrays by name (the trainer updates them in place). */
    Map<String, INDArray> params() {
        return params;
    }

    /** A copy of every parameter as a Java array, in {@link #parameterNames()} order. */
    public Map<String, float[]> getParameters() {
        Map<String, float[]> m = new LinkedHashMap<>();
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            m.put(e.getKey(), e.getValue().dup().data().asFloat());
        }
        return m;
    }

    /** Overwrites the parameters (same names and sizes as {@link #getParameters()}). */
    public void setParameters(Map<String, float[]> values) {
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            float[] v = values.get(e.getKey());
            if (v == null || v.length != e.getValue().length()) {
                throw new IllegalArgumentException("parameter " + e.getKey() + ": expected " + e.getValue().length()
                        + " values, got " + (v == null ? "none" : v.length));
            }
            e.getValue().assign(Nd4j.create(v, e.getValue().shape(), DataType.FLOAT));
        }
        flushNegligible();
    }

    /** Parameter names in file order. */
    public java.util.Set<String> parameterNames() {
        return params.keySet();
    }

    /**
     * Runs the network on {@code n} observations (game layout, CHW planes, position-major) and writes
     * raw policy logits ({@code n * numActions}) and raw value outputs ({@code n * valueOutputs()}):
     * WDL logits or per-player tanh values in the mover's frame. On the fast backend allocates nothing once warmed up
     * for this batch size.
     */
    public void infer(float[] observations, int n, float[] logitsOut, float[] valueOut) {
        infer(observations, n, logitsOut, valueOut, null);
    }

    /**
     * As {@link #infer(float[], int, float[], float[])}, and the ownership head's prediction into {@code ownershipOut}
     * ({@code n * cells * numPlayers}): per position, observation-grid cell (row-major) and seat in the mover's frame
     * (column k is the k-th seat after the mover), the probability that the seat owns the cell at the end of the game;
     * each cell's row sums to 1. Only a network with the head ({@link #hasOwnership()}); the search's passes skip it.
     *
     * @throws IllegalStateException without an ownership head
     */
    public void infer(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut) {
        checkOpen();
        if (ownershipOut != null && !hasOwnership()) {
            throw new IllegalStateException("a " + config.describe() + " network has no ownership head");
        }
        if (forward == null) {
            forward = config.backend() == NetBackend.SAMEDIFF ? new SameDiffForward(shape, config, params)
                    : new PartedForward(shape, config, params);
        }
        try (Nd4jSetup.Scope narrow = Nd4jSetup.smallPass(n)) {
            forward.run(observations, n, logitsOut, valueOut, ownershipOut);
        }
    }

    /** Whether the network has the ownership head (version 2 with a positive ownership weight). */
    public boolean hasOwnership() {
        return config.v2() != null && config.v2().ownership();
    }

    /** Outputs of the value head per position. */
    public int valueOutputs() {
        return config.valueHead().outputs(shape.seats());
    }

    /** Writes {@code n} CHW observations into {@code dst} ({@code [n, H, W, C]}, c-order). */
    static void packNhwc(NetShape s, float[] src, int n, INDArray dst) {
        FloatBuffer fb = dst.data().asNio().asFloatBuffer();
        int c = s.channels();
        int hw = s.cells();
        int size = s.observationSize();
        if (s.padding() != null) {
            packPadded(s, src, n, fb);
            return;
        }
        for (int i = 0; i < n; i++) {
            int base = i * size;
            for (int p = 0; p < hw; p++) {
                int o = base + p * c;
                for (int ch = 0; ch < c; ch++) {
                    fb.put(o + ch, src[base + ch * hw + p]);
                }
            }
        }
    }

    /** {@link #packNhwc} of observations in the game's own layout into the network's padded planes ({@link NetShape.SeatPadding}). */
    private static void packPadded(NetShape s, float[] src, int n, FloatBuffer fb) {
        int c = s.channels();
        int hw = s.cells();
        int size = s.observationSize();
        int[] planes = s.padding().planes();
        for (int i = 0; i < n; i++) {
            int base = i * size;
            int out = i * c * hw;
            for (int p = 0; p < hw; p++) {
                int o = out + p * c;
                for (int ch = 0; ch < c; ch++) {
                    int from = planes[ch];
                    fb.put(o + ch, from >= 0 ? src[base + from * hw + p] : from == pz.engine.Game.SEAT_PLANE_ONE ? 1f : 0f);
                }
            }
        }
    }

    static void copyOut(INDArray src, float[] dst, int len) {
        FloatBuffer fb = src.data().asNio().asFloatBuffer();
        fb.position((int) src.offset());
        fb.get(dst, 0, len);
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("network is closed");
        }
    }

    /** Frees the parameters' and buffers' native memory; the network is unusable afterwards. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (forward != null) {
            forward.close();
        }
        flat.close();
    }
}
