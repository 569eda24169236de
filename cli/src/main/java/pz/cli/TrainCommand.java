package pz.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.GameRegistry;
import pz.engine.util.Numbers;
import pz.models.NetBackend;
import pz.training.SelfPlayOptions;
import pz.training.SpecMix;
import pz.training.TrainConfig;
import pz.training.TrainLoop;

/** {@code pz train SPEC [--run DIR] [--hours H | --minutes M | --iterations N]}: the main job. */
final class TrainCommand implements Command {
    /**
     * The positions a warm start's window holds before its first training step (unless {@code --min-window} says):
     * a quarter of the default window, which (growing by KataGo's power law past 20,000) holds that many after about
     * 120,000 positions played, some 22 iterations of 64 Cowboys games. Warm starts that trained at
     * once lost strength within ten iterations (docs/runs.md, the Cowboys family run of 2026-11-26 and 27).
     */
    static final long WARM_START_MIN_WINDOW = 50_000;

    /**
     * A warm start's learning rate (unless {@code --lr} says): a fine-tuning rate, 0.3 times a fresh run's. The
     * shipped 8x8 Cowboys network warm-started on 9x9 at the fresh rate (0.001) lost to its own start 12-28 after 53
     * trained iterations and fell from 38.9% to 25% against the fallback; at 0.0003 it beat its start 25-15 after 23
     * and had 47.5% (docs/runs.md, 2026-11-27, ninth session).
     */
    static final double WARM_START_LEARNING_RATE = 3e-4;

    private static final String[][] SETTINGS = {
        {"games", "gamesPerIteration", "N", "self-play games per iteration (default 64)"},
        {"search", "search", "KIND", "gumbel (default; improved-policy targets, good with few visits) or puct"},
        {"visits", "visits", "N", "simulations per full search (default 32 on boards up to 7x7, else 64)"},
        {"fast-visits", "fastVisits", "N", "playout cap randomization: simulations of fast searches (default 0: off)"},
        {"full-probability", "fullProbability", "P", "playout cap randomization: share of full searches (default 0.25)"},
        {"forced-playouts", "forcedPlayouts", "BOOL", "PUCT: forced playouts and policy target pruning (default true)"},
        {"sample-turns", "sampleTurns", "N", "turns per self-play game whose moves are sampled, then the search's best move (default: PUCT 30, Gumbel every turn)"},
        {"decisive-moves", "decisiveMoves", "BOOL", "searches value a leaf whose player can win at once as that win (default true)"},
        {"heuristic", "heuristicWeight", "W", "weight of the game's heuristic (Proteus: material; Amazons, Cowboys: territory) in leaf values, 0..1 (default 0: off)"},
        {"heuristic-depth", "heuristicDepth", "N", "decisions that heuristic looks ahead by alpha-beta at each leaf, 0..8 (default 0; two-player games)"},
        {"rollouts", "leafRollouts", "K", "the mixed-in heuristic is K random rollouts per leaf instead, any game (needs --heuristic W; default 0: off)"},
        {"rollout-depth", "rolloutDepth", "D", "cut those rollouts after D actions and value them by the game's evaluation (default 0: to the end)"},
        {"solver", "solver", "BOOL", "PUCT searches with MCTS-Solver: proven wins and losses propagate (default false)"},
        {"recipe", "recipe", "RECIPE", "the self-play search as one recipe, e.g. gumbel:visits=64,decisive=1 (the options of an mcts or"
            + " gumbel agent spec), instead of the search options above"},
        {"teacher", "teacher", "AGENT", "an agent whose games open the run, learned by imitation (AlphaGo's supervised stage), e.g. alphabeta:depth=4 (default: none)"},
        {"teacher-games", "teacherGames", "N", "games the teacher plays before self-play takes over, in whole iterations (400 with --games 64: 448; default 0)"},
        {"blocks", "blocks", "N", "residual blocks (default 4 on small boards, else 6)"},
        {"channels", "channels", "N", "channels (default 32 on small boards, else 64)"},
        {"net", "net", "V", "network version: v1 (default) or v2 (global pooling, convolutional policy head, ownership head; Amazons, Cowboys, Proteus, Kadon)"},
        {"pool-every", "poolEvery", "N", "v2: global pooling in every N-th residual block (default 3; 0: none, the value head still"
            + " pools)"},
        {"ownership-weight", "ownershipWeight", "W", "v2: weight of the ownership (dense auxiliary) loss (default 1.5; 0: no"
            + " such head)"},
        {"batch", "batchSize", "N", "positions per training step (default 128)"},
        {"reuse", "sampleReuse", "X", "times each new position is trained on, on average (default 4)"},
        {"lr", "learningRate", "X", "Adam learning rate (default 0.001; with --init-model 0.0003, a fine-tuning rate)"},
        {"window", "windowMax", "N", "largest replay window in positions (default 200000; KataGo power law below)"},
        {"min-window", "minWindow", "N", "positions of self-play the window must hold before training starts (default 0; with"
            + " --init-model " + WARM_START_MIN_WINDOW + ", or the window if smaller: a trained network fitted to a run's first games forgets)"},
        {"value-fraction", "valueFraction", "F", "share of each game's positions whose value target counts, (0, 1] (default 1)"},
        {"value-mix", "valueMix", "Q", "value target = (1-Q) * game result + Q * the search's root value, 0..1 (default 0: result only)"},
        {"augment", "augment", "BOOL", "symmetry augmentation (default true)"},
        {"eval-games", "evalGames", "N", "evaluation games per iteration, new model vs best (default 20; 0: none)"},
        {"gating", "gating", "BOOL", "promote only a model that wins its evaluation (default false)"},
        {"threads", "threads", "N", "self-play threads (default: processors)"},
        {"parallel", "parallel", "N", "games in flight per thread (default 16)"},
        {"seed", "seed", "N", "random seed (default 1)"},
    };

    @Override
    public String name() {
        return "train";
    }

    @Override
    public String summary() {
        return "train an agent by self-play (resumable: run it again with --run DIR to continue)";
    }

    @Override
    public String arguments() {
        return "[SPEC]";
    }

    @Override
    public String footer() {
        return "A run lives in --run DIR (default runs/<spec>): settings, progress, Parquet records, models, metrics.csv.\n"
                + "One v2 network on several specs of a family: --mix 'SPEC@W;SPEC@W' (';' between entries and '@' before a\n"
                + "weight, since specs use ':' ',' '='; weight 1 when left out), or --sizes 6,8,10 for boards of SPEC. The\n"
                + "weights are shares of the training positions: each batch is of one spec, drawn by weight; self-play\n"
                + "splits its games by weight / board cells. The model plays every spec of the mix.\n"
                + "Kill it at any moment; 'pz train --run DIR' resumes from the last checkpoint. With no budget it runs\n"
                + "until stopped. A resume may change --lr, --min-window, --window, --reuse, --eval-games, --threads and\n"
                + "--parallel (written to DIR/run.properties and said); the rest is fixed when a run starts.\n"
                + "Afterwards: 'pz report DIR' draws plots, 'pz play SPEC --model DIR/models/best.pzm' plays.\n"
                + "Example (a first try, 20 minutes): pz train cowboys:size=6 --minutes 20";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("run").hasArg().argName("DIR").desc("the run directory (default runs/<spec>)").build());
        o.addOption(Option.builder().longOpt("hours").hasArg().argName("H").desc("stop after H hours in this invocation").build());
        o.addOption(Option.builder().longOpt("minutes").hasArg().argName("M").desc("stop after M minutes in this invocation").build());
        o.addOption(Option.builder().longOpt("iterations").hasArg().argName("N")
                .desc("stop once N iterations are done in all (a resume without it keeps the run's own)").build());
        o.addOption(Option.builder().longOpt("init-model").hasArg().argName("FILE")
                .desc("start from this model instead of an untrained network (it sets --blocks/--channels/--net; a v2 model may be of"
                        + " another board of the game) [new runs only]").build());
        o.addOption(Option.builder().longOpt("mix").hasArg().argName("MIX")
                .desc("train one v2 network on specs of one family, e.g. 'cowboys:size=6@1;cowboys@2' (SPEC@WEIGHT; SPEC alone"
                        + " weighs 1); the first is the run's spec, SPEC may be left out [new runs only]").build());
        o.addOption(Option.builder().longOpt("sizes").hasArg().argName("N,N")
                .desc("shorthand of --mix: SPEC on each of these board sizes, weight 1 each, e.g. 6,8,10 [new runs only]").build());
        o.addOption(Option.builder().longOpt("backend").hasArg().argName("NAME")
                .desc("how the network runs: fast (default) or samediff (its SameDiff definition, slower: for trying a new layer);"
                        + " its models record it and play with it [new runs only]").build());
        for (String[] s : SETTINGS) {
            o.addOption(Option.builder().longOpt(s[0]).hasArg().argName(s[2])
                    .desc(s[3] + (TrainLoop.RESUME_SETTINGS.contains(s[1]) ? " [a resume may change it]" : " [new runs only]")).build());
        }
        return o;
    }

    /** The default run directory of a spec: runs/ plus the spec with ':' ',' '=' made file-name safe. */
    static Path defaultRun(String spec) {
        return Cli.home().resolve("runs").resolve(spec.replace(':', '-').replace(',', '-').replace("=", ""));
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 0, 1, "[SPEC]");
        SpecMix mix = mix(line, args);
        if (args.isEmpty() && mix == null && !line.hasOption("run")) {
            throw new UsageException("give a game SPEC to start a run, or --run DIR to resume one");
        }
        if (line.hasOption("hours") && line.hasOption("minutes")) {
            throw new UsageException("give --hours or --minutes, not both");
        }
        double hours = 0;
        if (line.hasOption("hours")) {
            hours = number("--hours", line.getOptionValue("hours"));
        }
        if (line.hasOption("minutes")) {
            hours = number("--minutes", line.getOptionValue("minutes")) / 60;
        }
        int iterations = Cli.intOption(line, "iterations", 0, 1, 1_000_000);
        TrainConfig cfg = null;
        String spec = null;
        if (!args.isEmpty() || mix != null) {
            spec = mix != null ? mix.primary() : GameRegistry.canonical(args.get(0));
            cfg = newRun(line, spec, iterations, hours, mix);
        }
        TrainConfig budget = TrainConfig.fromProperties(budgetProps(iterations, hours), TrainConfig.defaults(spec == null ? "tictactoe" : spec));
        Path run = line.hasOption("run") ? Path.of(line.getOptionValue("run")) : defaultRun(mix == null ? spec : spec + "-mix");
        Properties changes = resumeChanges(line, run, cfg != null);
        NetBackend backend = backend(line, cfg);
        if (line.hasOption("init-model")) {
            if (cfg == null) {
                throw new UsageException("--init-model starts a new run: give the game SPEC too");
            }
            TrainLoop.seed(run, Path.of(line.getOptionValue("init-model")), cfg, backend, cli.err);
        } else if (backend == NetBackend.SAMEDIFF) {
            TrainLoop.seedUntrained(run, cfg, backend);
            cli.err.println("model 0 of the new run: untrained, on the " + backend.key() + " backend");
        }
        TrainLoop.Outcome out = TrainLoop.run(run, cfg, budget, changes, cli.err, null);
        cli.out.printf(Locale.ROOT, "%s after %s; Elo %+.0f over the first model%n",
                out.stoppedByTime() ? "stopped" : "finished", out.progress(), out.state().elo());
        cli.out.println("best model: " + out.bestModel());
        cli.out.println("plots:      ./pz report " + run);
        cli.out.println("play it:    ./pz play " + out.spec() + " --model " + out.bestModel());
        cli.out.println("continue:   ./pz train --run " + run + " [--hours H]");
        return 0;
    }

    /**
     * The settings flags given to resume the saved run in {@code run}, as {@code run.properties} keys (null: {@code run}
     * holds no saved run, so the flags are a new run's). With a SPEC or mix given ({@code specGiven}) the run's check
     * that they are its own comes first, and then its refusal of a key fixed at the start ({@code TrainLoop.run}).
     *
     * @throws UsageException for a flag of a setting fixed when a run starts
     */
    private static Properties resumeChanges(CommandLine line, Path run, boolean specGiven) {
        if (!Files.isRegularFile(run.resolve("run.properties"))) {
            return null;
        }
        Properties changes = new Properties();
        for (String[] s : SETTINGS) {
            if (!line.hasOption(s[0])) {
                continue;
            }
            if (!specGiven && !TrainLoop.RESUME_SETTINGS.contains(s[1])) {
                throw new UsageException("--" + s[0] + " is fixed when a run starts (" + run.resolve("run.properties")
                        + " keeps it; start another --run to change it); a resume may change "
                        + String.join(", ", java.util.Arrays.stream(SETTINGS).filter(x -> TrainLoop.RESUME_SETTINGS.contains(x[1]))
                                .map(x -> "--" + x[0]).toList()));
            }
            changes.setProperty(s[1], line.getOptionValue(s[0]));
        }
        return changes;
    }

    /**
     * The {@code --mix} or {@code --sizes} of a new run (null: neither); a SPEC given with {@code --mix} must be of its
     * family, {@code --sizes} needs one.
     */
    private static SpecMix mix(CommandLine line, java.util.List<String> args) {
        if (line.hasOption("mix") && line.hasOption("sizes")) {
            throw new UsageException("give --mix or --sizes, not both");
        }
        if (line.hasOption("sizes")) {
            if (args.isEmpty()) {
                throw new UsageException("--sizes needs the game SPEC whose boards it lists, e.g. pz train cowboys --sizes 6,7");
            }
            return SpecMix.sizes(args.get(0), line.getOptionValue("sizes"));
        }
        if (!line.hasOption("mix")) {
            return null;
        }
        SpecMix mix = SpecMix.parse(line.getOptionValue("mix"));
        if (mix.isEmpty()) {
            throw new UsageException("--mix is empty; write SPEC@WEIGHT;SPEC@WEIGHT, e.g. 'cowboys:size=6@1;cowboys@2'");
        }
        if (!args.isEmpty()) {
            String family = GameRegistry.family(GameRegistry.canonical(args.get(0)));
            if (!GameRegistry.family(mix.primary()).equals(family)) {
                throw new UsageException("SPEC " + args.get(0) + " is not of the --mix family (" + mix.primary() + ")");
            }
        }
        return mix;
    }

    /** The --backend of a new run, or null when not given. */
    private static NetBackend backend(CommandLine line, TrainConfig cfg) {
        if (!line.hasOption("backend")) {
            return null;
        }
        if (cfg == null) {
            throw new UsageException("--backend starts a new run: give the game SPEC too (a run keeps its models' backend)");
        }
        try {
            return NetBackend.parse(line.getOptionValue("backend"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--backend: " + e.getMessage());
        }
    }

    /**
     * The settings of a new run of {@code spec} from the command line: each setting flag given, the network of
     * {@code --init-model}, the budget; the rest at the game's defaults.
     *
     * @throws UsageException for flags that contradict each other or the model
     */
    static TrainConfig newRun(CommandLine line, String spec, int iterations, double hours) {
        return newRun(line, spec, iterations, hours, null);
    }

    /** As {@link #newRun(CommandLine, String, int, double)}, on the specs of {@code mix} (null: {@code spec} alone). */
    static TrainConfig newRun(CommandLine line, String spec, int iterations, double hours, SpecMix mix) {
        Properties p = new Properties();
        if (mix != null) {
            p.setProperty("mix", mix.toString());
        }
        for (String[] s : SETTINGS) {
            if (line.hasOption(s[0])) {
                if (line.hasOption("recipe") && SelfPlayOptions.KEYS.contains(s[1])) {
                    throw new UsageException("--recipe gives the whole self-play search: give its option instead of --" + s[0]);
                }
                p.setProperty(s[1], line.getOptionValue(s[0]));
            }
        }
        if (line.hasOption("init-model")) {
            TrainConfig.Network arch = TrainLoop.architecture(Path.of(line.getOptionValue("init-model")),
                    TrainLoop.gameOf(Path.of(line.getOptionValue("init-model")), mix == null ? java.util.List.of(spec) : mix.specs()));
            String[] keys = {"blocks", "channels", "net", "poolEvery", "ownershipWeight"};
            String[] flags = {"blocks", "channels", "net", "pool-every", "ownership-weight"};
            String[] model = {Integer.toString(arch.blocks()), Integer.toString(arch.channels()), "v" + arch.version(),
                Integer.toString(arch.poolEvery()), Double.toString(arch.ownershipWeight())};
            for (int k = 0; k < keys.length; k++) {
                String given = p.getProperty(keys[k]);
                if (given != null && !sameSetting(given.strip(), model[k])) {
                    throw new UsageException("--" + flags[k] + " " + given + " does not match the --init-model network ("
                            + arch.blocks() + "x" + arch.channels() + (arch.version() == 1 ? "" : " v2, pooling every "
                            + arch.poolEvery() + " blocks, ownership weight " + arch.ownershipWeight()) + ")");
                }
                if (k < 3 || arch.version() == 2) {
                    p.setProperty(keys[k], model[k]);
                }
            }
        }
        p.setProperty("iterations", Integer.toString(iterations));
        p.setProperty("hours", Double.toString(hours));
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults(spec));
        if (line.hasOption("init-model")) {
            // the warm start's defaults: a window to wait for, within the one the settings built (a smaller --window caps
            // it), and a fine-tuning learning rate
            if (!line.hasOption("min-window")) {
                p.setProperty("minWindow", Long.toString(Math.min(WARM_START_MIN_WINDOW, cfg.window().windowMax())));
            }
            if (!line.hasOption("lr")) {
                p.setProperty("learningRate", Double.toString(WARM_START_LEARNING_RATE));
            }
            cfg = TrainConfig.fromProperties(p, TrainConfig.defaults(spec));
        }
        return cfg;
    }

    /** Whether a flag's value {@code given} names the model's setting {@code model} ({@code 2} for {@code v2}, {@code 1.50} for {@code 1.5}). */
    private static boolean sameSetting(String given, String model) {
        if (given.equalsIgnoreCase(model) || ("v" + given).equalsIgnoreCase(model)) {
            return true;
        }
        try {
            return Numbers.parseDouble(given) == Numbers.parseDouble(model);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static Properties budgetProps(int iterations, double hours) {
        Properties p = new Properties();
        p.setProperty("iterations", Integer.toString(iterations));
        p.setProperty("hours", Double.toString(hours));
        return p;
    }

    private static double number(String what, String v) {
        try {
            double d = Numbers.parseDouble(v.strip());
            if (d > 0 && d <= 1e6) {
                return d;
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        throw new UsageException(what + " must be a positive number, got '" + v + "'");
    }
}
