package pz.models;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.DynamicCustomOp;
import org.nd4j.linalg.api.ops.impl.layers.convolution.Conv2D;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.indexing.NDArrayIndex;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * The layers of {@link Backprop} as direct libnd4j ops, forward and backward, over a network's parameters and one
 * gradient array per parameter; the buffers it allocates are freed together. Not thread-safe.
 */
abstract class TrainingOps {
    final Map<String, INDArray> params;
    final Map<String, INDArray> grads = new LinkedHashMap<>();
    /** Every gradient, in the parameters' order: {@link #grads} are views of it. */
    final INDArray flatGrads;
    final List<INDArray> buffers = new ArrayList<>();
    /** A row of ones for column sums ({@link #ones}). */
    private INDArray ones;
    /** The integer arguments of conv2d_bp for 3x3 kernels (set with the buffers). */
    List<Integer> conv3Args;

    TrainingOps(Map<String, INDArray> params) {
        this.params = params;
        long total = 0;
        for (INDArray p : params.values()) {
            total += p.length();
        }
        flatGrads = Nd4j.create(DataType.FLOAT, total);
        long offset = 0;
        for (Map.Entry<String, INDArray> e : params.entrySet()) {
            long len = e.getValue().length();
            grads.put(e.getKey(), flatGrads.get(NDArrayIndex.interval(offset, offset + len)).reshape('c', e.getValue().shape()));
            offset += len;
        }
    }

    void conv(INDArray in, String name, int k, INDArray result) {
        Nd4j.exec(new Conv2D(new INDArray[] {in, params.get(name + "_w"), params.get(name + "_b")}, new INDArray[] {result},
                Graph.conv(k)));
    }

    /** The backward pass of a 3x3 convolution ({@link #conv1Backward} for 1x1). */
    void convBackward(INDArray in, String name, INDArray gradOut, INDArray gradIn) {
        Nd4j.exec(DynamicCustomOp.builder("conv2d_bp")
                .addInputs(in, params.get(name + "_w"), params.get(name + "_b"), gradOut)
                .addOutputs(gradIn, grads.get(name + "_w"), grads.get(name + "_b"))
                .addIntegerArguments(conv3Args)
                .build());
    }

    /**
     * The backward pass of a 1x1 convolution as the two matrix products it is (NHWC: the input is {@code [n * H * W, in]},
     * the weights {@code [in, out]}); with {@code accumulate} the input's gradient is added to {@code gradIn} instead of
     * replacing it.
     *
     * <p>Performance note: libnd4j's {@code conv2d_bp} took 8-15 ms for a 1x1 convolution of 32 planes at batch 256 on
     * 8x8, 5-10 times its forward pass; the two {@code gemm}s and the bias's column sum take about 1 ms.
     */
    void conv1Backward(INDArray in, String name, INDArray gradOut, INDArray gradIn, boolean accumulate) {
        INDArray w = params.get(name + "_w");
        long cin = w.size(2);
        long cout = w.size(3);
        long rows = in.length() / cin;
        INDArray x = in.reshape(rows, cin);
        INDArray g = gradOut.reshape(rows, cout);
        Nd4j.gemm(x, g, grads.get(name + "_w").reshape(cin, cout), true, false, 1.0, 0.0);
        // the bias's gradient, the column sums, as a product with a row of ones (sum along dimension 0 of a tall array
        // took 3-5 ms for 25,600 x 72 values, the product well under 1)
        Nd4j.gemm(ones(rows), g, grads.get(name + "_b").reshape(1, cout), false, false, 1.0, 0.0);
        Nd4j.gemm(g, w.reshape(cin, cout), gradIn.reshape(rows, cin), false, true, 1.0, accumulate ? 1.0 : 0.0);
    }

    /** A row of {@code rows} ones ({@code [1, rows]}), kept with the buffers. */
    private INDArray ones(long rows) {
        if (ones == null || ones.length() != rows) {
            ones = Nd4j.ones(DataType.FLOAT, 1, rows);
            buffers.add(ones);
        }
        return ones;
    }

    void dense(INDArray in, String name, INDArray result) {
        dense(in, name, result, false);
    }

    /** A dense layer, then a ReLU if {@code relu}; a small one as loops ({@link SmallDense}). */
    void dense(INDArray in, String name, INDArray result, boolean relu) {
        INDArray w = params.get(name + "_w");
        if (SmallDense.fits(w)) {
            SmallDense.forward(in, w, params.get(name + "_b"), result, (int) in.size(0), relu);
            return;
        }
        Nd4j.gemm(in, w, result, false, false, 1.0, 0.0);
        result.addiRowVector(params.get(name + "_b"));
        if (relu) {
            relu(result);
        }
    }

    void denseBackward(INDArray in, String name, INDArray gradOut, INDArray gradIn) {
        INDArray w = params.get(name + "_w");
        if (SmallDense.fits(w)) {
            SmallDense.backward(in, w, gradOut, (int) in.size(0), grads.get(name + "_w"), grads.get(name + "_b"), gradIn);
            return;
        }
        Nd4j.gemm(in, gradOut, grads.get(name + "_w"), true, false, 1.0, 0.0);
        gradOut.sum(grads.get(name + "_b"), 0);
        Nd4j.gemm(gradOut, w, gradIn, false, true, 1.0, 0.0);
    }

    static void relu(INDArray a) {
        Transforms.relu(a, false);
    }

    static void copyIn(float[] src, INDArray dst) {
        java.nio.FloatBuffer fb = dst.data().asNio().asFloatBuffer();
        fb.position((int) dst.offset());
        fb.put(src, 0, (int) dst.length());
    }

    static List<Integer> intArgs(long[] a) {
        List<Integer> l = new ArrayList<>();
        for (long v : a) {
            l.add((int) v);
        }
        return l;
    }

    INDArray buf(long... dims) {
        INDArray a = Nd4j.create(DataType.FLOAT, dims);
        buffers.add(a);
        return a;
    }

    void closeBuffers() {
        for (INDArray a : buffers) {
            a.close();
        }
        buffers.clear();
        ones = null;
    }

}
