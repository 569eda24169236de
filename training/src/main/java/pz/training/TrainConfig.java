package pz.training;

import java.util.Objects;
import java.util.Properties;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.StateEvaluation;
import pz.models.NetConfig;

/**
 * Every setting of a training run, in small validated groups, with embedded defaults that work on a 2-core CPU.
 * Saved as {@code run.properties} in the run directory when the run starts, and read back on resume (the saved
 * settings win over defaults; the budget may be changed on resume); {@link RunProperties} is the file format.
 * Immutable.
 *
 * @param spec              canonical game spec
 * @param budget            when this invocation stops
 * @param gamesPerIteration self-play games per iteration (more: smoother data, slower turnaround)
 * @param selfPlay          the search of self-play (its noise, sampled turns, playout cap and leaf values); the
 *                          run's models are stored with it stripped of what only self-play needs
 *                          ({@link SelfPlayStage#forPlay}), and evaluation matches search so
 * @param teacher           the agent whose games open the run, if any
 * @param network           the network's size and version
 * @param optimiser         training steps, batch and Adam
 * @param window            the replay window and the targets drawn from it
 * @param evaluation        the match of each new model against the best one
 * @param workers           self-play (and evaluation) threads and games in flight
 * @param seed              random seed of the run
 * @param mix               the specs of the run's family that one (version 2) network trains on, with their weights
 *                          ({@link SpecMix}; its first spec is {@code spec}); {@link SpecMix#NONE}: {@code spec} alone
 */
public record TrainConfig(String spec, Budget budget, int gamesPerIteration, SearchRecipe selfPlay, Teacher teacher,
                          Network network, Optimiser optimiser, Window window, Evaluation evaluation, Workers workers,
                          long seed, SpecMix mix) {

    /**
     * @param iterations stop after this many iterations in all (0: no limit)
     * @param hours      stop after this much wall time in this invocation (0: no limit)
     */
    public record Budget(int iterations, double hours) {
        public Budget {
            check(iterations >= 0, "iterations must be >= 0");
            check(hours >= 0 && hours <= 10_000, "hours must be in 0..10000");
        }
    }

    /**
     * @param agent an agent spec whose games open the run ("" for none): AlphaGo's supervised stage with one of the
     *              project's own agents as the expert, e.g. {@code alphabeta:depth=4}; its policy targets are an mcts or
     *              gumbel teacher's search policy (visit shares) or an alpha-beta teacher's move (one-hot), and its root
     *              scores the search values ({@link Window#valueMix})
     * @param games games the teacher plays (every seat) before self-play with the network takes over: whole iterations
     *              are teacher iterations while fewer games than this are done (0: none)
     */
    public record Teacher(String agent, int games) {
        public Teacher {
            Objects.requireNonNull(agent, "agent");
            check(games >= 0 && games <= 100_000_000, "teacher games must be in 0..100000000");
            check(games == 0 || !agent.isBlank(), "teacher games need a teacher (--teacher AGENT, e.g. alphabeta:depth=4)");
        }
    }

    /**
     * @param blocks          residual blocks
     * @param channels        channels
     * @param version         1 ({@code NetConfig.defaults}), or 2 ({@code NetConfig.v2Defaults}: global pooling,
     *                        convolutional policy head, ownership head; games with a convolutional policy layout only,
     *                        {@code Game.policyPlanes()} above 0); stored as {@code v1}/{@code v2}
     * @param poolEvery       version 2: global pooling in every {@code poolEvery}-th residual block, 0: none (the value
     *                        head still pools); {@code NetConfig.V2.poolEvery}
     * @param ownershipWeight version 2: the weight of the ownership (dense auxiliary) loss, 0: no such head;
     *                        {@code NetConfig.V2.ownershipWeight}
     */
    public record Network(int blocks, int channels, int version, int poolEvery, double ownershipWeight) {
        public Network {
            check(blocks >= 0 && blocks <= 40 && channels >= 4 && channels <= 512, "network must be 0..40 blocks of 4..512 channels");
            check(version == 1 || version == 2, "network version must be v1 or v2, got " + version);
            check(poolEvery >= 0 && poolEvery <= 40, "pooling must be every 0..40 blocks (0: none), got " + poolEvery);
            check(ownershipWeight >= 0 && ownershipWeight <= 100, "the ownership weight must be in 0..100, got " + ownershipWeight);
            check(version == 2 || (poolEvery == V2_DEFAULTS.poolEvery() && ownershipWeight == V2_DEFAULTS.ownershipWeight()),
                    "pooling and the ownership weight are options of a v2 network (--net v2)");
        }

        private static final NetConfig.V2 V2_DEFAULTS = NetConfig.V2.defaults();

        /** A network with version 2's default pooling and ownership weight (ignored by version 1). */
        public Network(int blocks, int channels, int version) {
            this(blocks, channels, version, V2_DEFAULTS.poolEvery(), V2_DEFAULTS.ownershipWeight());
        }

        /** The version-2 options of this network on top of {@code base} (its pooled planes and scaled mean). */
        public NetConfig.V2 v2(NetConfig.V2 base) {
            return new NetConfig.V2(poolEvery, base.poolChannels(), base.scaledMean(), ownershipWeight);
        }
    }

    /**
     * @param batchSize    positions per training step
     * @param sampleReuse  training steps per iteration = new positions * sampleReuse / batchSize (each position is seen about this often)
     * @param learningRate Adam learning rate
     * @param l2           L2 weight decay
     */
    public record Optimiser(int batchSize, double sampleReuse, double learningRate, double l2) {
        public Optimiser {
            check(batchSize >= 1 && batchSize <= 8192, "batch size must be in 1..8192");
            check(sampleReuse > 0 && sampleReuse <= 100, "sample reuse must be in (0, 100]");
            check(learningRate > 0 && learningRate < 1, "learning rate must be in (0, 1)");
            check(l2 >= 0 && l2 < 1, "l2 must be in [0, 1)");
        }
    }

    /**
     * @param windowMax     the most recent positions kept at most (KataGo power law below that)
     * @param valueFraction share of each game's positions whose value target counts, (0, 1] (the same ones every time;
     *                      fewer correlated positions per game, as AlphaGo's one per game); 1 = all
     * @param valueMix      value target = (1 - valueMix) * the game's final returns + valueMix * the self-play search's
     *                      root value at that position, 0..1 (0: returns only, AlphaZero; 0.5: the z/q average that
     *                      Young, Prasad and Abrams, "Lessons from AlphaZero" (2018), found to learn faster; with leaf
     *                      heuristics it carries their knowledge, e.g. material, into the value head)
     * @param augment       symmetry augmentation when sampling
     * @param minWindow     positions the window must hold before the network is trained at all (KataGo's minimum rows):
     *                      until then self-play goes on with the model as it is. 0: train from the first iteration. A warm
     *                      start wants it: a trained network fitted to the first few dozen games of a run forgets
     */
    public record Window(long windowMax, double valueFraction, double valueMix, boolean augment, long minWindow) {
        /** A window that trains from the first iteration. */
        public Window(long windowMax, double valueFraction, double valueMix, boolean augment) {
            this(windowMax, valueFraction, valueMix, augment, 0);
        }

        public Window {
            check(windowMax >= 1000, "window must hold at least 1000 positions");
            check(minWindow >= 0 && minWindow <= windowMax, "the minimum window must be in 0..the window (" + windowMax + ")");
            check(valueFraction > 0 && valueFraction <= 1, "value fraction must be in (0, 1]");
            check(valueMix >= 0 && valueMix <= 1, "value mix must be in 0..1");
        }
    }

    /**
     * @param games  games of each evaluation match, new model against the best one (0: no evaluation)
     * @param gating promote the new model only if it wins the evaluation (else always promote)
     */
    public record Evaluation(int games, boolean gating) {
        public Evaluation {
            check(games >= 0 && games <= 100_000, "evaluation games must be in 0..100000");
        }
    }

    /**
     * @param threads  self-play worker threads
     * @param parallel games in flight per thread (larger network batches)
     */
    public record Workers(int threads, int parallel) {
        public Workers {
            check(threads >= 1 && threads <= 256 && parallel >= 1 && parallel <= 4096, "threads 1..256, parallel 1..4096");
        }
    }

    public TrainConfig {
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(selfPlay, "selfPlay");
        Objects.requireNonNull(teacher, "teacher");
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(optimiser, "optimiser");
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(evaluation, "evaluation");
        Objects.requireNonNull(workers, "workers");
        Objects.requireNonNull(mix, "mix");
        check(gamesPerIteration >= 1 && gamesPerIteration <= 1_000_000, "games per iteration must be in 1..1000000");
        Game g = GameRegistry.parse(spec);
        checkLeaves(selfPlay.leaves(), g, spec);
        if (!teacher.agent().isBlank()) {
            checkTeacher(teacher.agent(), g);
        }
        check(network.version() == 1 || g.policyPlanes() > 0, "a v2 network needs a game with a convolutional policy"
                + " layout (Amazons, Cowboys, Proteus, Kadon); " + spec + " has none: use --net v1");
        mix.check(spec, network.version());
        for (Game other : mix.games()) {
            // a mix of player counts: the search and the teacher play its 3- and 4-player specs too
            checkLeaves(selfPlay.leaves(), other, other.spec());
            if (!teacher.agent().isBlank()) {
                checkTeacher(teacher.agent(), other);
            }
        }
    }

    /** The leaf values of the self-play search must be ones the game can give: a heuristic, a look-ahead. */
    private static void checkLeaves(SearchRecipe.LeafValues l, Game g, String spec) {
        if (l.heuristicDepth() > 0) {
            check(g.numPlayers() == 2 && g.zeroSum(), "a heuristic depth needs a two-player zero-sum game; " + spec + " is not one");
        }
        if (l.heuristicWeight() > 0 && l.rollouts() == 0 || l.rolloutDepth() > 0) {
            check(StateEvaluation.forGame(g) != StateEvaluation.NONE, (l.rolloutDepth() > 0 ? "a rollout depth" : "a heuristic weight")
                    + " needs a game with a heuristic evaluation (Proteus: material; Amazons, Cowboys: territory); " + spec + " has none");
        }
    }

    /** The teacher must be an agent whose decisions carry a training target, able to play the game. */
    private static void checkTeacher(String teacher, Game g) {
        AgentSpec a;
        try {
            a = AgentSpec.parse(teacher);
        } catch (RuntimeException e) {
            throw new InvalidInputException("teacher: " + e.getMessage());
        }
        check(a.kind().equals("alphabeta") || a.kind().equals("mcts") || a.kind().equals("gumbel"),
                "a teacher must be alphabeta, mcts or gumbel (agents whose moves come with a training target), not '" + a.kind() + "'");
        check(!a.kind().equals("alphabeta") || g.numPlayers() == 2 && g.zeroSum(),
                "an alphabeta teacher needs a two-player zero-sum game; " + g.spec() + " has " + g.numPlayers() + " players");
    }

    static void check(boolean ok, String message) {
        if (!ok) {
            throw new InvalidInputException(message);
        }
    }

    /** The defaults for a game: a smaller network on boards of up to 7x7, the self-play search of {@link SelfPlayOptions#defaults}. */
    public static TrainConfig defaults(String spec) {
        Game g = GameRegistry.parse(spec);
        int[] shape = g.observationShape();
        boolean small = shape[1] * shape[2] <= 49;
        return new TrainConfig(g.spec(), new Budget(0, 0), 64, SelfPlayOptions.defaults(g).toRecipe(), new Teacher("", 0),
                new Network(small ? 4 : 6, small ? 32 : 64, 1), new Optimiser(128, 4, 1e-3, 1e-4), new Window(200_000, 1.0, 0, true),
                new Evaluation(20, false), new Workers(Math.max(1, Runtime.getRuntime().availableProcessors()), 16), 1, SpecMix.NONE);
    }

    /** The game. */
    public Game game() {
        return GameRegistry.parse(spec);
    }

    /** This configuration with another budget (the one setting a resume may change). */
    public TrainConfig withBudget(Budget b) {
        return new TrainConfig(spec, b, gamesPerIteration, selfPlay, teacher, network, optimiser, window, evaluation, workers, seed, mix);
    }

    /** As properties, for {@code run.properties} (the current format, {@link RunProperties}). */
    public Properties toProperties() {
        return RunProperties.write(this);
    }

    /**
     * Reads settings ({@link RunProperties#read}): every key present overrides {@code base}; the search is one
     * {@code recipe} key or the loose keys of {@link SelfPlayOptions} (not both); unknown keys are errors.
     *
     * @throws InvalidInputException naming the key and the bad value
     */
    public static TrainConfig fromProperties(Properties p, TrainConfig base) {
        return RunProperties.read(p, base);
    }
}
