package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run's manifest: a finished run started again leaves its file as it was, a changed one is rewritten. */
class RunManifestTest {

    /** An earlier run's file, with a date comment no run of today could write. */
    private static final String EARLIER = "#pz: a resumable run\n#Thu Jan 01 00:00:00 UTC 2026\n"
            + "agent=uct\\:rollouts\\=300\ngames=400\nstatus=complete\n";

    @Test
    @DisplayName("a finished run claimed again and ended as it was writes back the same bytes (no git noise)")
    void unchangedRunKeepsItsFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("balance-run.properties");
        Files.writeString(file, EARLIER);
        try (RunManifest m = RunManifest.claim(file, Map.of("agent", "uct:rollouts=300"), "a test run", "use another dir")) {
            assertTrue(m.resumed());
            m.save(RunManifest.RUNNING, Map.of("games", "400"));
            assertNotEquals(EARLIER, Files.readString(file), "while it runs the file says so");
            m.save(RunManifest.COMPLETE, Map.of("games", "400"));
            assertEquals(EARLIER, Files.readString(file), "ended as found: the earlier text, date comment included");
            m.save(RunManifest.COMPLETE, Map.of("games", "600"));
            assertTrue(Files.readString(file).contains("games=600"), "a changed state is written");
            assertEquals("complete", RunManifest.read(file).getProperty(RunManifest.STATUS));
        }
    }
}
