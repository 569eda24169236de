package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordWriter;
import pz.data.SyntheticGames;
import pz.data.WriterOptions;
import pz.engine.GameRegistry;

/** pz data (alias pz records): inspect, stats, export and show over a directory of records, and its errors. */
class RecordsCommandTest extends CliTestBase {
    @Test
    void inspectStatsExportShowAndBadArguments(@TempDir Path dir) throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("test"))) {
            for (int i = 0; i < 5; i++) {
                w.write(SyntheticGames.play(GameRegistry.parse("tictactoe"), i, "test"));
            }
        }
        assertEquals(0, run("data", "inspect", dir.toString()));
        assertTrue(out.contains("5"), out);
        assertEquals(0, run("records", "stats", dir.toString()));
        assertTrue(out.contains("tictactoe"), out);
        assertEquals(0, run("records", "export", dir.toString(), "--format", "jsonl"));
        assertEquals(5, out.strip().split("\n").length, out);
        Path csv = dir.resolve("positions.csv");
        assertEquals(0, run("records", "export", dir.toString(), "--positions", "--out", csv.toString()));
        assertTrue(Files.readString(csv).startsWith("schema_version,"), "a CSV with a header");
        assertEquals(0, run("data", "show", dir.toString()));
        assertTrue(out.contains("\n1. ") && out.contains("position "), "turn by turn with the board: " + out);
        assertEquals(2, run("records", "frobnicate", dir.toString()));
        assertTrue(err.contains("unknown action 'frobnicate'"), err);
        assertEquals(2, run("records", "inspect", dir.resolve("nowhere").toString()));
        assertTrue(err.contains("no such directory"), err);
        assertEquals(2, run("records", "export", dir.toString(), "--format", "xml"));
        assertTrue(err.contains("--format must be csv or jsonl"), err);
    }
}
