package pz.mcts.agent;

import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.SearchResult;

/**
 * The {@code uct} baseline: plain UCT (Kocsis and Szepesvari, "Bandit based Monte-Carlo planning",
 * ECML 2006) with uniformly random rollouts to the end of the game and no network. Value vectors
 * (one entry per player, normalized to [0, 1] by the game's return bounds), so it plays any number
 * of seats; chance nodes sample outcomes by their probabilities; hidden information is handled by
 * searching one sample of the mover's view per move. A new tree per move. Not thread-safe.
 *
 * <p>Budget: {@code rollouts} per decision, or with {@code time=MS} a limit per turn ({@link TurnClock}, as for
 * {@code mcts} and {@code alphabeta}); with both, whichever ends first. The clock is read before every rollout
 * (a rollout costs microseconds, a clock read tens of nanoseconds), and at least one rollout is always played.
 *
 * <p>Selection: {@code argmax mean(a) + c * sqrt(ln N / N(a))}, untried actions first (in a random
 * order, so that rollouts do not favour low action ids).
 */
final class UctAgent implements Agent {
    private final String spec;
    private final Game game;
    private final int rollouts;
    private final double c;
    private final RandomGenerator rng;
    private final int numPlayers;
    private final int[] buffer;
    private final double[] probs;
    private final double[] value;
    private final UNode[] path;
    private final TurnClock clock;

    UctAgent(String spec, Game game, int rollouts, double c, long timeMs, RandomGenerator rng) {
        this.spec = spec;
        this.game = game;
        this.rollouts = rollouts;
        this.c = c;
        this.rng = rng;
        this.numPlayers = game.numPlayers();
        this.buffer = new int[game.numActions()];
        this.probs = new double[game.numActions()];
        this.value = new double[numPlayers];
        this.path = new UNode[game.maxLength() + 2];
        this.clock = new TurnClock(timeMs);
    }

    /** A UCT node; {@code actions == null} until first expanded. */
    private static final class UNode {
        int player;
        int[] actions;
        double[] probs;
        UNode[] children;
        int untried;
        int visits;
        double[] sum;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Decision decide(State state) {
        long deadline = clock.startDecision(state);
        State s = Determinize.sample(state, rng);
        UNode root = new UNode();
        root.sum = new double[numPlayers];
        expand(root, s);
        if (root.actions.length == 1) {
            return Decision.of(root.actions[0]);
        }
        int played = 0;
        while (played < rollouts && (played == 0 || deadline == Long.MAX_VALUE || System.nanoTime() - deadline < 0)) {
            simulate(root, s);
            played++;
        }
        int best = 0;
        for (int i = 1; i < root.children.length; i++) {
            if (visits(root.children[i]) > visits(root.children[best])) {
                best = i;
            }
        }
        return Decision.of(root.actions[best], rootResult(root, root.actions[best], played));
    }

    @Override
    public void observe(int action) {
        clock.observed();
    }

    /**
     * The root's statistics as a {@link SearchResult} (actions ascending, visit shares as the policy,
     * the mean rollout return per player as the value), so that callers can show UCT's evaluation.
     */
    private SearchResult rootResult(UNode root, int chosen, int played) {
        int n = root.actions.length;
        int[] order = java.util.stream.IntStream.range(0, n).boxed()
                .sorted(java.util.Comparator.comparingInt(i -> root.actions[i])).mapToInt(Integer::intValue).toArray();
        int[] actions = new int[n];
        int[] visits = new int[n];
        double[] policy = new double[n];
        int total = 0;
        for (int k = 0; k < n; k++) {
            actions[k] = root.actions[order[k]];
            visits[k] = visits(root.children[order[k]]);
            total += visits[k];
        }
        for (int k = 0; k < n; k++) {
            policy[k] = total == 0 ? 1.0 / n : (double) visits[k] / total;
        }
        double[] value = new double[numPlayers];
        for (int p = 0; p < numPlayers; p++) {
            value[p] = root.visits == 0 ? 0 : root.sum[p] / root.visits;
        }
        return new SearchResult(chosen, actions, visits, policy, value, played);
    }

    private static int visits(UNode n) {
        return n == null ? 0 : n.visits;
    }

    private void expand(UNode node, State s) {
        node.player = s.currentPlayer();
        int n;
        if (node.player == State.CHANCE) {
            n = s.chanceOutcomes(buffer, probs);
            node.probs = java.util.Arrays.copyOf(probs, n);
        } else {
            n = s.legalActions(buffer);
        }
        node.actions = java.util.Arrays.copyOf(buffer, n);
        node.children = new UNode[n];
        node.untried = n;
        if (node.player >= 0) {
            // shuffle so that the untried actions are tried in a random order
            for (int i = n - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int t = node.actions[i];
                node.actions[i] = node.actions[j];
                node.actions[j] = t;
            }
        }
    }

    private void simulate(UNode root, State s) {
        int depth = 0;
        int applied = 0;
        UNode node = root;
        path[depth++] = node;
        while (true) {
            if (node.actions == null) {
                expand(node, s);
            }
            if (node.player == State.TERMINAL) {
                s.returns(value);
                break;
            }
            int i;
            boolean fresh = false;
            if (node.player == State.CHANCE) {
                i = sampleOutcome(node);
            } else if (node.untried > 0) {
                i = node.actions.length - node.untried--;
                fresh = true;
            } else {
                i = selectUcb(node);
            }
            if (node.children[i] == null) {
                node.children[i] = new UNode();
                node.children[i].sum = new double[numPlayers];
            }
            s.apply(node.actions[i]);
            applied++;
            node = node.children[i];
            path[depth++] = node;
            if (fresh) {
                applied += rollout(s);
                s.returns(value);
                break;
            }
        }
        for (int k = 0; k < applied; k++) {
            s.undo();
        }
        for (int k = 0; k < depth; k++) {
            UNode n = path[k];
            n.visits++;
            for (int p = 0; p < numPlayers; p++) {
                n.sum[p] += value[p];
            }
            path[k] = null;
        }
    }

    private int sampleOutcome(UNode node) {
        double r = rng.nextDouble();
        for (int i = 0; i < node.probs.length - 1; i++) {
            r -= node.probs[i];
            if (r < 0) {
                return i;
            }
        }
        return node.probs.length - 1;
    }

    private int selectUcb(UNode node) {
        int p = node.player;
        double lnN = Math.log(Math.max(1, node.visits));
        double lo = game.minReturn(), range = Math.max(1e-12, game.maxReturn() - game.minReturn());
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.children.length; i++) {
            UNode ch = node.children[i];
            double mean = (ch.sum[p] / ch.visits - lo) / range;
            double score = mean + c * Math.sqrt(lnN / ch.visits);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    /** Plays uniformly random actions (and chance outcomes by probability) to the end; returns the number applied. */
    private int rollout(State s) {
        return pz.mcts.RolloutHeuristic.playout(s, rng, buffer, probs);
    }
}
