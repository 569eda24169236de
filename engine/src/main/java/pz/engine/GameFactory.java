package pz.engine;

import java.util.List;

/**
 * Makes the games of one family from their options. Implementations are found with
 * {@link java.util.ServiceLoader} (a line in {@code META-INF/services/pz.engine.GameFactory}), so
 * adding a game module to the class path is all it takes to register it.
 */
public interface GameFactory {

    /** The game's name in spec strings, lower case ({@code proteus}, {@code amazons}). */
    String name();

    /** One line for {@code pz games}. */
    String description();

    /** The options this game accepts. */
    List<GameOption> options();

    /**
     * Creates the game. {@code options} holds every option after defaults are applied; cross-option
     * constraints (e.g. 3 players only on 10x10) are checked here.
     *
     * @throws SpecException when options contradict each other
     */
    Game create(GameOptions options);

    /**
     * What the front ends and benchmarks need to know about this game beyond its rules (board view,
     * fallback agent, example turns): {@link GameProfile#GENERIC} unless the game brings its own.
     * Returned by the factory rather than registered apart, so a profile always belongs to exactly
     * the games its factory makes.
     */
    default GameProfile profile() {
        return GameProfile.GENERIC;
    }

    /** True for games that exist only for tests and demos; {@code pz games} lists them last. */
    default boolean isToy() {
        return false;
    }
}
