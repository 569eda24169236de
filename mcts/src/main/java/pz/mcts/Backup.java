package pz.mcts;

import java.util.Arrays;

/**
 * The backup of a search: adds one visit of a value vector at a leaf and propagates it to the
 * root. A decision node's value sum is its own evaluation plus its children's sums, so it adds the
 * change of its child's sum; a chance node recomputes its value as
 * {@code sum_o p(o) V(o) / sum_{visited o} p(o)} and passes the change of {@code N * V} upward, so
 * outcomes count by their probabilities, not by how often they were sampled. Owned by one
 * {@link Search}; its scratch vectors make it allocation-free and not thread-safe.
 */
final class Backup {
    private final int numPlayers;
    private final double[] delta;
    private final double[] chanceSum;

    Backup(int numPlayers) {
        this.numPlayers = numPlayers;
        this.delta = new double[numPlayers];
        this.chanceSum = new double[numPlayers];
    }

    /** Adds one visit of value {@code v} at {@code leaf} and propagates the change of value sums to the root. */
    void add(Node leaf, double[] v) {
        leaf.visits++;
        for (int p = 0; p < numPlayers; p++) {
            leaf.valueSum[p] += v[p];
            delta[p] = v[p];
        }
        for (Node n = leaf.parent; n != null; n = n.parent) {
            n.visits++;
            if (n.isChance()) {
                Arrays.fill(chanceSum, 0);
                double mass = 0;
                for (int i = 0; i < n.children.length; i++) {
                    Node c = n.children[i];
                    if (c != null && c.visits > 0) {
                        mass += n.probs[i];
                        for (int p = 0; p < numPlayers; p++) {
                            chanceSum[p] += n.probs[i] * c.valueSum[p] / c.visits;
                        }
                    }
                }
                for (int p = 0; p < numPlayers; p++) {
                    double s = n.visits * chanceSum[p] / mass;
                    delta[p] = s - n.valueSum[p];
                    n.valueSum[p] = s;
                }
            } else {
                for (int p = 0; p < numPlayers; p++) {
                    n.valueSum[p] += delta[p];
                }
            }
        }
    }
}
