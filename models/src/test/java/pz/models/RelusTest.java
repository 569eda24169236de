package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.api.ops.impl.scalar.Step;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/** {@link Relus}' loops against the libnd4j ops they replace in {@link Backprop}, bit for bit but for the sign of zeros. */
class RelusTest {
    private static final int LEN = 2 * 5 * 5 * 7;
    /** Large enough that the loops split over the threads, and not a whole number of blocks. */
    private static final int BIG = (int) (2 * Loops.MIN_SPLIT + 3 * Loops.BLOCK / 2 + 7);

    /** Random floats with the values where a ReLU or its mask can go wrong: 0, -0, the smallest floats either side of 0. */
    private static INDArray values(Random r, boolean reluOutput) {
        return values(r, reluOutput, LEN).reshape(2, 5, 5, 7);
    }

    private static INDArray values(Random r, boolean reluOutput, int len) {
        float[] v = new float[len];
        float[] special = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, 1e-30f, -1e-30f};
        for (int i = 0; i < len; i++) {
            v[i] = r.nextInt(4) == 0 ? special[r.nextInt(special.length)] : (float) r.nextGaussian();
            if (reluOutput) {
                v[i] = v[i] > 0 ? v[i] : (r.nextBoolean() ? 0f : -0f);
            }
        }
        return Nd4j.create(v, new long[] {len}, DataType.FLOAT);
    }

    /** Equal bit for bit, but a zero of either sign equals a zero of either sign. */
    private static void assertSameUpToZeroSign(INDArray expected, INDArray got) {
        float[] want = expected.dup().data().asFloat();
        float[] have = got.dup().data().asFloat();
        assertEquals(want.length, have.length);
        for (int i = 0; i < want.length; i++) {
            assertEquals(want[i] == 0 ? 0f : want[i], have[i] == 0 ? 0f : have[i], "at " + i);
        }
    }

    /** What Backprop multiplied by before: libnd4j's step, 1 where a > 0. */
    private static INDArray step(INDArray a) {
        INDArray m = a.ulike();
        Nd4j.exec(new Step(a, m, 0.0));
        return m;
    }

    @Test
    @DisplayName("addRelu(h, r) equals h.addi(r) then relu(h) (where libnd4j's relu keeps -0, the loop gives 0)")
    void addRelu() {
        Random r = new Random(1);
        for (int k = 0; k < 20; k++) {
            INDArray h = values(r, false);
            INDArray add = values(r, false);
            INDArray expected = Transforms.relu(h.add(add), false);
            Relus.addRelu(h, add);
            assertSameUpToZeroSign(expected, h);
        }
    }

    @Test
    @DisplayName("mask(g, a) equals g.muli(step(a)) on a ReLU's output, zeros of either sign included (the mask gives 0 where muli gives -0)")
    void mask() {
        Random r = new Random(2);
        for (int k = 0; k < 20; k++) {
            INDArray g = values(r, false);
            INDArray a = values(r, k % 2 == 0); // also on values a ReLU does not give
            INDArray expected = g.mul(step(a));
            Relus.mask(g, a);
            assertSameUpToZeroSign(expected, g);
        }
    }

    @Test
    @DisplayName("addMask(g, add, a) equals g.addi(add) then g.muli(step(a))")
    void addMask() {
        Random r = new Random(3);
        for (int k = 0; k < 20; k++) {
            INDArray g = values(r, false);
            INDArray add = values(r, false);
            INDArray a = values(r, true);
            INDArray expected = g.add(add).muli(step(a));
            Relus.addMask(g, add, a);
            assertArrayEquals(expected.data().asFloat(), g.data().asFloat());
        }
    }

    @Test
    @DisplayName("addMask(g, add, more, a) equals g.addi(add).addi(more) then g.muli(step(a)), also split over the threads")
    void addMaskOfThree() {
        Random r = new Random(6);
        for (int len : new int[] {LEN, BIG}) {
            INDArray g = values(r, false, len);
            INDArray add = values(r, false, len);
            INDArray more = values(r, false, len);
            INDArray a = values(r, true, len);
            INDArray expected = g.add(add).addi(more).muli(step(a));
            Relus.addMask(g, add, more, a);
            assertArrayEquals(expected.data().asFloat(), g.data().asFloat());
        }
    }

    @Test
    @DisplayName("views at an offset are read and written in place")
    void views() {
        Random r = new Random(4);
        INDArray whole = Nd4j.create(DataType.FLOAT, 3, LEN);
        whole.assign(values(r, false).reshape(1, LEN).repeat(0, 3));
        INDArray row = whole.getRow(1);
        INDArray a = values(r, true).reshape(LEN);
        INDArray expected = row.mul(step(a));
        INDArray before0 = whole.getRow(0).dup();
        Relus.mask(row, a);
        assertSameUpToZeroSign(expected, whole.getRow(1));
        assertArrayEquals(before0.data().asFloat(), whole.getRow(0).dup().data().asFloat());
    }

    @Test
    @DisplayName("on arrays large enough to split over the threads, in blocks with a partial last one, each loop equals the ops")
    void splitOverThreads() {
        Random r = new Random(5);
        INDArray h = values(r, false, BIG);
        INDArray add = values(r, false, BIG);
        INDArray a = values(r, true, BIG);
        INDArray relu = Transforms.relu(h.add(add), false);
        INDArray masked = h.mul(step(a));
        INDArray addMasked = h.add(add).muli(step(a));
        INDArray g = h.dup();
        Relus.mask(g, a);
        assertSameUpToZeroSign(masked, g);
        g = h.dup();
        Relus.addMask(g, add, a);
        assertArrayEquals(addMasked.data().asFloat(), g.data().asFloat());
        Relus.addRelu(h, add);
        assertSameUpToZeroSign(relu, h);
    }
}
