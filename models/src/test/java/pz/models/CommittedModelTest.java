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
    @DisplayName("the committed model evaluates real positions through the play-mode loader")
    void playModeLoader() throws Exception {
        try (NetworkEvaluator ev = ModelFile.loadEvaluator(resource(TinyModelTool.MODEL), Fixtures.TICTACTOE)) {
            List<State> positions = TinyModelTool.positions();
            EvalBatch batch = new EvalBatch(Fixtures.TICTACTOE, positions.size());
            positions.forEach(batch::add);
            ev.evaluate(batch);
            for (int i = 0; i < positions.size(); i++) {
                float sum = 0;
                for (int j = batch.legalOffset(i); j < batch.legalOffset(i + 1); j++) {
                    sum += batch.priors()[j];
                }
                assertEquals(1f, sum, 1e-5f);
                assertEquals(0f, batch.values()[2 * i] + batch.values()[2 * i + 1], 1e-6f);
                assertTrue(Math.abs(batch.values()[2 * i]) <= 1f);
            }
        }
    }
}
