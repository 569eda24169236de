package pz.mcts.agent;

import pz.engine.Game;
import pz.engine.State;

/**
 * A heuristic score of a non-terminal state for the alpha-beta baseline, from {@code player}'s
 * side: positive is good for {@code player}. Terminal states are scored by the searcher as
 * {@code 1000 * returns[player]}, so heuristics should stay well inside +-1000.
 */
@FunctionalInterface
public interface StateEvaluation {

    double score(State state, int player);

    /** No knowledge: every non-terminal state scores 0 (the search still sees wins and losses). */
    StateEvaluation NONE = (s, p) -> 0;

    /** The evaluation used for {@code game}: material for Proteus, {@link #NONE} otherwise. */
    static StateEvaluation forGame(Game game) {
        String name = game.spec().split(":", 2)[0];
        if (name.equals("proteus")) {
            return new ProteusMaterial(game.spec().contains("warhorses"));
        }
        return NONE;
    }
}
