package pz.evaluation;

import java.util.ArrayList;
import java.util.List;

/**
 * Maximum-likelihood Elo ratings for many agents from pairwise games, with a first-seat advantage
 * term, in the manner of BayesElo and KataGo's rating tools (without their priors).
 *
 * <p>Model: the first seat {@code i} against {@code j} scores {@code 1 / (1 + 10^(-(r_i + adv - r_j)/400))};
 * a draw counts as half a win for each side. Ratings are anchored so that the first agent is 0.
 * The fit is Newton's method on the log-likelihood; 95% intervals come from the inverse of the
 * observed information (the anchor has none). A weak prior of one virtual draw between each pair
 * that met keeps agents with only wins or only losses finite.
 */
public final class RatingFit {
    /** One game's result between seat-0 agent {@code first} and seat-1 agent {@code second}: score of first in {0, 0.5, 1}. */
    public record Game(int first, int second, double score) {
    }

    /** Ratings, their 95% half-widths, and the first-seat advantage with its half-width. */
    public record Result(double[] ratings, double[] halfWidths, double advantage, double advantageHalfWidth) {
    }

    private RatingFit() {
    }

    /** Fits {@code agents} ratings to the games. */
    public static Result fit(int agents, List<Game> games) {
        List<Game> all = new ArrayList<>(games);
        boolean[][] met = new boolean[agents][agents];
        for (Game g : games) {
            met[g.first()][g.second()] = true;
        }
        for (int i = 0; i < agents; i++) {
            for (int j = 0; j < agents; j++) {
                if (met[i][j]) {
                    all.add(new Game(i, j, 0.5)); // the weak prior: one virtual draw per pairing and seat order
                }
            }
        }
        int k = agents; // parameters: r_1..r_{n-1} (r_0 = 0) and the advantage at index 0
        double[] theta = new double[k];
        double c = Math.log(10) / 400;
        double[][] info = new double[k][k];
        for (int iter = 0; iter < 100; iter++) {
            double[] grad = new double[k];
            for (double[] row : info) {
                java.util.Arrays.fill(row, 0);
            }
            for (Game g : all) {
                double d = rating(theta, g.first()) + theta[0] - rating(theta, g.second());
                double p = 1 / (1 + Math.exp(-c * d));
                double gr = c * (g.score() - p);
                double h = c * c * p * (1 - p);
                int[] idx = {g.first() == 0 ? -1 : g.first(), g.second() == 0 ? -1 : g.second(), 0};
                double[] sign = {1, -1, 1};
                for (int a = 0; a < 3; a++) {
                    if (idx[a] < 0) {
                        continue;
                    }
                    grad[idx[a]] += sign[a] * gr;
                    for (int b = 0; b < 3; b++) {
                        if (idx[b] >= 0) {
                            info[idx[a]][idx[b]] += sign[a] * sign[b] * h;
                        }
                    }
                }
            }
            double[] step = solve(info, grad);
            double max = 0;
            for (int i = 0; i < k; i++) {
                theta[i] += step[i];
                max = Math.max(max, Math.abs(step[i]));
            }
            if (max < 1e-6) {
                break;
            }
        }
        double[][] cov = invert(info);
        double[] ratings = new double[agents];
        double[] half = new double[agents];
        for (int i = 1; i < agents; i++) {
            ratings[i] = theta[i];
            half[i] = Intervals.Z95 * Math.sqrt(Math.max(0, cov[i][i]));
        }
        return new Result(ratings, half, theta[0], Intervals.Z95 * Math.sqrt(Math.max(0, cov[0][0])));
    }

    private static double rating(double[] theta, int agent) {
        return agent == 0 ? 0 : theta[agent];
    }

    /** Solves {@code a x = b} by Gaussian elimination with partial pivoting (a is small and symmetric positive). */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][n + 1];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n] = b[i];
            m[i][i] += 1e-12;
        }
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[piv][col])) {
                    piv = r;
                }
            }
            double[] t = m[col];
            m[col] = m[piv];
            m[piv] = t;
            if (Math.abs(m[col][col]) < 1e-300) {
                continue;
            }
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double f = m[r][col] / m[col][col];
                    for (int cc = col; cc <= n; cc++) {
                        m[r][cc] -= f * m[col][cc];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.abs(m[i][i]) < 1e-300 ? 0 : m[i][n] / m[i][i];
        }
        return x;
    }

    static double[][] invert(double[][] a) {
        int n = a.length;
        double[][] inv = new double[n][n];
        for (int j = 0; j < n; j++) {
            double[] e = new double[n];
            e[j] = 1;
            double[] col = solve(a, e);
            for (int i = 0; i < n; i++) {
                inv[i][j] = col[i];
            }
        }
        return inv;
    }
}
