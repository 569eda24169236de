package pz.models;

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
 * this pass adds only element-wise ReLU masks, residual adds, the small heads and the loss.
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
    // version 2: per pooling block its pooled planes, features and bias (null elsewhere); the policy planes; the value
    // head's pooled features; the ownership logits and targets (mover first)
    private final NetConfig.V2 v2;
    private final SpatialLogits spatial;
    private INDArray[] gp;
    private INDArray[] gpFeatures;
    private INDArray[] gpBias;
    private INDArray gpGrad;
    private INDArray planes;
    private INDArray gPlanes;
    private INDArray valueFeatures;
    private INDArray gValueFeatures;
    private INDArray own;
    private INDArray ownTarget;
    private boolean hasOwnership;

    Backprop(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        super(params);
        this.shape = shape;
        this.config = config;
        this.v2 = config.v2();
        this.spatial = v2 == null ? null : SpatialLogits.of(shape);
    }

    @Override
    public Map<String, INDArray> grads() {
        return grads;
    }

    @Override
    public Losses run(TrainBatch batch, float[] valueTargets, boolean backward) {
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
        hasOwnership = v2 != null && v2.ownership() && batch.owners() != null;
        if (hasOwnership) {
            copyIn(OwnershipTargets.oneHot(batch.owners(), batch.movers(), n, shape.cells(), shape.numPlayers()), ownTarget);
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
                GlobalPool.addBias(t[b], gpBias[b], n, shape.cells(), config.channels());
            }
            relu(t[b]);
            conv(t[b], "b" + b + "_c2", 3, h[b + 1]);
            h[b + 1].addi(h[b]);
            relu(h[b + 1]);
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
            float[] l = new float[n * shape.numActions()];
            spatial.gather(planes, n, l);
            copyIn(l, logits);
            pool(v, valueFeatures);
            if (v2.ownership()) {
                conv(top, "own_conv", 1, own);
            }
        }
        dense(valueFeatures, "val_fc1", hid);
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
        INDArray gOwn = null;
        double ownLoss = 0;
        if (v2 != null && v2.ownership()) {
            // weight x mean over positions and cells of -sum_seats(t log softmax); no target: no loss, no gradient
            INDArray rows = own.reshape((long) n * shape.cells(), shape.numPlayers());
            INDArray q = Nd4j.exec(new SoftMax(rows, rows.ulike(), -1))[0];
            double scale = v2.ownershipWeight() / ((double) n * shape.cells());
            if (hasOwnership) {
                ownLoss = -crossEntropySum(q, ownTarget) * scale;
                gOwn = q.muliColumnVector(ownTarget.sum(true, 1)).subi(ownTarget).muli(scale);
            } else {
                gOwn = q.assign(0);
            }
        }
        Losses losses = new Losses(policyLoss, valueLoss, mlLoss, ownLoss, policyLoss + valueLoss + mlLoss + ownLoss);
        if (backward) {
            // d/dz of -sum(t * log softmax(z)) is sum(t) * softmax(z) - t: a row whose targets sum to 0 (a fast
            // search's, weight 0) adds no gradient, a weighted row its weight. (softmax - t alone pulled every
            // zero row's logits down and made training diverge under playout cap randomization.)
            gLogits.assign(probs).muliColumnVector(policyTarget.sum(true, 1)).subi(policyTarget).muli(inv);
            backward(gZMl, gOwn);
        }
        return losses;
    }

    private void backward(INDArray gZMl, INDArray gOwn) {
        INDArray top = h[config.blocks()];
        // policy head
        if (v2 == null) {
            denseBackward(flat(p), "pol_fc", gLogits, flat(gP));
        } else {
            spatial.scatter(gLogits.data().asFloat(), n, gPlanes);
            convBackward(p, "pol_out", 1, gPlanes, gP);
        }
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
        if (v2 == null) {
            denseBackward(flat(v), "val_fc1", gHid, flat(gV));
        } else {
            denseBackward(valueFeatures, "val_fc1", gHid, gValueFeatures);
            poolBackward(v, valueFeatures, gValueFeatures, gV);
        }
        maskBy(gV, v);
        convBackward(top, "val_conv", 1, gV, tmp);
        gH.addi(tmp);
        if (gOwn != null) {
            convBackward(top, "own_conv", 1, gOwn.reshape(n, shape.height(), shape.width(), shape.numPlayers()), tmp);
            gH.addi(tmp);
        }
        // tower, last block first: h[b+1] = relu(h[b] + c2(relu(c1(h[b]))))
        for (int b = config.blocks() - 1; b >= 0; b--) {
            maskBy(gH, h[b + 1]);
            convBackward(t[b], "b" + b + "_c2", 3, gH, gT);
            maskBy(gT, t[b]);
            convBackward(h[b], "b" + b + "_c1", 3, gT, tmp);
            gH.addi(tmp);
            if (gp[b] != null) {
                // t = c1(h) + dense(pool(relu(gp(h)))) broadcast over the board
                INDArray gBias = gpBias[b].ulike();
                GlobalPool.biasBackward(gT, n, shape.cells(), config.channels(), gBias);
                INDArray gFeatures = gpFeatures[b].ulike();
                denseBackward(gpFeatures[b], "b" + b + "_gpfc", gBias, gFeatures);
                poolBackward(gp[b], gpFeatures[b], gFeatures, gpGrad);
                maskBy(gpGrad, gp[b]);
                convBackward(h[b], "b" + b + "_gp", 3, gpGrad, tmp);
                gH.addi(tmp);
            }
        }
        maskBy(gH, h[0]);
        convBackward(x, "stem", 3, gH, gx);
    }

    private void pool(INDArray in, INDArray out) {
        int c = (int) in.size(3);
        GlobalPool.pool(in, n, shape.cells(), c, v2.scaledMean(), Graph.widthScale(shape), out);
    }

    private void poolBackward(INDArray in, INDArray out, INDArray gOut, INDArray gIn) {
        int c = (int) in.size(3);
        GlobalPool.poolBackward(in, out, gOut, n, shape.cells(), c, v2.scaledMean(), Graph.widthScale(shape), gIn);
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
            planes = buf(n, hh, ww, shape.policy().planes());
            gPlanes = buf(n, hh, ww, shape.policy().planes());
            valueFeatures = buf(n, (long) v2.poolFeatures() * config.valueChannels());
            gValueFeatures = buf(n, (long) v2.poolFeatures() * config.valueChannels());
            own = buf(n, hh, ww, shape.numPlayers());
            ownTarget = buf((long) n * hh * ww, shape.numPlayers());
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

    @Override
    public void close() {
        closeBuffers();
        for (INDArray g : grads.values()) {
            g.close();
        }
        grads.clear();
    }
}
