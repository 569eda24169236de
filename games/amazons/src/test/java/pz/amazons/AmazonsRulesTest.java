package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.IllegalActionException;
import pz.engine.InvalidInputException;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Turns;

/** Hand-built positions for the rules of docs/rules/amazons.md (Amazons), each test named by its rule id. */
class AmazonsRulesTest {

    static State pos(String spec, String position) {
        return GameRegistry.parse(spec).parsePosition(position);
    }

    static void play(State s, String turn) {
        for (int a : Turns.parse(s, turn)) {
            s.apply(a);
        }
    }

    static String message(Class<? extends InvalidInputException> type, State s, String text) {
        return assertThrows(type, () -> s.parseAction(text)).getMessage();
    }

    /** Destinations (as "from-to" texts) of the piece on {@code from}. */
    static Set<String> movesFrom(State s, String from) {
        Set<String> out = new TreeSet<>();
        for (int a : Turns.legal(s)) {
            String t = s.actionToString(a);
            if (t.startsWith(from + "-")) {
                out.add(t.substring(from.length() + 1));
            }
        }
        return out;
    }

    @Test
    void aBoard1AndASize1StartPositionsAndNotation() {
        State s = GameRegistry.parse("amazons").newInitialState();
        assertEquals("3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w - -", s.position());
        assertEquals(0, s.currentPlayer());
        assertEquals("1B2B1/B4B/6/6/W4W/1W2W1 w - -", GameRegistry.parse("amazons:size=6").newInitialState().position());
        assertEquals("2B2B2/8/B6B/8/8/W6W/8/2W2W2 w - -", GameRegistry.parse("amazons:size=8").newInitialState().position());
    }

    @Test
    void nMoveAmazonsTurnParsesAndPrintsAsOneText() {
        State s = GameRegistry.parse("amazons").newInitialState();
        int[] steps = Turns.parse(s, "d1-d7/g7");
        assertEquals(2, steps.length);
        assertEquals("d1-d7/g7", Turns.format(s, steps, 0, 2));
        assertEquals("d1-d7", s.actionToString(steps[0]));
        play(s, "d1-d7/g7");
        assertEquals(1, s.turn());
        assertEquals(1, s.currentPlayer());
        assertEquals("3B2B3/10/10/B2W2x2B/10/10/W8W/10/10/6W3 b - -", s.position());
    }

    @Test
    void aTurn1MidTurnPositionRoundTrips() {
        State s = GameRegistry.parse("amazons").newInitialState();
        s.apply(s.parseAction("d1-d7"));
        assertEquals("3B2B3/10/10/B2W5B/10/10/W8W/10/10/6W3 w d7 -", s.position());
        State back = s.game().parsePosition(s.position());
        assertEquals(s.hash(), back.hash());
        assertArrayEquals(Turns.legal(s), Turns.legal(back));
        assertEquals(s.parseAction("/g7"), back.parseAction("g7"));
        assertEquals(s.parseAction("/g7"), back.parseAction("d7/g7"));
    }

    @Test
    void aTurn1BlockedPathsAndOccupiedSquares() {
        // an arrow on b3 stands in b1's way up the b-file; a Black amazon on a5 blocks a2's file
        State s = pos("amazons:size=6", "1B2B1/B4B/6/1x4/W4W/1W2W1 w - -");
        assertEquals(new TreeSet<>(Set.of("a1", "b2", "c1", "d1", "c2", "d3", "e4")), movesFrom(s, "b1"));
        assertEquals("b1-b5 is blocked: an arrow on b3 is in the way", message(IllegalActionException.class, s, "b1-b5"));
        assertEquals("b1-b3 lands on b3, which holds an arrow", message(IllegalActionException.class, s, "b1-b3"));
        assertEquals("a2-a6 is blocked: a Black amazon on a5 is in the way", message(IllegalActionException.class, s, "a2-a6"));
        assertEquals("b1-c3 is not a queen move: c3 is not on a line from b1", message(IllegalActionException.class, s, "b1-c3"));
        assertEquals("there is no amazon on c3; White is to move", message(IllegalActionException.class, s, "c3-c4"));
        assertEquals("b6 holds a Black amazon; White is to move", message(IllegalActionException.class, s, "b6-b5"));
        // arrows are blocked the same way
        s.apply(s.parseAction("e1-c3"));
        assertEquals("the arrow from c3 to a3 is blocked: an arrow on b3 is in the way",
                message(IllegalActionException.class, s, "/a3"));
    }

    @Test
    void aTurn1ArrowThroughOrOntoTheSquareJustLeft() {
        // White's amazon on c3 goes up to c5; the arrow may land on c3 or pass through it to c2 and c1
        State s = pos("amazons:size=6", "1B2B1/B4B/6/2W3/W5/1W2W1 w - -");
        s.apply(s.parseAction("c3-c5"));
        Set<String> arrows = new TreeSet<>();
        for (int a : Turns.legal(s)) {
            arrows.add(s.actionToString(a));
        }
        assertTrue(arrows.containsAll(Set.of("/c4", "/c3", "/c2", "/c1")), arrows.toString());
        State copy = s.copy();
        copy.apply(copy.parseAction("/c1"));
        assertEquals("1B2B1/B1W2B/6/6/W5/1Wx1W1 b - -", copy.position());
    }

    @Test
    void aTurn1BadInputIsPrecise() {
        State s = GameRegistry.parse("amazons").newInitialState();
        assertEquals("'k1' is off the 10x10 board (files a..j, ranks 1..10)", message(NotationException.class, s, "k1-k5"));
        assertEquals("'d11' is off the 10x10 board (files a..j, ranks 1..10)", message(NotationException.class, s, "d1-d11"));
        assertThrows(NotationException.class, () -> s.parseAction("d1d7"));
        assertThrows(IllegalActionException.class, () -> s.parseAction("/g7"));
        s.apply(s.parseAction("d1-d7"));
        assertEquals("the arrow is shot from d7, where the amazon landed, not from e5",
                message(IllegalActionException.class, s, "e5/g7"));
        assertEquals("g8 is not on a line from d7, where the arrow is shot from", message(IllegalActionException.class, s, "/g8"));
        assertEquals("d7 is where the amazon stands; the arrow must go to another square",
                message(IllegalActionException.class, s, "/d7"));
        assertEquals("the arrow cannot land on a7, which holds a Black amazon", message(IllegalActionException.class, s, "/a7"));
        assertTrue(message(IllegalActionException.class, s, "g1-g2").contains("has already moved to d7"));
    }

    @Test
    void aEnd1APlayerWithNoTurnLoses() {
        // Black is walled into a corner; after any White turn Black cannot move and loses
        State s = pos("amazons:size=6", "BBx3/BBx3/xxx3/6/6/2WWWW w - -");
        assertFalse(s.isTerminal());
        play(s, "c1-c2/c3");
        assertTrue(s.isTerminal());
        assertArrayEquals(new double[] {1, -1}, s.returns());
        assertEquals("BBx3/BBx3/xxx3/2x3/2W3/3WWW - - b", s.position());
        assertEquals(0, s.legalActions(new int[100]));
        assertEquals("the game is over", message(IllegalActionException.class, s, "d1-d2"));
        // a position where the side to act is already stuck is over on arrival
        State stuck = pos("amazons:size=6", "BBx3/BBx3/xxx3/6/6/2WWWW b - -");
        assertTrue(stuck.isTerminal());
        assertArrayEquals(new double[] {1, -1}, stuck.returns());
        assertEquals(0, stuck.perft(3), "a side that cannot move has no turns (N-PERFT-1)");
    }

    @Test
    void aMulti1ThreePlayerStartsAndOrder() {
        // setup=1: White d1, g1, j4; Black a4, a7, e5; Red d10, g10, j7
        State s = GameRegistry.parse("amazons:players=3").newInitialState();
        assertEquals("3R2R3/10/10/B8R/10/4B5/B8W/10/10/3W2W3 w - -", s.position());
        // setup=2: White b1, f1, i1; Black a5, a8, c10; Red h10, j7, j5
        assertEquals("2B4R2/10/B9/9R/10/B8R/10/10/10/1W3W2W1 w - -",
                GameRegistry.parse("amazons:players=3,setup=2").newInitialState().position());
        playsInSeatOrder(s, "d1-d2/d3", "a4-b4/c4", "d10-d9/d8");
    }

    /** Plays {@code turns} from seat 0, checking that each hands the move to the next seat (A-MULTI-1/2, C-MULTI-1). */
    static void playsInSeatOrder(State s, String... turns) {
        int n = s.game().numPlayers();
        assertEquals(0, s.currentPlayer(), "the first seat starts");
        for (int i = 0; i < turns.length; i++) {
            play(s, turns[i]);
            assertEquals((i + 1) % n, s.currentPlayer(), "seat " + (i + 1) % n + " after seat " + i % n);
        }
    }

    @Test
    void aMulti2FourPlayerStartsAndOrder() {
        // setup=1: White d2, g2; Black b4, b7; Red d9, g9; Yellow i7, i4
        State s = GameRegistry.parse("amazons:players=4").newInitialState();
        assertEquals("10/3R2R3/10/1B6Y1/10/10/1B6Y1/10/3W2W3/10 w - -", s.position());
        // setup=2: White d1, g1; Black a4, a7; Red d10, g10; Yellow j7, j4
        assertEquals("3R2R3/10/10/B8Y/10/10/B8Y/10/10/3W2W3 w - -",
                GameRegistry.parse("amazons:players=4,setup=2").newInitialState().position());
        playsInSeatOrder(s, "d2-d3/d4", "b4-c4/c5", "d9-d8/d7", "i4-h4/h5");
    }

    @Test
    void aMulti3ThreePlayersEliminatedInOrderWithReturns() {
        // Black and Red are both walled in; after White's turn Black goes out first (last place), then Red
        State s = pos("amazons:players=3", "BBBx2xRRR/xxxx2xxxx/10/10/10/4WWW3/10/10/10/10 w - -");
        int turnBefore = s.turn();
        play(s, "e5-e6/e7");
        assertTrue(s.isTerminal());
        assertEquals(turnBefore + 1, s.turn(), "an elimination is not a turn");
        assertTrue(s.position().endsWith(" - - br"), s.position());
        assertArrayEquals(new double[] {1, -1, 0}, s.returns());
        s.undo();
        assertEquals("BBBx2xRRR/xxxx2xxxx/10/10/4W5/5WW3/10/10/10/10 w e6 -", s.position());
    }

    @Test
    void aMulti3BeingStuckEarlierDoesNotMatter() {
        // Black is stuck only because of White's amazon on d9; if White moves it away, Black plays on
        String p = "BBBx6/xxxW6/10/10/10/4WW4/10/10/10/7RRR w - -";
        State freed = pos("amazons:players=3", p);
        play(freed, "d9-d5/d6");
        assertEquals(1, freed.currentPlayer());
        assertTrue(freed.position().endsWith(" b - -"));
        State kept = pos("amazons:players=3", p);
        play(kept, "e5-e6/e7");
        assertEquals(2, kept.currentPlayer(), "Black could not move when its turn came: out, Red plays");
        assertTrue(kept.position().endsWith(" r - b"), kept.position());
        assertFalse(kept.isTerminal());
        assertArrayEquals(new double[] {0, 0, 0}, kept.returns(), "no returns before the end");
    }

    @Test
    void aMulti3FourPlayersPlacesAndReturns() {
        // Black and Yellow are walled in; Red has one square (a2) left
        State s = pos("amazons:players=4", "BBx4xYY/xxx4xxx/10/10/10/4WW4/xx8/Rx8/1x8/Rx8 w - -");
        assertEquals(13, s.turn(), "turns played = arrows on the board");
        play(s, "e5-e6/e7");
        assertEquals(2, s.currentPlayer(), "Black is out, Red plays");
        assertTrue(s.position().endsWith(" r - b"), s.position());
        play(s, "a1-a2/a1"); // Red walls itself in, but it is Yellow's turn that comes first
        assertEquals(0, s.currentPlayer(), "Yellow is out, White plays");
        assertTrue(s.position().endsWith(" w - by"), s.position());
        play(s, "f5-f6/f7");
        assertTrue(s.isTerminal(), "Red cannot move when its turn comes: White alone remains");
        assertTrue(s.position().endsWith(" - - byr"), s.position());
        assertEquals(16, s.turn());
        double[] r = s.returns();
        assertArrayEquals(new double[] {1, -1, 1.0 / 3, -1.0 / 3}, r, 1e-12);
        assertEquals(0, Arrays.stream(r).sum(), 1e-12, "place returns sum to zero");
        State parsed = s.game().parsePosition(s.position());
        assertArrayEquals(r, parsed.returns(), 1e-12);
        assertEquals(s.hash(), parsed.hash());
    }

    @Test
    void aHex1LinesRunAlongSixDirections() {
        State s = GameRegistry.parse("amazons:hex").newInitialState();
        // White's amazon at axial (3, 0) = i6: two squares east, west until Black's c6, and the four other rays
        assertEquals(new TreeSet<>(Set.of("j6", "k6", "h6", "g6", "f6", "e6", "d6", "i7", "i8", "i5", "i4", "j5", "k4",
                "h7", "g8")), movesFrom(s, "i6"));
        assertEquals("i6-j7 is not a queen move: j7 is not on a line from i6 (the six lines of the hex board)",
                message(IllegalActionException.class, s, "i6-j7"));
        assertEquals("'a1' is not a cell of the hex board: column a has rows 6..11", message(NotationException.class, s, "a1-a2"));
        assertEquals("'k7' is not a cell of the hex board: column k has rows 1..6", message(NotationException.class, s, "i6-k7"));
        assertEquals("'l1' is off the hex board (files a..k, ranks 1..11)", message(NotationException.class, s, "l1-a6"));
        assertEquals(909, s.perft(1));
    }

    @Test
    void aHex1StartPositionAndMaskPlane() {
        AmazonsGame g = (AmazonsGame) GameRegistry.parse("amazons:hex");
        State s = g.newInitialState();
        assertEquals("6/7/2W2B2/9/10/2B5W2/10/9/2W2B2/7/6 w - -", s.position());
        float[] obs = new float[g.observationSize()];
        s.encode(obs);
        int plane = 11 * 11;
        float mask = 0;
        for (int i = 0; i < plane; i++) {
            mask += obs[5 * plane + i];
        }
        assertEquals(91, mask, "the mask plane marks the 91 cells of the hexagon in the 11x11 grid");
        assertEquals(1f, obs[5 * plane], "the top-left grid cell (q, r) = (-5, 5) is on the hexagon");
        assertEquals(0f, obs[5 * plane + 10], "the top-right grid cell (5, 5) is not");
    }
}
