package pz.mcts;

/**
 * Which training target {@link SearchResult#policy()} holds after a full search, so that a training
 * loop can log it with its run (see {@link SearchRecipe#policyTarget()}).
 */
public enum PolicyTarget {
    /** AlphaZero: the root's visit shares. */
    VISITS,
    /**
     * KataGo (Wu 2019, section 3.2): visit shares after forced playouts are subtracted and children left
     * with one visit are pruned ({@link SearchRecipe.Puct#forcedPlayouts()} > 0).
     */
    PRUNED_VISITS,
    /** Gumbel root (Danihelka et al. 2022, section 4): softmax(logits + sigma(completed Q)) over all legal actions. */
    GUMBEL_IMPROVED
}
