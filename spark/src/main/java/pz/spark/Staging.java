package pz.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import pz.data.RecordDirectory;
import pz.training.RunDirectory;

/**
 * Exactly-once commit of the Parquet chunks that Spark tasks write. Every task attempt writes into
 * its own directory, {@code JOB/part-NNNNN/attempt-APP-N-ID/SUB/chunk-*} (pz-data's crash-safe
 * {@code RecordWriter}, so only complete chunks appear there); Spark hands the driver one result
 * per partition, naming the attempt that produced it, and the driver <em>promotes</em> that
 * attempt alone:
 * <ol>
 * <li>it writes {@code part-NNNNN/promoted.properties} (the attempt and the partition's summary),
 *     atomically: from then on the partition counts as done;</li>
 * <li>it renames each chunk of the attempt into the target directory of its {@code SUB}
 *     (one atomic rename per chunk; chunk names are unique, so nothing is overwritten);</li>
 * <li>it deletes every attempt directory of the partition.</li>
 * </ol>
 * Outputs of failed, retried or speculative attempts are never promoted, so a game is recorded
 * once however often its task ran. A driver killed between 1 and 3 leaves the marker, and
 * {@link #promoted} finishes the renames on the next call. Needs a file system where rename is
 * atomic and visible to every node (local disk for local mode, NFS or similar for a cluster).
 * Stateless; the driver calls it from one thread.
 */
final class Staging {
    static final String MARKER = "promoted.properties";
    static final String ATTEMPT_KEY = "attempt";

    private Staging() {
    }

    static Path partDir(Path job, int part) {
        return job.resolve(String.format("part-%05d", part));
    }

    /** A fresh directory for one task attempt (an older one of the same name, from a dead driver, is deleted). */
    static Path newAttemptDir(Path job, int part, String attempt) throws IOException {
        Path d = partDir(job, part).resolve(attempt);
        if (Files.exists(d)) {
            deleteTree(d);
        }
        return Files.createDirectories(d);
    }

    /**
     * The summary of partition {@code part} if it was promoted already (finishing the promotion of
     * a driver that died during it), else null.
     */
    static Properties promoted(Path job, int part, Map<String, Path> targets) throws IOException {
        Path marker = partDir(job, part).resolve(MARKER);
        if (!Files.exists(marker)) {
            return null;
        }
        Properties p = RunDirectory.readProperties(marker);
        moveChunks(partDir(job, part).resolve(p.getProperty(ATTEMPT_KEY)), targets);
        deleteAttempts(job, part);
        return p;
    }

    /**
     * Promotes attempt {@code attempt} of partition {@code part}: marker, chunk renames into
     * {@code targets} (by sub-directory name), removal of every attempt. {@code summary} is kept
     * in the marker for {@link #promoted}.
     */
    static void promote(Path job, int part, String attempt, Properties summary, Map<String, Path> targets) throws IOException {
        Properties p = new Properties();
        p.putAll(summary);
        p.setProperty(ATTEMPT_KEY, attempt);
        RunDirectory.writeProperties(partDir(job, part).resolve(MARKER), p, "promoted attempt of this partition");
        moveChunks(partDir(job, part).resolve(attempt), targets);
        deleteAttempts(job, part);
    }

    /** Deletes the attempt directories of a partition not promoted yet (failed tasks, a dead driver's). */
    static void deleteAttempts(Path job, int part) throws IOException {
        Path d = partDir(job, part);
        if (!Files.isDirectory(d)) {
            return;
        }
        try (Stream<Path> s = Files.list(d)) {
            for (Path a : s.filter(Files::isDirectory).toList()) {
                deleteTree(a);
            }
        }
    }

    private static void moveChunks(Path attemptDir, Map<String, Path> targets) throws IOException {
        for (Map.Entry<String, Path> t : targets.entrySet()) {
            Path from = attemptDir.resolve(t.getKey());
            if (!Files.isDirectory(from)) {
                continue;
            }
            Files.createDirectories(t.getValue());
            for (RecordDirectory.Chunk c : RecordDirectory.chunks(from)) {
                Path to = t.getValue().resolve(c.name());
                if (!Files.exists(to)) {
                    Files.move(c.dir(), to, StandardCopyOption.ATOMIC_MOVE);
                }
            }
        }
    }

    /** Deletes a whole staging tree (a finished job's); a missing one is fine. */
    static void deleteJob(Path job) {
        try {
            deleteTree(job);
        } catch (IOException | UncheckedIOException e) {
            // leftovers of a staging tree are harmless: readers only look at chunk-* in the targets
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
