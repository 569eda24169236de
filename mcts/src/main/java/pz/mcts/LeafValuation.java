package pz.mcts;

import pz.engine.Game;
import pz.engine.State;

/**
 * How the search values a leaf beyond the evaluator ({@link SearchRecipe.LeafValues}): a terminal state by its
 * returns with draw contempt, a decisive-move leaf as the win it is (Teytaud and Teytaud 2010), and an
 * evaluated leaf as {@code (1 - w) * evaluator + w * heuristic}, the heuristic being the game's evaluation,
 * alpha-beta over it or random rollouts ({@link LeafHeuristic}; AlphaGo's mix, Silver et al. 2016). The
 * heuristic's values are computed when a leaf is queued, into a row per pending slot, and mixed when the
 * evaluator's batch comes back. Not thread-safe: one per {@link Search}.
 */
final class LeafValuation {
    private final Game game;
    private final int numPlayers;
    private final LeafHeuristic heuristic;
    private final double weight;
    /** Draw contempt in return units, 0 unless configured and the game is two-player zero-sum. */
    private final double contempt;
    private final boolean decisiveMoves;
    private final int[] legal;
    /** The heuristic's values of each pending leaf (only with a heuristic; rows reused). */
    private final double[][] pending;

    /**
     * @param slots pending leaves at most
     * @throws IllegalArgumentException if the recipe has a heuristic weight and {@code heuristic} is null
     */
    LeafValuation(Game game, SearchRecipe recipe, LeafHeuristic heuristic, int slots) {
        if (recipe.leaves().heuristicWeight() > 0 && heuristic == null) {
            throw new IllegalArgumentException("heuristic weight " + recipe.leaves().heuristicWeight() + " but " + game.spec()
                    + " has no heuristic evaluation");
        }
        this.game = game;
        this.numPlayers = game.numPlayers();
        this.weight = heuristic == null ? 0 : recipe.leaves().heuristicWeight();
        this.heuristic = weight > 0 ? heuristic : null;
        this.contempt = game.numPlayers() == 2 && game.zeroSum() ? recipe.leaves().contempt() : 0;
        this.decisiveMoves = recipe.leaves().decisiveMoves();
        this.legal = new int[game.numActions()];
        this.pending = this.heuristic == null ? null : new double[slots][numPlayers];
    }

    /** The value of terminal state {@code s}: its returns, a draw worth {@code -contempt} to {@code searcher}. */
    double[] terminal(State s, int searcher) {
        double[] r = new double[numPlayers];
        s.returns(r);
        if (contempt > 0 && r[0] == 0 && r[1] == 0) {
            // draw contempt: a draw is a small loss for the searcher
            r[searcher] = -contempt;
            r[1 - searcher] = contempt;
        }
        return r;
    }

    /**
     * With decisive moves on: the returns after a move of {@code p}'s that ends the game with {@code p} at the
     * game's best return; null when off or there is none. Leaves {@code s} as found.
     */
    double[] decisiveWin(State s, int p) {
        if (!decisiveMoves) {
            return null;
        }
        int n = s.legalActions(legal);
        double best = game.maxReturn() - 1e-9;
        for (int i = 0; i < n; i++) {
            s.apply(legal[i]);
            if (s.currentPlayer() == State.TERMINAL) {
                double[] r = new double[numPlayers];
                s.returns(r);
                if (r[p] >= best) {
                    s.undo();
                    return r;
                }
            }
            s.undo();
        }
        return null;
    }

    /** A leaf in pending slot {@code slot} goes to the evaluator: its heuristic values, if any, are computed now. */
    void queued(State s, int slot) {
        if (heuristic != null) {
            heuristic.values(s, pending[slot]);
        }
    }

    /** Mixes the heuristic values of pending slot {@code slot} into the evaluator's values {@code v} (in place). */
    void mix(double[] v, int slot) {
        if (heuristic != null) {
            double[] hv = pending[slot];
            for (int p = 0; p < numPlayers; p++) {
                v[p] = (1 - weight) * v[p] + weight * hv[p];
            }
        }
    }
}
