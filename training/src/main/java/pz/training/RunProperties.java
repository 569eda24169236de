package pz.training;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.Function;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchRecipeException;

/**
 * The settings file of a run, {@code run.properties}, and the settings as keys and values ({@code pz train}'s flags,
 * {@code pz-spark train --set KEY=VALUE}): {@link TrainConfig} to properties and back. Stateless.
 *
 * <p>Format 2 (written now) holds the self-play search as one key, {@code recipe}, in the canonical text of
 * {@link SearchRecipe} ({@code gumbel:decisive=1,visits=64}). Format 1 (read and converted) held it as the loose keys
 * of {@link SelfPlayOptions} ({@code search}, {@code visits}, ...), each missing one at its default; they are read
 * into the recipe that {@link SelfPlayOptions#toRecipe()} builds, the search such a run has always played. Settings
 * given as keys (not a file) may use either form, not both. The other keys are the same in both formats.
 */
final class RunProperties {
    /** The recipe key of format 2. */
    static final String RECIPE = "recipe";
    /** The keys of format 1 (and of {@code pz train}'s search flags) that {@link SelfPlayOptions} reads. */
    static final List<String> SEARCH_KEYS = SelfPlayOptions.KEYS;
    /** The keys of a version-2 network's options, written only for one (runs before them read the defaults). */
    static final List<String> V2_KEYS = List.of("poolEvery", "ownershipWeight");
    /** Keys written only when not at their default (runs before them read the default). */
    static final List<String> OPTIONAL_KEYS = List.of("minWindow");

    private RunProperties() {
    }

    /** The settings in the current format (without its version key, which {@link RunDirectory#writeVersioned} adds). */
    static Properties write(TrainConfig c) {
        Properties p = new Properties();
        p.setProperty("spec", c.spec());
        p.setProperty("iterations", Integer.toString(c.budget().iterations()));
        p.setProperty("hours", Double.toString(c.budget().hours()));
        p.setProperty("gamesPerIteration", Integer.toString(c.gamesPerIteration()));
        p.setProperty(RECIPE, c.selfPlay().toString());
        p.setProperty("teacher", c.teacher().agent());
        p.setProperty("teacherGames", Integer.toString(c.teacher().games()));
        p.setProperty("blocks", Integer.toString(c.network().blocks()));
        p.setProperty("channels", Integer.toString(c.network().channels()));
        p.setProperty("net", "v" + c.network().version());
        if (c.network().version() == 2) {
            p.setProperty("poolEvery", Integer.toString(c.network().poolEvery()));
            p.setProperty("ownershipWeight", Double.toString(c.network().ownershipWeight()));
        }
        p.setProperty("batchSize", Integer.toString(c.optimiser().batchSize()));
        p.setProperty("sampleReuse", Double.toString(c.optimiser().sampleReuse()));
        p.setProperty("learningRate", Double.toString(c.optimiser().learningRate()));
        p.setProperty("l2", Double.toString(c.optimiser().l2()));
        p.setProperty("windowMax", Long.toString(c.window().windowMax()));
        p.setProperty("valueFraction", Double.toString(c.window().valueFraction()));
        p.setProperty("valueMix", Double.toString(c.window().valueMix()));
        p.setProperty("augment", Boolean.toString(c.window().augment()));
        if (c.window().minWindow() > 0) { // absent: 0, as in the runs written before the setting existed
            p.setProperty("minWindow", Long.toString(c.window().minWindow()));
        }
        p.setProperty("evalGames", Integer.toString(c.evaluation().games()));
        p.setProperty("gating", Boolean.toString(c.evaluation().gating()));
        p.setProperty("threads", Integer.toString(c.workers().threads()));
        p.setProperty("parallel", Integer.toString(c.workers().parallel()));
        p.setProperty("seed", Long.toString(c.seed()));
        p.setProperty("mix", c.mix().toString());
        return p;
    }

    /**
     * Reads a run's {@code run.properties} of any format version up to {@link RunDirectory#FORMAT_VERSION}: format 1's
     * loose search keys become the recipe they always meant.
     *
     * @throws InvalidInputException naming the file: unreadable, of a newer format, a key of the other format, a bad value
     */
    static TrainConfig readFile(Path file) {
        Properties p = RunDirectory.readProperties(file);
        int version = RunDirectory.checkFormat(p, file.toString());
        p.remove(RunDirectory.FORMAT_KEY);
        for (String key : version == 1 ? List.of(RECIPE) : SEARCH_KEYS) {
            if (p.containsKey(key)) {
                throw new InvalidInputException(file + ": setting '" + key + "' is not one of format " + version
                        + (version == 1 ? " (its search is the loose keys " + SEARCH_KEYS + ")" : " (its search is the one key " + RECIPE + ")"));
            }
        }
        try {
            return read(p, TrainConfig.defaults(p.getProperty("spec", "tictactoe")));
        } catch (InvalidInputException e) {
            throw new InvalidInputException(file + ": " + e.getMessage());
        }
    }

    /**
     * Reads settings: every key present overrides {@code base}; the search is the {@code recipe} key, or the loose keys
     * of {@link SelfPlayOptions} on top of the game's defaults, or else {@code base}'s; unknown keys are errors.
     *
     * @throws InvalidInputException naming the key and the bad value
     */
    static TrainConfig read(Properties p, TrainConfig d) {
        TreeSet<String> valid = new TreeSet<>(write(d).stringPropertyNames());
        valid.addAll(SEARCH_KEYS);
        valid.addAll(V2_KEYS);
        valid.addAll(OPTIONAL_KEYS);
        for (String key : p.stringPropertyNames()) {
            if (!valid.contains(key)) {
                throw new InvalidInputException("unknown setting '" + key + "'; valid: " + valid);
            }
        }
        String spec = p.containsKey("spec") ? GameRegistry.canonical(p.getProperty("spec")) : d.spec();
        return new TrainConfig(spec, new TrainConfig.Budget(i(p, "iterations", d.budget().iterations()), dbl(p, "hours", d.budget().hours())),
                i(p, "gamesPerIteration", d.gamesPerIteration()), search(p, spec, d.selfPlay()),
                new TrainConfig.Teacher(p.getProperty("teacher", d.teacher().agent()).strip(), i(p, "teacherGames", d.teacher().games())),
                new TrainConfig.Network(i(p, "blocks", d.network().blocks()), i(p, "channels", d.network().channels()),
                        netVersion(p, d.network().version()), i(p, "poolEvery", d.network().poolEvery()),
                        dbl(p, "ownershipWeight", d.network().ownershipWeight())),
                new TrainConfig.Optimiser(i(p, "batchSize", d.optimiser().batchSize()), dbl(p, "sampleReuse", d.optimiser().sampleReuse()),
                        dbl(p, "learningRate", d.optimiser().learningRate()), dbl(p, "l2", d.optimiser().l2())),
                new TrainConfig.Window(lng(p, "windowMax", d.window().windowMax()), dbl(p, "valueFraction", d.window().valueFraction()),
                        dbl(p, "valueMix", d.window().valueMix()), bool(p, "augment", d.window().augment()),
                        lng(p, "minWindow", d.window().minWindow())),
                new TrainConfig.Evaluation(i(p, "evalGames", d.evaluation().games()), bool(p, "gating", d.evaluation().gating())),
                new TrainConfig.Workers(i(p, "threads", d.workers().threads()), i(p, "parallel", d.workers().parallel())),
                lng(p, "seed", d.seed()), p.containsKey("mix") ? SpecMix.parse(p.getProperty("mix")) : d.mix());
    }

    /** The self-play search of settings {@code p} for {@code spec}: its recipe, its loose keys, or {@code base}. */
    private static SearchRecipe search(Properties p, String spec, SearchRecipe base) {
        List<String> loose = SEARCH_KEYS.stream().filter(p::containsKey).toList();
        if (p.containsKey(RECIPE)) {
            TrainConfig.check(loose.isEmpty(), "give the self-play search as a recipe or as the settings " + loose + ", not both");
            try {
                return SearchRecipe.parse(p.getProperty(RECIPE));
            } catch (SearchRecipeException e) {
                throw new InvalidInputException("setting recipe: " + e.getMessage());
            }
        }
        if (loose.isEmpty()) {
            return base;
        }
        SelfPlayOptions d = SelfPlayOptions.defaults(GameRegistry.parse(spec));
        return new SelfPlayOptions(p.getProperty("search", d.search()).strip().toLowerCase(Locale.ROOT), i(p, "visits", d.visits()),
                i(p, "fastVisits", d.fastVisits()), dbl(p, "fullProbability", d.fullProbability()),
                bool(p, "forcedPlayouts", d.forcedPlayouts()), i(p, "sampleTurns", d.sampleTurns()),
                bool(p, "decisiveMoves", d.decisiveMoves()), dbl(p, "heuristicWeight", d.heuristicWeight()),
                i(p, "heuristicDepth", d.heuristicDepth()), i(p, "leafRollouts", d.leafRollouts()),
                i(p, "rolloutDepth", d.rolloutDepth()), bool(p, "solver", d.solver())).toRecipe();
    }

    private static int i(Properties p, String k, int d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseInt);
    }

    /** The {@code net} setting: {@code v1}/{@code v2} (or {@code 1}/{@code 2}). */
    private static int netVersion(Properties p, int d) {
        String v = p.getProperty("net");
        if (v == null) {
            return d;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "v1", "1" -> 1;
            case "v2", "2" -> 2;
            default -> throw new InvalidInputException("setting net must be v1 or v2, got '" + v + "'");
        };
    }

    private static long lng(Properties p, String k, long d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseLong);
    }

    private static double dbl(Properties p, String k, double d) {
        String v = p.getProperty(k);
        return v == null ? d : parse(k, v, Numbers::parseDouble);
    }

    private static boolean bool(Properties p, String k, boolean d) {
        String v = p.getProperty(k);
        if (v == null) {
            return d;
        }
        return switch (v.strip().toLowerCase(Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw new InvalidInputException("setting " + k + " must be true or false, got '" + v + "'");
        };
    }

    private static <T> T parse(String key, String value, Function<String, T> f) {
        try {
            return f.apply(value.strip());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("setting " + key + " must be a number, got '" + value + "'");
        }
    }
}
