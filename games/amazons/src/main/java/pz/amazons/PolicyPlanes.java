package pz.amazons;

import java.util.Arrays;

/**
 * The convolutional policy layout of Amazons and Cowboys ({@code Game.policyPlanes}, {@code Game.policyCell}):
 * AlphaZero's chess encoding (Silver et al. 2018, "queen moves"): a piece move is read at its from-square, on
 * the plane of its direction and distance; the arrow (bullet) is read at its to-square, on the last plane.
 * A turn is two decisions (the move, then the shot), so each decision's legal actions fall on its own planes.
 *
 * <p>Planes {@code dir * maxDistance + (distance - 1)} for the moves, then one plane for the shot. Directions are
 * {@link Geometry#QUEEN} (square Amazons, 8 x 9 distances: 72 + 1 planes), {@link Geometry#KNIGHT} (Cowboys, 8
 * jumps of distance 1: 8 + 1) or {@link Geometry#HEX} (the hexagon, 6 x 10: 60 + 1). The distances are the family's
 * largest ({@link #SQUARE_MAX_DISTANCE} on the 10x10 board), not the board's, so a plane means the same move on
 * every square board: one network plays 6x6, 8x8 and 10x10 Amazons, or 6x6 to 9x9 Cowboys. The hexagon's lines
 * are other directions: its planes are its own.
 *
 * <p>Immutable and thread-safe.
 */
final class PolicyPlanes {
    /** The longest queen move on the largest square board (10x10). */
    static final int SQUARE_MAX_DISTANCE = 9;

    final int planes;
    /** {@code cell[index]}: plane * gridCells + grid cell, or -1 for a move that is not along a line (never legal). */
    private final int[] cell;

    PolicyPlanes(Geometry geo, boolean knight) {
        int[][] deltas = geo.hex ? Geometry.HEX : knight ? Geometry.KNIGHT : Geometry.QUEEN;
        int maxDistance = knight ? 1 : geo.hex ? 2 * Geometry.HEX_RADIUS : SQUARE_MAX_DISTANCE;
        int movePlanes = deltas.length * maxDistance;
        planes = movePlanes + 1;
        int n = geo.cells;
        int gridCells = geo.height * geo.width;
        cell = new int[n * n + n];
        Arrays.fill(cell, -1);
        for (int from = 0; from < n; from++) {
            for (int to = 0; to < n; to++) {
                int dx = geo.x[to] - geo.x[from];
                int dy = geo.y[to] - geo.y[from];
                int distance = knight ? 1 : Math.max(Math.max(Math.abs(dx), Math.abs(dy)), geo.hex ? Math.abs(dx + dy) : 0);
                if (distance == 0 || dx % distance != 0 || dy % distance != 0) {
                    continue;
                }
                int dir = indexOf(deltas, dx / distance, dy / distance);
                if (dir >= 0) {
                    cell[from * n + to] = (dir * maxDistance + distance - 1) * gridCells + geo.grid[from];
                }
            }
            cell[n * n + from] = movePlanes * gridCells + geo.grid[from];
        }
    }

    /**
     * For each plane of the queen-line layout of {@code to}, the plane of {@code from}'s that means the nearest move: the
     * same grid direction (the hexagon's six axial directions are six of the square's eight on the grid) at the same
     * distance, or the longest {@code from} has; the shot plane from the shot plane; -1 for a direction {@code from} has
     * not. Neither geometry may be Cowboys' (jumps).
     */
    static int[] sources(Geometry to, Geometry from) {
        int[][] toDeltas = to.hex ? Geometry.HEX : Geometry.QUEEN;
        int[][] fromDeltas = from.hex ? Geometry.HEX : Geometry.QUEEN;
        int toMax = to.hex ? 2 * Geometry.HEX_RADIUS : SQUARE_MAX_DISTANCE;
        int fromMax = from.hex ? 2 * Geometry.HEX_RADIUS : SQUARE_MAX_DISTANCE;
        int[] source = new int[toDeltas.length * toMax + 1];
        for (int d = 0; d < toDeltas.length; d++) {
            int f = indexOf(fromDeltas, toDeltas[d][0], toDeltas[d][1]);
            for (int k = 1; k <= toMax; k++) {
                source[d * toMax + k - 1] = f < 0 ? -1 : f * fromMax + Math.min(k, fromMax) - 1;
            }
        }
        source[toDeltas.length * toMax] = fromDeltas.length * fromMax;
        return source;
    }

    private static int indexOf(int[][] deltas, int dx, int dy) {
        for (int d = 0; d < deltas.length; d++) {
            if (deltas[d][0] == dx && deltas[d][1] == dy) {
                return d;
            }
        }
        return -1;
    }

    int cell(int index) {
        return index >= 0 && index < cell.length ? cell[index] : -1;
    }
}
