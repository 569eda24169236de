package pz.mcts;

import java.util.random.RandomGenerator;

/**
 * The per-search state of a Gumbel root (Danihelka et al., ICLR 2022, sections 3-4): the Gumbel
 * draws, the logits, the top-k considered actions and the sequential-halving visit schedule.
 * Arrays are indexed by the root's legal-action index, never by action id. Fresh Gumbel noise is
 * drawn by every {@link #prepare} call (one per search): reusing a draw across searches is a
 * published bug this class avoids by construction. Owned by one {@link Search}; not thread-safe.
 */
final class GumbelRoot {
    private double[] gumbel = new double[0];
    private double[] logits = new double[0];
    private boolean[] considered = new boolean[0];
    private int[] table = new int[0];
    private int n;

    /**
     * Draws the noise (times {@code noiseScale}: 1 in the paper, 0 for a deterministic search) and
     * picks the top-{@code min(m, n)} actions by {@code g + logits}.
     */
    void prepare(double[] priors, int n, int m, int simulations, double noiseScale, RandomGenerator rng) {
        this.n = n;
        if (gumbel.length < n) {
            gumbel = new double[n];
            logits = new double[n];
            considered = new boolean[n];
        }
        for (int i = 0; i < n; i++) {
            logits[i] = Math.log(Math.max(priors[i], 1e-30));
            double g = Noise.gumbel(rng); // drawn either way: the random stream does not depend on the scale
            gumbel[i] = noiseScale == 0 ? 0 : noiseScale * g;
            considered[i] = false;
        }
        int k = Math.min(m, n);
        for (int r = 0; r < k; r++) {
            int best = -1;
            for (int i = 0; i < n; i++) {
                if (!considered[i] && (best < 0 || gumbel[i] + logits[i] > gumbel[best] + logits[best])) {
                    best = i;
                }
            }
            considered[best] = true;
        }
        table = GumbelMath.consideredVisits(k, simulations);
    }

    /**
     * The root action index for simulation {@code sim}: among considered actions whose visit count
     * (pending descents included) equals the schedule's, the best {@code g + logits + sigma}; if none
     * has that count (possible with determinizations), the least visited considered action.
     */
    int select(int sim, int[] visits, double[] sigma) {
        int target = table[Math.min(sim, table.length - 1)];
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (considered[i] && visits[i] == target && (best < 0 || score(i, sigma) > score(best, sigma))) {
                best = i;
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int i = 0; i < n; i++) {
            if (considered[i] && (best < 0 || visits[i] < visits[best]
                    || visits[i] == visits[best] && score(i, sigma) > score(best, sigma))) {
                best = i;
            }
        }
        return best;
    }

    /** The action to play: the best {@code g + logits + sigma} among the most visited considered actions. */
    int finalAction(int[] visits, double[] sigma) {
        int max = -1;
        for (int i = 0; i < n; i++) {
            if (considered[i]) {
                max = Math.max(max, visits[i]);
            }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (considered[i] && visits[i] == max && (best < 0 || score(i, sigma) > score(best, sigma))) {
                best = i;
            }
        }
        return best;
    }

    /** The improved policy softmax(logits + sigma) over all n root actions. */
    void policy(double[] sigma, double[] out) {
        GumbelMath.improvedPolicy(logits, sigma, n, out);
    }

    private double score(int i, double[] sigma) {
        return gumbel[i] + logits[i] + sigma[i];
    }

    /** The Gumbel draw of root action index {@code i} (for tests). */
    double gumbel(int i) {
        return gumbel[i];
    }

    /** True if root action index {@code i} is among the sampled top-k. */
    boolean isConsidered(int i) {
        return considered[i];
    }
}
