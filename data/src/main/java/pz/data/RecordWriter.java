package pz.data;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import pz.engine.InvalidInputException;
import pz.engine.util.AtomicFiles;

/**
 * Appends finished games to a record directory in chunks, crash-safely: a chunk is written as
 * {@code games.parquet} and {@code positions.parquet} inside a hidden temporary directory
 * ({@code .tmp-PID-WRITER-SEQ}) and becomes visible only by one atomic rename to
 * {@code chunk-TIME-WORKER-WRITER-SEQ} once both files are complete (closed, sealed with their
 * checksums by {@link RecordChecksums#seal} and, if {@link WriterOptions#durable()}, fsynced). A process killed at any moment therefore leaves complete
 * chunks plus at most one temporary directory per writer, which readers ignore and the next writer
 * opened on the directory deletes (see {@link RecordDirectory#cleanTemporaries}).
 *
 * <p>What a crash can lose is the chunk being written: at most {@link WriterOptions#gamesPerChunk()}
 * games, {@link WriterOptions#positionsPerChunk()} positions or {@link WriterOptions#maxChunkAge()} of play.
 *
 * <p>Thread-safe: self-play threads may share one writer ({@link #write} is synchronized and cheap
 * next to playing a game). Close it to commit the last chunk.
 */
public final class RecordWriter implements AutoCloseable {
    static {
        ParquetQuiet.apply();
    }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmssSSS'Z'")
            .withZone(ZoneOffset.UTC);
    private static final int ROW_GROUP_BYTES = 64 << 20;
    private static final String[] NO_DICTIONARY = {"position", "policy.list.element", "value.list.element",
        "actions.list.element"};
    private static final String[] NO_STATISTICS = {"game_id", "position", "policy_actions.list.element",
        "policy.list.element", "value.list.element", "returns.list.element", "actions.list.element",
        "players.list.element", "models.list.element"};

    private final Path dir;
    private final WriterOptions options;
    private final String writerId = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private final List<Path> committed = new ArrayList<>();
    private Chunk chunk;
    private int seq;
    private long games;
    private long positions;
    private boolean closed;

    private RecordWriter(Path dir, WriterOptions options) {
        this.dir = dir;
        this.options = options;
    }

    /**
     * Opens a writer on {@code dir} (created if needed), first deleting temporaries left by dead processes.
     *
     * @throws InvalidInputException if {@code dir}, or a folder it would be created in, is a file
     */
    public static RecordWriter open(Path dir, WriterOptions options) throws IOException {
        ParquetQuiet.apply();
        RecordDirectory.requireCreatable(dir);
        Files.createDirectories(dir);
        RecordDirectory.cleanTemporaries(dir);
        return new RecordWriter(dir, options);
    }

    /** Writes one game and its positions (normally from {@link GameRecorder#finish}). */
    public void write(GameRecorder.Recorded recorded) throws IOException {
        write(recorded.game(), recorded.positions());
    }

    /** Writes one game and its positions; commits the chunk if it is full or old enough. */
    public synchronized void write(GameRecord game, List<PositionRecord> gamePositions) throws IOException {
        if (closed) {
            throw new IllegalStateException("writer closed");
        }
        if (chunk == null) {
            chunk = new Chunk(dir.resolve(".tmp-" + ProcessHandle.current().pid() + "-" + writerId + "-" + (++seq)));
        }
        try {
            chunk.games.write(game);
            for (PositionRecord p : gamePositions) {
                chunk.positions.write(p);
            }
        } catch (IOException | RuntimeException e) {
            abandon();
            throw e;
        }
        chunk.gameCount++;
        chunk.positionCount += gamePositions.size();
        games++;
        positions += gamePositions.size();
        if (chunk.gameCount >= options.gamesPerChunk() || chunk.positionCount >= options.positionsPerChunk()
                || System.nanoTime() - chunk.startNanos >= options.maxChunkAge().toNanos()) {
            commit();
        }
    }

    /** Commits the chunk being written now, if any; returns its directory or null. */
    public synchronized Path commit() throws IOException {
        if (chunk == null) {
            return null;
        }
        Chunk c = chunk;
        chunk = null;
        try {
            c.games.close();
            c.positions.close();
            RecordChecksums.seal(c.tmp.resolve(RecordDirectory.GAMES_FILE));
            RecordChecksums.seal(c.tmp.resolve(RecordDirectory.POSITIONS_FILE));
            if (options.durable()) {
                AtomicFiles.force(c.tmp.resolve(RecordDirectory.GAMES_FILE));
                AtomicFiles.force(c.tmp.resolve(RecordDirectory.POSITIONS_FILE));
                AtomicFiles.force(c.tmp);
            }
            String name = RecordDirectory.CHUNK_PREFIX + STAMP.format(Instant.now()) + "-" + options.worker() + "-"
                    + writerId + "-" + String.format("%06d", seq);
            Path target = dir.resolve(name);
            try {
                Files.move(c.tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("the file system of " + dir + " cannot rename atomically; records need a local file system", e);
            }
            if (options.durable()) {
                AtomicFiles.force(dir);
            }
            committed.add(target);
            return target;
        } catch (IOException | RuntimeException e) {
            RecordDirectory.deleteTree(c.tmp);
            throw e;
        }
    }

    private void abandon() {
        Chunk c = chunk;
        chunk = null;
        try {
            c.games.close();
            c.positions.close();
        } catch (IOException | RuntimeException ignored) {
            // the chunk is being thrown away: its close errors add nothing to the one already raised
        }
        RecordDirectory.deleteTree(c.tmp);
    }

    /** Chunk directories committed by this writer, oldest first. */
    public synchronized List<Path> committed() {
        return List.copyOf(committed);
    }

    /** Games written (committed or in the open chunk). */
    public synchronized long games() {
        return games;
    }

    /** Positions written (committed or in the open chunk). */
    public synchronized long positions() {
        return positions;
    }

    /** Commits the last chunk. */
    @Override
    public synchronized void close() throws IOException {
        if (!closed) {
            closed = true;
            commit();
        }
    }

    /** The two open Parquet writers of the chunk being written. */
    private final class Chunk {
        final Path tmp;
        final ParquetWriter<GameRecord> games;
        final ParquetWriter<PositionRecord> positions;
        final long startNanos = System.nanoTime();
        int gameCount;
        int positionCount;

        Chunk(Path tmp) throws IOException {
            this.tmp = Files.createDirectory(tmp);
            Map<String, String> meta = Map.of(RecordSchema.KEY_WORKER, options.worker());
            games = build(tmp.resolve(RecordDirectory.GAMES_FILE), new RecordWriteSupport.Games(meta));
            positions = build(tmp.resolve(RecordDirectory.POSITIONS_FILE), new RecordWriteSupport.Positions(meta));
        }

        private <T> ParquetWriter<T> build(Path file, WriteSupport<T> support) throws IOException {
            Builder<T> b = new Builder<>(new LocalOutputFile(file), support)
                    .withConf(new PlainParquetConfiguration())
                    .withWriteMode(ParquetFileWriter.Mode.CREATE)
                    .withCompressionCodec(options.codec())
                    .withRowGroupSize((long) ROW_GROUP_BYTES)
                    .withPageWriteChecksumEnabled(true);
            // Performance note: dictionaries and min/max statistics pay off on low-cardinality scalar
            // columns (spec, player, ply: DuckDB and Spark skip pages with them) but cost a hash
            // probe or a string comparison per value on positions and search floats, which are
            // nearly unique; measured, turning them off there speeds writing up by about a third.
            for (String column : NO_DICTIONARY) {
                b.withDictionaryEncoding(column, false);
            }
            for (String column : NO_STATISTICS) {
                b.withStatisticsEnabled(column, false);
            }
            return b.build();
        }
    }

    /** The standard builder, fed our write support and no Hadoop configuration. */
    static final class Builder<T> extends ParquetWriter.Builder<T, Builder<T>> {
        private final WriteSupport<T> support;

        Builder(OutputFile file, WriteSupport<T> support) {
            super(file);
            this.support = support;
        }

        @Override
        protected Builder<T> self() {
            return this;
        }

        @Override
        protected WriteSupport<T> getWriteSupport(Configuration conf) {
            return support;
        }

        @Override
        protected WriteSupport<T> getWriteSupport(ParquetConfiguration conf) {
            return support;
        }
    }
}
