package pz.training;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.function.Consumer;
import pz.models.Losses;

/** The training loop's listeners: loss averages, progress, checkpoints, early stopping. */
final class Listeners {
    private Listeners() {
    }

    /** Mean training and validation losses over a phase. */
    static final class LossAverages implements TrainingListener {
        double policy;
        double value;
        double ownership;
        double total;
        int n;
        double valPolicy;
        double valValue;
        double valOwnership;
        double valTotal;
        int valN;

        @Override
        public void onPhaseBegin(Learner learner, int plannedSteps) {
            policy = value = ownership = total = valPolicy = valValue = valOwnership = valTotal = 0;
            n = valN = 0;
        }

        @Override
        public void onTrainingBatch(Learner learner, Losses l) {
            policy += l.policy();
            value += l.value();
            ownership += l.ownership();
            total += l.total();
            n++;
        }

        @Override
        public void onValidationBatch(Learner learner, Losses l) {
            valPolicy += l.policy();
            valValue += l.value();
            valOwnership += l.ownership();
            valTotal += l.total();
            valN++;
        }

        double meanPolicy() {
            return n == 0 ? Double.NaN : policy / n;
        }

        double meanValue() {
            return n == 0 ? Double.NaN : value / n;
        }

        /** The ownership head's mean loss (0 without that head or without ownership targets). */
        double meanOwnership() {
            return n == 0 ? Double.NaN : ownership / n;
        }

        double meanTotal() {
            return n == 0 ? Double.NaN : total / n;
        }

        double meanValPolicy() {
            return valN == 0 ? Double.NaN : valPolicy / valN;
        }

        double meanValValue() {
            return valN == 0 ? Double.NaN : valValue / valN;
        }

        /** The ownership head's mean loss on the held-out positions (0 without that head or without their targets). */
        double meanValOwnership() {
            return valN == 0 ? Double.NaN : valOwnership / valN;
        }

        /** The last 20 steps' loss, for the progress bar. */
        String recent() {
            return n == 0 ? "" : String.format(Locale.ROOT, "loss %.3f", total / n)
                    + (ownership > 0 ? String.format(Locale.ROOT, " (ownership %.3f)", ownership / n) : "");
        }
    }

    /** Advances a progress bar by one per step. */
    static final class ProgressStep implements TrainingListener {
        private final Consumer<Integer> step;

        ProgressStep(Consumer<Integer> step) {
            this.step = step;
        }

        @Override
        public void onTrainingBatch(Learner learner, Losses losses) {
            step.accept(1);
        }
    }

    /** Saves the trainer (weights and optimizer state) at the end of each phase. */
    static final class Checkpoint implements TrainingListener {
        interface Saver {
            void save(Learner learner) throws IOException;
        }

        private final Saver saver;

        Checkpoint(Saver saver) {
            this.saver = saver;
        }

        @Override
        public void onPhaseEnd(Learner learner) {
            try {
                saver.save(learner);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Early stopping: asks to stop when the held-out total loss has not improved by {@code minDelta}
     * for {@code patience} validations in a row (over-fitting a small window). Reset each phase.
     */
    static final class EarlyStopping implements TrainingListener {
        private final int patience;
        private final double minDelta;
        private double best;
        private int bad;
        private boolean stop;
        boolean stopped;

        EarlyStopping(int patience, double minDelta) {
            this.patience = patience;
            this.minDelta = minDelta;
        }

        @Override
        public void onPhaseBegin(Learner learner, int plannedSteps) {
            best = Double.POSITIVE_INFINITY;
            bad = 0;
            stop = false;
            stopped = false;
        }

        @Override
        public void onValidationBatch(Learner learner, Losses l) {
            if (l.total() < best - minDelta) {
                best = l.total();
                bad = 0;
            } else if (++bad >= patience) {
                stop = true;
            }
        }

        @Override
        public boolean stopRequested() {
            stopped |= stop;
            return stop;
        }
    }
}
