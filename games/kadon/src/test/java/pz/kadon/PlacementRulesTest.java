package pz.kadon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.kadon.K.board;
import static pz.kadon.K.legal;
import static pz.kadon.K.play;
import static pz.kadon.K.pos;

import java.util.List;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.State;

/** The placement phase on hand-built positions: K-EQUIP-1, K-PLACE-1..4, K-WIN-1 during placement, K-SEED-1. */
class PlacementRulesTest {
    // all tiles placed, yellow and blue active, red not; Black holds only the circle: only c@a3 (on RC) keeps red possible
    static final String PLACE4 = "RC,RSWc,RTWs/YS*Bs,BT*Wt,YC/YT,BC,BSBt b";
    // red active on a1; White's square onto the red square b1 would be a second red match
    static final String PLACE3 = ".,.,./.,.,./RC*Bc,RS,. w";
    // Black has placed everything and the pool is empty; White holds all three pieces
    static final String PASS = "RC*Bc,YS*Bs,BT*Bt/RS,YC,BC/RT,YT,BS b";
    // White's triangle on c1 completes row 1 under the active 3-IN-LINE goal
    static final String LINE = "YC*Bc,YT,BS/RT,BT*Bt,YS/RC*Wc,BCWs,RS w";

    @Test
    void kEquip1_nineTilesThreeColoursThreeShapesAndThreePiecesEach() {
        State s = GameRegistry.parse("kadon").newInitialState();
        List<String> tiles = legal(s);
        assertEquals(81, tiles.size(), "9 tiles x 9 spaces");
        for (String t : new String[] {"RC", "RS", "RT", "YC", "YS", "YT", "BC", "BS", "BT"}) {
            assertTrue(tiles.contains(t + "@b2"), t);
        }
        State full = pos(PASS);
        play(full, "pass", "c@b1", "pass", "s@c2", "pass");
        assertEquals(List.of("t@a2", "t@b2", "t@c1"), legal(full, "@"), "White's third piece; RT is K-PLACE-3");
    }

    @Test
    void kPlace1_emptyBoardAllTilesInThePoolBlackFirst() {
        State s = GameRegistry.parse("kadon").newInitialState();
        assertEquals(".,.,./.,.,./.,.,. b 0", s.position());
        assertEquals(0, s.currentPlayer(), "player 0 is Black");
        s.apply(s.parseAction("YT@b2"));
        assertEquals(1, s.currentPlayer());
        assertEquals(List.of("c@b2", "s@b2", "t@b2"), legal(s).subList(64, 67), "64 tile placements, then White's pieces on b2");
    }

    @Test
    void kPlace2_aPieceGoesOnlyOntoATileWithoutAPieceAndNothingMoves() {
        State s = pos(PLACE3);
        assertEquals("s@a2: a2 is an empty space: a piece goes only onto a tile (K-PLACE-2)",
                assertThrows(IllegalActionException.class, () -> s.parseAction("s@a2")).getMessage());
        assertEquals("RC@b2: the red circle tile (KING) is already placed (on a1)",
                assertThrows(IllegalActionException.class, () -> s.parseAction("RC@b2")).getMessage());
        assertEquals("YT@a1: a1 already holds a tile (RC)", assertThrows(IllegalActionException.class, () -> s.parseAction("YT@a1")).getMessage());
        assertEquals("c@a1: a1 already holds a piece (Bc)", assertThrows(IllegalActionException.class, () -> s.parseAction("c@a1")).getMessage());
        assertEquals("a1-b1: pieces do not move during the placement phase (K-PLACE-2)",
                assertThrows(IllegalActionException.class, () -> s.parseAction("a1-b1")).getMessage());
        assertEquals("a1<>b1: tiles are traded only in the movement phase (K-MOVE-0)",
                assertThrows(IllegalActionException.class, () -> s.parseAction("a1<>b1")).getMessage());
        State black = play(s, "c@b1");
        assertEquals("c@b2: Black's circle is already placed (on a1)",
                assertThrows(IllegalActionException.class, () -> black.parseAction("c@b2")).getMessage());
        assertEquals("t@b1: b1 already holds a piece (Wc)", assertThrows(IllegalActionException.class, () -> black.parseAction("t@b1")).getMessage());
    }

    @Test
    void kPlace3_aMatchingPieceActivatesTheTile() {
        State s = play(GameRegistry.parse("kadon").newInitialState(), "BS@c3", "s@c3");
        assertEquals(".,.,BS*Ws/.,.,./.,.,. b", board(s));
        State t = play(GameRegistry.parse("kadon").newInitialState(), "BS@c3", "c@c3");
        assertEquals(".,.,BSWc/.,.,./.,.,. b", board(t), "no match, no activation");
    }

    @Test
    void kPlace3_noSecondTileOfAnActiveColourMayReceiveAPieceOfItsShape() {
        State s = pos(PLACE3);
        assertFalse(legal(s).contains("s@b1"));
        assertTrue(legal(s).contains("c@b1"), "a non-matching piece is fine");
        assertEquals("s@b1: forbidden by K-PLACE-3: red already has an active tile (RC on a1), so no other red tile may receive a piece of its shape",
                assertThrows(IllegalActionException.class, () -> s.parseAction("s@b1")).getMessage());
    }

    @Test
    void kPlace4_aPlacementThatMakesOneActiveTilePerColourImpossibleIsIllegal() {
        State s = pos(PLACE4);
        assertEquals(List.of("c@a3"), legal(s));
        assertEquals("c@a1: forbidden by K-PLACE-4: afterwards the placement phase could no longer end with one active tile of each colour",
                assertThrows(IllegalActionException.class, () -> s.parseAction("c@a1")).getMessage());
        assertTrue(assertThrows(IllegalActionException.class, () -> s.parseAction("c@c2")).getMessage().contains("K-PLACE-3"),
                "the yellow circle is a K-PLACE-3 case, named as such");
        play(s, "c@a3");
        assertEquals("RC*Bc,RSWc,RTWs/YS*Bs,BT*Wt,YC/YT,BC,BSBt w", board(s));
    }

    @Test
    void kPlace4_evenAWinningPlacementIsIllegalIfItBreaksFeasibility() {
        // 3-IN-LINE is active; Black's circle on a1 would complete a1-b1-c1 but leave red unactivatable
        State s = pos("RC,RSWt,RTWs/YC*Wc,BS,YT/YS,BCBs,BT*Bt b");
        assertFalse(legal(s).contains("c@a1"));
        assertTrue(assertThrows(IllegalActionException.class, () -> s.parseAction("c@a1")).getMessage().contains("K-PLACE-4"));
        assertEquals(List.of("c@a3"), legal(s));
    }

    @Test
    void kPlace4_aPlayerWithNoLegalPlacementPassesAndOnlyThen() {
        State s = pos(PASS);
        assertEquals(List.of("pass"), legal(s));
        play(s, "pass");
        assertEquals(1, s.currentPlayer());
        assertTrue(assertThrows(IllegalActionException.class, () -> s.parseAction("pass")).getMessage()
                .startsWith("pass: a player may pass only with no legal placement (K-PLACE-4)"));
    }

    @Test
    void kPlace4_theMovementPhaseBeginsWithThePlayerWhoDidNotMakeTheLastPlacement() {
        State s = play(pos(PASS), "pass", "c@b1", "pass", "s@c2", "pass", "t@a2");
        assertEquals(0, s.currentPlayer(), "White placed last, Black moves first");
        assertTrue(legal(s, "@").isEmpty());
        assertFalse(legal(s, "<>").isEmpty());
        assertEquals(6, s.turn());
    }

    @Test
    void kWin1_goalsAreCheckedDuringPlacement() {
        State s = play(pos(LINE), "t@c1");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {-1, 1}, s.returns());
    }

    @Test
    void kSeed1_placewinsOffDefersGoalsToTheMovementPhase() {
        State s = play(pos("kadon:placewins=off", LINE), "t@c1");
        assertFalse(s.isTerminal());
        // Black's last piece ends the placement phase; now the goal counts for White
        play(s, "s@b3");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {-1, 1}, s.returns());
    }

    @Test
    void kSeed1_overmatchAllowsASecondMatchThatDoesNotActivate() {
        State s = pos("kadon:overmatch", PLACE3);
        assertTrue(legal(s).contains("s@b1"));
        play(s, "s@b1");
        assertEquals(".,.,./.,.,./RC*Bc,RSWs,. b", board(s));
    }

    @Test
    void nSpec1_optionsDefaultsAndCanonicalForm() {
        assertEquals("kadon", GameRegistry.canonical("kadon:placewins=on,maxturns=200"));
        assertEquals("kadon:maxturns=20,overmatch,placewins=off", GameRegistry.canonical("kadon:placewins=off,overmatch,maxturns=20"));
        Game g = GameRegistry.parse("kadon:maxturns=20");
        assertEquals(20, g.maxLength());
        assertThrows(pz.engine.SpecException.class, () -> GameRegistry.parse("kadon:placewins=maybe"));
        assertThrows(pz.engine.SpecException.class, () -> GameRegistry.parse("kadon:maxturns=0"));
        assertThrows(pz.engine.SpecException.class, () -> GameRegistry.parse("kadon:overmatch=yes"));
    }

    @Test
    void kInfo1_perfectInformationEverythingIsVisible() {
        Game g = GameRegistry.parse("kadon");
        assertTrue(g.perfectInformation());
        State s = pos(PLACE4);
        assertEquals(s.position(), s.view(1).sample(new java.util.SplittableRandom(1)).position());
    }
}
