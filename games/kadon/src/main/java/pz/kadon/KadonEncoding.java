package pz.kadon;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Symmetry;

/**
 * The network's view of Kadon: the observation planes (from the point of view of the player to
 * move; at a terminal state, of the player who moved last) and the board symmetries with their
 * action maps. Stateless.
 *
 * <p>Observation: {@value #PLANES} planes of 3x3, cell index {@code (rank - 1) * 3 + file} row-major
 * (row 0 is rank 1). Planes 0-2 tile colour red/yellow/blue on the cell; 3-5 tile shape
 * circle/square/triangle; 6 the tile is active; 7-9 my circle/square/triangle piece; 10-12 the
 * opponent's; then constant planes: 13 movement phase; 14-22 tile t (id colour*3+shape) is in the
 * pool; 23-25 my circle/square/triangle in hand; 26-28 the opponent's; 29-37 tile t is the active
 * rule of its colour; 38 I am Black; 39 earlier occurrences of this position with the same side to
 * move, halved (1 means the next one draws, K-DRAW-1); 40 turns played / maxturns; the rules as inputs
 * (K-SEED-1, constant over the game): 41 {@code overmatch} is on; 42 {@code placewins=off}. So every spec
 * of the game has the same observation shape and the planes say which rules are in force: one network
 * plays them all ({@link Kadon#observesOptions()}). The option planes come last and are zero under the
 * default rules, so a network of encoding version 1 (41 planes, before them) given zero weights on them
 * plays plain {@code kadon} exactly as before.
 *
 * <p>Symmetries: all eight of the square's dihedral group. Every rule is invariant under them: the
 * MOVE rules (adjacency, same row/column, its complement), 3-IN-LINE (rows, columns and diagonals
 * map to each other), COLOR and SHAPE goals and every TRADE rule (no geometry), and placement.
 */
final class KadonEncoding {
    static final int PLANES = 43;

    private KadonEncoding() {
    }

    static void encode(KadonState s, float[] out) {
        java.util.Arrays.fill(out, 0, PLANES * 9, 0f);
        int me = s.status == KadonState.ONGOING ? s.toMove : s.toMove ^ 1;
        for (int c = 0; c < 9; c++) {
            int t = s.cellTile[c];
            if (t >= 0) {
                out[Rules.colour(t) * 9 + c] = 1f;
                out[(3 + Rules.shape(t)) * 9 + c] = 1f;
                if ((s.active >> t & 1) != 0) {
                    out[6 * 9 + c] = 1f;
                }
            }
            int p = s.cellPiece[c];
            if (p >= 0) {
                out[((p / 3 == me ? 7 : 10) + Rules.shape(p)) * 9 + c] = 1f;
            }
        }
        fill(out, 13, s.placementPhase() ? 0f : 1f);
        for (int t = 0; t < 9; t++) {
            fill(out, 14 + t, (s.pool >> t & 1) != 0 ? 1f : 0f);
            fill(out, 29 + t, (s.active >> t & 1) != 0 ? 1f : 0f);
        }
        for (int sh = 0; sh < 3; sh++) {
            fill(out, 23 + sh, (s.hands >> (me * 3 + sh) & 1) != 0 ? 1f : 0f);
            fill(out, 26 + sh, (s.hands >> ((me ^ 1) * 3 + sh) & 1) != 0 ? 1f : 0f);
        }
        fill(out, 38, me == Rules.BLACK ? 1f : 0f);
        fill(out, 39, Math.min(2, s.repetitions()) / 2f);
        fill(out, 40, Math.min(1f, s.turn() / (float) s.game.maxTurns()));
        fill(out, 41, s.game.overmatch() ? 1f : 0f);
        fill(out, 42, s.game.placeWins() ? 0f : 1f);
    }

    /**
     * {@code State.owners} of a Kadon position: the seat whose piece stands on each cell (cell index as the planes:
     * row 0 is rank 1), -1 for a cell without a piece; tiles belong to nobody (K-EQUIP-1). The auxiliary target of
     * the ownership head, read at the end of a game: Kadon ends when one player's three pieces meet the active goal
     * (K-WIN-1: a line, three tiles of one colour or of one shape), so where each side's pieces stand at the end
     * shows the winning pattern on the cells. The planes are not turned for the mover, so this grid is the mover's too.
     */
    static void owners(KadonState s, int[] out) {
        for (int c = 0; c < 9; c++) {
            int p = s.cellPiece[c];
            out[c] = p < 0 ? -1 : p / 3;
        }
    }

    private static void fill(float[] out, int plane, float v) {
        if (v != 0f) {
            java.util.Arrays.fill(out, plane * 9, plane * 9 + 9, v);
        }
    }

    /** The eight symmetries of the 3x3 board, identity first. */
    static List<Symmetry> symmetries() {
        String[] names = {"identity", "rot90", "rot180", "rot270", "mirror", "mirror-rot90", "mirror-rot180", "mirror-rot270"};
        List<Symmetry> list = new ArrayList<>();
        for (int k = 0; k < 8; k++) {
            int[] cell = new int[9];
            for (int c = 0; c < 9; c++) {
                int r = c / 3;
                int f = c % 3;
                if (k >= 4) {
                    f = 2 - f;
                }
                for (int i = 0; i < k % 4; i++) {
                    int nr = f;
                    int nf = 2 - r;
                    r = nr;
                    f = nf;
                }
                cell[c] = r * 3 + f;
            }
            list.add(new Symmetry(names[k], cell, actionMap(cell)));
        }
        return list;
    }

    private static int[] actionMap(int[] cell) {
        int[] map = new int[Rules.NUM_ACTIONS];
        for (int t = 0; t < 9; t++) {
            for (int c = 0; c < 9; c++) {
                map[Rules.TILE_BASE + t * 9 + c] = Rules.TILE_BASE + t * 9 + cell[c];
            }
        }
        for (int sh = 0; sh < 3; sh++) {
            for (int c = 0; c < 9; c++) {
                map[Rules.PIECE_BASE + sh * 9 + c] = Rules.PIECE_BASE + sh * 9 + cell[c];
            }
        }
        map[Rules.PASS] = Rules.PASS;
        for (int f = 0; f < 9; f++) {
            for (int t = 0; t < 9; t++) {
                map[Rules.MOVE_BASE + f * 9 + t] = Rules.MOVE_BASE + cell[f] * 9 + cell[t];
            }
        }
        for (int k = 0; k < 36; k++) {
            map[Rules.TRADE_BASE + k] = Rules.TRADE_BASE + Rules.PAIR_ID[cell[Rules.PAIR_A[k]]][cell[Rules.PAIR_B[k]]];
        }
        return map;
    }
}
