package pz.training;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Properties;
import java.util.stream.Stream;
import pz.engine.InvalidInputException;
import pz.engine.util.AtomicFiles;

/**
 * The layout of a training run on disk, and the one place that writes its small files atomically.
 *
 * <pre>
 * DIR/run.properties      the run's settings (TrainConfig, RunProperties), written once
 * DIR/state.properties    progress (RunState), rewritten atomically at every phase change
 * DIR/journal.txt         finished self-play games not yet in a committed Parquet chunk (GameJournal)
 * DIR/metrics.csv         one row per iteration (rewritten atomically)
 * DIR/records/            Parquet game records (the data module's chunks)
 * DIR/records-val/        the held-out games (one in ten), for validation losses
 * DIR/models/             model-NNNN.pzm per iteration, best.pzm the promoted one
 * DIR/checkpoints/        trainer.pzm: weights and optimizer state after the last training phase
 * DIR/plots/              PNGs drawn by pz report
 * DIR/.lock               held while a pz train process works on the run
 * </pre>
 *
 * <p>{@code run.properties} and {@code state.properties} carry the run's format version under the key
 * {@value #FORMAT_KEY} ({@link #writeVersioned}, {@link #readVersioned}): files without it were
 * written before the key existed and are format 1; a version newer than {@link #FORMAT_VERSION} is
 * refused, naming the file, rather than half understood.
 *
 * <p>Holding a {@code RunDirectory} means holding the run's lock, so two processes never train the
 * same run. Not thread-safe for writes of the same file.
 */
public final class RunDirectory implements AutoCloseable {
    /**
     * The format version of {@code run.properties} and {@code state.properties} that this code writes
     * and the newest it reads. 2: the settings of {@link TrainConfig#toProperties()}, the self-play search
     * as one recipe key ({@link RunProperties}), and the fields of {@link RunState}. 1: the same, with the
     * search as loose keys (read and converted); files of format 1 written before the version key existed
     * have no key.
     */
    public static final int FORMAT_VERSION = 2;
    /** The key of the format version in the run's properties files. */
    public static final String FORMAT_KEY = "formatVersion";

    private final Path root;
    private final FileChannel lockChannel;
    private final FileLock lock;

    private RunDirectory(Path root, FileChannel lockChannel, FileLock lock) {
        this.root = root;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /**
     * Opens (creating if needed) a run directory and takes its lock; removes temporary files a
     * killed process may have left.
     *
     * @throws InvalidInputException if another process holds the run, or the path is not a directory
     */
    public static RunDirectory open(Path root) throws IOException {
        Path r = root.toAbsolutePath().normalize();
        if (Files.exists(r) && !Files.isDirectory(r)) {
            throw new InvalidInputException(r + " is not a directory");
        }
        Files.createDirectories(r);
        for (String d : new String[] {"records", "models", "checkpoints", "plots"}) {
            Files.createDirectories(r.resolve(d));
        }
        FileChannel ch = FileChannel.open(r.resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock l;
        try {
            l = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            l = null;
        }
        if (l == null) {
            ch.close();
            throw new InvalidInputException("another pz train process is working on " + r + " (its .lock is held)");
        }
        RunDirectory dir = new RunDirectory(r, ch, l);
        dir.removeTemporaries();
        return dir;
    }

    private void removeTemporaries() throws IOException {
        for (Path d : new Path[] {root, root.resolve("models"), root.resolve("checkpoints"), root.resolve("plots")}) {
            try (Stream<Path> s = Files.list(d)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    if (p.getFileName().toString().endsWith(".tmp")) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }

    public Path root() {
        return root;
    }

    public Path runProperties() {
        return root.resolve("run.properties");
    }

    public Path stateProperties() {
        return root.resolve("state.properties");
    }

    public Path metrics() {
        return root.resolve("metrics.csv");
    }

    public Path journal() {
        return root.resolve("journal.txt");
    }

    public Path records() {
        return root.resolve("records");
    }

    public Path models() {
        return root.resolve("models");
    }

    public Path model(int iteration) {
        return models().resolve(String.format("model-%04d.pzm", iteration));
    }

    public Path best() {
        return models().resolve("best.pzm");
    }

    public Path checkpoint() {
        return root.resolve("checkpoints").resolve("trainer.pzm");
    }

    public Path plots() {
        return root.resolve("plots");
    }

    /** True when the run has been started before (its settings exist). */
    public boolean exists() {
        return Files.exists(runProperties());
    }

    /** Writes {@code content} to {@code file} atomically (temporary sibling, fsync, rename: {@link AtomicFiles}). */
    public static void writeAtomically(Path file, byte[] content) throws IOException {
        AtomicFiles.write(file, content);
    }

    /** Copies {@code from} to {@code to} through a temporary sibling and an atomic rename (models: best.pzm). */
    static void copyAtomically(Path from, Path to) throws IOException {
        AtomicFiles.write(to, out -> Files.copy(from, out));
    }

    /** Writes properties atomically, sorted, with a comment line. */
    public static void writeProperties(Path file, Properties p, String comment) throws IOException {
        StringWriter w = new StringWriter();
        w.write("# " + comment + "\n");
        p.stringPropertyNames().stream().sorted().forEach(k -> w.write(k + "=" + escape(p.getProperty(k)) + "\n"));
        writeAtomically(file, w.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Writes properties as {@link #writeProperties} does, with the format version {@link #FORMAT_VERSION} added. */
    public static void writeVersioned(Path file, Properties p, String comment) throws IOException {
        Properties v = new Properties();
        v.putAll(p);
        v.setProperty(FORMAT_KEY, Integer.toString(FORMAT_VERSION));
        writeProperties(file, v, comment);
    }

    /**
     * Reads a run's properties file and checks its format version; returns the other keys.
     *
     * @throws InvalidInputException naming the file when it cannot be read or its version is unknown
     */
    public static Properties readVersioned(Path file) {
        Properties p = readProperties(file);
        checkFormat(p, file.toString());
        p.remove(FORMAT_KEY);
        return p;
    }

    /**
     * The format version of properties read from {@code file}: 1 when they have no version key (written
     * before it existed).
     *
     * @throws InvalidInputException naming {@code file} for a version that is not a number, or newer than
     *                               {@link #FORMAT_VERSION}
     */
    static int checkFormat(Properties p, String file) {
        String v = p.getProperty(FORMAT_KEY);
        if (v == null) {
            return 1;
        }
        int version;
        try {
            version = Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new InvalidInputException(file + ": format version '" + v + "' is not a number");
        }
        if (version < 1 || version > FORMAT_VERSION) {
            throw new InvalidInputException(file + ": format version " + version + " is not one this pz reads (1 to "
                    + FORMAT_VERSION + "); was the run made by a newer pz? Use that one to resume it");
        }
        return version;
    }

    private static String escape(String v) {
        return v.replace("\\", "\\\\").replace("\n", "\\n").replace(":", "\\:").replace("=", "\\=");
    }

    /**
     * Reads a properties file.
     *
     * @throws InvalidInputException naming the file when it cannot be read
     */
    public static Properties readProperties(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            throw new InvalidInputException(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return p;
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            lockChannel.close();
        }
    }
}
