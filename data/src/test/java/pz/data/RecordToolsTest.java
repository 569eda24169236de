package pz.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;

class RecordToolsTest {
    @TempDir
    Path dir;

    /** Four tic-tac-toe games with known results: x wins twice, o once, one draw. */
    private void writeKnownGames() throws Exception {
        String[][] games = {
            {"a1", "a3", "b2", "b3", "c3"}, // x wins (diagonal)
            {"a1", "b2", "c3", "a3", "c1", "b1", "a2", "c2", "b3"}, // draw
            {"b2", "a1", "a3", "c1", "b3", "b1"}, // o wins (bottom row)
            {"a3", "a1", "b3", "b1", "c3"}, // x wins (top row)
        };
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            int i = 0;
            for (String[] moves : games) {
                State s = GameRegistry.parse("tictactoe").newInitialState();
                GameRecorder rec = new GameRecorder("game" + i, "tictactoe", List.of("mcts", "random"),
                        List.of("m1", ""), i, "w0", Instant.ofEpochSecond(i));
                for (String m : moves) {
                    int a = s.parseAction(m);
                    rec.decision(s, a, new int[] {a}, new float[] {1f}, 1, 8, 1f, new float[] {0f, 0f});
                    s.apply(a);
                }
                w.write(rec.finish(s, s.isTerminal() ? "terminal" : "aborted"));
                i++;
            }
        }
    }

    @Test
    @DisplayName("summary counts games, positions, specs, schema versions, temporaries and bad files from the footers")
    void summaryOfADirectory() throws Exception {
        writeKnownGames();
        Files.createDirectory(dir.resolve(".tmp-999999999-dead-1"));
        RecordTools.Summary s = RecordTools.summary(dir);
        assertEquals(4, s.games());
        assertEquals(5 + 9 + 6 + 5, s.positions());
        assertEquals(List.of("tictactoe"), s.specs());
        assertEquals(List.of(RecordSchema.VERSION), s.schemaVersions());
        assertEquals(1, s.temporaries());
        assertEquals(List.of("ZSTD"), s.codecs());
        assertTrue(s.bad().isEmpty());
        Path victim = RecordDirectory.chunks(dir).get(0).positions();
        Files.write(victim, new byte[] {1, 2, 3});
        s = RecordTools.summary(dir);
        assertEquals(1, s.bad().size());
        assertTrue(s.toString().contains(victim.toString()), s.toString());
    }

    @Test
    @DisplayName("stats give outcome rates per seat, lengths, end reasons and models")
    void statsOfKnownGames() throws Exception {
        writeKnownGames();
        RecordTools.Stats st = RecordTools.stats(dir);
        assertEquals(1, st.specs().size());
        RecordTools.SpecStats s = st.specs().get(0);
        assertEquals(4, s.games());
        assertEquals(2, s.wins()[0]);
        assertEquals(1, s.wins()[1]);
        assertEquals(1, s.draws()[0]);
        assertEquals(1, s.draws()[1]);
        assertEquals(0.25, s.meanReturn()[0], 1e-12);
        assertEquals(5, s.minLength());
        assertEquals(9, s.maxLength());
        assertEquals(6.25, s.meanLength(), 1e-12);
        assertEquals(java.util.Map.of("terminal", 4L), s.endReasons());
        assertEquals(java.util.Map.of("m1", 4L), s.models());
        assertTrue(st.toString().contains("seat 0: win 50.0%  draw 25.0%  loss 25.0%"), st.toString());
    }

    @Test
    @DisplayName("export writes games and positions as CSV with a header and as JSON lines")
    void exportCsvAndJsonLines() throws Exception {
        writeKnownGames();
        StringWriter csv = new StringWriter();
        RecordExport.exportGames(dir, RecordExport.Format.CSV, csv);
        String[] lines = csv.toString().split("\n");
        assertEquals(5, lines.length);
        assertTrue(lines[0].startsWith("schema_version,game_id,spec,"), lines[0]);
        assertTrue(lines[1].startsWith("1,game0,tictactoe,2,mcts random,m1 ,0,a1 a3 b2 b3 c3,1.0 -1.0,5,5,"), lines[1]);
        StringWriter jsonl = new StringWriter();
        RecordDirectory.Report r = RecordExport.exportPositions(dir, RecordExport.Format.JSONL, jsonl);
        assertEquals(25, r.rows());
        String first = jsonl.toString().split("\n")[0];
        assertEquals("{\"schema_version\":1,\"game_id\":\"game0\",\"spec\":\"tictactoe\",\"ply\":0,\"turn\":0,\"player\":0,"
                + "\"position\":\".../.../... x\",\"action\":6,\"policy_actions\":[6],\"policy\":[1.0],\"visits\":8,"
                + "\"policy_weight\":1.0,\"value\":[0.0,0.0],\"returns\":[1.0,-1.0]}", first);
        assertEquals("\"a\\\"b\\n\"", RecordExport.json("a\"b\n"));
        assertEquals("\"x,y\"", RecordExport.csv("x,y"));
    }

    @Test
    @DisplayName("show replays a game in notation with the position after each step and the search's choices")
    void showReplaysAGame() throws Exception {
        writeKnownGames();
        String text = RecordExport.show(dir, "game2");
        assertTrue(text.contains("game game2  tictactoe"), text);
        assertTrue(text.contains("   5  seat 1   b1"), text);
        assertTrue(text.contains("xx./.x./ooo x"), text);
        assertTrue(text.contains("search: b2 1.00"), text);
        assertTrue(text.contains("returns: [-1.0, 1.0]"), text);
        assertEquals(text, RecordExport.show(RecordDirectory.chunks(dir).get(0).games(), "game2"),
                "a chunk's file stands for its chunk");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> RecordExport.show(dir, "nope"));
        assertTrue(e.getMessage().contains("no game 'nope'"));
    }

    @Test
    @DisplayName("stats: a run's many model ids are summarised (count, first three, last three in natural order), a few are listed")
    void manyModelsSummarised() {
        java.util.Map<String, Long> few = new java.util.TreeMap<>(java.util.Map.of("model-10", 3L, "model-2", 1L));
        assertEquals("{model-2=1, model-10=3}", RecordTools.modelSummary(few));
        java.util.Map<String, Long> many = new java.util.TreeMap<>();
        for (int i = 0; i < 20; i++) {
            many.put("model-" + i, (long) i + 1);
        }
        assertEquals("20 models {model-0=1, model-1=2, model-2=3, ..., model-17=18, model-18=19, model-19=20}",
                RecordTools.modelSummary(many));
    }
}
