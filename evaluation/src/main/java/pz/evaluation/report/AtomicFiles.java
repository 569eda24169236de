package pz.evaluation.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes text files atomically: a temporary sibling, then one rename. Stateless. */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes {@code text} (UTF-8) to {@code file}, creating parent directories; readers see the old or the new file, never a part. */
    public static void write(Path file, String text) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        Path tmp = abs.resolveSibling("." + abs.getFileName() + ".tmp");
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
