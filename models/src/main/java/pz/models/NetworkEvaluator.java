package pz.models;

import java.util.ArrayList;
import java.util.List;

import pz.engine.Game;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.OwnershipSource;

/**
 * The search's {@link Evaluator} backed by a {@link PolicyValueNet}: one network call per batch,
 * priors by a softmax over each position's legal actions only (illegal actions get no mass), values
 * turned into seat order by {@link ValueAdapter} using {@link EvalBatch#player(int)}.
 *
 * <p>Thread-safety: {@link #evaluate} may be called from several threads at once. They share the
 * network through an {@link InferenceQueue}: each inference takes the leaves of every thread waiting for it,
 * while the other threads go on searching; each caller decodes its own rows (softmax, values) on its own thread.
 * An evaluator that owns its network, on more than one core, runs up to two inferences at once (the second on a
 * copy of the network made when first needed, each of the two on one OpenMP thread). With one thread this is a
 * direct call on that thread.
 * {@link #close()} fails callers still waiting, waits for a running pass, and frees the network's
 * native memory when this evaluator owns it.
 *
 * <p>It is also the network's {@link OwnershipSource} (a version-2 network with an ownership head): a pass of its own
 * over one position, run between the searches' passes ({@link InferenceQueue#exclusive}), thread-safe likewise.
 */
public final class NetworkEvaluator implements Evaluator, OwnershipSource {
    /** Leaves per network call: on 2 cores, batch 128 reaches most of the large-batch throughput (README). */
    public static final int DEFAULT_BATCH = 128;

    private final PolicyValueNet net;
    private final boolean ownsNet;
    private final int preferredBatch;
    private final InferenceQueue queue;
    private final List<Lane> lanes;
    private volatile Game checkedGame;
    private boolean closed;

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
        List<Lane> lanes = new ArrayList<>();
        lanes.add(new Lane(net));
        if (ownsNet && Runtime.getRuntime().availableProcessors() > 1) {
            lanes.add(new Lane(null));
        }
        this.lanes = lanes;
        this.queue = new InferenceQueue(List.<InferenceQueue.Network>copyOf(lanes), net.shape().observationSize(), net.shape().numActions(), net.valueOutputs(),
                preferredBatch);
    }

    /**
     * One of the queue's networks: the evaluator's own, or (an evaluator that owns its network, on more than one core)
     * a copy made on its first pass, so that two workers' passes can run at once, one OpenMP thread each. A network
     * the evaluator does not own is never copied (its owner may change its weights).
     */
    private final class Lane implements InferenceQueue.Network {
        private PolicyValueNet own;

        Lane(PolicyValueNet own) {
            this.own = own;
        }

        private PolicyValueNet network() {
            if (own == null) {
                own = net.copy();
            }
            return own;
        }

        @Override
        public void infer(float[] observations, int n, float[] logitsOut, float[] valuesOut) {
            network().infer(observations, n, logitsOut, valuesOut);
        }

        @Override
        public void inferNarrow(float[] observations, int n, float[] logitsOut, float[] valuesOut) {
            try (Nd4jSetup.Scope one = Nd4jSetup.oneThread()) {
                network().infer(observations, n, logitsOut, valuesOut);
            }
        }

        void close() {
            if (own != null && own != net) {
                own.close();
            }
        }
    }

    public PolicyValueNet net() {
        return net;
    }

    @Override
    public void evaluate(EvalBatch batch) {
        checkGame(batch.game());
        int n = batch.size();
        if (n == 0) {
            return;
        }
        queue.infer(batch.observations(), n, (logits, raw) -> decode(batch, logits, raw));
    }

    /** {@inheritDoc} Every pass {@code work} starts on this thread runs on one OpenMP thread ({@link Nd4jSetup#oneThread}). */
    @Override
    public void onOneCore(Runnable work) {
        try (Nd4jSetup.Scope one = Nd4jSetup.oneThread()) {
            work.run();
        }
    }

    @Override
    public boolean hasOwnership() {
        return net.hasOwnership();
    }

    /**
     * {@inheritDoc} One network pass of its own, between the searches' passes; the mover's frame turned into seat order
     * and, for a game whose observation turns the board for the mover ({@link Game#observationCell}), into the absolute grid.
     */
    @Override
    public float[] ownership(State state) {
        if (!hasOwnership()) {
            throw new IllegalStateException("the " + net.config().describe() + " network has no ownership head");
        }
        if (state.isChance() || state.isTerminal()) {
            throw new IllegalArgumentException("ownership is predicted for a decision state, not a " + (state.isChance() ? "chance" : "terminal")
                    + " one");
        }
        checkGame(state.game());
        NetShape shape = net.shape();
        int players = shape.numPlayers();
        int seats = shape.seats();
        int cells = shape.cells();
        float[] obs = new float[shape.observationSize()];
        state.encode(obs);
        float[] mover = new float[cells * seats];
        queue.exclusive(() -> net.infer(obs, 1, new float[shape.numActions()], new float[net.valueOutputs()], mover));
        int first = state.currentPlayer();
        Game game = state.game();
        float[] out = new float[cells * players];
        for (int c = 0; c < cells; c++) {
            int m = game.observationCell(c, first); // where the mover's observation, and so the head, has cell c
            float present = 0;
            for (int k = 0; k < players; k++) {
                present += mover[m * seats + k];
            }
            // a network of more seats than the game's: the game's seats share the cell (the others never own one)
            float scale = seats > players && present > 0 ? 1f / present : 1f;
            for (int k = 0; k < players; k++) {
                out[c * players + (first + k) % players] = mover[m * seats + k] * scale;
            }
        }
        return out;
    }

    /** Priors over each position's legal actions and seat-ordered values from the network's rows for {@code batch}. */
    private void decode(EvalBatch batch, float[] logits, float[] raw) {
        NetShape shape = net.shape();
        int actions = shape.numActions();
        int outs = net.valueOutputs();
        int[] legal = batch.legalActions();
        float[] priors = batch.priors();
        float[] values = batch.values();
        ValueHead head = net.config().valueHead();
        int players = shape.numPlayers();
        Game game = batch.game();
        for (int i = 0, n = batch.size(); i < n; i++) {
            int mover = Math.max(0, batch.player(i));
            int from = batch.legalOffset(i);
            int to = batch.legalOffset(i + 1);
            for (int j = from; j < to; j++) {
                priors[j] = logits[i * actions + game.policyIndex(legal[j], mover)]; // the network's logit of the action
            }
            softmaxInPlace(priors, from, to);
            ValueAdapter.toSeats(shape, head, raw, i * outs, mover, values, i * players);
        }
    }

    /** Replaces {@code x[from..to)} by its softmax. */
    static void softmaxInPlace(float[] x, int from, int to) {
        if (from == to) {
            return;
        }
        float max = Float.NEGATIVE_INFINITY;
        for (int j = from; j < to; j++) {
            max = Math.max(max, x[j]);
        }
        double sum = 0;
        for (int j = from; j < to; j++) {
            float e = (float) Math.exp(x[j] - max);
            x[j] = e;
            sum += e;
        }
        float inv = (float) (1.0 / sum);
        for (int j = from; j < to; j++) {
            x[j] *= inv;
        }
    }

    private void checkGame(Game game) {
        if (game == checkedGame) {
            return;
        }
        NetShape expected = NetShape.of(game, net.config());
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

    /** Yes: callers share the network through the inference queue. */
    @Override
    public boolean threadSafe() {
        return true;
    }

    /** Network passes so far, calls of {@link #evaluate} that reached the network, and passes run beside another: {passes, calls, beside}. */
    long[] passesAndCalls() {
        return new long[] {queue.passes(), queue.requests(), queue.passesBeside()};
    }

    /**
     * Fails the callers still waiting for the network ({@link IllegalStateException}), waits for a
     * running pass to end, then frees the network if this evaluator owns it. Later calls of
     * {@link #evaluate} throw {@link IllegalStateException}. Idempotent.
     */
    @Override
    public void close() {
        queue.close();
        synchronized (this) {
            if (!closed) {
                closed = true;
                for (Lane l : lanes) {
                    l.close();
                }
                if (ownsNet) {
                    net.close();
                }
            }
        }
    }
}
