package pz.cli.protocol;

import java.util.Locale;

/**
 * One command line of the protocol, read as GTP 2 (section 3.1) reads it: control characters other
 * than tab dropped, tabs as spaces, everything from {@code #} on a comment, then an optional id (at most
 * {@value #MAX_ID_DIGITS} ASCII digits, echoed in the answer), the command (lower-cased) and its
 * arguments (the rest, trimmed). Immutable.
 *
 * @param id      the id, or "" when there is none
 * @param command the command word, or "" when the line holds an id alone
 * @param args    the arguments, or ""
 * @param error   why the line cannot be read (an over-long id), or null
 */
record Request(String id, String command, String args, String error) {
    /** An id is a GTP int; more digits than this is an error, not an id to echo. */
    static final int MAX_ID_DIGITS = 9;

    /** The request on {@code raw}, or null for a blank or comment line. */
    static Request parse(String raw) {
        StringBuilder b = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                b.append(' ');
            } else if (!Character.isISOControl(c)) {
                b.append(c);
            }
        }
        String line = b.toString().strip();
        if (line.isEmpty()) {
            return null;
        }
        String id = "";
        String first = firstWord(line);
        if (isAsciiDigits(first)) {
            if (first.length() > MAX_ID_DIGITS) {
                return new Request("", "", "", "the id " + Echo.quote(first) + " has more than " + MAX_ID_DIGITS + " digits");
            }
            id = first;
            line = line.substring(first.length()).strip();
        }
        String command = firstWord(line);
        return new Request(id, command.toLowerCase(Locale.ROOT), line.substring(command.length()).strip(), null);
    }

    /** The arguments split on white space (none for ""). */
    String[] words() {
        return args.isEmpty() ? new String[0] : args.split("\\s+");
    }

    private static String firstWord(String line) {
        int i = 0;
        while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return line.substring(0, i);
    }

    private static boolean isAsciiDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
