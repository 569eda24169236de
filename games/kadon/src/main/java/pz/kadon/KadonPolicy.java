package pz.kadon;

import java.util.Arrays;

/**
 * The convolutional policy layout of Kadon ({@code Game.policyPlanes}, {@code Game.policyCell}), in the spirit of
 * AlphaZero's chess planes: each action is read at one cell of the 3x3 board (the observation's grid: cell index
 * {@code (rank - 1) * 3 + file}, as the action ids), on the plane of its kind.
 *
 * <pre>
 *   planes  0-8   tile t (colour * 3 + shape) placed on the cell
 *   planes  9-11  the mover's piece of shape circle/square/triangle placed on the cell
 *   plane  12     pass, read at the centre (b2)
 *   planes 13-36  a move from the cell by the displacement {@link #DISPLACEMENTS}[plane - 13] (file, rank) in
 *                 [-2, 2]^2 without (0, 0): steps, rook lines, diagonals and knight leaps alike
 *   planes 37-48  a trade of the cell's tile with the tile at displacement {@link #FORWARD}[plane - 37] (the 12
 *                 displacements to a later cell in a1, b1, c1, a2, ... order): read at the pair's first cell
 * </pre>
 *
 * The planes are the same for every spec (the rules in force are input planes, {@link KadonEncoding}). Immutable.
 */
final class KadonPolicy {
    /** The 24 displacements {file, rank} of a move on 3x3, rank-major from (-2, -2). */
    static final int[][] DISPLACEMENTS = new int[24][];
    /** The 12 displacements of {@link #DISPLACEMENTS} that lead to a later cell (rank up, or same rank and file up). */
    static final int[][] FORWARD = new int[12][];
    static final int TILE_PLANE = 0;
    static final int PIECE_PLANE = 9;
    static final int PASS_PLANE = 12;
    static final int MOVE_PLANE = 13;
    static final int TRADE_PLANE = 37;
    static final int PLANES = 49;
    private static final int CENTRE = 4;
    /** {@code CELL[action]}: plane * 9 + cell. */
    private static final int[] CELL = new int[Rules.NUM_ACTIONS];

    static {
        int n = 0;
        int k = 0;
        for (int dr = -2; dr <= 2; dr++) {
            for (int df = -2; df <= 2; df++) {
                if (df == 0 && dr == 0) {
                    continue;
                }
                DISPLACEMENTS[n++] = new int[] {df, dr};
                if (dr > 0 || dr == 0 && df > 0) {
                    FORWARD[k++] = new int[] {df, dr};
                }
            }
        }
        Arrays.fill(CELL, -1);
        for (int c = 0; c < Rules.CELLS; c++) {
            for (int t = 0; t < 9; t++) {
                CELL[Rules.TILE_BASE + t * 9 + c] = (TILE_PLANE + t) * 9 + c;
            }
            for (int s = 0; s < 3; s++) {
                CELL[Rules.PIECE_BASE + s * 9 + c] = (PIECE_PLANE + s) * 9 + c;
            }
            for (int to = 0; to < Rules.CELLS; to++) {
                int d = indexOf(DISPLACEMENTS, to % 3 - c % 3, to / 3 - c / 3);
                if (d >= 0) {
                    CELL[Rules.MOVE_BASE + c * 9 + to] = (MOVE_PLANE + d) * 9 + c;
                }
            }
        }
        CELL[Rules.PASS] = PASS_PLANE * 9 + CENTRE;
        for (int p = 0; p < 36; p++) {
            int a = Rules.PAIR_A[p];
            int b = Rules.PAIR_B[p];
            CELL[Rules.TRADE_BASE + p] = (TRADE_PLANE + indexOf(FORWARD, b % 3 - a % 3, b / 3 - a / 3)) * 9 + a;
        }
    }

    private KadonPolicy() {
    }

    private static int indexOf(int[][] deltas, int df, int dr) {
        for (int d = 0; d < deltas.length; d++) {
            if (deltas[d][0] == df && deltas[d][1] == dr) {
                return d;
            }
        }
        return -1;
    }

    /** {@code plane * 9 + cell} of action (= policy index) {@code index}, or -1 for an id that is never legal (a move onto its own cell). */
    static int cell(int index) {
        return index >= 0 && index < CELL.length ? CELL[index] : -1;
    }
}
