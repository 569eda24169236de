package pz.mcts;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Phase 4 of a {@link Search}: the move, policy target and value read from finished roots. Gumbel:
 * the paper's final action and {@code softmax(logits + sigma(completedQ))} target; PUCT: visit
 * counts (pruned by forced playouts in a full search), a move by temperature, and with MCTS-Solver
 * a proven win played as the whole target and proven losses dropped. Owned by one search.
 */
final class RootResult {
    private final Search search;
    private final SearchRecipe config;
    private final Scratch scratch;
    private final GumbelRoot gumbel;
    /** MCTS-Solver proofs, or null when the search does not prove. */
    private final Solver proofs;

    RootResult(Search search, Scratch scratch, GumbelRoot gumbel, Solver proofs) {
        this.search = search;
        this.config = search.config();
        this.scratch = scratch;
        this.gumbel = gumbel;
        this.proofs = proofs;
    }

    /** The answer when {@code action} is the only legal one: policy 1, value unknown (zeros), no simulation. */
    static SearchResult forced(int action, int numPlayers) {
        return new SearchResult(action, new int[] {action}, new int[] {0}, new double[] {1}, new double[numPlayers], 0, true);
    }

    /**
     * The result of roots searched for {@code searcher}, whose turn is {@code rootTurn} (temperature),
     * by a {@code full} or fast search of {@code simulations}.
     */
    SearchResult compute(RootSet roots, int searcher, int rootTurn, boolean full, int simulations, RandomGenerator rng) {
        Node[] nodes = roots.nodes;
        int n = scratch.fillRoot(nodes, roots.count, searcher, roots.priors[0], search, false);
        int[] visits = Arrays.copyOf(scratch.visits, n);
        double[] policy = new double[n];
        int chosen;
        if (config.gumbelRoot().on()) {
            scratch.sigma(n, config);
            gumbel.policy(scratch.sigma, policy);
            chosen = gumbel.finalAction(visits, scratch.sigma);
        } else {
            visitPolicy(roots, visits, n, full, policy);
            double temp = rootTurn < config.noise().temperatureTurns() ? config.noise().temperature() : 0;
            int won = proofs != null ? proofs.win(nodes[0], n, searcher) : -1;
            if (won >= 0) {
                // MCTS-Solver: a proven win is played, and is the whole policy target
                Arrays.fill(policy, 0);
                policy[won] = 1;
                chosen = won;
            } else {
                int[] kept = proofs != null ? proofs.dropLosses(nodes[0], n, searcher, visits, policy) : null;
                chosen = Selection.byTemperature(kept != null ? kept : visits, scratch.q, temp, rng);
            }
        }
        return new SearchResult(nodes[0].actions[chosen], Arrays.copyOf(nodes[0].actions, n), visits, policy, roots.value(),
                simulations, full);
    }

    /** PUCT's target: the visit shares, after forced-playout pruning in a full search (KataGo §3.2). */
    private void visitPolicy(RootSet roots, int[] visits, int n, boolean full, double[] policy) {
        int[] target = visits;
        if (full && config.puct().forcedPlayouts() > 0) {
            target = new int[n];
            ForcedPlayouts.prune(visits, scratch.q, roots.priors[0], n, Math.sqrt(Math.max(1, roots.visits())), config.puct().cPuct(),
                    config.puct().forcedPlayouts(), target);
        }
        long total = 0;
        for (int v : target) {
            total += v;
        }
        for (int i = 0; i < n; i++) {
            policy[i] = total == 0 ? 1.0 / n : target[i] / (double) total;
        }
    }
}
