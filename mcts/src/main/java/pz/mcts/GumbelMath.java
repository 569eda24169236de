package pz.mcts;

/**
 * The formulas of Gumbel search (Danihelka, Guez, Schrittwieser and Silver, "Policy improvement by
 * planning with Gumbel", ICLR 2022), as pure functions over arrays indexed by the node's legal
 * actions (index {@code i} is the i-th legal action, never the action id). Values {@code q} are on
 * the normalized [0, 1] scale of {@link SearchRecipe}.
 *
 * <ul>
 *   <li>{@link #mixedValue}: v_mix, Appendix D eq. (33): the value of unvisited actions.</li>
 *   <li>{@link #completedQ}: q(a) if N(a) > 0, else v_mix.</li>
 *   <li>{@link #sigma}: sigma(q) = (c_visit + max_b N(b)) * c_scale * q, eq. (8).</li>
 *   <li>{@link #improvedPolicy}: pi' = softmax(logits + sigma(completedQ)), eq. (11).</li>
 *   <li>{@link #consideredVisits}: sequential halving's visit schedule, section 4 (as in DeepMind's mctx).</li>
 * </ul>
 * Stateless and thread-safe.
 */
public final class GumbelMath {
    private GumbelMath() {
    }

    /**
     * v_mix = (v + (sum_b N(b)) / (sum_{b: N(b)>0} pi(b)) * sum_{a: N(a)>0} pi(a) q(a)) / (1 + sum_b N(b)).
     *
     * @param rawValue the evaluator's value of the node (normalized)
     * @param prior    pi, the prior over the n actions
     */
    public static double mixedValue(double rawValue, double[] q, int[] visits, double[] prior, int n) {
        int total = 0;
        double mass = 0, weighted = 0;
        for (int i = 0; i < n; i++) {
            total += visits[i];
            if (visits[i] > 0) {
                mass += prior[i];
                weighted += prior[i] * q[i];
            }
        }
        if (total == 0 || mass <= 0) {
            return rawValue;
        }
        return (rawValue + total * weighted / mass) / (1 + total);
    }

    /** Writes q(a) for visited actions and {@code vmix} for the others into {@code out}. */
    public static void completedQ(double[] q, int[] visits, double vmix, int n, double[] out) {
        for (int i = 0; i < n; i++) {
            out[i] = visits[i] > 0 ? q[i] : vmix;
        }
    }

    /** sigma: {@code out[i] = (cVisit + max N) * cScale * completedQ[i]}. */
    public static void sigma(double[] completedQ, int[] visits, int n, double cVisit, double cScale, double[] out) {
        int max = 0;
        for (int i = 0; i < n; i++) {
            max = Math.max(max, visits[i]);
        }
        double scale = (cVisit + max) * cScale;
        for (int i = 0; i < n; i++) {
            out[i] = scale * completedQ[i];
        }
    }

    /** softmax(logits + sigmaQ) into {@code out}. */
    public static void improvedPolicy(double[] logits, double[] sigmaQ, int n, double[] out) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            out[i] = logits[i] + sigmaQ[i];
            max = Math.max(max, out[i]);
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            out[i] = Math.exp(out[i] - max);
            sum += out[i];
        }
        for (int i = 0; i < n; i++) {
            out[i] /= sum;
        }
    }

    /**
     * The visit count that sequential halving asks for at each simulation: {@code m} considered
     * actions, {@code ceil(log2 m)} phases, each giving every remaining action
     * {@code max(1, floor(n / (ceil(log2 m) * remaining)))} visits, then halving (at least 2 remain).
     * At simulation {@code j} the root visits, among the considered actions with exactly
     * {@code result[j]} visits, the one with the best {@code g + logits + sigma(q)}.
     */
    public static int[] consideredVisits(int m, int simulations) {
        int[] seq = new int[simulations];
        if (m <= 1) {
            for (int j = 0; j < simulations; j++) {
                seq[j] = j;
            }
            return seq;
        }
        int log2m = (int) Math.ceil(Math.log(m) / Math.log(2) - 1e-12);
        int[] visits = new int[m];
        int considered = m;
        int len = 0;
        while (len < simulations) {
            int extra = Math.max(1, simulations / (log2m * considered));
            for (int r = 0; r < extra; r++) {
                for (int i = 0; i < considered && len < simulations; i++) {
                    seq[len++] = visits[i];
                }
                for (int i = 0; i < considered; i++) {
                    visits[i]++;
                }
            }
            considered = Math.max(2, considered / 2);
        }
        return seq;
    }
}
