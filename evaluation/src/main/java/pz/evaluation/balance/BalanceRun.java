package pz.evaluation.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import pz.mcts.play.Match;

/**
 * Plays the games of a balance study: for each spec, the same agent in every seat (one agent
 * factory, a separate agent per seat), games in parallel through {@link Match}, until the
 * {@link StoppingRule} is met or its maximum is reached, and summarises each spec. A builder; not
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
    private java.util.function.Function<Match, Match.GameSink> records = m -> null;

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

    /** Where each spec's games also go (e.g. Parquet records); the function may return null for none. */
    public BalanceRun records(java.util.function.Function<Match, Match.GameSink> perSpec) {
        records = Objects.requireNonNull(perSpec);
        return this;
    }

    /** The stopping rule in force. */
    public StoppingRule rule() {
        return rule;
    }

    /**
     * Plays and summarises every spec, in order.
     *
     * @throws pz.engine.InvalidInputException for a bad game or agent spec (checked for all specs before any game)
     */
    public List<SpecSummary> run(List<String> specs) {
        List<Match> matches = new ArrayList<>();
        for (String spec : specs) {
            matches.add(Match.of(spec, agent, agent).games(rule.maxGames()).threads(threads).parallel(parallel).seed(seed));
        }
        List<SpecSummary> out = new ArrayList<>();
        for (Match m : matches) {
            out.add(play(m));
        }
        return out;
    }

    private SpecSummary play(Match m) {
        String spec = m.game().spec();
        Tally tally = new Tally(spec, m.game().numPlayers());
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
        return SpecSummary.of(tally, rule.tolerance(), stop[0]);
    }
}
