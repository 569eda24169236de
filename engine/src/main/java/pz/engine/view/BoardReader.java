package pz.engine.view;

import java.util.List;
import pz.engine.Game;
import pz.engine.State;

/**
 * Reads a game's position notation (docs/rules/notation.md N-POS-*) into a {@link BoardView}, and describes the
 * game's steps in words. One implementation per game family, in the game's module; its
 * {@link pz.engine.GameProfile#board()} gives it to the front ends. Implementations are stateless and thread-safe.
 */
public interface BoardReader {

    /**
     * The picture of {@code state} as {@code viewer} may see it (hidden information left out),
     * given the positions of the game so far (oldest first, {@code state}'s own last), from which
     * readers may derive what the position does not hold (captured dice).
     */
    BoardView read(State state, int viewer, List<String> history);

    /** A few words for one legal step of {@code state} given as text ({@code d2+} -> "rotate d2 up: Pawn to Bishop"). */
    default String describeStep(State state, String step) {
        return step;
    }

    /** The announcement of a chance outcome the program drew (a Roulette roll), given as step text, before it is applied. */
    default String describeChance(State state, String outcome) {
        return "chance: " + outcome;
    }

    /**
     * True for the text of a chance outcome a person might type as a step of their turn (a Proteus
     * Roulette roll, {@code =Q}): the program draws chance outcomes itself, so such a step is refused
     * with that reason. False by default: the step is read as an action and refused by the notation.
     */
    default boolean isTypedChance(Game game, String step) {
        return false;
    }

    /** True when the text of a step by another seat is hidden information (P-INFO-1), shown as {@code ?}. */
    default boolean hidden(Game game, String step) {
        return false;
    }

    /**
     * Where the cell named {@code cell} (a {@link BoardView.Cell#name()}) sits in the observation grid: its row-major
     * index in {@code height x width} of {@link Game#observationShape()}, the grid of {@code State.owners} and of a
     * network's ownership map; -1 where the game does not say (the default) or for a name that is not a cell. The
     * front ends place a model's ownership map on the board through it.
     */
    default int gridCell(Game game, String cell) {
        return -1;
    }

    /** Lines of help about this game's notation, for {@code help}. */
    List<String> notationHelp(Game game);
}
