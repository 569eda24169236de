package pz.training;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import pz.data.TrainingBatch;
import pz.models.Losses;
import pz.models.NetShape;
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
        return trainBatch(trainer.net().shape(), batch);
    }

    /** One optimizer step on a batch of positions of the board {@code board} (a spec of a mix, {@link SpecMix}). */
    public Losses trainBatch(NetShape board, TrainingBatch batch) {
        Losses l = trainer.trainBatch(board, convert(batch));
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
     * Runs a training phase: {@code steps} steps on batches sampled from {@code train}, validating on one batch of each
     * spec of {@code validation} (when it has positions) every {@code validateEvery} steps and at the end (the listeners
     * see their mean weighted by the specs' shares; {@link StratifiedWindow#lossesBySpec} keeps each); stops early when a
     * listener asks. Returns the steps taken.
     */
    static int fit(Learner learner, StratifiedWindow train, StratifiedWindow validation, int steps, int validateEvery,
                   RandomGenerator rng) {
        for (TrainingListener t : learner.listeners) {
            t.onPhaseBegin(learner, steps);
        }
        int done = 0;
        for (; done < steps && train.size() > 0; done++) {
            StratifiedWindow.Stratum s = train.sample(rng);
            learner.trainBatch(s.shape(), s.batch());
            boolean last = done == steps - 1;
            if (validation != null && validation.size() > 0 && ((done + 1) % validateEvery == 0 || last)) {
                List<StratifiedWindow.Stratum> held = validation.sampleEach(rng);
                List<Losses> losses = new ArrayList<>();
                for (StratifiedWindow.Stratum h : held) {
                    losses.add(learner.trainer.evaluateBatch(h.shape(), convert(h.batch())));
                }
                Losses mean = validation.validated(held, losses);
                for (TrainingListener t : learner.listeners) {
                    t.onValidationBatch(learner, mean);
                }
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
