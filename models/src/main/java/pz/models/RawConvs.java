package pz.models;

import java.util.ArrayList;
import java.util.List;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.DynamicCustomOp;
import org.nd4j.linalg.api.ops.impl.layers.convolution.Conv2D;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The benchmark's reference: the convolutions of a network (stem, tower and the two 1x1 head
 * convolutions, same shapes and NHWC layout) as bare libnd4j {@code conv2d} ops on preallocated
 * arrays, and for training also each one's {@code conv2d_bp}. Nothing else: no activations,
 * residual adds, dense layers, losses or optimizer. A version-2 network's ownership convolution is in the training
 * reference only: the search's inference pass does not run it. Not thread-safe; close it.
 */
final class RawConvs implements AutoCloseable {
    private final List<DynamicCustomOp> forward = new ArrayList<>();
    private final List<DynamicCustomOp> backward = new ArrayList<>();
    private final List<INDArray> arrays = new ArrayList<>();

    /** The convolutions of the inference pass, or with {@code training} those of the training pass, at batch {@code n}. */
    RawConvs(NetShape s, NetConfig c, int n, boolean training) {
        int h = s.height();
        int w = s.width();
        int f = c.channels();
        add(n, h, w, s.channels(), f, 3);
        for (int b = 0; b < 2 * c.blocks(); b++) {
            add(n, h, w, f, f, 3);
        }
        add(n, h, w, f, c.policyChannels(), 1);
        add(n, h, w, f, c.valueChannels(), 1);
        if (c.v2() != null) {
            // version 2: the pooling blocks' extra convolutions, the policy planes, the ownership planes
            for (int b = 0; b < c.blocks(); b++) {
                if (c.v2().pools(b)) {
                    add(n, h, w, f, c.v2().poolChannels(), 3);
                }
            }
            add(n, h, w, c.policyChannels(), s.policy().planes(), 1);
            if (c.v2().ownership() && training) {
                add(n, h, w, f, s.seats(), 1);
            }
        }
    }

    private void add(int n, int h, int w, int in, int out, int k) {
        INDArray x = arr(n, h, w, in);
        INDArray wt = arr(k, k, in, out);
        INDArray b = arr(out);
        INDArray y = arr(n, h, w, out);
        Conv2D op = new Conv2D(new INDArray[] {x, wt, b}, new INDArray[] {y}, Graph.conv(k));
        forward.add(op);
        DynamicCustomOp bp = DynamicCustomOp.builder("conv2d_bp")
                .addInputs(x, wt, b, arr(n, h, w, out))
                .addOutputs(arr(n, h, w, in), arr(k, k, in, out), arr(out))
                .addIntegerArguments(java.util.Arrays.stream(op.iArgs()).mapToObj(v -> (int) v).toList())
                .build();
        backward.add(bp);
    }

    private INDArray arr(long... shape) {
        INDArray a = Nd4j.rand(DataType.FLOAT, shape).subi(0.5);
        arrays.add(a);
        return a;
    }

    /** Runs every forward convolution once. */
    void forward() {
        for (DynamicCustomOp op : forward) {
            Nd4j.exec(op);
        }
    }

    /** Runs every forward convolution and its backward pass once. */
    void forwardBackward() {
        forward();
        for (DynamicCustomOp op : backward) {
            Nd4j.exec(op);
        }
    }

    @Override
    public void close() {
        for (INDArray a : arrays) {
            a.close();
        }
    }
}
