package pz.cli;

import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.util.Progress;
import pz.evaluation.equilibrium.SetupEquilibrium;
import pz.mcts.LoadedModel;
import pz.mcts.ModelLoaders;

/** {@code pz equilibrium SPEC}: the optimal mixed secret setup (Proteus Wall Street) and the game's value. */
final class EquilibriumCommand implements Command {
    @Override
    public String name() {
        return "equilibrium";
    }

    @Override
    public String summary() {
        return "solve a secret setup (proteus:wallstreet=secret) as a matrix game: optimal mixed setups and the value";
    }

    @Override
    public String arguments() {
        return "SPEC";
    }

    @Override
    public String footer() {
        return "Samples --candidates distinct setups (army and placement) per seat by random legal choices, estimates the\n"
                + "first seat's expected score for every pair, by --games games per pair played on by --agent in both seats,\n"
                + "or by one evaluation of the position with --model FILE (a value network), and solves the matrix game by\n"
                + "linear programming. The equilibrium is that of the sampled candidates. Example:\n"
                + "  pz equilibrium proteus:wallstreet=secret --candidates 12 --agent mcts:visits=100 --games 8";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("candidates").hasArg().argName("K").desc("setups sampled per seat (default 10)").build());
        o.addOption(Option.builder().longOpt("agent").hasArg().argName("AGENT").desc("agent playing on (default random)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("G").desc("games per pair of setups (default 10)").build());
        o.addOption(Option.builder().longOpt("model").hasArg().argName("FILE").desc("value network instead of games").build());
        o.addOption(Option.builder().longOpt("threads").hasArg().argName("T").desc("worker threads (default: processors)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) {
        Game game = GameRegistry.parse(Cli.positional(line, 1, 1, "SPEC").get(0));
        int k = Cli.intOption(line, "candidates", 10, 1, 500);
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1L;
        SetupEquilibrium.Result r;
        if (line.hasOption("model")) {
            try (LoadedModel m = ModelLoaders.load(Path.of(line.getOptionValue("model")), game)) {
                r = SetupEquilibrium.fromEvaluator(game, k, m.evaluator(), line.getOptionValue("model"), seed);
            }
        } else {
            int g = Cli.intOption(line, "games", 10, 1, 1_000_000);
            int threads = Cli.intOption(line, "threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 256);
            try (Progress p = new Progress(cli.err, "equilibrium", (long) k * k * g, "games", Progress.isTerminal())) {
                r = SetupEquilibrium.fromMatches(game, k, line.getOptionValue("agent", "random"), g, threads, seed, n -> p.step(1));
            }
        }
        cli.out.print(r.text());
        return 0;
    }
}
