package pz.engine;

import java.util.List;
import pz.engine.view.BoardReader;
import pz.engine.view.GenericBoard;

/**
 * What the generic layers (the terminal and web front ends, {@code pz play}'s opponent, the
 * benchmarks) need to know about one game family beyond its rules: how to show a position, what to
 * play when no model ships, what a turn looks like in help texts. A game's {@link GameFactory}
 * returns it ({@link GameFactory#profile()}), so a game module brings everything it needs and no
 * layer above the engine switches on a game's name. Every method has a neutral default; a game
 * overrides what it knows better. Implementations are stateless and thread-safe.
 */
public interface GameProfile {

    /** The profile of a game that brings none: every default. */
    GameProfile GENERIC = new GameProfile() {
    };

    /**
     * The search without a network that plays when no model ships for a spec ({@code pz play}), as an
     * agent spec (mcts/README.md). The default, UCT with 3,000 random rollouts, sees real game ends
     * within a few seconds a move; a game overrides it with its strongest network-free search.
     */
    default String fallbackAgent() {
        return "uct:rollouts=3000";
    }

    /** The reader that draws this game's positions and describes its steps for people. */
    default BoardReader board() {
        return GenericBoard.INSTANCE;
    }

    /** The name of {@code seat} in {@code game} for people: White, Black, Red, Yellow by default. */
    default String seatName(Game game, int seat) {
        return standardSeatName(seat);
    }

    /**
     * Whole turns of {@code game} in its notation, to show in help texts and input prompts (the first
     * is the one shown where there is room for one); empty when the game gives none.
     */
    default List<String> exampleTurns(Game game) {
        return List.of();
    }

    /** The specs of this family a menu offers (the web page's game list), most common first; empty for none. */
    default List<String> menuSpecs() {
        return List.of();
    }

    /**
     * The alpha-beta depths {@code pz bench search} measures on this game's positions: by default 2
     * and 3, which the games with a heuristic search in well under a second.
     */
    default int[] benchDepths() {
        return new int[] {2, 3};
    }

    /**
     * The reference evaluation {@code pz bench search} compares {@link Game#heuristic()} against (the
     * same scores computed a slower, independent way), or null (the default): the game's own heuristic,
     * so that only move ordering differs.
     */
    default Heuristic benchReference(Game game) {
        return null;
    }

    /**
     * The specs {@code pz bench engine} plays random games of, to measure playouts per second; empty (the
     * default) for the game's default spec alone.
     */
    default List<String> benchSpecs() {
        return List.of();
    }

    /**
     * The perft from the start that {@code pz bench engine} times (against a plain C perft in
     * {@code bench/reference/NAME_perft.c} where the repository has one), or null (the default): none.
     */
    default PerftTarget perftTarget() {
        return null;
    }

    /**
     * A perft from the start for {@code pz bench engine}.
     *
     * @param depth      the depth measured (as in the speed targets)
     * @param quickDepth the depth under {@code --quick}
     * @param note       the target and the reference's time, printed beside the result
     */
    record PerftTarget(int depth, int quickDepth, String note) {
    }

    /** The seat names the games share: White first, then Black, Red, Yellow ("Seat N" beyond). */
    static String standardSeatName(int seat) {
        return switch (seat) {
            case 0 -> "White";
            case 1 -> "Black";
            case 2 -> "Red";
            case 3 -> "Yellow";
            default -> "Seat " + seat;
        };
    }
}
