package pz.evaluation;

/**
 * Significance tests and distribution functions for the balance report: the exact two-sided
 * binomial (sign) test, the chi-square goodness-of-fit survival function, and the normal quantile
 * used for corrected intervals. Stateless.
 *
 * <p>Sources: the regularized incomplete gamma function by series and continued fraction
 * (Press et al., Numerical Recipes, 3rd ed., 6.2), ln Gamma by Lanczos (g = 7, n = 9), the normal
 * quantile by Acklam's rational approximation refined with one Halley step (relative error below 1e-12).
 */
public final class Significance {
    private Significance() {
    }

    /**
     * Two-sided exact binomial test of {@code k} successes in {@code n} trials against probability
     * 1/2: the probability, under H0, of an outcome at least as far from n/2 as {@code k}
     * ({@code min(1, 2 P(X <= min(k, n-k)))}). 1 when {@code n == 0}.
     */
    public static double binomialTwoSided(long k, long n) {
        if (k < 0 || k > n) {
            throw new IllegalArgumentException("need 0 <= k <= n, got k=" + k + ", n=" + n);
        }
        if (n == 0) {
            return 1;
        }
        long m = Math.min(k, n - k);
        // log P(X = i) = log C(n, i) - n log 2, accumulated by log-sum-exp from i = m downward
        double logC = lnChoose(n, m);
        double logHalfN = n * Math.log(0.5);
        double max = logC + logHalfN;
        double sum = 0;
        double lc = logC;
        for (long i = m; i >= 0; i--) {
            sum += Math.exp(lc + logHalfN - max);
            if (i > 0) {
                lc += Math.log(i) - Math.log(n - i + 1); // C(n, i-1) = C(n, i) * i / (n - i + 1)
            }
            if (lc + logHalfN - max < -50) {
                break; // the rest adds less than e^-50 relative
            }
        }
        return Math.min(1, 2 * Math.exp(max) * sum);
    }

    /** The chi-square statistic of observed counts against equal expected counts, and its p-value with k-1 degrees of freedom. */
    public static double[] chiSquareUniform(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        if (total == 0 || counts.length < 2) {
            return new double[] {0, 1};
        }
        double expected = (double) total / counts.length;
        double x = 0;
        for (long c : counts) {
            x += (c - expected) * (c - expected) / expected;
        }
        return new double[] {x, chiSquareSurvival(x, counts.length - 1)};
    }

    /** P(X >= x) for X chi-square with {@code df} degrees of freedom. */
    public static double chiSquareSurvival(double x, int df) {
        if (x <= 0) {
            return 1;
        }
        return upperGammaQ(df / 2.0, x / 2.0);
    }

    /** The regularized upper incomplete gamma function Q(a, x). */
    static double upperGammaQ(double a, double x) {
        if (x < a + 1) {
            // series for P(a, x)
            double sum = 1 / a;
            double term = sum;
            for (int n = 1; n < 10_000; n++) {
                term *= x / (a + n);
                sum += term;
                if (Math.abs(term) < Math.abs(sum) * 1e-15) {
                    break;
                }
            }
            return Math.max(0, 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a)));
        }
        // continued fraction for Q(a, x), modified Lentz
        double tiny = 1e-300;
        double b = x + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 10_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            if (Math.abs(d) < tiny) {
                d = tiny;
            }
            c = b + an / c;
            if (Math.abs(c) < tiny) {
                c = tiny;
            }
            d = 1 / d;
            double del = d * c;
            h *= del;
            if (Math.abs(del - 1) < 1e-15) {
                break;
            }
        }
        return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
    }

    private static final double[] LANCZOS = {0.99999999999980993, 676.5203681218851, -1259.1392167224028,
        771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
        9.9843695780195716e-6, 1.5056327351493116e-7};

    /** ln Gamma(x) for x > 0. */
    public static double lnGamma(double x) {
        if (x < 0.5) {
            return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
        }
        double xx = x - 1;
        double a = LANCZOS[0];
        double t = xx + 7.5;
        for (int i = 1; i < 9; i++) {
            a += LANCZOS[i] / (xx + i);
        }
        return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(a);
    }

    /** ln C(n, k). */
    public static double lnChoose(long n, long k) {
        return lnGamma(n + 1.0) - lnGamma(k + 1.0) - lnGamma(n - k + 1.0);
    }

    /** The standard normal CDF. */
    public static double normalCdf(double z) {
        return 0.5 * erfc(-z / Math.sqrt(2));
    }

    private static double erfc(double x) {
        // erfc from the regularized gamma function: erfc(x) = Q(1/2, x^2) for x >= 0
        if (x < 0) {
            return 2 - erfc(-x);
        }
        return x == 0 ? 1 : upperGammaQ(0.5, x * x);
    }

    /** The standard normal quantile: z with P(Z <= z) = p, for 0 < p < 1. */
    public static double normalQuantile(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in (0, 1), got " + p);
        }
        double[] a = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02,
            -3.066479806614716e+01, 2.506628277459239e+00};
        double[] b = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01,
            -1.328068155288572e+01};
        double[] c = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00,
            4.374664141464968e+00, 2.938163982698783e+00};
        double[] d = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
        double lo = 0.02425;
        double x;
        if (p < lo) {
            double q = Math.sqrt(-2 * Math.log(p));
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        } else if (p <= 1 - lo) {
            double q = p - 0.5;
            double r = q * q;
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                    / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
        } else {
            double q = Math.sqrt(-2 * Math.log(1 - p));
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        }
        // one Halley step on the CDF
        double e = normalCdf(x) - p;
        double u = e * Math.sqrt(2 * Math.PI) * Math.exp(x * x / 2);
        return x - u / (1 + x * u / 2);
    }
}
