package pz.models;

import java.nio.IntBuffer;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The element-wise steps around the tower's ReLUs as loops on the calling thread over bulk copies of the native arrays
 * (float32, c-order, contiguous): the residual add with its ReLU, and the ReLU's derivative applied to a gradient, alone
 * or after an add. Same results as the libnd4j ops they replace ({@code addi} then {@code relu}; {@code step} then
 * {@code muli}; {@code addi} then both), bit for bit ({@code RelusTest}) except that the ReLU gives 0 where libnd4j's keeps -0 (a
 * difference no later op sees: the mask of either is 0, and a convolution adds either the same).
 *
 * <p>Performance note: each of those ops cost 0.3-5 ms at batch 256 on 8x8 with 32 channels (half a million floats)
 * inside a training step on this loaded 2-core machine, mostly the fixed cost of an op that splits its work over
 * threads that wait for a core; a loop over the copies takes 0.5-1 ms and one pass replaces two or three ops. The
 * derivative's test "the ReLU's output is above 0" is done on the float's bits (a positive float's bits are a positive
 * int) and multiplies like {@code muli}, so that the loop has no branch and vectorizes (a loop with a branch on the
 * float took 6 ms: the branch is taken at random).
 *
 * <p>Stateless; the scratch arrays belong to the caller (at least as long as the arrays).
 */
final class Relus {
    private Relus() {
    }

    /** {@code h = relu(h + r)}. */
    static void addRelu(INDArray h, INDArray r, float[] a, float[] b) {
        int len = (int) h.length();
        PolicyValueNet.copyOut(h, a, len);
        PolicyValueNet.copyOut(r, b, len);
        for (int i = 0; i < len; i++) {
            a[i] = Math.max(a[i] + b[i], 0f);
        }
        TrainingOps.copyIn(a, h);
    }

    /** {@code g *= (act > 0)}: the ReLU's derivative from its output {@code act}. */
    static void mask(INDArray g, INDArray act, float[] a, int[] c) {
        int len = (int) g.length();
        PolicyValueNet.copyOut(g, a, len);
        copyOut(act, c, len);
        for (int i = 0; i < len; i++) {
            a[i] *= step(c[i]);
        }
        TrainingOps.copyIn(a, g);
    }

    /** {@code g = (g + add) * (act > 0)}. */
    static void addMask(INDArray g, INDArray add, INDArray act, float[] a, float[] b, int[] c) {
        int len = (int) g.length();
        PolicyValueNet.copyOut(g, a, len);
        PolicyValueNet.copyOut(add, b, len);
        copyOut(act, c, len);
        for (int i = 0; i < len; i++) {
            a[i] = (a[i] + b[i]) * step(c[i]);
        }
        TrainingOps.copyIn(a, g);
    }

    /**
     * 1 when the float of these bits is above 0 (a positive int: sign bit clear, not +0), else 0, as libnd4j's
     * {@code step} gives it. NaN's bits are positive too (step gives 0); a NaN activation has already spoilt the step.
     */
    private static float step(int bits) {
        return ((bits | (bits - 1)) >>> 31) ^ 1;
    }

    private static void copyOut(INDArray src, int[] dst, int len) {
        IntBuffer ib = src.data().asNio().asIntBuffer();
        ib.position((int) src.offset());
        ib.get(dst, 0, len);
    }

}
