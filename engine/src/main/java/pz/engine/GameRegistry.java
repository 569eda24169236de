package pz.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parses spec strings (docs/rules/notation.md N-SPEC-1) into {@link Game}s. Games register through
 * {@link ServiceLoader} ({@link GameFactory}). Thread-safe; parsed games are cached by canonical spec.
 */
public final class GameRegistry {
    private static final Map<String, GameFactory> FACTORIES = load();
    private static final Map<String, Game> CACHE = new ConcurrentHashMap<>();

    private GameRegistry() {
    }

    private static Map<String, GameFactory> load() {
        Map<String, GameFactory> m = new TreeMap<>();
        for (GameFactory f : ServiceLoader.load(GameFactory.class)) {
            m.put(f.name(), f);
        }
        return m;
    }

    /** Every registered factory: real games by name, then toy games. */
    public static List<GameFactory> factories() {
        List<GameFactory> list = new ArrayList<>(FACTORIES.values());
        list.sort(Comparator.comparing(GameFactory::isToy).thenComparing(GameFactory::name));
        return list;
    }

    /**
     * Parses a spec such as {@code proteus:polarity,warhorses} or {@code amazons:size=8}.
     *
     * @throws SpecException naming the unknown game, option or bad value and listing the valid ones
     */
    public static Game parse(String spec) {
        GameOptions options = parseOptions(spec);
        return CACHE.computeIfAbsent(options.canonicalSpec(), k -> FACTORIES.get(options.game()).create(options));
    }

    /** The profile of {@code game}: its factory's ({@link GameFactory#profile()}). */
    public static GameProfile profile(Game game) {
        GameFactory f = FACTORIES.get(family(game.spec()));
        return f == null ? GameProfile.GENERIC : f.profile();
    }

    /** The canonical form of a spec (checks it, but does not create the game). */
    public static String canonical(String spec) {
        return parseOptions(spec).canonicalSpec();
    }

    /**
     * The game family of a spec, its name before the options: {@code cowboys} of {@code cowboys:size=9}. The spec is
     * not checked; one network, one shipped model and one atlas report serve a family.
     */
    public static String family(String spec) {
        int colon = spec.indexOf(':');
        return (colon < 0 ? spec : spec.substring(0, colon)).strip();
    }

    /**
     * A spec as part of a file or directory name: {@code :} and {@code ,} become {@code _}, so
     * {@code amazons:players=3,size=8} is {@code amazons_players=3_size=8}. The spec is used as given; canonicalise it
     * first where two spellings must name one file.
     */
    public static String fileStem(String spec) {
        return spec.replace(':', '_').replace(',', '_');
    }

    /** Parses and checks a spec's name and options, filling in defaults. */
    public static GameOptions parseOptions(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new SpecException("empty game spec; valid games: " + String.join(", ", FACTORIES.keySet()));
        }
        String s = spec.strip();
        int colon = s.indexOf(':');
        String name = (colon < 0 ? s : s.substring(0, colon)).strip().toLowerCase(java.util.Locale.ROOT);
        GameFactory f = FACTORIES.get(name);
        if (f == null) {
            throw new SpecException("unknown game '" + name + "'; valid games: " + String.join(", ", FACTORIES.keySet()));
        }
        Map<String, GameOption> known = new LinkedHashMap<>();
        for (GameOption o : f.options()) {
            known.put(o.name(), o);
        }
        Map<String, String> given = new TreeMap<>();
        if (colon >= 0) {
            String rest = s.substring(colon + 1);
            if (rest.isBlank()) {
                throw new SpecException("spec '" + s + "' has a ':' but no options; valid options of " + name + ": " + syntax(f));
            }
            for (String part : rest.split(",", -1)) {
                String p = part.strip();
                if (p.isEmpty()) {
                    throw new SpecException("empty option in spec '" + s + "'; valid options of " + name + ": " + syntax(f));
                }
                int eq = p.indexOf('=');
                String key = (eq < 0 ? p : p.substring(0, eq)).strip();
                String value = eq < 0 ? null : p.substring(eq + 1).strip();
                GameOption o = known.get(key);
                if (o == null) {
                    throw new SpecException("unknown option '" + key + "' for " + name + "; valid options: " + syntax(f));
                }
                if (given.containsKey(key)) {
                    throw new SpecException("option '" + key + "' given twice in spec '" + s + "'");
                }
                given.put(key, o.normalize(name, value));
            }
        }
        Map<String, String> all = new TreeMap<>();
        StringBuilder canon = new StringBuilder(name);
        char sep = ':';
        for (Map.Entry<String, String> e : given.entrySet()) {
            GameOption o = known.get(e.getKey());
            all.put(e.getKey(), e.getValue());
            if (e.getValue().equals(o.defaultValue())) {
                continue;
            }
            canon.append(sep).append(e.getKey());
            if (o.kind() != GameOption.Kind.FLAG) {
                canon.append('=').append(e.getValue());
            }
            sep = ',';
        }
        for (GameOption o : known.values()) {
            if (!all.containsKey(o.name()) && o.defaultValue() != null) {
                all.put(o.name(), o.defaultValue());
            }
        }
        return new GameOptions(name, all, canon.toString());
    }

    /** The options of a game as one line: {@code tradeoff, roulette=before|after, ...}. */
    public static String syntax(GameFactory f) {
        if (f.options().isEmpty()) {
            return "(none)";
        }
        List<String> parts = new ArrayList<>();
        for (GameOption o : f.options()) {
            parts.add(o.syntax());
        }
        return String.join(", ", parts);
    }
}
