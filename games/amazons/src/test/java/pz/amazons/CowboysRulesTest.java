package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.amazons.AmazonsRulesTest.message;
import static pz.amazons.AmazonsRulesTest.movesFrom;
import static pz.amazons.AmazonsRulesTest.play;
import static pz.amazons.AmazonsRulesTest.playsInSeatOrder;
import static pz.amazons.AmazonsRulesTest.pos;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.State;
import pz.engine.Turns;

/** Hand-built positions for the rules of docs/rules/amazons.md (Cowboys), each test named by its rule id. */
class CowboysRulesTest {

    @Test
    void cBoard1AndCSize1StartPositions() {
        assertEquals("2B2B2/8/B6B/8/8/W6W/8/2W2W2 w - -", GameRegistry.parse("cowboys").newInitialState().position());
        assertEquals("1B2B1/B4B/6/6/W4W/1W2W1 w - -", GameRegistry.parse("cowboys:size=6").newInitialState().position());
        assertEquals("2B1B2/7/B5B/7/W5W/7/2W1W2 w - -", GameRegistry.parse("cowboys:size=7").newInitialState().position());
        assertEquals("2B3B2/9/B7B/9/9/9/W7W/9/2W3W2 w - -", GameRegistry.parse("cowboys:size=9").newInitialState().position());
    }

    @Test
    void cMulti1FourPlayerStartAndOrder() {
        State s = GameRegistry.parse("cowboys:players=4").newInitialState();
        assertEquals("2W2B2/8/Y6R/8/8/R6Y/8/2B2W2 w - -", s.position());
        playsInSeatOrder(s, "f1-g3/f1", "c1-d3/c1", "a3-b5/a3", "a6-b8/a6"); // White, Black, Red, Yellow
    }

    @Test
    void cMulti1EliminationAndPlacesAsAMulti3() {
        // Black (a8, h8), Red (a4, h4) and Yellow (a1, h1) have every knight square blocked; White moves freely
        State s = pos("cowboys:players=4", "B6B/2x2x2/1x4x1/2xW1x2/R3W2R/1xx2xx1/1xx2xx1/Y6Y w - -");
        int turnBefore = s.turn();
        play(s, "d5-e7/c6");
        assertTrue(s.isTerminal(), "Black, Red and Yellow are out in turn order when their turns come");
        assertEquals(turnBefore + 1, s.turn(), "an elimination is not a turn");
        assertTrue(s.position().endsWith(" - - bry"), s.position());
        assertArrayEquals(new double[] {1, -1, -1.0 / 3, 1.0 / 3}, s.returns(), 1e-12,
                "first +1, last -1, linear in between: Black out first is last, Yellow out last is second");
    }

    @Test
    void cTurn1KnightJumpsThenABulletThatMayHitTheSquareJustLeft() {
        State s = GameRegistry.parse("cowboys").newInitialState();
        assertEquals(new TreeSet<>(Set.of("a2", "b3", "d3", "e2")), movesFrom(s, "c1"));
        assertEquals("c1-c3 is not a knight's jump", message(IllegalActionException.class, s, "c1-c3"));
        int[] turn = Turns.parse(s, "c1-d3/e5");
        assertEquals("c1-d3/e5", Turns.format(s, turn, 0, 2));
        s.apply(turn[0]);
        Set<String> bullets = new TreeSet<>();
        for (int a : Turns.legal(s)) {
            bullets.add(s.actionToString(a));
        }
        assertEquals(new TreeSet<>(Set.of("/b2", "/b4", "/c1", "/c5", "/e1", "/e5", "/f2", "/f4")), bullets);
        assertEquals("a bullet from d3 to d4 is not a knight's jump", message(IllegalActionException.class, s, "/d4"));
    }

    @Test
    void cTurn1JumpsOverAnything() {
        // the cowboy on d4 is ringed by bullets and still jumps to all eight knight squares
        State s = pos("cowboys", "BBBB4/8/8/2xxx3/2xWx3/2xxx3/8/WWW5 w - -");
        assertEquals(new TreeSet<>(Set.of("b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5")), movesFrom(s, "d4"));
    }

    @Test
    void cTurn1BulletsBlockLanding() {
        State s = pos("cowboys", "BBBB4/8/8/2xxx3/2xWx3/2xxx3/8/WWW5 w - -");
        assertEquals("b1-c3 lands on c3, which holds a bullet", message(IllegalActionException.class, s, "b1-c3"));
    }

    @Test
    void cEnd1APlayerWithNoTurnLoses() {
        // every knight square of Black's four cowboys holds a bullet
        State s = pos("cowboys:size=6", "BBxx2/BBxx2/xxxx2/xxx3/6/2WWWW w - -");
        play(s, "f1-e3/f1");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns());
    }
}
