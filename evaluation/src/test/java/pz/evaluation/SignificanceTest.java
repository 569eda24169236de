package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Known values of the tests and distribution functions behind the balance report. */
class SignificanceTest {

    @Test
    @DisplayName("exact binomial test: known two-sided p-values (R binom.test)")
    void binomialKnownValues() {
        assertEquals(0.1094, Significance.binomialTwoSided(8, 10), 1e-4); // binom.test(8, 10)
        assertEquals(0.1094, Significance.binomialTwoSided(2, 10), 1e-4, "symmetric");
        assertEquals(1.0, Significance.binomialTwoSided(5, 10), 1e-12);
        assertEquals(0.05689, Significance.binomialTwoSided(60, 100), 1e-5); // binom.test(60, 100)
        assertEquals(Math.pow(0.5, 19), Significance.binomialTwoSided(20, 20), 1e-15);
        assertEquals(1.0, Significance.binomialTwoSided(0, 0), 0);
        // large n stays finite and accurate: 5200 of 10000 is z = 4, two-sided p ~ 6.3e-5
        assertEquals(6.3e-5, Significance.binomialTwoSided(5200, 10000), 0.4e-5);
        assertThrows(IllegalArgumentException.class, () -> Significance.binomialTwoSided(11, 10));
    }

    @Test
    @DisplayName("chi-square survival and the normal quantile: table values")
    void distributions() {
        assertEquals(0.05, Significance.chiSquareSurvival(3.841459, 1), 1e-6);
        assertEquals(0.05, Significance.chiSquareSurvival(5.991465, 2), 1e-6);
        assertEquals(0.01, Significance.chiSquareSurvival(11.34487, 3), 1e-6);
        assertEquals(1.0, Significance.chiSquareSurvival(0, 3), 0);
        double[] uniform = Significance.chiSquareUniform(new long[] {30, 30, 30});
        assertEquals(0, uniform[0], 1e-12);
        assertEquals(1, uniform[1], 1e-9);
        assertEquals(1.959963984540054, Significance.normalQuantile(0.975), 1e-9);
        assertEquals(-2.326347874040841, Significance.normalQuantile(0.01), 1e-9);
        assertEquals(0, Significance.normalQuantile(0.5), 1e-12);
        assertEquals(0.975, Significance.normalCdf(1.959963984540054), 1e-12);
        assertEquals(Math.log(120), Significance.lnGamma(6), 1e-12);
    }
}
