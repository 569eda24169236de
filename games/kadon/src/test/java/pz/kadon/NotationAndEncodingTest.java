package pz.kadon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.kadon.K.pos;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.Turns;
import pz.engine.testing.ConformanceSuite;

/** N-POS-KADON, N-MOVE-KADON, the action space, the observation, the symmetries, hashing, and the conformance suite. */
class NotationAndEncodingTest {

    @TestFactory
    Stream<DynamicNode> conformance() {
        return ConformanceSuite.forSpecs("kadon", "kadon:overmatch", "kadon:placewins=off", "kadon:maxturns=20",
                "kadon:overmatch,placewins=off", "kadon:maxturns=20,overmatch", "kadon:maxturns=30,overmatch,placewins=off");
    }

    @Test
    void nPosKadon_theRulesExampleParsesAndRoundTrips() {
        State s = pos("BTWc,BSWs,RTBt/YCBc,YS*,RC/BC*Bs,YTWt,RS* b");
        assertEquals("BTWc,BSWs,RTBt/YCBc,YS*,RC/BC*Bs,YTWt,RS* b 0", s.position());
        assertEquals(s.hash(), pos(s.position()).hash());
        assertEquals(0, s.currentPlayer());
    }

    @Test
    void nPosKadon_badPositionsNameTheProblem() {
        Game g = GameRegistry.parse("kadon");
        assertMessage(g, "RC,RC,./.,.,./.,.,. b", "tile RC appears twice (a3 and b3)");
        assertMessage(g, "RCBc,RSBc,./.,.,./.,.,. b", "piece Bc appears twice (a3 and b3)");
        assertMessage(g, "RC*Bc,RS*Ws,./.,.,./.,.,. b", "two active red tiles (RC and RS): at most one tile of each colour is active (K-ACTIVE-1)");
        assertMessage(g, "RC*,.,./.,.,./.,.,. b", "tile RC is active without a piece of its shape on it: during placement only a matching piece activates a tile (K-PLACE-3)");
        assertMessage(g, "RCBc,.,./.,.,./.,.,. b", "tile RC holds a piece of its shape but is not active, and no red tile is (K-PLACE-3)");
        assertMessage(g, ".,.,./.,.,./.,.,. x", "side to move must be 'b' (Black) or 'w' (White), got 'x'");
        assertMessage(g, ".,.,./.,.,./.,.,. b 201", "turn count '201' must be a number from 0 to 200 (maxturns)");
        assertMessage(g, "RC,RSBc,RTWc/YC,YSBs,YTWs/BC,BSBt,BTWt b",
                "every tile and piece is placed but no red tile is active: the movement phase has one active tile of each colour (K-PLACE-3)");
        // red tiles all covered by non-matching pieces, red inactive: no legal play leads here
        assertMessage(g, "RCWs,RSWt,RTWc/.,.,./.,.,. b", "this placement position can no longer end with one active tile of each colour,"
                + " so no legal play leads to it (K-PLACE-4)");
        assertMessage(g, "Rx,.,./.,.,./.,.,. b", "cell a3 'Rx' must be '.' or a tile: colour R/Y/B then shape C/S/T, then '*' if active, then a piece like Bc or Wt");
    }

    private static void assertMessage(Game g, String position, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> g.parsePosition(position)).getMessage());
    }

    @Test
    void nMoveKadon_everyFormParsesAndPrints() {
        State s = GameRegistry.parse("kadon").newInitialState();
        assertEquals("RC@a1", s.actionToString(s.parseAction("RC@a1")));
        assertEquals(0, s.parseAction("RC@a1"), "tile RC (0) on a1 (0)");
        assertEquals(80, s.parseAction("BT@c3"));
        assertEquals("cannot read 'hello'; write RC@a1 (tile), c@a1 (piece), pass, a1-c1 (move) or a1<>c3 (trade)",
                assertThrows(NotationException.class, () -> s.parseAction("hello")).getMessage());
        assertEquals("'d4' in 'RC@d4' is not a cell; cells are a1..c3",
                assertThrows(NotationException.class, () -> s.parseAction("RC@d4")).getMessage());
        assertEquals("pass: a player may pass only with no legal placement (K-PLACE-4); 81 are legal, e.g. RC@a1",
                assertThrows(IllegalActionException.class, () -> s.parseAction("pass")).getMessage());
        State m = pos(MovementRulesTest.KING);
        assertEquals("a3-a2", m.actionToString(m.parseAction("a3-a2")));
        assertEquals("pass: passing is only for the placement phase (K-PLACE-4); in the movement phase a move or trade is always possible",
                assertThrows(IllegalActionException.class, () -> m.parseAction("pass")).getMessage());
    }

    @Test
    void actionSpaceIsFixedAndDocumented() {
        Game g = GameRegistry.parse("kadon");
        assertEquals(226, g.numActions());
        assertTrue(g.describeEncoding().contains("226"));
        State m = pos(MovementRulesTest.KING);
        assertEquals(Rules.MOVE_BASE + 6 * 9 + 3, m.parseAction("a3-a2"));
        assertEquals(Rules.TRADE_BASE + Rules.PAIR_ID[0][6], m.parseAction("a3<>a1"));
        assertEquals(Rules.PASS, pos(PlacementRulesTest.PASS).parseAction("pass"));
        State start = GameRegistry.parse("kadon").newInitialState();
        start.apply(start.parseAction("BT@c3"));
        assertEquals(Rules.PIECE_BASE + 2 * 9 + 8, start.parseAction("t@c3"), "White's triangle onto c3");
    }

    @Test
    void observationIsFromTheMoversPointOfView() {
        Game g = GameRegistry.parse("kadon");
        float[] black = new float[g.observationSize()];
        float[] white = new float[g.observationSize()];
        State s = pos(PlacementRulesTest.PLACE3); // White to move; Black's circle on a1 (cell 0), red circle active
        s.encode(white);
        State b = pos(PlacementRulesTest.PLACE3.replace(" w", " b"));
        b.encode(black);
        assertEquals(1f, white[10 * 9], "opponent's circle on a1 from White's view");
        assertEquals(1f, black[7 * 9], "my circle on a1 from Black's view");
        assertEquals(1f, white[6 * 9], "a1's tile is active");
        assertEquals(1f, white[0 * 9], "a1's tile is red");
        assertEquals(1f, white[4 * 9 + 1], "b1's tile is a square");
        assertEquals(1f, white[(14 + 8) * 9 + 4], "BT is in the pool");
        assertEquals(0f, white[(14 + 0) * 9 + 4], "RC is not");
        assertEquals(1f, white[(23 + 0) * 9 + 4], "my circle in hand");
        assertEquals(0f, white[(26 + 0) * 9 + 4], "opponent's circle is not");
        assertEquals(1f, white[29 * 9 + 4], "the KING rule is active");
        assertEquals(0f, white[38 * 9], "White is not Black");
        assertEquals(1f, black[38 * 9]);
    }

    @Test
    void symmetriesMapLegalActionsOfTransformedPositions() {
        Game g = GameRegistry.parse("kadon");
        List<Symmetry> syms = g.symmetries();
        assertEquals(8, syms.size());
        SplittableRandom rng = new SplittableRandom(3);
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            State s = g.newInitialState();
            for (int ply = 0; ply < 40 && !s.isTerminal(); ply++) {
                int[] legal = Turns.legal(s);
                for (Symmetry sym : syms) {
                    State t = g.parsePosition(transform(s.position(), sym.cellMap()));
                    int[] mapped = Arrays.stream(legal).map(sym::mapAction).sorted().toArray();
                    assertArrayEquals(mapped, Turns.legal(t), sym.name() + " of " + s.position());
                    float[] in = new float[g.observationSize()];
                    float[] out = new float[g.observationSize()];
                    float[] direct = new float[g.observationSize()];
                    s.encode(in);
                    sym.mapObservation(in, out, g.observationShape()[0]);
                    t.encode(direct);
                    // plane 39 counts repetitions, which a parsed position has no history for
                    Arrays.fill(out, 39 * 9, 40 * 9, 0f);
                    Arrays.fill(direct, 39 * 9, 40 * 9, 0f);
                    assertArrayEquals(direct, out, sym.name() + " observation of " + s.position());
                    checked++;
                }
                s.apply(legal[rng.nextInt(legal.length)]);
            }
        }
        assertTrue(checked > 1000);
    }

    /** Moves each cell's content of a position to its image under {@code map} (cells a1=0..c3=8). */
    static String transform(String position, int[] map) {
        String[] f = position.split(" ");
        String[] rows = f[0].split("/");
        String[] cells = new String[9];
        for (int r = 0; r < 3; r++) {
            String[] cs = rows[r].split(",");
            for (int c = 0; c < 3; c++) {
                cells[map[(2 - r) * 3 + c]] = cs[c];
            }
        }
        StringBuilder b = new StringBuilder();
        for (int r = 2; r >= 0; r--) {
            b.append(cells[r * 3]).append(',').append(cells[r * 3 + 1]).append(',').append(cells[r * 3 + 2]);
            if (r > 0) {
                b.append('/');
            }
        }
        return b.append(' ').append(f[1]).append(' ').append(f[2]).toString();
    }

    @Test
    void hashIsIncrementalAndCoversThePositionOnly() {
        Game g = GameRegistry.parse("kadon");
        SplittableRandom rng = new SplittableRandom(11);
        for (int game = 0; game < 30; game++) {
            State s = g.newInitialState();
            while (!s.isTerminal()) {
                int[] legal = Turns.legal(s);
                s.apply(legal[rng.nextInt(legal.length)]);
                assertEquals(g.parsePosition(s.position()).hash(), s.hash(), s.position());
            }
        }
        // the turn count is not hashed: equal boards at different turns transpose
        assertEquals(pos(MovementRulesTest.KING + " 3").hash(), pos(MovementRulesTest.KING + " 40").hash());
    }

    @Test
    void nPerft1_fastPerftEqualsTheGenericWalkInBothPhases() {
        State start = GameRegistry.parse("kadon").newInitialState();
        assertEquals(pz.engine.Perft.generic(start, 3), start.perft(3));
        State late = pos(MovementRulesTest.KING);
        for (int d = 1; d <= 4; d++) {
            assertEquals(pz.engine.Perft.generic(late, d), late.perft(d), "movement perft(" + d + ")");
        }
    }
}
