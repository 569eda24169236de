package pz.cli;

import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.util.Progress;
import pz.evaluation.regret.MoveRegret;
import pz.mcts.agent.AgentSpec;

/** {@code pz regret AGENT... --spec SPEC}: each agent's move quality against an alpha-beta oracle on fixed positions. */
final class RegretCommand implements Command {
    @Override
    public String name() {
        return "regret";
    }

    @Override
    public String summary() {
        return "move quality of agents against an alpha-beta oracle on fixed positions: a quick, low-noise comparison of search settings";
    }

    @Override
    public String arguments() {
        return "AGENT... --spec SPEC";
    }

    @Override
    public String footer() {
        return "Draws --positions positions (every third decision of alphabeta:depth=2 games with one move in five random),\n"
                + "scores every legal move by alpha-beta to --oracle-depth decisions over the game's evaluation (Proteus: material;\n"
                + "Amazons, Cowboys: territory), then lets each agent decide each position. Regret = best score - score of the\n"
                + "move played, capped at " + (int) MoveRegret.CAP + "; printed as the mean with its 95% interval, how often the best move was\n"
                + "played, and how often the regret reached 1 and 3 (Proteus: a pawn, a piece). The same --seed gives the same\n"
                + "positions, so agents measured in separate runs compare. Two-player games of perfect information only.\n"
                + "Example (docs/issue-13-log.md used it to find what a network's prior does to the Proteus search):\n"
                + "  pz regret mcts:visits=400,heuristic=1,hdepth=2 \"mcts:visits=400,heuristic=1,hdepth=2,model=M.pzm\" --spec proteus";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("the game spec (required)").build());
        o.addOption(Option.builder().longOpt("positions").hasArg().argName("N").desc("positions (default 200)").build());
        o.addOption(Option.builder().longOpt("oracle-depth").hasArg().argName("D").desc("the oracle's alpha-beta depth, 1..8 (default 4)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed of the positions (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        List<String> agents = Cli.positional(line, 1, 100, "AGENT...");
        Game game = GameRegistry.parse(Cli.requiredSpec(line));
        MoveRegret.check(game);
        for (String a : agents) {
            AgentSpec.parse(a); // a bad spec fails before the oracle's work
        }
        int n = Cli.intOption(line, "positions", 200, 1, 100_000);
        int depth = Cli.intOption(line, "oracle-depth", 4, 1, 8);
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1;
        MoveRegret regret;
        try (Progress p = new Progress(cli.err, "oracle (alpha-beta depth " + depth + ")", n, "positions", Progress.isTerminal())) {
            regret = MoveRegret.build(game, n, depth, seed, counter(p));
        }
        for (String a : agents) {
            MoveRegret.Result r;
            try (Progress p = new Progress(cli.err, a, n, "positions", Progress.isTerminal())) {
                r = regret.measure(a, seed, counter(p));
            }
            cli.out.println(r);
        }
        return 0;
    }

    /** A callback given the count done so far that moves {@code p} on by the difference. */
    private static java.util.function.IntConsumer counter(Progress p) {
        long[] last = {0};
        return k -> {
            p.step(k - last[0]);
            last[0] = k;
        };
    }
}
