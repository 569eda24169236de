package pz.models;

import java.util.Map;
import org.nd4j.autodiff.samediff.SDVariable;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.impl.layers.convolution.config.Conv2DConfig;
import org.nd4j.linalg.api.ops.impl.layers.convolution.config.PaddingMode;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Builds the SameDiff graph of a {@link PolicyValueNet}: the forward pass and the training losses.
 * It is the definition of the network: the {@link NetBackend#SAMEDIFF} backend runs it as it stands
 * ({@link SameDiffPass} for training, {@link SameDiffForward} for inference), and the fast paths
 * ({@link FastForward} for inference, {@link Backprop} for training) are tested against its outputs and
 * its automatic gradients. The graph's variables are the network's parameter arrays themselves (not
 * copies), so an optimizer step on them is seen by the graph.
 *
 * <p>Layout: activations are NHWC ({@code [batch, height, width, channels]}). With the oneDNN
 * build, a 3x3 64-&gt;64 convolution on 8x8 measured 201 (NHWC) vs 190 (NCHW) GFLOPS at batch 128 on
 * a quiet machine and within noise of each other under load; channels-last is what oneDNN prefers
 * on CPUs. The observation is converted from the game's CHW planes when the batch is packed
 * ({@link PolicyValueNet#packNhwc}).
 */
final class Graph {
    /** Placeholder names. */
    static final String OBS = "obs";
    static final String POLICY_TARGET = "policyTarget";
    static final String VALUE_TARGET = "valueTarget";
    static final String MOVES_LEFT_TARGET = "movesLeftTarget";
    /**
     * Per position ({@code [n, 1]}), its value target's weight times {@code n / sum of the weights}, so that the mean
     * over the rows is the mean over the weighted positions ({@link TrainBatch#valueWeights}); all 1 without weights.
     */
    static final String VALUE_WEIGHT = "valueWeight";
    /** Version 2: per position, cell and seat (mover first), 1 where that seat owns the cell at the end ({@code [n * cells, players]}). */
    static final String OWNERSHIP_TARGET = "ownershipTarget";
    static final String OWNERSHIP = "ownership";
    static final String OWNERSHIP_LOSS = "ownershipLoss";
    /** Output names. */
    static final String POLICY = "policy";
    static final String VALUE = "value";
    static final String MOVES_LEFT = "movesLeft";
    static final String POLICY_LOSS = "policyLoss";
    static final String VALUE_LOSS = "valueLoss";
    static final String MOVES_LEFT_LOSS = "movesLeftLoss";
    static final String TOTAL_LOSS = "totalLoss";

    private Graph() {
    }

    static Conv2DConfig conv(int k) {
        return Conv2DConfig.builder().kH(k).kW(k).sH(1).sW(1).pH(k / 2).pW(k / 2).dH(1).dW(1)
                .paddingMode(PaddingMode.SAME).dataFormat("NHWC").build();
    }

    /** The forward graph over {@code params}, plus the losses when {@code withLoss}. */
    static SameDiff build(NetShape shape, NetConfig config, Map<String, INDArray> params, boolean withLoss) {
        SameDiff sd = SameDiff.create();
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            sd.var(e.getKey(), e.getValue());
        }
        SDVariable x = sd.placeHolder(OBS, DataType.FLOAT, -1, shape.height(), shape.width(), shape.channels());
        SDVariable h = relu(sd, conv2d(sd, x, "stem", 3));
        NetConfig.V2 v2 = config.v2();
        for (int b = 0; b < config.blocks(); b++) {
            SDVariable r = conv2d(sd, h, "b" + b + "_c1", 3);
            if (v2 != null && v2.pools(b)) {
                // KataGo's global pooling bias: pooled features of a parallel convolution, one bias per channel
                SDVariable g = pool(sd, relu(sd, conv2d(sd, h, "b" + b + "_gp", 3)), v2.poolChannels(), shape, v2);
                r = r.add(dense(sd, g, "b" + b + "_gpfc").reshape(-1, 1, 1, config.channels()));
            }
            r = conv2d(sd, relu(sd, r), "b" + b + "_c2", 3);
            h = relu(sd, h.add(r));
        }
        SDVariable policy;
        SDVariable v = relu(sd, conv2d(sd, h, "val_conv", 1));
        if (v2 == null) {
            SDVariable p = relu(sd, conv2d(sd, h, "pol_conv", 1));
            p = p.reshape(-1, (long) shape.cells() * config.policyChannels());
            policy = p.mmul(sd.getVariable("pol_fc_w")).add(POLICY, sd.getVariable("pol_fc_b"));
            v = v.reshape(-1, (long) shape.cells() * config.valueChannels());
        } else {
            SDVariable planes = conv2d(sd, relu(sd, conv2d(sd, h, "pol_conv", 1)), "pol_out", 1);
            SpatialLogits layout = SpatialLogits.of(shape);
            SDVariable flat = planes.reshape(-1, (long) shape.cells() * shape.policy().planes());
            // logits = the plane value at each action's cell (+ NO_LOGIT where none). For training, a product with a
            // constant 0/1 selection matrix, since SameDiff M2.1 cannot differentiate gather (its gradient fails to
            // build views, along either axis): [cells * planes, actions] floats (295 MB for Amazons 10x10).
            // Inference gathers.
            SDVariable read;
            if (withLoss) {
                INDArray select = Nd4j.zeros(DataType.FLOAT, layout.positionSize(), shape.numActions());
                for (int a = 0; a < shape.numActions(); a++) {
                    select.putScalar(layout.index()[a], a, 1f);
                }
                read = flat.mmul(sd.constant(select));
            } else {
                read = sd.gather(flat, layout.index(), 1);
            }
            policy = read.add(POLICY, sd.constant(Nd4j.create(layout.offset(), 1, shape.numActions())));
            v = pool(sd, v, config.valueChannels(), shape, v2);
            if (v2.ownership()) {
                conv2d(sd, h, "own_conv", 1).reshape(-1, shape.seats()).add(OWNERSHIP, 0.0);
            }
        }
        SDVariable hidden = relu(sd, dense(sd, v, "val_fc1"));
        SDVariable value = dense(sd, hidden, "val_fc2");
        value = config.valueHead() == ValueHead.WDL ? value.add(VALUE, 0.0) : sd.math().tanh(VALUE, value);
        SDVariable movesLeft = null;
        if (config.movesLeft()) {
            // softplus keeps the prediction positive; it is in units of the game's maxLength.
            movesLeft = sd.nn().softplus(MOVES_LEFT, dense(sd, hidden, "ml_fc"));
        }
        if (withLoss) {
            addLosses(sd, shape, config, policy, value, movesLeft);
        }
        return sd;
    }

    private static void addLosses(SameDiff sd, NetShape shape, NetConfig config, SDVariable policy,
                                  SDVariable value, SDVariable movesLeft) {
        SDVariable pt = sd.placeHolder(POLICY_TARGET, DataType.FLOAT, -1, shape.numActions());
        // Cross-entropy against the search's visit distribution (zero on illegal actions).
        SDVariable policyLoss = pt.mul(logSoftmax(policy)).sum(1).mean().neg(POLICY_LOSS);
        int outs = config.valueHead().outputs(shape.seats());
        SDVariable vt = sd.placeHolder(VALUE_TARGET, DataType.FLOAT, -1, outs);
        SDVariable vw = sd.placeHolder(VALUE_WEIGHT, DataType.FLOAT, -1, 1);
        SDVariable valueLoss;
        if (config.valueHead() == ValueHead.WDL) {
            // Targets are win/draw/loss probabilities (see Trainer): cross-entropy.
            valueLoss = vt.mul(logSoftmax(value)).mul(vw).sum(1).mean().neg(VALUE_LOSS);
        } else {
            // Targets in [-1, 1] per player: mean squared error summed over players. A network of more seats than the
            // game's (NetConfig.seats): summed over the game's seats only, the first outputs (a constant 0/1 mask).
            SDVariable se = sd.math().squaredDifference(value, vt);
            if (shape.seats() > shape.numPlayers()) {
                INDArray mask = Nd4j.zeros(DataType.FLOAT, 1, outs);
                for (int k = 0; k < shape.numPlayers(); k++) {
                    mask.putScalar(0, k, 1f);
                }
                se = se.mul(sd.constant(mask));
            }
            valueLoss = se.mul(vw).sum(1).mean().add(VALUE_LOSS, 0.0);
        }
        SDVariable total = policyLoss.add(valueLoss);
        if (movesLeft != null) {
            SDVariable mt = sd.placeHolder(MOVES_LEFT_TARGET, DataType.FLOAT, -1, 1);
            SDVariable ml = sd.math().squaredDifference(movesLeft, mt).mean().add(MOVES_LEFT_LOSS, 0.0);
            total = total.add(ml);
        }
        if (config.v2() != null && config.v2().ownership()) {
            // weight x the mean over positions and cells of the per-cell cross-entropy (KataGo: 1.5 / cells x the sum)
            SDVariable ot = sd.placeHolder(OWNERSHIP_TARGET, DataType.FLOAT, -1, shape.seats());
            SDVariable own = ot.mul(logSoftmax(sd.getVariable(OWNERSHIP))).sum(1).mean().mul(-config.v2().ownershipWeight());
            total = total.add(own.add(OWNERSHIP_LOSS, 0.0));
        }
        total.add(TOTAL_LOSS, 0.0).markAsLoss();
    }

    /** Mean, mean x {@link #widthScale} (when {@code scaledMean}) and max over the board: {@code [n, H, W, c]} to {@code [n, k * c]}. */
    private static SDVariable pool(SameDiff sd, SDVariable in, int c, NetShape shape, NetConfig.V2 v2) {
        SDVariable mean = in.mean(1, 2);
        SDVariable max = in.max(1, 2);
        int k = v2.poolFeatures();
        // concat(mean, mean * scale, max) along axis 1, written as products with constant block matrices: SameDiff
        // M2.1 cannot differentiate concat here (its gradient's view creation fails on the unknown batch size)
        SDVariable out = mean.mmul(block(sd, c, k, 0, 1)).add(max.mmul(block(sd, c, k, k - 1, 1)));
        return v2.scaledMean() ? out.add(mean.mmul(block(sd, c, k, 1, widthScale(shape)))) : out;
    }

    /** A {@code [c, k * c]} constant that puts {@code value} times its input's features in block {@code at}. */
    private static SDVariable block(SameDiff sd, int c, int k, int at, double value) {
        INDArray m = Nd4j.zeros(DataType.FLOAT, c, (long) k * c);
        for (int i = 0; i < c; i++) {
            m.putScalar(i, (long) at * c + i, value);
        }
        return sd.constant(m);
    }

    /** {@code (sqrt(cells) - 8) / 4}: -0.5 on 6x6, 0 on 8x8, 0.5 on 10x10 (KataGo's {@code (b - 14) / 10} for Go boards). */
    static double widthScale(NetShape shape) {
        return (Math.sqrt(shape.cells()) - 8) / 4;
    }

    /**
     * Log-softmax over the last axis. SameDiff's own {@code logSoftmax(x, dim)} cannot be
     * differentiated in M2.1 (cloning the graph for the gradient fails on its Integer property).
     */
    private static SDVariable logSoftmax(SDVariable x) {
        SDVariable shifted = x.sub(x.max(true, 1));
        return shifted.sub(shifted.getSameDiff().math().log(shifted.getSameDiff().math().exp(shifted).sum(true, 1)));
    }

    private static SDVariable conv2d(SameDiff sd, SDVariable in, String name, int k) {
        return sd.cnn().conv2d(in, sd.getVariable(name + "_w"), sd.getVariable(name + "_b"), conv(k));
    }

    private static SDVariable dense(SameDiff sd, SDVariable in, String name) {
        return in.mmul(sd.getVariable(name + "_w")).add(sd.getVariable(name + "_b"));
    }

    private static SDVariable relu(SameDiff sd, SDVariable in) {
        return sd.nn().relu(in, 0.0);
    }
}
