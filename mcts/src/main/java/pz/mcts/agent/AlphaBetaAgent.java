package pz.mcts.agent;

import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.SearchResult;

/**
 * The {@code alphabeta} baseline for two-player zero-sum games: minimax with alpha-beta pruning
 * from the searcher's side (so "the same player acts again" needs no special case), expectation at
 * chance nodes (searched with a full window, no pruning), iterative deepening from depth 1 to
 * {@code depth} decisions (chance events do not count) with the previous iteration's best action
 * tried first and interior moves ordered best first by the static evaluation after them (captures
 * first in Proteus; the order changes how much is pruned, never a score or the move), and an optional time
 * limit per turn ({@link TurnClock}: shared by the decisions of a turn) or node limit per decision ({@code nodes=N}: the
 * same on every machine and load) that keeps the last completed iteration. Optional sampled openings
 * ({@code sample=N,margin=M}): in the first N turns of a game the move is drawn uniformly from the root moves
 * scoring within M of the best at the last completed depth (M = 0: the ties), so that games between
 * otherwise deterministic agents differ without a move the search scores worse. Leaves are
 * scored by a {@link StateEvaluation} ({@link StateEvaluation#forGame}); wins are preferred sooner
 * and losses later. Hidden information: one sample of the mover's view per move. Not thread-safe.
 */
public final class AlphaBetaAgent implements Agent {
    private static final double WIN = 1000;
    /** Scores this close count as tied (sums of piece values in floating point). */
    private static final double TIE = 1e-9;

    private final String spec;
    private final Game game;
    private final int maxDepth;
    private final TurnClock clock;
    private final RandomGenerator rng;
    private final StateEvaluation evaluation;
    /** Interior moves searched best first by the static evaluation (off only as a benchmark's reference). */
    private final boolean ordered;
    private final int[][] buffers;
    private final double[][] probs;
    /** Move ordering: the static score of each child, per ply. */
    private final double[][] order;
    private final double[] returns;
    private long deadline;
    /** Nodes a decision may visit before its iteration in progress is abandoned; 0: no limit. */
    private long nodeLimit;
    /** Turns at the start of a game whose move is drawn among the near-best root moves; 0: none. */
    private int sampleTurns;
    /** How far below the best score a root move may score and still be drawn (evaluation units). */
    private double sampleMargin;
    private boolean aborted;
    private long nodes;

    AlphaBetaAgent(String spec, Game game, int depth, long timeMs, RandomGenerator rng) {
        this(spec, game, depth, timeMs, rng, StateEvaluation.forGame(game));
    }

    /** An alpha-beta agent with a custom evaluation (tests, other games). */
    public AlphaBetaAgent(String spec, Game game, int depth, long timeMs, RandomGenerator rng, StateEvaluation evaluation) {
        this(spec, game, depth, timeMs, rng, evaluation, true);
    }

    /**
     * As above, with move ordering on or off ({@code pz bench search}'s reference runs it off: the same
     * scores and moves, searched in action order).
     */
    public AlphaBetaAgent(String spec, Game game, int depth, long timeMs, RandomGenerator rng, StateEvaluation evaluation,
                          boolean ordered) {
        if (game.numPlayers() != 2 || !game.zeroSum()) {
            throw new AgentSpecException("alphabeta plays two-player zero-sum games only; " + game.spec() + " has "
                    + game.numPlayers() + " players; use uct, mcts or gumbel");
        }
        this.spec = spec;
        this.game = game;
        this.maxDepth = depth;
        this.clock = new TurnClock(timeMs);
        this.rng = rng;
        this.evaluation = evaluation;
        this.ordered = ordered;
        int plies = game.maxLength() + 2;
        this.buffers = new int[Math.min(plies, 4 * depth + 64)][game.numActions()];
        this.probs = new double[buffers.length][game.numActions()];
        this.order = new double[buffers.length][game.numActions()];
        this.returns = new double[2];
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public void observe(int action) {
        clock.observed();
    }

    /**
     * Limits each decision to {@code limit} nodes (0: none): the iteration that passes it is abandoned and the last
     * completed one decides, as with a time limit, but the same on every machine and load. Returns this agent.
     */
    AlphaBetaAgent nodeLimit(long limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("a node limit is 0 (none) or positive, got " + limit);
        }
        nodeLimit = limit;
        return this;
    }

    /**
     * Sampled openings: in the first {@code turns} turns of a game ({@link State#turn()} below it) the move is drawn
     * uniformly from the root moves whose score at the last completed depth is within {@code margin} of the best (0:
     * the moves tied with it). Those moves are searched with the root window widened by the margin, so their scores are
     * exact; later turns play as without it. Returns this agent.
     */
    AlphaBetaAgent sampleOpenings(int turns, double margin) {
        if (turns < 0 || !(margin >= 0)) {
            throw new IllegalArgumentException("sampled openings need turns >= 0 and margin >= 0, got " + turns + ", " + margin);
        }
        sampleTurns = turns;
        sampleMargin = margin;
        return this;
    }

    /** Nodes visited by the last decision. */
    public long nodes() {
        return nodes;
    }

    @Override
    public Decision decide(State state) {
        long decisionDeadline = clock.startDecision(state);
        State s = Determinize.sample(state, rng);
        int me = s.currentPlayer();
        int[] actions = java.util.Arrays.copyOf(buffers[0], s.legalActions(buffers[0]));
        if (actions.length == 1) {
            return Decision.of(actions[0]);
        }
        deadline = decisionDeadline;
        aborted = false;
        nodes = 0;
        int best = actions[rng.nextInt(actions.length)];
        double bestScore = 0;
        boolean sampling = state.turn() < sampleTurns;
        // sampling: the root moves of the last completed depth within the margin of its best, and their scores
        int[] near = sampling ? new int[actions.length] : null;
        double[] nearScore = sampling ? new double[actions.length] : null;
        int nearCount = 0;
        // the moves of the depth in progress and their scores (the near set is copied out of them once it completes)
        int[] seen = sampling ? new int[actions.length] : null;
        double[] seenScore = sampling ? new double[actions.length] : null;
        for (int depth = 1; depth <= maxDepth; depth++) {
            int iterBest = -1;
            double alpha = Double.NEGATIVE_INFINITY;
            int seenCount = 0;
            // previous best first
            for (int k = -1; k < actions.length; k++) {
                int a = k < 0 ? best : actions[k];
                if (k >= 0 && a == best) {
                    continue;
                }
                s.apply(a);
                // sampling widens the window by the margin: a move scoring within it of the best gets its exact score
                double lower = sampling ? alpha - sampleMargin - TIE : alpha;
                double v = value(s, depth - 1, lower, Double.POSITIVE_INFINITY, me, 1);
                s.undo();
                if (aborted) {
                    break;
                }
                if (v > alpha || iterBest < 0) {
                    alpha = v;
                    iterBest = a;
                }
                if (sampling) {
                    seen[seenCount] = a;
                    seenScore[seenCount++] = v;
                }
            }
            if (aborted) {
                break;
            }
            best = iterBest;
            bestScore = alpha;
            if (sampling) {
                nearCount = 0;
                for (int i = 0; i < seenCount; i++) {
                    if (seenScore[i] >= alpha - sampleMargin - TIE) {
                        near[nearCount] = seen[i];
                        nearScore[nearCount++] = seenScore[i];
                    }
                }
            }
            if (alpha >= WIN / 2) {
                break;
            }
        }
        if (nearCount > 1) {
            int i = rng.nextInt(nearCount);
            best = near[i];
            bestScore = nearScore[i];
        }
        return Decision.of(best, target(actions, best, bestScore, me));
    }

    /**
     * The decision as a training target (a teacher's move for {@code pz train --teacher}): the chosen
     * action as a one-hot policy with one visit, and the root's score as the value, each seat's
     * {@link StateEvaluation#returnValue} (as {@code hdepth} leaf values are; a
     * found win or loss is the game's best or worst return). {@code simulations} counts the nodes searched.
     */
    private SearchResult target(int[] actions, int best, double score, int me) {
        int[] visits = new int[actions.length];
        double[] policy = new double[actions.length];
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == best) {
                visits[i] = 1;
                policy[i] = 1;
            }
        }
        double[] value = new double[2];
        value[me] = evaluation.returnValue(game, score);
        value[1 - me] = evaluation.returnValue(game, -score);
        return new SearchResult(best, actions, visits, policy, value, (int) Math.min(Math.max(1, nodes), Integer.MAX_VALUE));
    }

    /**
     * The alpha-beta score of {@code state} for {@code player}, searched {@code depth} decisions deep (0: the
     * evaluation itself), without a time limit: a win is about {@code +1000}, a loss {@code -1000}. Leaves
     * {@code state} as found; uses this agent's scratch, so one thread at a time.
     */
    public double score(State state, int depth, int player) {
        deadline = Long.MAX_VALUE;
        aborted = false;
        return value(state, depth, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, player, 0);
    }

    /**
     * Sorts {@code buf[0..n)} best first for the player to move by the static evaluation after each action
     * (captures, which change the score, come first). Alpha-beta's value does not depend on the order, only
     * how much it prunes: a search returns the same score, and the root the same move, in fewer nodes.
     */
    private void orderMoves(State s, int[] buf, int n, double[] key, boolean max, int me) {
        for (int i = 0; i < n; i++) {
            if ((i & 15) == 15 && timeUp()) {
                return; // the caller's next value() call sees the abort
            }
            s.apply(buf[i]);
            double v = s.isTerminal() ? terminalScore(s, me, 0) : evaluation.score(s, me);
            s.undo();
            key[i] = max ? -v : v; // ascending key = best first
        }
        for (int i = 1; i < n; i++) { // insertion sort, stable: equal keys keep the action order
            double k = key[i];
            int a = buf[i];
            int j = i - 1;
            while (j >= 0 && key[j] > k) {
                key[j + 1] = key[j];
                buf[j + 1] = buf[j];
                j--;
            }
            key[j + 1] = k;
            buf[j + 1] = a;
        }
    }

    /**
     * Whether the deadline has passed (then the search is aborted). Asked every 256 nodes and every 16
     * children scored for move ordering: one Amazons 10x10 node orders some 2,000 children by territory, tens
     * of milliseconds, so a check per node count alone overran a time limit by seconds.
     */
    private boolean timeUp() {
        if (!aborted && (deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0 || nodeLimit > 0 && nodes > nodeLimit)) {
            aborted = true;
        }
        return aborted;
    }

    private double terminalScore(State s, int me, int ply) {
        s.returns(returns);
        double r = returns[me];
        return r > 0 ? WIN * r - ply : r < 0 ? WIN * r + ply : 0;
    }

    private double value(State s, int depth, double alpha, double beta, int me, int ply) {
        nodes++;
        if ((nodes & 255) == 0) {
            timeUp();
        }
        if (aborted) {
            return 0;
        }
        int p = s.currentPlayer();
        if (p == State.TERMINAL) {
            return terminalScore(s, me, ply);
        }
        if (ply >= buffers.length) {
            return evaluation.score(s, me);
        }
        int[] buf = buffers[ply];
        if (p == State.CHANCE) {
            double[] pr = probs[ply];
            int n = s.chanceOutcomes(buf, pr);
            double sum = 0;
            for (int i = 0; i < n; i++) {
                s.apply(buf[i]);
                sum += pr[i] * value(s, depth, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, me, ply + 1);
                s.undo();
            }
            return sum;
        }
        if (depth <= 0) {
            return evaluation.score(s, me);
        }
        int n = s.legalActions(buf);
        boolean max = p == me;
        if (ordered && depth >= 2) {
            orderMoves(s, buf, n, order[ply], max, me);
            if (aborted) {
                return 0;
            }
        }
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            double v = value(s, depth - 1, alpha, beta, me, ply + 1);
            s.undo();
            if (max) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, v);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }
}
