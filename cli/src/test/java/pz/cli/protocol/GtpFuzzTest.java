package pz.cli.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Engine input lines of any bytes (random bytes, control characters, invalid UTF-8, very long lines,
 * mutated real commands), read the way {@code pz engine} reads standard input: every line is answered
 * with {@code =} or {@code ?}, the engine keeps going (a numbered {@code name} after each line is
 * answered in order), never throws or reports an internal error, and an error answer is one line of
 * bounded length.
 */
class GtpFuzzTest {
    private static final int LINES = 400;
    private static final int SENTINEL = 100_000;
    /** Commands to mutate: every command, positions of several games, and game switches (not a Wall Street setup, whose legal turns are many). */
    private static final List<String> VALID = List.of("name", "version", "protocol_version", "list_commands", "known_command play",
            "showboard", "legal", "genmove", "genmove w", "genmove b", "undo", "score", "play a2-c2/c6", "play b1-b3/b5",
            "position start", "position 1B2B1/B4B/6/6/W4W/1W2W1 w - -", "position 3B2B3/10/10/B2W5B/10/10/W8W/10/10/6W3 w d7 -",
            "position 1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 0", "position 3 4 0 1 5 d", "position x.o/.x./..o x",
            "time_settings 0 2 1", "visits 50", "game cowboys:size=6", "game amazons:size=6", "game proteus", "game kadon", "game pig",
            "game tictactoe", "play d2-d3 c1+", "play RS@b1", "play roll =3", "12 play a1<>c3");

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    @DisplayName("lines of any bytes are each answered with = or ?, and the engine keeps going")
    void anyBytes(long seed) throws Exception {
        SplittableRandom rng = new SplittableRandom(seed);
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        for (int i = 0; i < LINES; i++) {
            input.write(line(rng, i));
            input.write('\n');
            input.write(((SENTINEL + i) + " name\n").getBytes(StandardCharsets.US_ASCII));
        }
        input.write("quit\n".getBytes(StandardCharsets.US_ASCII));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        GtpSession s = new GtpSession("amazons:size=6", "random", seed, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(log, true, StandardCharsets.UTF_8));
        s.run(new BufferedReader(new InputStreamReader(new ByteArrayInputStream(input.toByteArray()), StandardCharsets.UTF_8)));

        assertTrue(s.quitRequested(), "the final quit was read");
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\n\n"), "every answer ends with a blank line");
        int next = SENTINEL;
        for (String answer : text.substring(0, text.length() - 2).split("\n\n", -1)) {
            char head = answer.isEmpty() ? ' ' : answer.charAt(0);
            assertTrue(head == '=' || head == '?', "an answer starts with = or ?: " + Echo.quote(answer));
            if (head == '?') {
                assertFalse(answer.contains("\n"), "an error is one line: " + Echo.quote(answer));
                assertTrue(answer.length() <= Echo.MAX_MESSAGE + 11, "an error is short: " + answer.length() + " characters");
            }
            if (answer.equals("=" + next + " pz")) {
                next++;
            }
        }
        assertEquals(SENTINEL + LINES, next, "each line was followed by the answer to the next numbered name, in order");
        String errors = log.toString(StandardCharsets.UTF_8);
        assertFalse(errors.contains("internal error"), errors.lines().filter(l -> l.contains("internal error")).findFirst().orElse(""));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {4, 5})
    @DisplayName("an echo is one line of bounded length whatever the characters")
    void echoes(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < 2000; i++) {
            StringBuilder b = new StringBuilder();
            int n = rng.nextInt(i % 50 == 0 ? 5000 : 80);
            for (int k = 0; k < n; k++) {
                b.append((char) (rng.nextBoolean() ? rng.nextInt(0x80) : rng.nextInt(0x10000)));
            }
            for (String e : List.of(Echo.quote(b.toString()), Echo.message(b.toString()))) {
                assertTrue(e.length() <= Echo.MAX_MESSAGE, "bounded");
                for (int k = 0; k < e.length(); k++) {
                    char c = e.charAt(k);
                    int type = Character.getType(c);
                    assertFalse(Character.isISOControl(c) || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR,
                            "no control or separator character: " + (int) c);
                    if (Character.isHighSurrogate(c)) {
                        assertTrue(k + 1 < e.length() && Character.isLowSurrogate(e.charAt(++k)), "surrogates in pairs");
                    } else {
                        assertFalse(Character.isLowSurrogate(c), "surrogates in pairs");
                    }
                }
            }
            assertTrue(Echo.quote(b.toString()).length() <= Echo.MAX_QUOTE + 2);
        }
    }

    /** One input line (without its line feed) of a kind chosen by {@code i}. */
    private static byte[] line(SplittableRandom rng, int i) {
        return switch (i % 6) {
            case 0 -> randomBytes(rng, rng.nextInt(300));
            case 1 -> controls(rng);
            case 2 -> invalidUtf8(rng);
            case 3 -> i % 60 == 3 ? repeat((byte) ('a' + rng.nextInt(26)), 200_000 + rng.nextInt(100)) : randomBytes(rng, 4000 + rng.nextInt(200));
            case 4 -> mutate(rng, VALID.get(rng.nextInt(VALID.size())).getBytes(StandardCharsets.UTF_8));
            default -> VALID.get(rng.nextInt(VALID.size())).getBytes(StandardCharsets.UTF_8);
        };
    }

    private static byte[] randomBytes(SplittableRandom rng, int n) {
        byte[] b = new byte[n];
        for (int k = 0; k < n; k++) {
            int v = rng.nextInt(255);
            b[k] = (byte) (v >= '\n' ? v + 1 : v); // anything but a line feed
        }
        return b;
    }

    private static byte[] controls(SplittableRandom rng) {
        byte[][] parts = {{0}, {'\r'}, {'\t'}, {0x1b, '[', '3', '1', 'm'}, {0x7f}, {(byte) 0xc2, (byte) 0x85}, {(byte) 0xe2, (byte) 0x80, (byte) 0xa8},
            {(byte) 0xe2, (byte) 0x80, (byte) 0xae}, {0x0b}, {0x0c}, "name".getBytes(StandardCharsets.US_ASCII), {'#'}, {' '}, "7".getBytes(StandardCharsets.US_ASCII)};
        return concat(rng, parts, 1 + rng.nextInt(12));
    }

    private static byte[] invalidUtf8(SplittableRandom rng) {
        byte[][] parts = {{(byte) 0xff}, {(byte) 0xfe}, {(byte) 0xc0, (byte) 0x80}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80},
            {(byte) 0xf8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}, {(byte) 0xe2, (byte) 0x82},
            {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80}, "play ".getBytes(StandardCharsets.US_ASCII),
            "genmove ".getBytes(StandardCharsets.US_ASCII), "position ".getBytes(StandardCharsets.US_ASCII), {'a', '1'}};
        return concat(rng, parts, 1 + rng.nextInt(10));
    }

    private static byte[] mutate(SplittableRandom rng, byte[] line) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(line);
        for (int m = 1 + rng.nextInt(3); m > 0; m--) {
            byte[] cur = b.toByteArray();
            b.reset();
            int at = rng.nextInt(cur.length + 1);
            byte[] r = randomBytes(rng, 1 + rng.nextInt(3));
            switch (rng.nextInt(3)) {
                case 0 -> { // replace
                    b.write(cur, 0, at);
                    b.writeBytes(r);
                    b.write(cur, Math.min(cur.length, at + r.length), Math.max(0, cur.length - at - r.length));
                }
                case 1 -> { // insert
                    b.write(cur, 0, at);
                    b.writeBytes(r);
                    b.write(cur, at, cur.length - at);
                }
                default -> { // delete
                    b.write(cur, 0, at);
                    int skip = Math.min(cur.length - at, 1 + rng.nextInt(3));
                    b.write(cur, at + skip, cur.length - at - skip);
                }
            }
        }
        return b.toByteArray();
    }

    private static byte[] concat(SplittableRandom rng, byte[][] parts, int count) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int k = 0; k < count; k++) {
            b.writeBytes(parts[rng.nextInt(parts.length)]);
        }
        return b.toByteArray();
    }

    private static byte[] repeat(byte v, int n) {
        byte[] b = new byte[n];
        java.util.Arrays.fill(b, v);
        return b;
    }
}
