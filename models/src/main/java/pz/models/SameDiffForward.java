package pz.models;

import java.util.Map;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The inference pass of the {@link NetBackend#SAMEDIFF} backend: the forward graph of the SameDiff definition
 * ({@link Graph}, without losses) over the network's own parameter arrays, so it sees every optimizer step. The tests
 * also use it as the reference for {@link FastForward}.
 *
 * <p>Performance note: SameDiff walks the graph and allocates every activation per call (figures in the module
 * README). Not thread-safe (owned by one {@link PolicyValueNet}).
 */
final class SameDiffForward implements InferencePass {
    private final NetShape shape;
    private final int valueOutputs;
    private final SameDiff sd;

    SameDiffForward(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.valueOutputs = config.valueHead().outputs(shape.seats());
        this.sd = Graph.build(shape, config, params, false);
    }

    @Override
    public void run(float[] observations, int n, float[] logitsOut, float[] valueOut, float[] ownershipOut) {
        if (n <= 0) {
            return;
        }
        INDArray x = Nd4j.createUninitialized(DataType.FLOAT, n, shape.height(), shape.width(), shape.channels());
        PolicyValueNet.packNhwc(shape, observations, n, x);
        Map<String, INDArray> out = ownershipOut == null ? sd.output(Map.of(Graph.OBS, x), Graph.POLICY, Graph.VALUE)
                : sd.output(Map.of(Graph.OBS, x), Graph.POLICY, Graph.VALUE, Graph.OWNERSHIP);
        PolicyValueNet.copyOut(out.get(Graph.POLICY), logitsOut, n * shape.numActions());
        PolicyValueNet.copyOut(out.get(Graph.VALUE), valueOut, n * valueOutputs);
        if (ownershipOut != null) {
            int len = n * shape.cells() * shape.seats();
            PolicyValueNet.copyOut(out.get(Graph.OWNERSHIP), ownershipOut, len);
            for (int row = 0; row < len; row += shape.seats()) {
                NetworkEvaluator.softmaxInPlace(ownershipOut, row, row + shape.seats());
            }
        }
        x.close();
    }

    @Override
    public void close() {
        // nothing: the graph's activations are freed by the garbage collector (SameDiff has no close); the parameters are the network's
    }
}
