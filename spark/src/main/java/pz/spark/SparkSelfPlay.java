package pz.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import pz.training.SelfPlayBackend;

/**
 * Self-play of a training iteration on a Spark cluster: the phase's games are split into
 * partitions, each a Spark task ({@link SelfPlayTask}) that plays its share with the model
 * broadcast as bytes and writes Parquet chunks; the driver then promotes exactly one attempt per
 * partition into {@code RUN/records} and {@code RUN/records-val} ({@link Staging}). Partition
 * {@code k} of a phase always gets the same games and seed, and its staging directory
 * ({@code RUN/spark-staging/iter-NNNN-from-NNNNNN/part-k}) survives until the next phase, so a
 * driver that died mid-phase is resumed by running only the partitions not promoted yet.
 *
 * <p>The run directory must be on a file system that the driver and every executor see at the
 * same absolute path (local disk in local mode; NFS or similar on a cluster). Not thread-safe: one
 * phase at a time (the training loop's).
 */
public final class SparkSelfPlay implements SelfPlayBackend {
    private final JavaSparkContext spark;
    private final int partitions;
    private final int taskThreads;
    private final Set<Integer> failFirstAttempt = new HashSet<>();

    /**
     * @param partitions  tasks per phase (0: Spark's default parallelism, i.e. the cluster's cores)
     * @param taskThreads self-play threads inside each task (set {@code spark.task.cpus} to match on a cluster)
     */
    public SparkSelfPlay(JavaSparkContext spark, int partitions, int taskThreads) {
        if (partitions < 0 || taskThreads < 1 || taskThreads > 256) {
            throw new IllegalArgumentException("partitions must be >= 0 and task threads in 1..256");
        }
        this.spark = spark;
        this.partitions = partitions;
        this.taskThreads = taskThreads;
    }

    /** Tests of retries: the first attempt of these partitions fails after committing its chunks. */
    SparkSelfPlay failFirstAttemptOf(int... parts) {
        for (int p : parts) {
            failFirstAttempt.add(p);
        }
        return this;
    }

    /** The partitions of a phase: sizes differ by at most one game; seeds drawn in partition order from the phase's seed. */
    static List<SelfPlayTask.Part> plan(int firstIndex, int games, long seed, int partitions) {
        int n = Math.max(1, Math.min(partitions, games));
        SplittableRandom seeds = new SplittableRandom(seed);
        List<SelfPlayTask.Part> parts = new ArrayList<>();
        int index = firstIndex;
        for (int k = 0; k < n; k++) {
            int size = games / n + (k < games % n ? 1 : 0);
            parts.add(new SelfPlayTask.Part(k, index, size, seeds.nextLong()));
            index += size;
        }
        return parts;
    }

    @Override
    public Result play(Request r) throws IOException {
        long t0 = System.nanoTime();
        Path staging = r.runDir().resolve("spark-staging");
        String name = String.format(Locale.ROOT, "iter-%04d-from-%06d", r.iteration(), r.firstIndex());
        Path job = staging.resolve(name);
        deleteOtherJobs(staging, name);
        Map<String, Path> targets = Map.of("records", r.runDir().resolve("records"), "records-val", r.runDir().resolve("records-val"));
        List<SelfPlayTask.Part> todo = new ArrayList<>();
        Result total = new Result(0, 0, 0, 0, 0, 0);
        for (SelfPlayTask.Part p : plan(r.firstIndex(), r.games(), r.seed(),
                partitions > 0 ? partitions : spark.defaultParallelism())) {
            Properties done = Staging.promoted(job, p.part(), targets);
            if (done != null) {
                total = total.plus(SelfPlayTask.Done.result(done)); // promoted by a driver that died before the phase ended
            } else {
                Staging.deleteAttempts(job, p.part());
                todo.add(p);
            }
        }
        if (!todo.isEmpty()) {
            Properties cfg = r.config().toProperties();
            cfg.setProperty("threads", Integer.toString(taskThreads));
            Broadcast<byte[]> model = spark.broadcast(Files.readAllBytes(r.model()));
            try {
                SelfPlayTask task = new SelfPlayTask(model, cfg, r.modelId(), r.iteration(), job,
                        UUID.randomUUID().toString().substring(0, 8), failFirstAttempt);
                spark.setJobDescription(String.format(Locale.ROOT, "pz self-play iteration %d: %d games in %d tasks",
                        r.iteration(), r.games(), todo.size()));
                for (SelfPlayTask.Done d : spark.parallelize(todo, todo.size()).map(task).collect()) {
                    Staging.promote(job, d.part(), d.attempt(), d.toProperties(), targets);
                    total = total.plus(d.result());
                }
            } finally {
                model.destroy();
            }
        }
        return new Result(total.games(), total.positions(), (System.nanoTime() - t0) / 1e9, total.meanTurns(),
                total.firstSeatWinRate(), total.drawRate());
    }

    /** Staging trees of earlier phases: their partitions were promoted and counted, or belong to an abandoned phase. */
    private static void deleteOtherJobs(Path staging, String keep) throws IOException {
        if (!Files.isDirectory(staging)) {
            return;
        }
        try (Stream<Path> s = Files.list(staging)) {
            for (Path p : s.filter(p -> !p.getFileName().toString().equals(keep)).toList()) {
                Staging.deleteJob(p);
            }
        }
    }

    @Override
    public String toString() {
        return "Spark " + spark.master() + " (" + (partitions > 0 ? partitions : spark.defaultParallelism()) + " tasks of "
                + taskThreads + " thread" + (taskThreads == 1 ? "" : "s") + ")";
    }
}
