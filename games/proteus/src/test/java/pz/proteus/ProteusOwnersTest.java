package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.proteus.Fx.at;
import static pz.proteus.Fx.step;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * The auxiliary target of Proteus ({@code State.owners}): the final occupant of each square, on the absolute grid
 * (White's view, row 0 is rank 8), which the observation turns for Black as it turns the board.
 */
class ProteusOwnersTest {
    private static final Game GAME = GameRegistry.parse("proteus");

    /** The absolute grid cell of a square name, written out here rather than taken from the code under test. */
    private static int cell(String square) {
        return ('8' - square.charAt(1)) * 8 + square.charAt(0) - 'a';
    }

    @Test
    void theFinalOccupantOfEachSquareOwnsItPyramidsIncludedEmptySquaresNobody() {
        // P-END-1: the Rook's capture leaves Black one die; White's Pyramid on c3 is a die of White's
        ProteusState s = step(at("Ra1 Ph2 Yc3 ra5 pg7", "w 3 4 10"), "a1xa5");
        assertTrue(s.isTerminal());
        int[] owners = new int[64];
        assertTrue(s.owners(owners));
        int[] expected = new int[64];
        Arrays.fill(expected, -1);
        expected[cell("a5")] = 0;
        expected[cell("h2")] = 0;
        expected[cell("c3")] = 0;
        expected[cell("g7")] = 1;
        assertArrayEquals(expected, owners, "a1, left by the Rook, and a5's captured die are gone");
        assertEquals(0, owners[24], "a5 is row 3, column 0 of the grid");
    }

    @Test
    void theOwnersGridIsAbsoluteAndTheObservationShowsItTurnedForBlack() {
        SplittableRandom rnd = new SplittableRandom(26);
        int[] legal = new int[GAME.numActions()];
        float[] obs = new float[GAME.observationSize()];
        int[] owners = new int[64];
        int black = 0;
        for (int game = 0; game < 4; game++) {
            State s = GAME.newInitialState();
            while (!s.isTerminal() && s.turn() < 60) {
                if (!s.isChance()) {
                    int mover = s.currentPlayer();
                    black += mover;
                    s.encode(obs);
                    assertTrue(s.owners(owners));
                    for (int c = 0; c < 64; c++) {
                        // planes 0-5: the mover's dice, 6-11: the opponent's, at the mover's cell of absolute cell c
                        int at = mover == 0 ? c : 63 - c;
                        int seen = -1;
                        for (int plane = 0; plane < 12; plane++) {
                            if (obs[plane * 64 + at] == 1f) {
                                seen = plane < 6 ? mover : 1 - mover;
                            }
                        }
                        assertEquals(seen, owners[c], s.position() + ": absolute cell " + c);
                        assertEquals(at, GAME.observationCell(c, mover), "observationCell is the observation's turn");
                    }
                }
                s.apply(legal[rnd.nextInt(s.legalActions(legal))]);
            }
        }
        assertTrue(black > 0, "Black-to-move positions were checked");
    }

    @Test
    void everyDrawnSquareHasItsOwnGridCellAndItsDieOwnsIt() {
        for (String spec : new String[] {"proteus", "proteus:wallstreet=open"}) {
            Game game = GameRegistry.parse(spec);
            BoardReader reader = GameRegistry.profile(game).board();
            State s = game.newInitialState();
            int[] legal = new int[game.numActions()];
            SplittableRandom rnd = new SplittableRandom(3);
            for (int i = 0; i < 40 && !s.isTerminal(); i++) {
                s.apply(legal[rnd.nextInt(s.legalActions(legal))]);
            }
            int[] owners = new int[64];
            assertTrue(s.owners(owners));
            BoardView view = reader.read(s, -1, List.of(s.position()));
            assertEquals(64, view.cells().size());
            Set<Integer> seen = new HashSet<>();
            for (BoardView.Cell c : view.cells()) {
                int g = reader.gridCell(game, c.name());
                assertTrue(g >= 0 && g < 64 && seen.add(g), spec + ": " + c.name() + " at grid cell " + g);
                assertEquals(cell(c.name()), g, c.name());
                assertEquals(c.piece() == null ? -1 : c.piece().owner(), owners[g], spec + " " + s.position() + ": " + c.name());
            }
            for (String bad : new String[] {"z99", "i1", "a9", "a0", "a", "", "a1x", "A1"}) {
                assertEquals(-1, reader.gridCell(game, bad), "'" + bad + "' is not a square");
            }
        }
    }
}
