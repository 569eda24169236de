package pz.mcts.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MoveCostTest {

    @Test
    @DisplayName("move cost: the median of the simulations is not swayed by one endgame decision of millions; it reads back from its text")
    void medianAndText() {
        MoveCost c = MoveCost.NONE;
        for (int s : new int[] {90, 100, 110, 2_000_000, 0}) {
            c = c.plus(s, 125_000_000L);
        }
        assertEquals(5, c.moves());
        assertEquals(4, c.searched(), "a decision of no simulations did not search");
        assertTrue(c.meanSimulations() > 400_000, "the mean is swayed: " + c.meanSimulations());
        double median = c.medianSimulations();
        assertTrue(median > 100 * 0.95 && median < 110 * 1.05, "the median is the ordinary decisions': " + median);
        assertEquals(0.125, c.meanSeconds(), 1e-9);
        assertEquals("0.125 s a move, median " + Math.round(median) + " simulations a searched move (mean 500075), 5 moves", c.describe());
        assertEquals(c, MoveCost.parse(c.toText()));
        assertEquals(c.plus(c), MoveCost.parse(c.toText()).plus(c));
        assertEquals(10, c.plus(c).moves());
        assertEquals("no moves", MoveCost.NONE.describe());
        assertEquals(MoveCost.NONE, MoveCost.parse(MoveCost.NONE.toText()));
        for (String bad : new String[] {"", "1 2", "1 2 x", "1 2 3 4", "1 2 3 999:1", "1 2 3 5:-1", "1 2 3 5:2", "-1 0 0"}) {
            assertThrows(IllegalArgumentException.class, () -> MoveCost.parse(bad), bad);
        }
    }
}
