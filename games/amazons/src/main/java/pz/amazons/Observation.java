package pz.amazons;

import java.util.Arrays;

/**
 * The observation tensor of a state, {@code planes x height x width}, written from the point of view
 * of the seat to act (at the end of the game, the winner):
 * <ul>
 *   <li>planes {@code 0..P-1}: the pieces of seat mover, mover+1, ... (seat order, relative to the mover);</li>
 *   <li>plane {@code P}: arrows (bullets);</li>
 *   <li>plane {@code P+1}: the piece that has just moved and must shoot (empty at the start of a turn);</li>
 *   <li>plane {@code P+2}: the phase, all ones while the arrow is due;</li>
 *   <li>plane {@code P+3}: the board mask, ones on the board's cells (on the hexagon, 91 of the 11x11 grid);</li>
 *   <li>with more than two players, planes {@code P+4..2P+2}: all ones when seat mover+1, ... is eliminated.</li>
 * </ul>
 * The board is not turned for the mover: cells keep their places, so that action ids and the
 * observation line up under the symmetries. Stateless.
 */
final class Observation {
    private Observation() {
    }

    static void encode(AmazonsState s, float[] buffer) {
        Geometry geo = s.geo;
        AmazonsGame game = s.game;
        int cells = s.cells;
        int plane = geo.height * geo.width;
        int p = s.players;
        Arrays.fill(buffer, 0, game.planes * plane, 0f);
        int me = s.toMove;
        for (int c = 0; c < cells; c++) {
            int g = geo.grid[c];
            int v = s.board[s.mb[c]];
            if (v == AmazonsState.ARROW) {
                buffer[p * plane + g] = 1f;
            } else if (v >= AmazonsState.PIECE) {
                int rel = (v - AmazonsState.PIECE - me + p) % p;
                buffer[rel * plane + g] = 1f;
            }
            buffer[(p + 3) * plane + g] = 1f;
        }
        if (s.pending >= 0) {
            buffer[(p + 1) * plane + geo.grid[s.cellOf[s.pending]]] = 1f;
            Arrays.fill(buffer, (p + 2) * plane, (p + 3) * plane, 1f);
        }
        if (p > 2) {
            for (int rel = 1; rel < p; rel++) {
                if (!s.alive[(me + rel) % p]) {
                    int base = (p + 3 + rel) * plane;
                    Arrays.fill(buffer, base, base + plane, 1f);
                }
            }
        }
    }
}
