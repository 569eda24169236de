package pz.models;

import java.util.Arrays;
import java.util.Map;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.impl.layers.convolution.Conv2D;
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
 * this pass adds only element-wise ReLU masks and residual adds (loops, {@link Relus}), the small heads and the loss,
 * and computes a 1x1 convolution's gradients as matrix products ({@link TrainingOps#conv1Backward}). The losses and their
 * gradients are loops over Java arrays ({@link HeadLosses}), and a version-2 policy's softmax covers only the ids
 * that some position can make legal: every array is kept between steps, nothing is allocated per step.
 *
 * <p>Not thread-safe (owned by one {@link Trainer}).
 */
final class Backprop extends TrainingOps implements TrainingPass {
    private final NetShape shape;
    private final NetConfig config;
    private int n = -1;

    // activations (post-ReLU unless named otherwise) and their gradients
    private INDArray x;
    private INDArray gx;
    private INDArray[] h;
    private INDArray[] t;
    private INDArray gH;
    private INDArray gT;
    private INDArray tmp;
    /** A pooling block's input gradient through its pooling convolution (version 2). */
    private INDArray tmpGp;
    private INDArray p;
    private INDArray gP;
    /** The policy logits the softmax covers ({@code [n, ids.length]}), their softmax, and (version 1) their gradient. */
    private INDArray logits;
    private INDArray probs;
    private INDArray gLogits;
    private INDArray v;
    private INDArray gV;
    private INDArray hid;
    private INDArray gHid;
    private INDArray gHidMl;
    private INDArray out;
    private INDArray gOut;
    private INDArray zMl;
    private INDArray gZMl;
    /** The ids the policy softmax covers (every id in version 1), the others, and where each id's gradient goes. */
    private final int[] ids;
    private final int[] others;
    private final int[] dest;
    /** Java copies of the outputs and targets of the current batch, and the gradients written back. */
    private float[] policyProbs;
    private float[] policyGrad;
    private float[] valueOut;
    private float[] valueGrad;
    private float[] valueTargets;
    private float[] valueWeights;
    private float[] mlOut;
    private float[] mlGrad;
    private float[] ownOut;
    private float[] ownGrad;
    private float[] ownTargets;
    /** Scratch for the policy gather (version 2): the policy planes. */
    private float[] scratch;
    private TrainBatch batch;
    private double valueWeightSum;
    /**
     * What the losses are means over: this batch's positions and value weight, or, for a part of a larger batch
     * ({@link PartedBackprop}), the whole batch's, so that the parts' losses and gradients add up to the whole's.
     */
    private int lossPositions;
    private double lossValueWeight;
    // version 2: per pooling block its pooled planes, features and bias (null elsewhere); the policy planes; the value
    // head's pooled features; the ownership logits and targets (mover first)
    private final NetConfig.V2 v2;
    private final SpatialLogits spatial;
    private INDArray[] gp;
    private INDArray[] gpFeatures;
    private INDArray[] gpBias;
    private INDArray gpGrad;
    private INDArray gpBiasGrad;
    private INDArray gpFeaturesGrad;
    private INDArray planes;
    private INDArray gPlanes;
    private INDArray valueFeatures;
    private INDArray gValueFeatures;
    private INDArray own;
    private INDArray gOwn;
    private boolean hasOwnership;

    Backprop(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        super(params);
        this.shape = shape;
        this.config = config;
        this.v2 = config.v2();
        this.spatial = v2 == null ? null : SpatialLogits.of(shape);
        this.ids = spatial == null ? java.util.stream.IntStream.range(0, shape.numActions()).toArray() : spatial.ids(true);
        this.others = spatial == null ? new int[0] : spatial.ids(false);
        this.dest = spatial == null ? ids : spatial.index();
    }

    @Override
    public Map<String, INDArray> grads() {
        return grads;
    }

    @Override
    public INDArray flatGrads() {
        return flatGrads;
    }

    @Override
    public Losses run(TrainBatch batch, float[] valueTargets, boolean backward) {
        return run(batch, valueTargets, backward, -1, -1);
    }

    /**
     * {@link #run(TrainBatch, float[], boolean)} on a part of a batch of {@code positions} positions whose value weights
     * sum to {@code valueWeight}: its losses and gradients are its share of the whole batch's means (both -1: the means
     * over this batch).
     */
    Losses run(TrainBatch batch, float[] valueTargets, boolean backward, int positions, double valueWeight) {
        ensure(batch.size());
        this.batch = batch;
        PolicyValueNet.packNhwc(shape, batch.observations(), n, x);
        int outs = valueOut.length / n;
        System.arraycopy(valueTargets, 0, this.valueTargets, 0, n * outs);
        if (batch.valueWeights() == null) {
            Arrays.fill(valueWeights, 1f);
            valueWeightSum = n;
        } else {
            System.arraycopy(batch.valueWeights(), 0, valueWeights, 0, n);
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += valueWeights[i];
            }
            valueWeightSum = sum;
        }
        lossPositions = positions < 0 ? n : positions;
        lossValueWeight = valueWeight < 0 ? valueWeightSum : valueWeight;
        hasOwnership = v2 != null && v2.ownership() && batch.owners() != null;
        if (hasOwnership) {
            ownTargets = OwnershipTargets.oneHot(batch.owners(), batch.movers(), n, shape.cells(), shape.numPlayers(), shape.seats());
        }
        forward();
        return lossesAndBackward(backward);
    }

    private void forward() {
        conv(x, "stem", 3, h[0]);
        relu(h[0]);
        for (int b = 0; b < config.blocks(); b++) {
            conv(h[b], "b" + b + "_c1", 3, t[b]);
            if (gp[b] != null) {
                conv(h[b], "b" + b + "_gp", 3, gp[b]);
                relu(gp[b]);
                pool(gp[b], gpFeatures[b]);
                dense(gpFeatures[b], "b" + b + "_gpfc", gpBias[b]);
                GlobalPool.addBiasRelu(t[b], gpBias[b], n, shape.cells(), config.channels());
            } else {
                relu(t[b]);
            }
            conv(t[b], "b" + b + "_c2", 3, h[b + 1]);
            Relus.addRelu(h[b + 1], h[b]);
        }
        INDArray top = h[config.blocks()];
        conv(top, "pol_conv", 1, p);
        relu(p);
        conv(top, "val_conv", 1, v);
        relu(v);
        if (v2 == null) {
            dense(flat(p), "pol_fc", logits);
            valueFeatures = flat(v);
        } else {
            conv(p, "pol_out", 1, planes);
            // the logits of the ids that can be legal; the others' softmax weight is exactly 0 (SpatialLogits.NO_LOGIT)
            PolicyValueNet.copyOut(planes, scratch, n * spatial.positionSize());
            spatial.gather(scratch, n, ids, policyProbs);
            copyIn(policyProbs, logits);
            pool(v, valueFeatures);
            if (v2.ownership()) {
                conv(top, "own_conv", 1, own);
            }
        }
        dense(valueFeatures, "val_fc1", hid, true);
        dense(hid, "val_fc2", out);
        if (config.valueHead() == ValueHead.PER_PLAYER) {
            Transforms.tanh(out, false);
        }
        if (config.movesLeft()) {
            dense(hid, "ml_fc", zMl);
        }
    }

    private Losses lossesAndBackward(boolean backward) {
        double inv = 1.0 / lossPositions;
        // Policy: cross-entropy of softmax(logits) over the ids that can be legal.
        Nd4j.exec(new SoftMax(logits, probs, -1));
        PolicyValueNet.copyOut(probs, policyProbs, policyProbs.length);
        Arrays.fill(policyGrad, 0f);
        int stride = spatial == null ? shape.numActions() : spatial.positionSize();
        double policyLoss = HeadLosses.policy(n, policyProbs, ids, others, batch.policy(), shape.numActions(), dest, stride, inv,
                policyGrad) * inv;
        // Value: the mean over the rows whose value target counts (weight 1; all rows without weights).
        double invV = lossValueWeight > 0 ? 1.0 / lossValueWeight : 0;
        int outs = valueOut.length / n;
        PolicyValueNet.copyOut(out, valueOut, valueOut.length);
        double valueLoss;
        if (config.valueHead() == ValueHead.WDL) {
            for (int i = 0; i < valueTargets.length; i++) {
                valueTargets[i] *= valueWeights[i / outs]; // a weight-0 row's targets are 0: no loss, no gradient
            }
            valueLoss = HeadLosses.softmaxCrossEntropy(valueOut, valueTargets, valueWeights, n, outs, invV, valueGrad);
        } else {
            // a network of more seats than the game's: only the game's seats (the first outputs, mover's frame) count
            valueLoss = HeadLosses.tanhSquaredError(valueOut, valueTargets, valueWeights, n, outs, shape.numPlayers(), invV, valueGrad);
        }
        double mlLoss = 0;
        if (config.movesLeft()) {
            PolicyValueNet.copyOut(zMl, mlOut, n);
            mlLoss = HeadLosses.softplusSquaredError(mlOut, batch.movesLeft(), n, inv, mlGrad);
        }
        double ownLoss = 0;
        if (hasOwnership) {
            // weight x mean over positions and cells of -sum_seats(t log softmax); a cell without a target adds nothing
            PolicyValueNet.copyOut(own, ownOut, ownOut.length);
            double scale = v2.ownershipWeight() / ((double) lossPositions * shape.cells());
            ownLoss = HeadLosses.softmaxCrossEntropy(ownOut, ownTargets, null, n * shape.cells(), shape.seats(), scale, ownGrad);
        }
        Losses losses = new Losses(policyLoss, valueLoss, mlLoss, ownLoss, policyLoss + valueLoss + mlLoss + ownLoss);
        if (backward) {
            backward();
        }
        return losses;
    }

    private void backward() {
        INDArray top = h[config.blocks()];
        // policy head
        if (v2 == null) {
            copyIn(policyGrad, gLogits);
            denseBackward(flat(p), "pol_fc", gLogits, flat(gP));
        } else {
            copyIn(policyGrad, gPlanes);
            conv1Backward(p, "pol_out", gPlanes, gP, false);
        }
        Relus.mask(gP, p);
        conv1Backward(top, "pol_conv", gP, gH, false);
        // value head
        copyIn(valueGrad, gOut);
        denseBackward(hid, "val_fc2", gOut, gHid);
        if (config.movesLeft()) {
            copyIn(mlGrad, gZMl);
            denseBackward(hid, "ml_fc", gZMl, gHidMl);
            gHid.addi(gHidMl);
        }
        Relus.mask(gHid, hid);
        if (v2 == null) {
            denseBackward(flat(v), "val_fc1", gHid, flat(gV));
            Relus.mask(gV, v);
        } else {
            denseBackward(valueFeatures, "val_fc1", gHid, gValueFeatures);
            poolReluBackward(v, valueFeatures, gValueFeatures, gV);
        }
        conv1Backward(top, "val_conv", gV, gH, true);
        if (hasOwnership) {
            copyIn(ownGrad, gOwn);
            conv1Backward(top, "own_conv", gOwn, gH, true);
        } else if (v2 != null && v2.ownership()) {
            grads.get("own_conv_w").assign(0); // no targets: no loss, no gradient
            grads.get("own_conv_b").assign(0);
        }
        // tower, last block first: h[b+1] = relu(h[b] + c2(relu(c1(h[b])))); gH is the gradient of h[b+1] before its
        // ReLU, then of h[b] (its last add fused with h[b]'s ReLU mask)
        Relus.mask(gH, h[config.blocks()]);
        for (int b = config.blocks() - 1; b >= 0; b--) {
            convBackward(t[b], "b" + b + "_c2", gH, gT);
            Relus.mask(gT, t[b]);
            convBackward(h[b], "b" + b + "_c1", gT, tmp);
            if (gp[b] != null) {
                // t = c1(h) + dense(pool(relu(gp(h)))) broadcast over the board
                GlobalPool.biasBackward(gT, n, shape.cells(), config.channels(), gpBiasGrad);
                denseBackward(gpFeatures[b], "b" + b + "_gpfc", gpBiasGrad, gpFeaturesGrad);
                poolReluBackward(gp[b], gpFeatures[b], gpFeaturesGrad, gpGrad);
                convBackward(h[b], "b" + b + "_gp", gpGrad, tmpGp);
                Relus.addMask(gH, tmp, tmpGp, h[b]);
            } else {
                Relus.addMask(gH, tmp, h[b]);
            }
        }
        convBackward(x, "stem", gH, gx);
    }

    private void pool(INDArray in, INDArray out) {
        int c = (int) in.size(3);
        GlobalPool.pool(in, n, shape.cells(), c, v2.scaledMean(), Graph.widthScale(shape), out, false);
    }

    /** The pooling's gradient through the ReLU before it. */
    private void poolReluBackward(INDArray in, INDArray out, INDArray gOut, INDArray gIn) {
        int c = (int) in.size(3);
        GlobalPool.poolReluBackward(in, out, gOut, n, shape.cells(), c, v2.scaledMean(), Graph.widthScale(shape), gIn);
    }

    private INDArray flat(INDArray a) {
        return a.reshape(n, a.length() / n);
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
        gp = new INDArray[config.blocks()];
        gpFeatures = new INDArray[config.blocks()];
        gpBias = new INDArray[config.blocks()];
        for (int b = 0; b < config.blocks() && v2 != null; b++) {
            if (v2.pools(b)) {
                gp[b] = buf(n, hh, ww, v2.poolChannels());
                gpFeatures[b] = buf(n, (long) v2.poolFeatures() * v2.poolChannels());
                gpBias[b] = buf(n, f);
            }
        }
        if (v2 != null) {
            gpGrad = buf(n, hh, ww, v2.poolChannels());
            gpBiasGrad = buf(n, f);
            gpFeaturesGrad = buf(n, (long) v2.poolFeatures() * v2.poolChannels());
            planes = buf(n, hh, ww, shape.policy().planes());
            gPlanes = buf(n, hh, ww, shape.policy().planes());
            valueFeatures = buf(n, (long) v2.poolFeatures() * config.valueChannels());
            gValueFeatures = buf(n, (long) v2.poolFeatures() * config.valueChannels());
            own = buf(n, hh, ww, shape.seats());
            gOwn = buf(n, hh, ww, shape.seats());
            ownOut = new float[n * hh * ww * shape.seats()];
            ownGrad = new float[ownOut.length];
        }
        scratch = spatial == null ? null : new float[n * spatial.positionSize()];
        gH = buf(n, hh, ww, f);
        gT = buf(n, hh, ww, f);
        tmp = buf(n, hh, ww, f);
        tmpGp = v2 == null ? null : buf(n, hh, ww, f);
        p = buf(n, hh, ww, config.policyChannels());
        gP = buf(n, hh, ww, config.policyChannels());
        logits = buf(n, ids.length);
        probs = buf(n, ids.length);
        gLogits = v2 == null ? buf(n, ids.length) : null;
        policyProbs = new float[n * ids.length];
        policyGrad = new float[n * (v2 == null ? shape.numActions() : spatial.positionSize())];
        v = buf(n, hh, ww, config.valueChannels());
        gV = buf(n, hh, ww, config.valueChannels());
        hid = buf(n, config.valueHidden());
        gHid = buf(n, config.valueHidden());
        gHidMl = buf(n, config.valueHidden());
        int outs = config.valueHead().outputs(shape.seats());
        out = buf(n, outs);
        gOut = buf(n, outs);
        valueOut = new float[n * outs];
        valueGrad = new float[n * outs];
        valueTargets = new float[n * outs];
        valueWeights = new float[n];
        zMl = buf(n, 1);
        gZMl = buf(n, 1);
        mlOut = new float[n];
        mlGrad = new float[n];
        conv3Args = intArgs(new Conv2D(new INDArray[] {x, params.get("stem_w"), params.get("stem_b")}, new INDArray[] {h[0]},
                Graph.conv(3)).iArgs());
    }

    @Override
    public void close() {
        closeBuffers();
        flatGrads.close();
        grads.clear();
    }
}
