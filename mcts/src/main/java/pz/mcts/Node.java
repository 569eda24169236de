package pz.mcts;

/**
 * One node of a search tree: the statistics of the state reached by a path of actions from the
 * root. Owned by one {@link Search}; not thread-safe.
 *
 * <p>States of a node: {@link #UNEVALUATED} (created, never reached or not yet known),
 * {@link #EVALUATING} (its position waits in an evaluator batch), {@link #EXPANDED} (actions and
 * priors known, or a chance node with its outcomes, or a terminal state with its returns).
 *
 * <p>Statistics: {@link #visits} and {@link #valueSum}, one entry per player, so that the node's
 * value for player {@code p} is {@code valueSum[p] / visits}. A decision node's sum is its own
 * evaluation plus its children's sums; a chance node's value is the probability-weighted mean of its
 * visited outcomes' values (see {@link Search} for the backup).
 */
final class Node {
    static final byte UNEVALUATED = 0;
    static final byte EVALUATING = 1;
    static final byte EXPANDED = 2;

    byte status;
    /** The seat to decide, {@link pz.engine.State#CHANCE} or {@link pz.engine.State#TERMINAL}; valid once expanded. */
    int player;
    Node parent;
    /** Index of this node among its parent's children. */
    int indexInParent;
    /** Legal actions (decision) or outcomes (chance), ascending. */
    int[] actions;
    /** Decision nodes: prior per action, as the evaluator gave it (root noise is applied by the search, not here). */
    float[] priors;
    /** Chance nodes: probability per outcome. */
    double[] probs;
    Node[] children;
    /** Decision nodes: the evaluator's value vector; terminal nodes: the returns. */
    double[] eval;
    /**
     * MCTS-Solver ({@link SearchRecipe.Puct#solver()}): the exact value vector of this node's subtree once it
     * is proven (a terminal state, a decisive win, or minimax over proven children), else null.
     */
    double[] proven;
    int visits;
    /** Descents through this node whose leaf is waiting for the evaluator. */
    int pending;
    final double[] valueSum;

    Node(Node parent, int indexInParent, int numPlayers) {
        this.parent = parent;
        this.indexInParent = indexInParent;
        this.valueSum = new double[numPlayers];
    }

    boolean isChance() {
        return player == pz.engine.State.CHANCE;
    }

    boolean isTerminal() {
        return player == pz.engine.State.TERMINAL;
    }

    /** Mean value for {@code p} (0 when never visited). */
    double value(int p) {
        return visits == 0 ? 0 : valueSum[p] / visits;
    }

    Node child(int i) {
        Node c = children[i];
        if (c == null) {
            c = new Node(this, i, valueSum.length);
            children[i] = c;
        }
        return c;
    }

    /** Index of {@code action} among {@link #actions}, or -1. */
    int indexOf(int action) {
        if (actions == null) {
            return -1;
        }
        int i = java.util.Arrays.binarySearch(actions, action);
        return i >= 0 ? i : -1;
    }
}
