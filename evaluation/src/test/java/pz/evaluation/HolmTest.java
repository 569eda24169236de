package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Holm-Bonferroni adjustment ({@link Significance#holm}) on worked examples whose answers are
 * published, chosen so that a wrong multiplier or a missing running maximum gives other numbers or
 * other decisions.
 */
class HolmTest {

    @Test
    @DisplayName("Wikipedia's four hypotheses: p = 0.01, 0.04, 0.03, 0.005 at 5% rejects H1 and H4 only")
    void wikipediaExample() {
        // Wikipedia, "Holm-Bonferroni method", section Example (also GeeksforGeeks, "Holm-Bonferroni
        // Method"): four hypotheses with unadjusted p 0.01, 0.04, 0.03, 0.005 at alpha = 0.05; H4 and H1
        // are rejected, H3 and H2 are not. Adjusted by the definition: sorted 0.005, 0.01, 0.03, 0.04
        // times 4, 3, 2, 1 is 0.02, 0.03, 0.06, 0.04; the running maximum lifts H2's 0.04 to 0.06.
        double[] adj = Significance.holm(new double[] {0.01, 0.04, 0.03, 0.005}, 4);
        assertArrayEquals(new double[] {0.03, 0.06, 0.06, 0.02}, adj, 1e-15);
        boolean[] rejected = new boolean[4];
        for (int i = 0; i < 4; i++) {
            rejected[i] = adj[i] < 0.05;
        }
        // without the running maximum H2 (0.04) would be rejected; with multiplier m - j instead of
        // m - j + 1, H3 (0.03) would be
        assertArrayEquals(new boolean[] {true, false, false, true}, rejected);
    }

    @Test
    @DisplayName("R p.adjust(c(0.01, 0.04, 0.20, 0.03, 0.005, 0.07), 'holm'): capped at 1, monotone, given order")
    void sixTests() {
        // The example of metricgate.com/docs/holm-bonferroni-correction (R's p.adjust, method "holm"):
        // sorted 0.005, 0.01, 0.03, 0.04, 0.07, 0.20 times 6..1 is 0.03, 0.05, 0.12, 0.12, 0.14, 0.20
        double[] p = {0.01, 0.04, 0.20, 0.03, 0.005, 0.07};
        assertArrayEquals(new double[] {0.05, 0.12, 0.20, 0.12, 0.03, 0.14}, Significance.holm(p, 6), 1e-15);
        assertArrayEquals(new double[] {1, 1}, Significance.holm(new double[] {0.6, 0.9}, 2), 0);
    }

    @Test
    @DisplayName("a larger family (tests not run yet) only raises the adjusted values, as p.adjust(p, n = m)")
    void largerFamily() {
        // p.adjust(c(0.01, 0.02), "holm", n = 4): multipliers 4 and 3, so 0.04 and 0.06
        assertArrayEquals(new double[] {0.04, 0.06}, Significance.holm(new double[] {0.01, 0.02}, 4), 1e-15);
        assertEquals(0.3, Significance.holm(new double[] {0.3}, 1)[0], 0, "a family of one is not adjusted");
        assertEquals(0, Significance.holm(new double[0], 3).length);
        assertThrows(IllegalArgumentException.class, () -> Significance.holm(new double[] {0.1, 0.2}, 1));
        assertThrows(IllegalArgumentException.class, () -> Significance.holm(new double[] {Double.NaN}, 1));
    }
}
