package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.Perft;
import pz.engine.State;

/** N-PERFT-1: perft from the start and from hand-built positions, checked against {@link NaiveProteus}. */
class ProteusPerftTest {

    /** Hand-built positions: backstabs and double captures, pawns on starting squares, Pyramids, near-end material. */
    static final String[] POSITIONS = {
        "1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 b 0 0 1",
        "1p1q1p2/p5p1/3p4/2N1q3/3Q4/2r5/1P1P3P/Y1P1R3 w 3 4 20",
        "3q4/1b3n2/2PY4/3Qp3/2pRP3/8/5B2/8 b 5 5 41",
        "8/8/3q4/3p4/2N5/8/8/7R w 0 0 7",
        "r6q/8/8/3Qn3/8/2b5/1P6/Y6B b 10 12 100",
        "8/8/8/2q5/2P5/8/8/Q6y w 0 0 9",
    };

    @Test
    void N_PERFT_1_fromTheStartMatchesTheKnownCounts() {
        State s = GameRegistry.parse("proteus").newInitialState();
        assertEquals(224, s.perft(1));
        assertEquals(50_176, s.perft(2));
        assertEquals(9_976_890, s.perft(3));
        assertEquals(50_176, Perft.generic(s, 2), "fast and generic perft agree");
        assertEquals(Fx.START, s.position(), "perft leaves the state unchanged");
    }

    @Test
    void N_PERFT_1_theNaiveCounterAgreesFromTheStart() {
        NaiveProteus naive = new NaiveProteus("proteus");
        char[] b = NaiveProteus.board(Fx.START);
        assertEquals(224, naive.perft(b, true, 1));
        assertEquals(50_176, naive.perft(b, true, 2));
    }

    @Test
    @Tag("slow")
    void N_PERFT_1_depthFourFromTheStart() {
        assertEquals(1_975_064_425L, GameRegistry.parse("proteus").newInitialState().perft(4));
    }

    @Test
    void N_PERFT_1_handBuiltPositionsMatchTheNaiveCounter() {
        String[] specs = {"proteus", "proteus:polarity", "proteus:warhorses", "proteus:polarity,warhorses", "proteus:tradeoff",
            "proteus:roulette=before", "proteus:roulette=after", "proteus:polarity,roulette=after,tradeoff,warhorses"};
        for (String spec : specs) {
            NaiveProteus naive = new NaiveProteus(spec);
            for (String fen : POSITIONS) {
                State s = GameRegistry.parse(spec).parsePosition(fen);
                char[] b = NaiveProteus.board(fen);
                boolean white = fen.split(" ")[1].equals("w");
                int maxDepth = s.perft(2) > 5000 ? 2 : 3;
                for (int d = 1; d <= maxDepth; d++) {
                    assertEquals(naive.perft(b, white, d), s.perft(d), spec + " perft(" + d + ") at " + fen);
                }
                assertEquals(Perft.generic(s, 2), s.perft(2), spec + ": fast vs generic at " + fen);
            }
        }
    }

    @Test
    void N_PERFT_1_knownCountsOfHandBuiltPositions() {
        // pinned values, so that a change in the engine and the naive counter together would still show. Depths 1-2
        // are checked by the naive counter above, depth 3 where perft(2) <= 5000; depth 3 everywhere by the test below;
        // the start's perft(3) and perft(4) also by the plain C reference (bench/reference/proteus_perft.c)
        long[][] expected = {{224, 50_176, 9_976_890}, {483, 270_375, 121_148_252}, {183, 26_288, 4_350_656},
            {43, 1_725, 66_354}, {220, 29_584, 6_201_271}, {40, 848, 28_029}};
        for (int i = 0; i < POSITIONS.length; i++) {
            State s = GameRegistry.parse("proteus").parsePosition(POSITIONS[i]);
            for (int d = 1; d <= 3; d++) {
                assertEquals(expected[i][d - 1], s.perft(d), "perft(" + d + ") at " + POSITIONS[i]);
            }
        }
        State all = GameRegistry.parse("proteus:polarity,roulette=after,tradeoff,warhorses").parsePosition(POSITIONS[1]);
        assertEquals(431_342_119L, all.perft(3));
    }

    @Test
    void N_PERFT_1_theNaiveCounterAgreesAtDepthThreeEverywhere() { // ~25 s: 140 million turn sequences, naively
        for (String fen : POSITIONS) {
            State s = GameRegistry.parse("proteus").parsePosition(fen);
            boolean white = fen.split(" ")[1].equals("w");
            assertEquals(new NaiveProteus("proteus").perft(NaiveProteus.board(fen), white, 3), s.perft(3), "perft(3) at " + fen);
        }
        String all = "proteus:polarity,roulette=after,tradeoff,warhorses";
        boolean white = POSITIONS[1].split(" ")[1].equals("w");
        assertEquals(new NaiveProteus(all).perft(NaiveProteus.board(POSITIONS[1]), white, 3),
                GameRegistry.parse(all).parsePosition(POSITIONS[1]).perft(3));
    }

    /** Positions where the side to move has no legal turn (P-TURN-2), at once or after some first turns. */
    static final String[] NO_TURN_POSITIONS = {
        // White's pawns are blocked and cannot capture Pyramids; the rest are Pyramids
        "ypy5/1P6/8/8/4r3/7y/7P/Y1Y5 w 0 0 50",
        // once White's rook leaves a3, Black's pawn on b4 is blocked by the Pyramid and has nothing to capture
        "y6y/8/8/8/1p6/RY6/4P3/8 w 4 2 200",
        // as the first, Black to move: Black's pawns are blocked by Pyramids
        "8/8/8/8/y7/p6p/Y1y4Y/R7 b 0 0 31",
    };

    @Test
    void N_PERFT_1_aSideWithNoLegalTurnHasNoTurns() {
        for (String fen : new String[] {NO_TURN_POSITIONS[0], NO_TURN_POSITIONS[2]}) {
            State s = GameRegistry.parse("proteus").parsePosition(fen);
            assertTrue(s.noLegalTurn(), fen);
            for (int d = 1; d <= 3; d++) {
                assertEquals(0, s.perft(d), "perft(" + d + ") at " + fen);
                assertEquals(0, Perft.generic(s, d), "generic perft(" + d + ") at " + fen);
            }
            assertEquals(1, s.perft(0));
            assertTrue(Perft.divide(s, 3).isEmpty(), "no first turns at " + fen);
        }
    }

    @Test
    void N_PERFT_1_aTurnThatLeavesNoLegalTurnCountsOnlyAtTheLastDepth() {
        State s = GameRegistry.parse("proteus").parsePosition(NO_TURN_POSITIONS[1]);
        long[] expected = {21, 6, 12};
        for (int d = 1; d <= 3; d++) {
            assertEquals(expected[d - 1], s.perft(d), "perft(" + d + ")");
            assertEquals(expected[d - 1], Perft.generic(s, d), "generic perft(" + d + ")");
        }
        Map<String, Long> div = Perft.divide(s, 3);
        assertEquals(0L, div.get("a3-a1 e2+"), "Black has no turn after a rook move");
        assertEquals(12L, div.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void N_PERFT_1_noTurnPositionsMatchTheNaiveCounterInEveryVariant() {
        String[] specs = {"proteus", "proteus:polarity", "proteus:warhorses", "proteus:tradeoff",
            "proteus:roulette=before", "proteus:roulette=after", "proteus:polarity,roulette=after,tradeoff,warhorses"};
        for (String spec : specs) {
            NaiveProteus naive = new NaiveProteus(spec);
            for (String fen : NO_TURN_POSITIONS) {
                State s = GameRegistry.parse(spec).parsePosition(fen);
                boolean white = fen.split(" ")[1].equals("w");
                for (int d = 1; d <= 3; d++) {
                    long fast = s.perft(d);
                    assertEquals(naive.perft(NaiveProteus.board(fen), white, d), fast, spec + " perft(" + d + ") at " + fen);
                    assertEquals(Perft.generic(s, d), fast, spec + " generic perft(" + d + ") at " + fen);
                }
            }
        }
    }

    @Test
    void N_PERFT_1_divideSplitsByFirstTurn() {
        State s = GameRegistry.parse("proteus").newInitialState();
        Map<String, Long> div = Perft.divide(s, 2);
        assertEquals(224, div.size());
        assertEquals(224L, div.get("b2-b4 d2+"));
        assertEquals(50_176L, div.values().stream().mapToLong(Long::longValue).sum());
    }
}
