package pz.mcts.play;

import java.util.List;

/**
 * One finished self-play game: every applied action (decisions and chance outcomes) and, for each
 * decision, the search's training target. Immutable.
 *
 * @param spec     the canonical game spec
 * @param start    the start position in the game's notation
 * @param actions  every action applied, in order
 * @param steps    one entry per decision, in order
 * @param returns  the final returns per player
 */
public record GameRecord(String spec, String start, int[] actions, List<Step> steps, double[] returns) {

    public GameRecord {
        steps = List.copyOf(steps);
    }

    /**
     * A decision of the game.
     *
     * @param ply    index into {@link GameRecord#actions()} of the action chosen here
     * @param player the seat that decided
     * @param legal  the legal actions, ascending
     * @param policy the search's training target aligned with {@code legal} (visit shares or Gumbel's improved policy)
     * @param value  the search's root value per player
     * @param visits root visits per legal action
     */
    public record Step(int ply, int player, int[] legal, double[] policy, double[] value, int[] visits) {
    }
}
