package pz.evaluation.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import pz.mcts.play.Match;

/**
 * Plays the games of a balance study: for each spec, the same agent in every seat (one agent
 * factory, a separate agent per seat), games in parallel through {@link Match}, until the
 * {@link StoppingRule} is met or its maximum is reached, and summarises each spec.
 *
 * <p>Resumable: games already played ({@link #resume}) count and are not played again, and the
 * stopping rule sees them in the order they finished, as the interrupted study did. Game i of a
 * spec is the same game in any run (for agents whose play is fixed by their seed); with one game
 * at a time a continued study also stops exactly where the uninterrupted one does, while with
 * games in parallel which games a look sees depends on the order they finish, in any run.
 * {@link #cancel()} (from any thread) stops it soon with the specs played so far. A builder; not
 * thread-safe while configured.
 */
public final class BalanceRun {
    /** Progress of one spec: games so far and the maximum (called serially from worker threads). */
    @FunctionalInterface
    public interface Progress {
        void update(String spec, int finished, int max, Tally soFar);
    }

    private final String agent;
    private StoppingRule rule = StoppingRule.standard(1000);
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private int parallel = 8;
    private long seed = 1;
    private Progress progress = (s, f, m, t) -> { };
    private Function<Match, Match.GameSink> records = m -> null;
    private Function<Match, List<Match.Played>> recorded = m -> List.of();
    private int round;
    private volatile boolean cancelled;
    private volatile Match current;
    private boolean interrupted;

    /** A study with agent spec {@code agent} in every seat. */
    public BalanceRun(String agent) {
        this.agent = Objects.requireNonNull(agent);
    }

    public BalanceRun rule(StoppingRule r) {
        rule = Objects.requireNonNull(r);
        return this;
    }

    public BalanceRun threads(int n) {
        threads = n;
        return this;
    }

    public BalanceRun parallel(int n) {
        parallel = n;
        return this;
    }

    public BalanceRun seed(long s) {
        seed = s;
        return this;
    }

    public BalanceRun onProgress(Progress p) {
        progress = Objects.requireNonNull(p);
        return this;
    }

    /**
     * Where each spec's games also go (e.g. Parquet records); the function may return null for none. A
     * sink that is {@link AutoCloseable} is closed as soon as its spec's games end (closing must be
     * idempotent: the caller may close it again), so that a finished spec's records are committed at
     * once rather than when the whole study ends: a study killed during a later spec keeps them.
     */
    public BalanceRun records(Function<Match, Match.GameSink> perSpec) {
        records = Objects.requireNonNull(perSpec);
        return this;
    }

    /** Each spec's games already played, in the order they finished (e.g. {@link pz.evaluation.RecordedGames}). */
    public BalanceRun resume(Function<Match, List<Match.Played>> perSpec) {
        recorded = Objects.requireNonNull(perSpec);
        return this;
    }

    /** Games per round of each spec's match ({@link Match#round(int)}); 0 for the match's default. */
    public BalanceRun round(int n) {
        round = n;
        return this;
    }

    /** Stops the study soon, from any thread: the spec being played stops as {@link Match#cancel()} says, later specs do not start. */
    public void cancel() {
        cancelled = true;
        Match m = current;
        if (m != null) {
            m.cancel();
        }
    }

    /** True when the last {@link #run} was cancelled before every spec had its games. */
    public boolean interrupted() {
        return interrupted;
    }

    /** The agent spec in every seat, as given. */
    public String agent() {
        return agent;
    }

    /** The seed of every spec's match. */
    public long seed() {
        return seed;
    }

    /** The stopping rule in force. */
    public StoppingRule rule() {
        return rule;
    }

    /**
     * The match that plays {@code spec}'s games (the same one {@link #run} plays): for reading its
     * records back before the run.
     *
     * @throws pz.engine.InvalidInputException for a bad game or agent spec
     */
    public Match match(String spec) {
        Match m = Match.of(spec, agent, agent).games(rule.maxGames()).threads(threads).parallel(parallel).seed(seed);
        return round > 0 ? m.round(round) : m;
    }

    /**
     * Plays and summarises every spec, in order, with p-values adjusted by Holm-Bonferroni over all
     * of {@code specs} ({@link SpecSummary#holm}). After {@link #cancel()}: the specs played so far,
     * the one in progress summarised over its games so far (left out if it has none), still adjusted
     * over all of {@code specs}.
     *
     * @throws pz.engine.InvalidInputException for a bad game or agent spec (checked for all specs before any game)
     */
    public List<SpecSummary> run(List<String> specs) {
        List<Match> matches = new ArrayList<>();
        for (String spec : specs) {
            matches.add(match(spec));
        }
        interrupted = false;
        List<SpecSummary> out = new ArrayList<>();
        for (Match m : matches) {
            SpecSummary s = play(m);
            if (s != null) {
                out.add(s);
            }
            if (interrupted) {
                break;
            }
        }
        current = null;
        return SpecSummary.holm(out, specs.size()); // the family is every spec asked for, played or not
    }

    private static void closeSink(Match.GameSink sink, String spec) {
        if (sink instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                throw new IllegalStateException("closing the records of " + spec + ": " + e.getMessage(), e);
            }
        }
    }

    private SpecSummary play(Match m) {
        current = m;
        if (cancelled) {
            m.cancel(); // a cancel() that came between two specs
        }
        String spec = m.game().spec();
        Tally tally = new Tally(spec, m.game().numPlayers(), m.game().setupSteps());
        // read what is recorded before a writer opens the directory (which removes a killed writer's temporary unreported)
        m.resume(recorded.apply(m), p -> tally.add(p.returns(), p.turns(), p.actions()));
        Match.GameSink extra = records.apply(m);
        String[] stop = new String[1];
        m.onGame(p -> {
            tally.add(p.returns(), p.turns(), p.actions());
            if (extra != null) {
                extra.accept(p);
            }
        }).onProgress((f, t, r) -> progress.update(spec, f, t, tally)).stopWhen(r -> {
            if (stop[0] == null) {
                stop[0] = rule.check(tally);
            }
            return stop[0] != null;
        }).run();
        closeSink(extra, spec);
        if (m.interrupted()) {
            interrupted = true;
            if (tally.games() == 0) {
                return null;
            }
        }
        return SpecSummary.of(tally, rule.tolerance(), stop[0]);
    }
}
