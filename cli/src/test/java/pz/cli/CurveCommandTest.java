package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CurveCommandTest extends CliTestBase {

    @Test
    @DisplayName("pz curve on a real two-checkpoint tic-tac-toe run: 4 games a match at equal time, the CSV and charts; the same "
            + "command again plays nothing and prints the same curve")
    void tinyRealRun(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        assertEquals(0, run("train", "tictactoe", "--run", run.toString(), "--iterations", "1", "--games", "2", "--eval-games", "0",
                "--threads", "1", "--visits", "2", "--blocks", "1", "--channels", "8"), err);
        String[] curve = {"curve", run.toString(), "--games", "4", "--time", "5", "--threads", "1", "--parallel", "2"};
        assertEquals(0, run(curve), err);
        assertTrue(err.contains("2 stages of 2 checkpoints (it-0000, it-0001)"), err);
        assertTrue(err.contains("against mcts:sample=8,time=5 at 5 ms a move"), "the fallback (mcts:visits=400) at equal time: " + err);
        List<String> csv = Files.readAllLines(run.resolve("curve/curve.csv"));
        assertEquals(3, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("1,0,0,0.0000,4,"), csv.get(1));
        assertTrue(csv.get(2).startsWith("2,1,2,"), "iteration 1 after its 2 self-play games: " + csv.get(2));
        assertEquals("0", csv.get(2).split(",", -1)[14], "the previous stage is iteration 0");
        assertEquals("4", csv.get(2).split(",", -1)[15], "4 games against it");
        for (String png : new String[] {"curve-score-games.png", "curve-score-hours.png", "curve-elo.png"}) {
            assertTrue(Files.size(run.resolve("curve").resolve(png)) > 1000, png);
        }
        assertTrue(out.contains("it-0001 (2 games, ") && out.contains("; vs it-0000 "), out);
        String first = out;

        assertEquals(0, run(curve), err);
        assertTrue(err.contains("resuming it-0000 vs opponent: 4 of 4 games already recorded"), err);
        assertTrue(err.contains("resuming it-0001 vs it-0000: 4 of 4 games already recorded"), err);
        assertEquals(first, out, "nothing played, the same curve");

        assertEquals(2, run("curve", run.toString(), "--games", "4", "--time", "6", "--threads", "1"));
        assertTrue(err.contains("with other settings") && err.contains("--out"), "another time for the same OUT: " + err);
        Path nn = dir.resolve("nn");
        assertEquals(0, run("curve", run.toString(), "--network-only", "--time", "0", "--games", "2", "--threads", "1", "--out",
                nn.toString()), err);
        assertTrue(err.contains("against mcts:sample=8,visits=400 at each agent's own budget"), err);
        assertTrue(Files.readString(nn.resolve("curve/curve.properties")).contains("heuristic\\=0,ptemp\\=1,rollouts\\=0,sample\\=8"),
                "the stages are searched by the network alone");
    }

    @Test
    @DisplayName("pz curve --spec on a mixed run: another spec of the mix plays its own curve in RUN_DIR/curve-SPEC against that"
            + " spec's fallback; a spec the run's models do not play is exit 2 naming the ones they do")
    void mixedRunSpec(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        assertEquals(0, run("train", "cowboys:size=6", "--net", "v2", "--mix", "cowboys:size=6;cowboys:size=7", "--run", run.toString(),
                "--iterations", "1", "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2", "--blocks", "1",
                "--channels", "8"), err);
        assertEquals(0, run("curve", run.toString(), "--spec", "cowboys:size=7", "--games", "2", "--time", "5", "--sample", "0",
                "--threads", "1", "--parallel", "2"), err);
        assertTrue(err.contains("(cowboys:size=7): 2 stages"), err);
        assertTrue(err.contains("against mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,time=5"), "Cowboys' fallback: " + err);
        assertTrue(Files.readString(run.resolve("curve-cowboys_size=7/curve/curve.properties")).contains("cowboys\\:size\\=7"));
        assertTrue(Files.notExists(run.resolve("curve")), "the run's own spec's curve is not touched");

        assertEquals(2, run("curve", run.toString(), "--spec", "cowboys:size=9"));
        assertTrue(err.contains("--spec cowboys:size=9: the models of " + run + " play cowboys:size=6, cowboys:size=7"), err);
        assertEquals(2, run("curve", run.toString(), "--spec", "cowboys:size=99"));
    }

    @Test
    @DisplayName("pz curve --overlay draws several finished curves' scores on one chart, against games or (--x hours) training"
            + " hours; a missing or damaged curve.csv, or another axis, exits 2 naming it")
    void overlay(@TempDir Path dir) throws Exception {
        String header = String.join(",", pz.evaluation.curve.CurveTable.COLUMNS) + "\n";
        String stage1 = "1,0,0,0.0000,40,2,0,38,0.0500,0.0138,0.1650,-511.5,,-350.2,,,,,,0.0,0.0,0.0\n";
        String stage2 = "2,50,3200,0.9158,40,30,0,10,0.7500,0.5980,0.8580,190.8,85.0,310.0,0,40,,407.0,,649.8,304.8,994.8\n";
        String unplayed = "3,90,6000,1.5000,0,0,0,0,,,,,,,50,0,,,,,,\n";
        Path a = Files.createDirectories(dir.resolve("a"));
        Files.writeString(a.resolve("curve.csv"), header + stage1 + stage2 + unplayed);
        Path run = Files.createDirectories(dir.resolve("run/curve"));
        Files.writeString(run.resolve("curve.csv"), header + stage1);
        Path png = dir.resolve("charts/all.png");
        assertEquals(0, run("curve", "--overlay", png.toString(), "8x8=" + a, dir.resolve("run").toString()), err);
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertTrue(img.getWidth() >= 600, "a chart: " + img.getWidth());
        assertEquals(3, pz.evaluation.curve.CurveTable.readScore("x", a.resolve("curve.csv")).x().length + 1,
                "the stage without games is left out");
        assertEquals(75.0, pz.evaluation.curve.CurveTable.readScore("x", a.resolve("curve.csv")).y()[1], 1e-9, "score in percent");
        assertEquals(0.9158, pz.evaluation.curve.CurveTable.readScore("x", a.resolve("curve.csv"), true).x()[1], 1e-9,
                "--x hours: the stage's training hours");
        Path hoursPng = dir.resolve("charts/hours.png");
        assertEquals(0, run("curve", "--overlay", hoursPng.toString(), "--x", "hours", "8x8=" + a), err);
        assertTrue(Files.size(hoursPng) > 1000, "a chart against hours");
        assertEquals(2, run("curve", "--overlay", hoursPng.toString(), "--x", "days", a.toString()));
        assertTrue(err.contains("--x days: the overlay's x axis is games or hours"), err);
        assertEquals(2, run("curve", a.toString(), "--x", "hours"));
        assertTrue(err.contains("--x sets --overlay's axis"), err);

        assertEquals(2, run("curve", "--overlay", png.toString(), dir.resolve("nope").toString()));
        assertTrue(err.contains("nope/curve/curve.csv: no such file"), err);
        Files.writeString(a.resolve("curve.csv"), header + "1,0,0,0.0000,40,2,0,38,zero,0.0138,0.1650,,,,,,,,,0.0,0.0,0.0\n");
        assertEquals(2, run("curve", "--overlay", png.toString(), a.toString()));
        assertTrue(err.contains("curve.csv line 2: not a number"), err);
        Files.writeString(a.resolve("curve.csv"), "iteration,score\n1,0.5\n");
        assertEquals(2, run("curve", "--overlay", png.toString(), a.toString()));
        assertTrue(err.contains("not a curve.csv of pz curve"), err);
        assertEquals(2, run("curve", "--overlay", dir.resolve("all.jpg").toString(), a.toString()));
        assertTrue(err.contains("must end in .png"), err);
    }

    @Test
    @DisplayName("bad input is exit 2 with a message naming it: no such run, no models, bad time or spec, a budget at equal time")
    void badInput(@TempDir Path dir) throws Exception {
        assertEquals(2, run("curve", dir.resolve("nope").toString()));
        assertTrue(err.contains("no such run directory"), err);
        assertEquals(2, run("curve", dir.toString()));
        assertTrue(err.contains("holds no pz train run (no run.properties)"), err);
        Path empty = dir.resolve("empty");
        Files.createDirectories(empty.resolve("models"));
        Files.writeString(empty.resolve("run.properties"), "spec=tictactoe\n");
        assertEquals(2, run("curve", empty.toString()));
        assertTrue(err.contains("holds no models"), err);
        Files.writeString(empty.resolve("models/model-0000.pzm"), "not a model");
        assertEquals(2, run("curve", empty.toString(), "--time", "soon"));
        assertTrue(err.contains("--time must be an integer"), err);
        assertEquals(2, run("curve", empty.toString(), "--time", "-5"));
        assertEquals(2, run("curve", empty.toString(), "--stages", "3", "--every", "2"));
        assertTrue(err.contains("--stages or --every, not both"), err);
        assertEquals(2, run("curve", empty.toString(), "--opponent", "mcts:visits=100"));
        assertTrue(err.contains("its own budget (visits=100)"), err);
        assertEquals(2, run("curve", empty.toString(), "--opponent", "gumbel:visits=100", "--time", "100"));
        assertTrue(err.contains("takes no time limit"), err);
        assertEquals(2, run("curve", empty.toString(), "--opponent", "chess-engine"));
        assertTrue(err.contains("unknown agent 'chess-engine'"), err);
        assertEquals(2, run("curve", empty.toString(), "--stage-options", "visits=5"));
        assertTrue(err.contains("--stage-options has a budget"), err);
        assertEquals(2, run("curve", empty.toString(), "--games", "4", "--threads", "1"));
        assertTrue(err.contains("model-0000.pzm"), "a damaged model is named: " + err);
    }
}
