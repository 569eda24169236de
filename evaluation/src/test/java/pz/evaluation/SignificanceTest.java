package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Published and exactly known values of the tests, quantiles and intervals behind the balance
 * report, {@code pz match} and {@code pz random} ({@link StatisticsPinnedTest} pins the values the
 * code gave before Commons Statistics; this class checks that both are right).
 */
class SignificanceTest {

    @Test
    @DisplayName("exact binomial test: R binom.test values, and exact rationals 2 sum C(n, i) / 2^n")
    void binomialKnownValues() {
        assertEquals(0.1094, Significance.binomialTwoSided(8, 10), 1e-4); // R: binom.test(8, 10), p-value = 0.1094
        assertEquals(0.1094, Significance.binomialTwoSided(2, 10), 1e-4, "symmetric");
        assertEquals(0.05689, Significance.binomialTwoSided(60, 100), 1e-5); // R: binom.test(60, 100), p-value = 0.05689
        assertEquals(1.0, Significance.binomialTwoSided(5, 10), 0);
        assertEquals(1.0, Significance.binomialTwoSided(0, 0), 0);
        // large n stays finite and accurate: 5200 of 10000 is z = 4, two-sided p ~ 6.3e-5
        assertEquals(6.3e-5, Significance.binomialTwoSided(5200, 10000), 0.4e-5);
        assertThrows(IllegalArgumentException.class, () -> Significance.binomialTwoSided(11, 10));
        // Exact values, computed in integers here. The first six are cases where Commons Statistics 1.1
        // BinomialTest (two-sided, p = 1/2) drops the mirrored outcome: 3 of 13 is 0.0923, it gives 0.0574.
        long[][] kn = {{3, 13}, {3, 17}, {5, 19}, {18, 19}, {13, 20}, {10, 21}, {1, 10}, {20, 20}, {7, 50},
            {480, 1000}, {900, 2001}, {4321, 9000}, {0, 1074}};
        for (long[] c : kn) {
            double exact = exactTwoSided(c[0], c[1]);
            assertEquals(exact, Significance.binomialTwoSided(c[0], c[1]), 1e-12 * exact + 1e-300, c[0] + " of " + c[1]);
        }
        assertEquals(756.0 / 8192, Significance.binomialTwoSided(3, 13), 1e-15);
    }

    /** min(1, 2 sum_{i <= min(k, n-k)} C(n, i) / 2^n) in exact integer arithmetic, then rounded. */
    private static double exactTwoSided(long k, long n) {
        long m = Math.min(k, n - k);
        BigInteger c = BigInteger.ONE;
        BigInteger sum = BigInteger.ZERO;
        for (long i = 0; i <= m; i++) {
            sum = sum.add(c);
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        BigDecimal p = new BigDecimal(sum.shiftLeft(1)).divide(new BigDecimal(BigInteger.ONE.shiftLeft((int) n)), MathContext.DECIMAL128);
        return Math.min(1, p.doubleValue());
    }

    @Test
    @DisplayName("chi-square: critical values from the NIST/SEMATECH table, the goodness-of-fit statistic")
    void chiSquare() {
        // NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4, upper-tail critical values of the
        // chi-square distribution (3 decimals, so the survival is within density * 5e-4 of alpha)
        double[][] table = {{1, 0.05, 3.841}, {1, 0.01, 6.635}, {2, 0.05, 5.991}, {2, 0.01, 9.210}, {3, 0.05, 7.815},
            {3, 0.01, 11.345}, {4, 0.05, 9.488}, {4, 0.01, 13.277}, {5, 0.05, 11.070}, {5, 0.01, 15.086},
            {10, 0.05, 18.307}, {10, 0.01, 23.209}};
        for (double[] t : table) {
            assertEquals(t[1], Significance.chiSquareSurvival(t[2], (int) t[0]), 3e-5, "df " + t[0] + " at " + t[2]);
        }
        assertEquals(1.0, Significance.chiSquareSurvival(0, 3), 0);
        // a die thrown 60 times: sum (o - 10)^2 / 10 = 134 / 10, 5 degrees of freedom
        double[] die = Significance.chiSquareUniform(new long[] {5, 8, 9, 8, 10, 20});
        assertEquals(13.4, die[0], 1e-12);
        assertEquals(Significance.chiSquareSurvival(13.4, 5), die[1], 1e-15);
        assertTrue(die[1] > 0.01 && die[1] < 0.025, "13.4 lies between the 2.5% (12.833) and 1% (15.086) points: " + die[1]);
        double[] uniform = Significance.chiSquareUniform(new long[] {30, 30, 30});
        assertEquals(0, uniform[0], 1e-12);
        assertEquals(1, uniform[1], 1e-12);
        assertEquals(1, Significance.chiSquareUniform(new long[] {0, 0, 0})[1], 0, "no games: no evidence");
    }

    @Test
    @DisplayName("normal quantile: NIST critical values of z, and R's qnorm(0.975)")
    void normalQuantile() {
        // NIST/SEMATECH e-Handbook, 1.3.6.7.1: upper critical values 1.645, 1.960, 2.326, 2.576, 3.090
        double[][] table = {{0.95, 1.645}, {0.975, 1.960}, {0.99, 2.326}, {0.995, 2.576}, {0.999, 3.090}};
        for (double[] t : table) {
            assertEquals(t[1], Significance.normalQuantile(t[0]), 5e-4, "p " + t[0]);
            assertEquals(-t[1], Significance.normalQuantile(1 - t[0]), 5e-4, "p " + (1 - t[0]));
        }
        // R: print(qnorm(0.975), digits = 16) is 1.959963984540054; Commons is within one ulp of it
        assertEquals(1.959963984540054, Significance.normalQuantile(0.975), Math.ulp(2.0));
        assertEquals(1.959963984540054, Intervals.Z95, 0, "the intervals' z is R's qnorm(0.975) to the last digit");
        assertEquals(Significance.normalQuantile(0.975), Intervals.Z95, Math.ulp(2.0), "and the quantile function's, within an ulp");
        assertEquals(0, Significance.normalQuantile(0.5), 1e-15);
        assertThrows(IllegalArgumentException.class, () -> Significance.normalQuantile(1));
    }

    @Test
    @DisplayName("Wilson interval: the worked examples of Newcombe (1998), method 3")
    void wilsonPublished() {
        // Newcombe, R. G. (1998), Two-sided confidence intervals for the single proportion: comparison of
        // seven methods, Statistics in Medicine 17, 857-872: its worked examples, method 3 (score, no continuity correction)
        double[][] published = {{81, 263, 0.2553, 0.3662}, {15, 148, 0.0624, 0.1605}, {0, 20, 0.0000, 0.1611},
            {1, 29, 0.0061, 0.1718}};
        for (double[] r : published) {
            double[] ci = Intervals.wilson((long) r[0], (long) r[1]);
            assertEquals(r[2], ci[0], 5e-5, r[0] + "/" + r[1]);
            assertEquals(r[3], ci[1], 5e-5, r[0] + "/" + r[1]);
        }
        // at z = 1 the 0-of-n upper bound is 1 / (n + 1)
        assertEquals(1.0 / 11, Intervals.wilson(0, 10, 1.0)[1], 1e-15);
    }
}
