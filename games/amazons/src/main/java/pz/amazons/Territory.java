package pz.amazons;

import java.util.Arrays;
import pz.engine.Heuristic;
import pz.engine.State;

/**
 * The territory evaluation of Amazons and Cowboys (the "minimum distance" evaluation of Amazons
 * programs, e.g. Lieberum, "An evaluation function for the game of Amazons", TCS 2005): each empty
 * cell belongs to the seat that can reach it in the fewest piece moves (queen lines for Amazons,
 * knight jumps for Cowboys; other pieces and arrows block), to nobody on a tie or when no one
 * reaches it. A seat's score is its territory minus the largest territory of another seat still in
 * the game; an eliminated seat scores minus the board's cell count. Thread-safe (scratch per call).
 */
final class Territory implements Heuristic {
    private final double scale;

    Territory(Geometry geo) {
        // a lead of a tenth of the board is worth tanh(1) of a win
        this.scale = Math.max(1.0, geo.cells / 10.0);
    }

    @Override
    public double valueScale() {
        return scale;
    }

    @Override
    public double score(State state, int player) {
        AmazonsState s = (AmazonsState) state;
        return s.alive[player] ? score(s, territories(s), player) : -s.cells;
    }

    /** One territory count serves every seat. */
    @Override
    public void scores(State state, double[] out) {
        AmazonsState s = (AmazonsState) state;
        int[] owned = territories(s);
        for (int p = 0; p < out.length; p++) {
            out[p] = score(s, owned, p);
        }
    }

    /** Seat {@code player}'s territory minus the largest other live seat's ({@code -cells} once eliminated). */
    private static double score(AmazonsState s, int[] owned, int player) {
        if (!s.alive[player]) {
            return -s.cells;
        }
        int best = 0;
        for (int q = 0; q < s.players; q++) {
            if (q != player && s.alive[q]) {
                best = Math.max(best, owned[q]);
            }
        }
        return owned[player] - best;
    }

    /** The number of empty cells each seat reaches strictly first (eliminated seats reach none). */
    static int[] territories(AmazonsState s) {
        int n = s.board.length;
        int[][] dist = new int[s.players][];
        int[] queue = new int[n];
        for (int p = 0; p < s.players; p++) {
            if (s.alive[p]) {
                dist[p] = distances(s, p, queue);
            }
        }
        int[] owned = new int[s.players];
        for (int c = 0; c < s.cells; c++) {
            int m = s.mb[c];
            if (s.board[m] != AmazonsState.EMPTY) {
                continue;
            }
            int best = Integer.MAX_VALUE, owner = -1;
            for (int p = 0; p < s.players; p++) {
                if (dist[p] == null) {
                    continue;
                }
                int d = dist[p][m];
                if (d < best) {
                    best = d;
                    owner = p;
                } else if (d == best) {
                    owner = -1;
                }
            }
            if (owner >= 0 && best != Integer.MAX_VALUE) {
                owned[owner]++;
            }
        }
        return owned;
    }

    /** Moves seat p's pieces need to reach each mailbox square (MAX_VALUE: never), by breadth-first search. */
    private static int[] distances(AmazonsState s, int p, int[] queue) {
        byte[] b = s.board;
        int[] dist = new int[b.length];
        Arrays.fill(dist, Integer.MAX_VALUE);
        int head = 0, tail = 0;
        for (int i = p * s.perSeat, end = i + s.perSeat; i < end; i++) {
            dist[s.piece[i]] = 0;
            queue[tail++] = s.piece[i];
        }
        while (head < tail) {
            int f = queue[head++];
            int next = dist[f] + 1;
            for (int od : s.off) {
                int t = f + od;
                while (b[t] == AmazonsState.EMPTY) {
                    if (dist[t] > next) {
                        dist[t] = next;
                        queue[tail++] = t;
                    }
                    if (!s.slide) {
                        break;
                    }
                    t += od;
                }
            }
        }
        return dist;
    }
}
