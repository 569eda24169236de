package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.State;
import pz.mcts.EvalBatch;

/**
 * The committed tiny model (written by {@link TinyModelTool} in another JVM) loads in this fresh
 * JVM and reproduces the outputs recorded when it was saved.
 */
class CommittedModelTest {

    private static Path resource(String name) throws Exception {
        return Path.of(CommittedModelTest.class.getResource(name).toURI());
    }

    private static float[] parse(String line) {
        String[] parts = line.strip().split(" ");
        float[] v = new float[parts.length];
        for (int i = 0; i < parts.length; i++) {
            v[i] = Float.parseFloat(parts[i]);
        }
        return v;
    }

    @Test
    @DisplayName("the committed tic-tac-toe model loads in a fresh JVM and gives the recorded outputs")
    void reproducesRecordedOutputs() throws Exception {
        List<String> expected = Files.readAllLines(resource(TinyModelTool.EXPECTED));
        try (ModelFile m = ModelFile.load(resource(TinyModelTool.MODEL), Fixtures.TICTACTOE)) {
            assertEquals(30, m.metadata().trainingStep());
            float[][] out = TinyModelTool.outputs(m.net());
            // oneDNN may pick other kernels on another CPU: allow float rounding differences only.
            assertArrayEquals(parse(expected.get(0)), out[0], 1e-4f);
            assertArrayEquals(parse(expected.get(1)), out[1], 1e-4f);
        }
    }

    @Test
    @DisplayName("the committed model evaluates real positions through the play-mode loader: priors are the recorded logits'"
            + " softmax over the legal moves, values the recorded value head's")
    void playModeLoader() throws Exception {
        List<String> expected = Files.readAllLines(resource(TinyModelTool.EXPECTED));
        float[] logits = parse(expected.get(0));
        float[] raw = parse(expected.get(1));
        try (NetworkEvaluator ev = ModelFile.loadEvaluator(resource(TinyModelTool.MODEL), Fixtures.TICTACTOE)) {
            NetShape shape = NetShape.of(Fixtures.TICTACTOE);
            ValueHead head = NetConfig.tiny(Fixtures.TICTACTOE).valueHead();
            List<State> positions = TinyModelTool.positions();
            EvalBatch batch = new EvalBatch(Fixtures.TICTACTOE, positions.size());
            positions.forEach(batch::add);
            ev.evaluate(batch);
            double spread = 0;
            for (int i = 0; i < positions.size(); i++) {
                int from = batch.legalOffset(i);
                int to = batch.legalOffset(i + 1);
                int mover = batch.player(i);
                float[] want = new float[to - from];
                for (int j = from; j < to; j++) {
                    want[j - from] = logits[i * 9 + Fixtures.TICTACTOE.policyIndex(batch.legalActions()[j], mover)];
                }
                NetworkEvaluator.softmaxInPlace(want, 0, want.length);
                float sum = 0;
                for (int j = from; j < to; j++) {
                    assertEquals(want[j - from], batch.priors()[j], 1e-4f, "prior of legal move " + (j - from) + " at position " + i);
                    sum += batch.priors()[j];
                    spread = Math.max(spread, Math.abs(batch.priors()[j] - 1.0 / (to - from)));
                }
                assertEquals(1f, sum, 1e-5f);
                float[] seats = new float[2];
                ValueAdapter.toSeats(shape, head, raw, i * 3, mover, seats, 0);
                assertEquals(seats[0], batch.values()[2 * i], 1e-4f, "White's value at position " + i);
                assertEquals(seats[1], batch.values()[2 * i + 1], 1e-4f, "Black's value at position " + i);
                assertEquals(0f, batch.values()[2 * i] + batch.values()[2 * i + 1], 1e-6f);
            }
            assertTrue(spread > 1e-3, "the recorded priors are not uniform, so a uniform evaluator would fail: " + spread);
        }
    }
}
