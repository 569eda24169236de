package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.data.RecordSchema;
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

    /** Loses the value of the footer key {@code key} (its Thrift field id becomes 3), as one flipped byte can. */
    private static void loseValueOf(Path file, String key) throws Exception {
        byte[] b = Files.readAllBytes(file);
        byte[] k = key.getBytes(StandardCharsets.US_ASCII);
        for (int i = b.length - k.length; i >= 0; i--) {
            if (Arrays.equals(b, i, i + k.length, k, 0, k.length)) {
                b[i + k.length] ^= 0x20;
                Files.write(file, b);
                return;
            }
        }
        throw new AssertionError(key + " not in " + file);
    }

    @Test
    @DisplayName("issue 31 item 1: a damaged footer is named and skipped by data inspect|stats|show|export and ratings")
    void damagedFooterIsSkippedByName(@TempDir Path dir) throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("test").withChunk(3, 1000))) {
            for (int i = 0; i < 6; i++) {
                w.write(SyntheticGames.play(GameRegistry.parse("tictactoe"), i, "test"));
            }
        }
        Path victim = RecordDirectory.chunks(dir).get(0).games();
        loseValueOf(victim, RecordSchema.KEY_WORKER);
        assertEquals(0, run("data", "inspect", dir.toString()), err);
        assertTrue(out.contains("games: 3,") && out.contains("bad files: 1\n    " + victim + ": damaged footer"), out);
        assertEquals(0, run("data", "stats", dir.toString()), err);
        assertTrue(out.contains("tictactoe: 3 games") && out.contains("skipped " + victim + ": "), out);
        assertEquals(0, run("data", "show", dir.toString()), err);
        assertTrue(err.contains("skipped " + victim + ": ") && out.contains("\n1. "), err + out);
        assertEquals(0, run("data", "export", dir.toString()), err);
        assertEquals(1 + 3, out.strip().split("\n").length, out);
        assertTrue(err.contains("skipped " + victim + ": "), err);
        assertEquals(0, run("ratings", dir.toString()), err);
        assertTrue(out.contains("tictactoe: 3 games") && err.contains("skipped " + victim + ": "), out + err);
    }

    @Test
    @DisplayName("issue 31 item 8: a file where a record directory belongs is bad input (exit 2, not a directory)")
    void fileIsNotARecordDirectory(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("passwd"), "root:x:0:0::/root:/bin/sh\n");
        assertEquals(2, run("match", "random", "random", "--spec", "tictactoe", "--games", "2", "--records", file.toString()));
        assertTrue(err.contains(file + ": not a directory"), err);
        assertEquals(2, run("match", "random", "random", "--spec", "tictactoe", "--games", "2", "--records",
                file.resolve("sub").toString()));
        assertTrue(err.contains("not a directory (" + file + " is a file)"), err);
        for (String action : new String[] {"inspect", "stats", "show", "export"}) {
            assertEquals(2, run("data", action, file.toString()), action);
            assertTrue(err.contains(file + ": not a directory"), err);
        }
        assertEquals(List.of("passwd"), Files.list(dir).map(p -> p.getFileName().toString()).toList(), "nothing written");
    }
}
