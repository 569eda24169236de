package pz.engine.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import pz.engine.Game;
import pz.engine.State;

/**
 * The check every game with a convolutional policy layout ({@link Game#policyPlanes()}, {@link Game#policyCell(int, int)})
 * runs: on random games, at every decision, each legal action falls inside the planes and on a cell of its own, so that
 * a convolutional policy head reads every legal action at a distinct logit. What a cell means is the game's own
 * knowledge: its test decodes the plane and cell back to the action ({@link Placed}), with fixed tables of its own.
 *
 * <p>Use from a game's tests:
 * <pre>{@code
 * int checked = PolicyLayoutCheck.legalActionsOnDistinctCells(game, 30, seed,
 *         p -> assertEquals(p.action(), decode(p.plane(), p.cell()), p.where()));
 * assertTrue(checked > 2000);
 * }</pre>
 */
public final class PolicyLayoutCheck {
    private PolicyLayoutCheck() {
    }

    /**
     * One legal action and where the layout puts it.
     *
     * @param state  the position (the caller must not change it)
     * @param action the legal action
     * @param player the player to move
     * @param plane  its plane, {@code policyCell / (height * width)} of the observation grid
     * @param cell   its cell in the plane, row-major over the observation grid
     * @param where  the spec, the action, its plane and cell and the player, for messages
     */
    public record Placed(State state, int action, int player, int plane, int cell, String where) {
    }

    /**
     * Plays {@code games} random games of {@code game} (uniform over the legal actions, chance outcomes included) and,
     * at every decision, asserts that each legal action's cell is in range and that no two share one, then hands each
     * to {@code meaning}, the game's own check of what the cell means.
     *
     * @return the number of legal actions checked, for the caller to assert that its random games saw enough
     */
    public static int legalActionsOnDistinctCells(Game game, int games, long seed, Consumer<Placed> meaning) {
        int cells = game.observationShape()[1] * game.observationShape()[2];
        int planes = game.policyPlanes();
        assertTrue(planes > 0, game.spec() + " has no policy planes");
        SplittableRandom rnd = new SplittableRandom(seed);
        int[] legal = new int[game.numActions()];
        Set<Integer> seen = new HashSet<>();
        int checked = 0;
        for (int play = 0; play < games; play++) {
            State s = game.newInitialState();
            while (!s.isTerminal()) {
                int k = s.legalActions(legal);
                int mover = s.currentPlayer();
                if (mover >= 0) {
                    seen.clear();
                    for (int i = 0; i < k; i++) {
                        int a = legal[i];
                        int c = game.policyCell(a, mover);
                        assertTrue(c >= 0 && c < planes * cells, game.spec() + ": " + s.actionToString(a) + " -> " + c
                                + ", outside the " + planes + " planes of " + cells + " cells");
                        assertTrue(seen.add(c), game.spec() + ": two legal actions on cell " + c + " in " + s.position());
                        String where = game.spec() + ": " + s.actionToString(a) + " on plane " + c / cells + " cell " + c % cells
                                + " for player " + mover;
                        meaning.accept(new Placed(s, a, mover, c / cells, c % cells, where));
                        checked++;
                    }
                }
                s.apply(legal[rnd.nextInt(k)]);
            }
        }
        return checked;
    }
}
