package pz.mcts;

import java.util.Arrays;

/**
 * MCTS-Solver (Winands, Björnsson and Saito, "Monte-Carlo Tree Search Solver", CG 2008) over value
 * vectors: proves nodes bottom-up into {@link Node#proven} and reads the root's proven children when
 * the search picks its move ({@link SearchRecipe.Puct#solver()}). A decision node is proven when one child
 * gives the player to move the game's best return, or when every child is proven (the best of them for
 * that player); a chance node when every outcome is proven (their expectation). Owned by one
 * {@link Search}; stateless apart from the game's return bounds.
 */
final class Solver {
    private static final double EPS = 1e-9;
    private final double maxReturn;
    private final double minReturn;
    private final int numPlayers;

    Solver(double maxReturn, double minReturn, int numPlayers) {
        this.maxReturn = maxReturn;
        this.minReturn = minReturn;
        this.numPlayers = numPlayers;
    }

    /** Proves {@code n} and its ancestors, from the bottom, as far as their children allow. */
    void prove(Node n) {
        for (; n != null && n.proven == null; n = n.parent) {
            double[] v = provenValue(n);
            if (v == null) {
                return;
            }
            n.proven = v;
        }
    }

    /** The exact value of {@code n} from its proven children, or null when they do not prove it. */
    private double[] provenValue(Node n) {
        if (n.status != Node.EXPANDED || n.children == null) {
            return null;
        }
        if (n.isChance()) {
            double[] v = new double[numPlayers];
            double mass = 0;
            for (int i = 0; i < n.children.length; i++) {
                Node c = n.children[i];
                if (c == null || c.proven == null) {
                    return null;
                }
                mass += n.probs[i];
                for (int p = 0; p < numPlayers; p++) {
                    v[p] += n.probs[i] * c.proven[p];
                }
            }
            for (int p = 0; p < numPlayers; p++) {
                v[p] /= mass;
            }
            return v;
        }
        int p = n.player;
        double[] best = null;
        boolean all = true;
        for (Node c : n.children) {
            if (c == null || c.proven == null) {
                all = false;
            } else if (c.proven[p] >= maxReturn - EPS) {
                return c.proven;
            } else if (best == null || c.proven[p] > best[p]) {
                best = c.proven;
            }
        }
        return all ? best : null;
    }

    /**
     * Among the first {@code n} children of {@code root}, the one proven to give {@code searcher} the
     * game's best return (the most visited of them), or -1.
     */
    int win(Node root, int n, int searcher) {
        int best = -1;
        for (int i = 0; i < n; i++) {
            Node c = root.children[i];
            if (c != null && c.proven != null && c.proven[searcher] >= maxReturn - EPS
                    && (best < 0 || c.visits > root.children[best].visits)) {
                best = i;
            }
        }
        return best;
    }

    /**
     * The root's visits with the children proven to give {@code searcher} the game's worst return left
     * out (zero visits, and no policy mass: {@code policy} is renormalized), or null when there are none
     * or every child is one.
     */
    int[] dropLosses(Node root, int n, int searcher, int[] visits, double[] policy) {
        int[] kept = Arrays.copyOf(visits, n);
        int lost = 0;
        long keptVisits = 0;
        double mass = 0;
        for (int i = 0; i < n; i++) {
            if (lost(root.children[i], searcher)) {
                kept[i] = 0;
                lost++;
            } else {
                keptVisits += kept[i];
                mass += policy[i];
            }
        }
        if (lost == 0 || lost == n) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            boolean out = lost(root.children[i], searcher);
            policy[i] = out || mass <= 0 ? 0 : policy[i] / mass;
            if (keptVisits == 0 && !out) {
                kept[i] = 1; // every visit went to lost moves: the others are equal candidates
            }
        }
        return kept;
    }

    /** Whether {@code c} is proven to give {@code searcher} the game's worst return. */
    private boolean lost(Node c, int searcher) {
        return c != null && c.proven != null && c.proven[searcher] <= minReturn + EPS;
    }
}
