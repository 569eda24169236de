package pz.mcts;

/**
 * A lossy, fixed-size evaluation cache keyed by {@link pz.engine.State#hash()}: a direct-mapped
 * table whose slot is overwritten by the newest entry. Entries hold the priors (aligned with the
 * position's ascending legal actions) and the value vector.
 *
 * <p>Thread-safe without locks: entries are immutable and published by a single reference write,
 * so a reader sees either an old or a new complete entry. A hash collision between different
 * positions is detected only when the number of legal actions differs (accepted risk at 64 bits).
 */
public final class EvalCache {
    /** One cached evaluation; the arrays are never modified after construction. */
    record Entry(long hash, float[] priors, double[] values) {
    }

    private final Entry[] table;
    private final int mask;

    /** A cache of at least {@code size} slots (rounded up to a power of two), {@code size >= 1}. */
    public EvalCache(int size) {
        int n = Integer.highestOneBit(Math.max(1, size - 1)) << 1;
        table = new Entry[Math.max(1, n)];
        mask = table.length - 1;
    }

    private int slot(long hash) {
        return (int) (hash ^ hash >>> 29) & mask;
    }

    Entry get(long hash) {
        Entry e = table[slot(hash)];
        return e != null && e.hash == hash ? e : null;
    }

    void put(long hash, float[] priors, double[] values) {
        table[slot(hash)] = new Entry(hash, priors, values);
    }

    /** Number of slots. */
    public int capacity() {
        return table.length;
    }
}
