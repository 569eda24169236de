package pz.engine;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import pz.engine.util.Numbers;

/**
 * The checked options of one spec, defaults filled in, plus the canonical spec string. Immutable.
 */
public final class GameOptions {
    private final String game;
    private final Map<String, String> values;
    private final String canonical;

    GameOptions(String game, Map<String, String> values, String canonical) {
        this.game = game;
        this.values = Collections.unmodifiableMap(new TreeMap<>(values));
        this.canonical = canonical;
    }

    /** The game's name. */
    public String game() {
        return game;
    }

    /** The canonical spec: {@code name[:opt,opt=value,...]}, sorted, options at their default left out. */
    public String canonicalSpec() {
        return canonical;
    }

    /** True when a flag is set (or a choice option has a value). */
    public boolean has(String option) {
        return values.containsKey(option);
    }

    /** The value of a choice or integer option after defaults, or null when absent. */
    public String get(String option) {
        return values.get(option);
    }

    /** The value of an integer option after defaults. */
    public int getInt(String option) {
        String v = values.get(option);
        if (v == null) {
            throw new IllegalStateException("option " + option + " has no value");
        }
        return Numbers.parseInt(v);
    }

    /** Every option in force, defaults included (flags map to ""). */
    public Map<String, String> all() {
        return values;
    }

    /** Throws a {@link SpecException} naming the game and the spec. */
    public SpecException error(String message) {
        return new SpecException(game + ": " + message + " (spec '" + canonical + "')");
    }
}
