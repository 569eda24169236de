package pz.models;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The {@link NetBackend#FAST} training pass in parts ({@link Parts}): one {@link Backprop} per part over the same
 * parameter arrays, each on its share of the batch on its own core, its losses and gradients taken as its share of the
 * whole batch's means ({@link Backprop#run(TrainBatch, float[], boolean, int, double)}), so that their sums are the
 * whole batch's losses and gradient, up to the order of float sums. The first part reads the batch's arrays in place;
 * the others copy their positions.
 *
 * <p>Not thread-safe (owned by one {@link Trainer}).
 */
final class PartedBackprop implements TrainingPass {
    private final NetShape shape;
    private final NetConfig config;
    private final Map<String, INDArray> params;
    private final List<Backprop> passes = new ArrayList<>();

    PartedBackprop(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        this.shape = shape;
        this.config = config;
        this.params = params;
        passes.add(new Backprop(shape, config, params));
    }

    @Override
    public Losses run(TrainBatch batch, float[] valueTargets, boolean backward) {
        return run(batch, valueTargets, backward, Parts.count(batch.size()));
    }

    /** {@link #run(TrainBatch, float[], boolean)} in {@code parts} parts (at most the batch's size). */
    Losses run(TrainBatch batch, float[] valueTargets, boolean backward, int parts) {
        int n = batch.size();
        if (parts <= 1) {
            return passes.get(0).run(batch, valueTargets, backward);
        }
        while (passes.size() < parts) {
            passes.add(new Backprop(shape, config, params));
        }
        double valueWeight = n;
        if (batch.valueWeights() != null) {
            valueWeight = 0;
            for (int i = 0; i < n; i++) {
                valueWeight += batch.valueWeights()[i];
            }
        }
        double weight = valueWeight;
        int outs = config.valueHead().outputs(shape.seats());
        Losses[] losses = new Losses[parts];
        Parts.run(parts, k -> {
            int from = Parts.from(n, parts, k);
            int to = Parts.from(n, parts, k + 1);
            TrainBatch part = k == 0 ? prefix(batch, to) : slice(batch, from, to);
            float[] targets = k == 0 ? valueTargets : Arrays.copyOfRange(valueTargets, from * outs, to * outs);
            losses[k] = passes.get(k).run(part, targets, backward, n, weight);
        });
        if (backward) {
            INDArray g = passes.get(0).flatGrads();
            for (int k = 1; k < parts; k++) {
                g.addi(passes.get(k).flatGrads());
            }
        }
        double policy = 0;
        double value = 0;
        double movesLeft = 0;
        double ownership = 0;
        for (Losses l : losses) {
            policy += l.policy();
            value += l.value();
            movesLeft += l.movesLeft();
            ownership += l.ownership();
        }
        return new Losses(policy, value, movesLeft, ownership, policy + value + movesLeft + ownership);
    }

    /** The first {@code to} positions of {@code b}, over its own arrays. */
    private static TrainBatch prefix(TrainBatch b, int to) {
        return new TrainBatch(to, b.observations(), b.policy(), b.returns(), b.movers(), b.movesLeft(), b.valueWeights(),
                b.owners());
    }

    /** Positions {@code [from, to)} of {@code b}, copied. */
    private TrainBatch slice(TrainBatch b, int from, int to) {
        int obs = shape.observationSize();
        int actions = shape.numActions();
        int players = shape.numPlayers();
        int cells = shape.cells();
        return new TrainBatch(to - from,
                Arrays.copyOfRange(b.observations(), from * obs, to * obs),
                Arrays.copyOfRange(b.policy(), from * actions, to * actions),
                Arrays.copyOfRange(b.returns(), from * players, to * players),
                Arrays.copyOfRange(b.movers(), from, to),
                b.movesLeft() == null ? null : Arrays.copyOfRange(b.movesLeft(), from, to),
                b.valueWeights() == null ? null : Arrays.copyOfRange(b.valueWeights(), from, to),
                b.owners() == null ? null : Arrays.copyOfRange(b.owners(), from * cells, to * cells));
    }

    @Override
    public Map<String, INDArray> grads() {
        return passes.get(0).grads();
    }

    @Override
    public INDArray flatGrads() {
        return passes.get(0).flatGrads();
    }

    @Override
    public void close() {
        passes.forEach(Backprop::close);
        passes.clear();
    }
}
