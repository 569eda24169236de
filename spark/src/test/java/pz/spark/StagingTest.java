package pz.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.training.RunDirectory;

/** The exactly-once promotion of task attempts, without Spark. */
class StagingTest {
    @TempDir
    Path tmp;

    private static void chunk(Path attempt, String name) throws IOException {
        Path c = Files.createDirectories(attempt.resolve("records").resolve(name));
        Files.writeString(c.resolve("games.parquet"), name);
    }

    @Test
    @DisplayName("promote moves only the chosen attempt's chunks and deletes every attempt")
    void promoteTakesOneAttempt() throws IOException {
        Path job = tmp.resolve("job");
        Path good = Staging.newAttemptDir(job, 0, "attempt-x-1-7");
        Path failed = Staging.newAttemptDir(job, 0, "attempt-x-0-3");
        chunk(good, "chunk-2-a");
        chunk(failed, "chunk-1-b");
        Path target = tmp.resolve("records");
        assertNull(Staging.promoted(job, 0, Map.of("records", target)));
        Staging.promote(job, 0, "attempt-x-1-7", new Properties(), Map.of("records", target));
        assertTrue(Files.exists(target.resolve("chunk-2-a/games.parquet")));
        assertFalse(Files.exists(target.resolve("chunk-1-b")), "a failed attempt's chunk was promoted");
        assertFalse(Files.exists(good) || Files.exists(failed));
    }

    @Test
    @DisplayName("a driver killed after the marker and before the renames: the next call finishes the promotion")
    void promotionFinishedAfterDriverCrash() throws IOException {
        Path job = tmp.resolve("job");
        Path a = Staging.newAttemptDir(job, 3, "attempt-y-0-1");
        chunk(a, "chunk-1-a");
        chunk(a, "chunk-2-a");
        Path target = Files.createDirectories(tmp.resolve("records"));
        // the state a crash leaves: marker written, one chunk moved, one not
        Properties p = new Properties();
        p.setProperty(Staging.ATTEMPT_KEY, "attempt-y-0-1");
        p.setProperty("games", "5");
        RunDirectory.writeProperties(Staging.partDir(job, 3).resolve(Staging.MARKER), p, "test");
        Files.move(a.resolve("records/chunk-1-a"), target.resolve("chunk-1-a"));
        Properties done = Staging.promoted(job, 3, Map.of("records", target));
        assertEquals("5", done.getProperty("games"));
        assertTrue(Files.exists(target.resolve("chunk-1-a")) && Files.exists(target.resolve("chunk-2-a")));
        assertFalse(Files.exists(a));
    }
}
