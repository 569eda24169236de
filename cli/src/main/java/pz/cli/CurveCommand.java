package pz.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.util.Progress;
import pz.evaluation.Elo;
import pz.evaluation.curve.CurveTable;
import pz.evaluation.curve.EqualTime;
import pz.evaluation.curve.LearningCurve;
import pz.evaluation.curve.Stage;
import pz.evaluation.curve.StageSelection;
import pz.play.Opponent;

/**
 * {@code pz curve RUN_DIR}: a training run's learning curve. Stages of the run each play a resumable
 * match against a fixed opponent (by default the game's fallback search) and against the stage
 * before, at equal time per move; the results go to a CSV and PNG charts ({@link LearningCurve},
 * {@link CurveTable}).
 */
final class CurveCommand implements Command {
    private static final int DEFAULT_STAGES = 6;

    @Override
    public String name() {
        return "curve";
    }

    @Override
    public String summary() {
        return "a training run's learning curve: each stage against a fixed opponent and the stage before, at equal time; CSV, plots";
    }

    @Override
    public String arguments() {
        return "RUN_DIR | --overlay PNG [--x games|hours] [NAME=]CURVE_DIR...";
    }

    @Override
    public String footer() {
        return "Stages: the run's checkpoints models/model-NNNN.pzm with their self-play games and hours from metrics.csv (less\n"
                + "the time the run was stopped, stopped_seconds; model 0 at 0); --stages N spreads N over the games (default "
                + DEFAULT_STAGES + "),\n--every K takes every K-th iteration; the first and the last are always in. A stage is mcts:model=FILE (its\n"
                + "stored recipe on a PUCT root) with time=MS and sample=N; --network-only adds " + EqualTime.NETWORK_ONLY + "\n"
                + "(the network alone).\n"
                + "Each stage plays --games games against the opponent (default: the game's fallback search, pz play's, its budget\n"
                + "replaced by the same time=MS) and against the stage before it, seats alternating; with 3 or more players both\n"
                + "ways, --games each (a match seats A alone, a handicap). --time 0 plays every agent at its own budget; an\n"
                + "--opponent with its own budget (visits=, depth=) or another time= is refused at --time > 0.\n"
                + "Written to OUT/curve (OUT defaults to RUN_DIR): curve.csv (score with its 95% Wilson interval, Elo against the\n"
                + "opponent and against the previous stage with 95% intervals, the cumulative Elo of the chain, first stage = 0),\n"
                + "curve-score-games.png, curve-score-hours.png, curve-elo.png, and each match's records.\n"
                + "A run of several specs (--mix, --sizes) plays its first by default; --spec picks another of them, whose\n"
                + "curve goes to RUN_DIR/curve-SPEC unless --out says otherwise.\n"
                + "Resumable: the same command continues every match (no game played or counted twice; more stages or games add\n"
                + "only what is missing); Ctrl-C keeps the finished games (exit 130). Another opponent, time, sample, stage options\n"
                + "or seed for the same OUT is refused (exit 2). See evaluation/README.md.\n"
                + "--overlay PNG draws the score curves of finished curves (each CURVE_DIR holding a curve.csv, or a run\n"
                + "directory holding curve/curve.csv; NAME= labels it, else the directory's name) on one chart, plays nothing;\n"
                + "--x hours puts each stage's training hours on the x axis instead of its self-play games.\n"
                + "Examples:\n"
                + "  pz curve runs/demo --games 200 --time 250\n"
                + "  pz curve runs/demo --every 5 --network-only --opponent 'mcts:time=250,rollouts=8' --out runs/demo-curves\n"
                + "  pz curve --overlay docs/curves/all.png 8x8=docs/curves/cowboys8-v2 6x6=docs/curves/cowboys6-v128";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("stages").hasArg().argName("N").desc("N stages spread over the games (default "
                + DEFAULT_STAGES + ")").build());
        o.addOption(Option.builder().longOpt("every").hasArg().argName("K").desc("every K-th iteration's model instead").build());
        o.addOption(Option.builder().longOpt("opponent").hasArg().argName("SPEC").desc("the fixed opponent (default: the game's"
                + " fallback search)").build());
        o.addOption(Option.builder().longOpt("time").hasArg().argName("MS").desc("milliseconds per move for every agent (default 250;"
                + " 0: each its own budget)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N").desc("games per match (default 200)").build());
        o.addOption(Option.builder().longOpt("sample").hasArg().argName("N").desc("sampled opening turns, sample=N, for both"
                + " sides (default 8; 0: none)").build());
        o.addOption(Option.builder().longOpt("network-only").desc("search the stages with the network alone ("
                + EqualTime.NETWORK_ONLY + ")").build());
        o.addOption(Option.builder().longOpt("stage-options").hasArg().argName("OPTS").desc("recipe options added to every stage's"
                + " agent (e.g. cpuct=2)").build());
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("the spec the matches play: one the run's models"
                + " play (default the run's spec; a mixed run's others write to RUN_DIR/curve-SPEC)").build());
        o.addOption(Option.builder().longOpt("out").hasArg().argName("DIR").desc("where OUT/curve goes (default RUN_DIR, or"
                + " RUN_DIR/curve-SPEC for another --spec)").build());
        o.addOption(Option.builder().longOpt("overlay").hasArg().argName("PNG").desc("draw the given curves' scores on one"
                + " chart in PNG (arguments [NAME=]CURVE_DIR...), play nothing").build());
        o.addOption(Option.builder().longOpt("x").hasArg().argName("AXIS").desc("--overlay's x axis: games (self-play games,"
                + " default) or hours (training hours)").build());
        Cli.addGameOptions(o);
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        if (line.hasOption("overlay")) {
            return overlay(line, cli);
        }
        if (line.hasOption("x")) {
            throw new UsageException("--x sets --overlay's axis; a curve of a run has both (curve-score-games.png, curve-score-hours.png)");
        }
        Path runDir = Path.of(Cli.positional(line, 1, 1, "RUN_DIR").get(0));
        if (line.hasOption("stages") && line.hasOption("every")) {
            throw new UsageException("--stages or --every, not both");
        }
        int time = Cli.intOption(line, "time", 250, 0, 86_400_000);
        int games = Cli.intOption(line, "games", 200, 1, 10_000_000);
        int sample = Cli.intOption(line, "sample", 8, 0, 1000);
        RunCheckpoints run = RunCheckpoints.read(runDir);
        String spec = run.spec();
        if (line.hasOption("spec")) {
            spec = GameRegistry.canonical(line.getOptionValue("spec"));
            if (!run.specs().contains(spec)) {
                throw new UsageException("--spec " + spec + ": the models of " + runDir + " play " + String.join(", ", run.specs()));
            }
        }
        boolean own = spec.equals(GameRegistry.canonical(run.spec()));
        Path out = Path.of(line.getOptionValue("out", own ? runDir.toString()
                : runDir.resolve("curve-" + GameRegistry.fileStem(spec)).toString()));
        Game game = GameRegistry.parse(spec);
        String opponent = line.hasOption("opponent") ? EqualTime.opponent(line.getOptionValue("opponent"), time, sample, false)
                : EqualTime.opponent(Opponent.fallback(game), time, sample, true);
        String extra = String.join(",", line.hasOption("network-only") ? EqualTime.NETWORK_ONLY : "",
                line.getOptionValue("stage-options", "")).replaceAll("^,|,$", "");
        String stageOptions = EqualTime.stageOptions(time, sample, extra);
        List<Stage> all = new ArrayList<>();
        for (RunCheckpoints.Checkpoint c : run.checkpoints()) {
            all.add(new Stage(c.iteration(), c.games(), c.hours(), EqualTime.stageAgent(c.model(), stageOptions)));
        }
        List<Stage> stages = line.hasOption("every") ? StageSelection.every(all, Cli.intOption(line, "every", 1, 1, 1_000_000))
                : StageSelection.spread(all, Cli.intOption(line, "stages", DEFAULT_STAGES, 2, 10_000));
        run.skipped().forEach(s -> cli.err.println("note: left out " + s));
        LearningCurve.Settings settings = new LearningCurve.Settings(game.spec(), opponent, stageOptions, games,
                Cli.intOption(line, "threads", Math.max(1, Runtime.getRuntime().availableProcessors()), 1, 256),
                Cli.intOption(line, "parallel", 8, 1, 100_000), line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1);
        LearningCurve curve = new LearningCurve(settings, out);
        cli.err.println("curve of " + runDir + " (" + game.spec() + "): " + stages.size() + " stages of " + all.size() + " checkpoints ("
                + String.join(", ", stages.stream().map(Stage::name).toList()) + "), " + games + " games a match against " + opponent
                + (time > 0 ? " at " + time + " ms a move" : " at each agent's own budget"));
        cli.interrupts.onInterrupt(curve::cancel);
        LearningCurve.Outcome outcome;
        try (Bars bars = new Bars(cli)) {
            outcome = curve.run(stages, bars);
        }
        CurveTable table = CurveTable.of(outcome.results(), opponent);
        List<Path> files = table.write(curve.dir());
        for (CurveTable.Row r : table.rows()) {
            cli.out.println(line(r));
        }
        cli.out.println("written: " + String.join(", ", files.stream().map(Path::toString).toList()));
        if (outcome.interrupted()) {
            cli.out.println("interrupted after " + outcome.played() + " new games; run the same command again to continue");
            return Interrupts.EXIT_CODE;
        }
        return 0;
    }

    /** {@code it-0005 (1,200 games, 0.50 h): vs opponent +120 =10 -70, 62.5% [55.6, 68.9], Elo +89 [+47, +133]; ...}. */
    static String line(CurveTable.Row r) {
        Stage s = r.result().stage();
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%s (%,d games, %.2f h): vs opponent ", s.name(), s.games(), s.hours()));
        if (r.eloOpp() == null) {
            b.append("no games");
        } else {
            b.append(String.format(Locale.ROOT, "%s, %.1f%% [%.1f, %.1f], Elo %s", r.result().vsOpponent(), 100 * r.score()[0],
                    100 * r.score()[1], 100 * r.score()[2], r.eloOpp()));
        }
        if (r.result().previous() != null) {
            b.append("; vs ").append(r.result().previous().name()).append(' ')
                    .append(r.eloPrev() == null ? "no games" : r.result().vsPrevious() + ", Elo " + r.eloPrev());
        }
        if (Double.isFinite(r.cumulative()[0])) {
            b.append(String.format(Locale.ROOT, "; cumulative Elo %s ± %.0f", Elo.fmt(r.cumulative()[0]), r.cumulative()[1]));
        }
        return b.toString();
    }

    /** A progress bar per match on stderr (rate and ETA on a terminal, plain lines otherwise). */
    private static final class Bars implements LearningCurve.Listener, AutoCloseable {
        private final Cli cli;
        private Progress bar;

        Bars(Cli cli) {
            this.cli = cli;
        }

        @Override
        public void warning(String line) {
            cli.err.println("warning: " + line);
        }

        @Override
        public void matchStarted(String name, int index, int matches, int recorded, int games) {
            if (recorded > 0) {
                cli.err.println("resuming " + name + ": " + recorded + " of " + games + " games already recorded");
            }
            if (recorded < games) {
                bar = new Progress(cli.err, "curve " + index + "/" + matches + " " + name, games - recorded, "games", Progress.isTerminal());
            }
        }

        @Override
        public void game() {
            if (bar != null) {
                bar.step(1);
            }
        }

        @Override
        public void matchEnded() {
            close();
        }

        @Override
        public void close() {
            if (bar != null) {
                bar.close();
                bar = null;
            }
        }
    }

    /** {@code --overlay PNG [--x games|hours] [NAME=]CURVE_DIR...}: the curves' scores against self-play games (or hours) on one chart. */
    private static int overlay(CommandLine line, Cli cli) throws Exception {
        Path png = Path.of(line.getOptionValue("overlay"));
        if (!png.getFileName().toString().endsWith(".png")) {
            throw new UsageException("--overlay " + png + ": the chart's file name must end in .png");
        }
        String axis = line.getOptionValue("x", "games");
        if (!axis.equals("games") && !axis.equals("hours")) {
            throw new UsageException("--x " + axis + ": the overlay's x axis is games or hours");
        }
        boolean hours = axis.equals("hours");
        List<pz.evaluation.report.Charts.Curve> curves = new ArrayList<>();
        for (String a : Cli.positional(line, 1, 20, "CURVE_DIR")) {
            int eq = a.indexOf('=');
            Path dir = Path.of(eq < 0 ? a : a.substring(eq + 1));
            String name = eq < 0 ? String.valueOf(dir.toAbsolutePath().normalize().getFileName()) : a.substring(0, eq);
            Path csv = java.nio.file.Files.isRegularFile(dir.resolve("curve.csv")) ? dir.resolve("curve.csv")
                    : dir.resolve("curve").resolve("curve.csv");
            curves.add(CurveTable.readScore(name, csv, hours));
        }
        if (png.toAbsolutePath().getParent() != null) {
            java.nio.file.Files.createDirectories(png.toAbsolutePath().getParent());
        }
        pz.evaluation.report.Charts.scoreCurves("Each stage against its run's fixed opponent, equal time",
                hours ? "training hours" : "self-play games", curves).save(png);
        cli.out.println("written: " + png);
        return 0;
    }
}
