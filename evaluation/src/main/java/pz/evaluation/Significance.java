package pz.evaluation;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.BinomialDistribution;
import org.apache.commons.statistics.distribution.ChiSquaredDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.apache.commons.statistics.inference.SignificanceResult;

/**
 * Significance tests and quantiles for the balance report and the stopping rule: the exact two-sided
 * binomial (sign) test, the chi-square goodness-of-fit test against equal shares, and the normal
 * quantile of corrected intervals; and the Holm-Bonferroni adjustment of a family of p-values. A thin layer over Apache Commons Statistics 1.1 (distribution and
 * inference), which replaced the hand-written Lanczos ln Gamma, incomplete gamma and Acklam quantile
 * (issue 30; {@code StatisticsPinnedTest} holds their values, reproduced to 1e-9). Stateless and
 * thread-safe: the library's distributions and tests are immutable.
 *
 * <p>Why the binomial test is not the library's {@code BinomialTest}: its two-sided p-value sums
 * the outcomes whose probability is at most P(X = k), comparing log probabilities from a saddle-point
 * expansion that is not exactly symmetric at p = 1/2, so for about 1.5% of (k, n) with n up to 3,000
 * it leaves out the mirrored outcome n - k: 3 of 13 gives 0.057 instead of 0.092 (R's
 * {@code binom.test} relaxes that comparison by 1e-7 for this reason). Against 1/2 the test is
 * exactly {@code min(1, 2 P(X <= min(k, n-k)))}, computed here from the library's binomial CDF.
 */
public final class Significance {
    private static final NormalDistribution STANDARD_NORMAL = NormalDistribution.of(0, 1);
    private static final ChiSquareTest CHI_SQUARE = ChiSquareTest.withDefaults();

    private Significance() {
    }

    /**
     * Two-sided exact binomial test of {@code k} successes in {@code n} trials against probability
     * 1/2: the probability, under H0, of an outcome at least as far from n/2 as {@code k}
     * ({@code min(1, 2 P(X <= min(k, n-k)))}, as R's {@code binom.test(k, n)}). 1 when {@code n == 0};
     * n must fit in an int.
     */
    public static double binomialTwoSided(long k, long n) {
        if (k < 0 || k > n) {
            throw new IllegalArgumentException("need 0 <= k <= n, got k=" + k + ", n=" + n);
        }
        if (n == 0) {
            return 1;
        }
        BinomialDistribution h0 = BinomialDistribution.of(Math.toIntExact(n), 0.5);
        return Math.min(1, 2 * h0.cumulativeProbability((int) Math.min(k, n - k)));
    }

    /**
     * The chi-square statistic of observed counts against equal expected counts, and its p-value with
     * k-1 degrees of freedom: {statistic, p}. {0, 1} for fewer than two categories or no observations.
     */
    public static double[] chiSquareUniform(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        if (total == 0 || counts.length < 2) {
            return new double[] {0, 1};
        }
        SignificanceResult r = CHI_SQUARE.test(counts);
        return new double[] {r.getStatistic(), r.getPValue()};
    }

    /** P(X >= x) for X chi-square with {@code df} degrees of freedom (1 for x <= 0). */
    public static double chiSquareSurvival(double x, int df) {
        if (x <= 0) {
            return 1;
        }
        return ChiSquaredDistribution.of(df).survivalProbability(x);
    }

    /**
     * Holm-Bonferroni adjusted p-values (Holm 1979, "A simple sequentially rejective multiple test
     * procedure", Scand. J. Statist. 6:65-70), in the order given: with the m p-values of the family
     * sorted ascending, {@code adj_(i) = max over j <= i of min(1, (m - j + 1) p_(j))}. The running
     * maximum makes the adjusted values monotone in the raw ones, so that "adjusted p below alpha" rejects
     * exactly the hypotheses Holm's step-down procedure rejects at alpha, with the family-wise error
     * rate at most alpha whatever the dependence between the tests.
     *
     * <p>{@code family} may exceed {@code p.length}: the missing tests (not run yet, as in an
     * interrupted balance run) are taken as larger than every p given, which can only raise the
     * adjusted values; the same as R's {@code p.adjust(p, "holm", n = family)}. Ties keep their
     * given order; their adjusted values are equal anyway.
     *
     * @throws IllegalArgumentException when a p-value is not in [0, 1] or {@code family < p.length}
     */
    public static double[] holm(double[] p, int family) {
        if (family < p.length) {
            throw new IllegalArgumentException("a family of " + family + " tests cannot hold " + p.length + " p-values");
        }
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            if (!(p[i] >= 0 && p[i] <= 1)) {
                throw new IllegalArgumentException("p-value not in [0, 1]: " + p[i]);
            }
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(p[a], p[b]));
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int j = 0; j < p.length; j++) { // j is the 0-based rank: multiplier m - (j + 1) + 1
            running = Math.max(running, Math.min(1, (family - j) * p[order[j]]));
            adjusted[order[j]] = running;
        }
        return adjusted;
    }

    /** The standard normal quantile: z with P(Z <= z) = p, for 0 < p < 1. */
    public static double normalQuantile(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in (0, 1), got " + p);
        }
        return STANDARD_NORMAL.inverseCumulativeProbability(p);
    }
}
