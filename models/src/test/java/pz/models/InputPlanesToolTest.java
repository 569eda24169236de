package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * {@link InputPlanesTool}: a network carried over to an encoding with appended input planes computes what it did, and
 * the shipped Kadon model, carried over from encoding 1 (41 planes), loads for every Kadon spec and gives the option
 * planes 41-42 no weight.
 */
class InputPlanesToolTest {
    static final Game KADON = GameRegistry.parse("kadon");

    @Test
    @DisplayName("zero stem weights on appended planes: the same logits and values as the network before, on the old planes")
    void paddedNetworkComputesTheSame() {
        NetShape now = NetShape.of(KADON);
        NetShape before = new NetShape(41, 3, 3, now.numActions(), now.numPlayers(), now.minReturn(), now.maxReturn());
        NetConfig config = NetConfig.tiny(KADON);
        // The options' planes (41, 42) are all ones under both options, so weights on them would show.
        List<State> positions = Fixtures.randomPositions(GameRegistry.parse("kadon:overmatch,placewins=off"), 6, 3);
        int n = positions.size();
        float[] obs = new float[n * now.observationSize()];
        float[] old = new float[n * before.observationSize()];
        for (int i = 0; i < n; i++) {
            float[] o = new float[now.observationSize()];
            positions.get(i).encode(o);
            System.arraycopy(o, 0, obs, i * o.length, o.length);
            System.arraycopy(o, 0, old, i * before.observationSize(), before.observationSize());
            float appended = 0;
            for (int j = before.observationSize(); j < o.length; j++) {
                appended += o[j];
            }
            assertEquals(o.length - before.observationSize(), appended, 1e-6, "the appended planes are all ones");
        }
        try (PolicyValueNet net = PolicyValueNet.create(before, config, 5)) {
            Fixtures.perturb(net, 9);
            try (PolicyValueNet padded = InputPlanesTool.padded(net, now)) {
                assertEquals(now, padded.shape());
                float[] l1 = new float[n * now.numActions()];
                float[] l2 = l1.clone();
                float[] v1 = new float[n * net.valueOutputs()];
                float[] v2 = v1.clone();
                net.infer(old, n, l1, v1);
                padded.infer(obs, n, l2, v2);
                assertArrayEquals(l1, l2, 1e-4f, "logits");
                assertArrayEquals(v1, v2, 1e-4f, "values");
            }
        }
    }

    @Test
    @DisplayName("the Kadon model carried over to encoding 2 (shipped until 2026-11-27, now in wip/) has no weight on the"
            + " option planes and plays every Kadon spec")
    void carriedKadonModel() {
        for (String spec : new String[] {"kadon", "kadon:overmatch", "kadon:placewins=off"}) {
            assertEquals(0.0, optionPlaneWeight(Path.of("wip/kadon-rollout-v1.pzm"), spec), spec);
        }
    }

    @Test
    @DisplayName("the shipped Kadon model, fine-tuned on the three readings at once, plays every Kadon spec and reads the"
            + " option planes that tell them apart")
    void shippedKadonModel() {
        for (String spec : new String[] {"kadon", "kadon:overmatch", "kadon:placewins=off"}) {
            assertTrue(optionPlaneWeight(Path.of("shipped/kadon.pzm"), spec) > 0.1, spec + ": weight on the option planes");
        }
    }

    /** The sum of the absolute stem weights on Kadon's option planes (41 and 42) of {@code file} loaded for {@code spec}. */
    private static double optionPlaneWeight(Path file, String spec) {
        try (ModelFile m = ModelFile.load(file, GameRegistry.parse(spec))) {
            assertEquals(43, m.net().shape().channels(), spec);
            assertEquals(ModelMetadata.encodingOf(KADON), m.metadata().encoding());
            float[] stem = m.net().getParameters().get("stem_w");
            int out = m.metadata().config().channels();
            double sum = 0;
            for (int k = 0; k < 9; k++) {
                for (int plane = 41; plane < 43; plane++) {
                    for (int o = 0; o < out; o++) {
                        sum += Math.abs(stem[(k * 43 + plane) * out + o]);
                    }
                }
            }
            return sum;
        }
    }

    @Test
    @DisplayName("a Kadon model of encoding 1 (41 planes) is refused naming the file and both shapes")
    void encodingOneIsRefused(@TempDir Path dir) throws IOException {
        NetShape now = NetShape.of(KADON);
        NetShape before = new NetShape(41, 3, 3, now.numActions(), now.numPlayers(), now.minReturn(), now.maxReturn());
        NetConfig config = NetConfig.tiny(KADON);
        ModelMetadata m = ModelMetadata.forGame(KADON, config);
        Path file = dir.resolve("old.pzm");
        try (PolicyValueNet net = PolicyValueNet.create(before, config, 5)) {
            ModelFile.of(new ModelMetadata(1, "kadon", "d2d2ed47efd9fd3c", before, config, 0, null, m.createdAt(), null, null), net).save(file);
        }
        ModelFileException e = assertThrows(ModelFileException.class,
                () -> ModelFile.load(file, GameRegistry.parse("kadon:overmatch")));
        assertTrue(e.getMessage().contains("'" + file + "' expects observations of shape [41, 3, 3]; "
                + "kadon:overmatch now encodes [43, 3, 3]"), e.getMessage());
    }
}
