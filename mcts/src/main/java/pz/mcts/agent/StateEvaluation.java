package pz.mcts.agent;

import pz.engine.Game;
import pz.engine.Heuristic;
import pz.engine.State;
import pz.mcts.LeafHeuristic;

/**
 * A heuristic score of a non-terminal state for the alpha-beta baseline, from {@code player}'s
 * side: positive is good for {@code player}. Terminal states are scored by the searcher as
 * {@code 1000 * returns[player]}, so heuristics should stay well inside +-1000.
 */
@FunctionalInterface
public interface StateEvaluation {

    double score(State state, int player);

    /** Every player's {@link #score} at once, into {@code out}; implementations override it when one pass serves all. */
    default void scores(State state, double[] out) {
        for (int p = 0; p < out.length; p++) {
            out[p] = score(state, p);
        }
    }

    /** No knowledge: every non-terminal state scores 0 (the search still sees wins and losses). */
    StateEvaluation NONE = (s, p) -> 0;

    /**
     * The evaluation used for {@code game}: the game's own {@link Game#heuristic()} (Proteus: material;
     * Amazons and Cowboys: territory), else {@link #NONE}.
     */
    static StateEvaluation forGame(Game game) {
        Heuristic h = game.heuristic();
        return h == null ? NONE : of(h);
    }

    /** {@code h} as a state evaluation: the same scores and value scale. */
    static StateEvaluation of(Heuristic h) {
        return new StateEvaluation() {
            @Override
            public double score(State state, int player) {
                return h.score(state, player);
            }

            @Override
            public void scores(State state, double[] out) {
                h.scores(state, out);
            }

            @Override
            public double valueScale() {
                return h.valueScale();
            }
        };
    }

    /**
     * The scale of {@link #score} in leaf values: a lead of this much is worth {@code tanh(1)} = 0.76 of
     * a win (see {@link #leafHeuristic}).
     */
    default double valueScale() {
        return 1;
    }

    /**
     * A score of this evaluation as a value in {@code game}'s return units: {@code tanh(score / valueScale)}
     * mapped from [-1, 1] onto the game's return bounds (leaf values, alpha-beta training targets).
     */
    default double returnValue(Game game, double score) {
        double mid = (game.maxReturn() + game.minReturn()) / 2, half = (game.maxReturn() - game.minReturn()) / 2;
        return mid + half * Math.tanh(score / valueScale());
    }

    /**
     * The game's evaluation as leaf values for a search ({@link pz.mcts.SearchRecipe.LeafValues#heuristicWeight()}):
     * each player's score as {@link #returnValue};
     * null when the game has none.
     */
    static LeafHeuristic leafHeuristic(Game game) {
        return leafHeuristic(game, 0);
    }

    /**
     * As {@link #leafHeuristic(Game)}, the score taken from an alpha-beta search of {@code depth} decisions
     * over the evaluation ({@link AlphaBetaAgent#score}; one searcher per thread); depth 0 is the evaluation
     * itself. Null when the game has no evaluation.
     *
     * @throws AgentSpecException for a depth above 0 in a game that is not two-player zero-sum
     */
    static LeafHeuristic leafHeuristic(Game game, int depth) {
        StateEvaluation e = forGame(game);
        if (e == NONE) {
            return null;
        }
        StateEvaluation scored = e;
        if (depth > 0) {
            if (game.numPlayers() != 2 || !game.zeroSum()) {
                throw new AgentSpecException("a heuristic look-ahead (hdepth) needs a two-player zero-sum game; " + game.spec()
                        + " has " + game.numPlayers() + " players");
            }
            ThreadLocal<AlphaBetaAgent> searchers = ThreadLocal.withInitial(
                    () -> new AlphaBetaAgent("alphabeta", game, depth, 0, new java.util.SplittableRandom(1), e));
            scored = new StateEvaluation() {
                @Override
                public double score(State state, int player) {
                    return searchers.get().score(state, depth, player);
                }

                @Override
                public void scores(State state, double[] out) { // one search, zero sum
                    out[0] = searchers.get().score(state, depth, 0);
                    out[1] = -out[0];
                }
            };
        }
        StateEvaluation ev = scored;
        return (state, out) -> {
            ev.scores(state, out);
            for (int p = 0; p < out.length; p++) {
                out[p] = e.returnValue(game, out[p]);
            }
        };
    }
}
