package pz.proteus;

/**
 * Static 8x8 bitboard tables and square helpers. Square {@code sq = rank * 8 + file}, a1 = 0, h8 = 63;
 * bit {@code sq} of a {@code long} stands for that square. Immutable tables, thread-safe.
 *
 * <p>Sliding attacks use the classical ray method (ray to the board edge, cut at the first blocker
 * found with a leading/trailing-zero count): no large tables, and the JIT turns the counts into single
 * instructions.
 */
final class Bits {
    static final int WHITE = 0;
    static final int BLACK = 1;
    /** Ray directions; the first four run toward higher squares, the last four toward lower ones. */
    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}, {-1, 0}, {0, -1}, {-1, 1}, {-1, -1}};
    static final long[][] RAY = new long[8][64];
    static final long[] KNIGHT = new long[64];
    /** Diagonal-forward capture squares of a Pawn of each colour. */
    static final long[][] PAWN_CAP = new long[2][64];
    /** The eight starting squares of each colour (docs/rules/proteus.md P-SETUP-1), in placement order. */
    static final int[][] START_SQUARES = {
        {0, 2, 4, 6, 9, 11, 13, 15},
        {48, 50, 52, 54, 57, 59, 61, 63}};
    static final long[] START = new long[2];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int r = sq >> 3;
            int f = sq & 7;
            for (int d = 0; d < 8; d++) {
                long ray = 0;
                for (int rr = r + DIRS[d][0], ff = f + DIRS[d][1]; on(rr, ff); rr += DIRS[d][0], ff += DIRS[d][1]) {
                    ray |= 1L << (rr * 8 + ff);
                }
                RAY[d][sq] = ray;
            }
            int[][] jumps = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
            for (int[] j : jumps) {
                if (on(r + j[0], f + j[1])) {
                    KNIGHT[sq] |= 1L << ((r + j[0]) * 8 + f + j[1]);
                }
            }
            for (int df = -1; df <= 1; df += 2) {
                if (on(r + 1, f + df)) {
                    PAWN_CAP[WHITE][sq] |= 1L << ((r + 1) * 8 + f + df);
                }
                if (on(r - 1, f + df)) {
                    PAWN_CAP[BLACK][sq] |= 1L << ((r - 1) * 8 + f + df);
                }
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int sq : START_SQUARES[c]) {
                START[c] |= 1L << sq;
            }
        }
    }

    private Bits() {
    }

    private static boolean on(int r, int f) {
        return r >= 0 && r < 8 && f >= 0 && f < 8;
    }

    private static long ray(int d, int sq, long occ) {
        long r = RAY[d][sq];
        long b = r & occ;
        if (b != 0) {
            int first = d < 4 ? Long.numberOfTrailingZeros(b) : 63 - Long.numberOfLeadingZeros(b);
            r ^= RAY[d][first];
        }
        return r;
    }

    static long rook(int sq, long occ) {
        return ray(0, sq, occ) | ray(1, sq, occ) | ray(4, sq, occ) | ray(5, sq, occ);
    }

    static long bishop(int sq, long occ) {
        return ray(2, sq, occ) | ray(3, sq, occ) | ray(6, sq, occ) | ray(7, sq, occ);
    }

    /** The square's name, {@code a1}..{@code h8}. */
    static String name(int sq) {
        return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >> 3));
    }

    /** Parses {@code a1}..{@code h8} at {@code text[at..at+2)}, or -1. */
    static int parseSquare(String text, int at) {
        if (text.length() < at + 2) {
            return -1;
        }
        int f = text.charAt(at) - 'a';
        int r = text.charAt(at + 1) - '1';
        return on(r, f) ? r * 8 + f : -1;
    }
}
