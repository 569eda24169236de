package pz.engine.view;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.State;

/**
 * The board of a game without a reader of its own (the toy games): no drawing, the position in its
 * notation. Stateless.
 */
public final class GenericBoard implements BoardReader {
    /** The one instance. */
    public static final GenericBoard INSTANCE = new GenericBoard();

    private GenericBoard() {
    }

    @Override
    public BoardView read(State state, int viewer, List<String> history) {
        Game game = state.game();
        List<BoardView.Seat> seats = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            seats.add(new BoardView.Seat(p, "Seat " + p, "", "", false));
        }
        return new BoardView("generic", "none", 0, 0, List.of(), seats, List.of("position: " + state.position()), null, 3);
    }

    @Override
    public List<String> notationHelp(Game game) {
        return List.of("Enter the steps of a turn separated by spaces, in the game's notation ('moves' lists them).");
    }
}
