package pz.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.util.Numbers;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.BalanceRun;
import pz.evaluation.balance.BalanceStudy;
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
                + "--out (default runs/balance/<time>); the games go to --records DIR, default OUT/records.\n"
                + "Resumable: the same command with the same --out continues the run: games already recorded count and are\n"
                + "not played again, game i of a spec is the same game as without the interruption, and the stopping rule\n"
                + "sees the recorded games in the order they finished. Ctrl-C or SIGTERM stops it cleanly: finished games are\n"
                + "saved, the partial report is written and printed (exit 130 or 143). Another agent, spec list, seed, records\n"
                + "directory or model file for the same --out is refused (exit 2); the stopping options may change. Example:\n"
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
        o.addOption(Option.builder().longOpt("records").hasArg().argName("DIR").desc("where the games are written as Parquet records (default OUT/records)").build());
        Cli.addGameOptions(o);
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
        Path dir = line.hasOption("records") ? Path.of(line.getOptionValue("records")) : out.resolve("records");
        cli.interrupts.onInterrupt(run::cancel); // Ctrl-C, SIGTERM: stop, keep the finished games, write the partial report
        List<SpecSummary> summaries = play(run, specs, out, dir, cli).summaries();
        String note = run.interrupted() ? "**Interrupted**: partial results, from the games finished so far; run the same"
                + " command with `--out " + out + "` to continue." : "";
        if (!summaries.isEmpty()) {
            BalanceReport.write(out, new BalanceReport.Context(agent, rule, seed, Instant.now().toString(), note), summaries);
        }
        cli.out.print(BalanceReport.text(summaries));
        if (!summaries.isEmpty()) {
            cli.out.println("report: " + out.resolve("report.html") + " (and report.md)");
        }
        if (run.interrupted()) {
            cli.out.println("interrupted: " + (summaries.isEmpty() ? "no game finished" : "partial results")
                    + "; run the same command with --out " + out + " to continue");
            return Interrupts.EXIT_CODE;
        }
        return 0;
    }

    /** Plays (or continues) the study in {@code out} with a progress bar per spec, warnings and a note per resumed spec on stderr. */
    static BalanceStudy.Result play(BalanceRun run, List<String> specs, Path out, Path dir, Cli cli) throws IOException {
        try (StudyProgress progress = new StudyProgress(cli, "balance", " in " + dir)) {
            return BalanceStudy.run(run, specs, out, dir, progress);
        }
    }
}
