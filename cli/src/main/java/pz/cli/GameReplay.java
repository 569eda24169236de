package pz.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.play.board.TextBoard;

/** {@code pz data show}: a recorded game replayed turn by turn, each turn followed by the board. */
final class GameReplay {
    private GameReplay() {
    }

    /**
     * The game {@code gameId} (or the first) of the records under {@code dir}, replayed.
     *
     * @param skipped told of each unreadable file, which is skipped (before the game is looked for in the others)
     * @throws InvalidInputException if there is no such game or its steps do not replay
     */
    static String show(Path dir, String gameId, Consumer<RecordDirectory.BadFile> skipped) throws IOException {
        GameRecord[] found = new GameRecord[1];
        RecordDirectory.readGames(dir, g -> {
            if (found[0] == null && (gameId == null || g.gameId().equals(gameId))) {
                found[0] = g;
            }
        }).bad().forEach(skipped);
        if (found[0] == null) {
            throw new InvalidInputException(gameId == null ? "no game in " + dir : "no game " + gameId + " in " + dir);
        }
        GameRecord g = found[0];
        Game game = GameRegistry.parse(g.spec());
        BoardReader reader = GameRegistry.profile(game).board();
        State s = game.newInitialState();
        List<String> history = new ArrayList<>(List.of(s.position()));
        StringBuilder out = new StringBuilder();
        out.append("game ").append(g.gameId()).append(", ").append(g.spec()).append(", players ").append(g.players())
                .append(", returns ").append(java.util.Arrays.toString(g.returns())).append('\n');
        List<String> turn = new ArrayList<>();
        int startTurn = s.turn();
        for (int i = 0; i < g.actions().size(); i++) {
            String step = g.actions().get(i);
            try {
                s.apply(s.parseAction(step));
            } catch (InvalidInputException e) {
                throw new InvalidInputException("game " + g.gameId() + ": step " + (i + 1) + " '" + step + "' does not replay: "
                        + e.getMessage());
            }
            turn.add(step);
            if (s.turn() != startTurn || s.isTerminal() || i == g.actions().size() - 1) {
                history.add(s.position());
                out.append('\n').append(startTurn + 1).append(". ").append(game.joinTurn(turn)).append('\n');
                List<String> board = TextBoard.board(reader.read(s, -1, history));
                for (String l : board.isEmpty() ? List.of("position " + s.position()) : board) {
                    out.append(l).append('\n');
                }
                turn.clear();
                startTurn = s.turn();
            }
        }
        return out.toString();
    }
}
