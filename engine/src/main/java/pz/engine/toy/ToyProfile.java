package pz.engine.toy;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameProfile;

/**
 * The profile of the toy games: no board drawing (the position in its notation) and PUCT without a
 * network at 400 visits, which in games this small sees to the end of the game.
 *
 * @param examples whole turns for help texts ({@code b2}; {@code roll})
 */
record ToyProfile(List<String> examples) implements GameProfile {
    /** The toy games' fallback agent. */
    static final String FALLBACK = "mcts:visits=400";

    @Override
    public String fallbackAgent() {
        return FALLBACK;
    }

    @Override
    public List<String> exampleTurns(Game game) {
        return examples;
    }
}
