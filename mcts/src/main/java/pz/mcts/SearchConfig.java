package pz.mcts;

/**
 * Every tunable of {@link Search}, validated on construction. Immutable and thread-safe.
 *
 * <p>Values (Q) are compared on a normalized scale: a player's return mapped from the game's
 * {@code [minReturn, maxReturn]} to {@code [0, 1]}, so that {@code cPuct}, the FPU reduction and the
 * Gumbel sigma transform mean the same thing in every game.
 *
 * @param visits              simulations per search below the root (the root's own evaluation is extra); >= 1
 * @param cPuct               PUCT exploration weight on prior * sqrt(N parent) / (1 + N child); AlphaZero ~1.25-2.5 on a [0,1] Q scale
 * @param fpuReduction        first-play urgency: an unvisited child's Q is the parent's Q minus this times sqrt(visited prior mass); 0..1 on the [0,1] scale
 * @param noiseAlpha          Dirichlet noise concentration at the root (AlphaZero: 0.3 chess, 0.03 Go, roughly 10 / legal moves); > 0
 * @param noiseEpsilon        weight of the Dirichlet noise in the root prior, 0 (none, for play) .. 1; AlphaZero self-play 0.25
 * @param virtualLoss         virtual visits (counted as losses) added to each node on the path of a pending leaf; 0..16, typically 1-3
 * @param maxPendingLeaves    leaves one search may have waiting for the evaluator at once (1 = strictly sequential); 1..1024
 * @param temperature         move selection temperature: 0 picks the most visited action, 1 samples in proportion to visits;
 *                            Gumbel: the scale of the Gumbel noise (1 as in the paper; 0: top-k by prior, the best survivor played)
 * @param temperatureTurns    turns from the start of the game during which {@code temperature} applies; later turns use 0
 * @param reuseTree           keep the subtree of the played actions for the next search (perfect-information PUCT only)
 * @param cacheSize           entries of the evaluation cache keyed by state hash (0 = no cache); rounded up to a power of two
 * @param determinizations    hidden information: full states sampled from the player's view per search, each with its own tree; 1..64
 * @param gumbel              use the Gumbel root (sequential halving over Gumbel-top-k actions) instead of PUCT at the root
 * @param gumbelActions       Gumbel: actions sampled at the root (m in the paper); 1..1024, paper: 16
 * @param gumbelCVisit        Gumbel sigma transform: (cVisit + max N) * cScale * q; paper: 50
 * @param gumbelCScale        Gumbel sigma transform scale; paper: 1.0
 * @param gumbelInterior      below the Gumbel root, select deterministically by the improved policy (paper, section 5) instead of PUCT
 * @param fastVisits          playout cap randomization (Wu 2019, section 3.1): simulations of a fast search, 0..visits; 0 = off (every search is full); KataGo: 100 of 600
 * @param fullSearchProbability playout cap randomization: probability that a search is full ({@code visits}, noise, training target) rather than fast; 0..1, KataGo: 0.25
 * @param forcedPlayouts      forced playouts and policy target pruning (Wu 2019, section 3.2): k in n_forced = sqrt(k * P * sum N) at the PUCT root; 0 = off, KataGo: 2; not with gumbel
 * @param decisiveMoves       decisive moves (Teytaud and Teytaud 2010): a leaf below the root whose player can win at once
 *                            (a legal move ends the game with that player at the game's best return) is valued as that win
 *                            and not sent to the evaluator, so a search sees a one-move threat with a single visit
 * @param heuristicWeight     weight of the game's heuristic evaluation ({@link LeafHeuristic}) in the value of an evaluated
 *                            leaf: {@code (1 - w) * evaluator + w * heuristic}, 0..1; 0 = off (the evaluator alone). A leaf
 *                            mix as AlphaGo's value network and rollouts (Silver et al. 2016, lambda = 0.5), to give a search
 *                            (and the self-play that trains a network) the game's material sense before the network has it
 * @param heuristicDepth      with a heuristic weight: decisions the heuristic looks ahead by alpha-beta before evaluating
 *                            (0: the evaluation of the leaf itself; two-player zero-sum games only above 0), 0..8; an
 *                            MCTS-minimax hybrid (Baier and Winands 2015) that sees short tactics at every leaf
 * @param solver              MCTS-Solver (Winands, Bjornsson and Saito 2008): exact values of terminal states (and of
 *                            decisive-move leaves) propagate up the tree by minimax (max for the player to move, the
 *                            expectation at chance nodes); a proven child's exact value replaces its mean, a child proven
 *                            worst for the player to move is never selected while another is not, a proven win is played
 *                            at once and a search whose root is proven stops early. PUCT only; ignored in games of hidden
 *                            information (their trees hold sampled states)
 * @param priorTemperature    prior softmax temperature (Leela Chess Zero's PolicyTemperature): an evaluator's priors are
 *                            raised to {@code 1 / T} and renormalized before the search uses them; 1 = as given, above 1
 *                            flatter (a sharp network leaves room for the search to look at other moves); 0.1..10
 * @param leafRollouts        0: the heuristic mixed in by {@code heuristicWeight} is the game's evaluation; above 0: it is
 *                            the mean of this many random rollouts from the leaf ({@link RolloutHeuristic}, AlphaGo's mix
 *                            of value network and rollouts), for any game; 0..10,000, not with {@code heuristicDepth}
 * @param rolloutDepth        with {@code leafRollouts}: 0 plays each rollout to the end; above 0 cuts it after this many
 *                            actions and values it by the game's evaluation (Lorentz 2008, for Amazons); 0..10,000
 * @param contempt            draw contempt (chess engines' contempt factor), two-player zero-sum games: a drawn terminal
 *                            state in the tree is worth {@code -contempt} to the searching player and {@code +contempt} to
 *                            the other, so a stronger searcher steers away from repetitions and turn caps; 0..1 in
 *                            return units, 0 = off. For play against weaker agents, not for self-play
 */
public record SearchConfig(int visits, double cPuct, double fpuReduction, double noiseAlpha, double noiseEpsilon,
                           int virtualLoss, int maxPendingLeaves, double temperature, int temperatureTurns,
                           boolean reuseTree, int cacheSize, int determinizations, boolean gumbel, int gumbelActions,
                           double gumbelCVisit, double gumbelCScale, boolean gumbelInterior, int fastVisits,
                           double fullSearchProbability, double forcedPlayouts, boolean decisiveMoves, double heuristicWeight, int heuristicDepth,
                           boolean solver, double priorTemperature, int leafRollouts, int rolloutDepth,
                           double contempt) {

    public SearchConfig {
        check(visits >= 1 && visits <= 100_000_000, "visits must be in 1..100000000, got " + visits);
        check(cPuct > 0 && cPuct <= 100, "cPuct must be in (0, 100], got " + cPuct);
        check(fpuReduction >= 0 && fpuReduction <= 1, "fpuReduction must be in [0, 1], got " + fpuReduction);
        check(noiseAlpha > 0 && noiseAlpha <= 100, "noiseAlpha must be in (0, 100], got " + noiseAlpha);
        check(noiseEpsilon >= 0 && noiseEpsilon <= 1, "noiseEpsilon must be in [0, 1], got " + noiseEpsilon);
        check(virtualLoss >= 0 && virtualLoss <= 16, "virtualLoss must be in 0..16, got " + virtualLoss);
        check(maxPendingLeaves >= 1 && maxPendingLeaves <= 1024, "maxPendingLeaves must be in 1..1024, got " + maxPendingLeaves);
        check(temperature >= 0 && temperature <= 10, "temperature must be in [0, 10], got " + temperature);
        check(temperatureTurns >= 0, "temperatureTurns must be >= 0, got " + temperatureTurns);
        check(cacheSize >= 0 && cacheSize <= (1 << 26), "cacheSize must be in 0..67108864, got " + cacheSize);
        check(determinizations >= 1 && determinizations <= 64, "determinizations must be in 1..64, got " + determinizations);
        check(gumbelActions >= 1 && gumbelActions <= 1024, "gumbelActions must be in 1..1024, got " + gumbelActions);
        check(gumbelCVisit >= 0 && gumbelCVisit <= 1e6, "gumbelCVisit must be in [0, 1e6], got " + gumbelCVisit);
        check(gumbelCScale > 0 && gumbelCScale <= 1e3, "gumbelCScale must be in (0, 1000], got " + gumbelCScale);
        check(fastVisits >= 0 && fastVisits <= visits, "fastVisits must be in 0..visits (" + visits + "), got " + fastVisits);
        check(fullSearchProbability >= 0 && fullSearchProbability <= 1,
                "fullSearchProbability must be in [0, 1], got " + fullSearchProbability);
        check(forcedPlayouts >= 0 && forcedPlayouts <= 100, "forcedPlayouts must be in [0, 100], got " + forcedPlayouts);
        check(heuristicWeight >= 0 && heuristicWeight <= 1, "heuristicWeight must be in [0, 1], got " + heuristicWeight);
        check(heuristicDepth >= 0 && heuristicDepth <= 8, "heuristicDepth must be in 0..8, got " + heuristicDepth);
        check(priorTemperature >= 0.1 && priorTemperature <= 10, "priorTemperature must be in [0.1, 10], got " + priorTemperature);
        check(leafRollouts >= 0 && leafRollouts <= 10_000, "leafRollouts must be in 0..10000, got " + leafRollouts);
        check(contempt >= 0 && contempt <= 1, "contempt must be in [0, 1], got " + contempt);
        check(rolloutDepth >= 0 && rolloutDepth <= 10_000, "rolloutDepth must be in 0..10000, got " + rolloutDepth);
        check(rolloutDepth == 0 || leafRollouts > 0, "a rollout depth needs leaf rollouts");
        check(leafRollouts == 0 || heuristicDepth == 0, "leaf rollouts and a heuristic look-ahead do not mix: heuristicDepth must be 0 with leafRollouts");
        check(!solver || !gumbel, "the solver is for PUCT searches: it must be off with gumbel");
        check(forcedPlayouts == 0 || !gumbel, "forcedPlayouts is for the PUCT root: it must be 0 with gumbel, got " + forcedPlayouts);
    }

    /** The configuration without the sample-efficiency options (playout cap randomization and forced playouts off). */
    public SearchConfig(int visits, double cPuct, double fpuReduction, double noiseAlpha, double noiseEpsilon,
                        int virtualLoss, int maxPendingLeaves, double temperature, int temperatureTurns,
                        boolean reuseTree, int cacheSize, int determinizations, boolean gumbel, int gumbelActions,
                        double gumbelCVisit, double gumbelCScale, boolean gumbelInterior) {
        this(visits, cPuct, fpuReduction, noiseAlpha, noiseEpsilon, virtualLoss, maxPendingLeaves, temperature, temperatureTurns,
                reuseTree, cacheSize, determinizations, gumbel, gumbelActions, gumbelCVisit, gumbelCScale, gumbelInterior, 0, 1.0, 0, false, 0, 0, false, 1.0, 0, 0, 0);
    }

    /** True when playout cap randomization is on: some searches are fast ({@link #fastVisits()}, no noise, no training target). */
    public boolean playoutCap() {
        return fastVisits > 0 && fullSearchProbability < 1;
    }

    /** What {@link SearchResult#policy()} holds for a full search under this configuration. */
    public PolicyTarget policyTarget() {
        return gumbel ? PolicyTarget.GUMBEL_IMPROVED : forcedPlayouts > 0 ? PolicyTarget.PRUNED_VISITS : PolicyTarget.VISITS;
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new SearchConfigException(message);
        }
    }

    /** Play defaults: PUCT, no noise, greedy moves, tree reuse, a 64k-entry cache. */
    public static SearchConfig defaults() {
        return new SearchConfig(800, 1.5, 0.25, 0.3, 0.0, 1, 8, 0.0, 0, true, 1 << 16, 1, false, 16, 50, 1.0, true);
    }

    /** Self-play defaults: as {@link #defaults()} with AlphaZero's root noise (0.25) and temperature 1 for the first 30 turns. */
    public static SearchConfig selfPlay() {
        return defaults().withNoise(0.3, 0.25).withTemperature(1.0, 30);
    }

    /** Gumbel defaults (paper): m = 16, cVisit = 50, cScale = 1, no tree reuse, Gumbel noise on every turn. */
    public static SearchConfig gumbelDefaults(int visits) {
        return new SearchConfig(visits, 1.5, 0.25, 0.3, 0.0, 1, 8, 1.0, Integer.MAX_VALUE, false, 1 << 16, 1, true, 16, 50, 1.0, true);
    }

    public SearchConfig withVisits(int v) {
        return edit(e -> e.visits = v);
    }

    public SearchConfig withNoise(double alpha, double epsilon) {
        return edit(e -> {
            e.noiseAlpha = alpha;
            e.noiseEpsilon = epsilon;
        });
    }

    public SearchConfig withTemperature(double t, int turns) {
        return edit(e -> {
            e.temperature = t;
            e.temperatureTurns = turns;
        });
    }

    public SearchConfig withPending(int leaves, int vloss) {
        return edit(e -> {
            e.virtualLoss = vloss;
            e.maxPendingLeaves = leaves;
        });
    }

    public SearchConfig withReuse(boolean reuse, int cache) {
        return edit(e -> {
            e.reuseTree = reuse;
            e.cacheSize = cache;
        });
    }

    public SearchConfig withDeterminizations(int d) {
        return edit(e -> e.determinizations = d);
    }

    public SearchConfig withGumbel(int actions, double cVisit, double cScale, boolean interior) {
        return edit(e -> {
            e.reuseTree = false;
            e.gumbel = true;
            e.gumbelActions = actions;
            e.gumbelCVisit = cVisit;
            e.gumbelCScale = cScale;
            e.gumbelInterior = interior;
            e.forcedPlayouts = 0;
        });
    }

    public SearchConfig withCPuct(double c, double fpu) {
        return edit(e -> {
            e.cPuct = c;
            e.fpuReduction = fpu;
        });
    }

    /**
     * Playout cap randomization (KataGo): a search is full with probability {@code fullProbability}
     * and otherwise fast, {@code fastVisits} simulations without root noise or forced playouts, its
     * policy not a training target ({@link SearchResult#full()} false). {@code fastVisits} 0 turns it off.
     */
    public SearchConfig withPlayoutCap(double fullProbability, int fast) {
        return edit(e -> {
            e.fullSearchProbability = fullProbability;
            e.fastVisits = fast;
        });
    }

    /** Forced playouts with policy target pruning (KataGo) at the PUCT root, factor {@code k} (2 in the paper; 0 turns it off). */
    public SearchConfig withForcedPlayouts(double k) {
        return edit(e -> e.forcedPlayouts = k);
    }

    /** Decisive moves at the leaves on or off (see {@link #decisiveMoves()}). */
    public SearchConfig withDecisiveMoves(boolean on) {
        return edit(e -> e.decisiveMoves = on);
    }

    /** The weight of the game's heuristic in leaf values (see {@link #heuristicWeight()}; 0 turns it off). */
    public SearchConfig withHeuristic(double w) {
        return edit(e -> e.heuristicWeight = w);
    }

    /** The heuristic's weight and its alpha-beta look-ahead in decisions (see {@link #heuristicDepth()}). */
    public SearchConfig withHeuristic(double w, int depth) {
        return edit(e -> {
            e.heuristicWeight = w;
            e.heuristicDepth = depth;
        });
    }

    /** MCTS-Solver on or off (see {@link #solver()}). */
    public SearchConfig withSolver(boolean on) {
        return edit(e -> e.solver = on);
    }

    /** The prior softmax temperature (see {@link #priorTemperature()}; 1 leaves priors as given). */
    public SearchConfig withPriorTemperature(double t) {
        return edit(e -> e.priorTemperature = t);
    }

    /** Random rollouts per evaluated leaf as the mixed-in heuristic (see {@link #leafRollouts()}; 0: the game's evaluation). */
    public SearchConfig withLeafRollouts(int k) {
        return edit(e -> e.leafRollouts = k);
    }

    /** Leaf rollouts cut after {@code depth} actions and valued by the game's evaluation (see {@link #rolloutDepth()}; 0: to the end). */
    public SearchConfig withLeafRollouts(int k, int depth) {
        return edit(e -> {
            e.leafRollouts = k;
            e.rolloutDepth = depth;
        });
    }

    /** Draw contempt (see {@link #contempt()}; 0 turns it off). */
    public SearchConfig withContempt(double c) {
        return edit(e -> e.contempt = c);
    }

    /** The mutable copy that a {@code with} method edits; the record's constructor validates the result. */
    private static final class Editor {
        int visits;
        double cPuct;
        double fpuReduction;
        double noiseAlpha;
        double noiseEpsilon;
        int virtualLoss;
        int maxPendingLeaves;
        double temperature;
        int temperatureTurns;
        boolean reuseTree;
        int cacheSize;
        int determinizations;
        boolean gumbel;
        int gumbelActions;
        double gumbelCVisit;
        double gumbelCScale;
        boolean gumbelInterior;
        int fastVisits;
        double fullSearchProbability;
        double forcedPlayouts;
        boolean decisiveMoves;
        double heuristicWeight;
        int heuristicDepth;
        boolean solver;
        double priorTemperature;
        int leafRollouts;
        int rolloutDepth;
        double contempt;

        Editor(SearchConfig c) {
            visits = c.visits;
            cPuct = c.cPuct;
            fpuReduction = c.fpuReduction;
            noiseAlpha = c.noiseAlpha;
            noiseEpsilon = c.noiseEpsilon;
            virtualLoss = c.virtualLoss;
            maxPendingLeaves = c.maxPendingLeaves;
            temperature = c.temperature;
            temperatureTurns = c.temperatureTurns;
            reuseTree = c.reuseTree;
            cacheSize = c.cacheSize;
            determinizations = c.determinizations;
            gumbel = c.gumbel;
            gumbelActions = c.gumbelActions;
            gumbelCVisit = c.gumbelCVisit;
            gumbelCScale = c.gumbelCScale;
            gumbelInterior = c.gumbelInterior;
            fastVisits = c.fastVisits;
            fullSearchProbability = c.fullSearchProbability;
            forcedPlayouts = c.forcedPlayouts;
            decisiveMoves = c.decisiveMoves;
            heuristicWeight = c.heuristicWeight;
            heuristicDepth = c.heuristicDepth;
            solver = c.solver;
            priorTemperature = c.priorTemperature;
            leafRollouts = c.leafRollouts;
            rolloutDepth = c.rolloutDepth;
            contempt = c.contempt;
        }
    }

    private SearchConfig edit(java.util.function.Consumer<Editor> change) {
        Editor e = new Editor(this);
        change.accept(e);
        return new SearchConfig(e.visits, e.cPuct, e.fpuReduction, e.noiseAlpha, e.noiseEpsilon, e.virtualLoss, e.maxPendingLeaves, e.temperature, e.temperatureTurns, e.reuseTree, e.cacheSize, e.determinizations, e.gumbel, e.gumbelActions, e.gumbelCVisit, e.gumbelCScale, e.gumbelInterior, e.fastVisits, e.fullSearchProbability, e.forcedPlayouts, e.decisiveMoves, e.heuristicWeight, e.heuristicDepth, e.solver, e.priorTemperature, e.leafRollouts, e.rolloutDepth, e.contempt);
    }
}
