package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every byte of a small record file changed in turn: each damaged file must either read exactly as
 * before or be refused as a {@link CorruptRecordException} naming it, never throw anything else and
 * never deliver different rows or a different footer summary. A file of two tic-tac-toe games is about
 * 4 KB, half of it footer, so this covers the whole footer and every page header.
 */
class DamagedFileFuzzTest {
    static {
        // Damaged footers of the unchecked old files make Parquet warn about each mismatch it sees: not news here.
        System.setProperty("org.slf4j.simpleLogger.log.org.apache.parquet.format.converter.ParquetMetadataConverter", "error");
    }

    @TempDir
    Path dir;

    /** What reading a file gave: its footer summary and rows, or the damage reported. */
    private record Outcome(String info, List<?> rows, CorruptRecordException bad) {
    }

    private static Outcome read(Path f, boolean games) {
        try {
            List<Object> rows = new ArrayList<>();
            if (games) {
                RecordFile.readGames(f, rows::add);
            } else {
                RecordFile.readPositions(f, rows::add);
            }
            RecordFile.Info i = RecordFile.inspect(f);
            String info = i.table() + " v" + i.schemaVersion() + " rows=" + i.rows() + " specs=" + i.specs()
                    + " codec=" + i.codec();
            return new Outcome(info, rows, null);
        } catch (CorruptRecordException e) {
            return new Outcome(null, null, e);
        } catch (IOException e) {
            throw new AssertionError(f + ": an I/O error instead of a damage report: " + e, e);
        }
    }

    /** The {@code k}-th change: single bits in turn, every third one the whole byte. */
    private static byte damage(byte b, int k) {
        return (byte) (b ^ (k % 3 == 0 ? 0xff : 1 << (k % 8)));
    }

    /**
     * Changes every {@code step}-th byte of {@code f} in turn (from {@code from}) and classifies the outcome.
     *
     * @return problems found (empty when every change is either harmless or reported), then a count line
     */
    private static List<String> fuzz(Path f, boolean games, int from, int step, boolean mustMatch) throws IOException {
        byte[] good = Files.readAllBytes(f);
        Outcome expected = read(f, games);
        assertTrue(expected.bad() == null, "the undamaged file reads: " + expected.bad());
        List<String> problems = new ArrayList<>();
        int reported = 0;
        int same = 0;
        int changes = 0;
        for (int at = from; at < good.length; at += step) {
            // Changed in place, not rewritten: a truncating rewrite makes ext4 flush the file on every close.
            poke(f, at, damage(good[at], changes++));
            Outcome o;
            try {
                o = read(f, games);
            } catch (RuntimeException | AssertionError e) {
                problems.add("byte " + at + " of " + good.length + ": " + e);
                continue;
            } finally {
                poke(f, at, good[at]);
            }
            if (o.bad() != null) {
                reported++;
                if (!f.equals(o.bad().file()) || !o.bad().getMessage().startsWith(f + ": ")) {
                    problems.add("byte " + at + ": the report does not name the file: " + o.bad().getMessage());
                }
            } else if (Objects.equals(o.info(), expected.info()) && o.rows().equals(expected.rows())) {
                same++;
            } else if (mustMatch) {
                problems.add("byte " + at + " of " + good.length + ": read silently differently"
                        + (Objects.equals(o.info(), expected.info()) ? "" : " (footer says " + o.info() + ")"));
            }
        }
        assertEquals(expected, read(f, games), "restored");
        problems.add(f.getFileName() + ": " + changes + " changes, " + reported + " reported, " + same
                + " harmless");
        return problems;
    }

    private static void poke(Path f, long at, byte value) throws IOException {
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.WRITE)) {
            ch.write(ByteBuffer.wrap(new byte[] {value}), at);
        }
    }

    @Test
    @DisplayName("a record file written now: every changed byte is reported naming the file, or reads identically")
    void everyByteOfAFreshFile() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            for (GameRecorder.Recorded r : RecordRoundTripTest.games("tictactoe", 2)) {
                w.write(r);
            }
        }
        RecordDirectory.Chunk c = RecordDirectory.chunks(dir).get(0);
        List<String> problems = new ArrayList<>(fuzz(c.games(), true, 0, 1, true));
        problems.addAll(fuzz(c.positions(), false, 0, 1, true));
        assertEquals(2, problems.size(), String.join("\n", problems));
    }

    @Test
    @DisplayName("a record file from before footer checksums still reads, and damage to it never escapes as another exception")
    void unsealedFileReadsAndFailsCleanly() throws Exception {
        Path old = dir.resolve("old");
        Files.createDirectories(old);
        for (String name : List.of(RecordDirectory.GAMES_FILE, RecordDirectory.POSITIONS_FILE)) {
            try (InputStream in = DamagedFileFuzzTest.class.getResourceAsStream("unsealed-v1/" + name)) {
                Files.copy(Objects.requireNonNull(in, name), old.resolve(name));
            }
        }
        List<GameRecord> games = new ArrayList<>();
        List<PositionRecord> positions = new ArrayList<>();
        assertTrue(RecordDirectory.readGames(old, games::add).bad().isEmpty());
        assertTrue(RecordDirectory.readPositions(old, RecordSchema.POSITIONS_SCHEMA, positions::add).bad().isEmpty());
        List<GameRecorder.Recorded> written = RecordRoundTripTest.games("tictactoe", 2);
        assertEquals(written.stream().map(r -> r.game().actions()).toList(), games.stream().map(GameRecord::actions).toList());
        assertEquals(written.stream().flatMap(r -> r.positions().stream()).toList(), positions);
        RecordTools.Summary summary = RecordTools.summary(old);
        assertTrue(summary.bad().isEmpty() && summary.unchecked() == 2, summary.toString());
        assertTrue(summary.toString().contains("files without checksums (written before files had them): 2"), summary.toString());
        // Without our checksums a change in the footer may go unnoticed; it must still never crash a reader.
        // Each change here goes through Parquet's footer parser (milliseconds): every third byte of the footers.
        Path g = old.resolve(RecordDirectory.GAMES_FILE);
        List<String> problems = new ArrayList<>(fuzz(g, true, (int) Files.size(g) - 2120, 3, false));
        Path p = old.resolve(RecordDirectory.POSITIONS_FILE);
        problems.addAll(fuzz(p, false, (int) Files.size(p) - 1910, 3, false));
        assertEquals(2, problems.size(), String.join("\n", problems));
    }
}
