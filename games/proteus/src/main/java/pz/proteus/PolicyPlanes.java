package pz.proteus;

import java.util.Arrays;

/**
 * The convolutional policy layout of Proteus ({@code Game.policyPlanes}, {@code Game.policyCell}), after AlphaZero's
 * chess planes (Silver et al. 2018): each policy index (an action id in the mover's frame, {@link
 * ProteusGame#moverFrame}) is read at one square of the observation's grid (the board as the mover sees it, {@link
 * Observation#cell}), on the plane of its kind:
 *
 * <pre>
 *   planes  0-55  a move from the square in direction d (N NE E SE S SW W NW, from the mover's side) over
 *                 1..7 squares: plane d * 7 + distance - 1 (Pawns, Bishops, Rooks, Queens, backstabs)
 *   planes 56-63  a Knight's leap from the square, jump {@link #KNIGHT}[plane - 56]
 *   planes 64-65  rotate the die on the square up / down
 *   planes 66-67  Trade-Off: rotate it twice up / down
 *   planes 68-72  Wall Street: place a Pawn, Bishop, Knight, Rook, Queen on the square
 *   plane  73     Wall Street: buy a Pawn..Queen, read at cells 0..4 (the top row's first squares)
 *   plane  74     Roulette roll outcomes Pyramid..Queen (chance, never a decision), read at cells 0..5
 * </pre>
 *
 * Every variant shares the layout, as it shares the action ids: a block a spec does not use never holds a legal
 * action. Immutable and thread-safe.
 */
final class PolicyPlanes {
    /** The eight lines {file, rank}: N, NE, E, SE, S, SW, W, NW (N is up the mover's board). */
    static final int[][] QUEEN = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    /** The eight Knight's leaps {file, rank}. */
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static final int KNIGHT_PLANE = 56;
    static final int ROTATE_PLANE = 64;
    static final int DOUBLE_PLANE = 66;
    static final int PLACE_PLANE = 68;
    static final int BUY_PLANE = 73;
    static final int ROLL_PLANE = 74;
    static final int PLANES = 75;

    /** {@code cell[index]}: plane * 64 + grid cell, or -1 for a move along no line nor leap (never legal). */
    private final int[] cell;

    PolicyPlanes(ProteusGame g) {
        cell = new int[g.numActions()];
        Arrays.fill(cell, -1);
        for (int from = 0; from < 64; from++) {
            int at = Observation.cell(from, 0);
            for (int to = 0; to < 64; to++) {
                int plane = movePlane((to & 7) - (from & 7), (to >> 3) - (from >> 3));
                if (plane >= 0) {
                    cell[from * 64 + to] = plane * 64 + at;
                }
            }
            for (int dir = 0; dir < 2; dir++) {
                cell[g.rot + from * 2 + dir] = (ROTATE_PLANE + dir) * 64 + at;
                cell[g.drot + from * 2 + dir] = (DOUBLE_PLANE + dir) * 64 + at;
            }
            for (int face = 1; face < 6; face++) {
                cell[g.place + (face - 1) * 64 + from] = (PLACE_PLANE + face - 1) * 64 + at;
            }
        }
        for (int face = 0; face < 6; face++) {
            cell[g.roll + face] = ROLL_PLANE * 64 + face;
        }
        for (int face = 1; face < 6; face++) {
            cell[g.buy + face - 1] = BUY_PLANE * 64 + face - 1;
        }
    }

    /** The plane of a move by {@code df} files and {@code dr} ranks (mover's frame), or -1. */
    private static int movePlane(int df, int dr) {
        int distance = Math.max(Math.abs(df), Math.abs(dr));
        if (distance > 0 && (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr))) {
            for (int d = 0; d < 8; d++) {
                if (QUEEN[d][0] * distance == df && QUEEN[d][1] * distance == dr) {
                    return d * 7 + distance - 1;
                }
            }
        }
        for (int k = 0; k < 8; k++) {
            if (KNIGHT[k][0] == df && KNIGHT[k][1] == dr) {
                return KNIGHT_PLANE + k;
            }
        }
        return -1;
    }

    int cell(int index) {
        return index >= 0 && index < cell.length ? cell[index] : -1;
    }
}
