package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.proteus.Fx.at;
import static pz.proteus.Fx.illegal;
import static pz.proteus.Fx.step;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.SpecException;
import pz.engine.State;
import pz.engine.Turns;

/** docs/rules/notation.md for Proteus: specs (N-SPEC-1), turns (N-MOVE-PROTEUS), positions (N-POS-PROTEUS); the encodings. */
class ProteusNotationTest {

    @Test
    void N_SPEC_1_everyOptionCanonicalAndCheckedAcrossOptions() {
        assertEquals("proteus:polarity,roulette=after,tradeoff,warhorses",
                GameRegistry.canonical("proteus:warhorses,tradeoff,roulette=after,polarity,maxturns=300"));
        assertEquals("proteus:budget=24,wallstreet=secret", GameRegistry.parse("proteus:wallstreet=secret,budget=24").spec());
        String e = assertThrows(SpecException.class, () -> GameRegistry.parse("proteus:budget=24")).getMessage();
        assertTrue(e.contains("'budget' needs 'wallstreet=open' or 'wallstreet=secret'"), e);
        assertTrue(assertThrows(SpecException.class, () -> GameRegistry.parse("proteus:roulette=sometimes")).getMessage()
                .contains("roulette=before|after"));
        // One action layout for every combination of variants, so that one model fits them all.
        assertEquals(4096 + 128 + 128 + 6 + 5 + 320, GameRegistry.parse("proteus").numActions());
        assertEquals(4096 + 128 + 128 + 6 + 5 + 320,
                GameRegistry.parse("proteus:tradeoff,roulette=before,wallstreet=open").numActions());
        Game g = GameRegistry.parse("proteus:tradeoff");
        assertTrue(g.describeEncoding().contains("actions (4683"), g.describeEncoding());
        assertTrue(GameRegistry.parse("proteus").describeEncoding().contains("double rotation 4224+sq*2+dir (unused)"),
                GameRegistry.parse("proteus").describeEncoding());
        assertEquals(List.of("identity"), g.symmetries().stream().map(pz.engine.Symmetry::name).toList(),
                "no board symmetry keeps the dark starting squares and the direction of play");
        assertEquals(32 + 300 * 3, GameRegistry.parse("proteus:roulette=after,wallstreet=open").maxLength());
    }

    @Test
    void N_MOVE_PROTEUS_turnsRoundTripAndCapturesAreWrittenWithX() {
        State s = GameRegistry.parse("proteus").newInitialState();
        int[] turn = Turns.parse(s, "b2-b4 d2+");
        assertEquals("b2-b4 d2+", Turns.format(s, turn, 0, turn.length));
        assertArrayEquals(turn, Turns.parse(s, "b2xb4 d2+"), "'-' and 'x' are accepted alike");
        ProteusState c = at("Rd1 Ph2 Pg2 pd5 pa7 pb8", "w 0 0 10");
        assertEquals("d1xd5 h2+", Turns.format(c, Turns.parse(c, "d1-d5 h2+"), 0, 2));
        ProteusState r = at("proteus:roulette=before", "Rd1 Ph2 Pg2 pd5 pa7 pb8", "w 0 0 10");
        assertEquals("d1xd5 =Q h2-", Turns.format(r, Turns.parse(r, "d1xd5 =Q h2-"), 0, 3));
        ProteusState ra = at("proteus:roulette=after", "Rd1 Ph2 Pg2 pd5 pa7 pb8", "w 0 0 10");
        assertEquals("d1xd5 h2- =Q", Turns.format(ra, Turns.parse(ra, "d1xd5 h2- =Q"), 0, 3));
        ProteusState end = at("Rd1 Ph2 pd5 pa7", "w 0 0 10");
        assertEquals(1, Turns.parse(end, "d1xd5").length, "a turn that ends the game is the move alone");
        assertTrue(assertThrows(IllegalActionException.class, () -> Turns.parse(end, "d1xd5 h2+")).getMessage()
                .startsWith("the game ended after 'd1xd5'"));
        assertEquals("the game is over", illegal(step(end, "d1xd5"), "h2-h3"));
        ProteusState t = at("proteus:tradeoff", "Rd1 Ph2 pa7 pb8", "w 0 0 10");
        assertEquals("d1-- h2+", Turns.format(t, Turns.parse(t, "d1-- h2+"), 0, 2));
    }

    @Test
    void N_MOVE_PROTEUS_badStepsGetPreciseReasons() {
        State s = GameRegistry.parse("proteus").newInitialState();
        assertTrue(assertThrows(NotationException.class, () -> s.parseAction("b2b4")).getMessage().startsWith("'b2b4' is not a Proteus step"));
        assertEquals("no die of yours on b3", illegal(s, "b3-b4"));
        assertEquals("no die of yours on b8", illegal(s, "b8-b6"));
        assertEquals("the rotation follows the move: a move comes first", illegal(s, "d2+"));
        assertEquals("rolls happen only under Russian Roulette (option roulette)", illegal(s, "=Q"));
        assertEquals("purchases happen only under Wall Street (option wallstreet)", illegal(s, "$Q"));
        assertTrue(assertThrows(IllegalActionException.class, () -> Turns.parse(s, "b2-b4")).getMessage().startsWith("incomplete turn"));
    }

    @Test
    void N_POS_PROTEUS_startAndMidTurnPositionsRoundTrip() {
        Game g = GameRegistry.parse("proteus:roulette=after");
        assertEquals(Fx.START, GameRegistry.parse("proteus").newInitialState().position());
        ProteusState s = at("proteus:roulette=after", "Rd1 Ph2 Pg2 pd5 pa7 pb8", "w 0 0 10");
        step(s, "d1xd5");
        assertEquals("1p6/p7/8/3R4/8/8/6PP/8 w 2 0 10 rotate:d5:roll", s.position());
        checkRoundTrip(g, s);
        step(s, "h2+");
        assertTrue(s.position().endsWith(" roll:d5"), s.position());
        checkRoundTrip(g, s);
        ProteusState m = step((ProteusState) GameRegistry.parse("proteus").newInitialState(), "b2-b4");
        assertEquals("1p1p1p1p/p1p1p1p1/8/8/1P6/8/3P1P1P/P1P1P1P1 w 0 0 0 rotate:b4", m.position());
        checkRoundTrip(m.game(), m);
    }

    private static void checkRoundTrip(Game g, State s) {
        State p = g.parsePosition(s.position());
        assertEquals(s.position(), p.position());
        assertEquals(s.hash(), p.hash());
        assertEquals(s.currentPlayer(), p.currentPlayer());
        assertArrayEquals(Turns.legal(s), Turns.legal(p));
    }

    @Test
    void N_POS_PROTEUS_malformedFieldsAreNamed() {
        Game g = GameRegistry.parse("proteus");
        String[][] cases = {
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P w 0 0 0", "field 1 (board) needs 8 ranks"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/9/1P1P1P1P/P1P1P1P1 w 0 0 0", "field 1 (board): unknown letter '9'"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/7/1P1P1P1P/P1P1P1P1 w 0 0 0", "field 1 (board): rank 3 has 7 squares"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 x 0 0 0", "field 2 (side to move)"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w a 0 0", "field 3 (White's score)"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 99 0", "field 4 (Black's score)"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 301", "field 5 (turns played)"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 0 rotate:b5", "field 6 (step): no die of the side to move on b5"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 0 roll:b2", "'roll:b2' needs roulette"},
            {"8/8/8/8/8/8/8/8 w 0 0 0 buy - -", "this game has no wallstreet option"},
            {"PPPPPPPP/PPPPPPPP/8/8/8/8/8/8 w 0 0 0", "White has 16 dice"},
            {"1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1", "a Proteus position has 5 fields"},
        };
        for (String[] c : cases) {
            String msg = assertThrows(NotationException.class, () -> g.parsePosition(c[0]), c[0]).getMessage();
            assertTrue(msg.contains(c[1]), "'" + msg + "' should contain '" + c[1] + "'");
        }
        Game ws = GameRegistry.parse("proteus:wallstreet=open");
        assertTrue(assertThrows(NotationException.class, () -> ws.parsePosition("8/8/8/8/8/8/8/8 w 0 0 3 buy PP -")).getMessage()
                .startsWith("field 5 (turns played) must be 0"));
        assertTrue(assertThrows(NotationException.class, () -> ws.parsePosition("8/8/8/8/8/8/8/8 w 0 0 0 buy QQQ -")).getMessage()
                .contains("over the budget of 20"));
        assertEquals("8/8/8/8/8/8/8/8 b 0 0 1 buy PPPPPPBB ppp", ws.parsePosition("8/8/8/8/8/8/8/8 b 0 0 1 buy PPPPPPBB ppp").position());
    }

    @Test
    void observationIsFromTheMoversSideWithTheBoardTurnedForBlack() {
        Game g = GameRegistry.parse("proteus");
        float[] w = new float[g.observationSize()];
        float[] b = new float[g.observationSize()];
        g.parsePosition(Fx.START).encode(w);
        g.parsePosition(Fx.START.replace(" w ", " b ")).encode(b);
        // the start is the same position for either mover once the board is turned; only plane 14 (Black to move) differs
        assertArrayEquals(Arrays.copyOf(w, 14 * 64), Arrays.copyOf(b, 14 * 64));
        assertEquals(0f, w[14 * 64]);
        assertEquals(1f, b[14 * 64]);
        assertEquals(1f, w[Rules.P * 64 + 56], "the mover's Pawn on its a1 is at the bottom left");
        ProteusState s = step((ProteusState) g.newInitialState(), "b2-b4");
        float[] o = new float[g.observationSize()];
        s.encode(o);
        assertEquals(1f, o[16 * 64], "phase: rotate");
        assertEquals(1f, o[20 * 64 + Observation.cell(25, 0)], "the die that moved, on b4");
        ProteusGame pg = (ProteusGame) g;
        for (int a = 0; a < pg.numActions(); a++) {
            assertEquals(a, pg.moverFrame(pg.moverFrame(a, 1), 1));
        }
        assertEquals(63 * 64 + 62, pg.moverFrame(1, 1), "a1-b1 seen from Black is h8-g8");
    }
}
