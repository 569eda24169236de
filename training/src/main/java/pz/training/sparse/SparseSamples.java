package pz.training.sparse;

import java.util.Arrays;
import pz.engine.SparseFeatures;
import pz.engine.State;

/**
 * Training samples of a learned alpha-beta evaluation, packed: sample r's active features are
 * {@code index[offset[r]..offset[r+1])} with their {@code value}s, its target {@code target[r]} in [-1, 1] from the
 * features' perspective, and {@code group[r]} the game it came from (the held-out split is by game, since positions of
 * one game share their result). Grows as samples are added; not thread-safe.
 */
public final class SparseSamples {
    private final SparseFeatures features;
    private int[] offset = new int[1024];
    private int[] index = new int[1 << 16];
    private float[] value = new float[1 << 16];
    private float[] target = new float[1024];
    private int[] group = new int[1024];
    private int count;
    private final int[] bufIndex;
    private final float[] bufValue;

    public SparseSamples(SparseFeatures features) {
        this.features = features;
        this.bufIndex = new int[features.maxActive()];
        this.bufValue = new float[features.maxActive()];
    }

    /** Adds {@code state} with the target {@code targetFor[perspective]} (one entry per seat). */
    public void add(State state, double[] targetFor, int game) {
        int n = features.write(state, bufIndex, bufValue);
        int p = features.perspective(state);
        if (count + 2 > offset.length) {
            int cap = offset.length * 2;
            offset = Arrays.copyOf(offset, cap);
            target = Arrays.copyOf(target, cap);
            group = Arrays.copyOf(group, cap);
        }
        int at = offset[count];
        if (at + n > index.length) {
            int cap = Math.max(index.length * 2, at + n);
            index = Arrays.copyOf(index, cap);
            value = Arrays.copyOf(value, cap);
        }
        System.arraycopy(bufIndex, 0, index, at, n);
        System.arraycopy(bufValue, 0, value, at, n);
        target[count] = (float) Math.max(-1, Math.min(1, targetFor[p]));
        group[count] = game;
        offset[++count] = at + n;
    }

    public int count() {
        return count;
    }

    int[] offset() {
        return offset;
    }

    int[] index() {
        return index;
    }

    float[] value() {
        return value;
    }

    float[] target() {
        return target;
    }

    int group(int r) {
        return group[r];
    }
}
