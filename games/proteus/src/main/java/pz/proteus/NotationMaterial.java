package pz.proteus;

import pz.engine.Heuristic;
import pz.engine.State;

/**
 * The reference for Proteus's material evaluation (the engine's {@code pz.proteus.Material}, which reads
 * the bitboards): the same formula read from the position notation only (docs/rules/notation.md N-POS-PROTEUS:
 * board, side to move, White's score, Black's score, turns), as the search module computed it before
 * the engine had one (kept as the reference of {@code pz bench search}'s alpha-beta table and of the test that
 * the two agree):
 * {@code (own score - opponent's score) + 0.5 * (own dice - opponent's dice)
 * + 0.05 * (point value of own dice on board - opponent's)}. The score decides the game (P-END-1);
 * dice on the board count because a player left with one die ends the game, and their point values
 * as the capturing power they carry. Stateless and thread-safe.
 */
public final class NotationMaterial implements Heuristic {
    private final boolean warhorses;

    public NotationMaterial(boolean warhorses) {
        this.warhorses = warhorses;
    }

    /** A lead of 5 points (about a Rook's worth of score) is worth tanh(1) = 0.76 of a win as a leaf value. */
    @Override
    public double valueScale() {
        return 5;
    }

    @Override
    public double score(State state, int player) {
        return score(state.position(), player);
    }

    /** One reading of the position serves both players (zero sum). */
    @Override
    public void scores(State state, double[] out) {
        out[0] = score(state.position(), 0);
        out[1] = -out[0];
    }

    /** The evaluation of a position string for {@code player} (0 White, 1 Black). */
    public double score(String position, int player) {
        String[] f = position.strip().split("\\s+");
        if (f.length < 4) {
            return 0;
        }
        double white = parse(f[2]) - parse(f[3]);
        int diceW = 0, diceB = 0, valueW = 0, valueB = 0;
        String board = f[0];
        for (int i = 0; i < board.length(); i++) {
            char ch = board.charAt(i);
            if (Character.isLetter(ch)) {
                int v = value(Character.toUpperCase(ch));
                if (Character.isUpperCase(ch)) {
                    diceW++;
                    valueW += v;
                } else {
                    diceB++;
                    valueB += v;
                }
            }
        }
        white += 0.5 * (diceW - diceB) + 0.05 * (valueW - valueB);
        return player == 0 ? white : -white;
    }

    private int value(char face) {
        return switch (face) {
            case 'P' -> 2;
            case 'B' -> warhorses ? 4 : 3;
            case 'N' -> warhorses ? 3 : 4;
            case 'R' -> 5;
            case 'Q' -> 6;
            default -> 0;
        };
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
