package pz.data;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.ReadSupport;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.example.GroupReadSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

/**
 * {@code pz bench data [SPEC]}: write and read throughput of game records, in positions per second,
 * against plain Parquet-Java writing and reading a flat five-column schema in the same run
 * (TARGETS.md: ~200k rows/s written, ~770k read; target for records ≥ 100k positions/s written,
 * ≥ 300k read). Records come from random games of SPEC (default tictactoe) with a made-up policy
 * over every legal action, generated before timing starts. Not thread-safe (one run at a time).
 */
public final class DataBenchmark implements Benchmark {
    private static final MessageType FLAT = MessageTypeParser.parseMessageType("message flat {"
            + " required int64 id; required int32 ply; required int32 player; required float value;"
            + " required binary position (STRING); }");

    @Override
    public String name() {
        return "data";
    }

    @Override
    public String description() {
        return "game records: Parquet write/read positions per second vs plain Parquet-Java (optional arg: game spec)";
    }

    @Override
    public void run(BenchContext context) throws Exception {
        ParquetQuiet.apply();
        PrintStream out = context.out();
        String spec = context.args().isEmpty() ? "tictactoe" : context.args().get(0);
        Game game = GameRegistry.parse(spec);
        int rows = context.quick() ? 20_000 : 1_000_000;
        int repeats = context.quick() ? 1 : 3;
        out.printf(Locale.ROOT, "data benchmark: %s, %d rows per measurement, best of %d%n", game.spec(), rows, repeats);
        out.println("method: reference = plain Parquet-Java (example Group API) writing then reading " + rows
                + " rows of a flat 5-column schema, uncompressed;");
        out.println("        records = RecordWriter/RecordDirectory on random games of the spec (positions with the policy");
        out.println("        over every legal action, value and returns lists; games rows included in the time).");
        Path tmp = Files.createTempDirectory("pz-bench-data");
        try {
            List<GameRecorder.Recorded> games = generate(game, rows);
            long positions = games.stream().mapToLong(g -> g.positions().size()).sum();
            double meanPolicy = games.stream().flatMap(g -> g.positions().stream())
                    .mapToInt(p -> p.policy().length).average().orElse(0);
            out.printf(Locale.ROOT, "records: %d games, %d positions, %.1f policy entries per position%n", games.size(),
                    positions, meanPolicy);
            List<CompressionCodecName> codecs = context.quick()
                    ? List.of(CompressionCodecName.UNCOMPRESSED, CompressionCodecName.ZSTD)
                    : List.of(CompressionCodecName.UNCOMPRESSED, CompressionCodecName.ZSTD, CompressionCodecName.SNAPPY,
                            CompressionCodecName.LZ4_RAW, CompressionCodecName.GZIP);
            // Rounds interleave the reference and every codec so that all see the same machine load
            // (these machines are shared); each figure is the best of its rounds. A first short
            // round warms the JIT up and is not counted.
            double[][] best = new double[codecs.size() + 1][3];
            long[] bytes = new long[codecs.size()];
            if (!context.quick()) {
                round(tmp.resolve("warm"), generate(game, rows / 10), rows / 10, codecs, new double[codecs.size() + 1][3],
                        new long[codecs.size()]);
                RecordDirectory.deleteTree(tmp.resolve("warm"));
            }
            for (int r = 0; r < repeats; r++) {
                round(tmp.resolve("r" + r), games, rows, codecs, best, bytes);
                if (r < repeats - 1) {
                    RecordDirectory.deleteTree(tmp.resolve("r" + r)); // disk: ~40 MB per codec and round
                }
            }
            out.printf(Locale.ROOT, "reference write: %,10.0f rows/s%n", best[0][0]);
            out.printf(Locale.ROOT, "reference read:  %,10.0f rows/s%n", best[0][1]);
            for (int c = 0; c < codecs.size(); c++) {
                double[] b = best[c + 1];
                out.printf(Locale.ROOT, "records %-12s write %,10.0f pos/s (%.2fx ref)  read %,10.0f pos/s (%.2fx ref)"
                                + "  read training columns %,10.0f pos/s  %.1f bytes/position%n", codecs.get(c), b[0],
                        b[0] / best[0][0], b[1], b[1] / best[0][1], b[2], (double) bytes[c] / positions);
            }
            Path last = tmp.resolve("r" + (repeats - 1)).resolve(codecs.get(codecs.size() - 1).name());
            sampleRate(out, game, last, context.quick());
        } finally {
            RecordDirectory.deleteTree(tmp);
        }
    }

    /** One round: the reference, then every codec; keeps the best rates seen in {@code best}. */
    private static void round(Path dir, List<GameRecorder.Recorded> games, int rows, List<CompressionCodecName> codecs,
                              double[][] best, long[] bytes) throws IOException {
        long positions = games.stream().mapToLong(g -> g.positions().size()).sum();
        Files.createDirectories(dir);
        Path flat = dir.resolve("flat.parquet");
        best[0][0] = Math.max(best[0][0], rows / time(() -> writeFlat(flat, rows)));
        best[0][1] = Math.max(best[0][1], rows / time(() -> readFlat(flat, rows)));
        for (int c = 0; c < codecs.size(); c++) {
            CompressionCodecName codec = codecs.get(c);
            Path d = dir.resolve(codec.name());
            double[] b = best[c + 1];
            b[0] = Math.max(b[0], positions / time(() -> writeRecords(d, games, codec)));
            b[1] = Math.max(b[1], positions / time(() -> readRecords(d, RecordSchema.POSITIONS_SCHEMA, positions)));
            b[2] = Math.max(b[2], positions / time(() -> readRecords(d, RecordSchema.POSITIONS_TRAINING_PROJECTION,
                    positions)));
            bytes[c] = RecordTools.summary(d).bytes();
        }
    }

    private static void sampleRate(PrintStream out, Game game, Path dir, boolean quick) throws IOException {
        ReplayWindow w = new ReplayWindow(game, ReplayWindow.Options.lastN(Long.MAX_VALUE));
        double load = w.size();
        long t0 = System.nanoTime();
        w.refresh(dir);
        load = w.size() / ((System.nanoTime() - t0) / 1e9);
        TrainingBatch batch = new TrainingBatch(game, 256);
        SplittableRandom rng = new SplittableRandom(1);
        int batches = quick ? 10 : 500;
        long t1 = System.nanoTime();
        for (int i = 0; i < batches; i++) {
            w.sample(batch, rng);
        }
        double rate = batches * 256.0 / ((System.nanoTime() - t1) / 1e9);
        out.printf(Locale.ROOT, "replay window: load %,.0f pos/s; sample (parse, encode, augment) %,.0f examples/s%n",
                load, rate);
    }

    private interface Timed {
        void run() throws IOException;
    }

    private static double time(Timed t) throws IOException {
        long t0 = System.nanoTime();
        t.run();
        return Math.max((System.nanoTime() - t0) / 1e9, 1e-9);
    }

    private static List<GameRecorder.Recorded> generate(Game game, int positions) {
        List<GameRecorder.Recorded> games = new ArrayList<>();
        long n = 0;
        for (long seed = 0; n < positions; seed++) {
            GameRecorder.Recorded r = SyntheticGames.play(game, seed, "bench");
            games.add(r);
            n += r.positions().size();
        }
        return games;
    }

    private static void writeRecords(Path dir, List<GameRecorder.Recorded> games, CompressionCodecName codec)
            throws IOException {
        WriterOptions o = WriterOptions.defaults("bench").withCodec(codec).withChunk(Integer.MAX_VALUE, 250_000);
        try (RecordWriter w = RecordWriter.open(dir, o)) {
            for (GameRecorder.Recorded g : games) {
                w.write(g);
            }
        }
    }

    private static void readRecords(Path dir, MessageType projection, long expected) throws IOException {
        long[] sum = new long[1];
        RecordDirectory.Report r = RecordDirectory.readPositions(dir, projection, p -> sum[0] += p.ply());
        if (r.rows() != expected || !r.bad().isEmpty()) {
            throw new IllegalStateException("read back " + r + ", expected " + expected + " positions");
        }
    }

    private static void writeFlat(Path f, int rows) throws IOException {
        SimpleGroupFactory groups = new SimpleGroupFactory(FLAT);
        try (ParquetWriter<Group> w = ExampleParquetWriter.builder(new LocalOutputFile(f))
                .withConf(new PlainParquetConfiguration()).withType(FLAT)
                .withCompressionCodec(CompressionCodecName.UNCOMPRESSED).build()) {
            for (int i = 0; i < rows; i++) {
                w.write(groups.newGroup().append("id", (long) i).append("ply", i % 60).append("player", i & 1)
                        .append("value", (i % 200) / 100f - 1).append("position", "x.o/.x./..o " + (i % 7)));
            }
        }
    }

    private static void readFlat(Path f, int rows) throws IOException {
        ParquetReader.Builder<Group> b = new ParquetReader.Builder<>(new LocalInputFile(f), new PlainParquetConfiguration()) {
            @Override
            protected ReadSupport<Group> getReadSupport() {
                return new GroupReadSupport();
            }
        };
        long n = 0;
        try (ParquetReader<Group> r = b.build()) {
            while (r.read() != null) {
                n++;
            }
        }
        if (n != rows) {
            throw new IllegalStateException("reference read " + n + " rows, expected " + rows);
        }
    }
}
