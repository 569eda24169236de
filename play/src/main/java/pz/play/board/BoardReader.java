package pz.play.board;

import java.util.List;
import pz.engine.Game;
import pz.engine.State;

/**
 * Reads a game's position notation (docs/rules/notation.md N-POS-*) into a {@link BoardView}, and describes the
 * game's steps in words. One implementation per game family; {@link #forGame} picks it.
 * Implementations are stateless and thread-safe.
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

    /** True when the text of a step by another seat is hidden information (P-INFO-1), shown as {@code ?}. */
    default boolean hidden(Game game, String step) {
        return false;
    }

    /** Lines of help about this game's notation, for {@code help}. */
    List<String> notationHelp(Game game);

    /** The reader for a game: by the name before the spec's options. */
    static BoardReader forGame(Game game) {
        String name = game.spec().split(":")[0];
        return switch (name) {
            case "proteus" -> new ProteusBoard();
            case "amazons", "cowboys" -> new AmazonsBoard();
            case "kadon" -> new KadonBoard();
            default -> new GenericBoard();
        };
    }

    /** Seat names shared by the games (docs/rules: White first; Amazons' Red and Yellow). */
    static String seatName(Game game, int seat) {
        if (game.spec().startsWith("kadon")) {
            return seat == 0 ? "Black" : "White";
        }
        return switch (seat) {
            case 0 -> "White";
            case 1 -> "Black";
            case 2 -> "Red";
            case 3 -> "Yellow";
            default -> "Seat " + seat;
        };
    }
}
