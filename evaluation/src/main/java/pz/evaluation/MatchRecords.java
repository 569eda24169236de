package pz.evaluation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import pz.data.GameRecorder;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;

/**
 * Writes the games of a {@link Match} to Parquet records ({@code games} table of pz-data; matches
 * write no {@code positions} rows, their searches are not training targets). The {@code players}
 * column holds each seat's canonical agent spec, {@code models} the agent's {@code model=} file or
 * "", {@code end_reason} is {@code terminal}, and {@code worker} the writer's worker name.
 * Use as {@code match.onGame(records)}; close it after the match (commits the last chunk).
 *
 * <p>Thread-safe (the writer is); a write failure is rethrown as {@link UncheckedIOException} and
 * stops the match.
 */
public final class MatchRecords implements Match.GameSink, AutoCloseable {
    private final Game game;
    private final RecordWriter writer;
    private final String worker;

    private MatchRecords(Game game, RecordWriter writer, String worker) {
        this.game = game;
        this.writer = writer;
        this.worker = worker;
    }

    /**
     * Opens {@code dir} (created if needed) for the records of games of {@code game}. A chunk is
     * committed after 1000 games, or with the first game that ends a minute after the chunk began:
     * a killed match loses at most about a minute of finished games, and a resumed match
     * ({@link MatchRun}) plays only those again.
     */
    public static MatchRecords open(Game game, Path dir, String worker) throws IOException {
        return new MatchRecords(game, RecordWriter.open(dir, WriterOptions.defaults(worker).withChunk(1000, 100_000)
                .withMaxChunkAge(Duration.ofMinutes(1))), worker);
    }

    /**
     * A per-match opener for runs of many matches (a balance run's specs): each call opens
     * {@code dir} for that match's game and adds the records to {@code opened}, which the caller
     * closes when the run ends. An I/O failure is rethrown unchecked, since the run calls it inside
     * its scheduling.
     */
    public static Function<Match, Match.GameSink> opener(Path dir, String worker, List<MatchRecords> opened) {
        return m -> {
            try {
                MatchRecords r = open(m.game(), dir, worker);
                opened.add(r);
                return r;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    @Override
    public void accept(Match.Played p) {
        List<String> models = new ArrayList<>();
        for (String a : p.agents()) {
            models.add(AgentSpec.parse(a).options().getOrDefault("model", ""));
        }
        GameRecorder rec = new GameRecorder(GameRecorder.newGameId(), game.spec(), p.agents(), models, p.seed(), worker,
                Instant.ofEpochMilli(p.startMillis()));
        State s = game.parsePosition(p.initial());
        for (int action : p.actions()) {
            rec.step(s, action);
            s.apply(action);
        }
        GameRecorder.Recorded r = rec.finish(s, "terminal");
        try {
            writer.write(r.game(), List.of());
        } catch (IOException e) {
            throw new UncheckedIOException("writing match records: " + e.getMessage(), e);
        }
    }

    /** Games written so far. */
    public long games() {
        return writer.games();
    }

    /** The chunks committed so far. */
    public List<Path> committed() {
        return writer.committed();
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
