package pz.models;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.learning.GradientUpdater;
import org.nd4j.linalg.learning.config.IUpdater;

/**
 * Trains a {@link PolicyValueNet} in place, one batch per call (DJL-style: the loop, logging and
 * checkpoints belong to the caller). {@link #trainBatch} runs forward and backward over the
 * network's own parameter arrays with the pass of the network's {@link NetBackend} ({@link Backprop}:
 * direct libnd4j ops, checked against SameDiff's automatic differentiation in the tests; or
 * {@link SameDiffPass}: those automatic gradients themselves) and applies the optimizer; {@link #evaluateBatch}
 * computes the losses only. Both backends go through the same optimizer code here (updaters, L2, warm-up), so
 * the optimizer state of a checkpoint is the same whichever backend wrote it.
 *
 * <p>{@link #setWarmupSteps} makes the learning rate rise linearly over the first steps of a fresh
 * optimizer state: Adam's first steps move every weight by about the full learning rate whatever its
 * gradient, which jolts a trained network (a warm start from a model file, whose optimizer state is not
 * saved). Measured on Proteus records from a trained 4x32 model at 1e-3: without warm-up the value loss
 * averaged 0.85 over the first 50 steps (0.67 before), with 200 warm-up steps 0.67; after 200 steps the
 * run without warm-up was slightly ahead (policy 1.41 against 1.45). Off by default.
 *
 * <p>Not thread-safe, and the network must not be used for inference by another thread while a
 * step runs (its weights change in place): self-play workers use their own copy
 * ({@link PolicyValueNet#copy()}) or a saved {@link ModelFile}. {@link #close()} frees the
 * optimizer state; the network stays open.
 */
public final class Trainer implements AutoCloseable {
    private final PolicyValueNet net;
    private final NetShape shape;
    private final NetConfig config;
    private final TrainingPass backprop;
    /** Passes for other boards of the network's family ({@link #trainBatch(NetShape, TrainBatch)}), made on first use. */
    private final Map<NetShape, TrainingPass> boards = new HashMap<>();
    private final Optimizer optimizer;
    private final List<String> names;
    /** One updater for every parameter ({@link PolicyValueNet#flat()}), and its state (null for plain SGD). */
    private final GradientUpdater<?> updater;
    private final INDArray state;
    /** The state's blocks of one value per weight (Adam: 2, its moment estimates; Nesterov momentum: 1; SGD: 0). */
    private final int stateBlocks;
    /** {@code l2 * weights}, kept between steps. */
    private INDArray l2Term;
    /** The gradient as one vector, for a pass whose gradients are separate arrays (the samediff backend). */
    private INDArray gatheredGrads;
    private double learningRate;
    private long step;
    private int warmupSteps;
    /** The rate last set on the updaters (they are only touched when the effective rate changes). */
    private double appliedLearningRate = Double.NaN;

    /** A trainer with a fresh optimizer state. */
    public Trainer(PolicyValueNet net, Optimizer optimizer) {
        this.net = net;
        this.shape = net.shape();
        this.config = net.config();
        this.optimizer = optimizer;
        this.learningRate = optimizer.learningRate();
        this.backprop = TrainingPass.of(net);
        this.names = new ArrayList<>(net.params().keySet());
        // Performance note: one updater over the whole parameter vector, since Adam and momentum act weight by weight;
        // an updater per parameter cost three or four ops per parameter and step (about 130 on the 4x32 v2 network), a
        // tenth of its training step at that network's size.
        long total = net.flat().length();
        IUpdater u = optimizer.newUpdater();
        long size = u.stateSize(total);
        this.stateBlocks = (int) (size / total);
        this.state = size == 0 ? null : Nd4j.zeros(DataType.FLOAT, 1, size);
        this.updater = u.instantiate(state, true);
    }

    /** The optimizer settings with the current learning rate (what a checkpoint records). */
    public Optimizer optimizer() {
        return new Optimizer(optimizer.kind(), learningRate, optimizer.momentum(), optimizer.l2());
    }

    public PolicyValueNet net() {
        return net;
    }

    /** Optimizer steps taken (restored from checkpoints). */
    public long step() {
        return step;
    }

    public double learningRate() {
        return learningRate;
    }

    /** Sets the learning rate used from the next step on (after the warm-up, see the class comment). */
    public void setLearningRate(double lr) {
        if (!(lr > 0)) {
            throw new IllegalArgumentException("learning rate must be > 0, got " + lr);
        }
        learningRate = lr;
        applyLearningRate();
    }

    /**
     * Warms the learning rate up over the first {@code steps} optimizer steps (step k uses (k+1)/steps of it);
     * 0: no warm-up.
     */
    public void setWarmupSteps(int steps) {
        if (steps < 0) {
            throw new IllegalArgumentException("warm-up steps must be >= 0, got " + steps);
        }
        warmupSteps = steps;
        applyLearningRate();
    }

    /** The learning rate the next step uses: {@link #learningRate()} scaled by the warm-up. */
    public double effectiveLearningRate() {
        return warmupSteps == 0 ? learningRate : learningRate * Math.min(1.0, (step + 1) / (double) warmupSteps);
    }

    private void applyLearningRate() {
        double lr = effectiveLearningRate();
        if (lr != appliedLearningRate) {
            updater.getConfig().setLrAndSchedule(lr, null);
            appliedLearningRate = lr;
        }
    }

    /** One optimizer step on {@code batch}; returns the losses before the step. */
    public Losses trainBatch(TrainBatch batch) {
        return trainBatch(shape, batch);
    }

    /**
     * One optimizer step on a batch of positions of another board of the network's family, {@code board} being
     * {@code NetShape.of(game, config())}: a version-2 network's weights do not depend on the board
     * ({@link PolicyValueNet#copyFor}), so one set of weights and one optimizer state learn from batches of several
     * boards, each batch of one board (its pooling averages over that board's cells). Returns the losses before the step.
     *
     * @throws IllegalArgumentException when a weight's shape differs for {@code board} (a version-1 network, another family)
     */
    public Losses trainBatch(NetShape board, TrainBatch batch) {
        TrainingPass pass = backpropFor(board);
        Losses losses = pass.run(batch, valueTargets(board, batch), true);
        applyLearningRate();
        int iteration = (int) Math.min(step, Integer.MAX_VALUE);
        INDArray p = net.flat();
        INDArray g = pass.flatGrads();
        if (g == null) {
            if (gatheredGrads == null) {
                gatheredGrads = p.ulike();
            }
            g = gatheredGrads;
            long offset = 0;
            for (String name : names) {
                INDArray one = pass.grads().get(name);
                g.get(org.nd4j.linalg.indexing.NDArrayIndex.interval(offset, offset + one.length())).assign(one.reshape(one.length()));
                offset += one.length();
            }
        }
        if (optimizer.l2() > 0) {
            // into a kept array: p.mul(l2) allocated a copy of every weight per step (1-4 ms); an axpy would round
            // differently (one fused rounding) from the steps of earlier builds
            if (l2Term == null) {
                l2Term = p.ulike();
            }
            g.addi(p.mul(optimizer.l2(), l2Term));
        }
        // ND4J updaters work on flat row vectors; the reshape is a view, updated in place.
        updater.applyUpdater(g.reshape(1, g.length()), iteration, 0);
        p.subi(g);
        net.flushNegligible();
        step++;
        return losses;
    }

    /** The losses on {@code batch} without changing anything. */
    public Losses evaluateBatch(TrainBatch batch) {
        return evaluateBatch(shape, batch);
    }

    /** The losses on a batch of the board {@code board} without changing anything (see {@link #trainBatch(NetShape, TrainBatch)}). */
    public Losses evaluateBatch(NetShape board, TrainBatch batch) {
        return backpropFor(board).run(batch, valueTargets(board, batch), false);
    }

    /** The pass of {@code board}: the network's own, or one over the same parameter arrays for another board. */
    private TrainingPass backpropFor(NetShape board) {
        if (board.equals(shape)) {
            return backprop;
        }
        TrainingPass b = boards.get(board);
        if (b == null) {
            Map<String, long[]> theirs = Params.shapes(board, config);
            for (Map.Entry<String, INDArray> e : net.params().entrySet()) {
                if (!java.util.Arrays.equals(theirs.get(e.getKey()), e.getValue().shape())) {
                    throw new IllegalArgumentException("a " + config.describe() + " network's weight " + e.getKey() + " has shape "
                            + java.util.Arrays.toString(e.getValue().shape()) + " here and "
                            + java.util.Arrays.toString(theirs.get(e.getKey())) + " for " + board + ": it cannot train on both");
                }
            }
            b = TrainingPass.of(board, config, net.params());
            boards.put(board, b);
        }
        return b;
    }

    /** Gradients of the total loss on {@code batch} (no L2, no update), for tests; valid until the next call. */
    Map<String, INDArray> gradients(TrainBatch batch) {
        backprop.run(batch, valueTargets(shape, batch), true);
        return backprop.grads();
    }

    /** A copy of the optimizer state (moment estimates) per parameter, for checkpoints. */
    public Map<String, float[]> optimizerState() {
        Map<String, float[]> m = new LinkedHashMap<>();
        if (state == null) {
            return m;
        }
        // per parameter as a separate updater would hold it: its part of each block, block after block
        float[] all = state.dup().data().asFloat();
        int total = all.length / stateBlocks;
        int offset = 0;
        for (String name : names) {
            int len = (int) net.params().get(name).length();
            float[] mine = new float[stateBlocks * len];
            for (int b = 0; b < stateBlocks; b++) {
                System.arraycopy(all, b * total + offset, mine, b * len, len);
            }
            m.put(name, mine);
            offset += len;
        }
        return m;
    }

    /** Restores a checkpoint's optimizer state and step count. */
    public void setOptimizerState(Map<String, float[]> values, long newStep) {
        java.util.Set<String> expected = state == null ? java.util.Set.of() : new java.util.LinkedHashSet<>(names);
        if (!values.keySet().equals(expected)) {
            throw new IllegalArgumentException("optimizer state for " + values.keySet() + ", expected " + expected);
        }
        if (state != null) {
            int total = (int) (state.length() / stateBlocks);
            float[] all = new float[(int) state.length()];
            int offset = 0;
            for (String name : names) {
                int len = (int) net.params().get(name).length();
                float[] v = values.get(name);
                if (v.length != stateBlocks * len) {
                    throw new IllegalArgumentException("optimizer state " + name + ": expected " + stateBlocks * len
                            + " values, got " + v.length);
                }
                for (int b = 0; b < stateBlocks; b++) {
                    System.arraycopy(v, b * len, all, b * total + offset, len);
                }
                offset += len;
            }
            state.assign(Nd4j.create(all, state.shape(), DataType.FLOAT));
        }
        step = newStep;
        applyLearningRate();
    }

    /** Checks the batch of positions of {@code shape} and converts its seat-ordered returns into the value head's targets. */
    private float[] valueTargets(NetShape shape, TrainBatch b) {
        int n = b.size();
        if (n < 1 || b.observations().length < n * shape.observationSize() || b.policy().length < n * shape.numActions()
                || b.returns().length < n * shape.numPlayers() || b.movers().length < n) {
            throw new IllegalArgumentException("training batch arrays are too short for " + n + " positions");
        }
        if (config.movesLeft() && (b.movesLeft() == null || b.movesLeft().length < n)) {
            throw new IllegalArgumentException("the network has a moves-left head: the batch needs movesLeft targets");
        }
        int outs = config.valueHead().outputs(shape.seats()); // the seats beyond the game's stay 0 and are masked in the loss
        float[] vt = new float[n * outs];
        for (int i = 0; i < n; i++) {
            ValueAdapter.toTargets(shape, config.valueHead(), b.returns(), i * shape.numPlayers(), b.movers()[i], vt, i * outs);
        }
        return vt;
    }

    /** Frees the optimizer state (the network stays open). */
    @Override
    public void close() {
        if (state != null) {
            state.close();
        }
        if (gatheredGrads != null) {
            gatheredGrads.close();
        }
        if (l2Term != null) {
            l2Term.close();
        }
        backprop.close();
        boards.values().forEach(TrainingPass::close);
        boards.clear();
    }
}
