package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's checkpoints as a learning curve reads them: games and hours per model, the hours less the time it was stopped. */
class RunCheckpointsTest {
    @Test
    @DisplayName("a checkpoint's hours are its wall seconds less its stopped seconds (SIGSTOP while a match played); a metrics.csv"
            + " from before the column counts wall seconds alone")
    void stoppedTimeIsNotTrainingTime(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("run.properties"), "formatVersion=2\nspec=tictactoe\n");
        Files.createDirectories(dir.resolve("models"));
        for (String m : new String[] {"model-0000.pzm", "model-0002.pzm", "model-0004.pzm"}) {
            Files.writeString(dir.resolve("models").resolve(m), "x");
        }
        Files.writeString(dir.resolve("metrics.csv"), "iteration,wall_seconds,games,stopped_seconds\n2,7200,128,3600\n4,10800,256,\n");
        RunCheckpoints run = RunCheckpoints.read(dir);
        assertEquals(3, run.checkpoints().size());
        assertEquals(1.0, run.checkpoints().get(1).hours(), 1e-9, "two hours of wall time, one of them stopped");
        assertEquals(128, run.checkpoints().get(1).games());
        assertEquals(3.0, run.checkpoints().get(2).hours(), 1e-9, "no stopped seconds written: wall time");
    }
}
