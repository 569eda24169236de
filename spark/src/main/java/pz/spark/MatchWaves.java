package pz.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * The driver's side of distributed matches: plays waves of games between two agents as Spark
 * tasks ({@link MatchTask}), each wave's games split over the partitions in whole rounds of seats,
 * and promotes each partition's records exactly once ({@link Staging}) into the records directory.
 * Wave 0's partition 0 plays with the run's seed itself, so a one-partition run plays the very
 * games that {@code pz match} / {@code pz balance} play with that seed. Not thread-safe; close it
 * to release the broadcast models and the staging tree.
 */
final class MatchWaves implements AutoCloseable {
    /**
     * Settings of a distributed run.
     *
     * @param partitions tasks per wave (0: Spark's default parallelism)
     * @param threads    threads inside each task
     * @param parallel   games in flight per thread
     * @param seed       the run's seed
     */
    public record Options(int partitions, int threads, int parallel, long seed) {
        public Options {
            if (partitions < 0 || threads < 1 || threads > 256 || parallel < 1 || parallel > 100_000) {
                throw new IllegalArgumentException("partitions >= 0, threads 1..256, parallel 1..100000");
            }
        }
    }

    private final JavaSparkContext spark;
    private final Options options;
    private final Broadcast<Map<String, byte[]>> models;
    private final Path staging;
    private final Path records;
    private final MatchTask task;
    private int wave;

    MatchWaves(JavaSparkContext spark, String a, String b, Options options, Path records, String worker,
               Set<Integer> failFirstAttempt) throws IOException {
        this.spark = spark;
        this.options = options;
        Map<String, byte[]> bytes = new HashMap<>();
        for (String m : MatchTask.modelFiles(a, b)) {
            bytes.put(m, Files.readAllBytes(Path.of(m)));
        }
        this.models = spark.broadcast(bytes);
        String token = UUID.randomUUID().toString().substring(0, 8);
        this.staging = records == null ? null : records.resolve(".spark-staging-" + token);
        this.records = records;
        this.task = new MatchTask(a, b, models, options.threads(), options.parallel(), staging, token, worker, failFirstAttempt);
    }

    /** Tasks per wave. */
    int partitions() {
        return options.partitions() > 0 ? options.partitions() : spark.defaultParallelism();
    }

    /** Games in a wave for early-stopping runs: two rounds of every task's games in flight, as Match's rounds. */
    int waveSize() {
        return 2 * partitions() * options.threads() * options.parallel();
    }

    /** Plays {@code games} games of {@code spec} ({@code players} seats) as the next wave; outcomes in partition order. */
    List<MatchTask.Done> play(String spec, int players, int games) throws IOException {
        int w = wave++;
        List<MatchTask.Part> parts = split(spec, players, games, partitions(), options.seed(), w);
        spark.setJobDescription(String.format(Locale.ROOT, "pz match wave %d: %d games of %s in %d tasks", w, games, spec, parts.size()));
        List<MatchTask.Done> done = new ArrayList<>(spark.parallelize(parts, parts.size()).map(task).collect());
        done.sort(Comparator.comparingInt(MatchTask.Done::part));
        if (staging != null) {
            Path job = MatchTask.waveDir(staging, w);
            for (MatchTask.Done d : done) {
                Staging.promote(job, d.part(), d.attempt(), new java.util.Properties(), Map.of("records", records));
            }
        }
        return done;
    }

    /** Splits a wave into at most {@code partitions} shares of whole rounds (one game per seat for A). */
    static List<MatchTask.Part> split(String spec, int players, int games, int partitions, long seed, int wave) {
        int rounds = (games + players - 1) / players;
        int n = Math.max(1, Math.min(partitions, rounds));
        List<MatchTask.Part> parts = new ArrayList<>();
        int left = games;
        for (int k = 0; k < n && left > 0; k++) {
            int size = Math.min(left, (rounds / n + (k < rounds % n ? 1 : 0)) * players);
            long s = wave == 0 && k == 0 ? seed : new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (wave * 100_003L + k))).nextLong();
            parts.add(new MatchTask.Part(wave, k, spec, size, s));
            left -= size;
        }
        return parts;
    }

    @Override
    public void close() {
        models.destroy();
        if (staging != null) {
            Staging.deleteJob(staging);
        }
    }
}
