package pz.mcts;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.PlayerView;
import pz.engine.State;

/**
 * One player's tree search at one decision state: PUCT (Silver et al., "A general reinforcement
 * learning algorithm that masters chess, shogi and Go through self-play", Science 2018) or a Gumbel
 * root ({@link GumbelRoot}), with MCTS-Solver proofs ({@link Solver}) when configured, over value
 * vectors with one entry per player, chance nodes and any number of seats. The search is stepped so
 * that a scheduler can batch leaves of many searches into one evaluator call:
 *
 * <ol>
 *   <li>{@link #begin} sets up the root(s) (reusing the previous subtree when allowed);</li>
 *   <li>{@link #gather} runs descents, adding each leaf that needs the evaluator to a batch (with
 *       virtual loss on its path) and backing up terminal states and cache hits at once;</li>
 *   <li>the caller evaluates the batch; {@link #deliver} expands those leaves and backs them up;</li>
 *   <li>repeat 2-3 until {@link #done()}, then read {@link #result()}.</li>
 * </ol>
 *
 * <p>Values are backed up as vectors by {@link Backup} (chance nodes weight outcomes by their
 * probabilities); chance outcomes are chosen deterministically by visit deficit
 * ({@link Selection#chance}). Leaves found in the {@link EvalCache} (keyed by state hash) or
 * terminal are backed up during gather without an evaluator call.
 *
 * <p>Hidden information: in a game that is not of perfect information the search never touches
 * the real state beyond {@link State#view}; it samples {@link SearchRecipe#determinizations()} full
 * states from the view per search (one tree each, simulations spread round-robin) and sums the root
 * statistics. Tree reuse is for perfect information only.
 *
 * <p>Not thread-safe: a search belongs to one thread at a time.
 */
public final class Search {
    private static final int CONTINUE = 0, LEAF = 1, DONE = 2, COLLISION = 3;

    private final Game game;
    private final SearchRecipe config;
    private final RandomGenerator rng;
    private final EvalCache cache;
    private final LeafValuation leaves;
    private final PriorTemperature priorTemperature;
    /** MCTS-Solver on (configured, and the game of perfect information). */
    private final boolean solver;
    private final int numPlayers;
    private final double minReturn;
    private final double returnRange;
    private final int[] legalScratch;
    private final double[] probScratch;
    private final Backup backup;
    private final Scratch scratch;
    private final GumbelRoot gumbel = new GumbelRoot();
    private final Solver proofs;

    private Node[] roots = new Node[0];
    private State[] states = new State[0];
    private double[][] rootPriors = new double[0][];
    private int numTrees;
    private boolean hasTree;
    private int searcher;
    private int rootTurn;

    private Node[] pendNode;
    private int[] pendIndex;
    private long[] pendHash;
    private boolean[] pendRoot;
    private int pendCount;
    private int simsDone;
    private boolean rootsReady;
    private SearchResult forced;
    private boolean stopped;
    /** When a time limit ends this search, on the {@link System#nanoTime()} scale; {@link Long#MAX_VALUE}: none. */
    private long deadline = Long.MAX_VALUE;
    /** Playout cap randomization: this search is full (visits, noise, forced playouts, a training target) or fast. */
    private boolean full = true;
    /** Simulations of this search: {@code visits}, or {@code fastVisits} for a fast search. */
    private int budget;
    /** Tests: search even when only one action is legal (normally answered without search). */
    boolean searchForcedMoves;

    /** A search with its own cache of {@code config.cacheSize()} entries (none if 0). */
    public Search(Game game, SearchRecipe config, RandomGenerator rng) {
        this(game, config, rng, config.cacheSize() > 0 ? new EvalCache(config.cacheSize()) : null);
    }

    /** A search sharing {@code cache} (may be null: no caching), without a leaf heuristic. */
    public Search(Game game, SearchRecipe config, RandomGenerator rng, EvalCache cache) {
        this(game, config, rng, cache, null);
    }

    /**
     * A search sharing {@code cache} (may be null: no caching; it then holds mixed values, so share it
     * only among searches of one configuration) whose evaluated leaves mix in {@code heuristic} with
     * {@link SearchRecipe#heuristicWeight()}.
     *
     * @throws IllegalArgumentException if the configuration has a heuristic weight and {@code heuristic} is null
     */
    public Search(Game game, SearchRecipe config, RandomGenerator rng, EvalCache cache, LeafHeuristic heuristic) {
        int p = config.maxPendingLeaves() + config.determinizations();
        this.leaves = new LeafValuation(game, config, heuristic, p);
        this.game = game;
        this.config = config;
        this.rng = rng;
        this.cache = cache;
        this.solver = config.solver() && game.perfectInformation();
        this.proofs = new Solver(game.maxReturn(), game.minReturn(), game.numPlayers());
        this.priorTemperature = new PriorTemperature(config.priorTemperature());
        this.numPlayers = game.numPlayers();
        this.minReturn = game.minReturn();
        this.returnRange = Math.max(1e-12, game.maxReturn() - game.minReturn());
        this.legalScratch = new int[game.numActions()];
        this.probScratch = new double[game.numActions()];
        this.backup = new Backup(numPlayers);
        this.scratch = new Scratch(game.numActions());
        pendNode = new Node[p];
        pendIndex = new int[p];
        pendHash = new long[p];
        pendRoot = new boolean[p];
    }

    /** The configuration. */
    public SearchRecipe config() {
        return config;
    }

    /** Normalizes a return to the [0, 1] scale used in selection. */
    double norm(double v) {
        return (v - minReturn) / returnRange;
    }

    // ---------------------------------------------------------------- 1. begin

    /**
     * Starts a search for the player to move in {@code state} (a decision state; unchanged). With
     * hidden information only {@code state.view(player)} is read.
     */
    public void begin(State state) {
        int p = state.currentPlayer();
        if (p < 0) {
            throw new IllegalArgumentException("search needs a decision state, not " + (p == State.CHANCE ? "a chance node" : "a terminal state"));
        }
        if (!game.perfectInformation()) {
            begin(state.view(p));
            return;
        }
        boolean reuse = config.reuseTree() && !config.gumbel() && hasTree && pendCount == 0 && numTrees == 1
                && states[0].hash() == state.hash() && roots[0].status == Node.EXPANDED && roots[0].player == p;
        reset(1);
        states[0] = state.copy();
        if (!reuse) {
            roots[0] = new Node(null, 0, numPlayers);
        }
        start(p);
    }

    /** Starts a search from what {@code view.player()} knows, sampling full states from it. */
    public void begin(PlayerView view) {
        int d = config.determinizations();
        reset(d);
        for (int t = 0; t < d; t++) {
            states[t] = view.sample(rng);
            roots[t] = new Node(null, 0, numPlayers);
            if (states[t].currentPlayer() != view.player()) {
                throw new IllegalStateException("a sample of player " + view.player() + "'s view has player "
                        + states[t].currentPlayer() + " to move");
            }
        }
        start(view.player());
    }

    private void reset(int trees) {
        if (roots.length < trees) {
            roots = new Node[trees];
            states = new State[trees];
            rootPriors = new double[trees][];
        }
        numTrees = trees;
        pendCount = 0;
        simsDone = 0;
        rootsReady = false;
        forced = null;
        stopped = false;
        deadline = Long.MAX_VALUE;
        hasTree = true;
    }

    private void start(int player) {
        searcher = player;
        rootTurn = states[0].turn();
        // playout cap randomization (Wu 2019, section 3.1): the draw happens only when it is on, so
        // that the random stream of every other configuration is unchanged
        full = !config.playoutCap() || rng.nextDouble() < config.fullSearchProbability();
        budget = full ? config.visits() : config.fastVisits();
        int n = states[0].legalActions(legalScratch);
        if (n == 1 && !searchForcedMoves) {
            forced = new SearchResult(legalScratch[0], new int[] {legalScratch[0]}, new int[] {0}, new double[] {1},
                    new double[numPlayers], 0, true);
        }
    }

    /** Whether the current search is full (always, without playout cap randomization) or fast. */
    public boolean full() {
        return full;
    }

    /** Tells the search that {@code action} was played in the game, so that its subtree can be reused. */
    public void advance(int action) {
        // never with hidden information: the trees hold sampled states, where the real action may not even be legal
        if (!hasTree || !game.perfectInformation() || numTrees != 1 || !config.reuseTree() || config.gumbel() || pendCount != 0) {
            hasTree = false;
            return;
        }
        Node r = roots[0];
        int i = r.status == Node.EXPANDED && !r.isTerminal() ? r.indexOf(action) : -1;
        if (i < 0 || r.children[i] == null) {
            hasTree = false;
            return;
        }
        Node c = r.children[i];
        c.parent = null;
        roots[0] = c;
        states[0].apply(action);
    }

    /** True when the budget is spent (or one legal action made search unnecessary). */
    public boolean done() {
        return forced != null || rootsReady && pendCount == 0 && (simsDone >= budget || (stopped || rootSolved()) && simsDone > 0);
    }

    /** MCTS-Solver: the root's value is proven, so more simulations cannot change the move. */
    private boolean rootSolved() {
        return solver && roots[0].proven != null;
    }

    /** Ends the search early (a time limit): once its pending leaves are delivered and one simulation is done, it is {@link #done()}. */
    public void stop() {
        stopped = true;
    }

    /**
     * Ends the search as {@link #stop()} does once {@link System#nanoTime()} passes {@code nanoTime} (set after
     * {@link #begin}, which clears it). Checked when {@link #gather} starts and every 256 simulations inside it:
     * descents that need no evaluator (terminal states, cache hits, proven nodes) are backed up at once, so
     * late in a game one gather can run through its whole budget without returning to its caller.
     */
    public void stopAt(long nanoTime) {
        deadline = nanoTime;
    }

    private boolean pastDeadline() {
        return deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0;
    }

    // ---------------------------------------------------------------- 2. gather

    /**
     * Runs descents until {@link SearchRecipe#maxPendingLeaves()} leaves wait, the batch is full, the
     * budget is spent, or a descent hits a leaf already waiting. Must not be called while leaves of
     * a previous gather are undelivered.
     *
     * @return the number of positions added to {@code batch}
     */
    public int gather(EvalBatch batch) {
        if (pendCount != 0) {
            throw new IllegalStateException("deliver the previous batch before gathering again");
        }
        if (forced != null) {
            return 0;
        }
        if (!rootsReady) {
            for (int t = 0; t < numTrees; t++) {
                if (roots[t].status == Node.UNEVALUATED && batch.size() < batch.capacity()) {
                    descend(t, batch);
                }
            }
            for (int t = 0; t < numTrees; t++) {
                if (roots[t].status != Node.EXPANDED) {
                    return pendCount;
                }
            }
            prepareRoots();
        }
        int added = 0;
        if (pastDeadline()) {
            stopped = true;
        }
        while (simsDone + pendCount < budget && !((stopped || rootSolved()) && simsDone > 0) && pendCount < config.maxPendingLeaves()
                && batch.size() < batch.capacity()) {
            int r = descend((simsDone + pendCount) % numTrees, batch);
            if (r == LEAF) {
                added++;
            } else if (r == DONE) {
                simsDone++;
                if ((simsDone & 255) == 0 && pastDeadline()) {
                    stopped = true;
                }
            } else {
                break;
            }
        }
        return added;
    }

    private void prepareRoots() {
        int n = roots[0].actions.length;
        for (int t = 0; t < numTrees; t++) {
            if (!Arrays.equals(roots[t].actions, roots[0].actions)) {
                throw new IllegalStateException("samples of the searcher's view disagree on the searcher's legal actions");
            }
            if (rootPriors[t] == null || rootPriors[t].length < n) {
                rootPriors[t] = new double[n];
            }
            for (int i = 0; i < n; i++) {
                rootPriors[t][i] = roots[t].priors[i];
            }
        }
        if (config.gumbel()) {
            gumbel.prepare(rootPriors[0], n, config.gumbelActions(), budget,
                    rootTurn < config.temperatureTurns() ? config.temperature() : 0, rng);
        } else if (config.noiseEpsilon() > 0 && full) {
            double eps = config.noiseEpsilon();
            Noise.dirichlet(config.noiseAlpha(), n, probScratch, rng);
            for (int t = 0; t < numTrees; t++) {
                for (int i = 0; i < n; i++) {
                    rootPriors[t][i] = (1 - eps) * rootPriors[t][i] + eps * probScratch[i];
                }
            }
        }
        rootsReady = true;
    }

    /** One descent from root {@code t}; leaves the working state as it found it. */
    private int descend(int t, EvalBatch batch) {
        Node node = roots[t];
        State s = states[t];
        int depth = 0;
        int result;
        while (true) {
            if (node.status == Node.UNEVALUATED) {
                result = reach(node, s, batch, node == roots[t]);
                if (result != CONTINUE) {
                    break;
                }
            }
            if (node.status == Node.EVALUATING) {
                result = COLLISION;
                break;
            }
            if (node.proven != null && node != roots[t]) {
                // MCTS-Solver: a proven subtree is not searched again; its exact value is backed up
                backup.add(node, node.proven);
                result = DONE;
                break;
            }
            if (node.isTerminal()) {
                backup.add(node, node.eval);
                result = DONE;
                break;
            }
            int i;
            if (node.isChance()) {
                i = Selection.chance(node);
            } else if (node == roots[t]) {
                i = config.gumbel() ? selectGumbelRoot()
                        : Selection.puct(this, node, rootPriors[t], config, full ? config.forcedPlayouts() : 0);
            } else {
                i = config.gumbel() && config.gumbelInterior() ? Selection.gumbelInterior(this, node, scratch, config)
                        : Selection.puct(this, node, null, config);
            }
            s.apply(node.actions[i]);
            depth++;
            node = node.child(i);
        }
        for (int k = 0; k < depth; k++) {
            s.undo();
        }
        return result;
    }

    /** First arrival at a node: terminal, chance, cached or queued for the evaluator. */
    private int reach(Node node, State s, EvalBatch batch, boolean isRoot) {
        int p = s.currentPlayer();
        if (p == State.TERMINAL) {
            node.player = State.TERMINAL;
            double[] r = leaves.terminal(s, searcher);
            node.eval = r;
            node.status = Node.EXPANDED;
            if (solver) {
                node.proven = r;
                proofs.prove(node.parent);
            }
            return CONTINUE;
        }
        if (p == State.CHANCE) {
            int n = s.chanceOutcomes(legalScratch, probScratch);
            node.player = State.CHANCE;
            node.actions = Arrays.copyOf(legalScratch, n);
            node.probs = Arrays.copyOf(probScratch, n);
            node.children = new Node[n];
            node.status = Node.EXPANDED;
            return CONTINUE;
        }
        if (!isRoot) {
            double[] win = leaves.decisiveWin(s, p);
            if (win != null) {
                // valued as the win it is: backed up like a terminal state, never expanded
                node.player = State.TERMINAL;
                node.eval = win;
                node.status = Node.EXPANDED;
                if (solver) {
                    node.proven = win;
                    proofs.prove(node.parent);
                }
                return CONTINUE;
            }
        }
        long h = s.hash();
        EvalCache.Entry e = cache == null ? null : cache.get(h);
        if (e != null) {
            int n = s.legalActions(legalScratch);
            if (e.priors().length == n) {
                expand(node, p, Arrays.copyOf(legalScratch, n), e.priors(), e.values());
                backup.add(node, e.values());
                return DONE;
            }
        }
        node.status = Node.EVALUATING;
        node.player = p;
        int k = pendCount++;
        pendNode[k] = node;
        pendIndex[k] = batch.add(s);
        pendHash[k] = h;
        pendRoot[k] = isRoot;
        leaves.queued(s, k);
        for (Node n = node; n != null; n = n.parent) {
            n.pending++;
        }
        return LEAF;
    }

    private static void expand(Node node, int player, int[] actions, float[] priors, double[] values) {
        node.player = player;
        node.actions = actions;
        node.priors = priors;
        node.eval = values;
        node.children = new Node[actions.length];
        node.status = Node.EXPANDED;
    }

    // ---------------------------------------------------------------- 3. deliver

    /** Expands this search's leaves from the evaluated {@code batch} and backs up their values. */
    public void deliver(EvalBatch batch) {
        int[] legal = batch.legalActions();
        float[] priors = batch.priors();
        float[] values = batch.values();
        for (int k = 0; k < pendCount; k++) {
            Node leaf = pendNode[k];
            int i = pendIndex[k];
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
                cache.put(pendHash[k], pr, v);
            }
            for (Node n = leaf; n != null; n = n.parent) {
                n.pending--;
            }
            backup.add(leaf, v);
            if (!pendRoot[k]) {
                simsDone++;
            }
            pendNode[k] = null;
        }
        pendCount = 0;
    }

    // ---------------------------------------------------------------- selection helpers

    private int selectGumbelRoot() {
        int n = scratch.fillRoot(roots, numTrees, searcher, rootPriors[0], this, true);
        scratch.sigma(n, config);
        return gumbel.select(simsDone + pendCount, scratch.visitsPending, scratch.sigma);
    }

    // ---------------------------------------------------------------- 4. result

    /** The result of the finished search; PUCT applies the temperature for the root's turn. */
    public SearchResult result() {
        if (forced != null) {
            return forced;
        }
        if (!done()) {
            throw new IllegalStateException("the search is not finished");
        }
        int n = scratch.fillRoot(roots, numTrees, searcher, rootPriors[0], this, false);
        int[] visits = Arrays.copyOf(scratch.visits, n);
        double[] policy = new double[n];
        int chosen;
        if (config.gumbel()) {
            scratch.sigma(n, config);
            gumbel.policy(scratch.sigma, policy);
            chosen = gumbel.finalAction(visits, scratch.sigma);
        } else {
            int[] target = visits;
            if (full && config.forcedPlayouts() > 0) {
                target = new int[n];
                long rootVisits = 0;
                for (int t = 0; t < numTrees; t++) {
                    rootVisits += roots[t].visits;
                }
                ForcedPlayouts.prune(visits, scratch.q, rootPriors[0], n, Math.sqrt(Math.max(1, rootVisits)), config.cPuct(),
                        config.forcedPlayouts(), target);
            }
            long total = 0;
            for (int v : target) {
                total += v;
            }
            for (int i = 0; i < n; i++) {
                policy[i] = total == 0 ? 1.0 / n : target[i] / (double) total;
            }
            double temp = rootTurn < config.temperatureTurns() ? config.temperature() : 0;
            int won = solver ? proofs.win(roots[0], n, searcher) : -1;
            if (won >= 0) {
                // MCTS-Solver: a proven win is played, and is the whole policy target
                Arrays.fill(policy, 0);
                policy[won] = 1;
                chosen = won;
            } else {
                int[] kept = solver ? proofs.dropLosses(roots[0], n, searcher, visits, policy) : null;
                chosen = Selection.byTemperature(kept != null ? kept : visits, scratch.q, temp, rng);
            }
        }
        double[] value = new double[numPlayers];
        long nodes = 0;
        for (int t = 0; t < numTrees; t++) {
            nodes += roots[t].visits;
            for (int p = 0; p < numPlayers; p++) {
                value[p] += roots[t].valueSum[p];
            }
        }
        for (int p = 0; p < numPlayers; p++) {
            value[p] /= Math.max(1, nodes);
        }
        return new SearchResult(roots[0].actions[chosen], Arrays.copyOf(roots[0].actions, n), visits, policy, value, simsDone, full);
    }

    /** Runs a whole search with {@code evaluator}, in batches of up to its preferred size. */
    public SearchResult run(State state, Evaluator evaluator, EvalBatch batch) {
        begin(state);
        while (!done()) {
            batch.clear();
            gather(batch);
            if (batch.size() > 0) {
                evaluator.evaluate(batch);
            }
            deliver(batch);
        }
        return result();
    }

    // ---------------------------------------------------------------- test access

    /** The root of tree 0 (tests). */
    Node root() {
        return roots[0];
    }

    /** The Gumbel root state (tests). */
    GumbelRoot gumbelRoot() {
        return gumbel;
    }
}
