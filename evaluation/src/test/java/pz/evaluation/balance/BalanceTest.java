package pz.evaluation.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Balance statistics, the verdict in words, the sequential rule and the written report. */
class BalanceTest {

    private static Tally tally(int w, int d, int l) {
        Tally t = new Tally("test", 2);
        for (int i = 0; i < w; i++) {
            t.add(new double[] {1, -1}, 10, 20);
        }
        for (int i = 0; i < d; i++) {
            t.add(new double[] {0, 0}, 12, 24);
        }
        for (int i = 0; i < l; i++) {
            t.add(new double[] {-1, 1}, 14, 28);
        }
        return t;
    }

    @Test
    @DisplayName("verdict: 580 of 1000 first-seat wins favours the first player, in words with ± and p")
    void favoursFirst() {
        SpecSummary s = SpecSummary.of(tally(580, 0, 420), 0.02, null);
        assertEquals(SpecSummary.Verdict.FAVOURS_FIRST, s.verdict());
        assertTrue(s.sentence().startsWith("first player wins 58.0% ± 3.1%: favours first player (p = "), s.sentence());
        assertEquals(Significance580.P, s.pValue(), 1e-13);
        assertEquals(56, s.firstElo().elo(), 1);
        assertEquals(1000, s.decisive());
        assertEquals(10, s.lengthQuantile(0.5));
    }

    /** binom.test(580, 1000)$p.value: twice the upper tail, sum over k >= 580 of C(1000, k) / 2^1000. */
    private static final class Significance580 {
        static final double P = 4.69710926326424e-7;
    }

    @Test
    @DisplayName("verdict: second seat favoured; balanced within ±2%; inconclusive in between")
    void otherVerdicts() {
        assertEquals(SpecSummary.Verdict.FAVOURS_SECOND, SpecSummary.of(tally(30, 10, 60), 0.02, null).verdict());
        SpecSummary balanced = SpecSummary.of(tally(2500, 5000, 2500), 0.02, null);
        assertEquals(SpecSummary.Verdict.BALANCED, balanced.verdict());
        assertTrue(balanced.sentence().contains("draws 50.0%") && balanced.sentence().endsWith("balanced within ±2% (p = 1.000, adjusted 1.000)"),
                balanced.sentence());
        assertEquals(1.0, balanced.pValue(), 1e-12);
        assertEquals(0.5, balanced.rate(balanced.decisive()), 1e-12);
        SpecSummary unsure = SpecSummary.of(tally(52, 0, 48), 0.02, null);
        assertEquals(SpecSummary.Verdict.INCONCLUSIVE, unsure.verdict());
        assertTrue(unsure.sentence().contains("no significant advantage"), unsure.sentence());
    }

    @Test
    @DisplayName("three seats: the chi-square test flags a seat that wins far more than its share")
    void multiplayer() {
        Tally t = new Tally("three", 3);
        for (int i = 0; i < 300; i++) {
            int winner = i % 6 < 4 ? 0 : i % 6 - 3; // seat 0 wins 4 of 6, seats 1 and 2 one each
            double[] r = {-1, -1, -1};
            r[winner] = 1;
            t.add(r, 5, 5);
        }
        SpecSummary s = SpecSummary.of(t, 0.02, null);
        assertEquals(SpecSummary.Verdict.UNEQUAL, s.verdict());
        assertTrue(s.pValue() < 1e-10);
        // chi-square (200 - 100)^2/100 + 2 (50 - 100)^2/100 = 150 with 2 df: p = exp(-75)
        assertEquals(Math.exp(-75), s.pValue(), 1e-12 * Math.exp(-75));
        assertTrue(s.sentence().startsWith("win shares: seat 0 66.7% [61.2, 71.8], seat 1 16.7% [12.9, 21.3], seat 2 16.7%"
                + " [12.9, 21.3] (fair share 33.3%): favours seat 0 (chi-square 150.00 with 2 df, p = 2.7e-33, adjusted 2.7e-33)"),
                s.sentence());
    }

    @Test
    @DisplayName("stopping rule: Bonferroni z for the looks; stops on a clear advantage or a narrow balanced interval, not before minGames or off a look")
    void stoppingRule() {
        StoppingRule r = new StoppingRule(100, 50, 1000, 0.02, 0.05);
        assertEquals(20, r.looks());
        assertEquals(3.0233, r.z(), 1e-3); // Phi^-1(1 - 0.05 / 40)
        assertNull(r.check(tally(45, 0, 5)), "below minGames");
        assertNotNull(r.check(tally(80, 0, 20)), "80% of 100: clear");
        assertNull(r.check(tally(81, 0, 20)), "101 games is not a look");
        assertNull(r.check(tally(55, 0, 45)), "55% of 100: go on");
        String balanced = r.check(tally(50, 850, 50));
        assertNotNull(balanced, "a draw-heavy, even record has a narrow interval around 50%");
        assertTrue(balanced.contains("within 50% ± 2.0%"), balanced);
    }

    @Test
    @DisplayName("balance run on tictactoe and pig: sequential stop, two specs side by side in Markdown and HTML with PNG charts")
    void runAndReport(@TempDir Path dir) throws Exception {
        StoppingRule rule = new StoppingRule(50, 50, 400, 0.02, 0.05);
        BalanceRun run = new BalanceRun("random").rule(rule).threads(2).parallel(4).seed(3);
        int[] updates = new int[1];
        run.onProgress((spec, f, max, t) -> updates[0]++);
        List<SpecSummary> specs = run.run(List.of("tictactoe", "pig:target=10"));
        SpecSummary ttt = specs.get(0);
        // random tic-tac-toe: X wins ~58.5%, O ~28.8%, draws ~12.7%: the first seat's advantage shows early
        assertEquals(SpecSummary.Verdict.FAVOURS_FIRST, ttt.verdict(), ttt.sentence());
        assertNotNull(ttt.stop(), "stopped before 400 games");
        assertTrue(ttt.games() < 400 && ttt.games() >= 50, "games " + ttt.games());
        assertEquals(ttt.games(), ttt.turns().length);
        assertTrue(ttt.lengthQuantile(0) >= 5 && ttt.lengthQuantile(1) <= 9, "tic-tac-toe lasts 5 to 9 turns");
        assertTrue(updates[0] >= ttt.games() + specs.get(1).games());
        String md = BalanceReport.write(dir.resolve("out"), new BalanceReport.Context("random", rule, 3, "test"), specs);
        for (String f : List.of("report.md", "report.html", "first-seat.png", "outcomes.png", "lengths-1.png", "lengths-2.png")) {
            assertTrue(Files.size(dir.resolve("out").resolve(f)) > 100, f);
        }
        assertEquals(900, ImageIO.read(dir.resolve("out/first-seat.png").toFile()).getWidth());
        assertEquals(520, ImageIO.read(dir.resolve("out/lengths-2.png").toFile()).getWidth(), "shown at its own size, two a line");
        try (var files = Files.list(dir.resolve("out"))) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporaries left");
        }
        assertTrue(md.contains("| spec | tictactoe | pig:target=10 |"), md);
        assertTrue(md.contains("tictactoe**: first player scores"), md);
        assertTrue(md.contains("favours first player"), md);
        String html = Files.readString(dir.resolve("out/report.html"));
        assertTrue(html.contains("<img src=\"lengths-2.png\"") && html.contains("<th>pig:target=10</th>"), html);
    }

    @Test
    @DisplayName("charts of 2, 3 and 0-game specs: a first-seat result per spec at its scale, seats a spec lacks left out, nothing thrown")
    void chartsOfMixedSpecs(@TempDir Path dir) throws Exception {
        Tally three = new Tally("three", 3);
        for (int g = 0; g < 30; g++) {
            three.add(g % 3 == 0 ? new double[] {1, 0, 0} : new double[] {0, 1, 0}, 20 + g, 40);
        }
        List<SpecSummary> specs = List.of(SpecSummary.of(tally(60, 10, 30), 0.02, null), SpecSummary.of(three, 0.02, null),
                SpecSummary.of(new Tally("none", 2), 0.02, null));
        var charts = BalanceReport.charts(specs);
        assertEquals(5, charts.size(), "first seat, outcomes, one length chart per spec");
        assertEquals(List.of("first seat: no finite estimate in 1 of 3 rows"), charts.get(0).notes(), "the 0-game spec has no dot");
        assertEquals(List.of("seat 0: no finite estimate in 1 of 3 rows", "seat 1: no finite estimate in 1 of 3 rows",
                "seat 2: no finite estimate in 2 of 3 rows", "draws: no finite estimate in 1 of 3 rows"), charts.get(1).notes(),
                "no rate for a spec without games, none for a seat a spec lacks");
        assertTrue(charts.get(2).hasData() && charts.get(3).hasData());
        assertFalse(charts.get(4).hasData(), "no games, no lengths");
        BalanceReport.write(dir, new BalanceReport.Context("random", new StoppingRule(50, 50, 400, 0.02, 0.05), 1, "test"), specs);
        for (String f : List.of("first-seat.png", "outcomes.png", "lengths-1.png", "lengths-2.png", "lengths-3.png")) {
            assertNotNull(ImageIO.read(dir.resolve(f).toFile()), f);
        }
    }

    @Test
    @DisplayName("a deterministic agent repeats one game: the verdict warns and names sample=N; varied games carry no warning")
    void repeatedGamesAreFlagged() {
        Tally same = new Tally("tictactoe", 2);
        Tally varied = new Tally("tictactoe", 2);
        for (int g = 0; g < 20; g++) {
            same.add(new double[] {1, -1}, 5, new int[] {4, 0, 8, 2, 6});
            varied.add(new double[] {1, -1}, 5, new int[] {4, 0, 8, 2, g % 9});
        }
        SpecSummary s = SpecSummary.of(same, 0.02, null);
        assertEquals(1, s.distinct());
        assertTrue(s.repetitive());
        assertTrue(s.sentence().contains("Warning: only 1 of 20 games differ") && s.sentence().contains("sample=8"), s.sentence());
        SpecSummary v = SpecSummary.of(varied, 0.02, null);
        assertEquals(9, v.distinct());
        assertTrue(v.repetitive(), "9 of 20 is fewer than half");
        for (int g = 0; g < 20; g++) {
            varied.add(new double[] {-1, 1}, 6, new int[] {g, 1, 2, 3, 5, 7});
        }
        assertFalse(SpecSummary.of(varied, 0.02, null).repetitive());
        assertFalse(SpecSummary.of(varied, 0.02, null).sentence().contains("Warning"));
    }

    @Test
    @DisplayName("games that all differ but open in few ways (their setup and first ten steps of play) are flagged, in the sentence"
            + " and the atlas cell")
    void fewOpeningsAreFlagged() {
        Tally few = new Tally("proteus", 2);
        Tally many = new Tally("proteus", 2);
        Tally setup = new Tally("proteus:wallstreet=open", 2, 3); // an opening is 3 steps of setup and 10 of play
        for (int g = 0; g < 40; g++) {
            int[] a = new int[14];
            for (int i = 0; i < 10; i++) {
                a[i] = i + 10 * (g % 3); // three openings
            }
            a[12] = g; // every game differs after them
            few.add(new double[] {g % 2 == 0 ? 1 : -1, g % 2 == 0 ? -1 : 1}, 7, a);
            setup.add(new double[] {g % 2 == 0 ? 1 : -1, g % 2 == 0 ? -1 : 1}, 7, a);
            int[] b = a.clone();
            b[9] = 100 + g; // forty openings
            many.add(new double[] {1, -1}, 7, b);
        }
        SpecSummary s = SpecSummary.of(few, 0.02, null);
        assertEquals(40, s.distinct());
        assertEquals(3, s.openings());
        assertFalse(s.repetitive());
        assertTrue(s.fewOpenings(), "3 openings in 40 games");
        assertTrue(s.sentence().contains("Warning: the 40 games open in only 3 ways (their first 10 steps after any setup)"), s.sentence());
        assertEquals(40, SpecSummary.of(setup, 0.02, null).openings(),
                "after 3 setup steps, the ten steps of play reach step 12, where every game differs");
        assertFalse(SpecSummary.of(setup, 0.02, null).fewOpenings());
        assertEquals(32, pz.engine.GameRegistry.parse("proteus:polarity,wallstreet=open").setupSteps());
        assertEquals(32, pz.engine.GameRegistry.parse("proteus:wallstreet=secret").setupSteps());
        assertEquals(0, pz.engine.GameRegistry.parse("proteus:tradeoff").setupSteps());
        SpecSummary m = SpecSummary.of(many, 0.02, null);
        assertEquals(40, m.openings());
        assertFalse(m.fewOpenings());
        assertFalse(m.sentence().contains("Warning"), m.sentence());
        Tally noActions = new Tally("tictactoe", 2);
        for (int g = 0; g < 40; g++) {
            noActions.add(new double[] {1, -1}, 5, 9);
        }
        assertFalse(SpecSummary.of(noActions, 0.02, null).fewOpenings(), "a tally without actions has nothing to say about openings");
    }

    @Test
    @DisplayName("agent option sample=N: the first N turns are sampled (temperature 1), then the best move")
    void sampleOption() {
        pz.engine.Game ttt = pz.engine.GameRegistry.parse("tictactoe");
        try (pz.mcts.agent.AgentFactory f = pz.mcts.agent.AgentSpec.parse("mcts:visits=50,sample=4").factory(ttt);
             pz.mcts.agent.AgentFactory g = pz.mcts.agent.AgentSpec.parse("mcts:visits=50").factory(ttt)) {
            assertEquals(4, f.config().noise().temperatureTurns());
            assertEquals(1.0, f.config().noise().temperature());
            assertEquals(0.0, g.config().noise().temperature(), "no sampling without the option");
        }
    }
}
