package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pz match (SPRT, records), pz ratings, pz balance and pz equilibrium on small games. */
class EvaluationCommandsTest extends CliTestBase {
    @Test
    @DisplayName("pz match --sprt stops with the LLR shown and writes records that pz ratings reads")
    void matchSprtRecordsAndRatings(@TempDir Path dir) {
        Path rec = dir.resolve("rec");
        assertEquals(0, run("match", "alphabeta:depth=9", "random", "--spec", "tictactoe", "--games", "400", "--sprt", "0,100",
                "--threads", "2", "--parallel", "4", "--records", rec.toString()), err);
        assertTrue(out.contains("alphabeta:depth=9 vs random on tictactoe:"), out);
        assertTrue(out.contains("SPRT [+0, +100] alpha=beta=0.05: LLR ") && out.contains("H1 accepted"), out);
        int games = Integer.parseInt(out.replaceAll("(?s).*on tictactoe: (\\d+) games.*", "$1"));
        assertTrue(games < 400, "stopped early: " + out);
        assertTrue(out.contains("records: " + games + " games in " + rec), out);
        assertEquals(0, run("match", "random", "random", "--spec", "tictactoe", "--games", "20", "--records", rec.toString()), err);
        assertEquals(0, run("ratings", rec.toString()), err);
        assertTrue(out.contains("tictactoe: " + (games + 20) + " games; first-seat advantage"), out);
        assertTrue(out.indexOf("alphabeta:depth=9") < out.indexOf("random  "), "the stronger agent first: " + out);
    }

    @Test
    @DisplayName("pz ratings --plot draws every agent of one spec, named by --label; a label matching no or several agents, "
            + "or several specs without --spec, is a usage error")
    void ratingsPlot(@TempDir Path dir) throws Exception {
        Path rec = dir.resolve("rec");
        assertEquals(0, run("match", "mcts:visits=50,sample=9", "random", "--spec", "tictactoe", "--games", "20", "--records",
                rec.toString()), err);
        assertTrue(out.contains("cost of A's moves: ") && out.contains("simulations a searched move"), "the equal-time audit: " + out);
        assertTrue(out.contains("cost of B's moves: ") && out.contains("no tree search"), out);
        assertEquals(0, run("match", "mcts:visits=5,sample=9", "random", "--spec", "tictactoe", "--games", "20", "--records",
                rec.toString()), err);
        Path png = dir.resolve("plots/elo.png");
        assertEquals(0, run("ratings", rec.toString(), "--plot", png.toString(), "--label", "visits=50=strong"), err);
        assertTrue(out.contains("plot: " + png), out);
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertTrue(img != null && img.getWidth() > 100, "a PNG was written");
        java.util.Map<String, String> names = RatingsCommand.labels(new String[] {"visits=50=strong"},
                pz.evaluation.Ratings.fit(java.util.List.of(rec), null).tables().get(0));
        assertEquals("strong", names.get("mcts:sample=9,visits=50"), names.toString());
        assertEquals("random", names.get("random"), "unlabelled agents keep their spec");
        assertEquals(2, run("ratings", rec.toString(), "--plot", png.toString(), "--label", "sample=9=x"));
        assertTrue(err.contains("'sample=9' is in 2 agents' specs"), err);
        assertEquals(2, run("ratings", rec.toString(), "--plot", png.toString(), "--label", "nothing=x"));
        assertTrue(err.contains("'nothing' is in no agent's spec"), err);
        assertEquals(2, run("ratings", rec.toString(), "--plot", png.toString(), "--label", "random"));
        assertTrue(err.contains("--label needs TEXT=NAME"), err);
        assertEquals(0, run("match", "random", "random", "--spec", "pig", "--games", "4", "--records", rec.toString()), err);
        assertEquals(2, run("ratings", rec.toString(), "--plot", png.toString()));
        assertTrue(err.contains("choose one with --spec"), err);
        assertEquals(0, run("ratings", rec.toString(), "--plot", png.toString(), "--spec", "pig"), err);
    }

    @Test
    @DisplayName("pz match warns when most games repeat (deterministic agents), and not when they differ")
    void matchWarnsOnRepeatedGames() {
        // one visit: the first child by prior, the same every game
        assertEquals(0, run("match", "mcts:visits=1", "mcts:visits=1", "--spec", "tictactoe", "--games", "20", "--no-records"), err);
        assertTrue(err.contains("warning: only ") && err.contains(" of 20 games differ"), err);
        assertEquals(0, run("match", "mcts:visits=50,sample=9", "random", "--spec", "tictactoe", "--games", "20", "--no-records"), err);
        assertTrue(!err.contains("warning: only"), err);
        assertEquals(null, MatchCommand.repeatWarning(5, 9), "fewer than 10 games: no warning");
        assertEquals(null, MatchCommand.repeatWarning(10, 20), "half distinct: no warning");
        assertTrue(MatchCommand.repeatWarning(9, 20).startsWith("warning: only 9 of 20 games differ"));
    }

    @Test
    @DisplayName("pz match --both-ways with 3 players: a second match with B alone (records in DIR/reversed), A's result over "
            + "both with the reversed wins and losses swapped; a rerun plays nothing; refused with 2 players and with --sprt")
    void matchBothWays(@TempDir Path dir) {
        Path rec = dir.resolve("rec");
        String[] cmd = {"match", "random", "uct:rollouts=2", "--spec", "amazons:players=3", "--games", "3", "--both-ways",
            "--threads", "1", "--parallel", "1", "--records", rec.toString()};
        assertEquals(0, run(cmd), err);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(random|uct:rollouts=2) vs (?:random|uct:rollouts=2) on "
                + "amazons:players=3: (\\d+) games \\+(\\d+) =(\\d+) -(\\d+)").matcher(out);
        int[][] lines = new int[3][];
        for (int i = 0; i < 3; i++) {
            assertTrue(m.find(), "three result lines (A alone, B alone, both ways): " + out);
            lines[i] = new int[] {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)),
                Integer.parseInt(m.group(5))};
            assertEquals(i == 1 ? "uct:rollouts=2" : "random", m.group(1), out);
        }
        assertTrue(out.contains("reversed: B alone against copies of A") && out.contains("both ways, random vs"), out);
        assertEquals(6, lines[2][0]);
        assertEquals(lines[0][1] + lines[1][3], lines[2][1], "A's wins: its own and B's losses: " + out);
        assertEquals(lines[0][2] + lines[1][2], lines[2][2], "draws");
        assertEquals(lines[0][3] + lines[1][1], lines[2][3], "A's losses: its own and B's wins: " + out);
        assertTrue(Files.isDirectory(rec.resolve("reversed")), "the reversed match's records");
        assertEquals(0, run(cmd), err);
        assertTrue(err.contains("resuming: 3 of 3 games already recorded in " + rec.resolve("reversed")), err);
        assertTrue(out.contains("both ways, random vs uct:rollouts=2 on amazons:players=3: 6 games"), out);
        assertEquals(2, run("match", "random", "random", "--spec", "tictactoe", "--both-ways", "--no-records"));
        assertTrue(err.contains("--both-ways is for 3 or more players"), err);
        assertEquals(2, run("match", "random", "random", "--spec", "amazons:players=3", "--both-ways", "--sprt", "0,50",
                "--no-records"));
        assertTrue(err.contains("give one of them"), err);
    }

    @Test
    @DisplayName("bad --sprt values and missing directories are usage errors (exit 2)")
    void badArguments(@TempDir Path dir) {
        assertEquals(2, run("match", "random", "random", "--spec", "tictactoe", "--sprt", "50,0", "--no-records"));
        assertTrue(err.contains("--sprt needs ELO0 < ELO1"), err);
        assertEquals(2, run("match", "random", "random", "--spec", "tictactoe", "--sprt", "x", "--no-records"));
        assertEquals(2, run("ratings", dir.resolve("missing").toString()));
        assertTrue(err.contains("not a directory"), err);
        assertEquals(2, run("balance", "tictactoe", "--agent", "bogus", "--out", dir.toString()));
        assertTrue(err.contains("unknown agent 'bogus'"), err);
        assertEquals(2, run("equilibrium", "tictactoe", "--candidates", "2"));
        assertTrue(err.contains("setup"), err);
    }

    @Test
    @DisplayName("pz balance: two specs, one report with the verdicts in words")
    void balance(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("report");
        assertEquals(0, run("balance", "tictactoe", "amazons:size=6", "--agent", "random", "--games", "200", "--min-games", "50",
                "--threads", "2", "--out", report.toString(), "--records", dir.resolve("rec").toString()), err);
        assertTrue(out.contains("tictactoe: ") && out.contains("favours first player"), out);
        assertTrue(out.contains("amazons:size=6: "), out);
        String md = Files.readString(report.resolve("report.md"));
        assertTrue(md.contains("| spec | tictactoe | amazons:size=6 |"), md);
        assertTrue(Files.exists(report.resolve("lengths-2.png")) && Files.exists(report.resolve("report.html")));
        assertTrue(Files.list(dir.resolve("rec")).anyMatch(p -> p.getFileName().toString().startsWith("chunk-")));
    }

    @Test
    @DisplayName("pz equilibrium on Proteus Wall Street (secret setup): value and optimal mixed setups")
    void equilibrium() {
        assertEquals(0, run("equilibrium", "proteus:maxturns=4,wallstreet=secret", "--candidates", "3", "--games", "1",
                "--threads", "1"), err);
        assertTrue(out.contains("setup equilibrium over 3 x 3 sampled candidate setups"), out);
        assertTrue(out.contains("value: the first seat scores"), out);
        assertTrue(out.contains("optimal mixed setup, second seat"), out);
    }

    @Test
    @DisplayName("the evaluation commands have help")
    void help() {
        for (String c : new String[] {"match", "ratings", "balance", "equilibrium"}) {
            assertEquals(0, run(c, "--help"), c);
            assertTrue(out.contains("usage: pz " + c), out);
        }
    }

    @Test
    @DisplayName("pz regret: one line per agent; the oracle's own search has regret 0; games it cannot judge and bad agents are usage errors")
    void regret() {
        assertEquals(0, run("regret", "alphabeta:depth=2", "random", "--spec", "amazons:size=6", "--positions", "8", "--oracle-depth", "2"), err);
        assertTrue(out.contains("alphabeta:depth=2: mean regret 0.000 +- 0.000 over 8 positions; best move 8 (100.0%)"), out);
        assertTrue(out.contains("random: mean regret "), out);
        assertEquals(2, run("regret", "random", "--spec", "kadon"));
        assertTrue(err.contains("kadon is not one"), err);
        assertEquals(2, run("regret", "bogus", "--spec", "amazons:size=6"));
        assertTrue(err.contains("unknown agent 'bogus'"), err);
        assertEquals(2, run("regret", "random", "--spec", "amazons:size=6", "--oracle-depth", "9"));
    }
}
