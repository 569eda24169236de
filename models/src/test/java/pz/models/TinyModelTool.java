package pz.models;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pz.engine.State;

/**
 * Writes the committed test model {@code tictactoe-tiny.zip} and its expected outputs
 * ({@code tictactoe-tiny.expected}) into {@code src/test/resources/pz/models}: a tiny network
 * trained for 30 Adam steps on a fixed random batch. Run it from the module directory only when the
 * model format changes: {@code java -cp target/test-classes:target/classes:$CP pz.models.TinyModelTool}.
 */
public final class TinyModelTool {
    static final String MODEL = "tictactoe-tiny.zip";
    static final String EXPECTED = "tictactoe-tiny.expected";
    /** The positions whose outputs are recorded, as move sequences from the start. */
    static final String[][] LINES = {{}, {"b2"}, {"b2", "a1"}, {"a1", "b2", "c3", "a3"}};

    private TinyModelTool() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "src/test/resources/pz/models");
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 64, 1);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(Fixtures.TICTACTOE), NetConfig.tiny(Fixtures.TICTACTOE), 1);
             Trainer t = new Trainer(net, Optimizer.adam())) {
            for (int i = 0; i < 30; i++) {
                t.trainBatch(batch);
            }
            ModelMetadata meta = ModelMetadata.forGame(Fixtures.TICTACTOE, net.config()).withTrainingStep(t.step())
                    .withStrength("untrained toy: 30 Adam steps on random targets");
            ModelFile.of(meta, net).save(dir.resolve(MODEL));
            float[][] out = outputs(net);
            Files.writeString(dir.resolve(EXPECTED), format(out[0]) + "\n" + format(out[1]) + "\n");
        }
    }

    static List<State> positions() {
        List<State> list = new ArrayList<>();
        for (String[] line : LINES) {
            State s = Fixtures.TICTACTOE.newInitialState();
            for (String move : line) {
                s.apply(s.parseAction(move));
            }
            list.add(s);
        }
        return list;
    }

    /** {logits, raw values} of {@link #positions()}. */
    static float[][] outputs(PolicyValueNet net) {
        List<State> list = positions();
        int n = list.size();
        float[] obs = new float[n * 27];
        float[] enc = new float[27];
        for (int i = 0; i < n; i++) {
            list.get(i).encode(enc);
            System.arraycopy(enc, 0, obs, i * 27, 27);
        }
        float[] logits = new float[n * 9];
        float[] values = new float[n * 3];
        net.infer(obs, n, logits, values);
        return new float[][] {logits, values};
    }

    private static String format(float[] v) {
        StringBuilder sb = new StringBuilder();
        for (float f : v) {
            sb.append(sb.length() == 0 ? "" : " ").append(f);
        }
        return sb.toString();
    }
}
