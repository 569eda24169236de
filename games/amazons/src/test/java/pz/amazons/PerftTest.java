package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pz.engine.GameRegistry;
import pz.engine.Perft;
import pz.engine.State;

/**
 * perft (RULES.md N-PERFT-1) from every start position. Each expected number was computed by the
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

    @Test
    void nPerft1TurnsThatEndTheGameAreLeaves() {
        // Black's only square is c5, which White's amazon on f6 can shoot from d6: those turns end the game
        String p = "BBx2W/BB1x2/xxxx2/6/6/WWW3 w - -";
        State s = GameRegistry.parse("amazons:size=6").parsePosition(p);
        for (int d = 1; d <= 3; d++) {
            long fast = s.perft(d);
            assertEquals(Perft.generic(s, d), fast, "generic walk, depth " + d);
            assertEquals(new NaiveAmazons(p, false, false, 2).perft(d), fast, "naive, depth " + d);
        }
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
