package pz.training;

import java.util.Locale;
import java.util.Properties;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;
import pz.mcts.agent.StateEvaluation;

/**
 * Every setting of a training run, validated, with embedded defaults that work on a 2-core CPU.
 * Saved as {@code run.properties} in the run directory when the run starts, and read back on
 * resume (the saved settings win over defaults; a few budgets may be changed on resume). Immutable.
 *
 * @param spec             canonical game spec
 * @param iterations       stop after this many iterations in all (0: no limit)
 * @param hours            stop after this much wall time in this invocation (0: no limit)
 * @param gamesPerIteration self-play games per iteration (more: smoother data, slower turnaround)
 * @param search           "gumbel" (Gumbel root, improved-policy targets; good with few visits) or "puct" (visit-count targets)
 * @param visits           simulations per full search
 * @param fastVisits       playout cap randomization: simulations of a fast search (0: off, every search full)
 * @param fullProbability  playout cap randomization: chance that a decision gets a full search (KataGo: 0.25)
 * @param forcedPlayouts   PUCT only: forced playouts and policy target pruning (KataGo §3.2)
 * @param sampleTurns      turns from the start of each self-play game whose moves are sampled (PUCT: in proportion
 *                         to visits; Gumbel: with the Gumbel noise); later turns play the search's best move (-1: the
 *                         search's default, PUCT 30 turns as AlphaZero, Gumbel every turn as the paper)
 * @param decisiveMoves    self-play and evaluation searches value a leaf whose player can win at once as that win
 *                         ({@code SearchRecipe.decisiveMoves}: one-move threats seen with one visit)
 * @param heuristicWeight  weight of the game's heuristic evaluation in the leaf values of self-play and evaluation
 *                         searches ({@code SearchRecipe.heuristicWeight}; Proteus: material; Amazons, Cowboys: territory), 0..1; 0 = off
 * @param heuristicDepth   decisions that heuristic looks ahead by alpha-beta ({@code SearchRecipe.heuristicDepth}), 0..8
 * @param leafRollouts     0: the heuristic is the game's evaluation; above 0: it is this many random rollouts per leaf
 *                         ({@code SearchRecipe.leafRollouts}, any game; weighted by {@code heuristicWeight}), 0..10000
 * @param rolloutDepth     with leaf rollouts: 0 plays them to the end; above 0 cuts them after this many actions and values
 *                         them by the game's evaluation ({@code SearchRecipe.rolloutDepth}), 0..10000
 * @param solver           PUCT self-play and evaluation searches with MCTS-Solver ({@code SearchRecipe.solver})
 * @param teacher          an agent spec whose games open the run ("" for none): AlphaGo's supervised stage with one of
 *                         the project's own agents as the expert, e.g. {@code alphabeta:depth=4}; its moves are the policy
 *                         targets (one-hot) and its root scores the search values ({@code valueMix})
 * @param teacherGames     games the teacher plays (every seat) before self-play with the network takes over: whole
 *                         iterations are teacher iterations while fewer games than this are done (0: none)
 * @param blocks           residual blocks of the network
 * @param channels         channels of the network
 * @param net              the network's version: 1 ({@code NetConfig.defaults}), or 2 ({@code NetConfig.v2Defaults}:
 *                         global pooling, convolutional policy head, ownership head; games with a convolutional policy
 *                         layout only, {@code Game.policyPlanes()} above 0); stored as {@code v1}/{@code v2}
 * @param batchSize        positions per training step
 * @param sampleReuse      training steps per iteration = new positions * sampleReuse / batchSize (each position is seen about this often)
 * @param learningRate     Adam learning rate
 * @param l2               L2 weight decay
 * @param windowMax        replay window: the most recent positions kept at most (KataGo power law below that)
 * @param valueFraction    share of each game's positions whose value target counts, (0, 1] (the same ones every
 *                         time; fewer correlated positions per game, as AlphaGo's one per game); 1 = all
 * @param valueMix         value target = (1 - valueMix) * the game's final returns + valueMix * the self-play search's
 *                         root value at that position, 0..1 (0: returns only, AlphaZero; 0.5: the z/q average that
 *                         Young, Prasad and Abrams, "Lessons from AlphaZero" (2018), found to learn faster; with leaf
 *                         heuristics it carries their knowledge, e.g. material, into the value head)
 * @param augment          symmetry augmentation when sampling
 * @param evalGames        games of each evaluation match, new model against the previous one (0: no evaluation)
 * @param gating           promote the new model only if it wins the evaluation (else always promote)
 * @param threads          self-play worker threads
 * @param parallel         games in flight per thread (larger network batches)
 * @param seed             random seed of the run
 * @param mix              the specs of the run's family that one (version 2) network trains on, with their weights
 *                         ({@link SpecMix}; its first spec is {@code spec}); {@link SpecMix#NONE}: {@code spec} alone
 */
public record TrainConfig(String spec, int iterations, double hours, int gamesPerIteration, String search, int visits,
                          int fastVisits, double fullProbability, boolean forcedPlayouts, int sampleTurns, boolean decisiveMoves, double heuristicWeight, int heuristicDepth,
                          int leafRollouts, int rolloutDepth, boolean solver, String teacher, int teacherGames, int blocks, int channels, int net,
                          int batchSize, double sampleReuse, double learningRate, double l2, long windowMax, double valueFraction,
                          double valueMix, boolean augment, int evalGames, boolean gating, int threads, int parallel, long seed,
                          SpecMix mix) {

    public TrainConfig {
        check(iterations >= 0, "iterations must be >= 0");
        check(hours >= 0 && hours <= 10_000, "hours must be in 0..10000");
        check(gamesPerIteration >= 1 && gamesPerIteration <= 1_000_000, "games per iteration must be in 1..1000000");
        check(search.equals("gumbel") || search.equals("puct"), "search must be gumbel or puct, got '" + search + "'");
        check(visits >= 1 && visits <= 100_000, "visits must be in 1..100000");
        check(fastVisits >= 0 && fastVisits <= visits, "fast visits must be in 0..visits");
        check(fullProbability > 0 && fullProbability <= 1, "full-search probability must be in (0, 1]");
        check(sampleTurns >= -1 && sampleTurns <= 100_000, "sample turns must be in 0..100000, or -1 for the search's default");
        check(heuristicWeight >= 0 && heuristicWeight <= 1, "heuristic weight must be in 0..1");
        check(heuristicDepth >= 0 && heuristicDepth <= 8, "heuristic depth must be in 0..8");
        check(leafRollouts >= 0 && leafRollouts <= 10_000, "leaf rollouts must be in 0..10000");
        check(leafRollouts == 0 || heuristicDepth == 0, "leaf rollouts and a heuristic depth do not mix");
        check(rolloutDepth >= 0 && rolloutDepth <= 10_000, "rollout depth must be in 0..10000");
        check(rolloutDepth == 0 || leafRollouts > 0, "a rollout depth needs leaf rollouts (--rollouts K)");
        check(leafRollouts == 0 || heuristicWeight > 0, "leaf rollouts need a weight in the leaf values (--heuristic W, e.g. 0.5)");
        check(!solver || search.equals("puct"), "the solver is for PUCT searches (--search puct)");
        if ((heuristicWeight > 0 || heuristicDepth > 0) && leafRollouts == 0 || rolloutDepth > 0) {
            Game g = GameRegistry.parse(spec);
            if (heuristicDepth > 0) {
                check(g.numPlayers() == 2 && g.zeroSum(), "a heuristic depth needs a two-player zero-sum game; " + spec + " is not one");
                check(heuristicWeight > 0, "a heuristic depth needs a heuristic weight (--heuristic W)");
            }
            check(StateEvaluation.forGame(g) != StateEvaluation.NONE, (rolloutDepth > 0 ? "a rollout depth" : "a heuristic weight") + " needs a game with a heuristic"
                    + " evaluation (Proteus: material; Amazons, Cowboys: territory); " + spec + " has none");
        }
        check(teacherGames >= 0 && teacherGames <= 100_000_000, "teacher games must be in 0..100000000");
        check(teacherGames == 0 || !teacher.isBlank(), "teacher games need a teacher (--teacher AGENT, e.g. alphabeta:depth=4)");
        if (!teacher.isBlank()) {
            checkTeacher(teacher, spec);
        }
        check(blocks >= 0 && blocks <= 40 && channels >= 4 && channels <= 512, "network must be 0..40 blocks of 4..512 channels");
        check(net == 1 || net == 2, "network version must be v1 or v2, got " + net);
        check(net == 1 || GameRegistry.parse(spec).policyPlanes() > 0, "a v2 network needs a game with a convolutional policy"
                + " layout (Amazons, Cowboys); " + spec + " has none: use --net v1");
        check(batchSize >= 1 && batchSize <= 8192, "batch size must be in 1..8192");
        check(sampleReuse > 0 && sampleReuse <= 100, "sample reuse must be in (0, 100]");
        check(learningRate > 0 && learningRate < 1, "learning rate must be in (0, 1)");
        check(l2 >= 0 && l2 < 1, "l2 must be in [0, 1)");
        check(windowMax >= 1000, "window must hold at least 1000 positions");
        check(valueFraction > 0 && valueFraction <= 1, "value fraction must be in (0, 1]");
        check(valueMix >= 0 && valueMix <= 1, "value mix must be in 0..1");
        check(evalGames >= 0 && evalGames <= 100_000, "evaluation games must be in 0..100000");
        check(threads >= 1 && threads <= 256 && parallel >= 1 && parallel <= 4096, "threads 1..256, parallel 1..4096");
        mix.check(spec, net);
    }

    /** The teacher must be an agent whose decisions carry a training target, able to play {@code spec}. */
    private static void checkTeacher(String teacher, String spec) {
        pz.mcts.agent.AgentSpec a;
        try {
            a = pz.mcts.agent.AgentSpec.parse(teacher);
        } catch (RuntimeException e) {
            throw new InvalidInputException("teacher: " + e.getMessage());
        }
        check(a.kind().equals("alphabeta") || a.kind().equals("mcts") || a.kind().equals("gumbel"),
                "a teacher must be alphabeta, mcts or gumbel (agents whose moves come with a training target), not '" + a.kind() + "'");
        Game g = GameRegistry.parse(spec);
        check(!a.kind().equals("alphabeta") || g.numPlayers() == 2 && g.zeroSum(),
                "an alphabeta teacher needs a two-player zero-sum game; " + spec + " has " + g.numPlayers() + " players");
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new InvalidInputException(message);
        }
    }

    /** The defaults for a game: a smaller network on boards of up to 7x7. */
    public static TrainConfig defaults(String spec) {
        Game g = GameRegistry.parse(spec);
        int[] shape = g.observationShape();
        boolean small = shape[1] * shape[2] <= 49;
        return new TrainConfig(g.spec(), 0, 0, 64, "gumbel", small ? 32 : 64, 0, 0.25, true, -1, true, 0, 0, 0, 0, false,
                "", 0, small ? 4 : 6, small ? 32 : 64, 1, 128, 4, 1e-3, 1e-4, 200_000, 1.0, 0, true, 20, false,
                Math.max(1, Runtime.getRuntime().availableProcessors()), 16, 1, SpecMix.NONE);
    }

    /** The game. */
    public Game game() {
        return GameRegistry.parse(spec);
    }

    /** As properties, for run.properties. */
    public Properties toProperties() {
        Properties p = new Properties();
        p.setProperty("spec", spec);
        p.setProperty("iterations", Integer.toString(iterations));
        p.setProperty("hours", Double.toString(hours));
        p.setProperty("gamesPerIteration", Integer.toString(gamesPerIteration));
        p.setProperty("search", search);
        p.setProperty("visits", Integer.toString(visits));
        p.setProperty("fastVisits", Integer.toString(fastVisits));
        p.setProperty("fullProbability", Double.toString(fullProbability));
        p.setProperty("forcedPlayouts", Boolean.toString(forcedPlayouts));
        p.setProperty("sampleTurns", Integer.toString(sampleTurns));
        p.setProperty("decisiveMoves", Boolean.toString(decisiveMoves));
        p.setProperty("heuristicWeight", Double.toString(heuristicWeight));
        p.setProperty("heuristicDepth", Integer.toString(heuristicDepth));
        p.setProperty("leafRollouts", Integer.toString(leafRollouts));
        p.setProperty("rolloutDepth", Integer.toString(rolloutDepth));
        p.setProperty("solver", Boolean.toString(solver));
        p.setProperty("teacher", teacher);
        p.setProperty("teacherGames", Integer.toString(teacherGames));
        p.setProperty("blocks", Integer.toString(blocks));
        p.setProperty("channels", Integer.toString(channels));
        p.setProperty("net", "v" + net);
        p.setProperty("batchSize", Integer.toString(batchSize));
        p.setProperty("sampleReuse", Double.toString(sampleReuse));
        p.setProperty("learningRate", Double.toString(learningRate));
        p.setProperty("l2", Double.toString(l2));
        p.setProperty("windowMax", Long.toString(windowMax));
        p.setProperty("valueFraction", Double.toString(valueFraction));
        p.setProperty("valueMix", Double.toString(valueMix));
        p.setProperty("augment", Boolean.toString(augment));
        p.setProperty("evalGames", Integer.toString(evalGames));
        p.setProperty("gating", Boolean.toString(gating));
        p.setProperty("threads", Integer.toString(threads));
        p.setProperty("parallel", Integer.toString(parallel));
        p.setProperty("seed", Long.toString(seed));
        p.setProperty("mix", mix.toString());
        return p;
    }

    /**
     * Reads settings: every key present overrides {@code base}; unknown keys are errors.
     *
     * @throws InvalidInputException naming the key and the bad value
     */
    public static TrainConfig fromProperties(Properties p, TrainConfig base) {
        TrainConfig d = base;
        for (String key : p.stringPropertyNames()) {
            if (!d.toProperties().containsKey(key)) {
                throw new InvalidInputException("unknown setting '" + key + "'; valid: " + d.toProperties().stringPropertyNames());
            }
        }
        try {
            return new TrainConfig(
                    p.containsKey("spec") ? GameRegistry.canonical(p.getProperty("spec")) : d.spec,
                    i(p, "iterations", d.iterations), dbl(p, "hours", d.hours), i(p, "gamesPerIteration", d.gamesPerIteration),
                    p.getProperty("search", d.search).strip().toLowerCase(Locale.ROOT), i(p, "visits", d.visits),
                    i(p, "fastVisits", d.fastVisits), dbl(p, "fullProbability", d.fullProbability),
                    bool(p, "forcedPlayouts", d.forcedPlayouts), i(p, "sampleTurns", d.sampleTurns), bool(p, "decisiveMoves", d.decisiveMoves),
                    dbl(p, "heuristicWeight", d.heuristicWeight),
                    i(p, "heuristicDepth", d.heuristicDepth), i(p, "leafRollouts", d.leafRollouts), i(p, "rolloutDepth", d.rolloutDepth),
                    bool(p, "solver", d.solver), p.getProperty("teacher", d.teacher).strip(), i(p, "teacherGames", d.teacherGames),
                    i(p, "blocks", d.blocks), i(p, "channels", d.channels), netVersion(p, d.net),
                    i(p, "batchSize", d.batchSize), dbl(p, "sampleReuse", d.sampleReuse), dbl(p, "learningRate", d.learningRate),
                    dbl(p, "l2", d.l2), lng(p, "windowMax", d.windowMax),
                    dbl(p, "valueFraction", d.valueFraction), dbl(p, "valueMix", d.valueMix), bool(p, "augment", d.augment),
                    i(p, "evalGames", d.evalGames), bool(p, "gating", d.gating), i(p, "threads", d.threads),
                    i(p, "parallel", d.parallel), lng(p, "seed", d.seed), p.containsKey("mix") ? SpecMix.parse(p.getProperty("mix")) : d.mix);
        } catch (NumberFormatException e) {
            throw new InvalidInputException("a training setting is not a number: " + e.getMessage());
        }
    }

    private static int i(Properties p, String k, int d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseInt);
    }

    /** The {@code net} setting: {@code v1}/{@code v2} (or {@code 1}/{@code 2}). */
    private static int netVersion(Properties p, int d) {
        String v = p.getProperty("net");
        if (v == null) {
            return d;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "v1", "1" -> 1;
            case "v2", "2" -> 2;
            default -> throw new InvalidInputException("setting net must be v1 or v2, got '" + v + "'");
        };
    }

    private static long lng(Properties p, String k, long d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseLong);
    }

    private static double dbl(Properties p, String k, double d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseDouble);
    }

    private static boolean bool(Properties p, String k, boolean d) {
        String v = p.getProperty(k);
        if (v == null) {
            return d;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw new InvalidInputException("setting " + k + " must be true or false, got '" + v + "'");
        };
    }

    private static <T> T parse(String key, String value, java.util.function.Function<String, T> f) {
        try {
            return f.apply(value.strip());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("setting " + key + " must be a number, got '" + value + "'");
        }
    }
}
