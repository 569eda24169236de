package pz.mcts;

/** Per-search scratch arrays, sized by the game's action count, reused by every selection (no allocation in the hot loop). Owned by one {@link Search}. */
final class Scratch {
    final int[] visits;
    final int[] visitsPending;
    final double[] q;
    final double[] prior;
    final double[] logits;
    final double[] completed;
    final double[] sigma;
    final double[] policy;
    double raw;

    Scratch(int n) {
        visits = new int[n];
        visitsPending = new int[n];
        q = new double[n];
        prior = new double[n];
        logits = new double[n];
        completed = new double[n];
        sigma = new double[n];
        policy = new double[n];
    }

    /**
     * Fills {@link #visits}, {@link #visitsPending}, {@link #q} (normalized, for {@code searcher}),
     * {@link #prior} and {@link #raw} with the root's statistics summed over the {@code numTrees}
     * determinization trees; returns the number of root actions.
     */
    int fillRoot(Node[] roots, int numTrees, int searcher, double[] rootPrior, Search search, boolean withPending) {
        int n = roots[0].actions.length;
        for (int i = 0; i < n; i++) {
            int v = 0, pend = 0;
            double sum = 0;
            for (int t = 0; t < numTrees; t++) {
                Node c = roots[t].children[i];
                if (c != null) {
                    v += c.visits;
                    pend += c.pending;
                    sum += c.valueSum[searcher];
                }
            }
            visits[i] = v;
            visitsPending[i] = withPending ? v + pend : v;
            q[i] = v > 0 ? search.norm(sum / v) : 0;
            prior[i] = rootPrior[i];
        }
        double r = 0;
        for (int t = 0; t < numTrees; t++) {
            r += search.norm(roots[t].eval[searcher]);
        }
        raw = r / numTrees;
        return n;
    }

    /** Gumbel: {@link #completed} Q (v_mix for unvisited actions) and {@link #sigma} of it, from the filled statistics. */
    void sigma(int n, SearchRecipe config) {
        double vmix = GumbelMath.mixedValue(raw, q, visits, prior, n);
        GumbelMath.completedQ(q, visits, vmix, n, completed);
        GumbelMath.sigma(completed, visits, n, config.gumbelRoot().cVisit(), config.gumbelRoot().cScale(), sigma);
    }
}
