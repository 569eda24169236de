package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;

class RecordWriterTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("self-play threads sharing one writer lose no game")
    void sharedWriterFromManyThreads() throws Exception {
        Game pig = GameRegistry.parse("pig");
        ExecutorService pool = Executors.newFixedThreadPool(4, r -> new Thread(r, "selfplay-test"));
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            List<Future<?>> fs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int base = t * 1000;
                fs.add(pool.submit(() -> {
                    for (int i = 0; i < 25; i++) {
                        w.write(SyntheticGames.play(pig, base + i, "w0"));
                    }
                    return null;
                }));
            }
            for (Future<?> f : fs) {
                f.get();
            }
            assertEquals(100, w.games());
        } finally {
            pool.shutdown();
        }
        Set<String> ids = new HashSet<>();
        RecordDirectory.readGames(dir, g -> ids.add(g.gameId()));
        assertEquals(100, ids.size());
    }

    @Test
    @DisplayName("two writers on one directory commit distinct chunks")
    void twoWritersOneDirectory() throws Exception {
        List<GameRecorder.Recorded> games = RecordRoundTripTest.games("tictactoe", 6);
        try (RecordWriter a = RecordWriter.open(dir, RecordRoundTripTest.small().withChunk(1, 100));
             RecordWriter b = RecordWriter.open(dir, RecordRoundTripTest.small().withChunk(1, 100))) {
            for (int i = 0; i < 3; i++) {
                a.write(games.get(i));
                b.write(games.get(3 + i));
            }
        }
        assertEquals(6, RecordDirectory.chunks(dir).size());
        assertEquals(6, RecordDirectory.readGames(dir, g -> { }).rows());
    }

    @Test
    @DisplayName("a chunk is committed when it reaches the position limit or its maximum age")
    void chunkLimits() throws Exception {
        List<GameRecorder.Recorded> games = RecordRoundTripTest.games("tictactoe", 3);
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small().withChunk(1000, 1))) {
            w.write(games.get(0));
            assertEquals(1, w.committed().size(), "one game exceeds a 1-position chunk");
        }
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small().withMaxChunkAge(Duration.ZERO))) {
            w.write(games.get(1));
            assertEquals(1, w.committed().size(), "a chunk older than zero is committed at once");
        }
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            w.write(games.get(2));
            assertEquals(0, w.committed().size());
            assertTrue(w.commit() != null);
            assertEquals(null, w.commit(), "nothing left to commit");
        }
        assertEquals(3, RecordDirectory.chunks(dir).size());
    }

    @Test
    @DisplayName("a closed writer refuses games, and bad options are refused with a message")
    void closedWriterAndBadOptions() throws Exception {
        RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small());
        w.close();
        assertThrows(IllegalStateException.class, () -> w.write(RecordRoundTripTest.games("tictactoe", 1).get(0)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> WriterOptions.defaults("a b/c"));
        assertTrue(e.getMessage().contains("'a b/c'"));
    }
}
