package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pz train --run DIR} on a run of a newer format version: exit 2, a message naming the file and version. */
class TrainRunFormatTest extends CliTestBase {

    @Test
    @DisplayName("issue 29: pz train refuses a run.properties or state.properties of a newer format version with exit 2, naming it")
    void newerFormatVersionIsRefused(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run").toAbsolutePath();
        Files.createDirectories(run);
        Files.writeString(run.resolve("run.properties"), "formatVersion=9\nspec=tictactoe\n");
        assertEquals(2, run("train", "--run", run.toString()), err);
        assertTrue(err.contains(run.resolve("run.properties") + ": format version 9 is not one this pz reads"), err);
        assertFalse(err.contains("Exception"), "no stack trace: " + err);

        Files.writeString(run.resolve("run.properties"), "spec=tictactoe\n"); // format 1, written before the version key
        Files.writeString(run.resolve("state.properties"), "formatVersion=3\niteration=1\nphase=selfplay\n");
        assertEquals(2, run("train", "--run", run.toString()), err);
        assertTrue(err.contains(run.resolve("state.properties") + ": format version 3 is not one this pz reads"), err);
    }
}
