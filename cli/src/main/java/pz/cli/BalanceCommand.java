package pz.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.util.Numbers;
import pz.engine.util.Progress;
import pz.evaluation.MatchRecords;
import pz.evaluation.RecordedGames;
import pz.evaluation.RunManifest;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.BalanceRun;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.StoppingRule;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;

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
        Path dir = line.hasOption("records") ? Path.of(line.getOptionValue("records")) : out.resolve("records");
        cli.interrupts.onInterrupt(run::cancel); // Ctrl-C, SIGTERM: stop, keep the finished games, write the partial report
        List<SpecSummary> summaries;
        try (RunManifest manifest = claim(out, dir, specs, run, agent, seed)) {
            int round = Integer.parseInt(manifest.saved().getProperty("round", Integer.toString(run.match(specs.get(0)).round())));
            Map<String, String> state = Map.of("round", Integer.toString(round));
            manifest.save(RunManifest.RUNNING, state);
            Map<String, Integer> recorded = new ConcurrentHashMap<>();
            run.round(round).resume(m -> recordedGames(m, dir, recorded, cli));
            summaries = play(run, specs, dir, recorded, cli);
            manifest.save(run.interrupted() ? RunManifest.INTERRUPTED : RunManifest.COMPLETE, state);
        }
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

    /**
     * The balance run kept in {@code out}: its identity is the agent, the specs, the seed, the records
     * directory and the agent's model files; the stopping rule may change between runs (it does not
     * change which games are played, only where the run stops).
     */
    private static RunManifest claim(Path out, Path dir, List<String> specs, BalanceRun run, String agent, long seed)
            throws IOException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UsageException("--out " + out + " is not a directory");
        }
        List<String> canonical = new ArrayList<>();
        Map<String, String> id = new LinkedHashMap<>();
        id.put("kind", "balance");
        id.put("agent", AgentSpec.parse(agent).canonical());
        for (String spec : specs) {
            Match m = run.match(spec); // checks the spec and agent (exit 2) before anything is written
            canonical.add(m.game().spec());
            Path model = AgentSpec.parse(agent).modelFile(m.game());
            if (model != null) {
                id.put("model." + m.game().spec(), RunManifest.fingerprint(model));
            }
        }
        id.put("specs", String.join(" ", canonical));
        id.put("seed", Long.toString(seed));
        id.put("records", dir.toAbsolutePath().normalize().toString());
        return RunManifest.claim(out.resolve("balance-run.properties"), id, "a balance run",
                "run it with its own settings to continue it, or give --out another directory");
    }

    /** The games of {@code m} already in {@code dir}, with warnings and a note when there are some. */
    private static List<Match.Played> recordedGames(Match m, Path dir, Map<String, Integer> recorded, Cli cli) {
        try {
            RecordedGames.Found found = RecordedGames.read(m, dir);
            found.warnings().forEach(w -> cli.err.println("warning: " + w));
            recorded.put(m.game().spec(), found.games().size());
            if (!found.games().isEmpty()) {
                cli.err.println("resuming " + m.game().spec() + ": " + found.games().size() + " games already recorded in " + dir);
            }
            return found.games();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Plays every spec with a progress bar each, writing the games to {@code dir}. */
    private static List<SpecSummary> play(BalanceRun run, List<String> specs, Path dir, Map<String, Integer> recorded, Cli cli)
            throws IOException {
        List<MatchRecords> open = new ArrayList<>();
        run.records(MatchRecords.opener(dir, "balance", open));
        Progress[] bar = new Progress[1];
        String[] current = new String[1];
        try {
            return run.onProgress((spec, f, max, t) -> {
                if (!spec.equals(current[0])) {
                    if (bar[0] != null) {
                        bar[0].close();
                    }
                    current[0] = spec;
                    bar[0] = new Progress(cli.err, "balance " + spec, max - recorded.getOrDefault(spec, 0), "games", Progress.isTerminal());
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
    }
}
