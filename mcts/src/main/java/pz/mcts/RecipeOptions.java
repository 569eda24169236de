package pz.mcts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import pz.engine.util.Numbers;

/**
 * The one parser and printer of {@link SearchRecipe}s as agent-spec options ({@code mcts:visits=800,...}):
 * each option names one field of the recipe. The kind is {@code mcts} (PUCT root) or {@code gumbel} (Gumbel
 * root), each with its defaults ({@link #defaults}). Stateless and thread-safe.
 *
 * <p>Options and what they set (booleans are 0 or 1):
 * <table>
 *   <caption>Recipe options</caption>
 *   <tr><td>{@code visits}</td><td>simulations per search</td></tr>
 *   <tr><td>{@code cpuct}, {@code fpu}, {@code fp}, {@code solver}</td><td>{@link SearchRecipe.Puct}: exploration weight,
 *       first-play urgency reduction, forced playouts k, MCTS-Solver</td></tr>
 *   <tr><td>{@code m}, {@code cvisit}, {@code cscale}, {@code interior}</td><td>{@link SearchRecipe.Gumbel}: sampled
 *       actions, sigma transform, improved-policy selection below the root</td></tr>
 *   <tr><td>{@code heuristic}, {@code hdepth}, {@code rollouts}, {@code rdepth}, {@code decisive}, {@code contempt}</td>
 *       <td>{@link SearchRecipe.LeafValues}: heuristic weight, its alpha-beta look-ahead, random rollouts per leaf,
 *       their cut, decisive moves, draw contempt</td></tr>
 *   <tr><td>{@code alpha}, {@code eps}, {@code temp}, {@code sample}, {@code ptemp}</td><td>{@link SearchRecipe.Noise}:
 *       Dirichlet noise, move temperature and the turns it applies, prior temperature</td></tr>
 *   <tr><td>{@code fast}, {@code pfull}</td><td>{@link SearchRecipe.PlayoutCap}</td></tr>
 *   <tr><td>{@code vloss}, {@code pending}, {@code reuse}, {@code cache}, {@code det}</td><td>{@link SearchRecipe.Tree}</td></tr>
 * </table>
 *
 * <p>Options apply on top of a base recipe (the kind's defaults, or the recipe a model is stored with), each
 * replacing its field, with these couplings so that a short spec means what it says: {@code rollouts=K} (K > 0)
 * without {@code heuristic} weighs the rollouts 0.5 (AlphaGo's lambda) when the base weighs no heuristic, and
 * without {@code hdepth} drops a look-ahead (they do not mix); {@code hdepth=N} (N > 0) without {@code rollouts}
 * drops rollouts; {@code rollouts=0} without {@code rdepth} drops the cut; {@code sample=N} without {@code temp}
 * samples with temperature 1. Another kind than the base's starts from that kind's defaults and keeps the base's
 * leaf values and prior temperature.
 */
public final class RecipeOptions {

    /** One option: its name, range, and the field it reads. Booleans are integers 0..1. */
    private enum Option {
        VISITS("visits", true, 1, 100_000_000, SearchRecipe::visits),
        CPUCT("cpuct", false, 1e-6, 100, r -> r.puct().cPuct()),
        FPU("fpu", false, 0, 1, r -> r.puct().fpuReduction()),
        FORCED("fp", false, 0, 100, r -> r.puct().forcedPlayouts()),
        SOLVER("solver", true, 0, 1, r -> bit(r.puct().solver())),
        M("m", true, 1, 1024, r -> r.gumbelRoot().actions()),
        CVISIT("cvisit", false, 0, 1e6, r -> r.gumbelRoot().cVisit()),
        CSCALE("cscale", false, 1e-6, 1000, r -> r.gumbelRoot().cScale()),
        INTERIOR("interior", true, 0, 1, r -> bit(r.gumbelRoot().interior())),
        HEURISTIC("heuristic", false, 0, 1, r -> r.leaves().heuristicWeight()),
        HDEPTH("hdepth", true, 0, 8, r -> r.leaves().heuristicDepth()),
        ROLLOUTS("rollouts", true, 0, 10_000, r -> r.leaves().rollouts()),
        RDEPTH("rdepth", true, 0, 10_000, r -> r.leaves().rolloutDepth()),
        DECISIVE("decisive", true, 0, 1, r -> bit(r.leaves().decisiveMoves())),
        CONTEMPT("contempt", false, 0, 1, r -> r.leaves().contempt()),
        ALPHA("alpha", false, 1e-6, 100, r -> r.noise().alpha()),
        EPS("eps", false, 0, 1, r -> r.noise().epsilon()),
        TEMP("temp", false, 0, 10, r -> r.noise().temperature()),
        SAMPLE("sample", true, 0, Integer.MAX_VALUE, r -> r.noise().temperatureTurns()),
        PTEMP("ptemp", false, 0.1, 10, r -> r.noise().priorTemperature()),
        FAST("fast", true, 0, 100_000_000, r -> r.cap().fastVisits()),
        PFULL("pfull", false, 0, 1, r -> r.cap().fullProbability()),
        VLOSS("vloss", true, 0, 16, r -> r.tree().virtualLoss()),
        PENDING("pending", true, 1, 1024, r -> r.tree().maxPendingLeaves()),
        REUSE("reuse", true, 0, 1, r -> bit(r.tree().reuse())),
        CACHE("cache", true, 0, 1 << 26, r -> r.tree().cacheSize()),
        DET("det", true, 1, 64, r -> r.tree().determinizations());

        final String key;
        final boolean integer;
        final double min;
        final double max;
        final ToDoubleFunction<SearchRecipe> get;

        Option(String key, boolean integer, double min, double max, ToDoubleFunction<SearchRecipe> get) {
            this.key = key;
            this.integer = integer;
            this.min = min;
            this.max = max;
            this.get = get;
        }
    }

    private static final Option[] ALL = Option.values();

    /** The option names, in the order of the table above. */
    public static final List<String> NAMES = Arrays.stream(ALL).map(o -> o.key).toList();

    private RecipeOptions() {
    }

    private static double bit(boolean b) {
        return b ? 1 : 0;
    }

    /** The defaults of a kind: {@code mcts}, {@link SearchRecipe#defaults()}; {@code gumbel}, {@link SearchRecipe#gumbelDefaults} with 32 visits. */
    static SearchRecipe defaults(String kind) {
        return switch (kind) {
            case "mcts" -> SearchRecipe.defaults();
            case "gumbel" -> SearchRecipe.gumbelDefaults(32);
            default -> throw new SearchRecipeException("a search recipe is mcts or gumbel, not '" + kind + "'");
        };
    }

    private static String kindOf(SearchRecipe r) {
        return r.gumbelRoot().on() ? "gumbel" : "mcts";
    }

    /**
     * Checks option names and values (syntax and range) without building a recipe: what an agent spec can
     * check before it knows the recipe its options will apply to.
     *
     * @throws SearchRecipeException naming the option and its valid values
     */
    public static void check(String kind, Map<String, String> options) {
        for (Map.Entry<String, String> e : options.entrySet()) {
            value(kind, option(kind, e.getKey()), e.getValue());
        }
    }

    /** {@code base} with {@code options} on top (see the class comment for the couplings). */
    static SearchRecipe apply(SearchRecipe base, String kind, Map<String, String> options) {
        double[] v = vector(base);
        boolean gumbel = kind.equals("gumbel");
        if (!kind.equals(kindOf(base))) {
            SearchRecipe d = defaults(kind);
            v = vector(d.toBuilder().leaves(base.leaves()).priorTemperature(base.noise().priorTemperature()).build());
        }
        for (Map.Entry<String, String> e : options.entrySet()) {
            Option o = option(kind, e.getKey());
            v[o.ordinal()] = value(kind, o, e.getValue());
        }
        boolean given = false;
        if (options.containsKey("rollouts") && v[Option.ROLLOUTS.ordinal()] > 0) {
            if (!options.containsKey("heuristic") && v[Option.HEURISTIC.ordinal()] == 0) {
                v[Option.HEURISTIC.ordinal()] = 0.5;
            }
            if (!options.containsKey("hdepth")) {
                v[Option.HDEPTH.ordinal()] = 0;
            }
            given = true;
        }
        if (options.containsKey("hdepth") && v[Option.HDEPTH.ordinal()] > 0 && !options.containsKey("rollouts")) {
            v[Option.ROLLOUTS.ordinal()] = 0;
            v[Option.RDEPTH.ordinal()] = 0;
        }
        if (options.containsKey("rollouts") && !given && !options.containsKey("rdepth")) {
            v[Option.RDEPTH.ordinal()] = 0;
        }
        if (options.containsKey("sample") && !options.containsKey("temp")) {
            v[Option.TEMP.ordinal()] = 1.0;
        }
        if (options.containsKey("rdepth") && v[Option.ROLLOUTS.ordinal()] == 0 && v[Option.RDEPTH.ordinal()] > 0) {
            throw new SearchRecipeException("option rdepth of agent '" + kind + "' cuts leaf rollouts: give rollouts=K too");
        }
        return build(gumbel, v);
    }

    /**
     * Reads {@code KIND[:OPTION=VALUE,...]} on top of the kind's defaults.
     *
     * @throws SearchRecipeException naming the bad kind, option or value
     */
    static SearchRecipe parse(String text) {
        String s = text == null ? "" : text.strip();
        int colon = s.indexOf(':');
        String kind = (colon < 0 ? s : s.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        Map<String, String> options = new TreeMap<>();
        if (colon >= 0) {
            for (String part : s.substring(colon + 1).split(",", -1)) {
                String p = part.strip();
                int eq = p.indexOf('=');
                if (eq <= 0 || eq == p.length() - 1) {
                    throw new SearchRecipeException("search recipe '" + s + "': option '" + p + "' must be written NAME=VALUE");
                }
                if (options.put(p.substring(0, eq).strip().toLowerCase(Locale.ROOT), p.substring(eq + 1).strip()) != null) {
                    throw new SearchRecipeException("search recipe '" + s + "': option '" + p.substring(0, eq).strip() + "' given twice");
                }
            }
        }
        return apply(defaults(kind), kind, options);
    }

    /**
     * The canonical text of {@code r}: its kind, then the options that its fields need on top of the kind's
     * defaults (none that the others imply), sorted by name; {@link #parse} reads it back to {@code r}.
     */
    static String print(SearchRecipe r) {
        String kind = kindOf(r);
        Map<String, String> options = new TreeMap<>();
        double[] want = vector(r);
        for (int round = 0; round <= ALL.length; round++) {
            double[] got = vector(apply(defaults(kind), kind, options));
            boolean same = true;
            for (Option o : ALL) {
                if (Double.compare(got[o.ordinal()], want[o.ordinal()]) != 0) {
                    options.put(o.key, format(o, want[o.ordinal()]));
                    same = false;
                }
            }
            if (same) {
                break;
            }
        }
        for (String key : List.copyOf(options.keySet())) { // drop what the other options imply (sample=N: temp=1)
            String x = options.remove(key);
            if (!r.equals(tryApply(kind, options))) {
                options.put(key, x);
            }
        }
        List<String> parts = new ArrayList<>();
        options.forEach((k, x) -> parts.add(k + "=" + x));
        return parts.isEmpty() ? kind : kind + ":" + String.join(",", parts);
    }

    private static SearchRecipe tryApply(String kind, Map<String, String> options) {
        try {
            return apply(defaults(kind), kind, options);
        } catch (SearchRecipeException e) {
            return null;
        }
    }

    private static String format(Option o, double x) {
        return o.integer || x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }

    private static Option option(String kind, String name) {
        for (Option o : ALL) {
            if (o.key.equals(name)) {
                return o;
            }
        }
        throw new SearchRecipeException("unknown option '" + name + "' for agent '" + kind + "'; the search takes "
                + String.join(", ", NAMES));
    }

    private static double value(String kind, Option o, String text) {
        try {
            double x = o.integer ? Numbers.parseInt(text.strip()) : Numbers.parseDouble(text.strip());
            if (!(x >= o.min && x <= o.max)) {
                throw new NumberFormatException();
            }
            return x;
        } catch (NumberFormatException e) {
            throw new SearchRecipeException("bad value '" + text + "' for option '" + o.key + "' of agent '" + kind + "'; valid: "
                    + (o.integer ? "an integer in " + (long) o.min + ".." + (long) o.max : "a number in " + o.min + ".." + o.max));
        }
    }

    private static double[] vector(SearchRecipe r) {
        double[] v = new double[ALL.length];
        for (Option o : ALL) {
            v[o.ordinal()] = o.get.applyAsDouble(r);
        }
        return v;
    }

    private static SearchRecipe build(boolean gumbel, double[] v) {
        return new SearchRecipe(i(v, Option.VISITS),
                new SearchRecipe.Puct(v[Option.CPUCT.ordinal()], v[Option.FPU.ordinal()], v[Option.FORCED.ordinal()], b(v, Option.SOLVER)),
                new SearchRecipe.Gumbel(gumbel, i(v, Option.M), v[Option.CVISIT.ordinal()], v[Option.CSCALE.ordinal()], b(v, Option.INTERIOR)),
                new SearchRecipe.LeafValues(v[Option.HEURISTIC.ordinal()], i(v, Option.HDEPTH), i(v, Option.ROLLOUTS), i(v, Option.RDEPTH),
                        b(v, Option.DECISIVE), v[Option.CONTEMPT.ordinal()]),
                new SearchRecipe.Noise(v[Option.ALPHA.ordinal()], v[Option.EPS.ordinal()], v[Option.TEMP.ordinal()], i(v, Option.SAMPLE),
                        v[Option.PTEMP.ordinal()]),
                new SearchRecipe.PlayoutCap(i(v, Option.FAST), v[Option.PFULL.ordinal()]),
                new SearchRecipe.Tree(i(v, Option.VLOSS), i(v, Option.PENDING), b(v, Option.REUSE), i(v, Option.CACHE), i(v, Option.DET)));
    }

    private static int i(double[] v, Option o) {
        return (int) v[o.ordinal()];
    }

    private static boolean b(double[] v, Option o) {
        return v[o.ordinal()] != 0;
    }
}
