package pz.training;

import pz.models.Losses;

/**
 * Callbacks of the training phase, in the manner of DJL's {@code TrainingListener}: logging,
 * metrics, checkpoints and early stopping are listeners, not code inside the loop. Called on the
 * training thread.
 */
public interface TrainingListener {

    /** Before the first step of a phase of {@code plannedSteps} steps. */
    default void onPhaseBegin(Learner learner, int plannedSteps) {
    }

    /** After each training step, with the losses of that batch (before the update). */
    default void onTrainingBatch(Learner learner, Losses losses) {
    }

    /** After each validation batch. */
    default void onValidationBatch(Learner learner, Losses losses) {
    }

    /** After the phase's last step. */
    default void onPhaseEnd(Learner learner) {
    }

    /** Asked after each validation: true stops the phase early. */
    default boolean stopRequested() {
        return false;
    }
}
