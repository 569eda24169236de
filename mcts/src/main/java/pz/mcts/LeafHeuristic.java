package pz.mcts;

import pz.engine.State;

/**
 * A game's hand-written evaluation of a non-terminal state as one value per player (within the
 * game's return bounds, as an {@link Evaluator}'s values), mixed into the values of evaluated
 * leaves by {@link SearchRecipe.LeafValues#heuristicWeight()}. Must be thread-safe and leave the state as found.
 */
@FunctionalInterface
public interface LeafHeuristic {

    /** Writes {@code state}'s value for each player into {@code out} (length: the game's players). */
    void values(State state, double[] out);
}
