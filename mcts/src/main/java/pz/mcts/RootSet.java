package pz.mcts;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import pz.engine.PlayerView;
import pz.engine.State;

/**
 * The roots of one {@link Search}: one tree per determinization (a single tree with perfect
 * information), the working state of each, and the priors that selection uses at each root (the
 * evaluator's, with Dirichlet noise when configured). Holds tree reuse ({@link #advance}) and the
 * sampling of full states from a player's view ({@link #sample}). Owned by one search; not thread-safe.
 */
final class RootSet {
    Node[] nodes = new Node[0];
    State[] states = new State[0];
    double[][] priors = new double[0][];
    /** Trees in use. */
    int count;
    private final int numPlayers;

    RootSet(int numPlayers) {
        this.numPlayers = numPlayers;
    }

    /** Makes room for {@code trees} trees and uses that many. */
    void reset(int trees) {
        if (nodes.length < trees) {
            nodes = new Node[trees];
            states = new State[trees];
            priors = new double[trees][];
        }
        count = trees;
    }

    /** Whether the single tree already searched {@code state} with {@code player} to move (so it can be kept). */
    boolean holds(State state, int player) {
        return count == 1 && states[0].hash() == state.hash() && nodes[0].status == Node.EXPANDED && nodes[0].player == player;
    }

    /** One tree for a copy of {@code state}: the current tree when {@code keep}, else a fresh root. */
    void single(State state, boolean keep) {
        reset(1);
        states[0] = state.copy();
        if (!keep) {
            nodes[0] = new Node(null, 0, numPlayers);
        }
    }

    /** {@code trees} fresh trees, each over a full state sampled from {@code view}. */
    void sample(PlayerView view, int trees, RandomGenerator rng) {
        reset(trees);
        for (int t = 0; t < trees; t++) {
            states[t] = view.sample(rng);
            nodes[t] = new Node(null, 0, numPlayers);
            if (states[t].currentPlayer() != view.player()) {
                throw new IllegalStateException("a sample of player " + view.player() + "'s view has player "
                        + states[t].currentPlayer() + " to move");
            }
        }
    }

    /**
     * Tree reuse: makes the child reached by {@code action} the root and plays it on the working
     * state. Returns false (and changes nothing) when that child was never created.
     */
    boolean advance(int action) {
        Node r = nodes[0];
        int i = r.status == Node.EXPANDED && !r.isTerminal() ? r.indexOf(action) : -1;
        if (i < 0 || r.children[i] == null) {
            return false;
        }
        Node c = r.children[i];
        c.parent = null;
        nodes[0] = c;
        states[0].apply(action);
        return true;
    }

    /**
     * Copies each expanded root's priors into {@link #priors}; returns the number of root actions.
     *
     * @throws IllegalStateException if the trees disagree on the searcher's legal actions
     */
    int copyPriors() {
        int n = nodes[0].actions.length;
        for (int t = 0; t < count; t++) {
            if (!Arrays.equals(nodes[t].actions, nodes[0].actions)) {
                throw new IllegalStateException("samples of the searcher's view disagree on the searcher's legal actions");
            }
            if (priors[t] == null || priors[t].length < n) {
                priors[t] = new double[n];
            }
            for (int i = 0; i < n; i++) {
                priors[t][i] = nodes[t].priors[i];
            }
        }
        return n;
    }

    /** Mixes one Dirichlet({@code alpha}) draw into every tree's root priors with weight {@code epsilon}. */
    void addNoise(double alpha, double epsilon, int n, double[] scratch, RandomGenerator rng) {
        Noise.dirichlet(alpha, n, scratch, rng);
        for (int t = 0; t < count; t++) {
            for (int i = 0; i < n; i++) {
                priors[t][i] = (1 - epsilon) * priors[t][i] + epsilon * scratch[i];
            }
        }
    }

    /** Visits of all roots. */
    long visits() {
        long v = 0;
        for (int t = 0; t < count; t++) {
            v += nodes[t].visits;
        }
        return v;
    }

    /** The roots' mean value vector over all their visits (zeros before any). */
    double[] value() {
        double[] value = new double[numPlayers];
        for (int t = 0; t < count; t++) {
            for (int p = 0; p < numPlayers; p++) {
                value[p] += nodes[t].valueSum[p];
            }
        }
        long n = Math.max(1, visits());
        for (int p = 0; p < numPlayers; p++) {
            value[p] /= n;
        }
        return value;
    }
}
