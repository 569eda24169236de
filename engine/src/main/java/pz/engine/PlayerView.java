package pz.engine;

import java.util.random.RandomGenerator;

/**
 * What one player is allowed to know about a state (docs/rules/proteus.md P-INFO-1), and a way to sample full
 * states consistent with it (determinization).
 *
 * <p>Implementations hold only information the player may see: nothing hidden is reachable from a
 * view, so a search that works from a view cannot cheat. Immutable and thread-safe.
 */
public interface PlayerView {

    /** The seat whose knowledge this is. */
    int player();

    /** The game. */
    Game game();

    /**
     * A full state consistent with what the player knows: visible facts as they are, hidden ones
     * drawn at random (uniformly over the possibilities, unless the game documents otherwise).
     */
    State sample(RandomGenerator rng);

    /** The view of a perfect-information state: sampling returns copies of it. */
    static PlayerView perfect(State state, int player) {
        State frozen = state.copy();
        return new PlayerView() {
            @Override
            public int player() {
                return player;
            }

            @Override
            public Game game() {
                return frozen.game();
            }

            @Override
            public State sample(RandomGenerator rng) {
                return frozen.copy();
            }
        };
    }
}
