package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pz.engine.GameRegistry;
import pz.engine.Perft;
import pz.engine.State;
import pz.engine.Turns;

/**
 * perft (docs/rules/notation.md N-PERFT-1) from every start position. Each expected number was computed by the
 * engine and confirmed by {@link NaiveAmazons}, an independent generator, which these tests run
 * again where it takes under a few seconds; the deeper numbers (engine only, marked) are
 * regression values, the 10x10 perft(3) also agreeing with bench/reference/amazons_perft.c.
 */
class PerftTest {

    /** {spec, depth, expected, naive} where naive = 1 means the naive generator is run here too. */
    private static final Object[][] CASES = {
        {"amazons", 1, 2_176L, true},
        {"amazons", 2, 4_307_152L, true},
        {"amazons:size=8", 1, 1_232L, true},
        {"amazons:size=8", 2, 1_331_198L, true},
        {"amazons:size=6", 1, 544L, true},
        {"amazons:size=6", 2, 238_532L, true},
        {"amazons:size=6", 3, 91_074_224L, false},
        {"amazons:hex", 1, 909L, true},
        {"amazons:hex", 2, 847_728L, true},
        {"amazons:players=3", 1, 1_501L, true},
        {"amazons:players=3", 2, 2_616_477L, true},
        {"amazons:players=3,setup=2", 1, 1_702L, true},
        {"amazons:players=3,setup=2", 2, 2_662_673L, true},
        {"amazons:players=4", 1, 996L, true},
        {"amazons:players=4", 2, 921_372L, true},
        {"amazons:players=4,setup=2", 1, 1_088L, true},
        {"amazons:players=4,setup=2", 2, 1_057_949L, true},
        {"cowboys", 1, 92L, true},
        {"cowboys", 2, 8_152L, true},
        {"cowboys", 3, 737_680L, true},
        {"cowboys", 4, 63_824_048L, false},
        {"cowboys:size=6", 3, 247_732L, true},
        {"cowboys:size=6", 4, 13_076_830L, true},
        {"cowboys:size=7", 3, 454_956L, true},
        {"cowboys:size=7", 4, 32_119_402L, false},
        {"cowboys:size=9", 3, 707_344L, true},
        {"cowboys:size=9", 4, 64_136_132L, false},
        {"cowboys:players=4", 3, 84_428L, true},
        {"cowboys:players=4", 4, 3_353_968L, true},
    };

    private static final Long[] AMAZONS_PINNED = {288L, 1_132L, 280_660L};
    private static final Long[] COWBOYS_PINNED = {32L, 88L, 2_049L};
    private static final Long[] MULTI_PINNED = {1_407L, 23_017L};

    static long naive(String spec, State s, int depth) {
        AmazonsGame g = (AmazonsGame) GameRegistry.parse(spec);
        return new NaiveAmazons(s.position(), g.geo.hex, g.knight, g.players).perft(depth);
    }

    @TestFactory
    Stream<DynamicTest> nPerft1FromEveryStart() {
        return Stream.of(CASES).map(c -> DynamicTest.dynamicTest("N-PERFT-1 " + c[0] + " perft(" + c[1] + ") = " + c[2], () -> {
            String spec = (String) c[0];
            int depth = (Integer) c[1];
            long expected = (Long) c[2];
            State s = GameRegistry.parse(spec).newInitialState();
            assertEquals(expected, s.perft(depth), "engine");
            if ((Boolean) c[3]) {
                assertEquals(expected, naive(spec, s, depth), "naive generator");
            }
        }));
    }

    /** Fast perft, the generic apply/undo walk and the naive generator agree at depths 1..maxDepth. */
    private static void assertAllAgree(String spec, State s, int maxDepth) {
        for (int d = 1; d <= maxDepth; d++) {
            long fast = s.perft(d);
            assertEquals(Perft.generic(s, d), fast, spec + ": generic walk, depth " + d + " at " + s.position());
            assertEquals(naive(spec, s, d), fast, spec + ": naive, depth " + d + " at " + s.position());
        }
    }

    @Test
    void nPerft1ASeatThatCannotMoveHasNoTurns() {
        String[][] cases = {
            // Black's four amazons are walled in (A-END-1)
            {"amazons:size=6", "BBx2W/BBxx2/xxxx2/6/6/WWW3 b - -"},
            // every knight jump of Black's cowboys lands on a bullet or a cowboy (C-END-1)
            {"cowboys:size=6", "BBxx2/BBxx2/xxxx2/xxx3/5W/W3WW b - -"},
            // a finished four-player game: the last seat to act before the end could not move (A-MULTI-3)
            {"amazons:players=4", "BBx4xYY/xxx4xxx/10/4xx4/4WW4/10/xx8/Rx8/Rx8/xx8 - - byr"},
        };
        for (String[] c : cases) {
            State s = GameRegistry.parse(c[0]).parsePosition(c[1]);
            assertTrue(s.isTerminal() && s.noLegalTurn(), c[0] + " " + s.position());
            assertEquals(1, s.perft(0));
            for (int d = 1; d <= 3; d++) {
                assertEquals(0, s.perft(d), c[0] + " perft(" + d + ")");
                assertEquals(0, Perft.generic(s, d), c[0] + " generic perft(" + d + ")");
                assertEquals(0, naive(c[0], s, d), c[0] + " naive perft(" + d + ")");
            }
            assertTrue(Perft.divide(s, 2).isEmpty(), c[0] + ": no first turns");
        }
    }

    @Test
    void nPerft1ATurnThatLeavesTheOpponentStuckCountsOnlyAtTheLastDepth() {
        // Black's only square is c5, which White's amazon on f6 can shoot from d6: that turn ends the game
        String amazons = "BBx2W/BB1x2/xxxx2/6/6/WWW3 w - -";
        // Black's only jump is b5-d6; White's cowboy on f2 can jump to e4 and shoot d6
        String cowboys = "BBx3/BBxx2/xxxx2/xxx3/5W/W3WW w - -";
        String[][] cases = {{"amazons:size=6", amazons, "f6-d6/c5"}, {"cowboys:size=6", cowboys, "f2-e4/d6"}};
        for (String[] c : cases) {
            State s = GameRegistry.parse(c[0]).parsePosition(c[1]);
            assertAllAgree(c[0], s, 3);
            assertEquals(1L, Perft.divide(s, 1).get(c[2]), c[0] + ": the turn counts at the last depth");
            assertEquals(0L, Perft.divide(s, 2).get(c[2]), c[0] + ": and has nothing below it");
            assertEquals(s.perft(2), Perft.divide(s, 2).values().stream().mapToLong(Long::longValue).sum());
        }
        // pinned values, so that a change in all three counters would still show
        State a = GameRegistry.parse("amazons:size=6").parsePosition(amazons);
        State k = GameRegistry.parse("cowboys:size=6").parsePosition(cowboys);
        assertEquals(List.of(AMAZONS_PINNED), List.of(a.perft(1), a.perft(2), a.perft(3)));
        assertEquals(List.of(COWBOYS_PINNED), List.of(k.perft(1), k.perft(2), k.perft(3)));
    }

    @Test
    void nPerft1ATurnThatEliminatesTheLastOpponentsCountsOnlyAtTheLastDepth() {
        // A-MULTI-3. Black a10 and Red c10 share their only way out, b10/b9 and column b; their other amazons are walled in.
        // White's b1 amazon ends the game by standing on b9 or b10 and shooting the other: both are eliminated.
        String p = "B1RxBxRxBR/x1xxxxxxxx/x1xxxxxxxx/10/10/10/9W/10/10/1W4W3 w - -";
        State s = GameRegistry.parse("amazons:players=3").parsePosition(p);
        assertAllAgree("amazons:players=3", s, 2);
        for (String end : new String[] {"b1-b9/b10", "b1-b10/b9"}) {
            assertEquals(1L, Perft.divide(s, 1).get(end), end);
            assertEquals(0L, Perft.divide(s, 2).get(end), end);
        }
        State after = s.copy();
        for (int a : Turns.parse(after, "b1-b9/b10")) {
            after.apply(a);
        }
        assertTrue(after.isTerminal() && after.noLegalTurn(), after.position());
        assertEquals(List.of(MULTI_PINNED), List.of(s.perft(1), s.perft(2)));
    }

    @TestFactory
    Stream<DynamicTest> nPerft1AtTheEndOfARandomGameOfEverySpec() {
        String[] specs = {"amazons", "amazons:size=8", "amazons:size=6", "amazons:hex", "amazons:players=3",
            "amazons:players=3,setup=2", "amazons:players=4", "amazons:players=4,setup=2",
            "cowboys", "cowboys:size=6", "cowboys:size=7", "cowboys:size=9", "cowboys:players=4"};
        return Stream.of(specs).map(spec -> DynamicTest.dynamicTest("N-PERFT-1 at the end of a " + spec + " game", () -> {
            State s = GameRegistry.parse(spec).newInitialState();
            SplittableRandom rng = new SplittableRandom(spec.hashCode());
            int[] buf = new int[s.game().numActions()];
            while (!s.isTerminal()) {
                s.apply(buf[rng.nextInt(s.legalActions(buf))]);
            }
            for (int d = 1; d <= 2; d++) {
                assertEquals(0, s.perft(d), spec + ": finished, perft(" + d + ") at " + s.position());
                assertEquals(0, naive(spec, s, d), spec + ": finished, naive perft(" + d + ")");
            }
            s.undo();
            s.undo(); // the start of the last turn, which is a turn that ends the game
            assertAllAgree(spec, s, 2);
        }));
    }

    @Test
    void aMulti3EliminationsInsidePerftAgree() {
        // Black is stuck unless White moves its amazon off d9; otherwise Black is eliminated and Red plays
        String p = "BBBx6/xxxW6/10/10/10/4WW4/10/10/10/7RRR w - -";
        State s = GameRegistry.parse("amazons:players=3").parsePosition(p);
        for (int d = 1; d <= 2; d++) {
            long fast = s.perft(d);
            assertEquals(Perft.generic(s, d), fast, "generic walk, depth " + d);
            assertEquals(new NaiveAmazons(p, false, false, 3).perft(d), fast, "naive, depth " + d);
        }
    }

    @Test
    void nPerft1FromAMidTurnPositionCountsTheRestOfTheTurn() {
        for (String spec : new String[] {"amazons:size=6", "cowboys", "amazons:hex"}) {
            State s = GameRegistry.parse(spec).newInitialState();
            int[] buf = new int[s.game().numActions()];
            s.legalActions(buf);
            s.apply(buf[0]);
            for (int d = 1; d <= 2; d++) {
                assertEquals(Perft.generic(s, d), s.perft(d), spec + " mid-turn depth " + d);
            }
        }
    }

    @Test
    @Tag("slow")
    void nPerft1Amazons10x10Depth3MatchesTheCReference() {
        assertEquals(8_350_439_170L, GameRegistry.parse("amazons").newInitialState().perft(3));
    }
}
