package pz.engine.util;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesTheContentAndLeavesNoTemporary() throws IOException {
        Path f = dir.resolve("sub/a.txt");
        AtomicFiles.writeString(f, "héllo\n");
        assertEquals("héllo\n", Files.readString(f, StandardCharsets.UTF_8));
        AtomicFiles.write(f, new byte[] {1, 2, 3});
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(f));
        AtomicFiles.write(f, out -> out.write("from a stream".getBytes(StandardCharsets.UTF_8)));
        assertEquals("from a stream", Files.readString(f));
        try (Stream<Path> s = Files.list(f.getParent())) {
            assertEquals(List.of("a.txt"), s.map(p -> p.getFileName().toString()).toList(), "only the target");
        }
    }

    @Test
    void whileTheBodyWritesTheTargetStillHoldsTheOldFile() throws IOException {
        Path f = dir.resolve("state.properties");
        AtomicFiles.writeString(f, "old");
        AtomicFiles.write(f, out -> {
            out.write("new, first half".getBytes(StandardCharsets.UTF_8));
            out.flush();
            assertEquals("old", Files.readString(f), "a reader during the write sees the old file, whole");
            out.write(", second half".getBytes(StandardCharsets.UTF_8));
        });
        assertEquals("new, first half, second half", Files.readString(f));
        assertEquals(List.of("state.properties"), names());
    }

    @Test
    void aFailingBodyLeavesTheOldFileAndNoTemporary() throws IOException {
        Path f = dir.resolve("model.pzm");
        AtomicFiles.writeString(f, "the old model");
        IOException boom = new IOException("disk full");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(f, out -> {
            out.write(new byte[100_000]); // more than the buffer: part of it reached the temporary
            throw boom;
        }));
        assertSame(boom, e, "the body's exception propagates unchanged");
        assertEquals("the old model", Files.readString(f));
        assertEquals(List.of("model.pzm"), names(), "no temporary left");

        Path fresh = dir.resolve("new.txt");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(fresh, out -> {
            throw new IllegalStateException("bug");
        }));
        assertFalse(Files.exists(fresh), "a failed first write creates no file");
        assertEquals(List.of("model.pzm"), names());
    }

    @Test
    void forceAcceptsFilesAndDirectories() throws IOException {
        Path f = dir.resolve("x");
        AtomicFiles.writeString(f, "x");
        AtomicFiles.force(f);
        AtomicFiles.force(dir);
        assertThrows(IOException.class, () -> AtomicFiles.force(dir.resolve("missing")));
    }
}
