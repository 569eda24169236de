package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model reader against damaged bytes: the committed tiny model (39 kB) cut short and with one
 * byte flipped, densely where the zip keeps its structure (local headers, the small metadata entry,
 * the start and end of the weights, data descriptors, the central directory) and with a stride
 * through the compressed weights. Every case either loads exactly the original (damage the reader
 * does not use, such as the central directory, which a streaming read never consults) or throws a
 * {@link ModelFileException} whose message names the file in words, without a Java class name; never
 * another exception. About 3,000 loads in a few seconds.
 */
class ModelFileFuzzTest {
    /** Every position within this many bytes of the start and of the end is tried. */
    private static final int DENSE = 500;
    /** The stride through the middle of the weights. */
    private static final int STRIDE = 67;

    private static byte[] original;
    private static String metadata;
    private static Map<String, float[]> parameters;

    @TempDir
    static Path tempDir;
    /** Where the damaged copies go: memory (/dev/shm) when there is one, since thousands of writes to a busy disk take seconds. */
    private static Path dir;

    @BeforeAll
    static void readOriginal() throws Exception {
        Path shm = Path.of("/dev/shm");
        dir = Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "pz-model-fuzz") : tempDir;
        Path file = Path.of(ModelFileFuzzTest.class.getResource(TinyModelTool.MODEL).toURI());
        original = Files.readAllBytes(file);
        try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE)) {
            metadata = m.metadata().toJson();
            parameters = m.net().getParameters();
        }
    }

    @AfterAll
    static void removeCopies() throws Exception {
        if (!dir.equals(tempDir)) {
            Files.deleteIfExists(dir.resolve("fuzz.pzm"));
            Files.delete(dir);
        }
    }

    private static TreeSet<Integer> positions() {
        TreeSet<Integer> at = new TreeSet<>();
        for (int i = 0; i < original.length; i++) {
            if (i < DENSE || i >= original.length - DENSE || i % STRIDE == 0) {
                at.add(i);
            }
        }
        return at;
    }

    /** Loads {@code bytes} as a model file; true if it loaded the original, false if refused as it should be. */
    private static boolean check(byte[] bytes, String what) throws Exception {
        Path file = dir.resolve("fuzz.pzm");
        Files.write(file, bytes);
        try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE)) {
            assertEquals(metadata, m.metadata().toJson(), what + " loaded other metadata");
            Map<String, float[]> p = m.net().getParameters();
            assertEquals(parameters.keySet(), p.keySet(), what);
            for (Map.Entry<String, float[]> e : parameters.entrySet()) {
                assertArrayEquals(e.getValue(), p.get(e.getKey()), what + " loaded other weights in " + e.getKey());
            }
            return true;
        } catch (ModelFileException e) {
            String msg = e.getMessage();
            assertTrue(msg.contains(file.toString()), what + ": the message does not name the file: " + msg);
            assertFalse(msg.contains("java.") || msg.contains("Exception") || msg.contains("null"), what + ": not in words: " + msg);
            return false;
        } catch (RuntimeException e) {
            fail(what + ": " + e, e);
            return false;
        }
    }

    @Test
    @DisplayName("cut at any position: refused with a ModelFileException naming the file, or (the central directory cut) loaded whole")
    void cut() throws Exception {
        int loaded = 0;
        int refused = 0;
        for (int at : positions()) {
            if (check(Arrays.copyOf(original, at), "cut at " + at + " of " + original.length)) {
                loaded++;
            } else {
                refused++;
            }
        }
        assertTrue(refused > 1000 && loaded < 200, "loaded " + loaded + ", refused " + refused);
    }

    @Test
    @DisplayName("one byte flipped anywhere: refused with a ModelFileException naming the file, or loaded exactly as before")
    void flip() throws Exception {
        int refused = 0;
        for (int at : positions()) {
            // vary the damage: one low bit, the high bit (a non-ASCII name byte), all bits
            int mask = at % 3 == 0 ? 0x01 : at % 3 == 1 ? 0x80 : 0xFF;
            byte[] bytes = original.clone();
            bytes[at] ^= (byte) mask;
            if (!check(bytes, "byte " + at + " of " + original.length + " xor 0x" + Integer.toHexString(mask))) {
                refused++;
            }
        }
        assertTrue(refused > 1000, "refused " + refused);
    }
}
