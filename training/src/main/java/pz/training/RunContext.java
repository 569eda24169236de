package pz.training;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import pz.data.RecordDirectory;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;

/**
 * What the phases of one invocation of a run share: the run directory (whose lock it holds), the
 * settings, the game, the log, the wall clock and the {@link RunState}. The state changes only
 * through {@link #save}, which writes {@code state.properties} atomically (with the run's format
 * version) before the next phase starts, so a process killed at any moment resumes from the latest
 * phase change. Not thread-safe: the loop's thread only.
 */
final class RunContext {
    private final RunDirectory dir;
    private final TrainConfig cfg;
    private final Game game;
    /** The run's specs with their weights ({@link SpecMix#of}: its single spec when it has no mix). */
    private final SpecMix mix;
    private final PrintStream log;
    private final long startNanos = System.nanoTime();
    /** Wall time of earlier invocations, from the saved state. */
    private final double secondsBefore;
    /** The part of {@link #secondsBefore} the process was stopped. */
    private final double stoppedBefore;
    /** Counts the time this invocation is stopped (SIGSTOP); its daemon thread ends with the process. */
    private final StopDetector stops = StopDetector.start();
    private RunState state;

    RunContext(RunDirectory dir, TrainConfig cfg, RunState state, PrintStream log) {
        this.dir = dir;
        this.cfg = cfg;
        this.game = cfg.game();
        this.mix = SpecMix.of(cfg);
        this.state = state;
        this.secondsBefore = state.seconds();
        this.stoppedBefore = state.stoppedSeconds();
        this.log = log;
    }

    RunDirectory dir() {
        return dir;
    }

    TrainConfig cfg() {
        return cfg;
    }

    Game game() {
        return game;
    }

    /** The specs the run trains on, with their weights (one spec at weight 1 for a run without a mix). */
    SpecMix mix() {
        return mix;
    }

    /** The game of {@code spec}, one of {@link #mix()}'s. */
    Game game(String spec) {
        return spec.equals(game.spec()) ? game : pz.engine.GameRegistry.parse(spec);
    }

    PrintStream log() {
        return log;
    }

    /** The latest saved state. */
    RunState state() {
        return state;
    }

    /** Makes {@code s} the state and writes it atomically, with the wall time so far. */
    void save(RunState s) throws IOException {
        state = s.withSeconds(wallSeconds(), stoppedSeconds());
        RunDirectory.writeVersioned(dir.stateProperties(), state.toProperties(), "pz train progress");
    }

    /** Wall seconds of the run: earlier invocations and this one so far. */
    double wallSeconds() {
        return secondsBefore + (System.nanoTime() - startNanos) / 1e9;
    }

    /** The part of {@link #wallSeconds()} the process was stopped (SIGSTOP), which a run's hours leave out. */
    double stoppedSeconds() {
        return stoppedBefore + stops.stoppedSeconds();
    }

    /** The time budget of this invocation is spent (self-play stops starting games; finished ones are kept). */
    boolean outOfTime() {
        return cfg.budget().hours() > 0 && (System.nanoTime() - startNanos) / 3.6e12 >= cfg.budget().hours();
    }

    /** The iteration budget is done, or the time budget. */
    boolean budgetSpent() {
        return cfg.budget().iterations() > 0 && state.iteration() > cfg.budget().iterations() || outOfTime();
    }

    /** A writer of new record chunks in {@code DIR/sub} ({@code records} or {@code records-val}). */
    RecordWriter writer(String sub) throws IOException {
        return RecordWriter.open(dir.root().resolve(sub), WriterOptions.defaults("selfplay").withChunk(1_000_000, 10_000_000));
    }

    /** Unreadable record files are left out (of the window, or of the journal's check): say which. */
    void warnSkipped(List<RecordDirectory.BadFile> bad) {
        for (RecordDirectory.BadFile b : bad) {
            log.println("warning: skipped unreadable record file " + b);
        }
    }
}
