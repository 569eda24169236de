package pz.evaluation.regret;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/** Move regret against an alpha-beta oracle (pz regret). */
class MoveRegretTest {
    @Test
    @DisplayName("the oracle's own search has regret 0 in every position, a random mover more; the positions are the same for a seed")
    void oracleZeroRandomPositive() {
        Game g = GameRegistry.parse("amazons:size=6");
        MoveRegret m = MoveRegret.build(g, 12, 2, 5, null);
        assertEquals(12, m.size());
        MoveRegret.Result ab = m.measure("alphabeta:depth=2", 1, null);
        assertEquals(0.0, ab.mean(), 1e-9, "alpha-beta to the oracle's depth plays a best move everywhere: " + ab);
        assertEquals(12, ab.best());
        MoveRegret.Result random = m.measure("random", 1, null);
        assertTrue(random.mean() > 0 && random.best() < 12, "a random mover misses best moves: " + random);
        assertTrue(random.mean() <= MoveRegret.CAP);
        MoveRegret again = MoveRegret.build(g, 12, 2, 5, null);
        assertEquals(random.mean(), again.measure("random", 1, null).mean(), 1e-12, "same seed, same positions and scores");
    }

    @Test
    @DisplayName("games without an evaluation, or not two-player, are refused with a message naming them")
    void refusesOtherGames() {
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> MoveRegret.build(GameRegistry.parse("tictactoe"), 4, 2, 1, null));
        assertTrue(e.getMessage().contains("tictactoe"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> MoveRegret.build(GameRegistry.parse("amazons:players=3"), 4, 2, 1, null));
    }
}
