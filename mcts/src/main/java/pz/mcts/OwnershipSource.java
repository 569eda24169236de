package pz.mcts;

import pz.engine.State;

/**
 * A model's prediction of who owns each cell at the end of the game (KataGo's ownership head: Wu 2019, "Accelerating
 * Self-Play Learning in Go", section 4.1), for people to look at: {@code pz play}'s overlay and {@code owner} command,
 * {@code pz report}'s picture. The search does not use it, so it is not part of {@link Evaluator} (batch in, priors and
 * values out): a network that has such a head implements this beside it ({@code models}' {@code NetworkEvaluator}), and a
 * caller holding an evaluator asks {@code evaluator instanceof OwnershipSource o && o.hasOwnership()}.
 *
 * <p>Implementations say whether they are thread-safe; the network's is, sharing the network with the searches.
 */
public interface OwnershipSource {

    /** Whether this model predicts ownership (a network without the head implements the interface and says no). */
    boolean hasOwnership();

    /**
     * The predicted final owners of one position's cells, from every seat's view: {@code out[cell * numPlayers + seat]}
     * is the probability that {@code seat} owns {@code cell} at the end of the game, for each cell of the observation
     * grid ({@code height x width} of {@code Game.observationShape()}, row-major: the grid of {@code State.owners}) and
     * each seat in seat order (not the mover's frame). Each cell's probabilities sum to 1. The network is trained on
     * the cells someone owns at the end (the cells of arrows, of no one's region and off the board carry no target), so
     * its numbers there mean nothing.
     *
     * @param state a decision state (not chance, not terminal) of the model's game; left unchanged
     * @throws IllegalStateException    without an ownership head, or after close
     * @throws IllegalArgumentException for a chance or terminal state, or a state of another game
     */
    float[] ownership(State state);
}
