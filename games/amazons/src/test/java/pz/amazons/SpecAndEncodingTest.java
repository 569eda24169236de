package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.amazons.AmazonsRulesTest.play;
import static pz.amazons.AmazonsRulesTest.pos;

import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.SpecException;
import pz.engine.State;

/** Spec strings (docs/rules/notation.md N-SPEC-1), the action-space sizes and the observation planes. */
class SpecAndEncodingTest {

    static String specError(String spec) {
        return assertThrows(SpecException.class, () -> GameRegistry.parse(spec)).getMessage();
    }

    @Test
    void nSpec1CanonicalFormsAndCrossOptionErrors() {
        assertEquals("amazons", GameRegistry.canonical("amazons:size=10"));
        assertEquals("amazons:players=3,setup=2", GameRegistry.parse("amazons:setup=2,players=3").spec());
        assertEquals("amazons:hex", GameRegistry.parse("amazons:hex").spec());
        assertEquals("cowboys:players=4", GameRegistry.parse("cowboys:players=4,size=8").spec());
        String e = specError("amazons:size=8,players=3");
        assertTrue(e.contains("players=3") && e.contains("10x10") && e.contains("size=8"), e);
        e = specError("cowboys:size=6,players=4");
        assertTrue(e.contains("players=4") && e.contains("8x8") && e.contains("size=6"), e);
        e = specError("amazons:hex,size=8");
        assertTrue(e.contains("hex") && e.contains("size=8"), e);
        e = specError("amazons:hex,players=3");
        assertTrue(e.contains("hex") && e.contains("players=3"), e);
        e = specError("amazons:setup=2");
        assertTrue(e.contains("setup=2") && e.contains("players=3"), e);
        e = specError("amazons:size=7");
        assertTrue(e.contains("size=6|8|10"), e);
        e = specError("cowboys:hex");
        assertTrue(e.contains("hex") && e.contains("size=6|7|8|9"), e);
    }

    @Test
    void actionSpaceIsMovesThenArrowsOverTheCells() {
        assertEquals(100 * 100 + 100, GameRegistry.parse("amazons").numActions());
        assertEquals(64 * 64 + 64, GameRegistry.parse("amazons:size=8").numActions());
        assertEquals(91 * 91 + 91, GameRegistry.parse("amazons:hex").numActions());
        assertEquals(64 * 64 + 64, GameRegistry.parse("cowboys").numActions());
        assertEquals(81 * 81 + 81, GameRegistry.parse("cowboys:size=9").numActions());
        State s = GameRegistry.parse("amazons").newInitialState();
        int move = s.parseAction("d1-d7");
        assertEquals(3 * 100 + 63, move, "from * N + to, a1 = 0, d7 = 6 * 10 + 3");
        s.apply(move);
        assertEquals(100 * 100 + 66, s.parseAction("/g7"), "N * N + cell");
        assertTrue(GameRegistry.parse("amazons").describeEncoding().contains("10100"));
    }

    @Test
    void observationPlanesPerSpec() {
        assertArrayEquals(new int[] {6, 10, 10}, GameRegistry.parse("amazons").observationShape());
        assertArrayEquals(new int[] {6, 11, 11}, GameRegistry.parse("amazons:hex").observationShape());
        assertArrayEquals(new int[] {9, 10, 10}, GameRegistry.parse("amazons:players=3").observationShape());
        assertArrayEquals(new int[] {11, 10, 10}, GameRegistry.parse("amazons:players=4").observationShape());
        assertArrayEquals(new int[] {6, 8, 8}, GameRegistry.parse("cowboys").observationShape());
    }

    /** The value at plane p of cell {@code name} in a square-board observation. */
    static float at(float[] obs, int size, int plane, String name) {
        int file = name.charAt(0) - 'a';
        int rank = Integer.parseInt(name.substring(1)) - 1;
        return obs[plane * size * size + (size - 1 - rank) * size + file];
    }

    @Test
    void encodingIsFromTheMoversSeat() {
        Game g = GameRegistry.parse("amazons:players=3");
        State s = g.newInitialState();
        play(s, "d1-d5/d6");
        assertEquals(1, s.currentPlayer());
        float[] obs = new float[g.observationSize()];
        s.encode(obs);
        assertEquals(1f, at(obs, 10, 0, "a4"), "plane 0: the mover's (Black's) amazons");
        assertEquals(1f, at(obs, 10, 1, "d10"), "plane 1: the next seat (Red)");
        assertEquals(1f, at(obs, 10, 2, "d5"), "plane 2: the seat after (White)");
        assertEquals(1f, at(obs, 10, 3, "d6"), "plane 3: arrows");
        assertEquals(0f, at(obs, 10, 4, "d5"), "plane 4: nothing has moved this turn yet");
        assertEquals(0f, at(obs, 10, 5, "a1"), "plane 5: phase 0 before the move");
        assertEquals(1f, at(obs, 10, 6, "a1"), "plane 6: board mask");
        s.apply(s.parseAction("a4-b4"));
        s.encode(obs);
        assertEquals(1f, at(obs, 10, 4, "b4"), "plane 4: the amazon that must shoot");
        assertEquals(1f, at(obs, 10, 5, "j10"), "plane 5: phase 1 while the arrow is due");
        assertEquals(0f, at(obs, 10, 0, "a4"));
    }

    @Test
    void encodingMarksEliminatedSeats() {
        State s = pos("amazons:players=4", "BBx4xYY/xxx4xxx/10/10/10/4WW4/xx8/Rx8/1x8/Rx8 w - -");
        play(s, "e5-e6/e7");
        assertEquals(2, s.currentPlayer(), "Black is out, Red to move");
        float[] obs = new float[s.game().observationSize()];
        s.encode(obs);
        // Red's view: seat +1 Yellow, +2 White, +3 Black (out): planes 8, 9, 10
        assertEquals(0f, at(obs, 10, 8, "e5"));
        assertEquals(0f, at(obs, 10, 9, "e5"));
        assertEquals(1f, at(obs, 10, 10, "e5"));
        assertEquals(1f, at(obs, 10, 3, "a10"), "Black's amazons are seat +3 from Red");
    }

    @Test
    void positionRunLengthsAreAsciiDigitsOnly() {
        // issue 31, item 7: a full-width digit in a run of empty cells is refused as bad notation, as in a spec
        Game g = GameRegistry.parse("amazons:size=6");
        String start = g.newInitialState().position();
        assertEquals(start, g.parsePosition(start).position());
        int digit = start.indexOf('1');
        assertTrue(digit >= 0, start);
        for (String other : new String[] {"\uFF11", "\u0661"}) {
            String bad = start.substring(0, digit) + other + start.substring(digit + 1);
            assertThrows(InvalidInputException.class, () -> g.parsePosition(bad), bad);
            String after = start.substring(0, digit + 1) + other + start.substring(digit + 1);
            assertThrows(InvalidInputException.class, () -> g.parsePosition(after), after);
        }
    }
}
