package pz.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.evaluation.atlas.Atlas;
import pz.evaluation.atlas.AtlasPages;
import pz.evaluation.atlas.AtlasPlan;
import pz.evaluation.atlas.AtlasResults;
import pz.evaluation.atlas.StandardAtlas;
import pz.evaluation.atlas.UnplannedRuns;
import pz.evaluation.balance.BalanceStudy;
import pz.mcts.agent.ShippedModel;
import pz.play.Opponent;

/**
 * {@code pz atlas [--levels 1,2,3] [--families F,...] [--out DIR] [--report-only]}: plays what the balance
 * atlas ({@link StandardAtlas}) is missing, resuming its studies and strength matches, then writes its pages.
 */
final class AtlasCommand implements Command {
    @Override
    public String name() {
        return "atlas";
    }

    @Override
    public String summary() {
        return "the balance atlas: every seed spec at three levels of play, resumable; index, family pages, charts";
    }

    @Override
    public String arguments() {
        return "";
    }

    @Override
    public String footer() {
        return "Plays each study of the atlas (one agent in every seat of a list of specs: pz balance) in OUT/runs/NAME, then\n"
                + "the strength matches (each level's agent against the level below, on a probe spec per family) in\n"
                + "OUT/strength/SPEC, then writes OUT/index.md and index.html (every spec at every level), OUT/FAMILY.md and\n"
                + ".html with their charts, and OUT/README-table.md, which also replaces the table between the README's marker\n"
                + "lines (--readme). Everything recorded counts: the same command continues\n"
                + "where it stopped (Ctrl-C or SIGTERM stop it cleanly, exit 130 or 143). --report-only plays nothing and\n"
                + "reads the games recorded so far (a running atlas may be writing them). Levels: 1 a fast search\n"
                + "(uct:rollouts=300, Proteus alphabeta:depth=2), 2 pz play's search without a network, 3 the shipped\n"
                + "model's search where one plays the spec, else level 2's search with four times its budget; every\n"
                + "search but UCT with sampled openings (sample=8).\n"
                + "A level whose model file changed after its games were played (a newly shipped model) is left as it was,\n"
                + "with a warning; --replay-changed plays it again, its old games moved to OUT/superseded/.\n"
                + "Runs outside the plan (a study or strength match of an older plan, or one played by other agents than the\n"
                + "plan puts there now) count nowhere; each command lists them, and --move-unplanned moves them to\n"
                + "OUT/superseded/ too.\n"
                + "Families: " + String.join(", ", StandardAtlas.FAMILIES.stream().map(AtlasPlan.Family::name).toList())
                + ". Example (the level-1 studies, then the pages):\n"
                + "  nice pz atlas --levels 1 --threads 1";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("levels").hasArg().argName("L,...").desc("levels to play (default 1,2,3)").build());
        o.addOption(Option.builder().longOpt("families").hasArg().argName("F,...").desc("families to play (default all)").build());
        o.addOption(Option.builder().longOpt("specs").hasArg().argName("SPEC;...")
                .desc("only these specs of the plan, separated by ';' (small trial runs: use another --out)").build());
        o.addOption(Option.builder().longOpt("out").hasArg().argName("DIR").desc("the atlas directory (default docs/balance)").build());
        o.addOption(Option.builder().longOpt("readme").hasArg().argName("FILE")
                .desc("the README whose atlas table to rewrite, between its marker lines (default: the repository's"
                        + " README.md when --out is not given; none otherwise)").build());
        o.addOption(Option.builder().longOpt("replay-changed").desc("play again the studies and strength matches whose model file"
                + " changed after their games were played (a newly shipped model), their old games moved to OUT/superseded/"
                + " (default: leave them, with a warning)").build());
        o.addOption(Option.builder().longOpt("move-unplanned").desc("move the studies and strength matches outside the plan (of an"
                + " older plan, or played by other agents; counted nowhere) to OUT/superseded/ (default: list them)").build());
        o.addOption(Option.builder().longOpt("report-only").desc("play nothing; write the pages from the games recorded").build());
        o.addOption(Option.builder().longOpt("strength-only").desc("play the strength matches of the chosen levels and families"
                + " only, no study (place the levels on the Elo scale before the long studies)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N")
                .desc("games per spec at every level instead of the plan's 400/400/200 (trial runs)").build());
        o.addOption(Option.builder().longOpt("strength-games").hasArg().argName("N")
                .desc("games per strength match between neighbouring levels (default 60)").build());
        Cli.addGameOptions(o);
        return o;
    }

    /**
     * The project's agents for the atlas under the repository root {@code home}: pz play's fallback and shipped search, and
     * the file {@code model=shipped} reads for each spec (boards whose files differ are different players for the probes).
     */
    static AtlasPlan.LevelAgents agents(Path home) {
        Function<Game, Optional<String>> shippedFile = g -> ShippedModel.find(home, g.spec()).map(f -> f.getFileName().toString());
        return StandardAtlas.agents(Opponent::fallback, g -> Opponent.shippedSearch(g, home), shippedFile);
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        Cli.positional(line, 0, 0, "no arguments");
        if ((line.hasOption("specs") || line.hasOption("games")) && !line.hasOption("out")) {
            // a trial plan writes pages of its own rows only: into docs/balance and the README they would replace the atlas's
            throw new UsageException("--specs and --games make a trial plan whose pages cover only its rows: give --out DIR"
                    + " (another directory than the atlas's)");
        }
        if (line.hasOption("strength-only") && line.hasOption("report-only")) {
            throw new UsageException("--strength-only plays the strength matches; --report-only plays nothing: give one of them");
        }
        if (line.hasOption("replay-changed") && line.hasOption("report-only")) {
            throw new UsageException("--replay-changed plays levels again; --report-only plays nothing: give one of them");
        }
        if (line.hasOption("move-unplanned") && (line.hasOption("specs") || line.hasOption("games"))) {
            throw new UsageException("--move-unplanned moves what the whole atlas plan does not name; --specs and --games make a"
                    + " trial plan of some rows: give --move-unplanned without them");
        }
        Path home = Cli.home();
        AtlasPlan.LevelAgents agents = agents(home);
        AtlasPlan plan = StandardAtlas.plan(agents);
        if (line.hasOption("games")) {
            plan = plan.withGames(Cli.intOption(line, "games", 1, 1, 1_000_000), agents);
        }
        if (line.hasOption("specs")) {
            Set<String> keep = new LinkedHashSet<>();
            for (String s : line.getOptionValue("specs").split(";")) {
                keep.add(GameRegistry.canonical(s.strip()));
            }
            plan = plan.onlySpecs(keep, agents);
        }
        Set<Integer> levels = line.hasOption("levels") ? levels(line.getOptionValue("levels")) : null;
        Set<String> families = line.hasOption("families") ? names(line.getOptionValue("families")) : null;
        List<AtlasPlan.Study> studies = line.hasOption("strength-only") ? List.of() : plan.select(levels, families);
        List<AtlasPlan.Probe> probes = plan.probes(families);
        if (families != null) {
            for (AtlasPlan.Study s : studies) {
                AtlasPlan p = plan;
                List<String> others = s.specs().stream().map(p::familyOf).distinct().filter(f -> !families.contains(f)).toList();
                if (!others.isEmpty()) {
                    cli.err.println("note: " + s.name() + " also holds specs of " + String.join(", ", others)
                            + "; a study is played whole (its spec list is part of its identity)");
                }
            }
        }
        Path out = line.hasOption("out") ? Path.of(line.getOptionValue("out")) : home.resolve("docs/balance");
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UsageException("--out " + out + " is not a directory");
        }
        Path readme = line.hasOption("readme") ? Path.of(line.getOptionValue("readme"))
                : line.hasOption("out") ? null : home.resolve("README.md");
        if (line.hasOption("readme") && !holdsTable(readme)) {
            throw new UsageException("--readme " + readme + " is not a file holding the lines '" + AtlasPages.TABLE_BEGIN
                    + "' and '" + AtlasPages.TABLE_END + "' (the table goes between them)");
        }
        int threads = Cli.intOption(line, "threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 256);
        Atlas.Settings settings = new Atlas.Settings(threads, Cli.intOption(line, "parallel", 8, 1, 100_000),
                line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1L,
                Cli.intOption(line, "strength-games", 60, 1, 1_000_000));
        if (!line.hasOption("specs")) {
            unplanned(plan, out, line.hasOption("move-unplanned"), cli);
        }
        boolean interrupted = false;
        if (!line.hasOption("report-only")) {
            Atlas atlas = new Atlas(plan, out, settings).replayChanged(line.hasOption("replay-changed"));
            cli.interrupts.onInterrupt(atlas::cancel); // Ctrl-C, SIGTERM: stop, keep the finished games, write the pages
            Set<Integer> all = new LinkedHashSet<>(plan.levels().stream().map(AtlasPlan.Level::number).toList());
            try (Printer printer = new Printer(cli, out)) {
                interrupted = atlas.run(studies, probes, levels == null ? all : levels, printer);
            }
        }
        AtlasResults results = AtlasResults.read(plan, out, settings);
        AtlasPages.write(results, out, Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
        if (readme != null && Files.isRegularFile(readme)) {
            if (AtlasPages.spliceInto(readme, results)) {
                cli.out.println("table: " + readme);
            } else {
                cli.err.println("note: " + readme + " has no atlas table markers; its table was not rewritten");
            }
        }
        long played = results.rows().stream().filter(r -> r.summary() != null).count();
        long partial = results.rows().stream().filter(r -> r.summary() != null && r.partial()).count();
        cli.out.printf(Locale.ROOT, "atlas: %d rows (spec x level), %d with games, %d of them partial%n", results.rows().size(),
                played, partial);
        cli.out.println("pages: " + out.resolve("index.html") + " (and index.md, one page per family, "
                + AtlasPages.README_TABLE + ")");
        if (interrupted) {
            cli.out.println("interrupted: run the same command again to continue");
            return Interrupts.EXIT_CODE;
        }
        return 0;
    }

    /** Lists the runs under {@code out} that {@code plan} does not name, or moves them to OUT/superseded/. */
    private static void unplanned(AtlasPlan plan, Path out, boolean move, Cli cli) throws java.io.IOException {
        List<UnplannedRuns.Run> runs = UnplannedRuns.find(plan, out);
        if (runs.isEmpty()) {
            return;
        }
        if (move) {
            Instant now = Instant.now();
            for (UnplannedRuns.Run r : runs) {
                Path to = UnplannedRuns.moveAside(out, r, now);
                cli.err.println("moved " + r.dir() + " (" + r.games() + " games, " + r.why() + ") to " + to);
            }
            return;
        }
        cli.err.println("note: runs outside the atlas's plan, counted nowhere: " + String.join(", ", runs.stream()
                .map(r -> out.relativize(r.dir()) + " (" + r.games() + " games, " + r.why() + ")").toList())
                + "; pz atlas --move-unplanned moves them to " + out.resolve(UnplannedRuns.SUPERSEDED));
    }

    private static boolean holdsTable(Path readme) {
        try {
            String text = Files.readString(readme);
            return AtlasPages.holdsTable(text);
        } catch (java.io.IOException | RuntimeException e) {
            return false;
        }
    }

    private static Set<Integer> levels(String text) {
        Set<Integer> out = new LinkedHashSet<>();
        for (String s : text.split(",")) {
            out.add(Cli.intArg("--levels", s, 1, 100));
        }
        return out;
    }

    private static Set<String> names(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String s : text.split(",")) {
            if (s.isBlank()) {
                throw new UsageException("--families takes names separated by commas, got '" + text + "'");
            }
            out.add(s.strip());
        }
        return out;
    }

    /** Progress bars and notes on stderr. */
    private static final class Printer extends StudyProgress implements Atlas.Listener {
        private final Cli cli;
        private final Path out;

        Printer(Cli cli, Path out) {
            super(cli, "atlas", "");
            this.cli = cli;
            this.out = out;
        }

        @Override
        public void study(AtlasPlan.Study s) {
            cli.err.println("study " + s.name() + " (level " + s.level() + ", " + s.agent() + ", " + s.specs().size() + " specs, "
                    + s.games() + " games each) in " + Atlas.runDir(out, s));
        }

        @Override
        public void studyDone(AtlasPlan.Study study, BalanceStudy.Result result) {
            close();
        }

        @Override
        public void strength(AtlasPlan.Probe p, int k, int games) {
            close();
            cli.err.println("strength on " + p.spec() + ": level " + k + " (" + p.agents().get(k - 1) + ") against level " + (k - 1)
                    + " (" + p.agents().get(k - 2) + "), up to " + games + " games");
            startBar("strength " + p.spec() + " L" + k, games);
        }

        @Override
        public void strengthGame() {
            step();
        }
    }
}
