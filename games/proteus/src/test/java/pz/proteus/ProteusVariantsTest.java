package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.proteus.Fx.at;
import static pz.proteus.Fx.illegal;
import static pz.proteus.Fx.play;
import static pz.proteus.Fx.set;
import static pz.proteus.Fx.step;
import static pz.proteus.Fx.steps;
import static pz.proteus.Fx.targets;
import static pz.proteus.ProteusRulesTest.dieOn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.State;

/** The variants of docs/rules/proteus.md (P-VAR-*), each from FEN positions, both colours where it matters. */
class ProteusVariantsTest {

    private static ProteusState start(String spec) {
        return (ProteusState) GameRegistry.parse(spec).newInitialState();
    }

    @Test
    void P_VAR_TRADEOFF_aDoubleRotationMayReplaceTheMove() {
        ProteusState s = start("proteus:tradeoff");
        assertEquals(224 + 8 * 14, s.perft(1), "each Pawn may also go two up (to a Knight), then 14 rotations");
        step(s, "d2++");
        assertEquals('N', dieOn(s, "d2"));
        assertEquals(0, s.currentPlayer(), "the rotation step still follows");
        assertEquals("must rotate a different die: the die on d2 moved this turn", illegal(s, "d2+"));
        step(s, "b2-");
        assertEquals(1, s.currentPlayer());
        assertEquals("a Pawn cannot rotate two steps down", illegal(s, "b8--"));
        ProteusState r = at("proteus:tradeoff", "Rd1 Nd5 Ph2 pd4 pa7 pb8", "w 0 0 10");
        assertEquals("a Rook cannot rotate two steps up", illegal(r, "d1++"));
        play(r, "d5++ h2+");
        assertEquals('Q', dieOn(r, "d5"), "a double rotation never captures (P-CAP-BACKSTAB-2)");
        ProteusState b = at("proteus:tradeoff", "qd8 ph7 Pa2 Pb1", "b 0 0 11");
        play(b, "d8-- h7+");
        assertEquals('n', dieOn(b, "d8"));
        assertEquals("a double rotation needs Trade-Off (option tradeoff)", illegal(start("proteus"), "d2++"));
    }

    @Test
    void P_VAR_ROULETTE_aCapturingDieIsRolledBeforeOrAfterTheRotation() {
        String pieces = "Rd1 Ph2 Pg2 pd5 pa7 pb8";
        ProteusState before = at("proteus:roulette=before", pieces, "w 0 0 10");
        step(before, "d1xd5");
        assertEquals(State.CHANCE, before.currentPlayer());
        int[] ids = new int[6];
        double[] p = new double[6];
        assertEquals(6, before.chanceOutcomes(ids, p));
        assertArrayEquals(new double[] {1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0}, p, 1e-12, "Pyramid included, uniform");
        step(before, "=Q");
        assertEquals('Q', dieOn(before, "d5"));
        assertEquals(0, before.currentPlayer());
        step(before, "h2+");
        assertEquals(1, before.currentPlayer());

        ProteusState after = play(at("proteus:roulette=after", pieces, "w 0 0 10"), "d1xd5 h2+ =Y");
        assertEquals('Y', dieOn(after, "d5"));
        assertEquals(11, after.turn());
        ProteusState quiet = step(at("proteus:roulette=after", pieces, "w 0 0 10"), "d1-d4", "h2+");
        assertEquals(1, quiet.currentPlayer(), "no roll without a capture");
        ProteusState ends = step(at("proteus:roulette=before", "Rd1 Ph2 pd5 pa7", "w 0 0 10"), "d1xd5");
        assertTrue(ends.isTerminal(), "no roll when the capture ends the game");
        ProteusState behind = play(at("proteus:roulette=before", "Rh5 Ph2 Pg2 pd5 pd4 pa7 pb8", "w 0 0 10"), "h5xd5 =Q h2+");
        assertEquals('Q', dieOn(behind, "d5"), "a Queen rolled with an enemy behind her is not captured");
        ProteusState b = play(at("proteus:roulette=after", "rd8 ph7 Pd4 Pa2 Pb1", "b 0 0 11"), "d8xd4 h7+ =N");
        assertEquals('n', dieOn(b, "d4"));
        // Rook: 10 quiet moves and 1 capture; Pawns: 3 moves; 4 rotations each; the capture has 6 rolls
        assertEquals(13 * 4 + 6 * 4, at("proteus:roulette=after", pieces, "w 0 0 10").perft(1));
        assertEquals(14 * 4, at("proteus", pieces, "w 0 0 10").perft(1));
    }

    @Test
    void P_VAR_WALLSTREET_armiesBoughtUnderTheBudgetInLadderOrder() {
        ProteusState s = start("proteus:wallstreet=open");
        assertEquals("8/8/8/8/8/8/8/8 w 0 0 0 buy - -", s.position());
        assertEquals(set("$P"), steps(s), "purchases go up the ladder, so only Pawns fit first");
        step(s, "$P", "$P", "$P", "$P", "$P", "$P");
        assertEquals(set("$B", "$N", "$P"), steps(s));
        assertTrue(illegal(s, "$R").startsWith("over budget: 12 spent, a Rook costs 5"));
        assertEquals("a Pyramid cannot be bought", illegal(s, "$Y"));
        step(s, "$B");
        assertEquals("buy in ladder order: a Pawn cannot follow a Bishop", illegal(s, "$P"));
        ProteusState tight = start("proteus:budget=16,wallstreet=secret");
        for (int i = 0; i < 8; i++) {
            assertEquals(set("$P"), steps(tight), "a budget of 16 forces eight Pawns");
            step(tight, "$P");
        }
        for (String spec : new String[] {"proteus:wallstreet=open", "proteus:wallstreet=open,warhorses,budget=23"}) {
            int budget = spec.contains("23") ? 23 : 20;
            assertEquals(countArmies(budget), start(spec).perft(1), spec + ": one turn per army");
        }
    }

    @Test
    void P_VAR_WALLSTREET_setupIsThirtyTwoStepsInEveryGame() {
        java.util.Random rng = new java.util.Random(5);
        int[] buf = new int[GameRegistry.parse("proteus:wallstreet=open").numActions()];
        for (String spec : new String[] {"proteus:wallstreet=open", "proteus:wallstreet=secret", "proteus:polarity,warhorses,wallstreet=open"}) {
            int setup = GameRegistry.parse(spec).setupSteps();
            assertEquals(32, setup, spec + ": 8 dice bought and placed a side");
            for (int g = 0; g < 50; g++) {
                ProteusState s = start(spec);
                for (int i = 0; i < setup; i++) {
                    assertTrue(s.phase == TurnState.BUY || s.phase == TurnState.PLACE, spec + " step " + i + " is setup: " + s.position());
                    s.apply(buf[rng.nextInt(s.legalActions(buf))]);
                }
                assertEquals(TurnState.MOVE, s.phase, spec + ": play after 32 steps: " + s.position());
            }
        }
        assertEquals(0, GameRegistry.parse("proteus:tradeoff,roulette=after").setupSteps());
    }

    /** Armies by brute force over all 5^8 purchase sequences, as sorted multisets. */
    private static int countArmies(int budget) {
        Set<List<Integer>> armies = new HashSet<>();
        int[] d = new int[8];
        for (int code = 0; code < 390625; code++) {
            int c = code;
            int cost = 0;
            for (int i = 0; i < 8; i++) {
                d[i] = c % 5;
                c /= 5;
                cost += 2 + d[i];
            }
            if (cost <= budget) {
                int[] sorted = d.clone();
                Arrays.sort(sorted);
                List<Integer> key = new ArrayList<>();
                for (int x : sorted) {
                    key.add(x);
                }
                armies.add(key);
            }
        }
        return armies.size();
    }

    @Test
    void P_VAR_WALLSTREET_openSetupPlacesAlternatelyWhiteFirst() {
        ProteusState s = start("proteus:wallstreet=open");
        play(s, "$P $P $P $P $P $P $P $Q");
        assertEquals(1, s.turn(), "an army purchase is one turn");
        assertEquals(1, s.currentPlayer());
        play(s, "$P $P $P $P $P $P $B $B");
        assertEquals(0, s.currentPlayer(), "White places first");
        assertEquals("b3 is not one of your starting squares", illegal(s, "Q@b3"));
        assertEquals("no unplaced Bishop in your army", illegal(s, "B@a1"));
        play(s, "Q@d2");
        assertEquals(1, s.currentPlayer());
        assertEquals("8/8/8/8/8/8/3Q4/8 b 0 0 3 place PPPPPPP ppppppbb", s.position());
        String[] white = {"a1", "c1", "e1", "g1", "b2", "f2", "h2"};
        String[] black = {"a7", "c7", "e7", "g7", "b8", "d8", "f8", "h8"};
        for (int i = 0; i < 8; i++) {
            play(s, (i < 2 ? "B@" : "P@") + black[i]);
            if (i < 7) {
                assertEquals("d2 is taken", illegal(s, "P@d2"));
                play(s, "P@" + white[i]);
            }
        }
        assertEquals(18, s.turn(), "two purchases and sixteen placements");
        assertEquals(0, s.currentPlayer(), "the first placer moves first");
        assertEquals("1p1p1p1p/b1b1p1p1/8/8/8/8/1P1Q1P1P/P1P1P1P1 w 0 0 18", s.position());
    }

    @Test
    void P_VAR_WALLSTREET_secretSetupIsOneTurnEachThenWhiteMoves() {
        ProteusState s = start("proteus:wallstreet=secret");
        step(s, "$P", "$P", "$P", "$P", "$P", "$P", "$P", "$Q");
        assertEquals(0, s.currentPlayer());
        assertEquals("the secret setup fills your starting squares in order: the next is a1", illegal(s, "Q@c1"));
        play(s, "P@a1 P@c1 P@e1 P@g1 P@b2 P@d2 P@f2 Q@h2");
        assertEquals(1, s.turn());
        assertEquals(1, s.currentPlayer());
        play(s, "$P $P $P $P $P $P $P $P P@a7 P@c7 P@e7 P@g7 P@b8 P@d8 P@f8 P@h8");
        assertEquals(2, s.turn());
        assertEquals(0, s.currentPlayer());
        assertFalse(s.isTerminal());
    }

    @Test
    void P_VAR_POLARITY_oddCapturesEvenOnlyAndOnlyOddBackstabs() {
        ProteusState s = at("proteus:polarity", "Bd4 Qa1 Ph2 pe5 rc5 pb2 pa7 pb8", "w 0 0 10");
        assertTrue(targets(s, "d4").contains("e5"), "Bishop 3 takes Pawn 2");
        assertEquals("Polarity: a Bishop cannot capture a Rook (both odd)", illegal(s, "d4-c5"));
        assertEquals("Polarity: a Queen cannot capture a Pawn (both even)", illegal(s, "a1-b2"));
        ProteusState even = step(at("proteus:polarity", "Ne4 Bb4 Ph2 qd5 pa7 pb8", "w 0 0 10"), "e4-d6");
        assertEquals('q', dieOn(even, "d5"), "an even Knight may stand behind her without capturing");
        ProteusState odd = at("proteus:polarity", "Ne4 Bb4 Ph2 qd5 pa7 pb8", "w 0 0 10");
        assertEquals("b4xd6", odd.actionToString(odd.parseAction("b4-d6")));
        step(odd, "b4-d6");
        assertEquals('.', dieOn(odd, "d5"));
        ProteusState b = at("proteus:polarity", "rd8 ph7 Rd3 Pa2 Pb1", "b 0 0 11");
        assertEquals("Polarity: a Rook cannot capture a Rook (both odd)", illegal(b, "d8-d3"));
        ProteusState wh = at("proteus:polarity,warhorses", "Nd4 Bc1 Ph2 bf5 pb2 qd5 pa7", "w 0 0 10");
        assertTrue(targets(wh, "d4").contains("f5"), "Warhorses: Knight 3 is odd, Bishop 4 even");
        assertEquals("Polarity: a Bishop cannot capture a Pawn (both even)", illegal(wh, "c1-b2"));
        ProteusState whb = step(at("proteus:polarity,warhorses", "Ne4 Ph2 Pg2 qd5 pa7 pb8", "w 0 0 10"), "e4-d6");
        assertEquals(6, whb.score[0], "Warhorses: the odd Knight backstabs");
    }

    @Test
    void P_VAR_WARHORSES_knightThreeBishopFourLadderPawnKnightBishop() {
        ProteusState s = at("proteus:warhorses", "Ra1 Pc1 Pe1 Ph2 na5 bb4 pa7 pb8", "w 0 0 10");
        play(s, "a1xa5 c1+");
        assertEquals(3, s.score[0], "a Knight is worth 3");
        assertEquals('N', dieOn(s, "c1"), "a Pawn rotates up to a Knight");
        play(s, "a7-a6 b8+");
        assertEquals('n', dieOn(s, "b8"));
        play(s, "a5-a4 c1+");
        assertEquals('B', dieOn(s, "c1"), "a Knight rotates up to a Bishop");
        ProteusState b = step(at("proteus:warhorses", "rb8 ph7 Bb4 Pa2 Pc1", "b 0 0 11"), "b8xb4");
        assertEquals(4, b.score[1], "a Bishop is worth 4");
        ProteusState t = start("proteus:tradeoff,warhorses");
        step(t, "b2++");
        assertEquals('B', dieOn(t, "b2"), "two steps up from a Pawn is a Bishop under Warhorses");
        assertEquals(224, start("proteus:warhorses").perft(1));
    }
}
