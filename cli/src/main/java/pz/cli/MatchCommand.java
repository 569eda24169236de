package pz.cli;

import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.util.Progress;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/** {@code pz match A B --spec SPEC --games N}: the arena, seats rotated, games in parallel. */
final class MatchCommand implements Command {
    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "play a match between two agents: W/D/L and the Elo difference with its 95% interval";
    }

    @Override
    public String arguments() {
        return "AGENT_A AGENT_B --spec SPEC";
    }

    @Override
    public String footer() {
        return "Agents are spec strings: random, uct:rollouts=10000, alphabeta:depth=4, mcts:visits=800 (uniform prior),\n"
                + "mcts:model=FILE,visits=400, gumbel:model=FILE,visits=32 (see mcts/README.md for every option).\n"
                + "Game i seats A at seat i mod players and B at the others. Example:\n"
                + "  pz match mcts:visits=400 uct:rollouts=2000 --spec amazons:size=6 --games 100";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("the game spec (required)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N").desc("number of games (default 100)").build());
        o.addOption(Option.builder().longOpt("threads").hasArg().argName("T").desc("worker threads (default: processors)").build());
        o.addOption(Option.builder().longOpt("parallel").hasArg().argName("P").desc("games in flight per thread (default 8)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) {
        var args = Cli.positional(line, 2, 2, "AGENT_A AGENT_B");
        if (!line.hasOption("spec")) {
            throw new UsageException("--spec SPEC is required (e.g. --spec proteus)");
        }
        int games = Cli.intOption(line, "games", 100, 1, 10_000_000);
        Match match = Match.of(line.getOptionValue("spec"), args.get(0), args.get(1)).games(games);
        if (line.hasOption("threads")) {
            match.threads(Cli.intOption(line, "threads", 1, 1, 256));
        }
        if (line.hasOption("parallel")) {
            match.parallel(Cli.intOption(line, "parallel", 8, 1, 100_000));
        }
        if (line.hasOption("seed")) {
            match.seed(Cli.longArg("--seed", line.getOptionValue("seed")));
        }
        MatchResult[] latest = new MatchResult[1];
        MatchResult result;
        try (Progress progress = new Progress(cli.err, "match", games, "games", Progress.isTerminal())) {
            progress.extra(() -> latest[0] == null ? "" : String.format(Locale.ROOT, "+%d =%d -%d, Elo %+.0f",
                    latest[0].wins(), latest[0].draws(), latest[0].losses(), latest[0].elo()));
            result = match.onProgress((finished, total, soFar) -> {
                latest[0] = soFar;
                progress.step(1);
            }).run();
        }
        cli.out.println(result.line());
        return 0;
    }
}
