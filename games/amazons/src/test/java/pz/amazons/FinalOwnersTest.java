package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The ownership target ({@code State.owners}, {@link FinalOwners}): each empty region to the one seat bordering it. */
class FinalOwnersTest {

    @Test
    void anEmptyRegionBelongsToTheOneSeatThatBordersItAndMixedRegionsToNobody() {
        Game game = GameRegistry.parse("amazons:size=6");
        // a wall of arrows on file c; White alone borders the left region, Black alone the right one
        int[] owners = new int[36];
        assertTrue(game.parsePosition("WWxBB1/2x3/2x3/2x3/2x3/WWxBB1 w - -").owners(owners));
        int[] expected = new int[36];
        for (int row = 0; row < 6; row++) {
            for (int file = 0; file < 6; file++) {
                expected[row * 6 + file] = file < 2 ? 0 : file == 2 ? -1 : 1;
            }
        }
        assertArrayEquals(expected, owners);
        // both seats border both regions: the empty cells are nobody's, the pieces stay their seats'
        assertTrue(game.parsePosition("WWxBB1/2x3/2x3/2x3/2x3/BWxWB1 w - -").owners(owners));
        assertEquals(-1, owners[1 * 6]); // a5, empty
        assertEquals(-1, owners[1 * 6 + 4]); // e5, empty
        assertEquals(1, owners[5 * 6]); // a1, a Black amazon
        assertEquals(0, owners[5 * 6 + 3]); // d1, a White amazon
    }

    @Test
    void theBoardReadersGridCellPutsEachDrawnCellOnItsOwnershipCell() {
        for (String spec : new String[] {"amazons:size=6", "cowboys", "amazons:hex", "amazons:players=4"}) {
            Game game = GameRegistry.parse(spec);
            int cells = game.observationShape()[1] * game.observationShape()[2];
            State s = game.newInitialState();
            int[] legal = new int[game.numActions()];
            for (int i = 0; i < 6; i++) { // some moves and arrows on the board
                s.legalActions(legal);
                s.apply(legal[i % 3]);
            }
            int[] owners = new int[cells];
            assertTrue(s.owners(owners));
            BoardReader reader = GameRegistry.profile(game).board();
            BoardView view = reader.read(s, -1, List.of(s.position()));
            Set<Integer> seen = new HashSet<>();
            for (BoardView.Cell c : view.cells()) {
                int g = reader.gridCell(game, c.name());
                assertTrue(g >= 0 && g < cells && seen.add(g), spec + ": " + c.name() + " at grid cell " + g);
                if (c.piece() != null) {
                    assertEquals(c.piece().owner(), owners[g], spec + ": the piece on " + c.name() + " owns its grid cell");
                } else if (c.block()) {
                    assertEquals(-1, owners[g], spec + ": the arrow on " + c.name() + " is nobody's");
                }
            }
            assertEquals(-1, reader.gridCell(game, "z99"), "not a cell");
        }
    }

    @Test
    void theHexagonsCornersAreNobodys() {
        Game game = GameRegistry.parse("amazons:hex");
        int[] owners = new int[121];
        assertTrue(game.newInitialState().owners(owners));
        assertEquals(-1, owners[0], "row 0, column 0 of the 11x11 grid is off the hexagon");
    }

    @Test
    void atTheEndOfARandomGameTheLoserOwnsOnlyItsPieces() {
        for (String spec : new String[] {"amazons:size=6", "amazons:size=8", "cowboys:size=6", "cowboys"}) {
            Game game = GameRegistry.parse(spec);
            int cells = game.observationShape()[1] * game.observationShape()[2];
            int[] legal = new int[game.numActions()];
            int[] owners = new int[cells];
            SplittableRandom rnd = new SplittableRandom(spec.hashCode());
            for (int play = 0; play < 6; play++) {
                State s = game.newInitialState();
                while (!s.isTerminal()) {
                    s.apply(legal[rnd.nextInt(s.legalActions(legal))]);
                }
                double[] r = s.returns();
                int loser = r[0] < r[1] ? 0 : 1;
                assertTrue(s.owners(owners));
                AmazonsState a = (AmazonsState) s;
                for (int c = 0; c < a.cells; c++) {
                    byte v = a.board[a.mb[c]];
                    int o = owners[a.geo.grid[c]];
                    if (v == AmazonsState.EMPTY) {
                        assertTrue(o != loser, spec + ": an empty cell of the loser's");
                    } else {
                        assertEquals(v == AmazonsState.ARROW ? -1 : v - AmazonsState.PIECE, o, spec + ": cell " + c);
                    }
                }
            }
        }
    }
}
