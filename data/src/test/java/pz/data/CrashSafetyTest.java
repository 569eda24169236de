package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrashSafetyTest {
    @TempDir
    Path dir;

    private void writeChunks(int games) throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            for (GameRecorder.Recorded r : RecordRoundTripTest.games("tictactoe", games)) {
                w.write(r);
            }
        }
    }

    @Test
    @DisplayName("a truncated file gets an error naming the file, and the directory reader skips it")
    void truncatedFileIsNamedAndSkipped() throws Exception {
        writeChunks(14); // two chunks of 7
        Path victim = RecordDirectory.chunks(dir).get(0).positions();
        try (RandomAccessFile f = new RandomAccessFile(victim.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        CorruptRecordException e = assertThrows(CorruptRecordException.class,
                () -> RecordFile.readPositions(victim, p -> { }));
        assertTrue(e.getMessage().contains(victim.toString()), e.getMessage());
        assertEquals(victim, e.file());
        List<PositionRecord> read = new ArrayList<>();
        RecordDirectory.Report r = RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, read::add);
        assertEquals(1, r.bad().size());
        assertEquals(victim, r.bad().get(0).file());
        assertEquals(1, r.files());
        assertEquals(r.rows(), read.size());
        assertTrue(read.size() > 0, "the good chunk is still read");
    }

    @Test
    @DisplayName("flipped bytes inside the data pages are detected (page checksums) and reported naming the file")
    void damagedPageIsDetected() throws Exception {
        writeChunks(7);
        Path victim = RecordDirectory.chunks(dir).get(0).positions();
        long footerStart;
        try (RandomAccessFile f = new RandomAccessFile(victim.toFile(), "rw")) {
            f.seek(f.length() - 8);
            int footerLength = Integer.reverseBytes(f.readInt());
            footerStart = f.length() - 8 - footerLength;
            for (long at = 64; at < footerStart; at += 97) {
                f.seek(at);
                int b = f.read();
                f.seek(at);
                f.write(b ^ 0x5a);
            }
        }
        CorruptRecordException e = assertThrows(CorruptRecordException.class,
                () -> RecordFile.readPositions(victim, p -> { }));
        assertTrue(e.getMessage().startsWith(victim.toString()), e.getMessage());
        assertTrue(footerStart > 200);
    }

    @Test
    @DisplayName("an exception thrown by the caller's consumer is not mistaken for a damaged file")
    void consumerExceptionPassesThrough() throws Exception {
        writeChunks(3);
        Path games = RecordDirectory.chunks(dir).get(0).games();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> RecordFile.readGames(games, g -> {
            throw new IllegalStateException("stop");
        }));
        assertEquals("stop", e.getMessage());
    }

    @Test
    @DisplayName("a foreign file (not Parquet at all) gets an error naming the file")
    void nonParquetFileIsNamed() throws Exception {
        writeChunks(3);
        Path victim = RecordDirectory.chunks(dir).get(0).games();
        Files.writeString(victim, "game,winner\n1,x\n");
        CorruptRecordException e = assertThrows(CorruptRecordException.class, () -> RecordFile.readGames(victim, g -> { }));
        assertTrue(e.getMessage().startsWith(victim.toString()) && e.getMessage().contains("not a readable Parquet file"),
                e.getMessage());
        RecordDirectory.Report r = RecordDirectory.readGames(dir, g -> { });
        assertEquals(List.of(victim), r.bad().stream().map(RecordDirectory.BadFile::file).toList());
    }

    @Test
    @DisplayName("a Parquet file that is not a pz record file is refused with a message naming the file")
    void foreignParquetFileIsRefused() throws Exception {
        Path f = dir.resolve("other.parquet");
        MessageType schema = MessageTypeParser.parseMessageType("message m { required int32 x; }");
        try (ParquetWriter<org.apache.parquet.example.data.Group> w =
                     ExampleParquetWriter.builder(new LocalOutputFile(f)).withType(schema).build()) {
            w.write(new SimpleGroupFactory(schema).newGroup().append("x", 1));
        }
        CorruptRecordException e = assertThrows(CorruptRecordException.class, () -> RecordFile.inspect(f));
        assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("not a pz record file"), e.getMessage());
    }

    @Test
    @DisplayName("a file from a newer schema version is refused, naming the version")
    void newerSchemaVersionIsRefused() throws Exception {
        Path f = dir.resolve("future.parquet");
        MessageType schema = MessageTypeParser.parseMessageType("message m { required int32 x; }");
        try (ParquetWriter<org.apache.parquet.example.data.Group> w = ExampleParquetWriter.builder(new LocalOutputFile(f))
                .withType(schema)
                .withExtraMetaData(java.util.Map.of(RecordSchema.KEY_VERSION, "99", RecordSchema.KEY_TABLE, "games"))
                .build()) {
            w.write(new SimpleGroupFactory(schema).newGroup().append("x", 1));
        }
        CorruptRecordException e = assertThrows(CorruptRecordException.class, () -> RecordFile.inspect(f));
        assertTrue(e.getMessage().contains("schema version 99"), e.getMessage());
    }

    @Test
    @DisplayName("nothing is lost: a child JVM killed mid-write leaves complete chunks and at most one temporary, cleaned by the next run")
    void killedWriterLeavesOnlyCompleteChunks() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                KillTarget.class.getName(), dir.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            int commits = 0;
            String line;
            while (commits < 3 && (line = out.readLine()) != null) {
                if (line.equals("committed")) {
                    commits++;
                }
            }
            assertEquals(3, commits, "the child committed chunks before being killed");
            Thread.sleep(7); // land somewhere inside the next chunk
        } finally {
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        }
        List<RecordDirectory.Chunk> chunks = RecordDirectory.chunks(dir);
        assertTrue(chunks.size() >= 3, "committed chunks survive: " + chunks);
        assertTrue(RecordDirectory.temporaries(dir).size() <= 1, "at most one temporary");
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.Report g = RecordDirectory.readGames(dir, games::add);
        RecordDirectory.Report p = RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, x -> { });
        assertTrue(g.bad().isEmpty() && p.bad().isEmpty(), "every committed file is complete: " + g + p);
        assertEquals(20L * chunks.size(), games.size(), "every committed chunk holds its 20 games");
        try (RecordWriter next = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            assertEquals(List.of(), RecordDirectory.temporaries(dir), "the next run removed the dead writer's temporary");
        }
        try (var entries = Files.list(dir)) {
            assertEquals(RecordDirectory.chunks(dir).size(), entries.count(), "nothing but the committed chunks is left");
        }
    }

    @Test
    @DisplayName("nothing is lost: a child JVM killed with a chunk open leaves exactly its temporary, which readers skip and the next run removes")
    void killedWriterWithOpenChunkLeavesOneTemporaryCleanedByNextRun() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                KillTarget.class.getName(), dir.toString(), "hold")
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            String line;
            while ((line = out.readLine()) != null && !line.equals("open")) {
                lines.add(line);
            }
            assertEquals("open", line, "the child held a chunk open after " + lines);
        } finally {
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        }
        assertEquals(3, RecordDirectory.chunks(dir).size(), "the three committed chunks survive");
        assertEquals(1, RecordDirectory.temporaries(dir).size(), "the dead writer's open chunk is left as one temporary");
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.Report g = RecordDirectory.readGames(dir, games::add);
        assertTrue(g.bad().isEmpty(), "readers skip the temporary: " + g);
        assertEquals(60, games.size(), "only the committed chunks' 60 games are read");
        try (RecordWriter next = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            assertEquals(List.of(), RecordDirectory.temporaries(dir), "the next run removed the dead writer's temporary");
        }
        try (var entries = Files.list(dir)) {
            assertEquals(3, entries.count(), "nothing but the committed chunks is left");
        }
    }

    @Test
    @DisplayName("a temporary of a live writer is ignored by readers and not deleted by another writer")
    void liveTemporaryIsIgnoredAndKept() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            w.write(RecordRoundTripTest.games("tictactoe", 1).get(0)); // chunk open, not committed
            assertEquals(1, RecordDirectory.temporaries(dir).size());
            assertEquals(List.of(), RecordDirectory.chunks(dir));
            assertEquals(0, RecordDirectory.readGames(dir, x -> { }).rows());
            try (RecordWriter other = RecordWriter.open(dir, RecordRoundTripTest.small())) {
                assertEquals(1, RecordDirectory.temporaries(dir).size());
            }
        }
        assertEquals(List.of(), RecordDirectory.temporaries(dir));
        assertEquals(1, RecordDirectory.chunks(dir).size());
    }
}
