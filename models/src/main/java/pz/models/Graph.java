package pz.models;

import java.util.Map;
import org.nd4j.autodiff.samediff.SDVariable;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.impl.layers.convolution.config.Conv2DConfig;
import org.nd4j.linalg.api.ops.impl.layers.convolution.config.PaddingMode;

/**
 * Builds the SameDiff graph of a {@link PolicyValueNet}: the forward pass and the training losses.
 * It is the reference definition of the network: the fast paths ({@link FastForward} for inference,
 * {@link Backprop} for training) are tested against its outputs and its automatic gradients. The
 * graph's variables are the network's parameter arrays themselves (not copies).
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
        for (int b = 0; b < config.blocks(); b++) {
            SDVariable r = relu(sd, conv2d(sd, h, "b" + b + "_c1", 3));
            r = conv2d(sd, r, "b" + b + "_c2", 3);
            h = relu(sd, h.add(r));
        }
        SDVariable p = relu(sd, conv2d(sd, h, "pol_conv", 1));
        p = p.reshape(-1, (long) shape.cells() * config.policyChannels());
        SDVariable policy = p.mmul(sd.getVariable("pol_fc_w")).add(POLICY, sd.getVariable("pol_fc_b"));

        SDVariable v = relu(sd, conv2d(sd, h, "val_conv", 1));
        v = v.reshape(-1, (long) shape.cells() * config.valueChannels());
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
        int outs = config.valueHead().outputs(shape.numPlayers());
        SDVariable vt = sd.placeHolder(VALUE_TARGET, DataType.FLOAT, -1, outs);
        SDVariable valueLoss;
        if (config.valueHead() == ValueHead.WDL) {
            // Targets are win/draw/loss probabilities (see Trainer): cross-entropy.
            valueLoss = vt.mul(logSoftmax(value)).sum(1).mean().neg(VALUE_LOSS);
        } else {
            // Targets in [-1, 1] per player: mean squared error summed over players.
            valueLoss = sd.math().squaredDifference(value, vt).sum(1).mean().add(VALUE_LOSS, 0.0);
        }
        SDVariable total = policyLoss.add(valueLoss);
        if (movesLeft != null) {
            SDVariable mt = sd.placeHolder(MOVES_LEFT_TARGET, DataType.FLOAT, -1, 1);
            SDVariable ml = sd.math().squaredDifference(movesLeft, mt).mean().add(MOVES_LEFT_LOSS, 0.0);
            total = total.add(ml);
        }
        total.add(TOTAL_LOSS, 0.0).markAsLoss();
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
