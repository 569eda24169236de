package pz.mcts;

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
 * the real state beyond {@link State#view}; it samples {@link SearchRecipe.Tree#determinizations()} full
 * states from the view per search (one tree each, simulations spread round-robin) and sums the root
 * statistics. Tree reuse is for perfect information only.
 *
 * <p>Its parts: {@link RootSet} (the roots, determinization, tree reuse, root noise), {@link LeafQueue}
 * (first arrival at a node and the leaves waiting for the evaluator), {@link RootResult} (the move,
 * policy target and value of a finished search).
 *
 * <p>Not thread-safe: a search belongs to one thread at a time.
 */
public final class Search {
    /** How a descent ended besides {@link LeafQueue}'s outcomes: it met a leaf already waiting for the evaluator. */
    private static final int DONE = LeafQueue.BACKED_UP, COLLISION = 3;

    private final Game game;
    private final SearchRecipe config;
    private final RandomGenerator rng;
    private final LeafQueue queue;
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
    private final RootSet roots;
    private final RootResult results;

    private boolean hasTree;
    private int searcher;
    private int rootTurn;

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
        this(game, config, rng, config.tree().cacheSize() > 0 ? new EvalCache(config.tree().cacheSize()) : null);
    }

    /** A search sharing {@code cache} (may be null: no caching), without a leaf heuristic. */
    public Search(Game game, SearchRecipe config, RandomGenerator rng, EvalCache cache) {
        this(game, config, rng, cache, null);
    }

    /**
     * A search sharing {@code cache} (may be null: no caching; it then holds mixed values, so share it
     * only among searches of one configuration) whose evaluated leaves mix in {@code heuristic} with
     * {@link SearchRecipe.LeafValues#heuristicWeight()}.
     *
     * @throws IllegalArgumentException if the configuration has a heuristic weight and {@code heuristic} is null
     */
    public Search(Game game, SearchRecipe config, RandomGenerator rng, EvalCache cache, LeafHeuristic heuristic) {
        int p = config.tree().maxPendingLeaves() + config.tree().determinizations();
        this.game = game;
        this.config = config;
        this.rng = rng;
        this.solver = config.puct().solver() && game.perfectInformation();
        Solver proofs = solver ? new Solver(game.maxReturn(), game.minReturn(), game.numPlayers()) : null;
        this.numPlayers = game.numPlayers();
        this.minReturn = game.minReturn();
        this.returnRange = Math.max(1e-12, game.maxReturn() - game.minReturn());
        this.legalScratch = new int[game.numActions()];
        this.probScratch = new double[game.numActions()];
        this.backup = new Backup(numPlayers);
        this.scratch = new Scratch(game.numActions());
        this.roots = new RootSet(numPlayers);
        this.results = new RootResult(this, scratch, gumbel, proofs);
        this.queue = new LeafQueue(game, config, cache, heuristic, backup, proofs, p);
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
        boolean reuse = config.tree().reuse() && !config.gumbelRoot().on() && hasTree && queue.count() == 0 && roots.holds(state, p);
        roots.single(state, reuse);
        reset();
        start(p);
    }

    /** Starts a search from what {@code view.player()} knows, sampling full states from it. */
    public void begin(PlayerView view) {
        roots.sample(view, config.tree().determinizations(), rng);
        reset();
        start(view.player());
    }

    private void reset() {
        queue.clear();
        simsDone = 0;
        rootsReady = false;
        forced = null;
        stopped = false;
        deadline = Long.MAX_VALUE;
        hasTree = true;
    }

    private void start(int player) {
        searcher = player;
        rootTurn = roots.states[0].turn();
        // playout cap randomization (Wu 2019, section 3.1): the draw happens only when it is on, so
        // that the random stream of every other configuration is unchanged
        full = !config.playoutCap() || rng.nextDouble() < config.cap().fullProbability();
        budget = full ? config.visits() : config.cap().fastVisits();
        int n = roots.states[0].legalActions(legalScratch);
        if (n == 1 && !searchForcedMoves) {
            forced = RootResult.forced(legalScratch[0], numPlayers);
        }
    }

    /** Whether the current search is full (always, without playout cap randomization) or fast. */
    public boolean full() {
        return full;
    }

    /** Tells the search that {@code action} was played in the game, so that its subtree can be reused. */
    public void advance(int action) {
        // never with hidden information: the trees hold sampled states, where the real action may not even be legal
        hasTree = hasTree && game.perfectInformation() && roots.count == 1 && config.tree().reuse() && !config.gumbelRoot().on()
                && queue.count() == 0 && roots.advance(action);
    }

    /** True when the budget is spent (or one legal action made search unnecessary). */
    public boolean done() {
        return forced != null || rootsReady && queue.count() == 0 && (simsDone >= budget || (stopped || rootSolved()) && simsDone > 0);
    }

    /** MCTS-Solver: the root's value is proven, so more simulations cannot change the move. */
    private boolean rootSolved() {
        return solver && roots.nodes[0].proven != null;
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
     * Runs descents until {@link SearchRecipe.Tree#maxPendingLeaves()} leaves wait, the batch is full, the
     * budget is spent, or a descent hits a leaf already waiting. Must not be called while leaves of
     * a previous gather are undelivered.
     *
     * @return the number of positions added to {@code batch}
     */
    public int gather(EvalBatch batch) {
        if (queue.count() != 0) {
            throw new IllegalStateException("deliver the previous batch before gathering again");
        }
        if (forced != null) {
            return 0;
        }
        if (!rootsReady) {
            for (int t = 0; t < roots.count; t++) {
                if (roots.nodes[t].status == Node.UNEVALUATED && batch.size() < batch.capacity()) {
                    descend(t, batch);
                }
            }
            for (int t = 0; t < roots.count; t++) {
                if (roots.nodes[t].status != Node.EXPANDED) {
                    return queue.count();
                }
            }
            prepareRoots();
        }
        int added = 0;
        if (pastDeadline()) {
            stopped = true;
        }
        while (simsDone + queue.count() < budget && !((stopped || rootSolved()) && simsDone > 0)
                && queue.count() < config.tree().maxPendingLeaves()
                && batch.size() < batch.capacity()) {
            int r = descend((simsDone + queue.count()) % roots.count, batch);
            if (r == LeafQueue.QUEUED) {
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
        int n = roots.copyPriors();
        if (config.gumbelRoot().on()) {
            gumbel.prepare(roots.priors[0], n, config.gumbelRoot().actions(), budget,
                    rootTurn < config.noise().temperatureTurns() ? config.noise().temperature() : 0, rng);
        } else if (config.noise().epsilon() > 0 && full) {
            roots.addNoise(config.noise().alpha(), config.noise().epsilon(), n, probScratch, rng);
        }
        rootsReady = true;
    }

    /** One descent from root {@code t}; leaves the working state as it found it. */
    private int descend(int t, EvalBatch batch) {
        Node root = roots.nodes[t];
        Node node = root;
        State s = roots.states[t];
        int depth = 0;
        int result;
        while (true) {
            if (node.status == Node.UNEVALUATED) {
                result = queue.reach(node, s, batch, node == root, searcher);
                if (result != LeafQueue.CONTINUE) {
                    break;
                }
            }
            if (node.status == Node.EVALUATING) {
                result = COLLISION;
                break;
            }
            if (node.proven != null && node != root) {
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
            } else if (node == root) {
                i = config.gumbelRoot().on() ? selectGumbelRoot()
                        : Selection.puct(this, node, roots.priors[t], config, full ? config.puct().forcedPlayouts() : 0);
            } else {
                i = config.gumbelRoot().on() && config.gumbelRoot().interior() ? Selection.gumbelInterior(this, node, scratch, config)
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

    // ---------------------------------------------------------------- 3. deliver

    /** Expands this search's leaves from the evaluated {@code batch} and backs up their values. */
    public void deliver(EvalBatch batch) {
        simsDone += queue.deliver(batch);
    }

    // ---------------------------------------------------------------- selection helpers

    private int selectGumbelRoot() {
        int n = scratch.fillRoot(roots.nodes, roots.count, searcher, roots.priors[0], this, true);
        scratch.sigma(n, config);
        return gumbel.select(simsDone + queue.count(), scratch.visitsPending, scratch.sigma);
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
        return results.compute(roots, searcher, rootTurn, full, simsDone, rng);
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
        return roots.nodes[0];
    }

    /** The Gumbel root state (tests). */
    GumbelRoot gumbelRoot() {
        return gumbel;
    }
}
