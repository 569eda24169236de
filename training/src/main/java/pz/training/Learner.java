package pz.training;

import java.util.List;
import java.util.random.RandomGenerator;
import pz.data.ReplayWindow;
import pz.data.TrainingBatch;
import pz.models.Losses;
import pz.models.TrainBatch;
import pz.models.Trainer;

/**
 * The training phase as a DJL-style loop: a small object with explicit {@link #trainBatch} and
 * {@link #validateBatch} steps, a static {@link #fit} helper that runs them (like DJL's
 * {@code EasyTrain.fit}), and {@link TrainingListener}s for everything else. Wraps a models
 * {@link Trainer} (which owns the network and optimizer). Not thread-safe.
 */
public final class Learner implements AutoCloseable {
    private final Trainer trainer;
    private final List<TrainingListener> listeners;

    public Learner(Trainer trainer, List<TrainingListener> listeners) {
        this.trainer = trainer;
        this.listeners = List.copyOf(listeners);
    }

    /** The wrapped trainer (network, optimizer, step). */
    public Trainer trainer() {
        return trainer;
    }

    /** One optimizer step on a batch sampled from the replay window; returns its losses. */
    public Losses trainBatch(TrainingBatch batch) {
        Losses l = trainer.trainBatch(convert(batch));
        for (TrainingListener t : listeners) {
            t.onTrainingBatch(this, l);
        }
        return l;
    }

    /** The losses on a held-out batch, without changing the network. */
    public Losses validateBatch(TrainingBatch batch) {
        Losses l = trainer.evaluateBatch(convert(batch));
        for (TrainingListener t : listeners) {
            t.onValidationBatch(this, l);
        }
        return l;
    }

    /**
     * Converts the data module's batch into the trainer's: a policy row of weight 0 (a fast search
     * under playout cap randomization) is zeroed, so it adds nothing to the policy loss. The final owners of the cells
     * go along when any example has them (the others are -1: no ownership loss there).
     */
    static TrainBatch convert(TrainingBatch b) {
        float[] policy = b.policies();
        float[] w = b.policyWeights();
        int a = b.numActions();
        for (int i = 0; i < b.size(); i++) {
            if (w[i] != 1f) {
                for (int k = i * a; k < (i + 1) * a; k++) {
                    policy[k] *= w[i];
                }
            }
        }
        return new TrainBatch(b.size(), b.observations(), policy, b.values(), b.players(), null, b.valueWeights(),
                b.hasOwners() ? b.owners() : null);
    }

    /**
     * Runs a training phase: {@code steps} steps on batches sampled from {@code train}, validating
     * on a batch from {@code validation} (when it has positions) every {@code validateEvery} steps
     * and at the end; stops early when a listener asks. Returns the steps taken.
     */
    public static int fit(Learner learner, ReplayWindow train, ReplayWindow validation, int steps, int validateEvery,
                          TrainingBatch buffer, RandomGenerator rng) {
        for (TrainingListener t : learner.listeners) {
            t.onPhaseBegin(learner, steps);
        }
        int done = 0;
        for (; done < steps && train.size() > 0; done++) {
            train.sample(buffer, rng);
            learner.trainBatch(buffer);
            boolean last = done == steps - 1;
            if (validation != null && validation.size() > 0 && ((done + 1) % validateEvery == 0 || last)) {
                validation.sample(buffer, rng);
                learner.validateBatch(buffer);
                if (learner.listeners.stream().anyMatch(TrainingListener::stopRequested)) {
                    done++;
                    break;
                }
            }
        }
        for (TrainingListener t : learner.listeners) {
            t.onPhaseEnd(learner);
        }
        return done;
    }

    /** Closes the trainer's optimizer state (the network stays open). */
    @Override
    public void close() {
        trainer.close();
    }
}
