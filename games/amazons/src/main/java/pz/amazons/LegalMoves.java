package pz.amazons;

/**
 * Legal action ids of a live {@link AmazonsState}, ascending: the moves of the pieces of the seat
 * to act ({@code from * N + to}), or the arrows from the piece that has just moved ({@code N * N + cell}).
 *
 * <p>Performance note: ids must come out ascending. Rather than sort up to ~2,000 ids, each piece's
 * targets are stamped in the state's scratch array and the span they cover scanned in order, the
 * pieces taken in cell order. Allocates nothing.
 *
 * <p>Stateless (the scratch belongs to the state).
 */
final class LegalMoves {
    private LegalMoves() {
    }

    static int generate(AmazonsState s, int[] buffer) {
        int n = 0;
        int cells = s.cells;
        int[] piece = s.piece;
        int[] cellOf = s.cellOf;
        if (s.pending < 0) {
            int lo = s.toMove * s.perSeat;
            int hi = lo + s.perSeat;
            int previous = -1;
            for (int k = lo; k < hi; k++) {
                // the next piece in cell order (pieces are few: a selection scan is cheapest)
                int f = -1;
                int fc = Integer.MAX_VALUE;
                for (int i = lo; i < hi; i++) {
                    int c = cellOf[piece[i]];
                    if (c > previous && c < fc) {
                        fc = c;
                        f = piece[i];
                    }
                }
                previous = fc;
                n = targets(s, f, fc * cells, buffer, n);
            }
        } else {
            n = targets(s, s.pending, cells * cells, buffer, n);
        }
        return n;
    }

    /** Appends {@code base + cell} for every cell reachable from mailbox square f, ascending; returns the new count. */
    private static int targets(AmazonsState s, int f, int base, int[] buffer, int n) {
        byte[] b = s.board;
        int[] mark = s.marks;
        int[] cellOf = s.cellOf;
        boolean slide = s.slide;
        int stamp = ++s.markStamp;
        if (stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(mark, 0);
            s.markStamp = stamp = 1;
        }
        int lo = Integer.MAX_VALUE;
        int hi = -1;
        for (int od : s.off) {
            for (int t = f + od; b[t] == AmazonsState.EMPTY; t += od) {
                mark[t] = stamp;
                lo = Math.min(lo, t);
                hi = Math.max(hi, t);
                if (!slide) {
                    break;
                }
            }
        }
        // mailbox order is cell order: both run row by row from the bottom, left to right
        for (int t = lo; t <= hi; t++) {
            if (mark[t] == stamp) {
                buffer[n++] = base + cellOf[t];
            }
        }
        return n;
    }
}
