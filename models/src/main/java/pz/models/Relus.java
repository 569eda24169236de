package pz.models;

import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The element-wise steps around the tower's ReLUs as loops over the native arrays ({@link Loops}: in blocks, over the
 * threads this thread's ops use): the residual add with its ReLU, and the ReLU's derivative applied to a gradient,
 * alone or after an add. Same results as the libnd4j ops they replace ({@code addi} then {@code relu}; {@code step}
 * then {@code muli}; {@code addi} then both), bit for bit ({@code RelusTest}) except for the sign of a zero: the ReLU
 * gives 0 where libnd4j's keeps -0, and the mask gives 0 where {@code muli} gives -0 (differences no later op sees:
 * the mask of either is 0, and a convolution adds either the same).
 *
 * <p>Performance note: each of those ops cost 0.3-5 ms at batch 256 on 8x8 with 32 channels (half a million floats)
 * inside a training step, mostly the fixed cost of an op that splits its work over threads; one pass here replaces
 * two or three ops. The mask works on the floats' bits: {@code g & ((-a & ~a) >> 31)} keeps {@code g} where the
 * activation's bits are a positive int (sign bit clear, not +0), so the loop is integer operations without a branch
 * and vectorizes (a loop with a branch on the float took 6 ms: the branch is taken at random).
 *
 * <p>Stateless.
 */
final class Relus {
    private Relus() {
    }

    /** {@code h = relu(h + r)}. */
    static void addRelu(INDArray h, INDArray r) {
        FloatBuffer hb = Loops.floats(h);
        FloatBuffer rb = Loops.floats(r);
        int ho = (int) h.offset();
        int ro = (int) r.offset();
        Loops.blocks((int) h.length(), (start, n, a, b, c) -> {
            hb.get(ho + start, a, 0, n);
            rb.get(ro + start, b, 0, n);
            for (int i = 0; i < n; i++) {
                a[i] = Math.max(a[i] + b[i], 0f);
            }
            hb.put(ho + start, a, 0, n);
        });
    }

    /** {@code g *= (act > 0)}: the ReLU's derivative from its output {@code act}. */
    static void mask(INDArray g, INDArray act) {
        IntBuffer gb = Loops.ints(g);
        IntBuffer ab = Loops.ints(act);
        int go = (int) g.offset();
        int ao = (int) act.offset();
        Loops.blocks((int) g.length(), (start, n, a, b, c) -> {
            int[] x = Loops.intScratch(n);
            gb.get(go + start, x, 0, n);
            ab.get(ao + start, c, 0, n);
            for (int i = 0; i < n; i++) {
                x[i] &= keep(c[i]);
            }
            gb.put(go + start, x, 0, n);
        });
    }

    /** {@code g = (g + add) * (act > 0)}. */
    static void addMask(INDArray g, INDArray add, INDArray act) {
        addMask(g, add, null, act);
    }

    /**
     * {@code g = (g + add + more) * (act > 0)} ({@code more} may be null): a pooling block's input gradient has two parts
     * besides the residual's.
     */
    static void addMask(INDArray g, INDArray add, INDArray more, INDArray act) {
        FloatBuffer gb = Loops.floats(g);
        FloatBuffer db = Loops.floats(add);
        FloatBuffer mb = more == null ? null : Loops.floats(more);
        IntBuffer ab = Loops.ints(act);
        int go = (int) g.offset();
        int dof = (int) add.offset();
        int mo = more == null ? 0 : (int) more.offset();
        int ao = (int) act.offset();
        Loops.blocks((int) g.length(), (start, n, a, b, c) -> {
            gb.get(go + start, a, 0, n);
            db.get(dof + start, b, 0, n);
            ab.get(ao + start, c, 0, n);
            if (mb == null) {
                for (int i = 0; i < n; i++) {
                    a[i] = (a[i] + b[i]) * step(c[i]);
                }
            } else {
                float[] m = Loops.scratch(2, n);
                mb.get(mo + start, m, 0, n);
                for (int i = 0; i < n; i++) {
                    a[i] = (a[i] + b[i] + m[i]) * step(c[i]);
                }
            }
            gb.put(go + start, a, 0, n);
        });
    }

    /**
     * All ones when the float of these bits is above 0 (a positive int: sign bit clear, not +0), else 0. NaN's bits
     * are positive too; a NaN activation has already spoilt the step.
     */
    private static int keep(int bits) {
        return (-bits & ~bits) >> 31;
    }

    /** 1 when the float of these bits is above 0, else 0, as libnd4j's {@code step} gives it. */
    private static float step(int bits) {
        return ((bits | (bits - 1)) >>> 31) ^ 1;
    }
}
