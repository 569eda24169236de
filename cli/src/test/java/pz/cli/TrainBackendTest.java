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
import pz.models.NetBackend;

/** {@code pz train --backend samediff}: a run on the SameDiff definition of the network, whose models every command plays. */
class TrainBackendTest extends CliTestBase {
    /** One iteration of four self-play games on a 1x8 network. */
    private static final String[] TINY = TrainNetV2Test.TINY;

    @Test
    @DisplayName("pz train cowboys:size=6 --net v2 --backend samediff trains; its models record the backend and pz match plays them "
            + "(on samediff, and on the fast backend with -Dpz.nn.backend=fast); --init-model with --backend rewrites the backend")
    void samediffRun(@TempDir Path dir) throws Exception {
        assertEquals(0, run(concat(new String[] {"train", "cowboys:size=6", "--net", "v2", "--backend", "samediff",
            "--run", dir.resolve("a").toString()}, TINY)), err);
        assertTrue(err.contains("untrained, on the samediff backend"), err);
        Path model = dir.resolve("a/models/model-0001.pzm");
        try (ModelFile m = ModelFile.load(model)) {
            assertEquals(NetBackend.SAMEDIFF, m.metadata().config().backend());
            assertTrue(m.metadata().trainingStep() > 0, "trained: " + m.metadata().trainingStep());
        }
        assertEquals(0, run("model", "show", model.toString()), err);
        assertTrue(out.contains("1 blocks x 8 channels, version 2, on the samediff backend"), out);
        assertEquals(0, run("match", "mcts:visits=4,model=" + model, "random", "--spec", "cowboys:size=6", "--games", "2",
                "--no-records"), err);
        System.setProperty(NetBackend.PROPERTY, "fast");
        try {
            try (ModelFile m = ModelFile.load(model)) { // the loader pz match's agents go through
                assertEquals(NetBackend.FAST, m.metadata().config().backend(), "the property overrides the stored backend");
            }
            assertEquals(0, run("match", "mcts:visits=4,model=" + model, "random", "--spec", "cowboys:size=6", "--games", "2",
                    "--no-records"), err);
        } finally {
            System.clearProperty(NetBackend.PROPERTY);
        }
        assertEquals(0, run(concat(new String[] {"train", "cowboys:size=6", "--run", dir.resolve("b").toString(), "--init-model",
            model.toString(), "--backend", "fast"}, TINY)), err);
        try (ModelFile m = ModelFile.load(dir.resolve("b/models/model-0000.pzm"))) {
            assertEquals(NetBackend.FAST, m.metadata().config().backend(), "the warm start's backend is the one asked for");
        }
    }

    @Test
    @DisplayName("pz train --backend: an unknown backend, or a resume, exits 2 with a message naming the option; nothing is made")
    void badBackend(@TempDir Path dir) throws Exception {
        assertEquals(2, run(concat(new String[] {"train", "tictactoe", "--backend", "gpu", "--run", dir.resolve("x").toString()}, TINY)));
        assertTrue(err.contains("--backend") && err.contains("'gpu'") && err.contains("samediff"), err);
        assertFalse(Files.exists(dir.resolve("x")), "no run started");
        assertEquals(2, run("train", "--run", dir.resolve("x").toString(), "--backend", "samediff"));
        assertTrue(err.contains("--backend starts a new run"), err);
    }
}
