package pz.play.board;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.State;

/** Any other game (the toy games): no board drawing, the position in its notation. Stateless. */
final class GenericBoard implements BoardReader {
    @Override
    public BoardView read(State state, int viewer, List<String> history) {
        Game game = state.game();
        List<BoardView.Seat> seats = new ArrayList<>();
        for (int p = 0; p < game.numPlayers(); p++) {
            seats.add(new BoardView.Seat(p, "Seat " + p, "", "", false));
        }
        return new BoardView("generic", "none", 0, 0, List.of(), seats, List.of("position: " + state.position()), null);
    }

    @Override
    public List<String> notationHelp(Game game) {
        return List.of("Enter the steps of a turn separated by spaces, in the game's notation ('moves' lists them).");
    }
}
