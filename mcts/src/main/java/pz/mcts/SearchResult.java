package pz.mcts;

/**
 * The outcome of one search at a decision state. Arrays are indexed like {@link #actions()} (the
 * root's legal actions, ascending); the record owns fresh copies.
 *
 * @param action      the action chosen (after temperature or, for Gumbel, sequential halving)
 * @param actions     the root's legal actions
 * @param visits      simulations through each root action (summed over determinizations)
 * @param policy      the training target ({@link SearchRecipe#policyTarget()}): visit shares for PUCT (after policy target
 *                    pruning with forced playouts), the improved policy softmax(logits + sigma(completedQ)) for Gumbel
 * @param value       the root's value per player, in return units
 * @param simulations simulations run by this search (0 when a single legal action made search pointless)
 * @param full        false for a fast search under playout cap randomization ({@link SearchRecipe#playoutCap()}):
 *                    fewer visits, no root noise, and a {@code policy} that must not be a training target
 */
public record SearchResult(int action, int[] actions, int[] visits, double[] policy, double[] value, int simulations,
                           boolean full) {

    /** A full search's result (every search is full without playout cap randomization). */
    public SearchResult(int action, int[] actions, int[] visits, double[] policy, double[] value, int simulations) {
        this(action, actions, visits, policy, value, simulations, true);
    }

    /** The weight of {@link #policy()} as a training target: 1 for a full search, 0 for a fast one. */
    public double policyWeight() {
        return full ? 1 : 0;
    }

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
