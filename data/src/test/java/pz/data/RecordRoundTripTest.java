package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

class RecordRoundTripTest {
    @TempDir
    Path dir;

    static List<GameRecorder.Recorded> games(String spec, int n) {
        Game g = GameRegistry.parse(spec);
        List<GameRecorder.Recorded> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(SyntheticGames.play(g, 1000 + i, "w0"));
        }
        return list;
    }

    static WriterOptions small() {
        return WriterOptions.defaults("w0").withChunk(7, 1000).withDurable(false);
    }

    @ParameterizedTest
    @EnumSource(value = CompressionCodecName.class, names = {"UNCOMPRESSED", "SNAPPY", "ZSTD", "GZIP", "LZ4_RAW"})
    @DisplayName("games and positions read back equal to what was written, with every pure-Java-usable codec")
    void gamesAndPositionsReadBackEqual(CompressionCodecName codec) throws Exception {
        List<GameRecorder.Recorded> written = new ArrayList<>(games("tictactoe", 10));
        written.addAll(games("pig", 10));
        try (RecordWriter w = RecordWriter.open(dir, small().withCodec(codec))) {
            for (GameRecorder.Recorded r : written) {
                w.write(r);
            }
        }
        List<GameRecord> games = new ArrayList<>();
        List<PositionRecord> positions = new ArrayList<>();
        RecordDirectory.Report gr = RecordDirectory.readGames(dir, games::add);
        RecordDirectory.Report pr = RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, positions::add);
        assertTrue(gr.bad().isEmpty() && pr.bad().isEmpty(), gr + " " + pr);
        assertEquals(written.stream().map(GameRecorder.Recorded::game).toList(), games);
        assertEquals(written.stream().flatMap(r -> r.positions().stream()).toList(), positions);
        assertEquals(3, RecordDirectory.chunks(dir).size(), "20 games at 7 per chunk make 3 chunks");
        RecordFile.Info info = RecordFile.inspect(RecordDirectory.chunks(dir).get(0).positions());
        assertEquals(codec.name(), info.codec());
    }

    @Test
    @DisplayName("schema version is in the key-value metadata and in a column; specs are listed in the footer")
    void schemaVersionInMetadataAndColumn() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, small())) {
            for (GameRecorder.Recorded r : games("tictactoe", 3)) {
                w.write(r);
            }
        }
        RecordDirectory.Chunk c = RecordDirectory.chunks(dir).get(0);
        for (Path f : List.of(c.games(), c.positions())) {
            RecordFile.Info info = RecordFile.inspect(f);
            assertEquals(String.valueOf(RecordSchema.VERSION), info.metadata().get(RecordSchema.KEY_VERSION));
            assertEquals(RecordSchema.VERSION, info.schemaVersion());
            assertEquals("tictactoe", info.specs());
            assertEquals("w0", info.metadata().get(RecordSchema.KEY_WORKER));
        }
        assertTrue(RecordSchema.GAMES_SCHEMA.containsField("schema_version"));
        assertTrue(RecordSchema.POSITIONS_SCHEMA.containsField("schema_version"));
    }

    @Test
    @DisplayName("a position's ply indexes the game's actions: replaying the first ply actions gives its position text")
    void positionReplaysFromActionPrefix() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, small())) {
            for (GameRecorder.Recorded r : games("pig", 5)) {
                w.write(r);
            }
        }
        java.util.Map<String, GameRecord> byId = new java.util.HashMap<>();
        RecordDirectory.readGames(dir, g -> byId.put(g.gameId(), g));
        List<PositionRecord> positions = new ArrayList<>();
        RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, positions::add);
        assertTrue(positions.size() > 10);
        for (PositionRecord p : positions) {
            GameRecord g = byId.get(p.gameId());
            Game game = GameRegistry.parse(g.spec());
            State s = game.newInitialState();
            for (String a : g.actions().subList(0, p.ply())) {
                s.apply(s.parseAction(a));
            }
            assertEquals(p.position(), s.position());
            assertEquals(p.player(), s.currentPlayer());
            assertEquals(p.action(), s.parseAction(g.actions().get(p.ply())));
            assertEquals((float) g.returns()[0], p.returns()[0]);
        }
    }

    @Test
    @DisplayName("the training projection decodes only the columns the replay window needs")
    void trainingProjectionSkipsOtherColumns() throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, small())) {
            w.write(games("tictactoe", 1).get(0));
        }
        List<PositionRecord> positions = new ArrayList<>();
        RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_TRAINING_PROJECTION, positions::add);
        PositionRecord p = positions.get(1);
        assertEquals(null, p.gameId());
        assertEquals(0, p.visits());
        assertEquals("tictactoe", p.spec());
        assertEquals(1, p.ply());
        assertTrue(p.policyActions().length == 8 && p.policy().length == 8);
    }
}
