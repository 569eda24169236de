package pz.data;

import java.time.Duration;
import java.util.Objects;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * How a {@link RecordWriter} cuts and writes chunks. Immutable.
 *
 * @param worker            who writes (letters, digits, {@code _} and {@code .}; goes into chunk names and rows)
 * @param gamesPerChunk     commit a chunk after this many games
 * @param positionsPerChunk ... or after this many positions, whichever comes first
 * @param maxChunkAge       ... or when the chunk's first game is older than this (bounds what a crash can lose)
 * @param codec             Parquet compression: ZSTD (default), SNAPPY, LZ4_RAW, GZIP or UNCOMPRESSED (see README)
 * @param durable           fsync files and the directory on commit (survives power loss, not only a killed process)
 */
public record WriterOptions(String worker, int gamesPerChunk, int positionsPerChunk, Duration maxChunkAge,
                            CompressionCodecName codec, boolean durable) {

    public WriterOptions {
        Objects.requireNonNull(worker, "worker");
        if (!worker.matches("[A-Za-z0-9_.]{1,64}")) {
            throw new IllegalArgumentException("worker name '" + worker + "' must be 1-64 letters, digits, '_' or '.'");
        }
        if (gamesPerChunk < 1 || positionsPerChunk < 1) {
            throw new IllegalArgumentException("chunk sizes must be positive");
        }
        Objects.requireNonNull(maxChunkAge, "maxChunkAge");
        Objects.requireNonNull(codec, "codec");
    }

    /** Defaults: 1000 games or 100k positions or 10 minutes per chunk, ZSTD, durable. */
    public static WriterOptions defaults(String worker) {
        return new WriterOptions(worker, 1000, 100_000, Duration.ofMinutes(10), CompressionCodecName.ZSTD, true);
    }

    public WriterOptions withChunk(int games, int positions) {
        return new WriterOptions(worker, games, positions, maxChunkAge, codec, durable);
    }

    public WriterOptions withCodec(CompressionCodecName c) {
        return new WriterOptions(worker, gamesPerChunk, positionsPerChunk, maxChunkAge, c, durable);
    }

    public WriterOptions withMaxChunkAge(Duration age) {
        return new WriterOptions(worker, gamesPerChunk, positionsPerChunk, age, codec, durable);
    }

    public WriterOptions withDurable(boolean d) {
        return new WriterOptions(worker, gamesPerChunk, positionsPerChunk, maxChunkAge, codec, d);
    }
}
