package pz.cli;

import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.State;

/**
 * Uniformly random play: each decision uniform over the legal actions, each chance event by its
 * probabilities. Owns reusable buffers, so one instance per thread.
 */
final class RandomGames {
    /** One finished game: per-seat returns, whole turns and actions applied. */
    record Outcome(double[] returns, int turns, int actions) {
    }

    private final Game game;
    private final int[] actions;
    private final int[] outcomes;
    private final double[] probs;

    RandomGames(Game game) {
        this.game = game;
        this.actions = new int[game.numActions()];
        this.outcomes = new int[game.numActions()];
        this.probs = new double[game.numActions()];
    }

    /** Plays one game from the start. */
    Outcome play(SplittableRandom rng) {
        State s = game.newInitialState();
        int n = playout(s, rng);
        return new Outcome(s.returns(), s.turn(), n);
    }

    /** Plays {@code s} to the end in place and returns the number of actions applied. */
    int playout(State s, SplittableRandom rng) {
        int applied = 0;
        while (!s.isTerminal()) {
            if (s.isChance()) {
                s.apply(pz.engine.util.Chance.sample(s, outcomes, probs, rng));
            } else {
                int n = s.legalActions(actions);
                s.apply(actions[rng.nextInt(n)]);
            }
            applied++;
        }
        return applied;
    }

    /** The seed of game {@code i} of a run seeded {@code seed}: independent of threads and order. */
    static long gameSeed(long seed, long i) {
        long z = seed + (i + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
