package pz.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.util.Numbers;
import pz.engine.util.Progress;
import pz.evaluation.MatchRecords;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.BalanceRun;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.StoppingRule;

/** {@code pz balance SPEC... --agent A [--games N]}: per-seat outcome statistics and verdicts, one report for all specs. */
final class BalanceCommand implements Command {
    @Override
    public String name() {
        return "balance";
    }

    @Override
    public String summary() {
        return "measure variant balance: per-seat W/D/L with intervals, p-values, first-seat Elo, lengths; Markdown+HTML report";
    }

    @Override
    public String arguments() {
        return "SPEC... --agent AGENT";
    }

    @Override
    public String footer() {
        return "The agent plays every seat. Each spec is played up to --games games and stops early once the verdict is\n"
                + "clear: from --min-games on, every --look games, a Bonferroni-corrected interval of the first seat's score\n"
                + "(alpha 5% over all looks) either excludes 50% or lies within 50% +- --tolerance (see evaluation/README.md).\n"
                + "The report (report.md, report.html, first-seat.png, outcomes.png, lengths-K.png per spec) is written atomically to\n"
                + "--out (default runs/balance/<time>). Example:\n"
                + "  pz balance proteus proteus:tradeoff proteus:polarity --agent mcts:visits=200 --games 2000";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("agent").hasArg().argName("AGENT").desc("the agent in every seat (default random)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N").desc("most games per spec (default 1000)").build());
        o.addOption(Option.builder().longOpt("min-games").hasArg().argName("N").desc("no early stop before (default 100)").build());
        o.addOption(Option.builder().longOpt("look").hasArg().argName("N").desc("games between looks (default 50)").build());
        o.addOption(Option.builder().longOpt("tolerance").hasArg().argName("PCT").desc("balanced band, in points of score (default 2)").build());
        o.addOption(Option.builder().longOpt("no-stop").desc("always play --games games").build());
        o.addOption(Option.builder().longOpt("out").hasArg().argName("DIR").desc("report directory (default runs/balance/<time>)").build());
        o.addOption(Option.builder().longOpt("records").hasArg().argName("DIR").desc("also write the games as Parquet records").build());
        o.addOption(Option.builder().longOpt("threads").hasArg().argName("T").desc("worker threads (default: processors)").build());
        o.addOption(Option.builder().longOpt("parallel").hasArg().argName("P").desc("games in flight per thread (default 8)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        List<String> specs = Cli.positional(line, 1, 1000, "SPEC...");
        String agent = line.getOptionValue("agent", "random");
        int games = Cli.intOption(line, "games", 1000, 1, 100_000_000);
        int min = line.hasOption("no-stop") ? games : Math.min(games, Cli.intOption(line, "min-games", 100, 1, 100_000_000));
        int look = Cli.intOption(line, "look", 50, 1, 100_000_000);
        double tol;
        try {
            tol = Numbers.parseDouble(line.getOptionValue("tolerance", "2")) / 100;
        } catch (NumberFormatException e) {
            throw new UsageException("--tolerance takes a number of percentage points, got '" + line.getOptionValue("tolerance") + "'");
        }
        if (!(tol > 0 && tol < 0.5)) {
            throw new UsageException("--tolerance must be in (0, 50) points");
        }
        StoppingRule rule = new StoppingRule(min, look, games, tol, 0.05);
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1L;
        BalanceRun run = new BalanceRun(agent).rule(rule).seed(seed);
        if (line.hasOption("threads")) {
            run.threads(Cli.intOption(line, "threads", 1, 1, 256));
        }
        if (line.hasOption("parallel")) {
            run.parallel(Cli.intOption(line, "parallel", 8, 1, 100_000));
        }
        String stamp = Instant.now().toString().replace(":", "").replaceAll("\\.\\d+", "");
        Path out = line.hasOption("out") ? Path.of(line.getOptionValue("out")) : Cli.home().resolve("runs/balance/" + stamp);
        List<MatchRecords> open = new ArrayList<>();
        if (line.hasOption("records")) {
            Path dir = Path.of(line.getOptionValue("records"));
            run.records(m -> {
                try {
                    MatchRecords r = MatchRecords.open(m.game(), dir, "balance");
                    open.add(r);
                    return r;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        List<SpecSummary> summaries;
        Progress[] bar = new Progress[1];
        String[] current = new String[1];
        try {
            summaries = run.onProgress((spec, f, max, t) -> {
                if (!spec.equals(current[0])) {
                    if (bar[0] != null) {
                        bar[0].close();
                    }
                    current[0] = spec;
                    bar[0] = new Progress(cli.err, "balance " + spec, max, "games", Progress.isTerminal());
                }
                bar[0].step(1);
            }).run(specs);
        } finally {
            if (bar[0] != null) {
                bar[0].close();
            }
            for (MatchRecords r : open) {
                r.close();
            }
        }
        BalanceReport.write(out, new BalanceReport.Context(agent, rule, seed, Instant.now().toString()), summaries);
        cli.out.print(BalanceReport.text(summaries));
        cli.out.println("report: " + out.resolve("report.html") + " (and report.md)");
        return 0;
    }
}
