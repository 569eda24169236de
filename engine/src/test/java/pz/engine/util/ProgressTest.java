package pz.engine.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static final String LINE =
            "self-play \\d+/10 games, ETA [0-9.]+s, [0-9.]+ games/(s|min|h), [0-9.]+s, Elo \\+3";
    private static final String LAST = "self-play 10/10 games, [0-9.]+ games/(s|min|h), [0-9.]+s, Elo \\+3";

    private static List<String> lines(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("plain lines: none before the first unit, throttled lines with ETA, rate and extra; one last line without ETA")
    void plainLines() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setProperty("pz.progress.logSeconds", "0.05");
        Progress p;
        try {
            p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "self-play", 10, "games", false);
        } finally {
            System.clearProperty("pz.progress.logSeconds");
        }
        p.extra(() -> "Elo +3");
        Thread.sleep(150);
        assertEquals(List.of(), lines(bytes), "nothing is logged while no game is done");
        for (int i = 0; i < 10; i++) {
            p.step(1);
            Thread.sleep(20);
        }
        assertEquals(10, p.done());
        p.close();
        p.close();
        List<String> out = lines(bytes);
        assertTrue(out.size() >= 2, "some lines while running, then the last: " + out);
        for (String line : out.subList(0, out.size() - 1)) {
            assertTrue(line.matches(LINE), line);
        }
        assertTrue(out.get(out.size() - 1).matches(LAST), out.get(out.size() - 1));
        assertEquals(1, out.stream().filter(l -> l.matches(LAST)).count(), "a second close draws nothing");
    }

    @Test
    @DisplayName("plain lines with an unknown total count units without a total or an ETA")
    void plainUnknownTotal() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "oracle", 0, "positions", false)) {
            p.step(7);
        }
        List<String> out = lines(bytes);
        assertEquals(1, out.size(), out.toString());
        assertTrue(out.get(0).matches("oracle 7 positions, [0-9.]+ positions/(s|min|h), [0-9.]+s"), out.get(0));
    }

    @Test
    @DisplayName("on a terminal: one line redrawn in place (carriage returns) with count, elapsed / ETA, rate and extra, ended by a newline")
    void terminalBar() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "match", 4, "games", true)) {
            p.extra(() -> "+1 =0 -0");
            p.step(1);
            Thread.sleep(400);
            p.step(3);
        }
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("\r"), "redrawn in place: " + out);
        assertTrue(out.endsWith("\n"), "the last drawing ends the line: " + out);
        String last = out.substring(out.lastIndexOf('\r') + 1).strip();
        assertTrue(last.startsWith("match 100%"), last);
        // elapsed as h:mm:ss, whatever the machine's load (a loaded CI machine once took 36 s for this bar)
        assertTrue(last.matches(".* 4/4 games \\([0-9]+:[0-9]{2}:[0-9]{2} / .*"), "count, then elapsed / ETA: " + last);
        assertTrue(last.matches(".* (\\?|[0-9.]+) games/(s|min|h), \\+1 =0 -0"), "the rate, then the extra text: " + last);
        assertFalse(out.contains("\n\r"), "one line, not one per drawing: " + out);
    }

    @Test
    @DisplayName("closed by an interrupted thread: the last line is still written and the thread stays interrupted")
    void closeWhenInterrupted() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Progress p = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), "match", 3, "games", false);
        p.step(3);
        Thread.currentThread().interrupt();
        try {
            p.close();
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept");
        } finally {
            Thread.interrupted();
        }
        List<String> out = lines(bytes);
        assertEquals(1, out.size(), out.toString());
        assertTrue(out.get(0).matches("match 3/3 games, [0-9.]+ games/(s|min|h), [0-9.]+s"), out.get(0));
    }

    @Test
    @DisplayName("rates read without a 0.0: per second from about one a second, else per minute, else per hour")
    void rates() {
        assertEquals("3.2 games/s", Progress.formatRate(3.2, "games"));
        assertEquals("1.0 games/s", Progress.formatRate(0.96, "games"));
        assertEquals("1.6 games/min", Progress.formatRate(1.6 / 60, "games"), "an atlas study at nice 10");
        assertEquals("2.5 games/h", Progress.formatRate(2.5 / 3600, "games"));
        assertEquals("0.0 games/s", Progress.formatRate(0, "games"), "nothing done yet");
    }

    @Test
    @DisplayName("durations read as people write them")
    void durations() {
        assertEquals("4.2s", Progress.formatDuration(4.2));
        assertEquals("3m05s", Progress.formatDuration(185));
        assertEquals("1h02m", Progress.formatDuration(3725));
    }
}
