package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.models.ModelFile;
import pz.models.ModelMetadata;

/** {@code pz train --net v2}: a run of the version-2 network (issue 26). */
class TrainNetV2Test extends CliTestBase {
    /**
     * One iteration of four games on a 1x8 network. Four, not two: a game goes to the held-out records by its random id
     * (one in ten), and an iteration whose games all did trains nothing (1% of two-game iterations; the CI run of
     * 2508e9c met one in TrainBackendTest).
     */
    static final String[] TINY = {"--iterations", "1", "--games", "4", "--eval-games", "0", "--threads", "1",
        "--visits", "2", "--blocks", "1", "--channels", "8"};

    @Test
    @DisplayName("pz train cowboys:size=6 --net v2: its models are format-2 v2 networks for the spec, trained with an ownership "
            + "loss (metrics.csv), which pz match plays and --init-model continues")
    void v2Run(@TempDir Path dir) throws Exception {
        assertEquals(0, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v2", "--run", dir.resolve("a").toString()},
                TINY)), err);
        assertTrue(err.contains("network 1x8 v2"), err);
        Path model = dir.resolve("a/models/model-0001.pzm");
        try (ModelFile m = ModelFile.load(model)) {
            assertEquals(ModelMetadata.FORMAT_VERSION, m.metadata().formatVersion());
            assertEquals(2, m.metadata().config().version());
            assertEquals(1, m.metadata().config().blocks());
            assertTrue(m.metadata().config().v2().ownership(), "the default v2 network has the ownership head");
            assertTrue(m.metadata().playedSpecs().containsKey("cowboys:size=6"), m.metadata().playedSpecs().toString());
        }
        double ownership = Double.parseDouble(pz.training.MetricsCsv.read(dir.resolve("a/metrics.csv")).get(0).get("ownership_loss"));
        assertTrue(ownership > 0, "the self-play games' final owners train the ownership head: " + ownership);
        assertEquals(0, run("match", "mcts:visits=4,model=" + model, "random", "--spec", "cowboys:size=6", "--games", "2",
                "--no-records"), err);

        assertEquals(0, run("train", "cowboys:size=6", "--run", dir.resolve("b").toString(), "--init-model", model.toString(),
                "--iterations", "1", "--games", "2", "--eval-games", "0", "--threads", "1", "--visits", "2"), err);
        assertTrue(err.contains("network 1x8 v2"), "the warm start keeps the model's version: " + err);
        assertEquals(2, run("train", "cowboys:size=6", "--run", dir.resolve("c").toString(), "--init-model", model.toString(),
                "--net", "v1"));
        assertTrue(err.contains("--net v1 does not match the --init-model network (1x8 v2"), err);
        assertEquals(2, run("train", "cowboys:size=6", "--run", dir.resolve("d").toString(), "--init-model", model.toString(),
                "--ownership-weight", "0"));
        assertTrue(err.contains("--ownership-weight 0 does not match the --init-model network (1x8 v2, pooling every 3 blocks,"
                + " ownership weight 1.5)"), err);
    }

    @Test
    @DisplayName("the ablation's arms: pz train --net v2 --pool-every 0 --ownership-weight 0 trains a v2 network without pooling"
            + " blocks and without the ownership head, and its run keeps those settings")
    void ablationArms(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("a");
        assertEquals(0, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v2", "--run", run.toString(),
            "--pool-every", "0", "--ownership-weight", "0"}, TINY)), err);
        assertTrue(err.contains("network 1x8 v2 without pooling blocks without the ownership head"), err);
        try (ModelFile m = ModelFile.load(run.resolve("models/model-0001.pzm"))) {
            assertEquals(0, m.metadata().config().v2().poolEvery());
            assertFalse(m.metadata().config().v2().ownership(), "no ownership head");
        }
        String settings = Files.readString(run.resolve("run.properties"));
        assertTrue(settings.contains("poolEvery=0") && settings.contains("ownershipWeight=0.0"), settings);
        assertEquals(0, run("train", "--run", run.toString(), "--iterations", "2"), err);
        assertTrue(err.contains("without pooling blocks without the ownership head"), "a resume keeps the arm: " + err);

        assertEquals(2, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v1", "--run", dir.resolve("b").toString(),
            "--pool-every", "0"}, TINY)));
        assertTrue(err.contains("pooling and the ownership weight are options of a v2 network (--net v2)"), err);
        assertEquals(2, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v2", "--run", dir.resolve("c").toString(),
            "--ownership-weight", "-1"}, TINY)));
        assertTrue(err.contains("the ownership weight must be in 0..100, got -1.0"), err);
    }

    @Test
    @DisplayName("pz train --net v2 on a game without a convolutional policy layout (tic-tac-toe, pig) exits 2 naming the spec")
    void v2NeedsPolicyLayout(@TempDir Path dir) throws Exception {
        for (String spec : new String[] {"tictactoe", "pig"}) {
            assertEquals(2, run(concat(new String[] {"train", spec, "--net", "v2", "--run", dir.resolve(spec).toString()}, TINY)));
            assertTrue(err.contains(spec) && err.contains("convolutional policy layout"), err);
            assertFalse(Files.exists(dir.resolve(spec).resolve("run.properties")), "no run started");
        }
        assertEquals(2, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v3", "--run", dir.resolve("x").toString()}, TINY)));
        assertTrue(err.contains("net must be v1 or v2, got 'v3'"), err);
    }
}
