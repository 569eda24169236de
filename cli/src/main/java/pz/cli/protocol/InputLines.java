package pz.cli.protocol;

import java.io.IOException;
import java.io.Reader;

/**
 * The protocol's input split into lines, each kept to at most {@link #MAX_CHARS} characters so that
 * no input, however long its lines, can exhaust memory: the rest of an over-long line is read and
 * dropped, and its length reported. Lines end at a line feed; carriage returns are dropped (GTP 2,
 * section 3.1), so CR LF input works. Not thread-safe.
 */
final class InputLines {
    /** Longer than any command of the protocol (a Wall Street secret setup turn is about 100). */
    static final int MAX_CHARS = 4096;

    private final Reader in;
    private final StringBuilder line = new StringBuilder();

    /** @param in the input, read one character at a time: give a buffered reader */
    InputLines(Reader in) {
        this.in = in;
    }

    /** One line: its first {@link #MAX_CHARS} characters and its whole length. */
    record Line(String text, long length) {
        /** True when the line was cut to {@link #MAX_CHARS}. */
        boolean overlong() {
            return length > text.length();
        }
    }

    /** The next line, or null at the end of input (a last line without a line feed still counts). */
    Line next() throws IOException {
        line.setLength(0);
        long length = 0;
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c == '\r') {
                continue;
            }
            if (line.length() < MAX_CHARS) {
                line.append((char) c);
            }
            length++;
        }
        if (c < 0 && length == 0 && line.length() == 0) {
            return null;
        }
        return new Line(line.toString(), length);
    }
}
