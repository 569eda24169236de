package pz.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pz.engine.testing.ConformanceSuite;
import pz.engine.toy.Pig;

/** The conformance suite proven on the two test games, plus their known answers. */
class ToyGamesTest {

    @TestFactory
    Stream<DynamicNode> conformance() {
        return ConformanceSuite.forSpecs(200, "tictactoe", "pig", "pig:target=10,maxturns=30", "pig:maxturns=3");
    }

    @Test
    void ticTacToePerftMatchesKnownCounts() {
        State s = GameRegistry.parse("tictactoe").newInitialState();
        // known: 9, 72, 504, 3024, 15120; 255168 complete games
        assertEquals(9, s.perft(1));
        assertEquals(72, s.perft(2));
        assertEquals(504, s.perft(3));
        assertEquals(3024, s.perft(4));
        assertEquals(15120, s.perft(5));
        assertEquals(255168, s.perft(9));
    }

    @Test
    void ticTacToeWinIsTerminalWithReturns() {
        State s = GameRegistry.parse("tictactoe").parsePosition("xx./oo./... x");
        s.apply(s.parseAction("c3"));
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns());
        assertEquals("the game is over", assertThrows(IllegalActionException.class, () -> s.parseAction("c1")).getMessage());
    }

    @Test
    void ticTacToeRejectsTakenCellAndBadPositions() {
        State s = GameRegistry.parse("tictactoe").parsePosition("x../.../... o");
        assertEquals("a3 is already taken", assertThrows(IllegalActionException.class, () -> s.parseAction("a3")).getMessage());
        Game g = s.game();
        assertThrows(NotationException.class, () -> g.parsePosition("xx./.../... x"));
        assertThrows(NotationException.class, () -> g.parsePosition("x../.../..q o"));
    }

    @Test
    void pigChanceOutcomesAreWeighted() {
        State s = GameRegistry.parse("pig").newInitialState();
        s.apply(Pig.ROLL);
        assertEquals(State.CHANCE, s.currentPlayer());
        int[] a = new int[5];
        double[] p = new double[5];
        assertEquals(3, s.chanceOutcomes(a, p));
        assertArrayEquals(new double[] {0.25, 0.25, 0.5}, java.util.Arrays.copyOf(p, 3));
    }

    @Test
    void pigSamePlayerActsAgainWithinOneTurn() {
        State s = GameRegistry.parse("pig").newInitialState();
        int[] turn = Turns.parse(s, "roll =3 roll =2 hold");
        for (int a : turn) {
            assertEquals(0, s.turn(), "still the first turn");
            s.apply(a);
        }
        assertEquals(1, s.turn());
        assertEquals("5 0 0 1 1 d", s.position());
        assertEquals("roll =3 roll =2 hold", Turns.format(GameRegistry.parse("pig").newInitialState(), turn, 0, turn.length));
    }

    @Test
    void pigPerftCountsChanceOutcomesAsSeparateSequences() {
        State s = GameRegistry.parse("pig:target=2").newInitialState();
        // target 2: roll then =1 (turn over), =2 or =3 (must hold): sequences roll=1 | roll=2 hold | roll=3 hold
        assertEquals(3, s.perft(1));
    }

    @Test
    void turnParsingNamesTheProblem() {
        State s = GameRegistry.parse("pig").newInitialState();
        assertTrue(assertThrows(IllegalActionException.class, () -> Turns.parse(s, "roll")).getMessage()
                .startsWith("incomplete turn 'roll': a chance outcome must follow"));
        assertTrue(assertThrows(IllegalActionException.class, () -> Turns.parse(s, "roll =1 roll")).getMessage()
                .startsWith("the turn is complete after 'roll =1'"));
    }
}
