package pz.evaluation.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.evaluation.Significance;

/**
 * A report's specs as one family of tests: Holm-Bonferroni adjusted p-values next to the raw ones,
 * verdicts on the adjusted value at 5%, the family named in words, partial runs, and the three- and
 * four-seat chi-square verdict that names the favoured seat only when the adjusted p says so.
 */
class BalanceFamilyTest {

    private static Tally two(String spec, int w, int d, int l) {
        Tally t = new Tally(spec, 2);
        for (int i = 0; i < w + d + l; i++) {
            t.add(i < w ? new double[] {1, -1} : i < w + d ? new double[] {0, 0} : new double[] {-1, 1}, 10, 20);
        }
        return t;
    }

    /** A tally of {@code wins[s]} outright wins of each seat s. */
    private static Tally seats(String spec, int... wins) {
        Tally t = new Tally(spec, wins.length);
        for (int s = 0; s < wins.length; s++) {
            for (int i = 0; i < wins[s]; i++) {
                double[] r = new double[wins.length];
                r[s] = 1;
                t.add(r, 30, 30);
            }
        }
        return t;
    }

    @Test
    @DisplayName("8 specs: a raw p of 0.035 favours the first seat alone, not in a family of 8; raw p-values unchanged")
    void familyOfEight() {
        SpecSummary alone = SpecSummary.of(two("weak", 61, 0, 39), 0.02, null);
        double raw = Significance.binomialTwoSided(61, 100); // R: binom.test(61, 100), p-value = 0.0352
        assertEquals(0.0352, raw, 1e-4);
        assertEquals(SpecSummary.Verdict.FAVOURS_FIRST, alone.verdict(), "a family of one is not adjusted");
        assertEquals(raw, alone.adjustedP(), 0);
        List<SpecSummary> specs = new ArrayList<>(List.of(alone, SpecSummary.of(two("strong", 580, 0, 420), 0.02, null)));
        for (int i = 0; i < 6; i++) {
            specs.add(SpecSummary.of(two("even" + i, 50, 0, 50), 0.02, null));
        }
        List<SpecSummary> adjusted = SpecSummary.holm(specs, 8);
        SpecSummary weak = adjusted.get(0);
        SpecSummary strong = adjusted.get(1);
        assertEquals(raw, weak.pValue(), 0, "the raw p-value stays");
        assertEquals(7 * raw, weak.adjustedP(), 1e-15, "second smallest of 8: times 7");
        assertEquals(8 * specs.get(1).pValue(), strong.adjustedP(), 1e-18, "smallest of 8: times 8");
        assertEquals(SpecSummary.Verdict.INCONCLUSIVE, weak.verdict());
        assertEquals(SpecSummary.Verdict.FAVOURS_FIRST, strong.verdict());
        assertTrue(weak.sentence().contains("no significant advantage (p = 0.035, adjusted 0.246)"), weak.sentence());
        assertEquals("Holm-Bonferroni over the 8 specs of this report", BalanceReport.correction(adjusted));
        String md = BalanceReport.markdown(new BalanceReport.Context("random", StoppingRule.standard(100), 1, "now"), adjusted);
        assertTrue(md.contains("| p (equal chances) | 0.035 | 4.7e-07 | 1.000 |"), md);
        assertTrue(md.contains("| p adjusted (Holm-Bonferroni) | 0.246 | 3.8e-06 | 1.000 |"), md);
        assertTrue(md.contains("Adjusted p-values: Holm-Bonferroni over the 8 specs of this report."), md);
        assertTrue(md.contains("when the adjusted p-value is below 5%"), md);
        assertTrue(BalanceReport.text(adjusted).endsWith("adjusted p-values: Holm-Bonferroni over the 8 specs of this report"
                + System.lineSeparator()), BalanceReport.text(adjusted));
        String html = BalanceReport.html(new BalanceReport.Context("random", StoppingRule.standard(100), 1, "now"), adjusted);
        assertTrue(html.contains("<td>p adjusted (Holm-Bonferroni)</td><td>0.246</td>"), html);
    }

    @Test
    @DisplayName("the verdict follows the binomial p-value: 40 wins, 10 draws, 60 losses (p = 0.057) is not 'favours second'")
    void verdictFollowsTheTest() {
        // the first seat's score 40.9% has a 95% normal interval [32.2%, 49.7%] that excludes 50%, which
        // was enough before; the test of 40 wins in 100 decisive games (R: binom.test(40, 100), p = 0.05689) is not
        SpecSummary s = SpecSummary.of(two("t", 40, 10, 60), 0.02, null);
        assertTrue(s.firstHigh() < 0.5);
        assertEquals(0.05689, s.pValue(), 1e-5);
        assertEquals(SpecSummary.Verdict.INCONCLUSIVE, s.verdict());
    }

    @Test
    @DisplayName("an interrupted run corrects over every spec it was asked for, the missing ones counted as p = 1")
    void partialRun() {
        List<SpecSummary> played = List.of(SpecSummary.of(two("a", 61, 0, 39), 0.02, null), SpecSummary.of(two("b", 50, 0, 50), 0.02, null));
        List<SpecSummary> adjusted = SpecSummary.holm(played, 3);
        assertEquals(3 * played.get(0).pValue(), adjusted.get(0).adjustedP(), 1e-15);
        assertEquals(3, adjusted.get(1).family());
        assertEquals("Holm-Bonferroni over the 3 specs of this run (1 not played yet, counted as p = 1)", BalanceReport.correction(adjusted));
        assertEquals("one spec, so no correction (adjusted = raw)", BalanceReport.correction(List.of(played.get(0))));
    }

    @Test
    @DisplayName("three seats: chi-square 6 with 2 df is p = exp(-3) = 0.0498: favours seat 0 alone, no seat in a family of 2")
    void threeSeats() {
        // wins 120, 90, 90 of 300: (20^2 + 10^2 + 10^2) / 100 = 6; the chi-square survival with 2 df is exp(-x/2)
        SpecSummary alone = SpecSummary.of(seats("three", 120, 90, 90), 0.02, null);
        assertEquals(6.0, alone.chiSquare(), 1e-12);
        assertEquals(Math.exp(-3), alone.pValue(), 1e-12);
        assertEquals("favours seat 0", alone.verdictWords());
        assertTrue(alone.sentence().startsWith("win shares: seat 0 40.0% [34.6, 45.6], seat 1 30.0% [25.1, 35.4], seat 2 30.0%"
                + " [25.1, 35.4] (fair share 33.3%): favours seat 0 (chi-square 6.00 with 2 df, p = 0.050, adjusted 0.050)"),
                alone.sentence());
        List<SpecSummary> family = SpecSummary.holm(List.of(alone, SpecSummary.of(two("even", 50, 0, 50), 0.02, null)), 2);
        SpecSummary three = family.get(0);
        assertEquals(2 * Math.exp(-3), three.adjustedP(), 1e-12);
        assertEquals(SpecSummary.Verdict.INCONCLUSIVE, three.verdict());
        assertEquals("no seat shown to be favoured", three.verdictWords());
        assertTrue(three.sentence().contains(": no seat shown to be favoured (chi-square 6.00 with 2 df, p = 0.050, adjusted 0.100)"),
                three.sentence());
        List<List<String>> table = BalanceReport.table(family);
        assertTrue(table.contains(List.of("chi-square (df)", "6.00 (2)", "")), table.toString());
        assertTrue(table.contains(List.of("seat 0 win", "40.0% [34.6, 45.6]", "50.0% [40.4, 59.6]")), table.toString());
        assertTrue(table.contains(List.of("verdict", "no seat shown to be favoured", "inconclusive")), table.toString());
    }

    @Test
    @DisplayName("four seats, two sharing the highest share: both are named; an even spread is no seat favoured")
    void fourSeats() {
        // (40^2 + 40^2 + 40^2 + 40^2) / 80 = 80 with 3 df: p far below 5%
        SpecSummary tied = SpecSummary.of(seats("four", 120, 120, 40, 40), 0.02, null);
        assertEquals(80.0, tied.chiSquare(), 1e-12);
        assertEquals("favours seats 0 and 1 (tied)", tied.verdictWords());
        SpecSummary even = SpecSummary.of(seats("four", 51, 49, 50, 50), 0.02, null);
        assertEquals("no seat shown to be favoured", even.verdictWords());
        assertTrue(even.sentence().contains("chi-square 0.04 with 3 df"), even.sentence());
    }
}
