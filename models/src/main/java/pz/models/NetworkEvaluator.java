package pz.models;

import pz.engine.Game;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;

/**
 * The search's {@link Evaluator} backed by a {@link PolicyValueNet}: one network call per batch,
 * priors by a softmax over each position's legal actions only (illegal actions get no mass), values
 * turned into seat order by {@link ValueAdapter} using {@link EvalBatch#player(int)}.
 *
 * <p>Thread-safety: {@link #evaluate} may be called from several threads; calls are serialised on
 * this object (one inference at a time, which uses both cores through libnd4j's OpenMP threads).
 * {@link #close()} frees the network's native memory when this evaluator owns it.
 */
public final class NetworkEvaluator implements Evaluator {
    /** Leaves per network call: on 2 cores, batch 128 reaches most of the large-batch throughput (README). */
    public static final int DEFAULT_BATCH = 128;

    private final PolicyValueNet net;
    private final boolean ownsNet;
    private final int preferredBatch;
    private float[] logits = new float[0];
    private float[] raw = new float[0];
    private int[] index = new int[0];
    private Game checkedGame;
    private boolean closed;
    private volatile double heuristicWeight;
    private volatile int heuristicDepth;
    private volatile int leafRollouts;
    private volatile int rolloutDepth;

    /** An evaluator over {@code net}; closes it on {@link #close()} if {@code ownsNet}. */
    public NetworkEvaluator(PolicyValueNet net, boolean ownsNet) {
        this(net, ownsNet, DEFAULT_BATCH);
    }

    /** As above with the batch size the search should gather. */
    public NetworkEvaluator(PolicyValueNet net, boolean ownsNet, int preferredBatch) {
        if (preferredBatch < 1) {
            throw new IllegalArgumentException("preferred batch must be >= 1, got " + preferredBatch);
        }
        this.net = net;
        this.ownsNet = ownsNet;
        this.preferredBatch = preferredBatch;
    }

    public PolicyValueNet net() {
        return net;
    }

    /** The heuristic weight and look-ahead the network was trained under (from its model file's metadata); returns this. */
    public NetworkEvaluator withHeuristic(double w, int depth) {
        this.heuristicWeight = w;
        this.heuristicDepth = depth;
        return this;
    }

    /** The random rollouts per leaf the network was trained under, and their cut (from its model file's metadata); returns this. */
    public NetworkEvaluator withLeafRollouts(int k, int depth) {
        this.leafRollouts = k;
        this.rolloutDepth = depth;
        return this;
    }

    @Override
    public int rolloutDepth() {
        return rolloutDepth;
    }

    @Override
    public int leafRollouts() {
        return leafRollouts;
    }

    @Override
    public double heuristicWeight() {
        return heuristicWeight;
    }

    @Override
    public int heuristicDepth() {
        return heuristicDepth;
    }

    @Override
    public synchronized void evaluate(EvalBatch batch) {
        if (closed) {
            throw new IllegalStateException("evaluator is closed");
        }
        checkGame(batch.game());
        int n = batch.size();
        if (n == 0) {
            return;
        }
        NetShape shape = net.shape();
        int actions = shape.numActions();
        int outs = net.valueOutputs();
        if (logits.length < n * actions) {
            logits = new float[n * actions];
            raw = new float[n * outs];
        }
        net.infer(batch.observations(), n, logits, raw);
        int[] legal = batch.legalActions();
        float[] priors = batch.priors();
        float[] values = batch.values();
        ValueHead head = net.config().valueHead();
        int players = shape.numPlayers();
        Game game = batch.game();
        for (int i = 0; i < n; i++) {
            int mover = Math.max(0, batch.player(i));
            int from = batch.legalOffset(i);
            int to = batch.legalOffset(i + 1);
            if (index.length < to - from) {
                index = new int[to - from];
            }
            for (int j = from; j < to; j++) {
                index[j - from] = game.policyIndex(legal[j], mover); // the network's policy index of the action
            }
            maskedSoftmax(logits, i * actions, index, from, to, priors);
            ValueAdapter.toSeats(shape, head, raw, i * outs, mover, values, i * players);
        }
    }

    /** Softmax of {@code logits[base + index[j - from]]} over {@code j in [from, to)}, written to {@code priors[j]}. */
    static void maskedSoftmax(float[] logits, int base, int[] index, int from, int to, float[] priors) {
        if (from == to) {
            return;
        }
        float max = Float.NEGATIVE_INFINITY;
        for (int j = from; j < to; j++) {
            max = Math.max(max, logits[base + index[j - from]]);
        }
        double sum = 0;
        for (int j = from; j < to; j++) {
            float e = (float) Math.exp(logits[base + index[j - from]] - max);
            priors[j] = e;
            sum += e;
        }
        float inv = (float) (1.0 / sum);
        for (int j = from; j < to; j++) {
            priors[j] *= inv;
        }
    }

    private void checkGame(Game game) {
        if (game == checkedGame) {
            return;
        }
        NetShape expected = NetShape.of(game);
        if (!expected.equals(net.shape())) {
            throw new IllegalArgumentException("network made for " + net.shape() + " cannot evaluate " + game.spec()
                    + " (" + expected + ")");
        }
        checkedGame = game;
    }

    @Override
    public int preferredBatchSize() {
        return preferredBatch;
    }

    /** Yes: calls are serialised internally. */
    @Override
    public boolean threadSafe() {
        return true;
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            if (ownsNet) {
                net.close();
            }
        }
    }
}
