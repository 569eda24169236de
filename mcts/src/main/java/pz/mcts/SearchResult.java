package pz.mcts;

/**
 * The outcome of one search at a decision state. Arrays are indexed like {@link #actions()} (the
 * root's legal actions, ascending); the record owns fresh copies.
 *
 * @param action      the action chosen (after temperature or, for Gumbel, sequential halving)
 * @param actions     the root's legal actions
 * @param visits      simulations through each root action (summed over determinizations)
 * @param policy      the training target: visit shares for PUCT, the improved policy softmax(logits + sigma(completedQ)) for Gumbel
 * @param value       the root's value per player, in return units
 * @param simulations simulations run by this search (0 when a single legal action made search pointless)
 */
public record SearchResult(int action, int[] actions, int[] visits, double[] policy, double[] value, int simulations) {

    /** The policy target's entry for action id {@code a} (0 if not legal). */
    public double policyOf(int a) {
        for (int i = 0; i < actions.length; i++) {
            if (actions[i] == a) {
                return policy[i];
            }
        }
        return 0;
    }
}
