package pz.kadon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.kadon.K.play;
import static pz.kadon.K.pos;

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
 * The auxiliary target of Kadon ({@code State.owners}): the seat whose piece stands on each cell at the end, tiles being
 * nobody's, on the observation's grid (cell {@code (rank - 1) * 3 + file}, not turned for the mover).
 */
class KadonOwnersTest {
    private static final Game GAME = GameRegistry.parse("kadon");

    @Test
    void theWinningLineAndTheLosersPiecesAreTheirSeatsTheOtherCellsNobodys() {
        // K-GOAL-LINE: Black's triangle completes the first rank
        State s = play(pos("RC*Wc,YS,BS*Wt/YC*,RSWs,BCBt/RTBc,YTBs,BT b"), "c2-c1");
        assertTrue(s.isTerminal());
        int[] owners = new int[9];
        assertTrue(s.owners(owners));
        // a1 b1 c1 / a2 b2 c2 / a3 b3 c3: Black's line, White's b2, White's a3 and c3; tiles without a piece are nobody's
        assertArrayEquals(new int[] {0, 0, 0, -1, 1, -1, 1, -1, 1}, owners);
    }

    @Test
    void theOwnersLineUpWithThePiecePlanesWhoeverMoves() {
        SplittableRandom rnd = new SplittableRandom(26);
        int[] legal = new int[GAME.numActions()];
        float[] obs = new float[GAME.observationSize()];
        int[] owners = new int[9];
        int white = 0;
        for (int game = 0; game < 20; game++) {
            State s = GAME.newInitialState();
            while (!s.isTerminal()) {
                int mover = s.currentPlayer();
                white += mover;
                s.encode(obs);
                assertTrue(s.owners(owners));
                for (int c = 0; c < 9; c++) {
                    int seen = -1;
                    for (int plane = 7; plane < 13; plane++) { // 7-9 the mover's pieces, 10-12 the opponent's
                        if (obs[plane * 9 + c] == 1f) {
                            seen = plane < 10 ? mover : 1 - mover;
                        }
                    }
                    assertEquals(seen, owners[c], s.position() + ": cell " + c);
                    assertEquals(c, GAME.observationCell(c, mover), "the planes are not turned");
                }
                s.apply(legal[rnd.nextInt(s.legalActions(legal))]);
            }
        }
        assertTrue(white > 0, "White-to-move positions were checked");
    }

    @Test
    void everyDrawnCellHasItsOwnGridCellAndItsPieceOwnsIt() {
        BoardReader reader = GameRegistry.profile(GAME).board();
        State s = play(pos("RC*Wc,YS,BS*Wt/YC*,RSWs,BCBt/RTBc,YTBs,BT b"), "c2-c1");
        int[] owners = new int[9];
        assertTrue(s.owners(owners));
        BoardView view = reader.read(s, -1, List.of(s.position()));
        assertEquals(9, view.cells().size());
        Set<Integer> seen = new HashSet<>();
        for (BoardView.Cell c : view.cells()) {
            int g = reader.gridCell(GAME, c.name());
            assertTrue(g >= 0 && g < 9 && seen.add(g), c.name() + " at grid cell " + g);
            assertEquals((c.name().charAt(1) - '1') * 3 + c.name().charAt(0) - 'a', g, c.name() + ": row 0 of the grid is rank 1");
            assertEquals(c.piece() == null ? -1 : c.piece().owner(), owners[g], c.name());
        }
        for (String bad : new String[] {"z99", "d1", "a4", "a0", "a", "", "a1x", "A1"}) {
            assertEquals(-1, reader.gridCell(GAME, bad), "'" + bad + "' is not a cell");
        }
    }
}
