package pz.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainCommandTest extends CliTestBase {

    /** Trains a 1x8 network of {@code spec} for one iteration in {@code runDir}; returns its best model. */
    private Path tinyModel(Path runDir, String spec, String games, String evalGames, String visits) {
        assertEquals(0, run("train", spec, "--run", runDir.toString(), "--iterations", "1", "--games", games, "--eval-games",
                evalGames, "--threads", "1", "--visits", visits, "--blocks", "1", "--channels", "8"), err);
        return runDir.resolve("models/best.pzm");
    }

    @Test
    @DisplayName("a warm start trains only once its window holds --min-window positions (default 50000 with --init-model); until"
            + " then each iteration's model is its start; it fine-tunes at 0.3 times the learning rate unless --lr says; bad values are named errors")
    void warmStartWaitsForItsWindow(@TempDir Path dir) throws Exception {
        Path model = tinyModel(dir.resolve("a"), "tictactoe", "4", "2", "8");
        assertFalse(Files.readString(dir.resolve("a/run.properties")).contains("minWindow"), "a fresh run trains at once");
        assertEquals(0, run("train", "tictactoe", "--run", dir.resolve("b").toString(), "--init-model", model.toString(),
                "--iterations", "5", "--games", "4", "--eval-games", "2", "--threads", "1", "--visits", "8", "--min-window", "50"), err);
        assertTrue(err.contains("iter 1: no training yet: the window holds ") && err.contains(" of the 50 positions"), err);
        assertFalse(err.contains("iter 1 training") || err.contains("iter 1 evaluation"), "neither trained nor evaluated: " + err);
        assertTrue(err.contains("iter 5 training") && err.contains("iter 5 evaluation"), "trained once the window held 50: " + err);
        assertEquals(0, run("model", "show", dir.resolve("b/models/model-0000.pzm").toString()), err);
        String zero = out.lines().filter(l -> l.startsWith("training step:")).findFirst().orElseThrow();
        assertEquals(0, run("model", "show", dir.resolve("b/models/model-0001.pzm").toString()), err);
        assertTrue(out.contains(zero), "iteration 1's model is model 0, untrained (" + zero + "): " + out);
        assertEquals(0, run("train", "tictactoe", "--run", dir.resolve("c").toString(), "--init-model", model.toString(),
                "--iterations", "1", "--games", "4", "--eval-games", "0", "--threads", "1", "--visits", "8"), err);
        assertTrue(Files.readString(dir.resolve("c/run.properties")).contains("minWindow=50000"), "the warm start's default");
        assertTrue(Files.readString(dir.resolve("c/run.properties")).contains("learningRate=3.0E-4"), "a warm start fine-tunes");
        assertTrue(Files.readString(dir.resolve("a/run.properties")).contains("learningRate=0.001"), "a fresh run's rate");
        assertEquals(0, run("train", "tictactoe", "--run", dir.resolve("c2").toString(), "--init-model", model.toString(),
                "--iterations", "1", "--games", "4", "--eval-games", "0", "--threads", "1", "--visits", "8", "--window", "30000"), err);
        assertTrue(Files.readString(dir.resolve("c2/run.properties")).contains("minWindow=30000"), "capped by a smaller window");
        assertEquals(0, run("train", "tictactoe", "--run", dir.resolve("c3").toString(), "--init-model", model.toString(),
                "--iterations", "1", "--games", "4", "--eval-games", "0", "--threads", "1", "--visits", "8", "--lr", "0.002"), err);
        assertTrue(Files.readString(dir.resolve("c3/run.properties")).contains("learningRate=0.002"), "--lr is kept");
        assertTrue(Files.readString(dir.resolve("c3/run.properties")).contains("minWindow=50000"), "with the window's default");
        assertEquals(2, run("train", "tictactoe", "--run", dir.resolve("d").toString(), "--min-window", "300000"));
        assertTrue(err.contains("the minimum window must be in 0..the window (200000)"), err);
        assertEquals(2, run("train", "tictactoe", "--run", dir.resolve("e").toString(), "--min-window", "x"));
        assertTrue(err.contains("setting minWindow must be a number"), err);
    }

    @Test
    @DisplayName("a warm start of a v2 model into a mix whose first board is another size, or into one other board: the run's"
            + " models record the run's board, load for it, and training goes on (runs/cowboys-family3 stopped at iteration 2)")
    void warmStartFromAnotherBoard(@TempDir Path dir) throws Exception {
        assertEquals(0, run("train", "cowboys:size=7", "--net", "v2", "--run", dir.resolve("a").toString(), "--iterations", "1",
                "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2", "--blocks", "1", "--channels", "8"), err);
        Path model = dir.resolve("a/models/best.pzm");
        assertEquals(0, run("train", "cowboys", "--run", dir.resolve("b").toString(), "--init-model", model.toString(),
                "--mix", "cowboys:size=6;cowboys:size=7", "--iterations", "6", "--games", "2", "--eval-games", "0", "--threads", "1",
                "--visits", "2", "--min-window", "150"), err);
        // two games put about 50 positions in the window: the first iteration waits, a later one trains (game lengths vary)
        assertTrue(err.contains("iter 1: no training yet"), "the first iteration waits: " + err);
        assertTrue(err.contains("iter 6 training"), "then trains: " + err);
        for (String m : new String[] {"model-0001.pzm", "model-0006.pzm", "best.pzm"}) {
            try (pz.models.ModelFile f = pz.models.ModelFile.load(dir.resolve("b/models/" + m),
                    pz.engine.GameRegistry.parse("cowboys:size=6"))) {
                assertEquals("cowboys:size=6", f.metadata().gameSpec(), m);
                assertArrayEquals(new int[] {6, 6, 6}, f.metadata().shape().observationShape(), m);
            }
        }
        // one spec, another board: pz train cowboys:size=6 --init-model (a 7x7 model) fine-tunes it on 6x6
        assertEquals(0, run("train", "cowboys:size=6", "--run", dir.resolve("c").toString(), "--init-model", model.toString(),
                "--iterations", "2", "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2", "--min-window", "0"), err);
        assertTrue(err.contains("iter 2 training"), err);
        try (pz.models.ModelFile f = pz.models.ModelFile.load(dir.resolve("c/models/model-0002.pzm"),
                pz.engine.GameRegistry.parse("cowboys:size=6"))) {
            assertEquals("cowboys:size=6", f.metadata().gameSpec());
        }
        // seats the network does not have are refused by name, before anything is written, naming the mix that carries it
        assertEquals(2, run("train", "cowboys:players=4", "--run", dir.resolve("d").toString(), "--init-model", model.toString()));
        assertTrue(err.contains("plays cowboys:size=7 for 2 players; a run of cowboys:players=4 alone cannot carry it over to 4"
                + " seats; a mix of both player counts does (model 0 then plays both): --mix 'cowboys:players=4@3;cowboys:size=7'"), err);
        assertFalse(Files.exists(dir.resolve("d")));
        // and that mix does: model 0 is carried over to 4 seats and plays both specs
        assertEquals(0, run("train", "cowboys:players=4", "--run", dir.resolve("e").toString(), "--init-model", model.toString(),
                "--mix", "cowboys:players=4@3;cowboys:size=7", "--iterations", "1", "--games", "2", "--eval-games", "0",
                "--threads", "1", "--visits", "2", "--min-window", "0"), err);
        assertTrue(err.contains("model 0 carried over from 2 to 4 seats"), err);
    }

    @Test
    @DisplayName("pz train --init-model: a new run starts from the model (model 0 = the file, its size); bad uses are named errors")
    void initModel(@TempDir Path dir) throws Exception {
        Path model = tinyModel(dir.resolve("a"), "tictactoe", "4", "2", "8");
        assertEquals(0, run("train", "tictactoe", "--run", dir.resolve("b").toString(), "--init-model", model.toString(),
                "--iterations", "1", "--games", "4", "--eval-games", "2", "--threads", "1", "--visits", "8"), err);
        assertTrue(err.contains("model 0 of the new run: " + model), err);
        assertTrue(err.contains("network 1x8"), "the model's size, not the default 4x32: " + err);
        assertArrayEquals(Files.readAllBytes(model), Files.readAllBytes(dir.resolve("b/models/model-0000.pzm")));

        assertEquals(2, run("train", "tictactoe", "--run", dir.resolve("b").toString(), "--init-model", model.toString()));
        assertTrue(err.contains("already holds a run"), err);
        assertEquals(2, run("train", "tictactoe", "--run", dir.resolve("c").toString(), "--init-model", model.toString(),
                "--channels", "16"));
        assertTrue(err.contains("--channels 16 does not match the --init-model network (1x8)"), err);
        assertEquals(2, run("train", "pig", "--run", dir.resolve("d").toString(), "--init-model", model.toString()));
        assertTrue(err.contains("was made for game 'tictactoe'"), err);
        assertFalse(Files.exists(dir.resolve("c/run.properties")) || Files.exists(dir.resolve("d/run.properties")),
                "no run started by a refused command");
    }

    @Test
    @DisplayName("a resume keeps the run's --iterations cap unless it gives its own: iterations count in all, hours per invocation")
    void resumeKeepsIterationCap(@TempDir Path dir) {
        String run = dir.resolve("r").toString();
        assertEquals(0, run("train", "tictactoe", "--run", run, "--iterations", "1", "--games", "4", "--eval-games", "0",
                "--threads", "1", "--visits", "8", "--blocks", "1", "--channels", "8"), err);
        assertEquals(0, run("train", "--run", run, "--minutes", "1"), err);
        assertTrue(err.contains("stops after iteration 1"), err);
        assertTrue(out.contains("finished after 1 iteration,"), "no second iteration: " + out);
        assertEquals(0, run("train", "--run", run, "--iterations", "2"), err);
        assertTrue(out.contains("finished after 2 iterations,"), out);
    }

    @Test
    @DisplayName("a resume may change the learning rate and the window's settings: written to run.properties, said, and the"
            + " restored optimizer steps at the new rate; a setting fixed at the start, or a bad value, is refused with nothing changed")
    void resumeChangesTheSchedule(@TempDir Path dir) throws Exception {
        Path r = dir.resolve("r");
        tinyModel(r, "tictactoe", "4", "0", "8");
        Path props = r.resolve("run.properties");
        Path checkpoint = r.resolve("checkpoints/trainer.pzm");
        try (pz.models.ModelFile m = pz.models.ModelFile.load(checkpoint)) {
            assertEquals(0.001, m.metadata().optimizer().learningRate(), 1e-12, "a fresh run's rate");
        }
        String before = Files.readString(props);
        assertEquals(2, run("train", "--run", r.toString(), "--iterations", "2", "--visits", "4", "--lr", "0.0002"));
        assertTrue(err.contains("--visits is fixed when a run starts") && err.contains("a resume may change --reuse, --lr, --window, --min-window"),
                err);
        assertEquals(2, run("train", "tictactoe", "--run", r.toString(), "--iterations", "2", "--blocks", "2"));
        assertTrue(err.contains("setting 'blocks' is fixed when a run starts"), err);
        assertEquals(2, run("train", "--run", r.toString(), "--iterations", "2", "--lr", "-1"));
        assertTrue(err.contains("cannot change the settings of") && err.contains("learningRate"), err);
        assertEquals(before, Files.readString(props), "a refused change leaves the settings as they were");

        assertEquals(0, run("train", "--run", r.toString(), "--iterations", "2", "--lr", "0.0002", "--min-window", "10"), err);
        assertTrue(err.contains("changed from now on") && err.contains("learningRate 0.001 -> 0.0002")
                && err.contains("minWindow 0 -> 10"), err);
        String after = Files.readString(props);
        assertTrue(after.contains("learningRate=2.0E-4") && after.contains("minWindow=10"), after);
        try (pz.models.ModelFile m = pz.models.ModelFile.load(checkpoint)) {
            assertEquals(0.0002, m.metadata().optimizer().learningRate(), 1e-12, "the restored optimizer at the new rate");
            assertTrue(m.metadata().trainingStep() > 1, "its moments and steps kept: " + m.metadata().trainingStep());
        }
        assertEquals(0, run("train", "--run", r.toString(), "--iterations", "3", "--lr", "0.0002"), err);
        assertFalse(err.contains("changed from now on"), "the same value changes nothing: " + err);
    }

    @Test
    @DisplayName("pz train --init-model across Proteus variants: a standard model fine-tunes on a variant, and the run's models "
            + "record the variant's spec")
    void initModelProteusVariant(@TempDir Path dir) throws Exception {
        Path model = tinyModel(dir.resolve("a"), "proteus:maxturns=12", "2", "0", "2");
        assertEquals(0, run("train", "proteus:polarity,maxturns=12", "--run", dir.resolve("b").toString(), "--init-model",
                model.toString(), "--iterations", "1", "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2"), err);
        try (pz.models.ModelFile m = pz.models.ModelFile.load(dir.resolve("b/models/model-0001.pzm"))) {
            assertEquals("proteus:maxturns=12,polarity", m.metadata().gameSpec());
        }
    }

    @Test
    @DisplayName("pz train --heuristic W: the run's self-play mixes the game's heuristic into leaf values and its models remember W; "
            + "a game without a heuristic is refused")
    void heuristicRun(@TempDir Path dir) throws Exception {
        assertEquals(0, run("train", "proteus:maxturns=12", "--run", dir.resolve("h").toString(), "--heuristic", "0.5",
                "--iterations", "1", "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2", "--blocks", "1",
                "--channels", "8"), err);
        assertTrue(err.contains("heuristic weight 0.5"), err);
        for (String m : new String[] {"model-0000.pzm", "model-0001.pzm", "best.pzm"}) {
            try (pz.models.ModelFile f = pz.models.ModelFile.load(dir.resolve("h/models/" + m))) {
                assertEquals(0.5, f.metadata().recipe().leaves().heuristicWeight(), m);
            }
        }
        assertEquals(2, run("train", "kadon", "--run", dir.resolve("k").toString(), "--heuristic", "0.5", "--iterations", "1"));
        assertTrue(err.contains("kadon has none"), err);
    }

    @Test
    @DisplayName("issue 31, items 5, 6, 11: --hours with --minutes is refused; a refused resume leaves no run skeleton; "
            + "a resumed run's closing lines name its spec")
    void budgetsResumeAndClosingLines(@TempDir Path dir) throws Exception {
        assertEquals(2, run("train", "tictactoe", "--run", dir.resolve("both").toString(), "--minutes", "1", "--hours", "1"));
        assertTrue(err.contains("--hours or --minutes, not both"), err);
        assertFalse(Files.exists(dir.resolve("both")), "nothing made by a refused command");

        Path none = dir.resolve("none");
        assertEquals(2, run("train", "--run", none.toString(), "--iterations", "1"));
        assertTrue(err.contains("holds no run to resume"), err);
        assertFalse(Files.exists(none), "a refused resume leaves no run skeleton behind");
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertEquals(2, run("train", "--run", file.toString(), "--iterations", "1"));
        assertTrue(err.contains("is not a directory"), err);

        Path r = dir.resolve("r");
        assertEquals(0, run("train", "tictactoe", "--run", r.toString(), "--iterations", "1", "--games", "2", "--eval-games", "0",
                "--threads", "1", "--visits", "2", "--blocks", "1", "--channels", "8"), err);
        assertTrue(out.contains("finished after 1 iteration, "), out);
        assertEquals(0, run("train", "--run", r.toString(), "--iterations", "2"), err);
        assertTrue(out.contains("./pz play tictactoe --model "), "the run's spec, not a placeholder: " + out);
        assertFalse(out.contains("SPEC"), out);
    }
}
