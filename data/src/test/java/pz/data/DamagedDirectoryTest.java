package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/**
 * A directory with one damaged footer: every reader skips that file, names it, and reads the rest
 * (issue 31, item 1); and paths that are files where a directory is expected (item 8).
 */
class DamagedDirectoryTest {
    @TempDir
    Path dir;
    private List<RecordDirectory.Chunk> chunks;

    @BeforeEach
    void twoChunks() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            for (GameRecorder.Recorded r : RecordRoundTripTest.games("tictactoe", 14)) {
                w.write(r); // two chunks of 7
            }
        }
        chunks = RecordDirectory.chunks(dir);
        assertEquals(2, chunks.size());
    }

    /**
     * Changes the footer of {@code file} so that the value of {@code key} is lost (its Thrift field id
     * becomes 3, which Parquet skips): before footer checksums this read as a null value, and readers
     * failed with a NullPointerException that named no file.
     */
    static void loseValueOf(Path file, String key) throws IOException {
        byte[] b = Files.readAllBytes(file);
        byte[] k = key.getBytes(StandardCharsets.US_ASCII);
        int at = -1;
        for (int i = b.length - k.length; i >= 0 && at < 0; i--) {
            if (Arrays.equals(b, i, i + k.length, k, 0, k.length)) {
                at = i + k.length;
            }
        }
        assertTrue(at > 0 && b[at] == 0x18, "the value's field header follows the key");
        b[at] ^= 0x20;
        Files.write(file, b);
    }

    @Test
    @DisplayName("a damaged games footer: inspect, stats, export, show and the whole-directory reader skip it by name")
    void damagedGamesFooterIsSkippedByEveryReader() throws Exception {
        Path victim = chunks.get(0).games();
        loseValueOf(victim, RecordSchema.KEY_WORKER);

        RecordTools.Summary s = RecordTools.summary(dir);
        assertEquals(List.of(victim), s.bad().stream().map(RecordDirectory.BadFile::file).toList());
        assertEquals(7, s.games(), "the other chunk's games are counted");
        assertTrue(s.toString().contains(victim + ": damaged footer"), s.toString());

        RecordTools.Stats st = RecordTools.stats(dir);
        assertEquals(7, st.specs().get(0).games());
        assertTrue(st.toString().contains("skipped " + victim + ": "), st.toString());

        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.Report r = RecordDirectory.readGames(dir, games::add);
        assertEquals(7, games.size());
        assertEquals(1, r.files());
        assertEquals(victim, r.bad().get(0).file());

        StringWriter csv = new StringWriter();
        RecordDirectory.Report e = RecordExport.exportGames(dir, RecordExport.Format.CSV, csv);
        assertEquals(1 + 7, csv.toString().split("\n").length, "a header and the other chunk's games");
        assertEquals(victim, e.bad().get(0).file());

        String shown = RecordExport.show(dir, null);
        assertTrue(shown.contains("skipped " + victim + ": "), shown);
    }

    @Test
    @DisplayName("a damaged positions footer: the replay window skips that chunk by name and loads the other")
    void damagedPositionsFooterIsSkippedByTheWindow() throws Exception {
        Path victim = chunks.get(1).positions();
        loseValueOf(victim, RecordSchema.KEY_WORKER);
        List<PositionRecord> expected = new ArrayList<>();
        RecordFile.readPositions(chunks.get(0).positions(), expected::add);
        ReplayWindow w = new ReplayWindow(GameRegistry.parse("tictactoe"), ReplayWindow.Options.lastN(100_000));
        ReplayWindow.Refresh r = w.refresh(dir);
        assertEquals(List.of(victim), r.bad().stream().map(RecordDirectory.BadFile::file).toList());
        assertEquals(expected.size(), w.size());
        assertEquals(expected.size(), r.added());
    }

    @Test
    @DisplayName("a file given as a record directory is refused as not a directory, to write and to read")
    void aFileIsNotARecordDirectory() throws Exception {
        Path file = Files.writeString(dir.resolve("notes.txt"), "not records\n");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> RecordWriter.open(file, RecordRoundTripTest.small()));
        assertEquals(file + ": not a directory", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> RecordWriter.open(file.resolve("sub"), RecordRoundTripTest.small()));
        assertTrue(e.getMessage().contains("not a directory"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> RecordDirectory.chunks(file));
        assertTrue(e.getMessage().startsWith(file + ": not a directory"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> RecordTools.summary(file));
        assertTrue(e.getMessage().startsWith(file + ": not a directory"), e.getMessage());
        assertEquals(List.of(chunks.get(1)), RecordDirectory.chunks(chunks.get(1).games()), "a chunk's file stands for its chunk");
    }
}
