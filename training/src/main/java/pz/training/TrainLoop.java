package pz.training;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import pz.engine.Game;
import pz.mcts.SearchRecipe;
import pz.models.NetBackend;
import pz.engine.InvalidInputException;

/**
 * The training run (the project's main job): repeat the phases of an iteration until the budget is
 * spent, each phase a type of its own that ends by saving the next one in the run's state:
 * <ol>
 * <li>{@link SelfPlayPhase}: games by the best model (or a teacher) into the Parquet records, each
 *     replayed once on its way there ({@link SelfPlayStage#replay});</li>
 * <li>{@link TrainingPhase}: the network trained on the replay window, from the last checkpoint;</li>
 * <li>{@link EvaluationPhase}: the new model against the best one;</li>
 * <li>{@link Promotion}: the new best model, the Elo, the metrics row, the next iteration.</li>
 * </ol>
 * {@link RunSetup} finds the run (new, or resumed with this invocation's budgets) and puts a warm
 * start's model in place. The run's files are described in {@link RunDirectory}; {@link RunState}
 * is the versioned progress. What happens at each kill point:
 * <ul>
 * <li>during self-play: finished games are in the journal and, on resume, go to the records; the
 *     phase plays only the games it still owes;</li>
 * <li>during training: the phase restarts from the last checkpoint (the end of the previous
 *     training phase); the records are untouched;</li>
 * <li>during evaluation: the match is played again.</li>
 * </ul>
 * Progress goes to a {@link pz.engine.util.Progress} bar per phase (plain lines when not on a terminal)
 * and to {@code metrics.csv}. Not thread-safe; one loop per run directory (the directory's lock).
 */
public final class TrainLoop {
    /** What a finished invocation leaves: the run's spec, the best model, the state, and whether the time budget (not the iteration target) stopped it. */
    public record Outcome(String spec, Path bestModel, RunState state, boolean stoppedByTime) {
        /**
         * What the run has done, for people: {@code 3 iterations, 192 self-play games}. The games count every finished
         * self-play phase, so an iteration stopped after its self-play is named with the phases it finished.
         */
        public String progress() {
            int done = state.iteration() - 1;
            String unfinished = switch (state.phase()) {
                case SELFPLAY -> "";
                case TRAIN -> " and the self-play of iteration " + state.iteration();
                case EVAL -> " and the self-play and training of iteration " + state.iteration();
            };
            return done + (done == 1 ? " iteration" : " iterations") + unfinished + ", " + state.games() + " self-play games";
        }
    }

    private final RunContext run;
    private final SelfPlayPhase selfPlay;
    private final TrainingPhase training;
    private final EvaluationPhase evaluation;
    private final Promotion promotion;
    /** Figures of this invocation's latest phases, for metrics.csv (null after a resume skipped the phase). */
    private SelfPlayStage.Stats lastSelfPlay;
    private Listeners.LossAverages lastLosses;

    private TrainLoop(RunContext run, SelfPlayBackend backend) {
        this.run = run;
        this.selfPlay = new SelfPlayPhase(run, backend);
        this.training = new TrainingPhase(run);
        this.evaluation = new EvaluationPhase(run);
        this.promotion = new Promotion(run);
    }

    /**
     * Starts a run in {@code runDir} with {@code cfg}, or resumes the run there. On resume the saved
     * settings are used, except the budgets given in {@code budget} (iterations, hours), and a spec
     * given on the command line must be the run's.
     *
     * @param cfg    the settings for a new run (null to resume only)
     * @param budget iterations and hours for this invocation when resuming (null: keep the saved ones)
     * @throws InvalidInputException when there is no run to resume, it is of another game, or its files
     *                               cannot be used (damaged, or of a newer format version: the message names the file)
     */
    public static Outcome run(Path runDir, TrainConfig cfg, TrainConfig budget, PrintStream log) throws IOException {
        return run(runDir, cfg, budget, log, null);
    }

    /**
     * Prepares a new run in {@code runDir} to start from {@code model} instead of an untrained network
     * (warm start: another recipe, another machine, a shipped model): the file becomes model 0 and the
     * best model. Call it before {@link #run} with the new run's settings, whose network size must be
     * the model's ({@link #architecture}).
     *
     * @throws InvalidInputException when {@code runDir} already holds a run
     * @throws pz.models.ModelFileException when the file is not a model for the run's spec
     */
    public static void seed(Path runDir, Path model, TrainConfig cfg) throws IOException {
        RunSetup.seed(runDir, model, cfg, null, null);
    }

    /**
     * As {@link #seed(Path, Path, TrainConfig)}, with the run's network run by {@code backend} (null: the model's own
     * backend). A model of the game's own players for a run whose network has more seats (a {@code --mix} of player
     * counts) is carried over to them ({@code SeatCarry}); {@code log} (or null) says in one line where model 0 came from.
     */
    public static void seed(Path runDir, Path model, TrainConfig cfg, NetBackend backend, PrintStream log) throws IOException {
        RunSetup.seed(runDir, model, cfg, backend, log);
    }

    /**
     * Prepares a new run in {@code runDir} whose network is run by {@code backend} ({@link NetBackend}; a run without
     * this uses the fast one): its untrained model 0 records the backend, and so does every model the run writes. Call
     * it before {@link #run} with the same settings.
     *
     * @throws InvalidInputException when {@code runDir} already holds a run
     */
    public static void seedUntrained(Path runDir, TrainConfig cfg, NetBackend backend) throws IOException {
        RunSetup.seedUntrained(runDir, cfg, backend);
    }

    /** The game of {@code specs} (a run's spec, or its mix's) a warm start's {@code model} is checked against: the first it plays. */
    public static Game gameOf(Path model, java.util.List<String> specs) {
        return RunSetup.gameOf(model, specs);
    }

    /** The network of a model file made for {@code game}: blocks, channels, version and version 2's options. */
    public static TrainConfig.Network architecture(Path model, Game game) {
        return RunSetup.architecture(model, game);
    }

    /**
     * The search of an evaluation match: the recipe the run's models are stored with, with the sampled turns of
     * its self-play search ({@link TrainConfig#selfPlay()}), so that two deterministic searches do not replay
     * one game twenty times.
     */
    static SearchRecipe evalRecipe(TrainConfig cfg) {
        int turns = cfg.selfPlay().noise().temperatureTurns();
        SearchRecipe r = SelfPlayStage.modelRecipe(cfg);
        return turns == Integer.MAX_VALUE ? r : r.toBuilder().temperature(1.0, turns).build();
    }

    /** " v2", with the pooling and ownership weight when they are not the defaults; "" for version 1. */
    private static String v2(TrainConfig.Network n) {
        if (n.version() == 1) {
            return "";
        }
        TrainConfig.Network d = new TrainConfig.Network(n.blocks(), n.channels(), 2);
        return " v2" + (n.poolEvery() == d.poolEvery() ? "" : n.poolEvery() == 0 ? " without pooling blocks"
                : " pooling every " + n.poolEvery() + " blocks")
                + (n.ownershipWeight() == d.ownershipWeight() ? "" : n.ownershipWeight() == 0 ? " without the ownership head"
                : String.format(Locale.ROOT, " ownership weight %.3g", n.ownershipWeight()));
    }

    /** The settings keys ({@code run.properties}) a resume may change; the rest is fixed when a run starts. */
    public static final java.util.Set<String> RESUME_SETTINGS = RunSetup.CHANGEABLE;

    /** The settings that shape self-play, in one line (printed when a run starts or resumes). */
    static String describe(TrainConfig c) {
        SearchRecipe r = c.selfPlay();
        SearchRecipe.LeafValues l = r.leaves();
        int turns = r.noise().temperatureTurns();
        String sampled = turns == Integer.MAX_VALUE ? "every turn" : turns + " turns";
        return String.format(Locale.ROOT, "network %dx%d%s, self-play %s: %s with %d visits, moves sampled %s, decisive moves %s, "
                        + "%s%d games per iteration", c.network().blocks(), c.network().channels(), v2(c.network()),
                r, r.gumbelRoot().on() ? "gumbel" : "puct", r.visits(), sampled, l.decisiveMoves() ? "on" : "off",
                l.heuristicWeight() > 0 ? "heuristic weight " + l.heuristicWeight() + " in leaf values"
                        + (l.heuristicDepth() > 0 ? " (" + l.heuristicDepth() + " decisions of alpha-beta)" : "")
                        + (l.rollouts() > 0 ? " (" + l.rollouts() + " random rollouts"
                                + (l.rolloutDepth() > 0 ? " of " + l.rolloutDepth() + " actions" : "") + ")" : "") + ", " : "",
                c.gamesPerIteration()) + (r.puct().solver() ? ", MCTS-Solver on" : "")
                + (c.teacher().games() > 0 ? ", the first " + c.teacher().games() + " games by the teacher " + c.teacher().agent() : "")
                + (c.window().valueMix() > 0 ? ", value targets mixed " + c.window().valueMix() + " with the search's" : "")
                + (c.window().minWindow() > 0 ? ", training once the window holds " + c.window().minWindow() + " positions" : "")
                + (c.mix().isEmpty() ? "" : ", specs mixed " + c.mix());
    }

    /**
     * As {@link #run(Path, TrainConfig, TrainConfig, PrintStream)}, with the self-play phases played by
     * {@code backend} (null: in this process). Everything else (training, evaluation, files, resume) is the same.
     */
    public static Outcome run(Path runDir, TrainConfig cfg, TrainConfig budget, PrintStream log, SelfPlayBackend backend)
            throws IOException {
        return run(runDir, cfg, budget, null, log, backend);
    }

    /**
     * As {@link #run(Path, TrainConfig, TrainConfig, PrintStream)}, with {@code changes} made to a saved run's settings
     * first (keys of {@link #RESUME_SETTINGS}; null or empty: none): written to its {@code run.properties} under the
     * run's lock, said on {@code log}. A new run ignores them (its {@code cfg} holds its settings).
     *
     * @throws InvalidInputException naming a setting a resume may not change, or a bad value
     */
    public static Outcome run(Path runDir, TrainConfig cfg, TrainConfig budget, java.util.Properties changes, PrintStream log,
            SelfPlayBackend backend) throws IOException {
        RunSetup.checkResumable(runDir, cfg);
        try (RunDirectory dir = RunDirectory.open(runDir)) {
            RunSetup.Start start = RunSetup.open(dir, cfg, budget, changes, log);
            log.println("  " + describe(start.cfg()));
            return new TrainLoop(new RunContext(dir, start.cfg(), start.state(), log), backend).loop();
        }
    }

    private Outcome loop() throws IOException {
        RunSetup.ensureInitialModel(run);
        selfPlay.recover();
        while (!run.budgetSpent()) {
            switch (run.state().phase()) {
                case SELFPLAY -> {
                    SelfPlayStage.Stats s = selfPlay.run();
                    lastSelfPlay = s == null ? lastSelfPlay : s;
                }
                case TRAIN -> lastLosses = training.run();
                case EVAL -> promotion.apply(evaluation.run(), lastSelfPlay, lastLosses);
            }
        }
        return new Outcome(run.cfg().spec(), run.dir().best(), run.state(), run.outOfTime());
    }
}
