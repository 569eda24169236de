package pz.mcts;

import java.util.Map;
import java.util.Objects;

/**
 * How a tree is searched: every tunable of {@link Search}, in small groups, validated on construction.
 * The one description of a search that agent specs ({@code mcts:visits=800,...}), model files (the
 * recipe a model is meant to be searched with), training runs and the benchmarks share. Immutable and
 * thread-safe.
 *
 * <p>Written as text it is an agent spec without a model: {@link #parse} reads
 * {@code mcts:decisive=1,visits=1200} (options on top of a base recipe, {@link RecipeOptions} lists them)
 * and {@link #toString()} prints the canonical form, the options that differ from the kind's
 * defaults, sorted; {@code parse(r.toString()).equals(r)} for every recipe.
 *
 * <p>Values (Q) are compared on a normalized scale: a player's return mapped from the game's
 * {@code [minReturn, maxReturn]} to {@code [0, 1]}, so that {@code cPuct}, the FPU reduction and the
 * Gumbel sigma transform mean the same thing in every game.
 *
 * @param visits     simulations per search below the root (the root's own evaluation is extra); >= 1
 * @param puct       PUCT selection, forced playouts and the solver
 * @param gumbelRoot the Gumbel root (off: PUCT at the root)
 * @param leaves     how a leaf is valued beyond the evaluator: heuristic, rollouts, decisive moves, contempt
 * @param noise      root noise, move temperature and prior temperature
 * @param cap        playout cap randomization
 * @param tree       batching, tree reuse, the evaluation cache and determinizations
 */
public record SearchRecipe(int visits, Puct puct, Gumbel gumbelRoot, LeafValues leaves, Noise noise, PlayoutCap cap,
                           Tree tree) {

    public SearchRecipe {
        Objects.requireNonNull(puct, "puct");
        Objects.requireNonNull(gumbelRoot, "gumbelRoot");
        Objects.requireNonNull(leaves, "leaves");
        Objects.requireNonNull(noise, "noise");
        Objects.requireNonNull(cap, "cap");
        Objects.requireNonNull(tree, "tree");
        check(visits >= 1 && visits <= 100_000_000, "visits must be in 1..100000000, got " + visits);
        check(cap.fastVisits() <= visits, "fastVisits must be in 0..visits (" + visits + "), got " + cap.fastVisits());
        check(!puct.solver() || !gumbelRoot.on(), "the solver is for PUCT searches: it must be off with gumbel");
        check(puct.forcedPlayouts() == 0 || !gumbelRoot.on(),
                "forcedPlayouts is for the PUCT root: it must be 0 with gumbel, got " + puct.forcedPlayouts());
    }

    /**
     * PUCT selection.
     *
     * @param cPuct          exploration weight on prior * sqrt(N parent) / (1 + N child); AlphaZero ~1.25-2.5 on a [0,1] Q scale
     * @param fpuReduction   first-play urgency: an unvisited child's Q is the parent's Q minus this times sqrt(visited prior mass); 0..1
     * @param forcedPlayouts forced playouts and policy target pruning (Wu 2019, section 3.2): k in n_forced = sqrt(k * P * sum N)
     *                       at the PUCT root; 0 = off, KataGo: 2; not with the Gumbel root
     * @param solver         MCTS-Solver (Winands, Bjornsson and Saito 2008): exact values of terminal states (and of
     *                       decisive-move leaves) propagate up the tree by minimax (max for the player to move, the
     *                       expectation at chance nodes); a proven child's exact value replaces its mean, a child proven
     *                       worst for the player to move is never selected while another is not, a proven win is played
     *                       at once and a search whose root is proven stops early. PUCT only; ignored in games of hidden
     *                       information (their trees hold sampled states)
     */
    public record Puct(double cPuct, double fpuReduction, double forcedPlayouts, boolean solver) {
        public Puct {
            check(cPuct > 0 && cPuct <= 100, "cPuct must be in (0, 100], got " + cPuct);
            check(fpuReduction >= 0 && fpuReduction <= 1, "fpuReduction must be in [0, 1], got " + fpuReduction);
            check(forcedPlayouts >= 0 && forcedPlayouts <= 100, "forcedPlayouts must be in [0, 100], got " + forcedPlayouts);
        }
    }

    /**
     * The Gumbel root (Danihelka et al. 2022): sequential halving over Gumbel-top-k actions instead of PUCT at the root.
     *
     * @param on       use it
     * @param actions  actions sampled at the root (m in the paper); 1..1024, paper: 16
     * @param cVisit   sigma transform: (cVisit + max N) * cScale * q; paper: 50
     * @param cScale   sigma transform scale; paper: 1.0
     * @param interior below the root, select deterministically by the improved policy (paper, section 5) instead of PUCT
     */
    public record Gumbel(boolean on, int actions, double cVisit, double cScale, boolean interior) {
        public Gumbel {
            check(actions >= 1 && actions <= 1024, "gumbelActions must be in 1..1024, got " + actions);
            check(cVisit >= 0 && cVisit <= 1e6, "gumbelCVisit must be in [0, 1e6], got " + cVisit);
            check(cScale > 0 && cScale <= 1e3, "gumbelCScale must be in (0, 1000], got " + cScale);
        }
    }

    /**
     * How an evaluated leaf is valued beyond the evaluator.
     *
     * @param heuristicWeight weight of the game's heuristic ({@link LeafHeuristic}) in the value of an evaluated leaf:
     *                        {@code (1 - w) * evaluator + w * heuristic}, 0..1; 0 = off (the evaluator alone). A leaf
     *                        mix as AlphaGo's value network and rollouts (Silver et al. 2016, lambda = 0.5), to give a
     *                        search (and the self-play that trains a network) the game's material sense before the network has it
     * @param heuristicDepth  decisions the heuristic looks ahead by alpha-beta before evaluating (0: the evaluation of
     *                        the leaf itself; two-player zero-sum games only above 0), 0..8; an MCTS-minimax hybrid
     *                        (Baier and Winands 2015) that sees short tactics at every leaf
     * @param rollouts        0: the mixed-in heuristic is the game's evaluation; above 0: it is the mean of this many
     *                        random rollouts from the leaf ({@link RolloutHeuristic}), for any game; 0..10,000, not with
     *                        {@code heuristicDepth}
     * @param rolloutDepth    with {@code rollouts}: 0 plays each rollout to the end; above 0 cuts it after this many
     *                        actions and values it by the game's evaluation (Lorentz 2008, for Amazons); 0..10,000
     * @param decisiveMoves   decisive moves (Teytaud and Teytaud 2010): a leaf below the root whose player can win at once
     *                        (a legal move ends the game with that player at the game's best return) is valued as that
     *                        win and not sent to the evaluator, so a search sees a one-move threat with a single visit
     * @param contempt        draw contempt, two-player zero-sum games: a drawn terminal state in the tree is worth
     *                        {@code -contempt} to the searching player and {@code +contempt} to the other; 0..1 in
     *                        return units, 0 = off. For play against weaker agents, not for self-play
     */
    public record LeafValues(double heuristicWeight, int heuristicDepth, int rollouts, int rolloutDepth, boolean decisiveMoves,
                             double contempt) {
        public LeafValues {
            check(heuristicWeight >= 0 && heuristicWeight <= 1, "heuristicWeight must be in [0, 1], got " + heuristicWeight);
            check(heuristicDepth >= 0 && heuristicDepth <= 8, "heuristicDepth must be in 0..8, got " + heuristicDepth);
            check(rollouts >= 0 && rollouts <= 10_000, "leafRollouts must be in 0..10000, got " + rollouts);
            check(rolloutDepth >= 0 && rolloutDepth <= 10_000, "rolloutDepth must be in 0..10000, got " + rolloutDepth);
            check(rolloutDepth == 0 || rollouts > 0, "a rollout depth needs leaf rollouts");
            check(rollouts == 0 || heuristicDepth == 0,
                    "leaf rollouts and a heuristic look-ahead do not mix: heuristicDepth must be 0 with leafRollouts");
            check(contempt >= 0 && contempt <= 1, "contempt must be in [0, 1], got " + contempt);
        }
    }

    /**
     * Root noise and temperatures.
     *
     * @param alpha            Dirichlet noise concentration at the root (AlphaZero: 0.3 chess, 0.03 Go, roughly 10 / legal moves); > 0
     * @param epsilon          weight of the Dirichlet noise in the root prior, 0 (none, for play) .. 1; AlphaZero self-play 0.25
     * @param temperature      move selection temperature: 0 picks the most visited action, 1 samples in proportion to
     *                         visits; Gumbel: the scale of the Gumbel noise (1 as in the paper; 0: top-k by prior)
     * @param temperatureTurns turns from the start of the game during which {@code temperature} applies; later turns use 0
     * @param priorTemperature prior softmax temperature (Leela Chess Zero's PolicyTemperature): an evaluator's priors are
     *                         raised to {@code 1 / T} and renormalized before the search uses them; 1 = as given; 0.1..10
     */
    public record Noise(double alpha, double epsilon, double temperature, int temperatureTurns, double priorTemperature) {
        public Noise {
            check(alpha > 0 && alpha <= 100, "noiseAlpha must be in (0, 100], got " + alpha);
            check(epsilon >= 0 && epsilon <= 1, "noiseEpsilon must be in [0, 1], got " + epsilon);
            check(temperature >= 0 && temperature <= 10, "temperature must be in [0, 10], got " + temperature);
            check(temperatureTurns >= 0, "temperatureTurns must be >= 0, got " + temperatureTurns);
            check(priorTemperature >= 0.1 && priorTemperature <= 10, "priorTemperature must be in [0.1, 10], got " + priorTemperature);
        }
    }

    /**
     * Playout cap randomization (Wu 2019, section 3.1).
     *
     * @param fastVisits      simulations of a fast search, 0..visits; 0 = off (every search is full); KataGo: 100 of 600
     * @param fullProbability probability that a search is full ({@code visits}, noise, training target) rather than fast; 0..1, KataGo: 0.25
     */
    public record PlayoutCap(int fastVisits, double fullProbability) {
        public PlayoutCap {
            check(fastVisits >= 0, "fastVisits must be >= 0, got " + fastVisits);
            check(fullProbability >= 0 && fullProbability <= 1, "fullSearchProbability must be in [0, 1], got " + fullProbability);
        }
    }

    /**
     * The tree's machinery: batching, reuse, cache, determinizations.
     *
     * @param virtualLoss      virtual visits (counted as losses) added to each node on the path of a pending leaf; 0..16
     * @param maxPendingLeaves leaves one search may have waiting for the evaluator at once (1 = strictly sequential); 1..1024
     * @param reuse            keep the subtree of the played actions for the next search (perfect-information PUCT only)
     * @param cacheSize        entries of the evaluation cache keyed by state hash (0 = no cache); rounded up to a power of two
     * @param determinizations hidden information: full states sampled from the player's view per search, each with its own tree; 1..64
     */
    public record Tree(int virtualLoss, int maxPendingLeaves, boolean reuse, int cacheSize, int determinizations) {
        public Tree {
            check(virtualLoss >= 0 && virtualLoss <= 16, "virtualLoss must be in 0..16, got " + virtualLoss);
            check(maxPendingLeaves >= 1 && maxPendingLeaves <= 1024, "maxPendingLeaves must be in 1..1024, got " + maxPendingLeaves);
            check(cacheSize >= 0 && cacheSize <= (1 << 26), "cacheSize must be in 0..67108864, got " + cacheSize);
            check(determinizations >= 1 && determinizations <= 64, "determinizations must be in 1..64, got " + determinizations);
        }
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new SearchRecipeException(message);
        }
    }

    /** Play defaults: PUCT with 800 visits, no noise, greedy moves, tree reuse, a 64k-entry cache. */
    public static SearchRecipe defaults() {
        return new SearchRecipe(800, new Puct(1.5, 0.25, 0, false), new Gumbel(false, 16, 50, 1.0, true),
                new LeafValues(0, 0, 0, 0, false, 0), new Noise(0.3, 0.0, 0.0, 0, 1.0), new PlayoutCap(0, 1.0),
                new Tree(1, 8, true, 1 << 16, 1));
    }

    /** Self-play defaults: as {@link #defaults()} with AlphaZero's root noise (0.25) and temperature 1 for the first 30 turns. */
    public static SearchRecipe selfPlay() {
        return defaults().toBuilder().noise(0.3, 0.25).temperature(1.0, 30).build();
    }

    /** Gumbel defaults (paper): m = 16, cVisit = 50, cScale = 1, no tree reuse, Gumbel noise on every turn. */
    public static SearchRecipe gumbelDefaults(int visits) {
        return defaults().toBuilder().visits(visits).gumbel(16, 50, 1.0, true).temperature(1.0, Integer.MAX_VALUE).build();
    }

    /** The defaults of an agent kind: {@code mcts} ({@link #defaults()}) or {@code gumbel} ({@link #gumbelDefaults} with 32 visits). */
    public static SearchRecipe defaults(String kind) {
        return RecipeOptions.defaults(kind);
    }

    /**
     * Reads a recipe written as an agent spec without a model, {@code KIND[:OPTION=VALUE,...]}, on top of the
     * kind's defaults ({@code mcts} or {@code gumbel}; {@link RecipeOptions} has the options).
     *
     * @throws SearchRecipeException naming the bad kind, option or value
     */
    public static SearchRecipe parse(String text) {
        return RecipeOptions.parse(text);
    }

    /**
     * This recipe with options given as an agent spec's (by name, values as written) on top of it: the way an
     * agent spec overrides the recipe a model is stored with ({@link RecipeOptions#apply}).
     *
     * @throws SearchRecipeException naming the option and its valid values
     */
    public SearchRecipe with(String kind, Map<String, String> options) {
        return RecipeOptions.apply(this, kind, options);
    }

    /** A builder that starts from this recipe: the way to edit one ({@code r.toBuilder().visits(400).build()}). */
    public RecipeBuilder toBuilder() {
        return new RecipeBuilder(this);
    }

    /** The canonical text: {@code mcts} or {@code gumbel}, then the options that differ from that kind's defaults, sorted. */
    @Override
    public String toString() {
        return RecipeOptions.print(this);
    }

    /** True when playout cap randomization is on: some searches are fast ({@link PlayoutCap#fastVisits()}, no noise, no target). */
    public boolean playoutCap() {
        return cap.fastVisits() > 0 && cap.fullProbability() < 1;
    }

    /** What {@link SearchResult#policy()} holds for a full search under this recipe. */
    public PolicyTarget policyTarget() {
        return gumbelRoot.on() ? PolicyTarget.GUMBEL_IMPROVED
                : puct.forcedPlayouts() > 0 ? PolicyTarget.PRUNED_VISITS : PolicyTarget.VISITS;
    }
}
