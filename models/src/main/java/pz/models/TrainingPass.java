package pz.models;

import java.util.Map;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The forward and backward pass a {@link Trainer} steps with, one per {@link NetBackend}: {@link Backprop} (hand-written
 * ops) or {@link SameDiffPass} (SameDiff's automatic gradients of {@link Graph}). Both compute the same losses and
 * gradients over the network's own parameter arrays. Not thread-safe (owned by one trainer).
 */
interface TrainingPass extends AutoCloseable {

    /** The pass of {@code net}'s backend over its parameter arrays. */
    static TrainingPass of(PolicyValueNet net) {
        return of(net.shape(), net.config(), net.params());
    }

    /** The pass of {@code config}'s backend on the board {@code shape} over the parameter arrays {@code params}. */
    static TrainingPass of(NetShape shape, NetConfig config, Map<String, INDArray> params) {
        return config.backend() == NetBackend.SAMEDIFF ? new SameDiffPass(shape, config, params) : new PartedBackprop(shape, config, params);
    }

    /**
     * Runs the forward pass on {@code batch} (value targets already converted by {@link ValueAdapter} into
     * {@code valueTargets}), computes the losses and, if {@code backward}, the gradients.
     */
    Losses run(TrainBatch batch, float[] valueTargets, boolean backward);

    /** Gradients of the total loss (without L2) by parameter name, from the last {@link #run} with backward. */
    Map<String, INDArray> grads();

    /** Every gradient of {@link #grads()} as one vector in the parameters' order, or null when they are separate arrays. */
    default INDArray flatGrads() {
        return null;
    }

    @Override
    void close();
}
