package pz.amazons;

/**
 * perft for Amazons and Cowboys (docs/rules/notation.md N-PERFT-1): the number of distinct sequences of whole
 * turns. Every end of these games is a seat to act that cannot move (A-END-1, C-END-1, and with
 * more seats the last elimination of A-MULTI-3), so a finished position has no turns and counts 0
 * at every remaining depth: a turn that ends the game counts only at the last depth.
 *
 * <p>Performance note: the walk makes and unmakes directly on the state's mailbox (no action ids,
 * no sorting, no history), and the last turn is counted, not made: for each piece move the piece is
 * lifted (its square then counts as empty, A-TURN-1) and the empty squares reachable from the
 * landing square are counted, which is the number of arrows. Nothing is allocated.
 *
 * <p>Stateless; works on the state it is given, which it leaves as it found it.
 */
final class TurnCounter {
    private TurnCounter() {
    }

    static long perft(AmazonsState s, int depth) {
        if (depth <= 0) {
            return 1;
        }
        if (s.terminal) {
            return 0;
        }
        if (s.pending >= 0) {
            return finishTurn(s, s.pending, depth);
        }
        return s.slide ? lines(s, depth) : jumps(s, depth);
    }

    /** The arrows from {@code from} (the moved piece's square), each followed by perft(depth - 1). */
    private static long finishTurn(AmazonsState s, int from, int depth) {
        byte[] b = s.board;
        long total = 0;
        int mover = s.toMove;
        int elims = s.elimCount;
        s.pending = -1; // the turns below start afresh (the hash is left alone: it is restored before anyone looks)
        for (int od : s.off) {
            for (int x = from + od; b[x] == AmazonsState.EMPTY; x += od) {
                s.placeArrowAndPass(x);
                total += perft(s, depth - 1);
                s.takeArrowBack(x, mover, elims);
                if (!s.slide) {
                    break;
                }
            }
        }
        s.pending = from;
        return total;
    }

    /** Amazons (queen lines) at the start of a turn, depth at least 1, game not over. */
    private static long lines(AmazonsState s, int depth) {
        int p = s.toMove;
        if (depth == 1) {
            return countLines(s, p);
        }
        byte[] b = s.board;
        int[] off = s.off;
        int[] piece = s.piece;
        byte me = (byte) (AmazonsState.PIECE + p);
        int elims = s.elimCount;
        long total = 0;
        for (int i = p * s.perSeat, end = i + s.perSeat; i < end; i++) {
            int f = piece[i];
            for (int od : off) {
                for (int t = f + od; b[t] == AmazonsState.EMPTY; t += od) {
                    b[f] = AmazonsState.EMPTY;
                    b[t] = me;
                    piece[i] = t;
                    for (int oe : off) {
                        for (int x = t + oe; b[x] == AmazonsState.EMPTY; x += oe) {
                            s.placeArrowAndPass(x);
                            if (!s.terminal) { // depth - 1 >= 1 here, and a finished game has no turns
                                total += lines(s, depth - 1);
                            }
                            s.takeArrowBack(x, p, elims);
                        }
                    }
                    piece[i] = f;
                    b[t] = AmazonsState.EMPTY;
                    b[f] = me;
                }
            }
        }
        return total;
    }

    /**
     * Whole turns of seat p with queen lines, counted without placing arrows.
     *
     * <p>Why this works: let {@code S(t)} be the number of squares a queen on the empty square t
     * reaches on the board as it stands. When the piece on f moves k squares along direction e to
     * t, its arrows from t see the same board except that f is now empty, which only lengthens the
     * ray from t back through f: from k - 1 squares to k + L(-e), where L(-e) is the run of empty
     * squares behind f. So t gives {@code S(t) + 1 + L(-e)} arrows, and S is the same for every
     * move of the node. S(t) is the sum, over the line orientations, of the length of the run of
     * empty squares through t minus one, which a sweep per orientation finds for every square.
     */
    static long countLines(AmazonsState s, int p) {
        byte[] b = s.board;
        int[] off = s.off;
        int[] reach = s.reach;
        int[] squares = s.mb;
        int orientations = off.length / 2;
        for (int m : squares) {
            reach[m] = -orientations;
        }
        for (int d = 0; d < off.length; d += 2) {
            int od = off[d];
            for (int m : squares) {
                if (b[m] == AmazonsState.EMPTY && b[m - od] != AmazonsState.EMPTY) {
                    int x = m;
                    while (b[x] == AmazonsState.EMPTY) {
                        x += od;
                    }
                    int run = (x - m) / od;
                    for (x = m; b[x] == AmazonsState.EMPTY; x += od) {
                        reach[x] += run;
                    }
                }
            }
        }
        long total = 0;
        int[] len = s.runs;
        for (int i = p * s.perSeat, end = i + s.perSeat; i < end; i++) {
            int f = s.piece[i];
            for (int e = 0; e < off.length; e++) {
                int oe = off[e];
                int n = 0;
                for (int t = f + oe; b[t] == AmazonsState.EMPTY; t += oe) {
                    n++;
                    total += reach[t];
                }
                len[e] = n;
            }
            for (int e = 0; e < off.length; e++) {
                total += len[e] * (1L + len[e ^ 1]);
            }
        }
        return total;
    }

    /** Cowboys (knight jumps) at the start of a turn, depth at least 1, game not over. */
    private static long jumps(AmazonsState s, int depth) {
        int p = s.toMove;
        byte[] b = s.board;
        int[] off = s.off;
        int[] piece = s.piece;
        byte me = (byte) (AmazonsState.PIECE + p);
        int elims = s.elimCount;
        long total = 0;
        for (int i = p * s.perSeat, end = i + s.perSeat; i < end; i++) {
            int f = piece[i];
            b[f] = AmazonsState.EMPTY;
            for (int od : off) {
                int t = f + od;
                if (b[t] != AmazonsState.EMPTY) {
                    continue;
                }
                if (depth == 1) {
                    // the bullet squares: empty jumps from t, f (now empty) among them
                    for (int oe : off) {
                        if (b[t + oe] == AmazonsState.EMPTY) {
                            total++;
                        }
                    }
                    continue;
                }
                b[t] = me;
                piece[i] = t;
                for (int oe : off) {
                    int x = t + oe;
                    if (b[x] == AmazonsState.EMPTY) {
                        s.placeArrowAndPass(x);
                        if (!s.terminal) { // depth - 1 >= 1 here, and a finished game has no turns
                            total += jumps(s, depth - 1);
                        }
                        s.takeArrowBack(x, p, elims);
                    }
                }
                piece[i] = f;
                b[t] = AmazonsState.EMPTY;
            }
            b[f] = me;
        }
        return total;
    }
}
