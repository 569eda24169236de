package pz.mcts.agent;

import java.nio.file.Path;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.mcts.EvalCache;
import pz.mcts.LeafHeuristic;
import pz.mcts.Evaluator;
import pz.mcts.ModelLoaders;
import pz.mcts.RolloutHeuristic;
import pz.mcts.SearchRecipe;
import pz.mcts.UniformEvaluator;

/**
 * Makes the agents of one spec for one game. Owns what they share: the evaluator (a loaded model,
 * closed with the factory, or the uniform evaluator) and the evaluation cache, so that agents of
 * many concurrent games feed the same batches. Thread-safe: {@link #newAgent} may be called from
 * any thread; each agent it returns belongs to one thread.
 */
public final class AgentFactory implements AutoCloseable {
    private final AgentSpec spec;
    private final Game game;
    private final Evaluator evaluator;
    private final boolean ownsEvaluator;
    private final EvalCache cache;
    private final SearchRecipe config;
    private final LeafHeuristic heuristic;

    AgentFactory(AgentSpec spec, Game game) {
        this.spec = spec;
        this.game = game;
        Path file = spec.modelFile(game);
        boolean searches = spec.kind().equals("mcts") || spec.kind().equals("gumbel");
        if (file != null) {
            this.evaluator = ModelLoaders.load(file, game);
            this.ownsEvaluator = true;
        } else {
            this.evaluator = searches ? new UniformEvaluator() : null;
            this.ownsEvaluator = false;
        }
        this.cache = searches ? new EvalCache(1 << 16) : null;
        try {
            this.config = searchConfig(spec, game, searches, evaluator);
            this.heuristic = config == null ? null : leafHeuristic(game, config);
        } catch (RuntimeException e) {
            if (ownsEvaluator) {
                evaluator.close(); // a bad option after the model was loaded: free its native memory
            }
            throw e;
        }
    }

    /** The leaf heuristic of a configuration: random rollouts when it asks for them, else the game's evaluation (null if none). */
    public static LeafHeuristic leafHeuristic(Game game, SearchRecipe c) {
        if (c.leafRollouts() > 0) {
            return new RolloutHeuristic(game, c.leafRollouts(), c.rolloutDepth(),
                    c.rolloutDepth() > 0 ? StateEvaluation.leafHeuristic(game, 0) : null);
        }
        return StateEvaluation.leafHeuristic(game, c.heuristicDepth());
    }

    /** The search configuration of a spec: its options, the model's heuristic where the spec gives none; checked. */
    private static SearchRecipe searchConfig(AgentSpec spec, Game game, boolean searches, Evaluator evaluator) {
        SearchRecipe c = searches ? configOf(spec) : null;
        if (c != null && !spec.options().containsKey("rollouts") && !spec.options().containsKey("heuristic")
                && !spec.options().containsKey("hdepth") && !spec.options().containsKey("rdepth") && evaluator.leafRollouts() > 0) {
            // the model was trained with rollouts as its searches' heuristic: play it so
            c = c.withLeafRollouts(evaluator.leafRollouts(), evaluator.rolloutDepth()).withHeuristic(evaluator.heuristicWeight(), 0);
        }
        boolean hasHeuristic = StateEvaluation.forGame(game) != StateEvaluation.NONE || c != null && c.leafRollouts() > 0;
        if (c != null && !spec.options().containsKey("heuristic") && evaluator.heuristicWeight() > 0 && hasHeuristic) {
            // the model's own, from training (its look-ahead too, unless the spec gives one)
            c = c.withHeuristic(evaluator.heuristicWeight(),
                    spec.options().containsKey("hdepth") ? c.heuristicDepth() : evaluator.heuristicDepth());
        }
        if (c != null && c.rolloutDepth() > 0 && StateEvaluation.forGame(game) == StateEvaluation.NONE) {
            throw new AgentSpecException("option rdepth of agent '" + spec.kind() + "' values cut rollouts by the game's evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none: leave rdepth out to play them to the end");
        }
        if (c != null && c.heuristicWeight() > 0 && !hasHeuristic) {
            throw new AgentSpecException("option heuristic of agent '" + spec.kind() + "' needs a game with a heuristic evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none");
        }
        return c;
    }

    private AgentFactory(String spec, Game game, Evaluator evaluator, SearchRecipe config) {
        this.spec = AgentSpec.parse(config.gumbel() ? "gumbel:visits=" + config.visits() : "mcts:visits=" + config.visits());
        this.game = game;
        this.evaluator = evaluator;
        this.ownsEvaluator = false;
        this.cache = config.cacheSize() > 0 ? new EvalCache(config.cacheSize()) : null;
        this.config = config;
        this.heuristic = leafHeuristic(game, config);
        if (config.heuristicWeight() > 0 && heuristic == null) {
            throw new pz.engine.InvalidInputException("a heuristic weight needs a game with a heuristic evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none");
        }
    }

    /**
     * Search agents over a given evaluator and configuration (self-play in the training loop with its
     * own network evaluator, tests); the caller keeps ownership of the evaluator (closing the factory
     * does not close it). The factory's spec names the kind and visits only ({@code mcts:visits=N}).
     */
    public static AgentFactory search(Game game, Evaluator evaluator, SearchRecipe config) {
        return new AgentFactory(null, game, evaluator, config);
    }

    private static SearchRecipe configOf(AgentSpec s) {
        int det = s.intOption("det", 1, 1, 64);
        boolean decisive = s.intOption("decisive", 0, 0, 1) == 1;
        SearchRecipe c;
        if (s.kind().equals("gumbel")) {
            c = SearchRecipe.gumbelDefaults(s.intOption("visits", 32, 1, 1_000_000))
                    .withGumbel(s.intOption("m", 16, 1, 1024), 50, 1.0, true).withDeterminizations(det).withDecisiveMoves(decisive);
        } else {
            int time = s.intOption("time", 0, 0, 86_400_000);
            int visits = s.options().containsKey("visits") || time == 0 ? s.intOption("visits", 800, 1, 100_000_000) : 100_000_000;
            c = SearchRecipe.defaults().withVisits(visits).withCPuct(s.doubleOption("cpuct", 1.5, 1e-6, 100), 0.25)
                    .withDeterminizations(det).withDecisiveMoves(decisive);
        }
        c = c.withHeuristic(s.doubleOption("heuristic", 0, 0, 1), s.intOption("hdepth", 0, 0, 8));
        c = c.withPriorTemperature(s.doubleOption("ptemp", 1, 0.1, 10)).withContempt(s.doubleOption("contempt", 0, 0, 1));
        if (s.options().containsKey("rdepth") && !s.options().containsKey("rollouts")) {
            throw new AgentSpecException("option rdepth of agent '" + s.kind() + "' cuts leaf rollouts: give rollouts=K too");
        }
        if (s.options().containsKey("rollouts")) {
            // rollouts=K: the leaf heuristic is K random rollouts, weighted 0.5 (AlphaGo's lambda) unless heuristic=W says
            c = c.withLeafRollouts(s.intOption("rollouts", 0, 1, 10_000), s.intOption("rdepth", 0, 0, 10_000));
            if (!s.options().containsKey("heuristic")) {
                c = c.withHeuristic(0.5, c.heuristicDepth());
            }
        }
        if (s.kind().equals("mcts")) {
            c = c.withSolver(s.intOption("solver", 0, 0, 1) == 1);
        }
        // sample=N: the first N turns of a game are sampled (PUCT in proportion to visits; Gumbel with its noise)
        return s.options().containsKey("sample") ? c.withTemperature(1.0, s.intOption("sample", 0, 0, 100_000)) : c;
    }

    /** The spec. */
    public AgentSpec spec() {
        return spec;
    }

    /** The game. */
    public Game game() {
        return game;
    }

    /** The search configuration of {@code mcts} / {@code gumbel} agents, or null for agents that do not search a tree. */
    public SearchRecipe config() {
        return config;
    }

    /** The shared evaluator, or null for agents without one. */
    public Evaluator evaluator() {
        return evaluator;
    }

    /** A fresh agent for one game (its own search tree and random stream). */
    public Agent newAgent(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        return switch (spec.kind()) {
            case "random" -> new RandomAgent(rng);
            case "uct" -> new UctAgent(spec.canonical(), game, spec.intOption("rollouts", 1000, 1, 100_000_000),
                    spec.doubleOption("c", 1.4, 0, 100), rng);
            case "alphabeta" -> new AlphaBetaAgent(spec.canonical(), game, spec.intOption("depth", 4, 1, 64),
                    spec.intOption("time", 0, 0, 86_400_000), rng);
            default -> new MctsAgent(spec.canonical(), game, evaluator, config, cache, heuristic, spec.intOption("time", 0, 0, 86_400_000), rng);
        };
    }

    @Override
    public void close() {
        if (ownsEvaluator) {
            evaluator.close();
        }
    }
}
