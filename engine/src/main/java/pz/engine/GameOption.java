package pz.engine;

import java.util.List;
import pz.engine.util.Numbers;

/**
 * One option of a game's spec string (docs/rules/notation.md N-SPEC-1).
 *
 * @param name         the option's name
 * @param values       the allowed values, or empty for a flag (present or absent) or an integer option
 * @param minInt       for an integer option, the smallest value; ignored otherwise
 * @param maxInt       for an integer option, the largest value; ignored otherwise
 * @param defaultValue the value when the option is absent ({@code null}: absent means "off")
 * @param kind         flag, choice or integer
 * @param description  one line for {@code pz games}
 */
public record GameOption(String name, Kind kind, List<String> values, int minInt, int maxInt,
                         String defaultValue, String description) {

    /** How the option is written. */
    public enum Kind { FLAG, CHOICE, INT }

    public GameOption {
        values = List.copyOf(values);
    }

    /** A flag: {@code name} present means on. */
    public static GameOption flag(String name, String description) {
        return new GameOption(name, Kind.FLAG, List.of(), 0, 0, null, description);
    }

    /** A choice among {@code values}; {@code defaultValue} may be null (absent = off). */
    public static GameOption choice(String name, String defaultValue, String description, String... values) {
        return new GameOption(name, Kind.CHOICE, List.of(values), 0, 0, defaultValue, description);
    }

    /** An integer in {@code min..max}. */
    public static GameOption integer(String name, int defaultValue, int min, int max, String description) {
        return new GameOption(name, Kind.INT, List.of(), min, max, Integer.toString(defaultValue), description);
    }

    /** The valid forms, for messages and listings: {@code tradeoff}, {@code size=6|8|10}, {@code maxturns=1..10000}. */
    public String syntax() {
        return switch (kind) {
            case FLAG -> name;
            case CHOICE -> name + "=" + String.join("|", values);
            case INT -> name + "=" + minInt + ".." + maxInt;
        };
    }

    /**
     * Checks a value written in a spec ({@code null} when written bare) and returns its normal form.
     *
     * @throws SpecException naming the option and the valid values
     */
    String normalize(String game, String value) {
        switch (kind) {
            case FLAG:
                if (value != null) {
                    throw new SpecException("option '" + name + "' of " + game + " is a flag and takes no value (got '"
                            + name + "=" + value + "'); write just '" + name + "'");
                }
                return "";
            case CHOICE:
                if (value == null || !values.contains(value)) {
                    throw new SpecException((value == null ? "option '" + name + "' of " + game + " needs a value"
                            : "bad value '" + value + "' for option '" + name + "' of " + game)
                            + "; valid: " + syntax());
                }
                return value;
            default:
                if (value == null) {
                    throw new SpecException("option '" + name + "' of " + game + " needs a value; valid: " + syntax());
                }
                try {
                    int v = Numbers.parseInt(value);
                    if (v < minInt || v > maxInt) {
                        throw new NumberFormatException();
                    }
                    return Integer.toString(v);
                } catch (NumberFormatException e) {
                    throw new SpecException("bad value '" + value + "' for option '" + name + "' of " + game
                            + "; valid: " + syntax());
                }
        }
    }
}
