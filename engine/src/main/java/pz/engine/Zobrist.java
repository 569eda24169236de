package pz.engine;

import java.util.SplittableRandom;

/** Zobrist key tables: fixed pseudo-random 64-bit keys, the same in every run for a given seed. */
public final class Zobrist {
    private Zobrist() {
    }

    /** {@code n} keys drawn from a generator seeded with {@code seed}. */
    public static long[] keys(long seed, int n) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] k = new long[n];
        for (int i = 0; i < n; i++) {
            k[i] = r.nextLong();
        }
        return k;
    }
}
