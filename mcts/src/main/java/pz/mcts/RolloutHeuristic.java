package pz.mcts;

import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.State;

/**
 * A leaf evaluation by random rollouts, for any game: the mean returns of {@code rollouts} games
 * played to the end from the leaf with uniformly random actions (chance outcomes by their
 * probabilities). Mixed into a search's leaf values by {@link SearchRecipe.LeafValues#heuristicWeight()} as
 * AlphaGo mixed its value network with rollouts ({@code (1 - lambda) v + lambda z}, lambda = 0.5;
 * Silver et al., Nature 2016). The random stream of a leaf is seeded by its state's hash, so a search
 * stays reproducible from its seed. Thread-safe (buffers per thread); leaves the state as found
 * (apply, then undo).
 */
public final class RolloutHeuristic implements LeafHeuristic {
    private final int rollouts;
    private final int depth;
    private final LeafHeuristic cut;
    private final ThreadLocal<int[]> actions;
    private final ThreadLocal<double[]> probs;
    private final ThreadLocal<double[]> returns;

    /** {@code rollouts} random games per evaluated leaf (1..10,000), each played to the end. */
    public RolloutHeuristic(Game game, int rollouts) {
        this(game, rollouts, 0, null);
    }

    /**
     * {@code rollouts} random games per evaluated leaf, each cut after {@code depth} actions (0: played
     * to the end) and valued there by {@code cut}, the game's evaluation (Lorentz, "Amazons Discover
     * Monte-Carlo", Computers and Games 2008: a few random moves, then the evaluation function).
     */
    public RolloutHeuristic(Game game, int rollouts, int depth, LeafHeuristic cut) {
        if (rollouts < 1 || rollouts > 10_000) {
            throw new IllegalArgumentException("rollouts must be in 1..10000, got " + rollouts);
        }
        if (depth < 0 || depth > 10_000 || depth > 0 && cut == null) {
            throw new IllegalArgumentException("a rollout depth must be in 0..10000 and, above 0, needs the game's evaluation ("
                    + game.spec() + " has " + (cut == null ? "none" : "one") + "), got " + depth);
        }
        this.rollouts = rollouts;
        this.depth = depth;
        this.cut = cut;
        this.actions = ThreadLocal.withInitial(() -> new int[game.numActions()]);
        this.probs = ThreadLocal.withInitial(() -> new double[game.numActions()]);
        this.returns = ThreadLocal.withInitial(() -> new double[game.numPlayers()]);
    }

    /** Rollouts per leaf. */
    public int rollouts() {
        return rollouts;
    }

    /**
     * Plays uniformly random actions (and chance outcomes by their probabilities) from {@code s} to the
     * end of the game; returns the number applied, for the caller to undo. {@code buffer} and
     * {@code probs} hold at least the game's action count.
     */
    public static int playout(State s, java.util.random.RandomGenerator rng, int[] buffer, double[] probs) {
        return playout(s, rng, buffer, probs, Integer.MAX_VALUE);
    }

    /** As {@link #playout(State, java.util.random.RandomGenerator, int[], double[])}, stopping after {@code max} actions. */
    public static int playout(State s, java.util.random.RandomGenerator rng, int[] buffer, double[] probs, int max) {
        int applied = 0;
        while (true) {
            int p = s.currentPlayer();
            if (p == State.TERMINAL || applied >= max) {
                return applied;
            }
            int a;
            if (p == State.CHANCE) {
                a = pz.engine.util.Chance.sample(s, buffer, probs, rng);
            } else {
                a = buffer[rng.nextInt(s.legalActions(buffer))];
            }
            s.apply(a);
            applied++;
        }
    }

    @Override
    public void values(State state, double[] out) {
        java.util.Arrays.fill(out, 0);
        int[] buffer = actions.get();
        double[] pr = probs.get();
        double[] r = returns.get();
        SplittableRandom rng = new SplittableRandom(state.hash() * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L);
        for (int k = 0; k < rollouts; k++) {
            int applied = playout(state, rng, buffer, pr, depth == 0 ? Integer.MAX_VALUE : depth);
            if (state.currentPlayer() == State.TERMINAL) {
                state.returns(r);
            } else {
                cut.values(state, r);
            }
            for (int p = 0; p < out.length; p++) {
                out[p] += r[p];
            }
            for (int i = 0; i < applied; i++) {
                state.undo();
            }
        }
        for (int p = 0; p < out.length; p++) {
            out[p] /= rollouts;
        }
    }
}
