package pz.training;

import java.io.IOException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import pz.data.RecordDirectory;
import pz.data.RecordWriter;
import pz.engine.util.Progress;
import pz.evaluation.Elo;
import pz.models.ModelFile;
import pz.models.NetworkEvaluator;

/**
 * Phase 1 of an iteration: the games the iteration owes, played by the best model (or, in a teacher
 * iteration, by the teacher) in this process with the journal ({@link SelfPlayStage}), or by a
 * {@link SelfPlayBackend} elsewhere (not for a run on several specs, {@link SpecMix}, which plays each spec its share
 * here); then the state moves on to {@link RunState.Phase#TRAIN}.
 *
 * <p>Kill points: every finished game is journaled before its chunk is committed. {@link #recover}
 * (at the start of every invocation) writes journaled games that no committed chunk holds, so the
 * phase resumes owing only the games not yet finished; the journal is emptied only after the state
 * records the phase as done. Not thread-safe: the loop's thread only.
 */
final class SelfPlayPhase {
    private final RunContext run;
    /** Where self-play runs: null in this process (with the journal), else elsewhere (a cluster). */
    private final SelfPlayBackend backend;

    SelfPlayPhase(RunContext run, SelfPlayBackend backend) {
        this.run = run;
        this.backend = backend;
    }

    /** Whether this iteration's games are the teacher's ({@link TrainConfig#teacherGames()}): fewer than that are done. */
    static boolean teacherIteration(TrainConfig cfg, RunState state) {
        return state.games() < cfg.teacher().games();
    }

    /**
     * Finished games of an interrupted self-play phase: into the records, unless a chunk already holds
     * them (each such game is replayed once, here). A journal left by a finished phase is emptied.
     */
    void recover() throws IOException {
        RunDirectory dir = run.dir();
        List<GameJournal.Entry> entries = GameJournal.read(dir.journal());
        boolean selfPlay = run.state().phase() == RunState.Phase.SELFPLAY;
        if (entries.isEmpty() || !selfPlay) {
            if (!selfPlay) {
                try (GameJournal j = new GameJournal(dir.journal())) {
                    j.clear();
                }
            }
            return;
        }
        Set<String> committed = new HashSet<>();
        for (String sub : new String[] {"records", "records-val"}) {
            if (Files.isDirectory(dir.root().resolve(sub))) {
                run.warnSkipped(RecordDirectory.readGames(dir.root().resolve(sub), g -> committed.add(g.gameId())).bad());
            }
        }
        int written = 0;
        String agent = SelfPlayStage.agentName(run.cfg(), false);
        String model = "model-" + run.state().bestIteration();
        try (RecordWriter train = run.writer("records"); RecordWriter val = run.writer("records-val")) {
            for (GameJournal.Entry e : entries) {
                if (!committed.contains(e.gameId())) {
                    (SelfPlayStage.heldOut(e.gameId()) ? val : train).write(
                            SelfPlayStage.replay(run.game(e.game().spec()), e, agent, model, "selfplay").rows());
                    written++;
                }
            }
        }
        run.log().printf(Locale.ROOT, "recovered %d finished games from the journal (%d were already in the records)%n",
                entries.size(), entries.size() - written);
    }

    /**
     * Plays the games the iteration still owes and saves the state as {@link RunState.Phase#TRAIN}.
     *
     * @return the phase's figures, or null when the time budget stopped it before its last game (the
     *         finished games are committed and journaled; the next invocation plays the rest)
     */
    SelfPlayStage.Stats run() throws IOException {
        boolean teacher = teacherIteration(run.cfg(), run.state());
        boolean mixed = run.mix().entries().size() > 1;
        if (backend != null && !teacher && mixed) {
            run.log().println("self-play of a run on several specs plays in this process, not on " + backend);
        }
        return backend != null && !teacher && !mixed ? elsewhere() : locally(teacher);
    }

    /**
     * The iteration's games in this process, each spec of the run's mix in turn its share of them ({@link SpecMix#split});
     * a spec's games are numbered and seeded after those of the specs before it, so a resumed phase plays the same ones.
     */
    private SelfPlayStage.Stats locally(boolean teacher) throws IOException {
        RunDirectory dir = run.dir();
        RunState state = run.state();
        SpecMix mix = run.mix();
        List<GameJournal.Entry> journaled = GameJournal.read(dir.journal());
        int[] plan = mix.split(run.cfg().gamesPerIteration());
        int[] done = new int[plan.length];
        int owed = 0;
        for (int i = 0; i < plan.length; i++) {
            done[i] = MixedRun.count(journaled, mix.specs().get(i));
            owed += Math.max(0, plan[i] - done[i]);
        }
        boolean stopped = false;
        double seconds = 0;
        try (GameJournal journal = new GameJournal(dir.journal());
             Progress progress = new Progress(run.log(), String.format(Locale.ROOT, "iter %d %s", state.iteration(),
                     teacher ? "teacher games" : "self-play"), owed, "games", Progress.isTerminal())) {
            AtomicLong positions = new AtomicLong(state.positions());
            progress.extra(() -> positions.get() + " positions, Elo " + Elo.fmt(state.elo()));
            for (int i = 0, first = 0; i < plan.length && !stopped; first += plan[i], i++) {
                int games = Math.max(0, plan[i] - done[i]);
                if (games == 0) {
                    continue;
                }
                pz.engine.Game game = run.game(mix.specs().get(i));
                try (NetworkEvaluator evaluator = ModelFile.loadEvaluator(dir.best(), game);
                     RecordWriter train = run.writer("records"); RecordWriter val = run.writer("records-val")) {
                    SelfPlayStage.Stats played = SelfPlayStage.run(run.cfg(), game, evaluator, "model-" + state.bestIteration(),
                            first + done[i], games, seed(state, first + done[i]), train, val, journal, progress, run::outOfTime,
                            positions, teacher);
                    train.commit();
                    val.commit();
                    seconds += played.seconds();
                    // stopped by the time budget: the games so far are committed and stay in the journal, which
                    // tells the next invocation how many this iteration still owes
                    stopped = played.games() < games;
                }
            }
        }
        if (stopped) {
            return null;
        }
        // The journal now holds exactly this phase's finished games (recovered ones included): count them
        // from it (their turns are journaled: no replay), then record the phase as done, and only then empty
        // it (a crash in between is harmless: recover empties a journal whose phase is over).
        SelfPlayStage.Stats stats = MixedRun.stats(run, GameJournal.read(dir.journal()), seconds);
        finish(stats.games(), stats.positions());
        return stats;
    }

    /**
     * Self-play by the backend, which commits the games itself. Games that a local invocation
     * journaled before the switch are already in the records ({@link #recover}) and count too.
     */
    private SelfPlayStage.Stats elsewhere() throws IOException {
        RunState state = run.state();
        List<GameJournal.Entry> local = GameJournal.read(run.dir().journal());
        int owed = Math.max(0, run.cfg().gamesPerIteration() - local.size());
        SelfPlayStage.Stats s = SelfPlayStage.stats(run.game(), local, 0);
        SelfPlayBackend.Result r = new SelfPlayBackend.Result(s.games(), s.positions(), 0, s.meanTurns(), s.firstSeatWinRate(),
                s.drawRate());
        if (owed > 0) {
            run.log().printf(Locale.ROOT, "iter %d self-play: %d games on %s%n", state.iteration(), owed, backend);
            r = r.plus(backend.play(new SelfPlayBackend.Request(run.dir().root(), run.cfg(), run.dir().best(),
                    "model-" + state.bestIteration(), state.iteration(), local.size(), owed, seed(state, local.size()))));
        }
        finish(r.games(), r.positions());
        return new SelfPlayStage.Stats(r.games(), r.positions(), r.seconds(), r.meanTurns(), r.firstSeatWinRate(), r.drawRate());
    }

    /** The seed of the games from index {@code first} of the iteration on (equal for a resumed phase). */
    private long seed(RunState state, int first) {
        return run.cfg().seed() * 7919 + state.iteration() * 104729L + first;
    }

    /** Counts the phase's games into the state, saves it as the training phase, then empties the journal. */
    private void finish(int games, long positions) throws IOException {
        RunState s = run.state();
        run.save(s.withGames(s.games() + games, s.positions() + positions, positions).withPhase(RunState.Phase.TRAIN));
        try (GameJournal journal = new GameJournal(run.dir().journal())) {
            journal.clear();
        }
    }
}
