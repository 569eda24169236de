package pz.models;

import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * How a version-2 network reads its policy logits off the planes of its convolutional head: for each policy
 * index, the offset of its cell in one position's {@code [H, W, planes]} block (NHWC), and a constant added to it:
 * 0, or {@link #NO_LOGIT} for an index that no position makes legal (read at offset 0), whose softmax weight is
 * then exactly 0 in float. The same gather in the SameDiff graph ({@link Graph}), in inference ({@link FastForward})
 * and in training ({@link Backprop}, whose scatter is the gather's gradient). Immutable.
 */
record SpatialLogits(int[] index, float[] offset, int positionSize) {
    /** The logit of an index that is never legal, relative to the plane value read for it. */
    static final float NO_LOGIT = -1e4f;

    static SpatialLogits of(NetShape shape) {
        NetShape.SpatialPolicy p = shape.policy();
        int cells = shape.cells();
        int[] index = new int[shape.numActions()];
        float[] offset = new float[shape.numActions()];
        for (int a = 0; a < index.length; a++) {
            int c = p.cells()[a];
            if (c < 0) {
                offset[a] = NO_LOGIT;
            } else {
                index[a] = (c % cells) * p.planes() + c / cells;
            }
        }
        return new SpatialLogits(index, offset, cells * p.planes());
    }

    /**
     * {@code logits[i, a] = planes[i, index[a]] + offset[a]} for the first {@code n} positions, position by position
     * over the threads ({@link Loops#split}).
     */
    void gather(INDArray planes, int n, float[] logits) {
        java.nio.FloatBuffer pb = Loops.floats(planes);
        int po = (int) planes.offset();
        int actions = index.length;
        Loops.split(n, 2L * (positionSize + actions), (from, to) -> {
            float[] s = Loops.scratch(0, positionSize);
            for (int i = from; i < to; i++) {
                pb.get(po + i * positionSize, s, 0, positionSize);
                int o = i * actions;
                for (int a = 0; a < actions; a++) {
                    logits[o + a] = s[index[a]] + offset[a];
                }
            }
        });
    }

    /** The ids that some position can make legal (offset 0), or with {@code possible} false the others; ascending. */
    int[] ids(boolean possible) {
        return java.util.stream.IntStream.range(0, offset.length).filter(a -> (offset[a] == 0) == possible).toArray();
    }

    /** {@code out[i, j] = planes[i, index[ids[j]]]} for the first {@code n} positions ({@code planes} a Java copy). */
    void gather(float[] planes, int n, int[] ids, float[] out) {
        int k = ids.length;
        for (int i = 0; i < n; i++) {
            int base = i * positionSize;
            for (int j = 0; j < k; j++) {
                out[i * k + j] = planes[base + index[ids[j]]];
            }
        }
    }
}
