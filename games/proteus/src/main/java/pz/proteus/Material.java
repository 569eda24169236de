package pz.proteus;

import pz.engine.Heuristic;
import pz.engine.State;

/**
 * Proteus's material evaluation ({@link ProteusGame#heuristic()}), the alpha-beta baseline's and the
 * heuristic leaf values': {@code (own score - opponent's score) + 0.5 * (own dice on the board -
 * opponent's) + 0.05 * (point value of own dice on the board - opponent's)}. The score decides the game
 * (P-END-1); dice on the board count because a player left with one die ends the game, and their point
 * values (Pyramids 0, Warhorses' values under P-VAR-WARHORSES) as the capturing power they carry.
 *
 * <p>Performance note: read from the bitboards, with no allocation (alpha-beta calls it at every leaf);
 * it gives exactly the numbers of the same formula read from the position notation (N-POS-PROTEUS), as
 * the search module once computed it. Stateless and thread-safe.
 */
final class Material implements Heuristic {
    private final int[] value;

    Material(Rules rules) {
        this.value = rules.value.clone();
    }

    /** A lead of 5 points (about a Rook's worth of score) is worth tanh(1) = 0.76 of a win as a leaf value. */
    @Override
    public double valueScale() {
        return 5;
    }

    @Override
    public double score(State state, int player) {
        double white = white((Board) state);
        return player == 0 ? white : -white;
    }

    /** One reading serves both players (zero sum). */
    @Override
    public void scores(State state, double[] out) {
        out[0] = white((Board) state);
        out[1] = -out[0];
    }

    /** The evaluation for White. */
    private double white(Board b) {
        double white = b.score[0] - b.score[1];
        int valueW = 0, valueB = 0;
        for (int f = 1; f < 6; f++) {
            valueW += value[f] * Long.bitCount(b.color[0] & b.face[f]);
            valueB += value[f] * Long.bitCount(b.color[1] & b.face[f]);
        }
        white += 0.5 * (Long.bitCount(b.color[0]) - Long.bitCount(b.color[1])) + 0.05 * (valueW - valueB);
        return white;
    }
}
