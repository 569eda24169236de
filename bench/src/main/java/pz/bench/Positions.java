package pz.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.State;
import pz.engine.util.Chance;

/**
 * Fixed test positions for the benchmarks: mid-game decision states reached by uniformly random play
 * from the start with a fixed seed, so every run (and every fork) measures the same positions.
 * Random play, not recorded games, because it needs nothing but the engine and covers every game
 * alike; its positions are rougher than played ones (more pieces left hanging, more mobility in
 * Amazons), which is the side a move generator's cost errs on.
 */
final class Positions {
    /** Where in a game the positions are taken: at these fractions of its length in actions. */
    private static final double[] FRACTIONS = {0.25, 0.5, 0.75};

    private Positions() {
    }

    /**
     * {@code count} decision states with at least two legal actions (so that a search really searches),
     * taken at a quarter, half and three quarters of random games seeded from {@code seed}.
     */
    static List<State> midGame(Game game, int count, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        RandomPlay play = new RandomPlay(game);
        List<State> out = new ArrayList<>();
        for (int attempt = 0; out.size() < count; attempt++) {
            if (attempt > 100 * count) {
                throw new IllegalStateException(game.spec() + ": no mid-game position with a choice in " + attempt + " random games");
            }
            long gameSeed = rng.nextLong();
            State end = game.newInitialState();
            int length = play.playout(end, new SplittableRandom(gameSeed));
            for (double f : FRACTIONS) {
                State s = game.newInitialState();
                SplittableRandom replay = new SplittableRandom(gameSeed);
                int target = (int) (length * f);
                for (int i = 0; i < target || s.isChance(); i++) { // the same actions as the playout, then past chance
                    play.step(s, replay);
                }
                if (!s.isTerminal() && s.legalActions(play.actions) >= 2 && out.size() < count) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    /**
     * Uniformly random play: each decision uniform over the legal actions, each chance event by its
     * probabilities. Owns reusable buffers: one instance per thread.
     */
    static final class RandomPlay {
        final int[] actions;
        private final int[] outcomes;
        private final double[] probs;

        RandomPlay(Game game) {
            actions = new int[game.numActions()];
            outcomes = new int[game.numActions()];
            probs = new double[game.numActions()];
        }

        /** Applies one random action to {@code s}, which is not terminal. */
        void step(State s, SplittableRandom rng) {
            if (s.isChance()) {
                s.apply(Chance.sample(s, outcomes, probs, rng));
            } else {
                int n = s.legalActions(actions);
                s.apply(actions[rng.nextInt(n)]);
            }
        }

        /** Plays {@code s} to the end in place; returns the number of actions applied. */
        int playout(State s, SplittableRandom rng) {
            int applied = 0;
            while (!s.isTerminal()) {
                step(s, rng);
                applied++;
            }
            return applied;
        }
    }
}
