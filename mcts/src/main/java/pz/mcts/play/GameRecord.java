package pz.mcts.play;

import java.util.List;

/**
 * One finished self-play game: every applied action (decisions and chance outcomes) and, for each
 * decision, the search's training target. Immutable.
 *
 * <p>Auxiliary targets need nothing more: a moves-left head's target for a step is derivable as
 * {@link #pliesLeft(Step)} (actions still to come, chance outcomes included) or, counted in
 * decisions, {@code steps().size() - index}; whole turns left need the turn numbers, which a replay
 * of {@link #actions()} from {@link #start()} gives.
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

    /** Actions applied from {@code step}'s decision (included) to the end of the game: a moves-left target. */
    public int pliesLeft(Step step) {
        return actions.length - step.ply();
    }

    /**
     * A decision of the game.
     *
     * @param ply          index into {@link GameRecord#actions()} of the action chosen here
     * @param player       the seat that decided
     * @param legal        the legal actions, ascending
     * @param policy       the search's training target aligned with {@code legal} (see {@link pz.mcts.PolicyTarget})
     * @param value        the search's root value per player
     * @param visits       root visits per legal action (raw: before policy target pruning)
     * @param policyWeight weight of {@code policy} as a training target: 1 for a full search, 0 for a fast
     *                     one under playout cap randomization (the data module's {@code policy_weight});
     *                     the value target is trained from every step
     */
    public record Step(int ply, int player, int[] legal, double[] policy, double[] value, int[] visits, double policyWeight) {

        /** A step of a full search (policy weight 1). */
        public Step(int ply, int player, int[] legal, double[] policy, double[] value, int[] visits) {
            this(ply, player, legal, policy, value, visits, 1.0);
        }

        /** True if the policy is a training target (a full search). */
        public boolean full() {
            return policyWeight > 0;
        }
    }
}
