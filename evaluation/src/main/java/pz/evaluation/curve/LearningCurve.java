package pz.evaluation.curve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pz.engine.GameRegistry;
import pz.evaluation.MatchRecords;
import pz.evaluation.MatchRun;
import pz.evaluation.RunManifest;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/**
 * Plays the matches of a learning curve ({@code pz curve}): each stage against the fixed opponent, and
 * each stage after the first against the stage before it, every match a resumable {@link MatchRun} in
 * its own directory under {@code OUT/curve/}:
 *
 * <pre>
 * OUT/curve/curve.properties              the curve's identity (spec, opponent, stage options, seed) and a lock
 * OUT/curve/vs-opponent/it-0005/          stage it-0005 (A) against the opponent (B): records, run-match-*.properties
 * OUT/curve/vs-previous/it-0005-it-0002/  stage it-0005 (A) against it-0002 (B)
 * OUT/curve/vs-previous/it-0002-it-0005/  with 3 or more players also: it-0002 (A, alone) against it-0005 (B)
 * </pre>
 *
 * <p>A match seats A once and B in every other seat. With 3 or more players that is not a fair test of
 * two stages: copies of one network at a table each expect exactly what the others will play, and the
 * lone seat loses whichever network sits there (4-player Amazons: 5 and 7 of 30 in the top two for the
 * two directions of one link, docs/learned-strength.md). So the link to the stage before is played both
 * ways, {@code games} games each, and the stage's tally is its own as A plus the earlier stage's as A
 * seen from the other side ({@link SeatTally#mirrored()}): the bias of the lone seat cancels.
 *
 * Running it again continues every match where it stopped, so no game is played or counted twice;
 * other stages (a grown run, another selection) add their own matches beside the others, and more
 * {@code games} add games to the existing ones. Another opponent, time, sample, stage options or seed
 * for the same {@code OUT} is refused (exit 2 in the cli), naming the difference. Not thread-safe,
 * except {@link #cancel()}, which may be called from any thread (a signal handler).
 */
public final class LearningCurve {
    /**
     * What decides the games.
     *
     * @param spec         the game spec the run trained on
     * @param opponent     the fixed opponent, at the curve's time per move ({@link EqualTime#opponent})
     * @param stageOptions what each stage's agent adds to its model ({@link EqualTime#stageOptions})
     * @param games        games per match (seats alternate: game i seats A at seat i mod players); with 3 or more
     *                     players the link to the stage before is two matches of {@code games} each
     * @param threads      worker threads per match
     * @param parallel     games in flight per thread
     * @param seed         the matches' seed
     */
    public record Settings(String spec, String opponent, String stageOptions, int games, int threads, int parallel, long seed) {
    }

    /** One stage's results so far: against the opponent, and against the stage before it (null for the first stage). */
    public record StageResult(Stage stage, SeatTally vsOpponent, Stage previous, SeatTally vsPrevious) {
    }

    /** What a run of the curve saw: every stage's results (recorded and new), and whether it was cut short. */
    public record Outcome(List<StageResult> results, boolean interrupted, long played) {
    }

    /** What the curve shows as it plays; every method has an empty default. Called from worker threads, serially. */
    public interface Listener {
        /** A damaged file or game of a match's records (its games are played again). */
        default void warning(String line) {
        }

        /**
         * A match starts: {@code recorded} of its {@code games} games are on disk already, the rest are played now.
         *
         * @param index the match's number in this run (1-based) of {@code matches}
         */
        default void matchStarted(String name, int index, int matches, int recorded, int games) {
        }

        /** A game of the current match ended. */
        default void game() {
        }

        /** The current match ended (or was cancelled). */
        default void matchEnded() {
        }
    }

    private final Settings settings;
    private final Path dir;
    private volatile boolean cancelled;
    private volatile Match current;

    /** A curve kept in {@code out/curve}. */
    public LearningCurve(Settings settings, Path out) {
        this.settings = settings;
        this.dir = out.resolve("curve");
    }

    /** The curve's directory: {@code OUT/curve}. */
    public Path dir() {
        return dir;
    }

    /** The directory of a stage's match against the opponent. */
    Path opponentDir(Stage s) {
        return dir.resolve("vs-opponent").resolve(s.name());
    }

    /** The directory of a stage's match against the stage before it. */
    Path previousDir(Stage s, Stage previous) {
        return dir.resolve("vs-previous").resolve(s.name() + "-" + previous.name());
    }

    /** The directory of the earlier stage's match (alone) against a stage, for games of 3 or more players. */
    Path reversedDir(Stage s, Stage previous) {
        return dir.resolve("vs-previous").resolve(previous.name() + "-" + s.name());
    }

    /** Stops soon, from any thread: no new match starts and the current one keeps its finished games ({@link Match#cancel()}). */
    public void cancel() {
        cancelled = true;
        Match m = current;
        if (m != null) {
            m.cancel();
        }
    }

    /**
     * Plays (or continues) the matches of {@code stages}, in order: per stage, against the opponent, then
     * against the stage before it.
     *
     * @param stages the stages in iteration order (at least one)
     * @throws pz.engine.InvalidInputException when {@code OUT/curve} holds a curve of other settings, or another
     *                                         process plays it, or a match's model file changed
     */
    public Outcome run(List<Stage> stages, Listener listener) throws IOException {
        if (stages.isEmpty()) {
            throw new IllegalArgumentException("a learning curve needs at least one stage");
        }
        Map<String, String> id = new LinkedHashMap<>();
        id.put("kind", "curve");
        id.put("spec", settings.spec());
        id.put("opponent", settings.opponent());
        id.put("stage.options", settings.stageOptions());
        id.put("seed", Long.toString(settings.seed()));
        try (RunManifest manifest = RunManifest.claim(dir.resolve("curve.properties"), id, "the learning curve in " + dir,
                "give --out another directory, or delete " + dir + " to measure the curve afresh")) {
            manifest.save(RunManifest.RUNNING, state(stages));
            List<StageResult> results = new ArrayList<>();
            boolean bothWays = GameRegistry.parse(settings.spec()).numPlayers() > 2;
            int matches = stages.size() + (bothWays ? 2 : 1) * (stages.size() - 1);
            int index = 0;
            long[] played = {0};
            Stage previous = null;
            for (Stage s : stages) {
                SeatTally vsOpponent = play(s.name() + " vs opponent", ++index, matches, s.agent(), settings.opponent(),
                        opponentDir(s), listener, played);
                SeatTally vsPrevious = null;
                if (previous != null && !stopped()) {
                    vsPrevious = play(s.name() + " vs " + previous.name(), ++index, matches, s.agent(), previous.agent(),
                            previousDir(s, previous), listener, played);
                    if (bothWays) { // after a cancel this counts the recorded games and plays none
                        vsPrevious = vsPrevious.plus(play(previous.name() + " alone vs " + s.name(), ++index, matches,
                                previous.agent(), s.agent(), reversedDir(s, previous), listener, played).mirrored());
                    }
                }
                results.add(new StageResult(s, vsOpponent, previous, vsPrevious));
                previous = s;
                if (stopped()) {
                    break;
                }
            }
            manifest.save(stopped() ? RunManifest.INTERRUPTED : RunManifest.COMPLETE, state(stages));
            return new Outcome(results, stopped(), played[0]);
        }
    }

    private boolean stopped() {
        return cancelled;
    }

    private Map<String, String> state(List<Stage> stages) {
        List<String> names = new ArrayList<>();
        stages.forEach(s -> names.add(s.name()));
        return Map.of("stages", String.join(",", names), "games", Integer.toString(settings.games()));
    }

    /** One resumable match of {@code a} against {@code b} in {@code where}: A's tally over every game counted. */
    private SeatTally play(String name, int index, int matches, String a, String b, Path where, Listener listener, long[] played)
            throws IOException {
        Match match = Match.of(settings.spec(), a, b).games(settings.games()).threads(settings.threads())
                .parallel(settings.parallel()).seed(settings.seed());
        try (MatchRun run = MatchRun.open(match, where); MatchRecords records = MatchRecords.open(match.game(), where, "match")) {
            run.warnings().forEach(listener::warning);
            SeatTally[] tally = {SeatTally.EMPTY};
            match.round(run.round()).resume(run.recorded(), g -> tally[0] = tally[0].plus(g));
            Set<Integer> recorded = new HashSet<>();
            run.recorded().forEach(g -> {
                if (g.index() < settings.games()) {
                    recorded.add(g.index());
                }
            });
            match.onGame(g -> {
                records.accept(g);
                tally[0] = tally[0].plus(g);
                played[0]++;
                listener.game();
            });
            current = match;
            if (cancelled) {
                match.cancel(); // a cancel that came between two matches: count the recorded games, play none
            }
            listener.matchStarted(name, index, matches, recorded.size(), settings.games());
            try {
                MatchResult result = match.run();
                run.finish(match, result);
            } finally {
                current = null;
                listener.matchEnded();
            }
            if (match.interrupted()) {
                cancelled = true;
            }
            return tally[0];
        }
    }
}
