package pz.mcts.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
import pz.engine.Heuristic;
import pz.engine.State;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.Search;
import pz.mcts.SearchRecipe;
import pz.mcts.UniformEvaluator;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AlphaBetaAgent;
import pz.mcts.agent.StateEvaluation;

/**
 * {@code pz bench search}: simulations per second of the PUCT search with a zero-cost evaluator
 * (uniform priors, zero values) on every registered game, or on the game specs given as arguments.
 * The search runs from positions sampled along random games (plies 0, 8, 16, ...), with its
 * default configuration (batches of up to 8 leaves) but no evaluation cache and no tree reuse, so
 * every leaf is encoded into the batch as it would be for a network.
 * The reference, measured in the same run, is the engine alone: random descents of the same mean
 * depth with apply/undo and legal-action generation, so {@code ratio = search cost per simulation
 * / engine cost per step} shows what the tree costs on top of the game rules.
 *
 * <p>A third table times the alpha-beta baseline against its former self (no move ordering, Proteus material
 * read from the notation) on the same positions.
 *
 * <p>With an argument {@code model=FILE} (and game specs) it instead plays self-play games with that
 * model, batched across games by the {@link pz.mcts.play.Scheduler}, and prints the share of wall
 * time spent outside the network ({@link NetworkOverhead}), then the evaluations per second and
 * cores used with one worker thread, with one worker thread confined to one core ({@link Evaluator#onOneCore}: the
 * like-for-like reference) and with two ({@code threads=N}: N) in the same run
 * ({@link NetworkThreads}; with {@code agent=SPEC}, such as a shipped model's search file, that
 * agent's search instead of self-play's).
 */
public final class SearchBenchmark implements Benchmark {
    /** The search both tables time: 400 visits, no cache, so every leaf is encoded into the batch as with a network. */
    private static final SearchRecipe PLAIN = SearchRecipe.defaults().toBuilder().visits(400).reuse(false, 0).build();

    @Override
    public String name() {
        return "search";
    }

    @Override
    public String description() {
        return "MCTS simulations per second with a zero-cost evaluator on each game, against the engine's own step rate;"
                + " with model=FILE [threads=N] [agent=SPEC]: the network's share of self-play and 1 against N worker threads";
    }

    @Override
    public void run(BenchContext context) {
        PrintStream out = context.out();
        double seconds = context.quick() ? 0.4 : 4;
        List<String> specs = new ArrayList<>();
        String model = null;
        int threads = 2;
        String agent = null;
        for (String a : context.args()) {
            if (a.startsWith("model=")) {
                model = a.substring("model=".length());
            } else if (a.startsWith("agent=")) {
                agent = a.substring("agent=".length());
            } else if (a.startsWith("threads=")) {
                threads = threadsArgument(a.substring("threads=".length()));
            } else {
                specs.add(a);
            }
        }
        if (specs.isEmpty()) {
            for (GameFactory f : GameRegistry.factories()) {
                specs.add(f.name());
            }
        }
        if (model != null) {
            // with a network the zero-cost tables (minutes, no network in them) are left out
            overhead(context, specs, model);
            threads(context, specs, model, threads, agent);
            return;
        }
        out.println("search benchmark: PUCT with a zero-cost evaluator (UniformEvaluator), 400 visits per search,");
        out.println("  batches of up to 8 leaves, no cache (every leaf encoded), from positions along random games; " + seconds + " s per game");
        out.println("  after a warm-up pass of " + seconds / 4 + " s per game;");
        out.println("  reference: the engine alone doing random descents with legal-action generation and apply/undo.");
        out.println(String.format(Locale.ROOT, "%-28s %12s %12s %14s %10s", "game", "sims/s", "ns/sim", "engine ns/step", "ratio"));
        for (String spec : specs) {
            // warm-up pass over every game first: measured alone, the first game ran its whole 4 s
            // while the JIT compiled the search (Amazons 0.42 M sims/s there, 1.0 M in the second table)
            simsPerSecond(GameRegistry.parse(spec), PLAIN, seconds / 4);
        }
        for (String spec : specs) {
            Game game = GameRegistry.parse(spec);
            double[] r = measure(game, seconds);
            out.println(String.format(Locale.ROOT, "%-28s %12.0f %12.0f %14.1f %10.1f", game.spec(), r[0], 1e9 / r[0], r[1], 1e9 / r[0] / r[1]));
        }
        leafCosts(context, specs, seconds);
        alphaBeta(context, specs, seconds);
    }

    /**
     * What the leaf options cost per simulation, each against the plain search of the table above measured
     * again in the same run: decisive moves with MCTS-Solver, and 8 random rollouts per leaf (cut after 4
     * actions and ended by the game's evaluation where it has one: {@code pz play}'s Amazons and Cowboys search).
     */
    private static void leafCosts(BenchContext context, List<String> specs, double seconds) {
        PrintStream out = context.out();
        out.println();
        out.println("leaf options: simulations per second of the same search with decisive=1,solver=1 and with");
        out.println("  decisive=1,solver=1 plus rollouts=8 (rdepth=4 and heuristic=1 where the game has an evaluation, else");
        out.println("  rollouts to the end at weight 0.5); ratio = plain sims/s / that sims/s, measured in this run");
        out.println(String.format(Locale.ROOT, "%-28s %12s %14s %8s %16s %8s", "game", "plain sims/s", "solver sims/s", "ratio",
                "rollouts sims/s", "ratio"));
        for (String spec : specs) {
            Game game = GameRegistry.parse(spec);
            SearchRecipe solver = PLAIN.toBuilder().decisiveMoves(true).solver(true).build();
            boolean evaluation = StateEvaluation.leafHeuristic(game) != null;
            SearchRecipe rollouts = evaluation ? solver.toBuilder().leafRollouts(8, 4).heuristic(1).build()
                    : solver.toBuilder().leafRollouts(8).heuristic(0.5).build();
            double p = simsPerSecond(game, PLAIN, seconds / 2);
            double s = simsPerSecond(game, solver, seconds / 2);
            double r = simsPerSecond(game, rollouts, seconds / 2);
            out.println(String.format(Locale.ROOT, "%-28s %12.0f %14.0f %8.2f %16.0f %8.1f", game.spec(), p, s, p / s, r, p / r));
        }
    }

    /**
     * The alpha-beta baseline (and {@code hdepth} leaves) on the two-player games with an evaluation: decisions
     * per second at the depths the game's profile names ({@link GameProfile#benchDepths()}: 4 and 5 for
     * Proteus; 2 and 3 elsewhere, whose moves are many more), against the same searcher without move
     * ordering and with the profile's {@link GameProfile#benchReference} where it gives one (Proteus: the
     * material read from the position notation, the evaluation before 2026-11-25): the reference plays the same moves.
     */
    private static void alphaBeta(BenchContext context, List<String> specs, double seconds) {
        PrintStream out = context.out();
        out.println();
        out.println("alpha-beta: decisions per second from the same positions; reference = the same search in action order");
        out.println("  (no move ordering) and, for Proteus, material read from the position notation: the same moves, found slower");
        out.println(String.format(Locale.ROOT, "%-28s %6s %14s %14s %16s %8s", "game", "depth", "decisions/s", "nodes/decision",
                "reference dec/s", "ratio"));
        for (String spec : specs) {
            Game game = GameRegistry.parse(spec);
            StateEvaluation eval = StateEvaluation.forGame(game);
            if (game.numPlayers() != 2 || !game.zeroSum() || eval == StateEvaluation.NONE || !game.perfectInformation()) {
                continue;
            }
            GameProfile profile = GameRegistry.profile(game);
            Heuristic slower = profile.benchReference(game);
            StateEvaluation reference = slower == null ? eval : StateEvaluation.of(slower);
            List<State> positions = positions(game, 12, new SplittableRandom(7));
            for (int depth : profile.benchDepths()) {
                AlphaBetaAgent fast = new AlphaBetaAgent("alphabeta", game, depth, 0, new SplittableRandom(1), eval, true);
                AlphaBetaAgent slow = new AlphaBetaAgent("alphabeta", game, depth, 0, new SplittableRandom(1), reference, false);
                decisionsPerSecond(fast, positions, seconds / 8); // warm-up
                double[] f = decisionsPerSecond(fast, positions, seconds / 2);
                double[] r = decisionsPerSecond(slow, positions, seconds / 2);
                out.println(String.format(Locale.ROOT, "%-28s %6d %14.1f %14.0f %16.1f %8.1f", game.spec(), depth, f[0], f[1], r[0], f[0] / r[0]));
            }
        }
    }

    /** Decisions per second and nodes per decision of {@code agent} over {@code positions}, at least one pass. */
    private static double[] decisionsPerSecond(AlphaBetaAgent agent, List<State> positions, double seconds) {
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        long nodes = 0;
        int n = 0, decided = 0;
        while (n < positions.size() || System.nanoTime() < end) {
            State s = positions.get(n++ % positions.size());
            if (s.currentPlayer() >= 0) {
                agent.decide(s);
                nodes += agent.nodes();
                decided++;
            }
        }
        double elapsed = (System.nanoTime() - t0) / 1e9;
        return new double[] {decided / elapsed, nodes / (double) Math.max(1, decided)};
    }

    /** Simulations per second of {@code config} (its leaf heuristic as agents build it) over positions along random games, after a warm-up of a quarter of {@code seconds}. */
    private static double simsPerSecond(Game game, SearchRecipe config, double seconds) {
        List<State> positions = positions(game, 12, new SplittableRandom(7));
        Evaluator ev = new UniformEvaluator();
        EvalBatch batch = new EvalBatch(game, 64);
        Search search = new Search(game, config, new SplittableRandom(1), null, AgentFactory.leafHeuristic(game, config));
        long end = System.nanoTime() + (long) (seconds * 0.25e9);
        int i = 0;
        while (System.nanoTime() < end) {
            search.run(positions.get(i++ % positions.size()), ev, batch);
        }
        long sims = 0;
        long t0 = System.nanoTime();
        end = t0 + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            sims += search.run(positions.get(i++ % positions.size()), ev, batch).simulations();
        }
        return sims / ((System.nanoTime() - t0) / 1e9);
    }

    /** With {@code model=FILE}: the share of self-play wall time spent outside the network, per game spec given. */
    private static void overhead(BenchContext context, List<String> specs, String model) {
        PrintStream out = context.out();
        int games = context.quick() ? 8 : 64;
        int visits = context.quick() ? 16 : 100;
        out.println();
        out.println("network overhead: self-play with " + model + ", " + games + " games at once on one thread, " + visits
                + " visits per move; time inside Evaluator.evaluate vs wall time (target: outside < 10%)");
        out.println(String.format(Locale.ROOT, "%-28s %10s %10s %12s %10s %10s", "game", "wall s", "network s", "positions", "mean batch", "outside"));
        for (String spec : specs) {
            Game game = GameRegistry.parse(spec);
            try (pz.mcts.LoadedModel loaded = pz.mcts.ModelLoaders.load(java.nio.file.Path.of(model), game)) {
                Evaluator ev = loaded.evaluator();
                double[] r = NetworkOverhead.measure(game, ev, games, visits);
                out.println(String.format(Locale.ROOT, "%-28s %10.2f %10.2f %12.0f %10.1f %9.1f%%", game.spec(), r[0], r[1], r[2],
                        r[2] / Math.max(1, r[3]), 100 * (r[0] - r[1]) / r[0]));
            }
        }
    }

    /**
     * With {@code model=FILE}: evaluations per second and cores used by self-play on one worker thread, on one worker
     * thread confined to one core and on {@code threads}, 16 games in flight per thread as in {@code pz train}; the arms alternate over rounds. The
     * search is self-play's at 100 visits, or with {@code agent=SPEC} that agent's (as {@code pz match} plays it,
     * plus self-play's root noise and early temperature so that the games differ).
     */
    private static void threads(BenchContext context, List<String> specs, String model, int threads, String agent) {
        PrintStream out = context.out();
        int rounds = context.quick() ? 1 : 3;
        double seconds = context.quick() ? 1 : 10;
        int perThread = 16;
        out.println();
        out.println("worker threads: self-play with " + model + " searched by " + (agent == null ? "self-play's PUCT" : agent) + ", " + perThread
                + " games in flight per thread; " + rounds + " rounds of " + seconds + " s per arm, arms alternating, after a warm-up;");
        out.println("  evals/s = positions through Evaluator.evaluate per wall second; cores = process CPU time / wall time;");
        out.println("  batch = positions per evaluate call of a worker; ratio = evals/s against 1 thread; 1*: one thread whose passes run");
        out.println("  on one core (one OpenMP thread), the like-for-like reference for what more threads add (goal at 2: >= 1.8)");
        out.println(String.format(Locale.ROOT, "  OMP_NUM_THREADS=%s, load average %.1f at the start", System.getenv().getOrDefault("OMP_NUM_THREADS", "unset"),
                NetworkThreads.loadAverage()));
        out.println(String.format(Locale.ROOT, "%-28s %8s %10s %7s %7s %7s %7s", "game", "threads", "evals/s", "cores", "batch", "ratio", "vs 1*"));
        for (String spec : specs) {
            Game game = GameRegistry.parse(spec);
            SearchRecipe c = agent == null ? SearchRecipe.selfPlay().toBuilder().visits(100).build() : agentSearch(agent, game);
            c = context.quick() ? c.toBuilder().visits(16).build() : c;
            try (pz.mcts.LoadedModel loaded = pz.mcts.ModelLoaders.load(java.nio.file.Path.of(model), game)) {
                Evaluator ev = loaded.evaluator();
                NetworkThreads.measure(game, ev, c, 1, perThread, seconds / 2, 1);
                NetworkThreads.measure(game, ev, c, threads, perThread, seconds / 2, 2);
                NetworkThreads.Arm one = null;
                NetworkThreads.Arm oneCore = null;
                NetworkThreads.Arm many = null;
                for (int r = 0; r < rounds; r++) {
                    NetworkThreads.Arm a = NetworkThreads.measure(game, ev, c, 1, perThread, seconds, 10 + r);
                    NetworkThreads.Arm k = NetworkThreads.measure(game, ev, c, 1, true, perThread, seconds, 30 + r);
                    NetworkThreads.Arm b = NetworkThreads.measure(game, ev, c, threads, perThread, seconds, 20 + r);
                    one = one == null ? a : one.plus(a);
                    oneCore = oneCore == null ? k : oneCore.plus(k);
                    many = many == null ? b : many.plus(b);
                }
                for (NetworkThreads.Arm a : List.of(one, oneCore, many)) {
                    out.println(String.format(Locale.ROOT, "%-28s %8s %10.0f %7.2f %7.1f %7.2f %7.2f", game.spec(),
                            a.threads() + (a.oneCore() ? "*" : ""), a.evalsPerSecond(), a.cores(), a.meanBatch(),
                            a.evalsPerSecond() / one.evalsPerSecond(), a.evalsPerSecond() / oneCore.evalsPerSecond()));
                }
                int cores = Runtime.getRuntime().availableProcessors();
                out.println(String.format(Locale.ROOT, "%-28s on a quiet machine 1 thread would keep %.2f cores busy (process CPU / its worker's CPU):"
                        + " at its CPU per evaluation %d cores would allow %.2fx (two passes at once run on one OpenMP thread each,"
                        + " which costs less CPU per evaluation)", "", one.quietCores(), cores, cores / one.quietCores()));
            }
        }
        out.println(String.format(Locale.ROOT, "  load average %.1f at the end", NetworkThreads.loadAverage()));
    }

    /** The search of agent spec {@code agent} (an mcts or gumbel agent without a model) with self-play's noise and temperature. */
    private static SearchRecipe agentSearch(String agent, Game game) {
        pz.mcts.agent.AgentSpec spec = pz.mcts.agent.AgentSpec.parse(agent);
        if (spec.options().containsKey("model")) {
            throw new pz.engine.InvalidInputException("agent=SPEC gives the search only; the model is model=FILE: " + agent);
        }
        try (AgentFactory f = spec.factory(game)) {
            if (f.config() == null) {
                throw new pz.engine.InvalidInputException("agent=SPEC must be a searching agent (mcts or gumbel): " + agent);
            }
            return f.config().toBuilder().noise(0.3, 0.25).temperature(1.0, 30).build();
        }
    }

    private static int threadsArgument(String s) {
        try {
            int n = pz.engine.util.Numbers.parseInt(s);
            if (n >= 2 && n <= 64) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new pz.engine.InvalidInputException("threads=N takes a number of worker threads in 2..64, got '" + s + "'");
    }

    /** {simulations per second, engine nanoseconds per step}. */
    static double[] measure(Game game, double seconds) {
        double simsPerSec = simsPerSecond(game, PLAIN, seconds);
        double engineNs = engineStep(game, positions(game, 12, new SplittableRandom(7)), seconds * 0.5);
        return new double[] {simsPerSec, engineNs};
    }

    private static List<State> positions(Game game, int count, SplittableRandom rng) {
        List<State> list = new ArrayList<>();
        int[] buf = new int[game.numActions()];
        double[] pr = new double[game.numActions()];
        for (int g = 0; list.size() < count && g < 100; g++) {
            State s = game.newInitialState();
            for (int ply = 0; !s.isTerminal() && list.size() < count; ply++) {
                if (ply % 8 == 0 && s.currentPlayer() >= 0) {
                    int n = s.legalActions(buf);
                    if (n > 1) {
                        list.add(s.copy());
                    }
                }
                s.apply(randomAction(s, buf, pr, rng));
            }
        }
        if (list.isEmpty()) {
            list.add(game.newInitialState());
        }
        return list;
    }

    private static int randomAction(State s, int[] buf, double[] pr, SplittableRandom rng) {
        if (s.isChance()) {
            return pz.engine.util.Chance.sample(s, buf, pr, rng);
        }
        return buf[rng.nextInt(s.legalActions(buf))];
    }

    /** Nanoseconds per engine step (legal actions + apply, undo later) in random descents of up to 12 steps. */
    private static double engineStep(Game game, List<State> positions, double seconds) {
        SplittableRandom rng = new SplittableRandom(3);
        int[] buf = new int[game.numActions()];
        double[] pr = new double[game.numActions()];
        List<State> work = new ArrayList<>();
        for (State s : positions) {
            work.add(s.copy());
        }
        long steps = 0;
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        int i = 0;
        while (System.nanoTime() < end) {
            State s = work.get(i++ % work.size());
            int d = 0;
            while (d < 12 && !s.isTerminal()) {
                s.apply(randomAction(s, buf, pr, rng));
                d++;
            }
            for (int k = 0; k < d; k++) {
                s.undo();
            }
            steps += d;
        }
        return (System.nanoTime() - t0) / (double) Math.max(1, steps);
    }
}
