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
    /** The integer arguments of conv2d_bp for 3x3 and 1x1 kernels (set with the buffers). */
    List<Integer> conv3Args;
    List<Integer> conv1Args;
    /** ReLU masks by shape, kept with the buffers. */
    private final Map<List<Long>, INDArray> masks = new java.util.HashMap<>();

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

    void convBackward(INDArray in, String name, int k, INDArray gradOut, INDArray gradIn) {
        Nd4j.exec(DynamicCustomOp.builder("conv2d_bp")
                .addInputs(in, params.get(name + "_w"), params.get(name + "_b"), gradOut)
                .addOutputs(gradIn, grads.get(name + "_w"), grads.get(name + "_b"))
                .addIntegerArguments(k == 3 ? conv3Args : conv1Args)
                .build());
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

    /** {@code g *= (a > 0)}: the ReLU derivative, from the ReLU's output. */
    void maskBy(INDArray g, INDArray a) {
        INDArray m = masks.computeIfAbsent(java.util.Arrays.stream(a.shape()).boxed().toList(), k -> buf(a.shape()));
        Nd4j.exec(new Step(a, m, 0.0));
        g.muli(m);
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
        masks.clear();
    }

}
