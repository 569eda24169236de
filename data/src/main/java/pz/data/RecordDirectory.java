package pz.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.parquet.schema.MessageType;
import pz.engine.InvalidInputException;

/**
 * The layout of a record directory and reading it whole, skipping bad files:
 * <pre>
 * DIR/chunk-20260101T120000123Z-w0-1a2b3c4d-000001/games.parquet
 * DIR/chunk-20260101T120000123Z-w0-1a2b3c4d-000001/positions.parquet
 * DIR/.tmp-PID-WRITER-SEQ/...        a chunk being written (or left by a killed process): ignored
 * </pre>
 * Chunk names sort by commit time (UTC), so name order is age order. A directory that itself holds
 * {@code games.parquet}, or one of a chunk's files, is read as that single chunk.
 *
 * <p>Stateless static methods; safe to call while writers append (a chunk appears whole or not at all).
 */
public final class RecordDirectory {
    static final String CHUNK_PREFIX = "chunk-";
    static final String TMP_PREFIX = ".tmp-";
    /** The games file of a chunk. */
    public static final String GAMES_FILE = "games.parquet";
    /** The positions file of a chunk. */
    public static final String POSITIONS_FILE = "positions.parquet";

    /** A committed chunk. */
    public record Chunk(Path dir) {
        public Path games() {
            return dir.resolve(GAMES_FILE);
        }

        public Path positions() {
            return dir.resolve(POSITIONS_FILE);
        }

        public String name() {
            return dir.getFileName().toString();
        }
    }

    /**
     * A file that could not be read, and why.
     *
     * @param file    the file
     * @param problem what is wrong with it, without its name ({@code missing}, {@code damaged footer: ...})
     */
    public record BadFile(Path file, String problem) {
        /** A file that a reader refused. */
        static BadFile of(CorruptRecordException e) {
            return new BadFile(e.file(), e.problem());
        }

        /** {@code FILE: PROBLEM}, the line to show a person. */
        @Override
        public String toString() {
            return file + ": " + problem;
        }
    }

    /**
     * What a whole-directory read did.
     *
     * @param rows  rows delivered
     * @param files files read completely
     * @param bad   files skipped: a damaged file with checksums delivers no rows; from an older file without
     *              them, rows read before the damage showed up were delivered
     */
    public record Report(long rows, int files, List<BadFile> bad) {
        public Report {
            bad = List.copyOf(bad);
        }
    }

    private RecordDirectory() {
    }

    /**
     * Committed chunks, oldest first. {@code dir} may also be one chunk's directory, or one of its two
     * files (then that chunk is the answer).
     *
     * @throws NoSuchFileException   if {@code dir} does not exist
     * @throws InvalidInputException if it is a file other than a chunk's {@code games.parquet} or {@code positions.parquet}
     */
    public static List<Chunk> chunks(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            String name = String.valueOf(dir.getFileName());
            if (name.equals(GAMES_FILE) || name.equals(POSITIONS_FILE)) {
                // a chunk's file stands for its chunk
                return List.of(new Chunk(dir.getParent() != null ? dir.getParent() : dir.toAbsolutePath().getParent()));
            }
            throw new InvalidInputException(dir + ": not a directory (nor a chunk's " + GAMES_FILE + " or "
                    + POSITIONS_FILE + ")");
        }
        if (!Files.isDirectory(dir)) {
            throw new NoSuchFileException(dir.toString(), null, "not a record directory");
        }
        if (Files.exists(dir.resolve(GAMES_FILE)) || Files.exists(dir.resolve(POSITIONS_FILE))) {
            return List.of(new Chunk(dir));
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(CHUNK_PREFIX) && Files.isDirectory(p))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString()))
                    .map(Chunk::new)
                    .toList();
        }
    }

    /** Temporary chunk directories (being written, or left by killed processes). */
    public static List<Path> temporaries(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(TMP_PREFIX)).sorted().toList();
        }
    }

    /**
     * Deletes temporaries whose writing process is no longer alive (their name carries its pid), and
     * returns how many. A temporary of a live process, this one included, is left alone.
     */
    public static int cleanTemporaries(Path dir) throws IOException {
        int n = 0;
        long self = ProcessHandle.current().pid();
        for (Path t : temporaries(dir)) {
            long pid = pidOf(t.getFileName().toString());
            boolean alive = pid == self || (pid > 0 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
            if (!alive) {
                deleteTree(t);
                n++;
            }
        }
        return n;
    }

    private static long pidOf(String name) {
        String rest = name.substring(TMP_PREFIX.length());
        int dash = rest.indexOf('-');
        try {
            return Long.parseLong(dash < 0 ? rest : rest.substring(0, dash));
        } catch (NumberFormatException e) {
            return -1; // not ours: treat as stale
        }
    }

    /** Reads every game of the directory in chunk order, skipping (and reporting) bad files. */
    public static Report readGames(Path dir, Consumer<GameRecord> sink) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Chunk c : chunks(dir)) {
            files.add(c.games());
        }
        return readAll(files, f -> RecordFile.readGames(f, sink));
    }

    /** Reads every position of the directory in chunk order (columns of {@code projection}), skipping bad files. */
    public static Report readPositions(Path dir, MessageType projection, Consumer<PositionRecord> sink) throws IOException {
        return readPositions(chunks(dir), projection, sink);
    }

    /** Reads the positions of the given chunks in order, skipping (and reporting) bad files. */
    public static Report readPositions(List<Chunk> chunks, MessageType projection, Consumer<PositionRecord> sink)
            throws IOException {
        List<Path> files = new ArrayList<>();
        for (Chunk c : chunks) {
            files.add(c.positions());
        }
        return readAll(files, f -> RecordFile.readPositions(f, projection, sink));
    }

    private interface FileRead {
        long read(Path file) throws IOException;
    }

    private static Report readAll(List<Path> files, FileRead read) throws IOException {
        long rows = 0;
        int ok = 0;
        List<BadFile> bad = new ArrayList<>();
        for (Path f : files) {
            try {
                rows += read.read(f);
                ok++;
            } catch (CorruptRecordException e) {
                bad.add(BadFile.of(e));
            } catch (NoSuchFileException e) {
                bad.add(new BadFile(f, "missing"));
            }
        }
        return new Report(rows, ok, bad);
    }

    /** Deletes a file tree, best effort (used for temporaries only). */
    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + root, e);
        }
    }

    /**
     * Checks that {@code dir} is a directory or can be created as one: neither it nor a folder it
     * would be created in is a file. Called before anything is played or written, so that a wrong
     * path is bad input (exit 2) rather than an exception halfway through a run.
     *
     * @throws InvalidInputException naming the path, and the file in the way when it is a parent
     */
    public static void requireCreatable(Path dir) {
        for (Path p = dir.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                throw new InvalidInputException(dir + ": not a directory" + (p.equals(dir.toAbsolutePath()) ? ""
                        : " (" + p + " is a file)"));
            }
        }
    }
}
