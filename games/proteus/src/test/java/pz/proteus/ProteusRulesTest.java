package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.proteus.Fx.at;
import static pz.proteus.Fx.illegal;
import static pz.proteus.Fx.play;
import static pz.proteus.Fx.set;
import static pz.proteus.Fx.step;
import static pz.proteus.Fx.steps;
import static pz.proteus.Fx.targets;

import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.NotationException;
import pz.engine.State;

/** docs/rules/proteus.md rule by rule (faces, setup, turn, movement, captures, rotation, end), from FEN positions, both colours. */
class ProteusRulesTest {

    static char dieOn(ProteusState s, String sq) {
        int i = (sq.charAt(1) - '1') * 8 + sq.charAt(0) - 'a';
        int code = s.board[i];
        if (code < 0) {
            return '.';
        }
        char c = Rules.LETTERS.charAt(code & 7);
        return code >> 3 == 0 ? c : Character.toLowerCase(c);
    }

    @Test
    void P_FACE_1_captureScoresTheFaceValue() {
        String[] black = {"p", "b", "n", "r", "q"};
        int[] value = {2, 3, 4, 5, 6};
        for (int i = 0; i < 5; i++) {
            ProteusState s = at("Ra1 Ph2 Pb2 " + black[i] + "a5 pg7 ph7", "w 0 0 10");
            step(s, "a1xa5");
            assertEquals(value[i], s.score[0], "capturing " + black[i]);
            ProteusState b = at("ra8 ph7 pg7 " + black[i].toUpperCase() + "a4 Pb2 Ph2", "b 0 0 11");
            step(b, "a8xa4");
            assertEquals(value[i], b.score[1], "Black capturing " + black[i].toUpperCase());
        }
    }

    @Test
    void P_FACE_1_theLadderRisesPyramidPawnBishopKnightRookQueen() {
        ProteusState s = at("Ya1 Ph2 pa7 pc7", "w 0 0 0");
        String[] white = {"h2-h3 a1+", "h3-h4 a1+", "h4-h5 a1+", "h5-h6 a1+", "h6-h7 a1+"};
        String[] black = {"a7-a6 c7+", "a6-a5 c7-", "a5-a4 c7+", "a4-a3 c7-"};
        char[] expect = {'P', 'B', 'N', 'R', 'Q'};
        for (int i = 0; i < 5; i++) {
            play(s, white[i]);
            assertEquals(expect[i], dieOn(s, "a1"));
            if (i < 4) {
                play(s, black[i]);
            }
        }
    }

    @Test
    void P_FACE_2_queenCannotRotateUpPyramidCannotRotateDown() {
        ProteusState s = step(at("Qa1 Yc1 Ph2 pa7 pc7", "w 0 0 0"), "h2-h3");
        assertEquals("a Queen cannot rotate up", illegal(s, "a1+"));
        assertEquals("a Pyramid cannot rotate down", illegal(s, "c1-"));
        assertTrue(steps(s).containsAll(set("a1-", "c1+")));
        ProteusState b = step(at("qa8 yc8 ph7 Pa2 Pc2", "b 0 0 1"), "h7-h6");
        assertEquals("a Queen cannot rotate up", illegal(b, "a8+"));
        assertEquals("a Pyramid cannot rotate down", illegal(b, "c8-"));
    }

    @Test
    void P_SETUP_1_sixteenPawnsOnTheDarkSquaresOfTheFirstTwoRanks() {
        State s = GameRegistry.parse("proteus").newInitialState();
        assertEquals(Fx.START, s.position());
        ProteusState p = (ProteusState) s;
        for (String sq : new String[] {"a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2"}) {
            assertEquals('P', dieOn(p, sq));
        }
        for (String sq : new String[] {"a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"}) {
            assertEquals('p', dieOn(p, sq));
        }
        assertEquals(16, Long.bitCount(p.color[0] | p.color[1]));
    }

    @Test
    void P_SETUP_2_whiteMovesFirstAndTurnsAlternate() {
        ProteusState s = (ProteusState) GameRegistry.parse("proteus").newInitialState();
        assertEquals(0, s.currentPlayer());
        play(s, "b2-b4 d2+");
        assertEquals(1, s.currentPlayer());
        play(s, "b8-b6 d8-");
        assertEquals(0, s.currentPlayer());
        assertEquals(2, s.turn());
    }

    @Test
    void P_TURN_1_moveThenRotateADifferentDie() {
        ProteusState s = (ProteusState) GameRegistry.parse("proteus").newInitialState();
        step(s, "b2-b4");
        assertEquals(0, s.currentPlayer(), "the rotation is still White's");
        assertEquals(0, s.turn());
        assertEquals(14, steps(s).size(), "seven other dice, up or down");
        assertEquals("must rotate a different die: the die on b4 moved this turn", illegal(s, "b4+"));
        assertEquals("the move step is done: rotate a die other than the one on b4", illegal(s, "d2-d3"));
        step(s, "d2+");
        assertEquals(1, s.currentPlayer());
        assertEquals(1, s.turn());
        step(s, "h8-h6");
        assertEquals("must rotate a different die: the die on h6 moved this turn", illegal(s, "h6-"));
        assertTrue(illegal(s, "h8+").startsWith("no die of yours on h8"));
    }

    @Test
    void P_TURN_2_noLegalTurnLosesWhateverThePoints() {
        ProteusState w = at("Pa4 Yh1 pa5 yh8", "w 10 0 10");
        assertTrue(w.isTerminal());
        assertArrayEquals(new double[] {-1, 1}, w.returns());
        ProteusState b = at("Ph4 Ya1 ph5 ya8", "b 0 10 11");
        assertTrue(b.isTerminal());
        assertArrayEquals(new double[] {1, -1}, b.returns());
        assertFalse(at("proteus:tradeoff", "Pa4 Yh1 pa5 yh8", "w 10 0 10").isTerminal(), "Trade-Off: a double rotation is a turn");
    }

    @Test
    void P_END_2_aPlayerWithNoLegalTurnLoses() {
        // White's last move blocks Black's only mobile die: Black, to move, has no legal turn
        ProteusState s = at("Pa3 Ya1 pa5 ya8", "w 0 6 10");
        play(s, "a3-a4 a1+");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns(), "Black loses although it leads on points");
    }

    @Test
    void P_MOVE_PYRAMID_cannotMoveCannotBeCapturedKnightsJumpIt() {
        ProteusState s = at("Yd4 Rd1 Nb1 Ya2 Yb2 Yc2 Qf6 yd6 pa7 pc7", "w 0 0 4");
        assertEquals("a Pyramid cannot move (d4)", illegal(s, "d4-d5"));
        assertEquals("path blocked at d4", illegal(s, "d1-d5"));
        assertEquals(set("a3", "c3", "d2"), targets(s, "b1"), "the Knight jumps the Pyramids");
        assertEquals(set("c1", "d2", "d3", "e1", "f1", "g1", "h1"), targets(s, "d1"));
        assertEquals("a Pyramid cannot be captured (d6)", illegal(s, "f6-d6"));
        ProteusState b = at("yd5 rd8 qf3 Yd3 Pa2 Pc2", "b 0 0 5");
        assertEquals("path blocked at d5", illegal(b, "d8-d4"));
        assertEquals("a Pyramid cannot be captured (d3)", illegal(b, "f3-d3"));
    }

    @Test
    void P_MOVE_PAWN_forwardOneTwoFromStartingSquaresDiagonalCaptureNoPromotion() {
        ProteusState s = at("Pa1 Pd3 Pg8 Pe5 Pb2 pa7 pc7 pf6 pe6 pb3", "w 0 0 30");
        assertEquals(set("a2", "a3"), targets(s, "a1"), "a starting square allows two, whatever the history");
        assertEquals(set("d4"), targets(s, "d3"));
        assertEquals(set(), targets(s, "g8"), "no promotion, no move from the last rank");
        assertEquals(set("f6"), targets(s, "e5"));
        assertEquals("a Pawn moves two squares only from its starting squares", illegal(s, "d3-d5"));
        assertEquals("a Pawn cannot capture straight ahead: e6 is occupied", illegal(s, "e5-e6"));
        assertEquals("a Pawn moves diagonally only to capture (P-CAP-BACKSTAB-4)", illegal(s, "e5-d6"));
        assertTrue(illegal(s, "d3-d2").startsWith("a Pawn cannot move from d3 to d2"));
        assertEquals("a Pawn cannot capture straight ahead: b3 is occupied", illegal(s, "b2-b3"));
        assertEquals("path blocked at b3", illegal(s, "b2-b4"));
        ProteusState b = at("pb8 pd6 pe4 Pd3 Pa1 Pc1", "b 0 0 31");
        assertEquals(set("b6", "b7"), targets(b, "b8"));
        assertEquals(set("d5"), targets(b, "d6"));
        assertEquals(set("d3", "e3"), targets(b, "e4"));
        assertTrue(illegal(b, "d6-d7").startsWith("a Pawn cannot move from d6 to d7"));
    }

    @Test
    void P_MOVE_BISHOP_diagonalsNotThroughDice() {
        ProteusState s = at("Bd4 Ph2 pf6 pb2 pa7", "w 0 0 2");
        assertEquals(set("e5", "f6", "c5", "b6", "a7", "c3", "b2", "e3", "f2", "g1"), targets(s, "d4"));
        assertEquals("path blocked at f6", illegal(s, "d4-g7"));
        assertEquals("a Bishop cannot move from d4 to d5", illegal(s, "d4-d5"));
        ProteusState b = at("bd5 ph7 Pf3 Pb7 Pa2", "b 0 0 3");
        assertEquals("path blocked at f3", illegal(b, "d5-g2"));
        assertTrue(targets(b, "d5").contains("f3"));
    }

    @Test
    void P_MOVE_KNIGHT_jumpsOverAnyDice() {
        ProteusState s = at("Nd4 Pc3 Pd3 Pe3 Pc5 Pd5 Pe5 Pf5 pa7 pb8", "w 0 0 2");
        assertEquals(set("b3", "b5", "c2", "c6", "e2", "e6", "f3"), targets(s, "d4"));
        assertEquals("there is a die of yours on f5", illegal(s, "d4-f5"));
        assertEquals("a Knight cannot move from d4 to d6", illegal(s, "d4-d6"));
        ProteusState b = at("ne5 pd4 pe4 pf4 Pg6 Ph2 Pa1", "b 0 0 3");
        assertEquals(set("c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"), targets(b, "e5"));
    }

    @Test
    void P_MOVE_ROOK_orthogonalsNotThroughDice() {
        ProteusState s = at("Rd4 Pg4 pd7 pa7 pb8", "w 0 0 2");
        assertEquals(set("d5", "d6", "d7", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4"), targets(s, "d4"));
        assertEquals("path blocked at d7", illegal(s, "d4-d8"));
        assertEquals("a Rook cannot move from d4 to e5", illegal(s, "d4-e5"));
        ProteusState b = at("rd5 pd2 Pd4 Pa2", "b 0 0 3");
        assertEquals("path blocked at d4", illegal(b, "d5-d3"));
    }

    @Test
    void P_MOVE_QUEEN_linesAndDiagonalsNotThroughDice() {
        ProteusState s = at("Qd4 Ph1 pa8 pb8", "w 0 0 2");
        assertEquals(27, targets(s, "d4").size());
        ProteusState b = at("qd4 pd6 Pf6 Ph1 Pa1", "b 0 0 3");
        assertEquals("path blocked at d6", illegal(b, "d4-d8"));
        assertTrue(targets(b, "d4").contains("f6"));
        assertFalse(targets(b, "d4").contains("g7"));
    }

    @Test
    void P_MOVE_KING_thereIsNoKing() {
        NotationException e = assertThrows(NotationException.class, () -> Fx.pos(Fx.fen("Kd4 pa7", "w 0 0 0")));
        assertTrue(e.getMessage().contains("unknown letter 'K'"), e.getMessage());
    }

    @Test
    void P_MOVE_DEST_emptySquareOrCapturableEnemyNeverOwnDieOrPyramid() {
        ProteusState s = at("Rd4 Pd6 yd2 pf4 pa7 pb8", "w 0 0 2");
        assertEquals(set("d5", "d3", "c4", "b4", "a4", "e4", "f4"), targets(s, "d4"));
        assertEquals("there is a die of yours on d6", illegal(s, "d4-d6"));
        assertEquals("a Pyramid cannot be captured (d2)", illegal(s, "d4-d2"));
        ProteusState b = at("rd4 pd6 Yd2 Pf4 Pa2 Pb1", "b 0 0 3");
        assertEquals("there is a die of yours on d6", illegal(b, "d4-d6"));
        assertEquals("a Pyramid cannot be captured (d2)", illegal(b, "d4-d2"));
    }

    @Test
    void P_CAP_1_theCapturedDieIsRemovedAndItsCurrentValueScores() {
        ProteusState s = at("Ra1 Ph2 Pg2 ra5 pg7 ph7", "w 3 0 10");
        step(s, "a1xa5");
        assertEquals('R', dieOn(s, "a5"));
        assertEquals('.', dieOn(s, "a1"));
        assertEquals(8, s.score[0], "3 + a Rook's 5");
        assertEquals(2, Long.bitCount(s.color[1]));
        ProteusState b = at("ra1 ph7 pg7 Na5 Pg2 Ph2", "b 0 0 11");
        step(b, "a1xa5");
        assertEquals(4, b.score[1]);
    }

    @Test
    void P_CAP_BACKSTAB_1_movingOntoTheSquareBehindAQueenCapturesHer() {
        ProteusState s = at("Rh6 Rd1 Ph2 qd5 pa7 pb8", "w 0 0 10");
        assertEquals("h6xd6", s.actionToString(s.parseAction("h6-d6")), "a backstab is written with x");
        step(s, "h6-d6");
        assertEquals('.', dieOn(s, "d5"));
        assertEquals(6, s.score[0]);
        ProteusState front = step(at("Rh6 Rd1 Ph2 qd5 pa7 pb8", "w 0 0 10"), "d1-d4");
        assertEquals('q', dieOn(front, "d5"), "the square in front of her is harmless");
        ProteusState b = at("rh4 pa7 pb8 Qd5 Pa2 Pb1", "b 0 0 11");
        step(b, "h4-d4");
        assertEquals('.', dieOn(b, "d5"));
        assertEquals(6, b.score[1]);
        ProteusState b2 = step(at("rh6 pa7 pb8 Qd5 Pa2 Pb1", "b 0 0 11"), "h6-d6");
        assertEquals('Q', dieOn(b2, "d5"), "a White Queen's back is toward rank 1");
    }

    @Test
    void P_CAP_BACKSTAB_2_aQueenMovingOrRotatedInFrontOfAnEnemyIsNotCaptured() {
        ProteusState s = step(at("Qa5 Ph2 Pg2 pe4 pa7 pb8", "w 0 0 10"), "a5-e5", "h2+");
        assertEquals('Q', dieOn(s, "e5"));
        ProteusState r = play(at("Rd5 Ph2 Pg2 pd4 pa7 pb8", "w 0 0 10"), "h2-h3 d5+");
        assertEquals('Q', dieOn(r, "d5"));
        assertEquals(0, r.score[1]);
        play(r, "a7-a6 b8+");
        assertEquals('Q', dieOn(r, "d5"), "only a move onto the square captures");
        ProteusState b = play(at("rd4 ph7 pg7 Pd5 Pa2 Pb1", "b 0 0 11"), "h7-h6 d4+");
        assertEquals('q', dieOn(b, "d4"), "a Black Queen's back is d5, where the White Pawn already stands");
        assertEquals('P', dieOn(b, "d5"));
        assertEquals(0, b.score[0]);
    }

    @Test
    void P_CAP_BACKSTAB_3_capturingTheDieBehindAQueenTakesBoth() {
        ProteusState s = step(at("Nc4 Ph2 Pg2 qd5 pd6 pa7 pb8", "w 0 0 10"), "c4xd6");
        assertEquals('.', dieOn(s, "d5"));
        assertEquals('N', dieOn(s, "d6"));
        assertEquals(8, s.score[0]);
        ProteusState b = step(at("ne2 pa7 pb8 Qd5 Pd4 Pa2 Pb1", "b 0 0 11"), "e2xd4");
        assertEquals(8, b.score[1]);
        assertEquals(2, Long.bitCount(b.color[0]));
        ProteusState last = step(at("Nc4 Ph2 Pg2 qd5 pd6", "w 0 5 10"), "c4xd6");
        assertTrue(last.isTerminal(), "the double capture took Black's last two dice (P-END-1)");
        assertArrayEquals(new double[] {1, -1}, last.returns());
    }

    @Test
    void P_CAP_BACKSTAB_4_aPawnMovesDiagonallyOnlyToCapture() {
        ProteusState s = at("Pc5 Ph2 Pg2 qd5 pa7 pb8", "w 0 0 10");
        assertEquals("a Pawn moves diagonally only to capture (P-CAP-BACKSTAB-4)", illegal(s, "c5-d6"));
        ProteusState d = step(at("Pc5 Ph2 Pg2 qd5 pd6 pa7 pb8", "w 0 0 10"), "c5xd6");
        assertEquals(8, d.score[0], "a Pawn backstabs by a diagonal capture: a double capture");
        ProteusState b = step(at("pe5 ph7 pg7 Qd5 Pd4 Pa2 Pb1", "b 0 0 11"), "e5xd4");
        assertEquals(8, b.score[1]);
    }

    @Test
    void P_ROT_1_rotateAnotherDieOneStepItKeepsItsSquare() {
        ProteusState s = step((ProteusState) GameRegistry.parse("proteus").newInitialState(), "b2-b4", "d2+");
        assertEquals('B', dieOn(s, "d2"));
        step(s, "h8-h6", "f8-");
        assertEquals('y', dieOn(s, "f8"));
        assertEquals(set("a1+", "a1-", "c1+", "c1-", "d2+", "d2-", "e1+", "e1-", "f2+", "f2-", "g1+", "g1-", "h2+", "h2-"),
                steps(step(s, "b4-b5")), "every die but the one that moved");
    }

    @Test
    void P_END_1_oneDieLeftEndsTheGameAtOnceHigherScoreWins() {
        ProteusState s = step(at("Ra1 Ph2 ra5 pg7", "w 3 4 10"), "a1xa5");
        assertTrue(s.isTerminal(), "no rotation after the move");
        assertEquals(11, s.turn(), "the move alone is the turn");
        assertArrayEquals(new double[] {1, -1}, s.returns());
        ProteusState draw = step(at("Ra1 Ph2 pa5 pg7", "w 4 6 10"), "a1xa5");
        assertArrayEquals(new double[] {0, 0}, draw.returns(), "equal scores draw");
        ProteusState b = step(at("ra8 ph7 Pa4 Ph2", "b 0 9 11"), "a8xa4");
        assertTrue(b.isTerminal());
        assertArrayEquals(new double[] {-1, 1}, b.returns());
        ProteusState pyr = step(at("Ra1 Ph2 pa5 yg7 yh8", "w 0 0 10"), "a1xa5");
        assertFalse(pyr.isTerminal(), "Pyramids count as dice");
        assertTrue(at("Ra1 Ph2 pa5", "b 0 0 10").isTerminal(), "a position with one die is over");
    }

    @Test
    void P_END_3_theTurnCapEndsTheGameScoredOnPoints() {
        ProteusState s = (ProteusState) GameRegistry.parse("proteus:maxturns=2").newInitialState();
        play(s, "b2-b4 d2+");
        assertFalse(s.isTerminal());
        play(s, "b8-b6 d8-");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {0, 0}, s.returns());
        ProteusState p = Fx.pos("proteus:maxturns=10", Fx.fen("Ra1 Ph2 pa5 pg7", "b 5 3 10"));
        assertTrue(p.isTerminal());
        assertArrayEquals(new double[] {1, -1}, p.returns());
        assertFalse(at("Ra1 Ph2 pa5 pg7", "b 5 3 10").isTerminal(), "default cap 300");
        assertTrue(at("Ra1 Ph2 pa5 pg7", "b 5 3 300").isTerminal());
    }
}
