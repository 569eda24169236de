package pz.models;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.DynamicCustomOp;
import org.nd4j.linalg.api.ops.impl.layers.convolution.Conv2D;
import org.nd4j.linalg.api.ops.impl.scalar.Step;
import org.nd4j.linalg.api.ops.impl.transforms.custom.SoftMax;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * Forward and backward pass of a {@link PolicyValueNet} for training, written as direct libnd4j ops
 * on buffers kept between steps (reallocated only when the batch size changes): the forward pass
 * keeps every activation, the backward pass writes one gradient array per parameter
 * ({@link #grads()}). The losses are those of the SameDiff graph ({@link Graph}), which the tests use
 * to check these gradients.
 *
 * <p>Performance note: the same network through SameDiff's automatic differentiation ran at ~45% of
 * the bare convolutions' speed here (its per-op Java bookkeeping and array allocation, zero-filled
 * gradients of {@code step}, and a {@code thresholdedrelu_bp} that is ~70x slower than a multiply);
 * this pass adds only element-wise ReLU masks, residual adds, the small heads and the loss.
 *
 * <p>Not thread-safe (owned by one {@link Trainer}).
 */
final class Backprop implements AutoCloseable {
    private final NetShape shape;
    private final NetConfig config;
    private final Map<String, INDArray> params;
    private final Map<String, INDArray> grads = new LinkedHashMap<>();
    private final List<INDArray> buffers = new ArrayList<>();
    private int n = -1;
    private List<Integer> conv3Args;
    private List<Integer> conv1Args;

    // activations (post-ReLU unless named otherwise) and their gradients
    private INDArray x;
    private INDArray gx;
    private INDArray[] h;
    private INDArray[] t;
    private INDArray gH;
    private INDArray gT;
    private INDArray tmp;
    private INDArray mask;
    private INDArray p;
    private INDArray gP;
    private INDArray logits;
    private INDArray probs;
    private INDArray gLogits;
    private INDArray v;
    private INDArray gV;
    private INDArray hid;
    private INDArray gHid;
    private INDArray out;
    private INDArray gOut;
    private INDArray zMl;
    private INDArray policyTarget;
    private INDArray valueTarget;
    private INDArray movesLeftTarget;
    /** Per-row weights of the value targets (n x 1), and their sum. */
    private INDArray valueWeight;
    private double valueWeightSum;

    Backprop(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.config = config;
        this.params = params;
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            grads.put(e.getKey(), Nd4j.create(DataType.FLOAT, e.getValue().shape()));
        }
    }

    /** Gradients of the total loss (without L2) by parameter name, from the last {@link #run} with backward. */
    Map<String, INDArray> grads() {
        return grads;
    }

    /**
     * Runs the forward pass on {@code batch} (value targets already converted by {@link ValueAdapter}
     * into {@code valueTargets}), computes the losses and, if {@code backward}, the gradients.
     */
    Losses run(TrainBatch batch, float[] valueTargets, boolean backward) {
        ensure(batch.size());
        PolicyValueNet.packNhwc(shape, batch.observations(), n, x);
        copyIn(batch.policy(), policyTarget);
        copyIn(valueTargets, valueTarget);
        if (batch.valueWeights() == null) {
            valueWeight.assign(1.0);
            valueWeightSum = n;
        } else {
            copyIn(batch.valueWeights(), valueWeight);
            valueWeightSum = valueWeight.sumNumber().doubleValue();
        }
        if (config.movesLeft()) {
            copyIn(batch.movesLeft(), movesLeftTarget);
        }
        forward();
        return lossesAndBackward(backward);
    }

    private void forward() {
        conv(x, "stem", 3, h[0]);
        relu(h[0]);
        for (int b = 0; b < config.blocks(); b++) {
            conv(h[b], "b" + b + "_c1", 3, t[b]);
            relu(t[b]);
            conv(t[b], "b" + b + "_c2", 3, h[b + 1]);
            h[b + 1].addi(h[b]);
            relu(h[b + 1]);
        }
        INDArray top = h[config.blocks()];
        conv(top, "pol_conv", 1, p);
        relu(p);
        dense(flat(p), "pol_fc", logits);
        conv(top, "val_conv", 1, v);
        relu(v);
        dense(flat(v), "val_fc1", hid);
        relu(hid);
        dense(hid, "val_fc2", out);
        if (config.valueHead() == ValueHead.PER_PLAYER) {
            Transforms.tanh(out, false);
        }
        if (config.movesLeft()) {
            dense(hid, "ml_fc", zMl);
        }
    }

    private Losses lossesAndBackward(boolean backward) {
        double inv = 1.0 / n;
        // Policy: cross-entropy of softmax(logits); gradient (softmax - target) / n.
        Nd4j.exec(new SoftMax(logits, probs, -1));
        double policyLoss = -crossEntropySum(probs, policyTarget) * inv;
        // Value: the mean over the rows whose value target counts (weight 1; all rows without weights).
        double invV = valueWeightSum > 0 ? 1.0 / valueWeightSum : 0;
        double valueLoss;
        if (config.valueHead() == ValueHead.WDL) {
            INDArray q = Nd4j.exec(new SoftMax(out, out.ulike(), -1))[0];
            valueTarget.muliColumnVector(valueWeight); // a weight-0 row's targets sum to 0: no loss, no gradient
            valueLoss = -crossEntropySum(q, valueTarget) * invV;
            q.muliColumnVector(valueWeight).subi(valueTarget);
            gOut.assign(q.muli(invV));
        } else {
            INDArray diff = out.sub(valueTarget).muliColumnVector(valueWeight);
            valueLoss = diff.mul(diff).sumNumber().doubleValue() * invV;
            // d/dz (tanh z - t)^2 = 2 (out - t) (1 - out^2)
            INDArray dTanh = out.mul(out).rsubi(1.0);
            gOut.assign(diff.muli(dTanh).muli(2 * invV));
        }
        double mlLoss = 0;
        INDArray gZMl = null;
        if (config.movesLeft()) {
            INDArray ml = Transforms.softPlus(zMl, true);
            INDArray diff = ml.sub(movesLeftTarget);
            mlLoss = diff.mul(diff).sumNumber().doubleValue() * inv;
            gZMl = diff.muli(Transforms.sigmoid(zMl, true)).muli(2 * inv);
        }
        Losses losses = new Losses(policyLoss, valueLoss, mlLoss, policyLoss + valueLoss + mlLoss);
        if (backward) {
            // d/dz of -sum(t * log softmax(z)) is sum(t) * softmax(z) - t: a row whose targets sum to 0 (a fast
            // search's, weight 0) adds no gradient, a weighted row its weight. (softmax - t alone pulled every
            // zero row's logits down and made training diverge under playout cap randomization.)
            gLogits.assign(probs).muliColumnVector(policyTarget.sum(true, 1)).subi(policyTarget).muli(inv);
            backward(gZMl);
        }
        return losses;
    }

    private void backward(INDArray gZMl) {
        INDArray top = h[config.blocks()];
        // policy head
        denseBackward(flat(p), "pol_fc", gLogits, flat(gP));
        maskBy(gP, p);
        convBackward(top, "pol_conv", 1, gP, gH);
        // value head
        denseBackward(hid, "val_fc2", gOut, gHid);
        if (gZMl != null) {
            INDArray extra = gHid.ulike();
            denseBackward(hid, "ml_fc", gZMl, extra);
            gHid.addi(extra);
        }
        maskBy(gHid, hid);
        denseBackward(flat(v), "val_fc1", gHid, flat(gV));
        maskBy(gV, v);
        convBackward(top, "val_conv", 1, gV, tmp);
        gH.addi(tmp);
        // tower, last block first: h[b+1] = relu(h[b] + c2(relu(c1(h[b]))))
        for (int b = config.blocks() - 1; b >= 0; b--) {
            maskBy(gH, h[b + 1]);
            convBackward(t[b], "b" + b + "_c2", 3, gH, gT);
            maskBy(gT, t[b]);
            convBackward(h[b], "b" + b + "_c1", 3, gT, tmp);
            gH.addi(tmp);
        }
        maskBy(gH, h[0]);
        convBackward(x, "stem", 3, gH, gx);
    }

    private static double crossEntropySum(INDArray probabilities, INDArray target) {
        // 1e-30 keeps log finite where a probability underflowed; its target there is 0 or nearly.
        return Transforms.log(probabilities.add(1e-30f), false).muli(target).sumNumber().doubleValue();
    }

    private void conv(INDArray in, String name, int k, INDArray result) {
        Nd4j.exec(new Conv2D(new INDArray[] {in, params.get(name + "_w"), params.get(name + "_b")}, new INDArray[] {result},
                Graph.conv(k)));
    }

    private void convBackward(INDArray in, String name, int k, INDArray gradOut, INDArray gradIn) {
        Nd4j.exec(DynamicCustomOp.builder("conv2d_bp")
                .addInputs(in, params.get(name + "_w"), params.get(name + "_b"), gradOut)
                .addOutputs(gradIn, grads.get(name + "_w"), grads.get(name + "_b"))
                .addIntegerArguments(k == 3 ? conv3Args : conv1Args)
                .build());
    }

    private void dense(INDArray in, String name, INDArray result) {
        Nd4j.gemm(in, params.get(name + "_w"), result, false, false, 1.0, 0.0);
        result.addiRowVector(params.get(name + "_b"));
    }

    private void denseBackward(INDArray in, String name, INDArray gradOut, INDArray gradIn) {
        Nd4j.gemm(in, gradOut, grads.get(name + "_w"), true, false, 1.0, 0.0);
        gradOut.sum(grads.get(name + "_b"), 0);
        Nd4j.gemm(gradOut, params.get(name + "_w"), gradIn, false, true, 1.0, 0.0);
    }

    private static void relu(INDArray a) {
        Transforms.relu(a, false);
    }

    /** {@code g *= (a > 0)}: the ReLU derivative, from the ReLU's output. */
    private void maskBy(INDArray g, INDArray a) {
        INDArray m = a.length() == mask.length() ? mask : a.ulike();
        Nd4j.exec(new Step(a, m, 0.0));
        g.muli(m);
    }

    private INDArray flat(INDArray a) {
        return a.reshape(n, a.length() / n);
    }

    private static void copyIn(float[] src, INDArray dst) {
        dst.data().asNio().asFloatBuffer().put(src, 0, (int) dst.length());
    }

    private void ensure(int size) {
        if (size == n) {
            return;
        }
        closeBuffers();
        n = size;
        int hh = shape.height();
        int ww = shape.width();
        int f = config.channels();
        x = buf(n, hh, ww, shape.channels());
        gx = buf(n, hh, ww, shape.channels());
        h = new INDArray[config.blocks() + 1];
        t = new INDArray[config.blocks()];
        for (int b = 0; b <= config.blocks(); b++) {
            h[b] = buf(n, hh, ww, f);
            if (b < config.blocks()) {
                t[b] = buf(n, hh, ww, f);
            }
        }
        gH = buf(n, hh, ww, f);
        gT = buf(n, hh, ww, f);
        tmp = buf(n, hh, ww, f);
        mask = buf(n, hh, ww, f);
        p = buf(n, hh, ww, config.policyChannels());
        gP = buf(n, hh, ww, config.policyChannels());
        logits = buf(n, shape.numActions());
        probs = buf(n, shape.numActions());
        gLogits = buf(n, shape.numActions());
        policyTarget = buf(n, shape.numActions());
        v = buf(n, hh, ww, config.valueChannels());
        gV = buf(n, hh, ww, config.valueChannels());
        hid = buf(n, config.valueHidden());
        gHid = buf(n, config.valueHidden());
        int outs = config.valueHead().outputs(shape.numPlayers());
        out = buf(n, outs);
        gOut = buf(n, outs);
        valueTarget = buf(n, outs);
        valueWeight = buf(n, 1);
        zMl = buf(n, 1);
        movesLeftTarget = buf(n, 1);
        conv3Args = intArgs(new Conv2D(new INDArray[] {x, params.get("stem_w"), params.get("stem_b")}, new INDArray[] {h[0]},
                Graph.conv(3)).iArgs());
        conv1Args = intArgs(new Conv2D(new INDArray[] {h[0], params.get("pol_conv_w"), params.get("pol_conv_b")},
                new INDArray[] {p}, Graph.conv(1)).iArgs());
    }

    private static List<Integer> intArgs(long[] a) {
        List<Integer> l = new ArrayList<>();
        for (long v : a) {
            l.add((int) v);
        }
        return l;
    }

    private INDArray buf(long... dims) {
        INDArray a = Nd4j.create(DataType.FLOAT, dims);
        buffers.add(a);
        return a;
    }

    private void closeBuffers() {
        for (INDArray a : buffers) {
            a.close();
        }
        buffers.clear();
    }

    @Override
    public void close() {
        closeBuffers();
        for (INDArray g : grads.values()) {
            g.close();
        }
        grads.clear();
    }
}
