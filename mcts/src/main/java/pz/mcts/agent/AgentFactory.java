package pz.mcts.agent;

import java.nio.file.Path;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.mcts.EvalCache;
import pz.mcts.LeafHeuristic;
import pz.mcts.Evaluator;
import pz.mcts.LoadedModel;
import pz.mcts.ModelLoaders;
import pz.mcts.RolloutHeuristic;
import pz.mcts.SearchRecipe;
import pz.mcts.UniformEvaluator;

/**
 * Makes the agents of one spec for one game. Owns what they share: the evaluator (a loaded model,
 * closed with the factory, or the uniform evaluator), the search recipe (the spec's options on top of
 * the recipe the model file stores, {@link AgentSpec#recipe}) and the evaluation cache, so that agents
 * of many concurrent games feed the same batches. Thread-safe: {@link #newAgent} may be called from
 * any thread; each agent it returns belongs to one thread.
 */
public final class AgentFactory implements AutoCloseable {
    private final AgentSpec spec;
    private final String name;
    private final Game game;
    private final Evaluator evaluator;
    private final boolean ownsEvaluator;
    private final EvalCache cache;
    private final SearchRecipe config;
    private final LeafHeuristic heuristic;
    /** alphabeta:model=FILE: the learned leaf evaluation, and the spec with the file's stored search under its options. */
    private final StateEvaluation learned;
    private final AgentSpec alphaBeta;

    AgentFactory(AgentSpec spec, Game game) {
        this.spec = spec;
        this.name = spec.canonical();
        this.game = game;
        Path file = spec.modelFile(game);
        boolean searches = spec.kind().equals("mcts") || spec.kind().equals("gumbel");
        if (spec.kind().equals("alphabeta") && file != null) {
            EvaluationLoader.Learned l = EvaluationLoader.find(file, game);
            this.learned = l.evaluation();
            java.util.Map<String, String> options = new java.util.TreeMap<>(AgentSpec.parse(l.search()).options());
            options.putAll(spec.options());
            this.alphaBeta = spec.withOptions(options);
            file = null;
        } else {
            this.learned = null;
            this.alphaBeta = spec;
        }
        LoadedModel model = file != null ? ModelLoaders.load(file, game) : null;
        this.evaluator = model != null ? model.evaluator() : searches ? new UniformEvaluator() : null;
        this.ownsEvaluator = model != null;
        this.cache = searches ? new EvalCache(1 << 16) : null;
        try {
            this.config = searches ? searchRecipe(spec, game, model != null ? model.recipe() : null) : null;
            this.heuristic = config == null ? null : leafHeuristic(game, config);
        } catch (RuntimeException e) {
            if (ownsEvaluator) {
                evaluator.close(); // a bad option after the model was loaded: free its native memory
            }
            throw e;
        }
    }

    /** The leaf heuristic of a recipe: random rollouts when it asks for them, else the game's evaluation (null if none). */
    public static LeafHeuristic leafHeuristic(Game game, SearchRecipe c) {
        if (c.leaves().rollouts() > 0) {
            return new RolloutHeuristic(game, c.leaves().rollouts(), c.leaves().rolloutDepth(),
                    c.leaves().rolloutDepth() > 0 ? StateEvaluation.leafHeuristic(game, 0) : null);
        }
        return StateEvaluation.leafHeuristic(game, c.leaves().heuristicDepth());
    }

    /**
     * The recipe of a search spec: its options on top of the model's recipe ({@code stored}; null without a
     * model: the kind's defaults); checked against the game. A model's heuristic weight is dropped, as it always
     * was, for a game without a heuristic evaluation where it asks for none of rollouts.
     */
    private static SearchRecipe searchRecipe(AgentSpec spec, Game game, SearchRecipe stored) {
        boolean gameHeuristic = StateEvaluation.forGame(game) != StateEvaluation.NONE;
        SearchRecipe base = stored == null ? SearchRecipe.defaults(spec.kind())
                : stored.leaves().rollouts() == 0 && !gameHeuristic ? stored.toBuilder().heuristic(0, 0).build() : stored;
        SearchRecipe c = spec.recipe(base);
        if (c.leaves().rolloutDepth() > 0 && !gameHeuristic) {
            throw new AgentSpecException("option rdepth of agent '" + spec.kind() + "' values cut rollouts by the game's evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none: leave rdepth out to play them to the end");
        }
        if (c.leaves().heuristicWeight() > 0 && !gameHeuristic && c.leaves().rollouts() == 0) {
            throw new AgentSpecException("option heuristic of agent '" + spec.kind() + "' needs a game with a heuristic evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none");
        }
        return c;
    }

    private AgentFactory(Game game, Evaluator evaluator, SearchRecipe config) {
        this.spec = null;
        this.name = (config.gumbelRoot().on() ? "gumbel" : "mcts") + ":visits=" + config.visits(); // the label records have always carried
        this.game = game;
        this.evaluator = evaluator;
        this.ownsEvaluator = false;
        this.cache = config.tree().cacheSize() > 0 ? new EvalCache(config.tree().cacheSize()) : null;
        this.config = config;
        this.heuristic = leafHeuristic(game, config);
        this.learned = null;
        this.alphaBeta = null;
        if (config.leaves().heuristicWeight() > 0 && heuristic == null) {
            throw new pz.engine.InvalidInputException("a heuristic weight needs a game with a heuristic evaluation"
                    + " (Proteus: material; Amazons, Cowboys: territory); " + game.spec() + " has none");
        }
    }

    /**
     * Search agents over a given evaluator and recipe (self-play in the training loop with its own network
     * evaluator, evaluation matches, tests); the caller keeps ownership of the evaluator (closing the factory
     * does not close it). The agents are named by kind and visits ({@code mcts:visits=N}), a label for records.
     */
    public static AgentFactory search(Game game, Evaluator evaluator, SearchRecipe config) {
        return new AgentFactory(game, evaluator, config);
    }

    /** The spec, or null for a factory made by {@link #search}. */
    public AgentSpec spec() {
        return spec;
    }

    /** The agents' name: the spec's canonical form, or {@code mcts:visits=N} for a factory made by {@link #search}. */
    public String name() {
        return name;
    }

    /** The game. */
    public Game game() {
        return game;
    }

    /** The search recipe of {@code mcts} / {@code gumbel} agents, or null for agents that do not search a tree. */
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
        if (spec == null) {
            return new MctsAgent(name, game, evaluator, config, cache, heuristic, 0, rng);
        }
        return switch (spec.kind()) {
            case "random" -> new RandomAgent(rng);
            case "uct" -> {
                int time = spec.intOption("time", 0, 0, 86_400_000);
                // time= without rollouts=: the clock decides, as for mcts's visits
                int rollouts = spec.intOption("rollouts", time > 0 ? 100_000_000 : 1000, 1, 100_000_000);
                yield new UctAgent(spec.canonical(), game, rollouts, spec.doubleOption("c", 1.4, 0, 100), time, rng);
            }
            case "alphabeta" -> new AlphaBetaAgent(spec.canonical(), game, alphaBeta.intOption("depth", 4, 1, 64),
                    alphaBeta.intOption("time", 0, 0, 86_400_000), rng,
                    learned != null ? learned : StateEvaluation.forGame(game))
                    .nodeLimit(alphaBeta.intOption("nodes", 0, 0, Integer.MAX_VALUE))
                    .sampleOpenings(alphaBeta.intOption("sample", 0, 0, Integer.MAX_VALUE), alphaBeta.doubleOption("margin", 0, 0, 100));
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
