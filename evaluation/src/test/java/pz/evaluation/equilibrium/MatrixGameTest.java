package pz.evaluation.equilibrium;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The matrix-game solvers on games with known solutions. */
class MatrixGameTest {
    private static final double THIRD = 1.0 / 3;

    @Test
    @DisplayName("rock-paper-scissors: value 0, both players uniform (LP and regret matching)")
    void rockPaperScissors() {
        double[][] rps = {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}};
        MatrixGame.Solution lp = MatrixGame.solveLp(rps);
        assertEquals(0, lp.value(), 1e-9);
        assertArrayEquals(new double[] {THIRD, THIRD, THIRD}, lp.row(), 1e-9);
        assertArrayEquals(new double[] {THIRD, THIRD, THIRD}, lp.column(), 1e-9);
        MatrixGame.Solution rm = MatrixGame.regretMatching(rps, 20_000);
        assertEquals(0, rm.value(), 1e-3);
        assertTrue(MatrixGame.gap(rps, rm.row(), rm.column()) < 1e-2);
    }

    @Test
    @DisplayName("a pure saddle point: row 0 against column 1, value 2")
    void saddlePoint() {
        double[][] a = {{4, 2, 3}, {1, 0, 5}, {3, 1, 2}};
        MatrixGame.Solution lp = MatrixGame.solveLp(a);
        assertEquals(2, lp.value(), 1e-9);
        assertArrayEquals(new double[] {1, 0, 0}, lp.row(), 1e-9);
        assertArrayEquals(new double[] {0, 1, 0}, lp.column(), 1e-9);
        MatrixGame.Solution rm = MatrixGame.regretMatching(a, 5_000);
        assertEquals(2, rm.value(), 1e-2);
        assertTrue(rm.row()[0] > 0.99 && rm.column()[1] > 0.99);
    }

    @Test
    @DisplayName("a 2x2 mixed game: row plays 3/7, value 1/7; a biased RPS: value and strategies by hand")
    void mixedGames() {
        MatrixGame.Solution s = MatrixGame.solveLp(new double[][] {{3, -1}, {-2, 1}});
        assertEquals(1.0 / 7, s.value(), 1e-9);
        assertArrayEquals(new double[] {3.0 / 7, 4.0 / 7}, s.row(), 1e-9);
        assertArrayEquals(new double[] {2.0 / 7, 5.0 / 7}, s.column(), 1e-9);
        // RPS where winning with rock pays 2: x = (1/4, 5/12, 1/3)? checked through the gap instead of by hand
        double[][] biased = {{0, -1, 2}, {1, 0, -1}, {-2, 1, 0}};
        MatrixGame.Solution b = MatrixGame.solveLp(biased);
        assertEquals(0, b.value(), 1e-9, "symmetric game: value 0");
        assertEquals(0, MatrixGame.gap(biased, b.row(), b.column()), 1e-9);
        assertArrayEquals(new double[] {0.25, 0.5, 0.25}, b.row(), 1e-9);
    }

    @Test
    @DisplayName("random rectangular games: the LP solution is an exact equilibrium and regret matching approaches it")
    void randomGames() {
        SplittableRandom rng = new SplittableRandom(7);
        for (int k = 0; k < 20; k++) {
            int m = 1 + rng.nextInt(8);
            int n = 1 + rng.nextInt(8);
            double[][] a = new double[m][n];
            for (double[] r : a) {
                for (int j = 0; j < n; j++) {
                    r[j] = rng.nextDouble();
                }
            }
            MatrixGame.Solution lp = MatrixGame.solveLp(a);
            assertEquals(0, MatrixGame.gap(a, lp.row(), lp.column()), 1e-9, "game " + k);
            assertEquals(lp.value(), MatrixGame.value(a, lp.row(), lp.column()), 1e-9);
            MatrixGame.Solution rm = MatrixGame.regretMatching(a, 3_000);
            assertEquals(lp.value(), rm.value(), 2e-2, "game " + k);
        }
        assertThrows(IllegalArgumentException.class, () -> MatrixGame.solveLp(new double[][] {{1, 2}, {3}}));
    }
}
