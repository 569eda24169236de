package pz.training;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import pz.data.RecordDirectory;
import pz.data.RecordWriter;
import pz.data.ReplayWindow;
import pz.data.TrainingBatch;
import pz.data.WindowSize;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.engine.util.Progress;
import pz.evaluation.Elo;
import pz.mcts.LoadedModel;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.models.NetConfig;
import pz.models.NetShape;
import pz.models.NetworkEvaluator;
import pz.models.Optimizer;
import pz.models.PolicyValueNet;

/**
 * The training run (the project's main job): repeat {self-play → records → training from the
 * replay window → evaluation against the best model → promotion} until the budget is spent, with
 * every step resumable. The run's files are described in {@link RunDirectory}; what happens at each
 * kill point:
 * <ul>
 * <li>during self-play: finished games are in the journal and, on resume, go to the records; the
 *     phase plays only the games it still owes;</li>
 * <li>during training: the phase restarts from the last checkpoint (the end of the previous
 *     training phase); the records are untouched;</li>
 * <li>during evaluation: the match is played again.</li>
 * </ul>
 * Progress goes to a {@link Progress} bar per phase (plain lines when not on a terminal) and to
 * {@code metrics.csv}. Not thread-safe; one loop per run directory (the directory's lock).
 */
public final class TrainLoop {
    /** What a finished invocation leaves: the run's spec, the best model, the state, and whether the time budget (not the iteration target) stopped it. */
    public record Outcome(String spec, Path bestModel, RunState state, boolean stoppedByTime) {
    }

    private final RunDirectory dir;
    private final TrainConfig cfg;
    private final Game game;
    private final PrintStream log;
    /** Where self-play runs: null in this process (with the journal), else elsewhere (a cluster). */
    private final SelfPlayBackend backend;
    private final long startNanos = System.nanoTime();
    /** Wall time of earlier invocations, from the saved state. */
    private final double secondsBefore;
    private RunState state;
    /** Figures of this invocation's latest phases, for metrics.csv (null after a resume skipped the phase). */
    private SelfPlayStage.Stats lastSelfPlay;
    private Listeners.LossAverages lastLosses;

    private TrainLoop(RunDirectory dir, TrainConfig cfg, RunState state, PrintStream log, SelfPlayBackend backend) {
        this.dir = dir;
        this.backend = backend;
        this.cfg = cfg;
        this.game = cfg.game();
        this.state = state;
        this.secondsBefore = state.seconds();
        this.log = log;
    }

    /**
     * Starts a run in {@code runDir} with {@code cfg}, or resumes the run there. On resume the saved
     * settings are used, except the budgets given in {@code budget} (iterations, hours), and a spec
     * given on the command line must be the run's.
     *
     * @param cfg    the settings for a new run (null to resume only)
     * @param budget iterations and hours for this invocation when resuming (null: keep the saved ones)
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
     * @throws pz.models.ModelFileException when the file is not a model for {@code game}
     */
    public static void seed(Path runDir, Path model, Game game) throws IOException {
        try (RunDirectory dir = RunDirectory.open(runDir)) {
            if (dir.exists()) {
                throw new InvalidInputException(dir.root() + " already holds a run; a model can only start a new one"
                        + " (give another --run DIR)");
            }
            architecture(model, game); // loads the file and checks it against the game: spec, encoding, shapes
            Files.createDirectories(dir.model(0).getParent());
            copyAtomically(model, dir.model(0));
            copyAtomically(model, dir.best());
        }
    }

    /** The residual tower of a model file made for {@code game}: {blocks, channels}. */
    public static int[] architecture(Path model, Game game) {
        try (ModelFile m = ModelFile.load(model, game)) {
            NetConfig c = m.metadata().config();
            return new int[] {c.blocks(), c.channels()};
        }
    }

    /**
     * The search of an evaluation match: the recipe the run's models are stored with, with the sampled turns of
     * its self-play search ({@link SelfPlayStage#searchConfig}), so that two deterministic searches do not replay
     * one game twenty times.
     */
    static SearchRecipe evalRecipe(TrainConfig cfg) {
        int turns = SelfPlayStage.searchConfig(cfg).temperatureTurns();
        SearchRecipe r = SelfPlayStage.modelRecipe(cfg);
        return turns == Integer.MAX_VALUE ? r : r.withTemperature(1.0, turns);
    }

    /** The settings that shape self-play, in one line (printed when a run starts or resumes). */
    static String describe(TrainConfig c) {
        int turns = SelfPlayStage.searchConfig(c).temperatureTurns();
        String sampled = turns == Integer.MAX_VALUE ? "every turn" : turns + " turns";
        return String.format(Locale.ROOT, "network %dx%d, %s with %d visits, moves sampled %s, decisive moves %s, %s%d games per iteration",
                c.blocks(), c.channels(), c.search(), c.visits(), sampled, c.decisiveMoves() ? "on" : "off",
                c.heuristicWeight() > 0 ? "heuristic weight " + c.heuristicWeight() + " in leaf values"
                        + (c.heuristicDepth() > 0 ? " (" + c.heuristicDepth() + " decisions of alpha-beta)" : "")
                        + (c.leafRollouts() > 0 ? " (" + c.leafRollouts() + " random rollouts"
                                + (c.rolloutDepth() > 0 ? " of " + c.rolloutDepth() + " actions" : "") + ")" : "") + ", " : "",
                c.gamesPerIteration()) + (c.solver() ? ", MCTS-Solver on" : "")
                + (c.teacherGames() > 0 ? ", the first " + c.teacherGames() + " games by the teacher " + c.teacher() : "")
                + (c.valueMix() > 0 ? ", value targets mixed " + c.valueMix() + " with the search's" : "");
    }

    /**
     * As {@link #run(Path, TrainConfig, TrainConfig, PrintStream)}, with the self-play phases played by
     * {@code backend} (null: in this process). Everything else (training, evaluation, files, resume) is the same.
     */
    public static Outcome run(Path runDir, TrainConfig cfg, TrainConfig budget, PrintStream log, SelfPlayBackend backend)
            throws IOException {
        if (cfg == null && !Files.isRegularFile(runDir.resolve("run.properties"))) {
            // checked before RunDirectory.open, which creates the run's folders: a refused resume leaves nothing behind
            throw new InvalidInputException(Files.exists(runDir) && !Files.isDirectory(runDir) ? runDir + " is not a directory"
                    : runDir + " holds no run to resume: give a game spec to start one");
        }
        try (RunDirectory dir = RunDirectory.open(runDir)) {
            TrainConfig c;
            RunState st;
            if (dir.exists()) {
                TrainConfig saved = TrainConfig.fromProperties(RunDirectory.readProperties(dir.runProperties()),
                        TrainConfig.defaults(RunDirectory.readProperties(dir.runProperties()).getProperty("spec", "tictactoe")));
                if (cfg != null && !cfg.spec().equals(saved.spec())) {
                    throw new InvalidInputException(runDir + " is a run of " + saved.spec() + ", not of " + cfg.spec()
                            + "; use another --run directory");
                }
                c = budget == null ? saved : new TrainConfig(saved.spec(), budget.iterations(), budget.hours(),
                        saved.gamesPerIteration(), saved.search(), saved.visits(), saved.fastVisits(), saved.fullProbability(),
                        saved.forcedPlayouts(), saved.sampleTurns(), saved.decisiveMoves(), saved.heuristicWeight(), saved.heuristicDepth(),
                        saved.leafRollouts(), saved.rolloutDepth(), saved.solver(), saved.teacher(), saved.teacherGames(), saved.blocks(), saved.channels(), saved.batchSize(), saved.sampleReuse(),
                        saved.learningRate(), saved.l2(), saved.windowMax(), saved.valueFraction(), saved.valueMix(), saved.augment(), saved.evalGames(), saved.gating(),
                        saved.threads(), saved.parallel(), saved.seed());
                st = Files.exists(dir.stateProperties()) ? RunState.fromProperties(RunDirectory.readProperties(dir.stateProperties()))
                        : RunState.fresh();
                log.printf(Locale.ROOT, "resuming %s (%s) at iteration %d, phase %s, %d games so far%n", dir.root(), c.spec(),
                        st.iteration(), st.phase(), st.games());
            } else {
                if (cfg == null) {
                    throw new InvalidInputException(runDir + " holds no run to resume: give a game spec to start one");
                }
                c = cfg;
                st = RunState.fresh();
                RunDirectory.writeProperties(dir.runProperties(), c.toProperties(), "pz train settings");
                log.printf(Locale.ROOT, "new run %s: %s%n", dir.root(), c.spec());
            }
            log.println("  " + describe(c));
            TrainLoop loop = new TrainLoop(dir, c, st, log, backend);
            return loop.loop();
        }
    }

    private Outcome loop() throws IOException {
        ensureInitialModel();
        recoverJournal();
        while (true) {
            if (budgetSpent()) {
                return new Outcome(cfg.spec(), dir.best(), state, outOfTime());
            }
            switch (state.phase()) {
                case "selfplay" -> selfPlay();
                case "train" -> train();
                default -> evaluate();
            }
        }
    }

    private boolean budgetSpent() {
        return cfg.iterations() > 0 && state.iteration() > cfg.iterations() || outOfTime();
    }

    /** The time budget of this invocation is spent (self-play stops starting games; finished ones are kept). */
    private boolean outOfTime() {
        return cfg.hours() > 0 && (System.nanoTime() - startNanos) / 3.6e12 >= cfg.hours();
    }

    /** Makes {@code s} the state and writes it atomically, with the wall time so far. */
    private void save(RunState s) throws IOException {
        state = s.withSeconds(wallSeconds());
        RunDirectory.writeProperties(dir.stateProperties(), state.toProperties(), "pz train progress");
    }

    private double wallSeconds() {
        return secondsBefore + (System.nanoTime() - startNanos) / 1e9;
    }

    /** The untrained network as model 0 and best.pzm, so that every phase can load a model file. */
    private void ensureInitialModel() throws IOException {
        if (Files.exists(dir.model(0))) {
            return;
        }
        NetConfig net = NetConfig.defaults(game).withTower(cfg.blocks(), cfg.channels());
        try (PolicyValueNet pv = PolicyValueNet.create(NetShape.of(game), net, cfg.seed())) {
            ModelFile.of(ModelMetadata.forGame(game, net).withRecipe(SelfPlayStage.modelRecipe(cfg)), pv).save(dir.model(0));
        }
        copyAtomically(dir.model(0), dir.best());
        save(state);
    }

    private static void copyAtomically(Path from, Path to) throws IOException {
        Path tmp = to.resolveSibling(to.getFileName() + ".tmp");
        Files.copy(from, tmp, StandardCopyOption.REPLACE_EXISTING);
        Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private RecordWriter writer(String sub) throws IOException {
        return RecordWriter.open(dir.root().resolve(sub), WriterOptions.defaults("selfplay").withChunk(1_000_000, 10_000_000));
    }

    /** Finished games of an interrupted self-play phase: into the records, unless a chunk already holds them. */
    private void recoverJournal() throws IOException {
        List<GameJournal.Entry> entries = GameJournal.read(dir.journal());
        if (entries.isEmpty() || !state.phase().equals("selfplay")) {
            if (!state.phase().equals("selfplay")) {
                try (GameJournal j = new GameJournal(dir.journal())) {
                    j.clear();
                }
            }
            return;
        }
        Set<String> committed = new HashSet<>();
        for (String sub : new String[] {"records", "records-val"}) {
            if (Files.isDirectory(dir.root().resolve(sub))) {
                warnSkipped(RecordDirectory.readGames(dir.root().resolve(sub), g -> committed.add(g.gameId())).bad());
            }
        }
        int written = 0;
        try (RecordWriter train = writer("records"); RecordWriter val = writer("records-val")) {
            for (GameJournal.Entry e : entries) {
                if (!committed.contains(e.gameId())) {
                    (SelfPlayStage.heldOut(e.gameId()) ? val : train).write(SelfPlayStage.toRecorded(game, e,
                            "self-play " + cfg.search() + " visits=" + cfg.visits(), "model-" + state.bestIteration(), "selfplay"));
                    written++;
                }
            }
        }
        log.printf(Locale.ROOT, "recovered %d finished games from the journal (%d were already in the records)%n",
                entries.size(), entries.size() - written);
    }

    /** Whether this iteration's games are the teacher's ({@link TrainConfig#teacherGames()}): fewer than that are done. */
    static boolean teacherIteration(TrainConfig cfg, RunState state) {
        return state.games() < cfg.teacherGames();
    }

    private void selfPlay() throws IOException {
        boolean teacher = teacherIteration(cfg, state);
        if (backend != null && !teacher) {
            selfPlayElsewhere();
            return;
        }
        int done = GameJournal.read(dir.journal()).size();
        int owed = Math.max(0, cfg.gamesPerIteration() - done);
        SelfPlayStage.Stats played;
        try (NetworkEvaluator evaluator = ModelFile.loadEvaluator(dir.best(), game);
             RecordWriter train = writer("records"); RecordWriter val = writer("records-val");
             GameJournal journal = new GameJournal(dir.journal());
             Progress progress = new Progress(log, String.format(Locale.ROOT, "iter %d %s", state.iteration(),
                     teacher ? "teacher games" : "self-play"), owed, "games", Progress.isTerminal())) {
            AtomicLong positions = new AtomicLong(state.positions());
            progress.extra(() -> positions.get() + " positions, Elo " + Elo.fmt(state.elo()));
            played = owed == 0 ? null : SelfPlayStage.run(cfg, game, evaluator, "model-" + state.bestIteration(), done, owed,
                    cfg.seed() * 7919 + state.iteration() * 104729L + done, train, val, journal, progress, this::outOfTime,
                    positions, teacher);
            train.commit();
            val.commit();
        }
        if (played != null && played.games() < owed) {
            // stopped by the time budget: the games so far are committed and stay in the journal, which
            // tells the next invocation how many this iteration still owes
            return;
        }
        // The journal now holds exactly this phase's finished games (recovered ones included): count them
        // from it, then record the phase as done, and only then empty it (a crash in between is harmless:
        // recoverJournal empties a journal whose phase is over).
        List<GameJournal.Entry> entries = GameJournal.read(dir.journal());
        lastSelfPlay = SelfPlayStage.stats(game, entries, played == null ? 0 : played.seconds());
        save(state.withGames(state.games() + lastSelfPlay.games(), state.positions() + lastSelfPlay.positions(),
                lastSelfPlay.positions()).withPhase("train"));
        try (GameJournal journal = new GameJournal(dir.journal())) {
            journal.clear();
        }
    }

    /**
     * Self-play by the backend, which commits the games itself. Games that a local invocation
     * journaled before the switch are already in the records (recoverJournal) and count too.
     */
    private void selfPlayElsewhere() throws IOException {
        List<GameJournal.Entry> local = GameJournal.read(dir.journal());
        int owed = Math.max(0, cfg.gamesPerIteration() - local.size());
        SelfPlayStage.Stats s = SelfPlayStage.stats(game, local, 0);
        SelfPlayBackend.Result r = new SelfPlayBackend.Result(s.games(), s.positions(), 0, s.meanTurns(), s.firstSeatWinRate(),
                s.drawRate());
        if (owed > 0) {
            log.printf(Locale.ROOT, "iter %d self-play: %d games on %s%n", state.iteration(), owed, backend);
            r = r.plus(backend.play(new SelfPlayBackend.Request(dir.root(), cfg, dir.best(), "model-" + state.bestIteration(),
                    state.iteration(), local.size(), owed, cfg.seed() * 7919 + state.iteration() * 104729L + local.size())));
        }
        lastSelfPlay = new SelfPlayStage.Stats(r.games(), r.positions(), r.seconds(), r.meanTurns(), r.firstSeatWinRate(),
                r.drawRate());
        save(state.withGames(state.games() + r.games(), state.positions() + r.positions(), r.positions()).withPhase("train"));
        try (GameJournal journal = new GameJournal(dir.journal())) {
            journal.clear();
        }
    }

    /**
     * The training window's sampling: KataGo's power-law size up to {@code windowMax}, the run's augmentation,
     * value mix and value fraction. (The validation window keeps the plain game results as value targets, so
     * its value loss always measures the network against what happened.)
     */
    static ReplayWindow.Options windowOptions(TrainConfig cfg) {
        return new ReplayWindow.Options(WindowSize.powerLaw(20_000, 0.75, 0.4, cfg.windowMax()), cfg.augment(),
                (float) cfg.valueMix(), false, (float) cfg.valueFraction());
    }

    private void train() throws IOException {
        ReplayWindow window = new ReplayWindow(game, windowOptions(cfg));
        ReplayWindow validation = new ReplayWindow(game, new ReplayWindow.Options(WindowSize.fixed(20_000), false, 0f, false));
        warnSkipped(window.refresh(dir.records()).bad());
        if (Files.isDirectory(dir.root().resolve("records-val"))) {
            warnSkipped(validation.refresh(dir.root().resolve("records-val")).bad());
        }
        int steps = (int) Math.max(1, Math.ceil(Math.max(state.lastPositions(), 1) * cfg.sampleReuse() / cfg.batchSize()));
        Path from = Files.exists(dir.checkpoint()) ? dir.checkpoint() : dir.model(0);
        Listeners.LossAverages losses = new Listeners.LossAverages();
        Listeners.EarlyStopping early = new Listeners.EarlyStopping(8, 1e-4);
        int iteration = state.iteration();
        try (ModelFile start = ModelFile.load(from, game);
             Progress progress = new Progress(log, String.format(Locale.ROOT, "iter %d training", iteration), steps, "steps",
                     Progress.isTerminal())) {
            progress.extra(losses::recent);
            // a warm start from another variant: this run's spec; the model remembers the search that trains it
            ModelMetadata meta = start.metadata().withGame(game).withRecipe(SelfPlayStage.modelRecipe(cfg));
            try (Learner learner = new Learner(trainer(start, cfg),
                    List.of(losses, early, new Listeners.ProgressStep(n -> progress.step(n)),
                            new Listeners.Checkpoint(l -> {
                                ModelFile.checkpoint(meta, l.trainer()).save(dir.checkpoint());
                                ModelFile.of(meta.withTrainingStep(l.trainer().step()), l.trainer().net()).save(dir.model(iteration));
                            })))) {
                TrainingBatch batch = new TrainingBatch(game, cfg.batchSize());
                int taken = Learner.fit(learner, window, validation, steps, Math.max(10, steps / 10), batch,
                        new SplittableRandom(cfg.seed() * 31 + iteration));
                save(state.withSteps(state.trainingSteps() + taken).withPhase("eval"));
                if (early.stopped) {
                    log.printf(Locale.ROOT, "iter %d: held-out loss stopped improving; training phase ended after %d of %d steps%n",
                            iteration, taken, steps);
                }
            }
        }
        lastLosses = losses;
    }

    /** Unreadable record files are left out (of the window, or of the journal's check): say which. */
    private void warnSkipped(List<RecordDirectory.BadFile> bad) {
        for (RecordDirectory.BadFile b : bad) {
            log.println("warning: skipped unreadable record file " + b);
        }
    }

    /** Steps over which a warm start's fresh optimizer raises the learning rate to the run's. */
    static final int WARM_START_WARMUP_STEPS = 200;

    /**
     * The trainer of a training phase: the checkpoint's (optimizer state and step restored); else a fresh Adam,
     * which warms its learning rate up over {@link #WARM_START_WARMUP_STEPS} steps when the network was trained
     * before (a warm start, {@code --init-model}), so that Adam's first full-size steps do not jolt it
     * (see {@link pz.models.Trainer}).
     */
    static pz.models.Trainer trainer(ModelFile start, TrainConfig cfg) {
        if (start.hasOptimizerState()) {
            return start.newTrainer();
        }
        pz.models.Trainer t = new pz.models.Trainer(start.net(), new Optimizer(Optimizer.Kind.ADAM, cfg.learningRate(), 0.9, cfg.l2()));
        if (start.metadata().trainingStep() > 0) {
            t.setWarmupSteps(WARM_START_WARMUP_STEPS);
        }
        return t;
    }

    private void evaluate() throws IOException {
        int it = state.iteration();
        MatchResult r = null;
        double eloDiff = 0;
        boolean promote = true;
        if (cfg.evalGames() > 0 && Files.exists(dir.model(it))) {
            MatchResult[] latest = new MatchResult[1];
            SearchRecipe recipe = evalRecipe(cfg);
            try (LoadedModel ma = ModelFile.loadModel(dir.model(it), game);
                 LoadedModel mb = ModelFile.loadModel(dir.model(state.bestIteration()), game);
                 Progress progress = new Progress(log, String.format(Locale.ROOT, "iter %d evaluation", it), cfg.evalGames(),
                    "games", Progress.isTerminal())) {
                progress.extra(() -> latest[0] == null ? "" : String.format(Locale.ROOT, "+%d =%d -%d",
                        latest[0].wins(), latest[0].draws(), latest[0].losses()));
                r = Match.of(game, "model-" + it, () -> AgentFactory.search(game, ma.evaluator(), recipe),
                                "model-" + state.bestIteration(), () -> AgentFactory.search(game, mb.evaluator(), recipe))
                        .games(cfg.evalGames()).threads(cfg.threads()).parallel(Math.max(1, cfg.parallel() / 2))
                        .seed(cfg.seed() + it).onProgress((f, t, so) -> {
                            latest[0] = so;
                            progress.step(1);
                        }).run();
            }
            eloDiff = Math.max(-800, Math.min(800, Elo.estimate(r.wins(), r.draws(), r.losses()).elo()));
            promote = !cfg.gating() || r.score() > 0.5;
        }
        double elo = promote ? state.elo() + eloDiff : state.elo();
        if (promote && Files.exists(dir.model(it))) {
            copyAtomically(dir.model(it), dir.best());
        }
        RunState next = promote ? state.withBest(it, elo) : state;
        writeMetrics(it, r, eloDiff, elo, promote);
        save(next.nextIteration());
        log.printf(Locale.ROOT, "iter %d done: %s%s, Elo %s, %d games, %.1f min%n", it,
                r == null ? "no evaluation" : Elo.matchLine(r), promote ? ", promoted" : ", kept the previous best", Elo.fmt(elo),
                state.games(), wallSeconds() / 60);
    }

    private void writeMetrics(int it, MatchResult r, double eloDiff, double elo, boolean promote) throws IOException {
        MetricsCsv csv = new MetricsCsv(dir.metrics());
        csv.truncateFrom(it);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("iteration", it);
        m.put("wall_seconds", wallSeconds());
        m.put("games", state.games());
        m.put("positions", state.positions());
        if (lastSelfPlay != null) {
            m.put("selfplay_games_per_s", lastSelfPlay.games() / Math.max(1e-9, lastSelfPlay.seconds()));
            m.put("mean_game_turns", lastSelfPlay.meanTurns());
            m.put("first_seat_win_rate", lastSelfPlay.firstSeatWinRate());
            m.put("draw_rate", lastSelfPlay.drawRate());
        }
        m.put("train_steps", state.trainingSteps());
        if (lastLosses != null) {
            m.put("policy_loss", lastLosses.meanPolicy());
            m.put("value_loss", lastLosses.meanValue());
            m.put("total_loss", lastLosses.meanTotal());
            m.put("val_policy_loss", lastLosses.meanValPolicy());
            m.put("val_value_loss", lastLosses.meanValValue());
        }
        if (r != null) {
            m.put("eval_wins", r.wins());
            m.put("eval_draws", r.draws());
            m.put("eval_losses", r.losses());
            m.put("elo_vs_previous", eloDiff);
        }
        m.put("elo", elo);
        m.put("promoted", promote);
        m.put("learning_rate", cfg.learningRate());
        csv.append(m);
    }
}
