package pz.engine.util;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files atomically: the content goes to a hidden temporary sibling
 * ({@code .NAME.RANDOM.tmp}), which is forced to disk and then renamed over the target in one
 * step. Readers see the old file or the new one, never a part; a crash or an exception leaves the
 * old file as it was (and at worst a temporary that ends in {@code .tmp}, which the run directories
 * delete when they open). The one helper for every such write in the project: reports, plots, run
 * and match settings, model files, exports.
 *
 * <p>The temporary is created with the default permissions (not the owner-only ones of
 * {@link Files#createTempFile}): the files written here are ordinary shareable files. Its name is
 * unique, so two threads writing the same target do not share a temporary; the last rename wins.
 * Stateless; thread-safe.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** What goes into the file, written to a stream the helper opens, forces and closes. */
    @FunctionalInterface
    public interface Body {
        /** Writes the whole content to {@code out}; closing {@code out} is allowed and only flushes it. */
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes {@code text} (UTF-8) to {@code file}, creating parent directories. */
    public static void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code content} to {@code file}, creating parent directories. */
    public static void write(Path file, byte[] content) throws IOException {
        write(file, out -> out.write(content));
    }

    /**
     * Writes what {@code body} produces to {@code file}, creating parent directories. If {@code body}
     * throws, the temporary is deleted, {@code file} is left as it was and the exception propagates.
     */
    public static void write(Path file, Body body) throws IOException {
        Path target = file.toAbsolutePath();
        Files.createDirectories(target.getParent());
        Path tmp = target.resolveSibling("." + target.getFileName() + "."
                + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                // Closing this stream (a ZipOutputStream or a Writer around it closes it) only flushes:
                // the channel must stay open to be forced.
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 1 << 16) {
                    @Override
                    public void close() throws IOException {
                        flush();
                    }
                };
                body.writeTo(out);
                out.flush();
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Forces {@code path} to disk: a file's content, or a directory's entries (after a rename into
     * it). Some systems (Windows) cannot open a directory to force it; that is ignored, since the
     * files themselves were forced. A file that cannot be forced raises the error.
     */
    public static void force(Path path) throws IOException {
        boolean directory = Files.isDirectory(path);
        try (FileChannel ch = FileChannel.open(path, directory ? StandardOpenOption.READ : StandardOpenOption.WRITE)) {
            ch.force(true);
        } catch (IOException e) {
            if (!directory) {
                throw e;
            }
        }
    }
}
