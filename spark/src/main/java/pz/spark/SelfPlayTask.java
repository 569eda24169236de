package pz.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.models.ModelFile;
import pz.models.NetworkEvaluator;
import pz.training.SelfPlayBackend;
import pz.training.TrainConfig;

/**
 * One Spark task of distributed self-play, run on an executor: loads the broadcast model, plays
 * its partition's games with the training loop's batched self-play
 * ({@link SelfPlayBackend#playLocally}) and writes them with pz-data's {@code RecordWriter} into
 * its own attempt directory ({@link Staging}), one chunk per table and sub-directory
 * ({@code records}, {@code records-val}). The driver promotes one attempt per partition. Seeds are
 * fixed per partition, so a retried task plays the same games. Serializable (shipped to
 * executors); immutable.
 */
final class SelfPlayTask implements Function<SelfPlayTask.Part, SelfPlayTask.Done> {
    private static final long serialVersionUID = 1L;

    /** A partition's share of the phase: its number, the index of its first game in the iteration, games, seed. */
    record Part(int part, int firstIndex, int games, long seed) implements Serializable {
    }

    /** What a task attempt committed into its attempt directory. */
    record Done(int part, String attempt, SelfPlayBackend.Result result) implements Serializable {
        Properties toProperties() {
            Properties p = new Properties();
            p.setProperty("games", Integer.toString(result.games()));
            p.setProperty("positions", Long.toString(result.positions()));
            p.setProperty("seconds", Double.toString(result.seconds()));
            p.setProperty("meanTurns", Double.toString(result.meanTurns()));
            p.setProperty("firstSeatWinRate", Double.toString(result.firstSeatWinRate()));
            p.setProperty("drawRate", Double.toString(result.drawRate()));
            return p;
        }

        static SelfPlayBackend.Result result(Properties p) {
            return new SelfPlayBackend.Result(Integer.parseInt(p.getProperty("games")), Long.parseLong(p.getProperty("positions")),
                    Double.parseDouble(p.getProperty("seconds")), Double.parseDouble(p.getProperty("meanTurns")),
                    Double.parseDouble(p.getProperty("firstSeatWinRate")), Double.parseDouble(p.getProperty("drawRate")));
        }
    }

    private final Broadcast<byte[]> model;
    private final Properties config;
    private final String modelId;
    private final int iteration;
    private final String job;
    private final String token;
    private final Set<Integer> failFirstAttempt;

    /**
     * @param config           the run's TrainConfig as properties, threads already set per task
     * @param job              the staging directory of this phase (on a file system every executor sees)
     * @param token            unique per driver call, so attempt directories of a dead driver are never reused
     * @param failFirstAttempt partitions whose first attempt fails after writing its chunks (tests of retries)
     */
    SelfPlayTask(Broadcast<byte[]> model, Properties config, String modelId, int iteration, Path job, String token,
                 Set<Integer> failFirstAttempt) {
        this.model = model;
        this.config = config;
        this.modelId = modelId;
        this.iteration = iteration;
        this.job = job.toString();
        this.token = token;
        this.failFirstAttempt = Set.copyOf(failFirstAttempt);
    }

    @Override
    public Done call(Part p) throws IOException {
        TaskContext tc = TaskContext.get();
        int attemptNumber = tc == null ? 0 : tc.attemptNumber();
        String attempt = "attempt-" + token + "-" + attemptNumber + "-" + (tc == null ? 0 : tc.taskAttemptId());
        Path dir = Staging.newAttemptDir(Path.of(job), p.part(), attempt);
        TrainConfig cfg = TrainConfig.fromProperties(config, TrainConfig.defaults(config.getProperty("spec")));
        Game game = cfg.game();
        // one chunk per sub-directory and attempt: the driver then promotes a handful of renames
        WriterOptions opts = WriterOptions.defaults(String.format("spark.i%d.p%d", iteration, p.part()))
                .withChunk(Integer.MAX_VALUE, Integer.MAX_VALUE).withMaxChunkAge(java.time.Duration.ofDays(365));
        Path modelFile = ShippedFile.materialize(model.value(), "best.pzm");
        SelfPlayBackend.Result r;
        try (NetworkEvaluator evaluator = ModelFile.loadEvaluator(modelFile, game);
             RecordWriter train = RecordWriter.open(dir.resolve("records"), opts);
             RecordWriter val = RecordWriter.open(dir.resolve("records-val"), opts)) {
            r = SelfPlayBackend.playLocally(cfg, game, evaluator, modelId, p.firstIndex(), p.games(), p.seed(), train, val,
                    dir.resolve("journal.txt"));
        } finally {
            ShippedFile.delete(modelFile);
        }
        if (attemptNumber == 0 && failFirstAttempt.contains(p.part())) {
            // after the chunks are committed in the attempt directory: the worst case for duplicates
            throw new IllegalStateException("injected failure of the first attempt of partition " + p.part());
        }
        return new Done(p.part(), attempt, r);
    }
}
