package pz.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecorder;
import pz.data.PositionRecord;
import pz.data.RecordWriter;
import pz.data.ReplayWindow;
import pz.data.SyntheticGames;
import pz.data.TrainingBatch;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Symmetry;

/**
 * The final owners of the cells (ownership targets) from the recorder through the records to the training batch (here,
 * not in the data module, because the games with ownership live in the games modules).
 */
class OwnershipRecordsTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a finished Cowboys game records State.owners of its final position on every position; they survive the "
            + "Parquet round trip and reach the batch under the same symmetry as the observation")
    void ownersReachTheBatch() throws Exception {
        Game game = GameRegistry.parse("cowboys:size=6");
        GameRecorder.Recorded r = SyntheticGames.play(game, 7, "w0");
        State end = game.newInitialState();
        for (String a : r.game().actions()) {
            end.apply(end.parseAction(a));
        }
        assertTrue(end.isTerminal());
        int[] expected = new int[36];
        assertTrue(end.owners(expected));
        for (PositionRecord p : r.positions()) {
            assertArrayEquals(expected, p.owners(), "ply " + p.ply());
        }
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("w0").withDurable(false))) {
            w.write(r);
        }
        ReplayWindow window = new ReplayWindow(game, ReplayWindow.Options.lastN(10_000));
        window.refresh(dir);
        assertArrayEquals(expected, window.get(0).owners(), "read back from Parquet");

        TrainingBatch batch = new TrainingBatch(game, 64);
        window.sample(batch, new SplittableRandom(5));
        assertTrue(batch.hasOwners());
        int obs = game.observationSize();
        int channels = game.observationShape()[0];
        for (int b = 0; b < batch.size(); b++) {
            float[] seen = Arrays.copyOfRange(batch.observations(), b * obs, (b + 1) * obs);
            int[] owners = Arrays.copyOfRange(batch.owners(), b * 36, (b + 1) * 36);
            boolean found = false;
            for (PositionRecord p : r.positions()) {
                float[] base = new float[obs];
                game.parsePosition(p.position()).encode(base);
                for (Symmetry sym : game.symmetries()) {
                    float[] o = new float[obs];
                    sym.mapObservation(base, o, channels);
                    int[] mapped = new int[36];
                    for (int c = 0; c < 36; c++) {
                        mapped[sym.cellMap()[c]] = expected[c];
                    }
                    found |= Arrays.equals(o, seen) && Arrays.equals(mapped, owners);
                }
            }
            assertTrue(found, "example " + b + ": observation and owners under one symmetry");
        }
    }

    @Test
    @DisplayName("Proteus turns the board for Black: a Black-to-move example's owners are turned as its observation is"
            + " (absolute cell c at 63 - c), a White-to-move example's are the recorded grid")
    void proteusOwnersFollowTheTurnedBoard() throws Exception {
        Game game = GameRegistry.parse("proteus");
        GameRecorder.Recorded r = SyntheticGames.play(game, 11, "w0");
        int[] expected = r.positions().get(0).owners();
        assertNotNull(expected, "a finished Proteus game records its final occupants");
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("w0").withDurable(false))) {
            w.write(r);
        }
        ReplayWindow window = new ReplayWindow(game, ReplayWindow.Options.lastN(10_000));
        window.refresh(dir);
        TrainingBatch batch = new TrainingBatch(game, 64);
        window.sample(batch, new SplittableRandom(5));
        assertTrue(batch.hasOwners());
        int obs = game.observationSize();
        List<float[]> encoded = new ArrayList<>();
        for (PositionRecord p : r.positions()) {
            float[] o = new float[obs];
            game.parsePosition(p.position()).encode(o);
            encoded.add(o);
        }
        int black = 0;
        for (int b = 0; b < batch.size(); b++) {
            float[] seen = Arrays.copyOfRange(batch.observations(), b * obs, (b + 1) * obs);
            int[] owners = Arrays.copyOfRange(batch.owners(), b * 64, (b + 1) * 64);
            int player = batch.players()[b];
            int[] turned = new int[64];
            for (int c = 0; c < 64; c++) {
                turned[player == 0 ? c : 63 - c] = expected[c];
            }
            boolean found = false;
            for (int i = 0; i < encoded.size() && !found; i++) {
                found = r.positions().get(i).player() == player && Arrays.equals(encoded.get(i), seen);
            }
            assertTrue(found, "example " + b + " is a recorded position");
            assertArrayEquals(turned, owners, "example " + b + ", seat " + player + " to move");
            black += player;
        }
        assertTrue(black > 0 && black < batch.size(), "both sides to move among the examples");
    }

    @Test
    @DisplayName("a game without ownership (tic-tac-toe) records none: its batch rows are -1 (no target) and the batch has none")
    void noOwners() throws Exception {
        Game game = GameRegistry.parse("tictactoe");
        GameRecorder.Recorded r = SyntheticGames.play(game, 3, "w0");
        assertNull(r.positions().get(0).owners());
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("w0").withDurable(false))) {
            w.write(r);
        }
        ReplayWindow window = new ReplayWindow(game, ReplayWindow.Options.lastN(1000));
        window.refresh(dir);
        assertNull(window.get(0).owners());
        TrainingBatch batch = new TrainingBatch(game, 8);
        window.sample(batch, new SplittableRandom(1));
        assertFalse(batch.hasOwners());
        assertEquals(-1, Arrays.stream(batch.owners()).max().getAsInt(), "no owner in any cell: the mask of a record without them");
    }
}
