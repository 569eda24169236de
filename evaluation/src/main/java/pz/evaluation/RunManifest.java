package pz.evaluation;

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
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import pz.engine.InvalidInputException;
import pz.engine.util.AtomicFiles;

/**
 * The identity and progress of a resumable evaluation run ({@code pz match}, {@code pz balance}),
 * kept beside its games so that running the same command again continues it and a changed command
 * is refused instead of being mixed in. It is a properties file, rewritten atomically
 * ({@link AtomicFiles}), plus a lock file held while a process plays the run (so two processes
 * never play the same games; the operating system drops the lock of a killed process).
 *
 * <p>The identity is what decides the games (spec, agents, seed, model file contents); the state
 * ({@link #STATUS} and the caller's counters) changes as the run goes. The same pattern as
 * {@code pz train}'s {@code run.properties} and {@code state.properties}, in one file because an
 * evaluation run has little state. Not thread-safe; one object per process and run.
 */
public final class RunManifest implements AutoCloseable {
    /** The key of the run's status: {@value #RUNNING} (also after a kill), {@value #INTERRUPTED} or {@value #COMPLETE}. */
    public static final String STATUS = "status";
    public static final String RUNNING = "running";
    public static final String INTERRUPTED = "interrupted";
    public static final String COMPLETE = "complete";

    private final Path file;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final Map<String, String> identity;
    private final Properties saved;
    /** The file as an earlier run left it, or null: written back unchanged when a run ends as it found it. */
    private final String savedText;

    private RunManifest(Path file, FileChannel lockChannel, FileLock lock, Map<String, String> identity,
                        Properties saved, String savedText) {
        this.file = file;
        this.lockChannel = lockChannel;
        this.lock = lock;
        this.identity = identity;
        this.saved = saved;
        this.savedText = savedText;
    }

    /**
     * Takes the run kept in {@code file} for this process: locks it, and checks that an earlier run
     * there had the same {@code identity}.
     *
     * @param what   the run in words, for messages ("the match ... in DIR")
     * @param advice what to do instead, appended to a refusal ("use another --out directory")
     * @throws InvalidInputException if another process holds the run, or the earlier run's identity differs
     *                               (the message names every difference)
     */
    public static RunManifest claim(Path file, Map<String, String> identity, String what, String advice) throws IOException {
        Path abs = file.toAbsolutePath().normalize();
        Files.createDirectories(abs.getParent());
        Path lockFile = lockFile(abs);
        FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock l = tryLock(ch);
        if (l == null) {
            ch.close();
            throw new InvalidInputException("another process is playing " + what + " now (" + lockFile + " is locked)");
        }
        try {
            String savedText = Files.exists(abs) ? Files.readString(abs) : null;
            Properties saved = new Properties();
            if (savedText != null) {
                saved.load(new java.io.StringReader(savedText)); // the text just read, not the file a second time
            }
            if (!saved.isEmpty()) {
                List<String> differences = new ArrayList<>();
                for (Map.Entry<String, String> e : identity.entrySet()) {
                    String was = saved.getProperty(e.getKey(), "");
                    if (!was.equals(e.getValue())) {
                        differences.add(e.getKey() + " " + show(e.getValue()) + " now, " + show(was) + " in " + abs.getFileName());
                    }
                }
                if (!differences.isEmpty()) {
                    throw new InvalidInputException(abs.getParent() + " holds " + what + " with other settings ("
                            + String.join("; ", differences) + "): its games cannot be mixed with these; " + advice);
                }
            }
            return new RunManifest(abs, ch, l, new LinkedHashMap<>(identity), saved, savedText);
        } catch (IOException | RuntimeException e) {
            l.release();
            ch.close();
            throw e;
        }
    }

    private static String show(String v) {
        return v.isEmpty() ? "(none)" : "'" + v + "'";
    }

    private static FileLock tryLock(FileChannel ch) throws IOException {
        try {
            return ch.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held by this process (another claim of the same run)
        }
    }

    /** The properties an earlier run saved here (empty for a new run). */
    public Properties saved() {
        Properties p = new Properties();
        p.putAll(saved);
        return p;
    }

    /** True when an earlier run saved this file (the run resumes). */
    public boolean resumed() {
        return !saved.isEmpty();
    }

    /**
     * Saves the identity, {@code status} and {@code state} (replacing the earlier state), atomically. A run that ends
     * with what the file held when it was claimed (a finished study started again) writes the earlier text back byte
     * for byte, date comment included, so that a committed run directory does not change for nothing.
     */
    public void save(String status, Map<String, String> state) throws IOException {
        Properties p = new Properties();
        identity.forEach(p::setProperty);
        state.forEach(p::setProperty);
        p.setProperty(STATUS, status);
        if (savedText != null && p.equals(saved)) {
            AtomicFiles.writeString(file, savedText);
            return;
        }
        StringWriter w = new StringWriter();
        p.store(w, "pz: a resumable run; run the same command again to continue it (see evaluation/README.md)");
        AtomicFiles.writeString(file, w.toString());
    }

    /**
     * True when {@code file} describes a run that did not finish and that no process is playing
     * now: one that was interrupted or killed. Unreadable files count as unfinished.
     */
    public static boolean abandoned(Path file) throws IOException {
        Properties p;
        try {
            p = read(file);
        } catch (IOException | IllegalArgumentException e) {
            return true;
        }
        return !COMPLETE.equals(p.getProperty(STATUS)) && !inUse(file);
    }

    /** True when a process holds the run kept in {@code file} now (is playing it). */
    public static boolean inUse(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(lockFile(file), StandardOpenOption.WRITE)) {
            FileLock l = tryLock(ch);
            if (l == null) {
                return true;
            }
            l.release();
            return false;
        } catch (java.nio.file.NoSuchFileException e) {
            return false;
        }
    }

    /** The lock file held while a process plays the run kept in {@code file}: {@code .NAME.lock} beside it. */
    private static Path lockFile(Path file) {
        return file.resolveSibling("." + file.getFileName() + ".lock");
    }

    /** Reads a properties file. */
    public static Properties read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    /**
     * A short fingerprint of a model file's contents (its network and the search recipe it stores): part of
     * a run's identity, because a model retrained in place or given another recipe, or a newly shipped model
     * behind {@code model=shipped}, plays other games under the same agent spec.
     */
    public static String fingerprint(Path model) throws IOException {
        MessageDigest d;
        try {
            d = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
        try (var in = Files.newInputStream(model)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) {
                d.update(buf, 0, n);
            }
        }
        return HexFormat.of().formatHex(d.digest(), 0, 8);
    }

    /**
     * Deletes this run's file if the run was new when claimed (no earlier run had saved it): for a run refused before it
     * played anything (an agent that cannot be made), which should not stand in the way of the corrected command.
     */
    public void discardIfNew() throws IOException {
        if (savedText == null) {
            Files.deleteIfExists(file);
        }
    }

    /**
     * Releases the lock. The lock file stays, as {@code pz train}'s {@code .lock} does: deleting it
     * would let two processes lock two different files of the same name.
     */
    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            lockChannel.close();
        }
    }
}
