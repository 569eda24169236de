package pz.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file shipped to executors as bytes (a model broadcast from the driver), written to a local
 * temporary file where the executor needs a path (model loading takes a file). Executors then need
 * no access to the driver's file, only to Spark's broadcast. Stateless.
 */
final class ShippedFile {
    private ShippedFile() {
    }

    /** Writes {@code bytes} to a new temporary file named like {@code name}; the caller deletes it. */
    static Path materialize(byte[] bytes, String name) throws IOException {
        String base = Path.of(name).getFileName().toString();
        int dot = base.lastIndexOf('.');
        Path tmp = Files.createTempFile("pz-" + (dot > 0 ? base.substring(0, dot) : base) + "-", dot > 0 ? base.substring(dot) : ".bin");
        Files.write(tmp, bytes);
        return tmp;
    }

    static void delete(Path p) {
        try {
            if (p != null) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // a temporary file in the system's temp directory; the OS cleans it eventually
        }
    }
}
