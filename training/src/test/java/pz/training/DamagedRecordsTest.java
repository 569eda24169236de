package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.data.RecordSchema;

/** A damaged record file in a run: the training window leaves it out, the log names it, the run goes on. */
class DamagedRecordsTest {
    private static TrainConfig config(int iterations) {
        Properties p = TinyRun.settings(8, 4, 0, iterations);
        return TrainConfig.fromProperties(p, TrainConfig.defaults("tictactoe"));
    }

    @Test
    @DisplayName("issue 31 item 1: a damaged footer in RUN/records is skipped by the training window with a warning naming it")
    void damagedFooterIsSkippedAndNamed(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        TrainLoop.run(run, config(1), null, quiet);
        Path victim = RecordDirectory.chunks(run.resolve("records")).get(0).positions();
        // one byte of the footer: the value of pz.worker loses its Thrift field id (as a flipped bit can do)
        byte[] b = Files.readAllBytes(victim);
        byte[] key = RecordSchema.KEY_WORKER.getBytes(StandardCharsets.US_ASCII);
        int at = b.length - key.length;
        while (!Arrays.equals(b, at, at + key.length, key, 0, key.length)) {
            at--;
        }
        b[at + key.length] ^= 0x20;
        Files.write(victim, b);

        ByteArrayOutputStream log = new ByteArrayOutputStream();
        TrainLoop.Outcome out = TrainLoop.run(run, null, config(2), new PrintStream(log, true, StandardCharsets.UTF_8));
        String text = log.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("warning: skipped unreadable record file " + victim + ": damaged footer"), text);
        assertEquals(2, out.state().iteration() - 1, "the second iteration ran: " + text);
    }
}
