package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The move chosen from root statistics at temperature 0. */
class MoveChoiceTest {

    @Test
    void mostVisitsWinsThenBestValue() {
        SplittableRandom rng = new SplittableRandom(1);
        for (int k = 0; k < 50; k++) {
            assertEquals(2, Selection.byTemperature(new int[] {5, 7, 9, 9}, new double[] {0, 0, 0.5, 0.1}, 0, rng));
        }
    }

    @Test
    void exactTiesAreBrokenAtRandomSoDeterministicAgentsDoNotReplayOneGame() {
        SplittableRandom rng = new SplittableRandom(2);
        Set<Integer> chosen = new HashSet<>();
        for (int k = 0; k < 200; k++) {
            int c = Selection.byTemperature(new int[] {4, 9, 1, 9, 9}, new double[] {0, 0, 0, 0, 0}, 0, rng);
            assertTrue(c == 1 || c == 3 || c == 4, "only the most-visited moves: " + c);
            chosen.add(c);
        }
        assertEquals(Set.of(1, 3, 4), chosen, "every tied move gets chosen sometimes");
    }
}
