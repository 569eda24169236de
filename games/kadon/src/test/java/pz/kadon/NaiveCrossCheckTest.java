package pz.kadon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Turns;

/** The engine against the independent {@link NaiveKadon}: perft counts (N-PERFT-1) and every rule on random games. */
class NaiveCrossCheckTest {

    @Test
    @DisplayName("N-PERFT-1: perft 1..3 from the start agree with the naive generator and the known counts")
    void perftMatchesNaive() {
        State s = GameRegistry.parse("kadon").newInitialState();
        NaiveKadon n = NaiveKadon.parse(s.position(), false, true);
        long[] known = {81, 5427, 300672};
        for (int d = 1; d <= 3; d++) {
            assertEquals(known[d - 1], s.perft(d), "engine perft(" + d + ")");
            assertEquals(known[d - 1], n.perft(d), "naive perft(" + d + ")");
        }
        // deeper counts of the engine, checked against the plain C reference (bench/reference/kadon_perft.c)
        assertEquals(13_834_800L, s.perft(4));
    }

    @Test
    @DisplayName("N-PERFT-1: perft 1..2 from late positions agree with the naive generator (both phases)")
    void perftFromLatePositionsMatchesNaive() {
        int placement = 0;
        int movement = 0;
        for (String spec : new String[] {"kadon", "kadon:overmatch", "kadon:placewins=off"}) {
            Game g = GameRegistry.parse(spec);
            SplittableRandom rng = new SplittableRandom(7);
            for (int game = 0; game < 6; game++) {
                State s = g.newInitialState();
                int plies = 9 + rng.nextInt(12);
                for (int i = 0; i < plies && !s.isTerminal(); i++) {
                    int[] legal = Turns.legal(s);
                    s.apply(legal[rng.nextInt(legal.length)]);
                }
                if (s.isTerminal()) {
                    continue;
                }
                Kadon k = (Kadon) g;
                NaiveKadon n = NaiveKadon.parse(s.position(), k.overmatch(), k.placeWins());
                for (int d = 1; d <= 2; d++) {
                    assertEquals(n.perft(d), s.perft(d), spec + " perft(" + d + ") at " + s.position());
                }
                if (n.placementPhase()) {
                    placement++;
                } else {
                    movement++;
                }
            }
        }
        assertTrue(placement > 0 && movement > 0, "positions of both phases compared: " + placement + " placement, "
                + movement + " movement");
    }

    @Test
    @DisplayName("K-PLACE-2..4, K-MOVE-*, K-TRADE-*, K-ACT-1/2, K-WIN-1: legal actions, successors and winners agree on random games")
    void randomGamesAgreeWithNaive() {
        randomGames(12, 1);
    }

    @Test
    @Tag("slow")
    @DisplayName("the same on many more random games (slow)")
    void manyRandomGamesAgreeWithNaive() {
        randomGames(150, 2);
    }

    private static void randomGames(int gamesPerSpec, long seed) {
        int placementRejections = 0;
        int movementPlies = 0;
        for (String spec : new String[] {"kadon", "kadon:overmatch", "kadon:placewins=off"}) {
            Kadon g = (Kadon) GameRegistry.parse(spec);
            SplittableRandom rng = new SplittableRandom(spec.hashCode() * 31L + seed);
            for (int game = 0; game < gamesPerSpec; game++) {
                State s = g.newInitialState();
                for (int ply = 0; ply < 40 && !s.isTerminal(); ply++) {
                    NaiveKadon n = NaiveKadon.parse(s.position(), g.overmatch(), g.placeWins());
                    List<String> expected = new ArrayList<>(n.legal());
                    expected.sort(null);
                    int[] legal = Turns.legal(s);
                    List<String> actual = new ArrayList<>();
                    for (int a : legal) {
                        actual.add(s.actionToString(a));
                    }
                    actual.sort(null);
                    assertEquals(expected, actual, spec + " legal actions at " + s.position());
                    if (n.placementPhase()) {
                        int raw = n.rawPlacements().size();
                        placementRejections += raw - (expected.equals(List.of("pass")) ? 0 : expected.size());
                    } else {
                        movementPlies++;
                    }
                    for (int a : legal) {
                        String text = s.actionToString(a);
                        s.apply(a);
                        NaiveKadon m = n.after(text);
                        String where = spec + " " + text + " from " + n.board();
                        assertEquals(m.board(), s.position().substring(0, s.position().lastIndexOf(' ')), where);
                        char w = m.winner();
                        double[] r = s.returns();
                        if (w != '-') {
                            assertTrue(s.isTerminal(), where + ": naive says " + w + " wins");
                            assertEquals(w == 'B' ? 1.0 : -1.0, r[0], where);
                        } else if (s.isTerminal()) {
                            assertEquals(0.0, r[0], where + ": the engine ended the game without a winner, so only a draw is possible");
                        }
                        s.undo();
                    }
                    s.apply(legal[rng.nextInt(legal.length)]);
                }
            }
        }
        assertTrue(placementRejections > 0, "the random games should meet placements forbidden by K-PLACE-4");
        assertTrue(movementPlies > 20 * gamesPerSpec / 12, "the random games should reach the movement phase: " + movementPlies);
    }
}
