package pz.mcts;

import java.util.random.RandomGenerator;

/**
 * Child selection rules at decision nodes, and the temperature rule for the move. Stateless.
 *
 * <ul>
 *   <li>PUCT (AlphaZero): {@code argmax Q(a) + cPuct * P(a) * sqrt(N) / (1 + N(a))}, Q on the [0, 1]
 *       scale for the player to move; an unvisited child gets first-play urgency
 *       {@code Q(parent) - fpuReduction * sqrt(visited prior mass)} (as in Leela Chess Zero);
 *       every pending descent through a child counts as {@code virtualLoss} lost visits.</li>
 *   <li>Gumbel interior (Danihelka et al. 2022, section 5): {@code argmax pi'(a) - N(a) / (1 + sum N)},
 *       pi' the improved policy of the node.</li>
 * </ul>
 */
final class Selection {
    private Selection() {
    }

    static int puct(Search s, Node node, double[] rootPriors, SearchRecipe c) {
        return puct(s, node, rootPriors, c, 0);
    }

    /**
     * PUCT; at the root ({@code rootPriors} given) with {@code forcedK > 0}, a visited child below its
     * forced-playout count ({@link ForcedPlayouts}) is chosen first, the largest deficit first.
     */
    static int puct(Search s, Node node, double[] rootPriors, SearchRecipe c, double forcedK) {
        int p = node.player;
        int vl = c.tree().virtualLoss();
        Node[] children = node.children;
        int n = children.length;
        double visitedMass = 0;
        long childVisits = 0;
        for (int i = 0; i < n; i++) {
            Node ch = children[i];
            if (ch != null && ch.visits + ch.pending > 0) {
                visitedMass += rootPriors != null ? rootPriors[i] : node.priors[i];
                childVisits += ch.visits + ch.pending;
            }
        }
        if (forcedK > 0 && rootPriors != null) {
            int forced = -1;
            double deficit = 0;
            for (int i = 0; i < n; i++) {
                Node ch = children[i];
                int visits = ch == null ? 0 : ch.visits + ch.pending;
                double d = visits > 0 ? ForcedPlayouts.nForced(forcedK, rootPriors[i], childVisits) - visits : 0;
                if (d > deficit) {
                    deficit = d;
                    forced = i;
                }
            }
            if (forced >= 0) {
                return forced;
            }
        }
        double parentQ = node.visits > 0 ? s.norm(node.valueSum[p] / node.visits) : 0.5;
        double fpu = parentQ - c.puct().fpuReduction() * Math.sqrt(visitedMass);
        double sqrtN = Math.sqrt(Math.max(1, node.visits + node.pending * vl));
        double cPuct = c.puct().cPuct();
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Node ch = children[i];
            int visits = ch == null ? 0 : ch.visits;
            int virtual = ch == null ? 0 : ch.pending * vl;
            double q;
            if (ch != null && ch.proven != null) {
                // MCTS-Solver: the exact value; a child proven worst for the player to move is never chosen
                // while another is not (if every child were, this node would be proven and not searched)
                q = s.norm(ch.proven[p]);
                if (q <= 1e-9) {
                    continue;
                }
            } else if (visits + virtual == 0) {
                q = fpu;
            } else {
                q = visits == 0 ? 0 : s.norm(ch.valueSum[p] / visits) * visits / (visits + virtual);
            }
            double prior = rootPriors != null ? rootPriors[i] : node.priors[i];
            double score = q + cPuct * prior * sqrtN / (1 + visits + virtual);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    /** At a chance node: the outcome with the largest visit deficit {@code p(o) * (N + 1) - N(o)} (pending descents count). */
    static int chance(Node node) {
        double total = node.visits + node.pending + 1;
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.actions.length; i++) {
            Node c = node.children[i];
            int n = c == null ? 0 : c.visits + c.pending;
            double score = node.probs[i] * total - n;
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    static int gumbelInterior(Search s, Node node, Scratch sc, SearchRecipe c) {
        int p = node.player;
        int n = node.actions.length;
        int vl = Math.max(1, c.tree().virtualLoss());
        long total = 0;
        for (int i = 0; i < n; i++) {
            Node ch = node.children[i];
            int visits = ch == null ? 0 : ch.visits;
            sc.visits[i] = visits;
            sc.visitsPending[i] = visits + (ch == null ? 0 : ch.pending * vl);
            total += sc.visitsPending[i];
            sc.q[i] = visits > 0 ? s.norm(ch.valueSum[p] / visits) : 0;
            sc.prior[i] = node.priors[i];
            sc.logits[i] = Math.log(Math.max(node.priors[i], 1e-30));
        }
        double vmix = GumbelMath.mixedValue(s.norm(node.eval[p]), sc.q, sc.visits, sc.prior, n);
        GumbelMath.completedQ(sc.q, sc.visits, vmix, n, sc.completed);
        GumbelMath.sigma(sc.completed, sc.visits, n, c.gumbelRoot().cVisit(), c.gumbelRoot().cScale(), sc.sigma);
        GumbelMath.improvedPolicy(sc.logits, sc.sigma, n, sc.policy);
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double score = sc.policy[i] - sc.visitsPending[i] / (1.0 + total);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }

    /**
     * The move: with temperature 0 the most visited index (ties to the higher Q), otherwise an index
     * drawn with probability proportional to {@code visits^(1/t)}.
     */
    static int byTemperature(int[] visits, double[] q, double t, RandomGenerator rng) {
        int n = visits.length;
        if (t < 1e-3) {
            // Most visits, then best value; exact ties are broken at random (reservoir sampling with the
            // agent's seeded stream): with the lowest id instead, two deterministic agents replay the same
            // few games and a match's statistics count copies of one game as independent evidence.
            int best = 0;
            int ties = 1;
            for (int i = 1; i < n; i++) {
                if (visits[i] > visits[best] || visits[i] == visits[best] && q[i] > q[best]) {
                    best = i;
                    ties = 1;
                } else if (visits[i] == visits[best] && q[i] == q[best] && rng.nextInt(++ties) == 0) {
                    best = i;
                }
            }
            return best;
        }
        double sum = 0;
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = Math.pow(visits[i], 1 / t);
            sum += w[i];
        }
        if (sum <= 0) {
            return rng.nextInt(n);
        }
        double r = rng.nextDouble() * sum;
        for (int i = 0; i < n; i++) {
            r -= w[i];
            if (r < 0) {
                return i;
            }
        }
        return n - 1;
    }
}
