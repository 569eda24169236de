package pz.models;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import pz.engine.Game;
import pz.engine.GameRegistry;

/**
 * Carries a model over to a new encoding of its game that appends input planes after the old ones (Kadon's encoding
 * 2 added the option planes 41-42 after the 41 planes of encoding 1): the same weights, with zero stem weights on the
 * new planes, so the network computes what it did wherever the new planes are zero (plain {@code kadon}). It wrote
 * {@code models/shipped/kadon.pzm} from the encoding-1 file. Run from the module directory:
 * {@code java -cp target/test-classes:target/classes:$CP pz.models.InputPlanesTool IN OUT SPEC}.
 */
public final class InputPlanesTool {
    private InputPlanesTool() {
    }

    public static void main(String[] args) throws IOException {
        Game game = GameRegistry.parse(args[2]);
        try (ModelFile in = ModelFile.load(Path.of(args[0])); PolicyValueNet net = padded(in.net(), NetShape.of(game, in.metadata().config()))) {
            ModelMetadata m = in.metadata();
            ModelMetadata meta = new ModelMetadata(ModelMetadata.FORMAT_VERSION, game.spec(), ModelMetadata.encodingOf(game), net.shape(),
                    m.config(), m.trainingStep(), m.parent(), m.createdAt(), m.strength(), null, m.recipe(), m.plays());
            ModelFile.of(meta, net).save(Path.of(args[1]));
        }
    }

    /**
     * A copy of {@code net} for the shape {@code to}, which has the same everything but more input planes, appended:
     * the stem's weights on the new planes are zero.
     */
    static PolicyValueNet padded(PolicyValueNet net, NetShape to) {
        NetShape from = net.shape();
        NetShape same = new NetShape(from.channels(), to.height(), to.width(), to.numActions(), to.numPlayers(), to.minReturn(),
                to.maxReturn(), to.policy());
        if (to.channels() < from.channels() || !same.equals(from)) {
            throw new IllegalArgumentException("not an encoding with appended planes: " + from + " to " + to);
        }
        Map<String, INDArray> m = new LinkedHashMap<>();
        for (Map.Entry<String, float[]> e : net.getParameters().entrySet()) {
            long[] shape = net.params().get(e.getKey()).shape().clone();
            float[] v = e.getValue();
            if (e.getKey().equals("stem_w")) {
                // the old planes keep their weights, the appended ones get zeros (SeatCarry.remapStem)
                int[] source = new int[to.channels()];
                for (int i = 0; i < source.length; i++) {
                    source[i] = i < from.channels() ? i : -1;
                }
                shape[2] = to.channels();
                v = SeatCarry.remapStem(v, shape, source);
            }
            m.put(e.getKey(), Nd4j.create(v, shape, DataType.FLOAT));
        }
        return new PolicyValueNet(to, net.config(), m);
    }
}
