package pz.models;

import org.nd4j.linalg.learning.config.Adam;
import org.nd4j.linalg.learning.config.IUpdater;
import org.nd4j.linalg.learning.config.Nesterovs;
import org.nd4j.linalg.learning.config.Sgd;

/**
 * Optimizer settings for a {@link Trainer}. Immutable.
 *
 * @param kind         ADAM or SGD (with momentum when {@code momentum > 0}, Nesterov style)
 * @param learningRate the initial learning rate ({@link Trainer#setLearningRate} changes it later)
 * @param momentum     SGD momentum (ignored by Adam, whose betas are 0.9 / 0.999)
 * @param l2           L2 penalty coefficient: {@code l2 * w} is added to every weight's gradient
 *                     (biases included; the AlphaZero papers use 1e-4)
 */
public record Optimizer(Kind kind, double learningRate, double momentum, double l2) {

    /** The update rule. */
    public enum Kind { ADAM, SGD }

    public Optimizer {
        if (kind == null || !(learningRate > 0) || momentum < 0 || momentum >= 1 || l2 < 0) {
            throw new IllegalArgumentException("bad optimizer " + kind + " lr=" + learningRate + " momentum=" + momentum + " l2=" + l2);
        }
    }

    /** Adam, learning rate 1e-3, L2 1e-4. */
    public static Optimizer adam() {
        return new Optimizer(Kind.ADAM, 1e-3, 0, 1e-4);
    }

    /** SGD with momentum 0.9, learning rate 0.02, L2 1e-4 (AlphaZero-style). */
    public static Optimizer sgd() {
        return new Optimizer(Kind.SGD, 0.02, 0.9, 1e-4);
    }

    /** A fresh ND4J updater configuration for one parameter. */
    IUpdater newUpdater() {
        return switch (kind) {
            case ADAM -> new Adam(learningRate);
            case SGD -> momentum > 0 ? new Nesterovs(learningRate, momentum) : new Sgd(learningRate);
        };
    }
}
