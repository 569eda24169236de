package pz.cli.protocol;

/**
 * Input quoted back in answers, kept short and on one line: an error names what it refused without
 * repeating a megabyte of it, and no character of the input can break the answer's framing (a line or
 * paragraph separator, a control character) or reach the output as half of a surrogate pair. Stateless.
 */
final class Echo {
    /** Characters of an input quoted in a message; the rest is counted, not shown. */
    static final int MAX_QUOTE = 60;
    /** Characters of an error message; a game's parser may quote its whole input. */
    static final int MAX_MESSAGE = 1000;

    private Echo() {
    }

    /** {@code text} in single quotes, cut to {@value #MAX_QUOTE} characters (its start and length) when longer. */
    static String quote(String text) {
        return "'" + cut(oneLine(text), MAX_QUOTE) + "'";
    }

    /** An error message on one line, cut to {@value #MAX_MESSAGE} characters. */
    static String message(String text) {
        return cut(oneLine(text == null ? "" : text), MAX_MESSAGE);
    }

    /** Line breaks and other control, separator and unpaired surrogate characters as {@code ?} (tabs and line feeds as spaces). */
    static String oneLine(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                b.append(c).append(text.charAt(++i));
            } else if (c == '\n' || c == '\t') {
                b.append(' ');
            } else if (Character.isSurrogate(c) || Character.isISOControl(c)
                    || Character.getType(c) == Character.LINE_SEPARATOR || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                b.append('?');
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** {@code text} when it has at most {@code max} characters, else its start and its length, in {@code max} characters all told. */
    private static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        String tail = "... (" + text.length() + " characters)";
        int end = Math.max(0, max - tail.length());
        if (end > 0 && Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + tail;
    }
}
