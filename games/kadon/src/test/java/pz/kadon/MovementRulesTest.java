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
import pz.engine.IllegalActionException;
import pz.engine.State;

/** The movement phase on hand-built positions: K-MOVE-*, K-TRADE-*, K-ACT-*, goals, K-WIN-1, K-DRAW-1. */
class MovementRulesTest {
    // Black c/s/t on a3/b2/c1, White on c2/a1/b1; b3, c3 and a2 are vacant. Goal SHAPE (YT*), trade COLOR (BS*).
    static final String KING = "RC*Bc,YS,BS*/YC,RSBs,BCWc/RTWt,YT*Ws,BTBt b";
    static final String ROOK = "RCBc,YS,BS*/YC,RS*Bs,BCWc/RTWt,YT*Ws,BTBt b";
    static final String BK = "RCBc,YS,BS*/YC,RSBs,BCWc/RT*Wt,YT*Ws,BTBt b";

    @Test
    void kMove0_movementPhaseOffersMovesAndTradesButNoPlacement() {
        State s = pos(KING);
        assertEquals(List.of(), legal(s, "@"));
        assertFalse(legal(s, "-").isEmpty());
        assertFalse(legal(s, "<>").isEmpty());
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.parseAction("s@a2"));
        assertTrue(e.getMessage().contains("K-MOVE-0"), e.getMessage());
    }

    @Test
    void kMoveKing_oneSpaceAnyDirectionOntoVacantTiles() {
        assertEquals(List.of("a3-a2", "a3-b3", "b2-a2", "b2-b3", "b2-c3"), legal(pos(KING), "-"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> pos(KING).parseAction("c1-c3"));
        assertEquals("c1-c3: the active MOVE rule is KING (K-MOVE-KING): a piece moves one space in any of the eight directions", e.getMessage());
    }

    @Test
    void kMoveRook_rowOrColumnAndLeapsAPieceOntoTheEmptySpaceBeyond() {
        // c1-c3 leaps White's circle on c2 (K-MOVE-ROOK's exception); a3-c3 passes the empty b3
        assertEquals(List.of("a3-a2", "a3-b3", "a3-c3", "b2-a2", "b2-b3", "c1-c3"), legal(pos(ROOK), "-"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> pos(ROOK).parseAction("b2-c3"));
        assertTrue(e.getMessage().contains("K-MOVE-ROOK"), e.getMessage());
    }

    @Test
    void kMoveBk_anyEmptySpaceOutsideTheRowAndColumn() {
        assertEquals(List.of("b2-c3", "c1-a2", "c1-b3"), legal(pos(BK), "-"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> pos(BK).parseAction("a3-a2"));
        assertTrue(e.getMessage().contains("K-MOVE-BK"), e.getMessage());
    }

    @Test
    void movesNeedOwnPieceAndAVacantDestination() {
        State s = pos(KING);
        assertEquals("c2-c3: the piece on c2 (Wc) is White's, and Black is to move",
                assertThrows(IllegalActionException.class, () -> s.parseAction("c2-c3")).getMessage());
        assertEquals("a2-b3: a2 holds no piece", assertThrows(IllegalActionException.class, () -> s.parseAction("a2-b3")).getMessage());
        assertEquals("a3-b2: b2 already holds a piece (Bs)", assertThrows(IllegalActionException.class, () -> s.parseAction("a3-b2")).getMessage());
    }

    @Test
    void kTradeColor_pairsOfTheSameColourOccupiedOrNot() {
        assertEquals(List.of("a1<>a3", "a1<>b2", "a2<>b3", "b1<>a2", "b1<>b3", "b2<>a3", "c1<>c2", "c1<>c3", "c2<>c3"),
                legal(pos(KING), "<>"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> pos(KING).parseAction("a1<>b1"));
        assertEquals("a1<>b1: the active TRADE rule is COLOR (K-TRADE-COLOR): both tiles must be of the same colour; a1 has RT and b1 has YT",
                e.getMessage());
    }

    @Test
    void kTradeShape_pairsOfTheSameShape() {
        State s = pos("RC*Bc,YS,BS/YC,RSBs,BCWc/RTWt,YT*Ws,BT*Bt b");
        assertEquals(List.of("a1<>b1", "a1<>c1", "a2<>a3", "a2<>c2", "b1<>c1", "b2<>b3", "b2<>c3", "b3<>c3", "c2<>a3"), legal(s, "<>"));
        assertTrue(assertThrows(IllegalActionException.class, () -> s.parseAction("a1<>a3")).getMessage().contains("K-TRADE-SHAPE"));
    }

    @Test
    void kTradePolarity_bothTilesHoldPiecesOfOpposingPlayers() {
        State s = pos("RC*Bc,YS,BS/YC,RSBs,BC*Wc/RTWt,YT*Ws,BTBt b");
        assertEquals(List.of("a1<>a3", "a1<>b2", "a1<>c1", "b1<>a3", "b1<>b2", "b1<>c1", "b2<>c2", "c1<>c2", "c2<>a3"), legal(s, "<>"));
        assertEquals("a3<>b3: the active TRADE rule is POLARITY (K-TRADE-POLARITY): both tiles must hold pieces of opposing players;"
                + " a3 holds Bc and b3 holds no piece", assertThrows(IllegalActionException.class, () -> s.parseAction("b3<>a3")).getMessage());
        assertTrue(assertThrows(IllegalActionException.class, () -> s.parseAction("a3<>b2")).getMessage().contains("K-TRADE-POLARITY"));
    }

    @Test
    void kTrade1_tilesSwapPiecesStayActivenessTravelsWithTheTile() {
        State s = play(pos(KING), "a1<>a3");
        assertEquals("RTBc,YS,BS*/YC,RSBs,BCWc/RC*Wt,YT*Ws,BTBt w", board(s));
    }

    @Test
    void nMoveKadon_aTradeIsOneActionWhicheverOrderItIsWritten() {
        State s = pos(KING);
        assertEquals(s.parseAction("a1<>a3"), s.parseAction("a3<>a1"));
        assertEquals("a1<>a3", s.actionToString(s.parseAction("a3<>a1")));
    }

    @Test
    void kAct1_aMoveOntoATileOfItsShapeActivatesItAndTurnsTheOldOneDown() {
        // Black's square moves onto the yellow square: YS becomes the goal (COLOR), YT turns face-down
        State s = play(pos(ROOK), "b2-b3");
        assertEquals("RCBc,YS*Bs,BS*/YC,RS*,BCWc/RTWt,YTWs,BTBt w", board(s));
    }

    @Test
    void kAct1_aTradeBringingATileUnderAPieceOfItsShapeActivatesIt() {
        State s = play(pos(KING), "b1<>b3");
        assertEquals("RC*Bc,YT,BS*/YC,RSBs,BCWc/RTWt,YS*Ws,BTBt w", board(s));
    }

    @Test
    void kAct1_twoMatchesOfDifferentColoursBothActivate() {
        State s = play(pos("RCWc,YCBc,RT*/RSBt,YT*,BSWs/BCBs,BT*,YSWt b"), "a3<>b3");
        assertEquals("YC*Wc,RC*Bc,RT/RSBt,YT,BSWs/BCBs,BT*,YSWt w", board(s));
    }

    @Test
    void kAct2_twoInactiveTilesOfOneColourMatchedAtOnceCancel() {
        State s = play(pos("RCBs,RSBc,RT*/YCWs,YS*,YTBt/BCWt,BS*,BTWc b"), "a3<>b3");
        assertEquals("RSBs,RCBc,RT*/YCWs,YS*,YTBt/BCWt,BS*,BTWc w", board(s));
    }

    @Test
    void kAct2Resolved_theActiveAndAnInactiveTileMatchedAtOnce_theInactiveOneWins() {
        State s = play(pos("RC*Bs,RSBc,RT/YCWs,YS*,YTBt/BCWt,BS*,BTWc b"), "a3<>b3");
        assertEquals("RS*Bs,RCBc,RT/YCWs,YS*,YTBt/BCWt,BS*,BTWc w", board(s));
    }

    @Test
    void kGoalLine_threeInARowWins() {
        State s = play(pos("RC*Wc,YS,BS*Wt/YC*,RSWs,BCBt/RTBc,YTBs,BT b"), "c2-c1");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns());
    }

    @Test
    void kGoalColor_andKWin1_thePlayerWhoDidNotMoveCanWin() {
        // Black's square lands on YS: the goal becomes COLOR, met by White (all on red tiles), not by Black
        State s = play(pos("RC*Wc,YS,BS*/YC*,BCBs,RSWs/BTBc,RTWt,YTBt b"), "b2-b3");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {-1, 1}, s.returns());
        assertEquals("the game is over", assertThrows(IllegalActionException.class, () -> s.parseAction("a3-a2")).getMessage());
    }

    @Test
    void kGoalShape_threeTilesOfOneShapeWhateverThePieces() {
        State s = play(pos("RC*Wc,YCWs,BC/RTBc,BTBs,YS*Bt/RSWt,YT,BS* b"), "c2-b1");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns());
    }

    @Test
    void kWin1_whenBothPlayersMeetTheGoalPlayContinues() {
        State s = play(pos("RC*Wc,YCWs,BCWt/RTBc,BTBs,YS*Bt/RS,YT,BS* b"), "c2-b1");
        assertFalse(s.isTerminal());
        assertEquals(1, s.currentPlayer());
        assertArrayEquals(new double[] {0, 0}, s.returns());
    }

    @Test
    void kDraw1_thirdOccurrenceOfAPositionWithTheSameSideToMoveDraws() {
        State s = pos(KING);
        String[] cycle = {"a3-b3", "b1-a2", "b3-a3", "a2-b1"};
        play(s, cycle);
        assertEquals(KING + " 4", s.position());
        assertFalse(s.isTerminal(), "second occurrence");
        play(s, cycle[0], cycle[1], cycle[2]);
        assertFalse(s.isTerminal());
        play(s, cycle[3]);
        assertTrue(s.isTerminal(), "third occurrence");
        assertArrayEquals(new double[] {0, 0}, s.returns());
        s.undo();
        assertFalse(s.isTerminal(), "undo restores the live game");
    }

    @Test
    void kDraw1_theTurnCapDraws() {
        State s = pos("kadon:maxturns=20", KING + " 19");
        assertEquals(19, s.turn());
        play(s, "a1<>a3");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {0, 0}, s.returns());
        assertTrue(pos("kadon:maxturns=20", KING + " 20").isTerminal(), "a position at the cap is over");
    }

    @Test
    void kActive1_theActiveTilesAreTheRulesInForce() {
        // the same pieces under three active MOVE tiles: three different move sets (each set is checked exactly by
        // the kMove tests above; the active GOAL tile deciding the winner, by the kGoal tests)
        assertFalse(legal(pos(KING), "-").equals(legal(pos(ROOK), "-")));
        assertFalse(legal(pos(ROOK), "-").equals(legal(pos(BK), "-")));
    }
}
