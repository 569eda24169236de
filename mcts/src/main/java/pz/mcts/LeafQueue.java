package pz.mcts;

import java.util.Arrays;
import pz.engine.Game;
import pz.engine.State;

/**
 * The leaves of one {@link Search}: what happens when a descent first reaches a node (phase 2:
 * terminal, chance, decisive win, cache hit, or queued for the evaluator with virtual loss on its
 * path) and the expansion of the queued leaves when the evaluator has answered (phase 3). Leaf
 * values go through {@link LeafValuation} (heuristic mix, decisive moves), priors through
 * {@link PriorTemperature}. Owned by one search; not thread-safe.
 */
final class LeafQueue {
    /** How a first arrival ended: the descent goes on (the node is expanded now), a leaf waits for the evaluator, or the simulation is backed up. */
    static final int CONTINUE = 0, QUEUED = 1, BACKED_UP = 2;

    private final EvalCache cache;
    private final LeafValuation leaves;
    private final PriorTemperature priorTemperature;
    private final Backup backup;
    /** MCTS-Solver proofs, or null when the search does not prove. */
    private final Solver proofs;
    private final int numPlayers;
    private final int[] legalScratch;
    private final double[] probScratch;
    private final Node[] node;
    private final int[] index;
    private final long[] hash;
    private final boolean[] root;
    private int count;

    /**
     * @param cache    shared evaluation cache, or null
     * @param capacity the most leaves that can wait at once
     */
    LeafQueue(Game game, SearchRecipe config, EvalCache cache, LeafHeuristic heuristic, Backup backup, Solver proofs, int capacity) {
        this.cache = cache;
        this.leaves = new LeafValuation(game, config, heuristic, capacity);
        this.priorTemperature = new PriorTemperature(config.noise().priorTemperature());
        this.backup = backup;
        this.proofs = proofs;
        this.numPlayers = game.numPlayers();
        this.legalScratch = new int[game.numActions()];
        this.probScratch = new double[game.numActions()];
        node = new Node[capacity];
        index = new int[capacity];
        hash = new long[capacity];
        root = new boolean[capacity];
    }

    /** Leaves waiting for the evaluator. */
    int count() {
        return count;
    }

    /** Forgets the waiting leaves (a new search). */
    void clear() {
        count = 0;
    }

    /**
     * First arrival at {@code n} in state {@code s} (the root of its tree when {@code isRoot}), in a
     * search for {@code searcher}: terminal, chance, decisive win, cached or queued in {@code batch}.
     */
    int reach(Node n, State s, EvalBatch batch, boolean isRoot, int searcher) {
        int p = s.currentPlayer();
        if (p == State.TERMINAL) {
            settle(n, leaves.terminal(s, searcher));
            return CONTINUE;
        }
        if (p == State.CHANCE) {
            int k = s.chanceOutcomes(legalScratch, probScratch);
            n.player = State.CHANCE;
            n.actions = Arrays.copyOf(legalScratch, k);
            n.probs = Arrays.copyOf(probScratch, k);
            n.children = new Node[k];
            n.status = Node.EXPANDED;
            return CONTINUE;
        }
        if (!isRoot) {
            double[] win = leaves.decisiveWin(s, p);
            if (win != null) {
                // valued as the win it is: backed up like a terminal state, never expanded
                settle(n, win);
                return CONTINUE;
            }
        }
        long h = s.hash();
        EvalCache.Entry e = cache == null ? null : cache.get(h);
        if (e != null) {
            int k = s.legalActions(legalScratch);
            if (e.priors().length == k) {
                expand(n, p, Arrays.copyOf(legalScratch, k), e.priors(), e.values());
                backup.add(n, e.values());
                return BACKED_UP;
            }
        }
        n.status = Node.EVALUATING;
        n.player = p;
        int k = count++;
        node[k] = n;
        index[k] = batch.add(s);
        hash[k] = h;
        root[k] = isRoot;
        leaves.queued(s, k);
        for (Node a = n; a != null; a = a.parent) {
            a.pending++;
        }
        return QUEUED;
    }

    /** A node valued exactly (terminal, or a decisive win): never expanded; with the solver, proven. */
    private void settle(Node n, double[] value) {
        n.player = State.TERMINAL;
        n.eval = value;
        n.status = Node.EXPANDED;
        if (proofs != null) {
            n.proven = value;
            proofs.prove(n.parent);
        }
    }

    private static void expand(Node node, int player, int[] actions, float[] priors, double[] values) {
        node.player = player;
        node.actions = actions;
        node.priors = priors;
        node.eval = values;
        node.children = new Node[actions.length];
        node.status = Node.EXPANDED;
    }

    /**
     * Expands the waiting leaves from the evaluated {@code batch} and backs up their values; returns
     * the simulations this completes (a root's own evaluation is not one).
     */
    int deliver(EvalBatch batch) {
        int[] legal = batch.legalActions();
        float[] priors = batch.priors();
        float[] values = batch.values();
        int simulations = 0;
        for (int k = 0; k < count; k++) {
            Node leaf = node[k];
            int i = index[k];
            int from = batch.legalOffset(i), to = batch.legalOffset(i + 1);
            double[] v = new double[numPlayers];
            for (int p = 0; p < numPlayers; p++) {
                v[p] = values[i * numPlayers + p];
            }
            leaves.mix(v, k);
            float[] pr = Arrays.copyOfRange(priors, from, to);
            priorTemperature.apply(pr);
            expand(leaf, leaf.player, Arrays.copyOfRange(legal, from, to), pr, v);
            if (cache != null) {
                cache.put(hash[k], pr, v);
            }
            for (Node n = leaf; n != null; n = n.parent) {
                n.pending--;
            }
            backup.add(leaf, v);
            if (!root[k]) {
                simulations++;
            }
            node[k] = null;
        }
        count = 0;
        return simulations;
    }
}
