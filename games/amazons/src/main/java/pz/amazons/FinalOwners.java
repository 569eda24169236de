package pz.amazons;

import java.util.Arrays;

/**
 * Who owns each cell of a position ({@code State.owners}), the ownership target of a recorded game's final position:
 * an empty cell belongs to the seat whose pieces alone border its region (the empty cells connected by single
 * steps: queen or hex neighbours, knight jumps in Cowboys), nobody's when several seats or none border it; a piece's
 * cell to its seat; an arrow's (bullet's) cell and the off-board cells of the grid to nobody (-1). At the end of a
 * two-player game the loser's pieces border no empty cell, so every region is the winner's or nobody's. Stateless.
 */
final class FinalOwners {
    private FinalOwners() {
    }

    static void owners(AmazonsState s, int[] out) {
        Geometry geo = s.geo;
        byte[] board = s.board;
        Arrays.fill(out, 0, geo.height * geo.width, -1);
        int[] region = new int[board.length];
        Arrays.fill(region, -1);
        int[] stack = new int[board.length];
        int[] members = new int[board.length];
        for (int c = 0; c < s.cells; c++) {
            int start = s.mb[c];
            if (board[start] >= AmazonsState.PIECE) {
                out[geo.grid[c]] = board[start] - AmazonsState.PIECE;
            }
            if (board[start] != AmazonsState.EMPTY || region[start] >= 0) {
                continue;
            }
            // flood the empty region from c, noting the seats of the pieces one step away
            int owner = -2; // -2: no piece yet; -1: several seats
            int top = 0;
            int count = 0;
            stack[top++] = start;
            region[start] = c;
            while (top > 0) {
                int m = stack[--top];
                members[count++] = m;
                for (int d = 0; d < geo.dirs; d++) {
                    int t = m + s.off[d];
                    byte v = board[t];
                    if (v == AmazonsState.EMPTY && region[t] < 0) {
                        region[t] = c;
                        stack[top++] = t;
                    } else if (v >= AmazonsState.PIECE) {
                        int seat = v - AmazonsState.PIECE;
                        owner = owner == -2 || owner == seat ? seat : -1;
                    }
                }
            }
            for (int i = 0; i < count; i++) {
                out[geo.grid[s.cellOf[members[i]]]] = Math.max(owner, -1);
            }
        }
    }
}
