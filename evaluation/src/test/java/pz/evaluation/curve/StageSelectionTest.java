package pz.evaluation.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StageSelectionTest {
    /** Checkpoints 0..n-1 with the given games each (iteration i at games[i]). */
    private static List<Stage> run(long... games) {
        List<Stage> out = new ArrayList<>();
        for (int i = 0; i < games.length; i++) {
            out.add(new Stage(i, games[i], i * 0.5, "random"));
        }
        return out;
    }

    private static List<Integer> iterations(List<Stage> stages) {
        return stages.stream().map(Stage::iteration).toList();
    }

    @Test
    @DisplayName("--every K: iterations 0, K, 2K, ... and always the last; K = 1 is every checkpoint")
    void everyKth() {
        List<Stage> r = run(0, 100, 200, 300, 400, 500, 600, 700);
        assertEquals(List.of(0, 3, 6, 7), iterations(StageSelection.every(r, 3)));
        assertEquals(List.of(0, 2, 4, 6, 7), iterations(StageSelection.every(r, 2)));
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), iterations(StageSelection.every(r, 1)));
        assertEquals(List.of(0, 7), iterations(StageSelection.every(r, 100)));
        List<Stage> shuffled = new ArrayList<>(r);
        java.util.Collections.reverse(shuffled);
        assertEquals(List.of(0, 3, 6, 7), iterations(StageSelection.every(shuffled, 3)), "any order in, iteration order out");
    }

    @Test
    @DisplayName("--stages N: the checkpoint nearest each of N targets evenly over the games, first and last included, no repeats")
    void spreadOverGames() {
        // games per iteration grow along the run: spread over the games, the early iterations (few games) are mostly passed over
        List<Stage> r = run(0, 10, 20, 40, 80, 160, 320, 640, 1280);
        // targets 0, 426.7, 853.3, 1280: nearest 0 (it 0), 320 (it 6; 640 is 213 away), 640 (it 7), 1280 (it 8)
        assertEquals(List.of(0, 6, 7, 8), iterations(StageSelection.spread(r, 4)));
        assertEquals(List.of(0, 8), iterations(StageSelection.spread(r, 2)));
        // evenly spaced games: every third
        List<Stage> even = run(0, 100, 200, 300, 400, 500, 600);
        assertEquals(List.of(0, 2, 4, 6), iterations(StageSelection.spread(even, 4)));
        // a tie (target 300 halfway between 200 and 400) goes to the earlier checkpoint
        assertEquals(List.of(0, 1, 3), iterations(StageSelection.spread(run(0, 200, 400, 600), 3)));
        // more stages than checkpoints: the whole run
        assertEquals(List.of(0, 1, 2), iterations(StageSelection.spread(run(0, 5, 9), 6)));
        // targets 0, 333, 667, 1000 whose nearest checkpoints are 0, 3, 1000, 1000: three stages, no repeat
        assertEquals(List.of(0, 3, 4), iterations(StageSelection.spread(run(0, 1, 2, 3, 1000), 4)));
    }

    @Test
    @DisplayName("no checkpoints, N < 2, K < 1 or two checkpoints of one iteration are refused")
    void refusals() {
        assertThrows(IllegalArgumentException.class, () -> StageSelection.spread(List.of(), 3));
        assertThrows(IllegalArgumentException.class, () -> StageSelection.every(List.of(), 3));
        assertThrows(IllegalArgumentException.class, () -> StageSelection.spread(run(0, 1, 2), 1));
        assertThrows(IllegalArgumentException.class, () -> StageSelection.every(run(0, 1, 2), 0));
        List<Stage> twice = new ArrayList<>(run(0, 1));
        twice.add(new Stage(1, 5, 1, "random"));
        assertThrows(IllegalArgumentException.class, () -> StageSelection.every(twice, 1));
    }
}
