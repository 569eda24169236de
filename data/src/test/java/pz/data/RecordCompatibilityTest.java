package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;

class RecordCompatibilityTest {
    @TempDir
    Path dir;

    /**
     * The games of the {@code sealed-v1} fixture: three random games each of tictactoe and pig, seeds
     * 1000..1002, each ending seven seconds after its start, then {@link #wide()}. The fixture was
     * written by the writer of commit 42f5191 (before its per-type field writers and the reader's list
     * holders became one each) with {@code WriterOptions.defaults("w0")}.
     */
    private static List<GameRecorder.Recorded> fixtureGames() {
        List<GameRecorder.Recorded> list = new ArrayList<>();
        for (String spec : List.of("tictactoe", "pig")) {
            Game g = GameRegistry.parse(spec);
            for (int i = 0; i < 3; i++) {
                GameRecorder.Recorded r = SyntheticGames.play(g, 1000 + i, "w0");
                GameRecord x = r.game();
                list.add(new GameRecorder.Recorded(new GameRecord(x.gameId(), x.spec(), x.players(), x.models(), x.seed(),
                        x.actions(), x.returns(), x.turns(), x.start(), x.start().plusSeconds(7), x.worker(),
                        x.endReason()), r.positions()));
            }
        }
        list.add(wide());
        return list;
    }

    /** A made-up game whose every list is longer than a list holder's first array (20 seats, 40 policy entries). */
    private static GameRecorder.Recorded wide() {
        int seats = 20;
        List<String> players = new ArrayList<>();
        List<String> models = new ArrayList<>();
        List<String> actions = new ArrayList<>();
        double[] returns = new double[seats];
        float[] value = new float[seats];
        float[] finals = new float[seats];
        for (int s = 0; s < seats; s++) {
            players.add("agent" + s);
            models.add(s % 2 == 0 ? "" : "m" + s);
            returns[s] = s - 9.5;
            value[s] = s / 20f;
            finals[s] = (float) returns[s];
        }
        for (int k = 0; k < 30; k++) {
            actions.add("a" + k);
        }
        int[] ids = new int[40];
        float[] policy = new float[40];
        for (int k = 0; k < 40; k++) {
            ids[k] = 3 * k;
            policy[k] = 1f / 40;
        }
        GameRecord g = new GameRecord("wide", "tictactoe", players, models, 42, actions, returns, 30,
                Instant.ofEpochMilli(1_700_000_000_000L), Instant.ofEpochMilli(1_700_000_007_000L), "w0", null);
        PositionRecord p = new PositionRecord("wide", "tictactoe", 3, 1, 7, "wide position", 6, ids, policy, 800, 0.25f,
                value, finals);
        return new GameRecorder.Recorded(g, List.of(p));
    }

    private static Path fixture(Path into) throws Exception {
        Files.createDirectories(into);
        for (String name : List.of(RecordDirectory.GAMES_FILE, RecordDirectory.POSITIONS_FILE)) {
            try (InputStream in = RecordCompatibilityTest.class.getResourceAsStream("sealed-v1/" + name)) {
                Files.copy(Objects.requireNonNull(in, name), into.resolve(name));
            }
        }
        return into;
    }

    private static List<GameRecord> games(Path d) throws Exception {
        List<GameRecord> games = new ArrayList<>();
        assertTrue(RecordDirectory.readGames(d, games::add).bad().isEmpty());
        return games;
    }

    private static List<PositionRecord> positions(Path d) throws Exception {
        List<PositionRecord> positions = new ArrayList<>();
        assertTrue(RecordDirectory.readPositions(d, RecordSchema.POSITIONS_SCHEMA, positions::add).bad().isEmpty());
        return positions;
    }

    /** A file's key-value metadata without the checksums (which cover bytes, not rows). */
    private static Map<String, String> metadata(Path file) throws Exception {
        Map<String, String> m = new TreeMap<>(RecordFile.inspect(file).metadata());
        m.remove(RecordSchema.KEY_DATA_CRC);
        m.remove(RecordSchema.KEY_FOOTER_CRC);
        return m;
    }

    @Test
    @DisplayName("a record written by the previous writer reads the same, and the same games written now read the same rows and footer")
    void filesWrittenBeforeAndNowReadTheSame() throws Exception {
        Path old = fixture(dir.resolve("old"));
        List<GameRecorder.Recorded> expected = fixtureGames();
        List<GameRecord> oldGames = games(old);
        List<PositionRecord> oldPositions = positions(old);
        assertEquals(expected.stream().map(GameRecorder.Recorded::game).toList(), oldGames);
        assertEquals(expected.stream().flatMap(r -> r.positions().stream()).toList(), oldPositions);

        Path now = dir.resolve("now");
        try (RecordWriter w = RecordWriter.open(now, WriterOptions.defaults("w0").withDurable(false))) {
            for (GameRecorder.Recorded r : expected) {
                w.write(r);
            }
        }
        assertEquals(oldGames, games(now));
        assertEquals(oldPositions, positions(now));
        RecordDirectory.Chunk chunk = RecordDirectory.chunks(now).get(0);
        assertEquals(metadata(old.resolve(RecordDirectory.GAMES_FILE)), metadata(chunk.games()));
        assertEquals(metadata(old.resolve(RecordDirectory.POSITIONS_FILE)), metadata(chunk.positions()));

        List<PositionRecord> oldTraining = new ArrayList<>();
        List<PositionRecord> nowTraining = new ArrayList<>();
        RecordDirectory.readPositions(old, RecordSchema.POSITIONS_TRAINING_PROJECTION, oldTraining::add);
        RecordDirectory.readPositions(now, RecordSchema.POSITIONS_TRAINING_PROJECTION, nowTraining::add);
        assertEquals(oldTraining, nowTraining);
        assertEquals(40, oldTraining.get(oldTraining.size() - 1).policy().length, "the wide position, projected");
    }

    private Map<String, String> encodingOfChunk(Path d, List<String> specs) throws Exception {
        try (RecordWriter w = RecordWriter.open(d, WriterOptions.defaults("w0").withDurable(false))) {
            for (String spec : specs) {
                w.write(SyntheticGames.play(GameRegistry.parse(spec), 1, "w0"));
            }
        }
        RecordDirectory.Chunk c = RecordDirectory.chunks(d).get(0);
        Map<String, String> byFile = new HashMap<>();
        byFile.put("games", RecordFile.inspect(c.games()).metadata().get(RecordSchema.KEY_ENCODING));
        byFile.put("positions", RecordFile.inspect(c.positions()).metadata().get(RecordSchema.KEY_ENCODING));
        return byFile;
    }

    @Test
    @DisplayName("pz.encoding_version is the encodingVersion() of the games written, per spec when they differ")
    void encodingVersionComesFromTheGame() throws Exception {
        assertEquals("7", GameRegistry.parse(RecodedGame.SPEC).encodingVersion());
        assertEquals(Map.of("games", "7", "positions", "7"), encodingOfChunk(dir.resolve("a"), List.of(RecodedGame.SPEC)));
        String ticTacToe = GameRegistry.parse("tictactoe").encodingVersion();
        assertEquals(Map.of("games", ticTacToe, "positions", ticTacToe), encodingOfChunk(dir.resolve("b"), List.of("tictactoe")));
        String mixed = "recoded=7,tictactoe=" + ticTacToe;
        assertEquals(Map.of("games", mixed, "positions", mixed),
                encodingOfChunk(dir.resolve("c"), List.of("tictactoe", RecodedGame.SPEC)));
    }
}
