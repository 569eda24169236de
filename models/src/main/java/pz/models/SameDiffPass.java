package pz.models;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.autodiff.samediff.api.OutAndGrad;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The training pass of the {@link NetBackend#SAMEDIFF} backend: the losses of the SameDiff definition ({@link Graph})
 * and SameDiff's automatic gradients of them, over the network's own parameter arrays. A layer added to {@link Graph}
 * trains at once, without a hand-written backward pass.
 *
 * <p>It gives the {@link Trainer} gradients rather than running SameDiff's own {@code fit}, so that both backends
 * share one optimizer (ND4J updaters per parameter, L2 added to the gradient, learning-rate warm-up, the checkpoint's
 * optimizer state): a checkpoint written by one backend resumes on the other, and one step moves the weights the same
 * way on both.
 *
 * <p>Performance note: slower than {@link Backprop} (figures in the module README): SameDiff walks the graph and
 * allocates every activation and gradient per call, and a version-2 network's policy gather runs as a product with a
 * constant selection matrix (see {@link Graph}). Not thread-safe (owned by one {@link Trainer}).
 */
final class SameDiffPass implements TrainingPass {
    private final NetShape shape;
    private final NetConfig config;
    private final SameDiff sd;
    private final List<String> names;
    private final boolean ownership;
    private Map<String, INDArray> grads = Map.of();

    SameDiffPass(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.config = config;
        this.sd = Graph.build(shape, config, params, true);
        quietly(sd::createGradFunction);
        this.names = new ArrayList<>(params.keySet());
        this.ownership = config.v2() != null && config.v2().ownership();
    }

    @Override
    public Losses run(TrainBatch batch, float[] valueTargets, boolean backward) {
        Map<String, INDArray> ph = placeholders(shape, config, batch, valueTargets);
        List<String> outputs = new ArrayList<>(List.of(Graph.POLICY_LOSS, Graph.VALUE_LOSS, Graph.TOTAL_LOSS));
        if (config.movesLeft()) {
            outputs.add(Graph.MOVES_LEFT_LOSS);
        }
        if (ownership) {
            outputs.add(Graph.OWNERSHIP_LOSS);
        }
        Map<String, INDArray> out;
        if (backward) {
            OutAndGrad r = sd.calculateGradientsAndOutputs(ph, outputs, names);
            out = r.getOutputs();
            grads = r.getGradients();
        } else {
            out = sd.output(ph, outputs);
        }
        return new Losses(scalar(out, Graph.POLICY_LOSS), scalar(out, Graph.VALUE_LOSS), scalar(out, Graph.MOVES_LEFT_LOSS),
                scalar(out, Graph.OWNERSHIP_LOSS), scalar(out, Graph.TOTAL_LOSS));
    }

    /**
     * Runs {@code task} with {@code System.out} discarded: SameDiff M2.1 prints a line per op to it ("Added differentiated
     * op ...") when it builds the gradient graph, which would land in the middle of a command's output. Other threads'
     * direct {@code System.out} prints in that moment (a few milliseconds, once per pass) are lost too.
     */
    private static synchronized void quietly(Runnable task) {
        java.io.PrintStream out = System.out;
        System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        try {
            task.run();
        } finally {
            System.setOut(out);
        }
    }

    private static double scalar(Map<String, INDArray> out, String name) {
        INDArray a = out.get(name);
        return a == null ? 0 : a.getDouble(0);
    }

    /**
     * The graph's inputs for {@code batch}: observations (NHWC), policy, value and value-weight targets, and the
     * moves-left and ownership targets when the network has those heads (zero ownership rows without targets: no
     * loss, no gradient, as in {@link Backprop}).
     */
    static Map<String, INDArray> placeholders(NetShape shape, NetConfig config, TrainBatch batch, float[] valueTargets) {
        int n = batch.size();
        Map<String, INDArray> ph = new HashMap<>();
        INDArray x = Nd4j.create(DataType.FLOAT, n, shape.height(), shape.width(), shape.channels());
        PolicyValueNet.packNhwc(shape, batch.observations(), n, x);
        ph.put(Graph.OBS, x);
        ph.put(Graph.POLICY_TARGET, rows(batch.policy(), n, shape.numActions()));
        int outs = config.valueHead().outputs(shape.seats());
        ph.put(Graph.VALUE_TARGET, rows(valueTargets, n, outs));
        float[] w = new float[n];
        java.util.Arrays.fill(w, 1f);
        if (batch.valueWeights() != null) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += batch.valueWeights()[i];
            }
            for (int i = 0; i < n; i++) {
                w[i] = sum > 0 ? (float) (batch.valueWeights()[i] * n / sum) : 0f;
            }
        }
        ph.put(Graph.VALUE_WEIGHT, rows(w, n, 1));
        if (config.movesLeft()) {
            ph.put(Graph.MOVES_LEFT_TARGET, rows(batch.movesLeft(), n, 1));
        }
        if (config.v2() != null && config.v2().ownership()) {
            int cellRows = n * shape.cells();
            float[] t = batch.owners() == null ? new float[cellRows * shape.seats()]
                    : OwnershipTargets.oneHot(batch.owners(), batch.movers(), n, shape.cells(), shape.numPlayers(), shape.seats());
            ph.put(Graph.OWNERSHIP_TARGET, rows(t, cellRows, shape.seats()));
        }
        return ph;
    }

    /** The first {@code n * width} values of {@code data} as an {@code [n, width]} array. */
    private static INDArray rows(float[] data, int n, int width) {
        float[] d = data.length == n * width ? data : java.util.Arrays.copyOf(data, n * width);
        return Nd4j.create(d, new long[] {n, width}, DataType.FLOAT);
    }

    @Override
    public Map<String, INDArray> grads() {
        return grads;
    }

    @Override
    public void close() {
        grads = Map.of(); // the graph's own arrays are freed by the garbage collector (SameDiff has no close)
    }
}
