package pz.models;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.CustomOp;
import org.nd4j.linalg.api.ops.Op;
import org.nd4j.linalg.api.ops.impl.broadcast.BroadcastAddOp;
import org.nd4j.linalg.api.ops.impl.layers.convolution.Conv2D;
import org.nd4j.linalg.api.ops.impl.scalar.RectifiedLinear;
import org.nd4j.linalg.api.ops.impl.transforms.strict.Tanh;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The inference pass of a {@link PolicyValueNet} as a fixed list of direct libnd4j ops over
 * preallocated buffers: one "plan" per batch size (activations, outputs and the op objects
 * themselves), kept in a small LRU cache. Same arithmetic as the SameDiff graph ({@link Graph}),
 * without its per-call graph walk, array allocation and deallocation.
 *
 * <p>Performance note: with this the convolutions are most of the time; the extra work per batch is
 * the CHW-to-NHWC copy of the input, the ReLUs and residual adds (memory-bound; each residual add with
 * its ReLU is one pass, {@link Relus#addRelu}) and the two small heads. Version 2's pooling and policy
 * gather are loops over the native arrays position by position ({@link Loops}).
 *
 * <p>Not thread-safe (owned by one {@link PolicyValueNet}).
 */
final class FastForward implements InferencePass {
    /** Plans kept (one per size bucket; see {@link #bucket}). */
    private static final int MAX_PLANS = 12;

    private final NetShape shape;
    private final NetConfig config;
    private final Map<String, INDArray> params;
    private final LinkedHashMap<Integer, Plan> plans = new LinkedHashMap<>(16, 0.75f, true);
    /** Version 2: where the logits are read off the policy planes; null for version 1. */
    private final SpatialLogits spatial;

    FastForward(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.config = config;
        this.params = params;
        this.spatial = config.v2() == null ? null : SpatialLogits.of(shape);
    }

    /**
     * Runs the network on {@code n} observations; {@code ownershipOut} (may be null: not computed) receives the
     * ownership head's per-cell softmax, {@code [n, cells, players]} in the mover's frame.
     */
    @Override
    public void run(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut) {
        if (n <= 0) {
            return;
        }
        int size = bucket(n);
        Plan plan = plans.get(size);
        if (plan == null) {
            if (plans.size() >= MAX_PLANS) {
                Iterator<Plan> it = plans.values().iterator();
                it.next().close();
                it.remove();
            }
            plan = new Plan(size);
            plans.put(size, plan);
        }
        PolicyValueNet.packNhwc(shape, observations, n, plan.input);
        for (Object op : plan.ops) {
            if (op instanceof CustomOp c) {
                Nd4j.exec(c);
            } else if (op instanceof Op o) {
                Nd4j.exec(o);
            } else {
                ((Runnable) op).run();
            }
        }
        if (ownershipOut != null) {
            ownership(plan, n, ownershipOut);
        }
        if (spatial != null) {
            spatial.gather(plan.logits, n, logitsOut);
        } else {
            PolicyValueNet.copyOut(plan.logits, logitsOut, n * shape.numActions());
        }
        PolicyValueNet.copyOut(plan.value, valueOut, n * config.valueHead().outputs(shape.seats()));
    }

    /**
     * The ownership head on the plan's tower output (not part of the search's pass, which never reads it): a 1x1
     * convolution to one plane per seat, then a softmax per cell.
     */
    private void ownership(Plan plan, int n, float[] out) {
        int players = shape.seats();
        if (plan.own == null) {
            plan.own = plan.buffer(plan.input.size(0), shape.height(), shape.width(), players);
        }
        Nd4j.exec(plan.convOp(plan.tower, "own_conv", 1, plan.own));
        int len = n * shape.cells() * players;
        PolicyValueNet.copyOut(plan.own, out, len);
        for (int row = 0; row < len; row += players) {
            NetworkEvaluator.softmaxInPlace(out, row, row + players);
        }
    }

    /**
     * The plan size used for a batch of {@code n}: n itself up to 8, then the next multiple of 16
     * (the next multiple of 64 above 256). A search hands over batches of varying size (whatever
     * leaves it gathered); without buckets each new size would allocate a new plan. The padded rows
     * hold stale data and their outputs are ignored; the cost is at most 15 extra positions.
     */
    static int bucket(int n) {
        if (n <= 8) {
            return n;
        }
        int step = n <= 256 ? 16 : 64;
        return (n + step - 1) / step * step;
    }

    /** Buffers and ops for one batch size. */
    private final class Plan implements AutoCloseable {
        final List<INDArray> buffers = new ArrayList<>();
        final List<Object> ops = new ArrayList<>();
        final INDArray input;
        final INDArray logits;
        final INDArray value;
        /** The tower's output, which the heads read. */
        final INDArray tower;
        /** The ownership head's logits, allocated on first use. */
        INDArray own;

        Plan(int n) {
            int h = shape.height();
            int w = shape.width();
            int f = config.channels();
            NetConfig.V2 v2 = config.v2();
            input = buffer(n, h, w, shape.channels());
            INDArray x = buffer(n, h, w, f);
            INDArray t = buffer(n, h, w, f);
            INDArray r = buffer(n, h, w, f);
            conv(input, "stem", 3, x);
            relu(x);
            for (int b = 0; b < config.blocks(); b++) {
                conv(x, "b" + b + "_c1", 3, t);
                if (v2 != null && v2.pools(b)) {
                    INDArray g = buffer(n, h, w, v2.poolChannels());
                    conv(x, "b" + b + "_gp", 3, g);
                    INDArray bias = buffer(n, f);
                    dense(pool(g, n, v2.poolChannels()), "b" + b + "_gpfc", bias, false);
                    ops.add((Runnable) () -> GlobalPool.addBiasRelu(t, bias, n, shape.cells(), f));
                } else {
                    relu(t);
                }
                conv(t, "b" + b + "_c2", 3, r);
                ops.add((Runnable) () -> Relus.addRelu(x, r));
            }
            tower = x;
            INDArray p = buffer(n, h, w, config.policyChannels());
            conv(x, "pol_conv", 1, p);
            relu(p);
            INDArray v = buffer(n, h, w, config.valueChannels());
            conv(x, "val_conv", 1, v);
            INDArray features;
            if (v2 == null) {
                relu(v);
                logits = buffer(n, shape.numActions());
                dense(p.reshape(n, (long) shape.cells() * config.policyChannels()), "pol_fc", logits, false);
                features = v.reshape(n, (long) shape.cells() * config.valueChannels());
            } else {
                logits = buffer(n, h, w, shape.policy().planes()); // the planes; run() gathers the logits
                conv(p, "pol_out", 1, logits);
                features = pool(v, n, config.valueChannels());
            }
            INDArray hidden = buffer(n, config.valueHidden());
            dense(features, "val_fc1", hidden, true);
            value = buffer(n, config.valueHead().outputs(shape.seats()));
            dense(hidden, "val_fc2", value, false);
            if (config.valueHead() == ValueHead.PER_PLAYER) {
                ops.add(new Tanh(value, value));
            }
        }

        INDArray buffer(long... dims) {
            INDArray a = Nd4j.create(DataType.FLOAT, dims);
            buffers.add(a);
            return a;
        }

        private void conv(INDArray in, String name, int k, INDArray out) {
            ops.add(convOp(in, name, k, out));
        }

        /** A {@code k x k} convolution op with the named weights and bias. */
        Conv2D convOp(INDArray in, String name, int k, INDArray out) {
            return new Conv2D(new INDArray[] {in, params.get(name + "_w"), params.get(name + "_b")}, new INDArray[] {out}, Graph.conv(k));
        }

        /** Global pooling of the ReLU of {@code in} ({@code [n, H, W, c]}, left as it is) into a new {@code [n, k * c]} buffer. */
        private INDArray pool(INDArray in, int n, int c) {
            NetConfig.V2 v2 = config.v2();
            INDArray out = buffer(n, (long) v2.poolFeatures() * c);
            double scale = Graph.widthScale(shape);
            ops.add((Runnable) () -> GlobalPool.pool(in, n, shape.cells(), c, v2.scaledMean(), scale, out, true));
            return out;
        }

        private void relu(INDArray a) {
            ops.add(new RectifiedLinear(a, a, 0.0));
        }

        /** A dense layer, then a ReLU if {@code relu}; a small one as loops ({@link SmallDense}). */
        private void dense(INDArray in, String name, INDArray out, boolean relu) {
            INDArray wt = params.get(name + "_w");
            INDArray b = params.get(name + "_b");
            if (SmallDense.fits(wt)) {
                int n = (int) in.size(0);
                ops.add((Runnable) () -> SmallDense.forward(in, wt, b, out, n, relu));
                return;
            }
            ops.add((Runnable) () -> Nd4j.gemm(in, wt, out, false, false, 1.0, 0.0));
            ops.add(new BroadcastAddOp(out, b, out, 1));
            if (relu) {
                relu(out);
            }
        }

        @Override
        public void close() {
            for (INDArray a : buffers) {
                a.close();
            }
        }
    }

    @Override
    public void close() {
        for (Plan p : plans.values()) {
            p.close();
        }
        plans.clear();
    }
}
