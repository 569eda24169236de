package pz.engine.util;

import java.util.regex.Pattern;

/**
 * The one parser of numbers written by people: command-line options, game specs, agent specs,
 * position notations, protocol arguments and settings files.
 *
 * <p>Why not {@link Integer#parseInt} alone: it takes any Unicode decimal digit, so {@code "４"}
 * (a full-width 4) or {@code "٤"} read as 4 in one place and were refused in another, and
 * {@link Double#parseDouble} takes {@code "NaN"}, {@code "Infinity"}, hexadecimal and a trailing
 * {@code d} or {@code f}. Here a number is ASCII only: an optional sign, digits, and for decimals an
 * optional fraction and exponent. Surrounding white space is not part of the number; callers that
 * allow it strip it first. Thread-safe (stateless).
 */
public final class Numbers {
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    private Numbers() {
    }

    /**
     * An {@code int} in ASCII decimal.
     *
     * @throws NumberFormatException if {@code s} is not one or does not fit
     */
    public static int parseInt(String s) {
        return Integer.parseInt(checked(s, INTEGER));
    }

    /**
     * A {@code long} in ASCII decimal.
     *
     * @throws NumberFormatException if {@code s} is not one or does not fit
     */
    public static long parseLong(String s) {
        return Long.parseLong(checked(s, INTEGER));
    }

    /**
     * A finite {@code double} in ASCII decimal notation ({@code 0.5}, {@code -3}, {@code 1e-3}).
     *
     * @throws NumberFormatException if {@code s} is not one (NaN, infinities, hexadecimal, suffixes,
     *     other scripts' digits) or its magnitude overflows
     */
    public static double parseDouble(String s) {
        double d = Double.parseDouble(checked(s, DECIMAL));
        if (!Double.isFinite(d)) {
            throw new NumberFormatException("out of range: \"" + s + "\"");
        }
        return d;
    }

    private static String checked(String s, Pattern p) {
        if (s == null || !p.matcher(s).matches()) {
            throw new NumberFormatException("not an ASCII decimal number: \"" + s + "\"");
        }
        return s;
    }
}
