package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.BalanceRun;
import pz.evaluation.balance.BalanceStudy;
import pz.evaluation.balance.StoppingRule;
import pz.mcts.play.Match;

/**
 * Plays what the atlas is missing: each selected study as a resumable balance run in
 * {@code OUT/runs/NAME/} (its own report written there as {@code pz balance} writes it), then the
 * strength matches of each probe in {@code OUT/strength/SPEC/}. Everything already recorded counts
 * and is not played again, so running it again continues where it stopped. {@link #cancel()} (from
 * any thread, e.g. a signal handler) stops it soon, keeping every finished game. Not thread-safe
 * otherwise; one object per run.
 */
public final class Atlas {
    /** The tolerance of the "balanced" verdict, in score. */
    public static final double TOLERANCE = 0.02;
    /** Games between looks of the (unused: the atlas plays every game) stopping rule, as {@code pz balance}'s default. */
    private static final int LOOK = 50;

    /**
     * How games are played.
     *
     * @param strengthGames games per strength match (level against the level below)
     */
    public record Settings(int threads, int parallel, long seed, int strengthGames) {
        public Settings {
            if (threads < 1 || parallel < 1 || strengthGames < 1) {
                throw new IllegalArgumentException("threads, parallel and strength games must be positive");
            }
        }
    }

    /** What the atlas tells its caller as it goes. */
    public interface Listener extends BalanceStudy.Listener {
        /** A study starts (or continues). */
        void study(AtlasPlan.Study study);

        /** A study stopped and wrote its report. */
        default void studyDone(AtlasPlan.Study study, BalanceStudy.Result result) {
        }

        /** The match of level {@code k} against {@code k - 1} on the probe's spec starts; {@code games} is its size. */
        void strength(AtlasPlan.Probe probe, int k, int games);

        /** One more strength game finished. */
        default void strengthGame() {
        }
    }

    private final AtlasPlan plan;
    private final Path out;
    private final Settings settings;
    private boolean replayChanged;
    private volatile boolean cancelled;
    private volatile BalanceRun currentRun;
    private volatile Match currentMatch;

    public Atlas(AtlasPlan plan, Path out, Settings settings) {
        this.plan = Objects.requireNonNull(plan);
        this.out = Objects.requireNonNull(out);
        this.settings = Objects.requireNonNull(settings);
    }

    /**
     * What to do with a study or strength match whose model file changed after its games were played (a newly shipped
     * model): play it again, its old games moved to {@code OUT/superseded/} ({@code true}), or leave it as it is with a
     * warning and go on with the rest (the default). Returns this atlas.
     */
    public Atlas replayChanged(boolean on) {
        replayChanged = on;
        return this;
    }

    /** A study's directory. */
    public static Path runDir(Path out, AtlasPlan.Study s) {
        return out.resolve("runs").resolve(s.name());
    }

    /** A probe's directory. */
    public static Path strengthDir(Path out, AtlasPlan.Probe p) {
        return out.resolve("strength").resolve(p.dirName());
    }

    /** The balance run of a study, as the atlas plays and reads it: every game played (no early stop). */
    public static BalanceRun balanceRun(AtlasPlan.Study s, Settings settings) {
        return new BalanceRun(s.agent()).rule(new StoppingRule(s.games(), LOOK, s.games(), TOLERANCE, 0.05))
                .seed(settings.seed()).threads(settings.threads()).parallel(settings.parallel());
    }

    /**
     * Plays the studies, then the strength matches of {@code probes} for the levels in {@code levels}
     * (level k's match is against level k - 1).
     *
     * @return true when it was cancelled before the end
     */
    public boolean run(List<AtlasPlan.Study> studies, List<AtlasPlan.Probe> probes, Set<Integer> levels, Listener listener)
            throws IOException {
        for (AtlasPlan.Study s : studies) {
            if (cancelled) {
                return true;
            }
            BalanceRun run = balanceRun(s, settings);
            currentRun = run;
            if (cancelled) {
                return true;
            }
            Path dir = runDir(out, s);
            if (!current(dir, "study " + s.name(), listener)) {
                continue;
            }
            listener.study(s);
            int[] before = new int[1];
            BalanceStudy.Result r = BalanceStudy.run(run, s.specs(), dir, dir.resolve(BalanceStudy.RECORDS), new Forwarding(listener) {
                @Override
                public void resumed(String spec, int games) {
                    before[0] += games;
                    super.resumed(spec, games);
                }
            });
            int after = r.summaries().stream().mapToInt(x -> x.games()).sum();
            // the study's own report, as pz balance writes it; not rewritten when this run added no game
            if (after > 0 && (after > before[0] || !java.nio.file.Files.exists(dir.resolve("report.md")))) {
                String note = r.interrupted() ? "**Interrupted**: partial results; `pz atlas` continues it." : "";
                BalanceReport.write(dir, new BalanceReport.Context(s.agent(), run.rule(), settings.seed(), Instant.now().toString(),
                        note), r.summaries());
            }
            listener.studyDone(s, r);
            if (r.interrupted()) {
                return true;
            }
        }
        currentRun = null;
        StrengthLadder.Settings ms = new StrengthLadder.Settings(settings.strengthGames(), settings.threads(),
                settings.parallel(), settings.seed());
        for (AtlasPlan.Probe p : probes) {
            for (AtlasPlan.Level level : plan.levels()) {
                int k = level.number();
                if (k < 2 || !levels.contains(k) || k > p.agents().size()) {
                    continue;
                }
                if (cancelled) {
                    return true;
                }
                if (!current(StrengthLadder.pairDir(strengthDir(out, p), k), "the strength match L" + k + "-L" + (k - 1) + " on "
                        + p.spec(), listener)) {
                    continue;
                }
                listener.strength(p, k, settings.strengthGames());
                StrengthLadder.play(p, k, strengthDir(out, p), ms, m -> {
                    currentMatch = m;
                    if (cancelled) {
                        m.cancel();
                    }
                }, listener::warning, listener::strengthGame);
                if (currentMatch != null && currentMatch.interrupted()) {
                    return true;
                }
            }
        }
        return cancelled;
    }

    /**
     * True when the run in {@code dir} may be played now: its model files are the ones its games were played with, or
     * (with {@link #replayChanged}) it was moved aside to be played afresh. Says which in a warning.
     */
    private boolean current(Path dir, String what, Listener listener) throws IOException {
        List<String> changes = ChangedModels.changes(dir);
        if (changes.isEmpty()) {
            return true;
        }
        String why = what + ": its model changed after its games were played (" + String.join("; ", changes) + ")";
        if (!replayChanged) {
            listener.warning(why + "; left as it is (pz atlas --replay-changed plays it again with the model named now, keeping these"
                    + " games in " + out.resolve(ChangedModels.SUPERSEDED) + ")");
            return false;
        }
        Path to = ChangedModels.moveAside(out, dir, Instant.now());
        listener.warning(why + "; its games moved to " + to + ", playing it again");
        return true;
    }

    /** A study listener that forwards everything to the atlas's listener. */
    private static class Forwarding implements BalanceStudy.Listener {
        private final BalanceStudy.Listener to;

        Forwarding(BalanceStudy.Listener to) {
            this.to = to;
        }

        @Override
        public void warning(String line) {
            to.warning(line);
        }

        @Override
        public void resumed(String spec, int games) {
            to.resumed(spec, games);
        }

        @Override
        public void progress(String spec, int finished, int max) {
            to.progress(spec, finished, max);
        }
    }

    /** Stops soon, from any thread: the game in progress is abandoned, finished games are kept. */
    public void cancel() {
        cancelled = true;
        BalanceRun r = currentRun;
        if (r != null) {
            r.cancel();
        }
        Match m = currentMatch;
        if (m != null) {
            m.cancel();
        }
    }
}
