package pz.play;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pz.engine.Game;
import pz.engine.IllegalActionException;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;
import pz.mcts.OwnershipSource;

/**
 * A model's ownership map of one position as the board shows it (KataGo's territory map): for each drawn cell the
 * probability that each seat owns it at the end of the game, from the model's ownership head
 * ({@link pz.mcts.OwnershipSource}). Arrows' and bullets' cells are left out: they are nobody's, and the network has no
 * target there. Immutable.
 *
 * @param players the number of seats
 * @param cells   per cell name, in the board's order, the probabilities in seat order (summing to 1)
 */
public record OwnershipMap(int players, Map<String, float[]> cells) {

    public OwnershipMap {
        cells = Collections.unmodifiableMap(new LinkedHashMap<>(cells));
    }

    /**
     * Why {@code session}'s model cannot show an ownership map, or null when it can: the opponent searches without a
     * network, or its network has no ownership head, or the game does not place its cells on the observation grid.
     */
    public static String unavailable(Session session) {
        if (!(session.evaluator() instanceof OwnershipSource o)) {
            return "no ownership map: the opponent (" + session.agentSpec() + ") searches without a network";
        }
        if (!o.hasOwnership()) {
            return "no ownership map: the opponent's network has no ownership head (a version-2 network trained with one has)";
        }
        Game game = session.game();
        BoardReader reader = session.profile().board();
        List<BoardView.Cell> cells = reader.read(game.newInitialState(), -1, List.of()).cells();
        if (cells.isEmpty() || reader.gridCell(game, cells.get(0).name()) < 0) {
            return "no ownership map: " + game.spec() + "'s board does not say where its cells are in the network's grid";
        }
        return null;
    }

    /**
     * The model's map of {@code session}'s current position, over the cells its board draws for its viewer. The network
     * runs outside the session's lock, between the agent's own network passes.
     *
     * @throws IllegalActionException saying why ({@link #unavailable}), or that the game is over
     */
    public static OwnershipMap of(Session session) {
        String why = unavailable(session);
        if (why != null) {
            throw new IllegalActionException(why);
        }
        State s;
        BoardView v;
        synchronized (session) {
            if (session.isOver()) {
                throw new IllegalActionException("the game is over: " + session.outcome());
            }
            s = session.state();
            v = session.view(session.viewer());
        }
        float[] p = ((OwnershipSource) session.evaluator()).ownership(s);
        Game game = session.game();
        BoardReader reader = session.profile().board();
        int players = game.numPlayers();
        Map<String, float[]> cells = new LinkedHashMap<>();
        for (BoardView.Cell c : v.cells()) {
            int g = reader.gridCell(game, c.name());
            if (g >= 0 && !c.block()) {
                cells.put(c.name(), Arrays.copyOfRange(p, g * players, (g + 1) * players));
            }
        }
        return new OwnershipMap(players, cells);
    }

    /** The seat most likely to own {@code cell} (the lowest seat on a tie). */
    public int owner(String cell) {
        float[] p = cells.get(cell);
        int best = 0;
        for (int s = 1; s < p.length; s++) {
            if (p[s] > p[best]) {
                best = s;
            }
        }
        return best;
    }

    /**
     * How sure the model is of {@link #owner}: its probability minus the next seat's, 0 (even) to 1 (certain). In a
     * two-player game this is the magnitude of KataGo's ownership {@code p(White) - p(Black)}.
     */
    public double confidence(String cell) {
        float[] p = cells.get(cell);
        int best = owner(cell);
        double next = 0;
        for (int s = 0; s < p.length; s++) {
            if (s != best) {
                next = Math.max(next, p[s]);
            }
        }
        return p[best] - next;
    }
}
