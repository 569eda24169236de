package pz.evaluation.equilibrium;

import java.util.Arrays;

/**
 * Two-player zero-sum matrix games: the row player gets {@code a[i][j]} when it plays row i and the
 * column player column j (the column player gets the negative, or in score terms one minus it).
 * Two solvers: {@link #solveLp} (exact, the simplex method) and {@link #regretMatching} (an
 * approximation whose average strategies converge to equilibrium; used as a cross-check).
 *
 * <p>The linear program (von Neumann; e.g. Shoham and Leyton-Brown, "Multiagent Systems", 4.1):
 * shift the matrix so every entry is positive ({@code B = A + c}); the column player's program
 * {@code max sum(w) s.t. B w <= 1, w >= 0} has optimum {@code 1 / v_B}; its solution scaled by
 * {@code v_B} is the column player's optimal strategy, and the duals of its constraints, scaled the
 * same way, the row player's. The value of A is {@code v_B - c}. Dense tableau with Bland's
 * anti-cycling rule: fine for the few hundred rows and columns of a setup matrix. Stateless.
 */
public final class MatrixGame {
    /** An equilibrium: the row and column players' mixed strategies and the game's value for the row player. */
    public record Solution(double[] row, double[] column, double value) {
    }

    private static final double EPS = 1e-12;

    private MatrixGame() {
    }

    /** Solves the game exactly by linear programming. */
    public static Solution solveLp(double[][] a) {
        int m = a.length;
        int n = check(a);
        double min = Double.POSITIVE_INFINITY;
        for (double[] r : a) {
            for (double v : r) {
                min = Math.min(min, v);
            }
        }
        double shift = 1 - min; // every entry of B is at least 1
        // tableau: m constraint rows [B | I | 1], objective row [-1... | 0... | 0]
        double[][] t = new double[m + 1][n + m + 1];
        int[] basis = new int[m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                t[i][j] = a[i][j] + shift;
            }
            t[i][n + i] = 1;
            t[i][n + m] = 1;
            basis[i] = n + i;
        }
        for (int j = 0; j < n; j++) {
            t[m][j] = -1;
        }
        for (int iter = 0; iter < 50_000; iter++) {
            int enter = -1;
            for (int j = 0; j < n + m; j++) {
                if (t[m][j] < -EPS) {
                    enter = j; // Bland: the lowest index with a negative reduced cost
                    break;
                }
            }
            if (enter < 0) {
                break;
            }
            int leave = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < m; i++) {
                if (t[i][enter] > EPS) {
                    double ratio = t[i][n + m] / t[i][enter];
                    if (leave < 0 || ratio < best - EPS || (Math.abs(ratio - best) <= EPS && basis[i] < basis[leave])) {
                        best = ratio;
                        leave = i;
                    }
                }
            }
            if (leave < 0) {
                throw new IllegalStateException("unbounded program: cannot happen for a positive matrix");
            }
            pivot(t, leave, enter);
            basis[leave] = enter;
        }
        double sum = t[m][n + m];
        double vB = 1 / sum;
        double[] column = new double[n];
        for (int i = 0; i < m; i++) {
            if (basis[i] < n) {
                column[basis[i]] = t[i][n + m] * vB;
            }
        }
        double[] row = new double[m];
        for (int i = 0; i < m; i++) {
            row[i] = Math.max(0, t[m][n + i]) * vB;
        }
        return new Solution(normalize(row), normalize(column), vB - shift);
    }

    private static void pivot(double[][] t, int r, int c) {
        double p = t[r][c];
        double[] pr = t[r];
        for (int j = 0; j < pr.length; j++) {
            pr[j] /= p;
        }
        for (int i = 0; i < t.length; i++) {
            if (i != r && t[i][c] != 0) {
                double f = t[i][c];
                double[] ri = t[i];
                for (int j = 0; j < ri.length; j++) {
                    ri[j] -= f * pr[j];
                }
            }
        }
    }

    /**
     * Regret matching+ (Tammelin 2014) in self-play with alternating updates and linearly weighted
     * averages: the average strategies after {@code iterations} rounds, and the value of that pair.
     */
    public static Solution regretMatching(double[][] a, int iterations) {
        int m = a.length;
        int n = check(a);
        double[] rRow = new double[m];
        double[] rCol = new double[n];
        double[] sumRow = new double[m];
        double[] sumCol = new double[n];
        double[] x = new double[m];
        double[] y = new double[n];
        for (int t = 1; t <= iterations; t++) {
            strategy(rRow, x);
            strategy(rCol, y);
            // row player's update against y
            double[] u = new double[m];
            double ev = 0;
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < n; j++) {
                    u[i] += a[i][j] * y[j];
                }
                ev += x[i] * u[i];
            }
            for (int i = 0; i < m; i++) {
                rRow[i] = Math.max(0, rRow[i] + u[i] - ev);
                sumRow[i] += t * x[i];
            }
            strategy(rRow, x);
            // column player's update against the new x (alternation)
            double[] w = new double[n];
            double evc = 0;
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < m; i++) {
                    w[j] -= a[i][j] * x[i];
                }
                evc += y[j] * w[j];
            }
            for (int j = 0; j < n; j++) {
                rCol[j] = Math.max(0, rCol[j] + w[j] - evc);
                sumCol[j] += t * y[j];
            }
        }
        double[] row = normalize(sumRow);
        double[] col = normalize(sumCol);
        return new Solution(row, col, value(a, row, col));
    }

    private static void strategy(double[] regrets, double[] out) {
        double s = 0;
        for (double r : regrets) {
            s += r;
        }
        for (int i = 0; i < out.length; i++) {
            out[i] = s > 0 ? regrets[i] / s : 1.0 / out.length;
        }
    }

    /** The row player's expected payoff {@code x^T A y}. */
    public static double value(double[][] a, double[] x, double[] y) {
        double v = 0;
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < y.length; j++) {
                v += x[i] * a[i][j] * y[j];
            }
        }
        return v;
    }

    /**
     * How far {@code (x, y)} is from an equilibrium: the best row payoff against y minus the
     * worst column outcome against x ({@code max_i (A y)_i - min_j (x^T A)_j}); 0 exactly at one.
     */
    public static double gap(double[][] a, double[] x, double[] y) {
        double best = Double.NEGATIVE_INFINITY;
        for (double[] row : a) {
            double s = 0;
            for (int j = 0; j < y.length; j++) {
                s += row[j] * y[j];
            }
            best = Math.max(best, s);
        }
        double worst = Double.POSITIVE_INFINITY;
        for (int j = 0; j < y.length; j++) {
            double s = 0;
            for (int i = 0; i < a.length; i++) {
                s += x[i] * a[i][j];
            }
            worst = Math.min(worst, s);
        }
        return best - worst;
    }

    private static int check(double[][] a) {
        if (a.length == 0 || a[0].length == 0) {
            throw new IllegalArgumentException("empty payoff matrix");
        }
        for (double[] r : a) {
            if (r.length != a[0].length) {
                throw new IllegalArgumentException("ragged payoff matrix");
            }
            for (double v : r) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("payoff matrix has a non-finite entry");
                }
            }
        }
        return a[0].length;
    }

    private static double[] normalize(double[] v) {
        double s = Arrays.stream(v).sum();
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = s > 0 ? v[i] / s : 1.0 / v.length;
        }
        return out;
    }
}
