package pz.kadon;

import static pz.kadon.Rules.MOVE_BASE;
import static pz.kadon.Rules.PASS;
import static pz.kadon.Rules.PIECE_BASE;
import static pz.kadon.Rules.TRADE_BASE;

/**
 * Legal-action generation and counting for {@link KadonState}: placements under K-PLACE-2..4,
 * moves under the active MOVE rule, trades under the active TRADE rule, and perft over them. Stateless
 * static methods over the state's fields; they write into caller buffers and allocate nothing (perft
 * allocates its buffers once per call).
 */
final class KadonMoves {
    private KadonMoves() {
    }

    /**
     * Why the mover may not place their piece of {@code shape} on {@code cell} (which holds a tile and
     * no piece), or null when the placement is legal: K-PLACE-3, then K-PLACE-4.
     */
    static String piecePlacementBreaks(KadonState s, int shape, int cell) {
        int t = s.cellTile[cell];
        int colour = Rules.colour(t);
        boolean colourActive = (s.active >> (3 * colour) & 7) != 0;
        int act = Rules.ACTIVE_COLOURS[s.active];
        if (Rules.shape(t) == shape) {
            if (colourActive) {
                if (!s.game.overmatch()) {
                    return "K-PLACE-3";
                }
            } else {
                act |= 1 << colour;
            }
        }
        int key = Feasibility.key(s.uncovered & ~(1 << t), s.hands & ~(1 << (s.toMove * 3 + shape)), act);
        return s.feasible[key] ? null : "K-PLACE-4";
    }

    /** Writes the legal actions in ascending id order; see {@link KadonState#legalActions(int[])}. */
    static int legalActions(KadonState s, int[] buf) {
        if (s.status != KadonState.ONGOING) {
            return 0;
        }
        int n = 0;
        if (s.placementPhase()) {
            if (s.feasibleNow()) {
                for (int tiles = s.pool; tiles != 0; tiles &= tiles - 1) {
                    int base = Integer.numberOfTrailingZeros(tiles) * 9;
                    for (int cells = s.emptyCells; cells != 0; cells &= cells - 1) {
                        buf[n++] = base + Integer.numberOfTrailingZeros(cells);
                    }
                }
                int mine = s.hands >> (3 * s.toMove) & 7;
                for (int sh = 0; sh < 3; sh++) {
                    if ((mine >> sh & 1) == 0) {
                        continue;
                    }
                    for (int cells = s.vacantCells; cells != 0; cells &= cells - 1) {
                        int c = Integer.numberOfTrailingZeros(cells);
                        if (piecePlacementBreaks(s, sh, c) == null) {
                            buf[n++] = PIECE_BASE + sh * 9 + c;
                        }
                    }
                }
            }
            if (n == 0) {
                buf[n++] = PASS;
            }
            return n;
        }
        int[] moves = Rules.MOVES[Rules.shape(s.activeTile(Rules.RED))];
        for (int from = s.occupied[s.toMove]; from != 0; from &= from - 1) {
            int f = Integer.numberOfTrailingZeros(from);
            int base = MOVE_BASE + f * 9;
            for (int to = moves[f] & s.vacantCells; to != 0; to &= to - 1) {
                buf[n++] = base + Integer.numberOfTrailingZeros(to);
            }
        }
        int tradeRule = Rules.shape(s.activeTile(Rules.BLUE));
        for (int k = 0; k < 36; k++) {
            if (tradeAllowed(s, tradeRule, Rules.PAIR_A[k], Rules.PAIR_B[k])) {
                buf[n++] = TRADE_BASE + k;
            }
        }
        return n;
    }

    /** The number of legal actions, without listing them (perft's last ply). */
    static int countLegal(KadonState s) {
        if (s.status != KadonState.ONGOING) {
            return 0;
        }
        int n = 0;
        if (s.placementPhase()) {
            if (s.feasibleNow()) {
                n = Integer.bitCount(s.pool) * Integer.bitCount(s.emptyCells);
                int mine = s.hands >> (3 * s.toMove) & 7;
                int colours = Rules.ACTIVE_COLOURS[s.active];
                for (int sh = 0; sh < 3; sh++) {
                    if ((mine >> sh & 1) == 0) {
                        continue;
                    }
                    int handsAfter = s.hands & ~(1 << (s.toMove * 3 + sh));
                    for (int cells = s.vacantCells; cells != 0; cells &= cells - 1) {
                        int t = s.cellTile[Integer.numberOfTrailingZeros(cells)];
                        int act = colours;
                        if (Rules.shape(t) == sh) {
                            int bit = 1 << Rules.colour(t);
                            if ((colours & bit) == 0) {
                                act |= bit;
                            } else if (!s.game.overmatch()) {
                                continue;
                            }
                        }
                        if (s.feasible[Feasibility.key(s.uncovered & ~(1 << t), handsAfter, act)]) {
                            n++;
                        }
                    }
                }
            }
            return n == 0 ? 1 : n;
        }
        int[] moves = Rules.MOVES[Rules.shape(s.activeTile(Rules.RED))];
        for (int from = s.occupied[s.toMove]; from != 0; from &= from - 1) {
            n += Integer.bitCount(moves[Integer.numberOfTrailingZeros(from)] & s.vacantCells);
        }
        int tradeRule = Rules.shape(s.activeTile(Rules.BLUE));
        for (int k = 0; k < 36; k++) {
            if (tradeAllowed(s, tradeRule, Rules.PAIR_A[k], Rules.PAIR_B[k])) {
                n++;
            }
        }
        return n;
    }

    /** K-TRADE-POLARITY / -COLOR / -SHAPE for the tiles on cells a and b (trade rule = blue tile's shape). */
    static boolean tradeAllowed(KadonState s, int tradeRule, int a, int b) {
        switch (tradeRule) {
            case Rules.CIRCLE: {
                int pa = s.cellPiece[a];
                int pb = s.cellPiece[b];
                return pa >= 0 && pb >= 0 && (pa < 3) != (pb < 3);
            }
            case Rules.SQUARE:
                return Rules.colour(s.cellTile[a]) == Rules.colour(s.cellTile[b]);
            default:
                return Rules.shape(s.cellTile[a]) == Rules.shape(s.cellTile[b]);
        }
    }

    /**
     * {@link KadonState#perft(int)}: leaves {@code depth} turns ahead, walking with apply/undo; a turn that ends the
     * game counts 1 whatever depth is left, and the last turn is counted ({@link #countLegal}), not played.
     * Allocates its buffers once per call.
     */
    static long perft(KadonState s, int depth) {
        if (depth <= 0 || s.status != KadonState.ONGOING) {
            return 1;
        }
        return perft(s, depth, new int[depth][Rules.NUM_ACTIONS], 0);
    }

    private static long perft(KadonState s, int depth, int[][] buffers, int level) {
        if (depth == 1) {
            return countLegal(s);
        }
        int[] buf = buffers[level];
        int n = legalActions(s, buf);
        long total = 0;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            total += s.status != KadonState.ONGOING ? 1 : perft(s, depth - 1, buffers, level + 1);
            s.undo();
        }
        return total;
    }
}
