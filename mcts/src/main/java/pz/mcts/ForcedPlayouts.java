package pz.mcts;

/**
 * Forced playouts and policy target pruning at a PUCT root (Wu, "Accelerating Self-Play Learning in
 * Go", 2019, section 3.2). During a full search, a root child c that has been visited at least once
 * but fewer than {@code n_forced(c) = sqrt(k * P(c) * sum_c' N(c'))} times is chosen before any PUCT
 * comparison (P the root prior with noise), so that noise-boosted moves get enough visits for their
 * value to be seen. Those visits would teach the policy to like moves that PUCT did not want, so
 * the training target subtracts them afterwards: {@link #prune}. The move itself is still chosen by
 * the raw visits. Stateless.
 *
 * <p>Our readings: "visited at least once" as in the paper and KataGo's code (an unvisited child is
 * never forced: otherwise every legal move would be forced once at the first simulations); a pending
 * descent counts as a visit while the search runs, so a batch does not force a child twice for one
 * deficit; Q is the [0, 1]-normalized value of {@link Selection}.
 */
final class ForcedPlayouts {
    private ForcedPlayouts() {
    }

    /** {@code n_forced = sqrt(k * prior * totalChildVisits)}. */
    static double nForced(double k, double prior, double totalChildVisits) {
        return Math.sqrt(k * prior * totalChildVisits);
    }

    /**
     * The pruned visit counts behind the policy target. {@code c*} is the most visited child (ties:
     * higher q). Every other visited child c loses up to {@code n_forced(c)} visits, but only as far as
     * its PUCT value {@code q(c) + cPuct * prior(c) * sqrtN / (1 + n)} stays at most the best's
     * {@code PUCT(c*)}; a child left with one visit or fewer is pruned to 0. {@code c*} keeps its visits.
     *
     * @param visits raw root visits per child, {@code n} of them
     * @param q      normalized mean value per child for the searcher (ignored where visits are 0)
     * @param prior  the root prior (with noise) the search used
     * @param sqrtN  the square root of the parent visit count used in PUCT's exploration term
     * @param out    receives the pruned counts (first {@code n} entries)
     */
    static void prune(int[] visits, double[] q, double[] prior, int n, double sqrtN, double cPuct, double k, int[] out) {
        int best = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += visits[i];
            if (visits[i] > visits[best] || visits[i] == visits[best] && q[i] > q[best]) {
                best = i;
            }
        }
        double bestPuct = q[best] + cPuct * prior[best] * sqrtN / (1 + visits[best]);
        for (int i = 0; i < n; i++) {
            int v = visits[i];
            if (i == best || v == 0) {
                out[i] = v;
                continue;
            }
            double gap = bestPuct - q[i];
            // the smallest count that keeps PUCT(c) <= PUCT(c*); none when c already beats c* at any count
            double wanted = gap > 0 ? cPuct * prior[i] * sqrtN / gap - 1 : Double.POSITIVE_INFINITY;
            double reduced = Math.max(v - nForced(k, prior[i], total), wanted);
            int kept = reduced >= v ? v : (int) Math.ceil(reduced - 1e-9);
            out[i] = kept <= 1 ? 0 : kept;
        }
    }
}
