package pz.amazons;

/**
 * perft for Amazons and Cowboys (RULES.md N-PERFT-1): the number of distinct sequences of whole
 * turns, a turn that ends the game counting as a leaf.
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
        if (depth <= 0 || s.terminal) {
            return 1;
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
                            total += s.terminal ? 1 : lines(s, depth - 1);
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

    /** Whole turns of seat p with queen lines, counted without placing arrows. */
    static long countLines(AmazonsState s, int p) {
        byte[] b = s.board;
        int[] off = s.off;
        long total = 0;
        for (int i = p * s.perSeat, end = i + s.perSeat; i < end; i++) {
            int f = s.piece[i];
            byte me = b[f];
            b[f] = AmazonsState.EMPTY; // the square just left counts as empty for the arrow
            for (int od : off) {
                for (int t = f + od; b[t] == AmazonsState.EMPTY; t += od) {
                    int reach = 0;
                    for (int oe : off) {
                        for (int x = t + oe; b[x] == AmazonsState.EMPTY; x += oe) {
                            reach++;
                        }
                    }
                    total += reach;
                }
            }
            b[f] = me;
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
                        total += s.terminal ? 1 : jumps(s, depth - 1);
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
