package pz.mcts.agent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import pz.engine.Game;
import pz.engine.util.Numbers;
import pz.mcts.RecipeOptions;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchRecipeException;

/**
 * A parsed agent spec string, in the style of game specs: {@code KIND[:OPTION=VALUE,...]}.
 *
 * <table>
 *   <caption>Agents</caption>
 *   <tr><td>{@code random}</td><td>uniform over legal actions</td></tr>
 *   <tr><td>{@code uct:rollouts=N,c=X,time=MS}</td><td>UCT with random rollouts (default 1000 rollouts, c = 1.4; with
 *   {@code time} and no {@code rollouts}, as many as fit the limit per turn)</td></tr>
 *   <tr><td>{@code alphabeta:depth=N,time=MS}</td><td>alpha-beta with iterative deepening to N decisions (default 4), optional time limit per turn ({@code TurnClock})</td></tr>
 *   <tr><td>{@code mcts:visits=N,model=FILE,time=MS,RECIPE OPTION=VALUE,...}</td><td>PUCT (default 800 visits per decision;
 *       {@code time=MS}: a limit per turn instead, shared by the turn's decisions, {@code TurnClock}; uniform prior and zero value
 *       without a model; {@code model=shipped}: the model shipped for the game, {@link ShippedModel}). Every other option sets a
 *       field of the search's {@link SearchRecipe} ({@link pz.mcts.RecipeOptions} lists them: {@code cpuct}, {@code decisive},
 *       {@code heuristic}, {@code hdepth}, {@code rollouts}, {@code rdepth}, {@code solver}, {@code ptemp}, {@code contempt},
 *       {@code sample}, ...); with a model, on top of the recipe the model file stores, else on top of the defaults</td></tr>
 *   <tr><td>{@code gumbel:visits=N,model=FILE,m=N,...}</td><td>Gumbel root search (default 32 visits, m = 16), the same recipe options</td></tr>
 * </table>
 *
 * Immutable and thread-safe. {@link #factory(Game)} turns it into agents for one game.
 *
 * @param kind      the agent's kind
 * @param options   the options given, by name (values as written)
 * @param canonical the canonical spec: options sorted
 */
public record AgentSpec(String kind, Map<String, String> options, String canonical) {

    /** The valid agents and their options, for messages and {@code --help}. */
    public static final String VALID = "random, uct[:rollouts=N,c=X,time=MS], alphabeta[:depth=N,time=MS,nodes=K,sample=N,margin=M,model=FILE],"
            + " mcts[:visits=N,model=FILE|shipped,time=MS,cpuct=X,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,solver=0|1,ptemp=T,rollouts=K,rdepth=D,contempt=C,...],"
            + " gumbel[:visits=N,model=FILE|shipped,m=N,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,ptemp=T,rollouts=K,rdepth=D,contempt=C,...]"
            + " (mcts and gumbel take every search recipe option: mcts/README.md)";

    private static final Map<String, List<String>> KNOWN = new LinkedHashMap<>();

    static {
        KNOWN.put("random", List.of());
        KNOWN.put("uct", List.of("rollouts", "c", "time"));
        KNOWN.put("alphabeta", List.of("depth", "time", "nodes", "sample", "margin", "model"));
        List<String> mcts = new ArrayList<>(List.of("model", "time"));
        mcts.addAll(RecipeOptions.NAMES);
        KNOWN.put("mcts", List.copyOf(mcts));
        List<String> gumbel = new ArrayList<>(List.of("model"));
        gumbel.addAll(RecipeOptions.NAMES);
        KNOWN.put("gumbel", List.copyOf(gumbel));
    }

    public AgentSpec {
        options = Map.copyOf(options);
    }

    /**
     * Parses and checks an agent spec.
     *
     * @throws AgentSpecException naming the unknown agent, option or bad value, with the valid list
     */
    public static AgentSpec parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new AgentSpecException("empty agent spec; valid agents: " + VALID);
        }
        String s = spec.strip();
        int colon = s.indexOf(':');
        String kind = (colon < 0 ? s : s.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        List<String> allowed = KNOWN.get(kind);
        if (allowed == null) {
            throw new AgentSpecException("unknown agent '" + kind + "'; valid agents: " + VALID);
        }
        Map<String, String> opts = new TreeMap<>();
        if (colon >= 0) {
            String rest = s.substring(colon + 1);
            if (rest.isBlank()) {
                throw new AgentSpecException("agent spec '" + s + "' has a ':' but no options; valid agents: " + VALID);
            }
            for (String part : rest.split(",", -1)) {
                String p = part.strip();
                int eq = p.indexOf('=');
                if (eq <= 0 || eq == p.length() - 1) {
                    throw new AgentSpecException("option '" + p + "' of agent '" + kind + "' must be written NAME=VALUE; "
                            + kind + " takes " + (allowed.isEmpty() ? "no options" : String.join(", ", allowed)));
                }
                String key = p.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                String value = p.substring(eq + 1).strip();
                checkOption(kind, key, allowed);
                if (opts.put(key, value) != null) {
                    throw new AgentSpecException("option '" + key + "' given twice in agent spec '" + s + "'");
                }
            }
        }
        AgentSpec a = new AgentSpec(kind, opts, canonical(kind, opts));
        a.validate();
        return a;
    }

    /**
     * This agent with {@code options} in place of its own, checked as {@link #parse} checks a spec's options: for code
     * that changes an option without writing a spec string to parse it again.
     *
     * @throws AgentSpecException naming an option this agent does not take, or a bad value
     */
    public AgentSpec withOptions(Map<String, String> options) {
        List<String> allowed = KNOWN.get(kind);
        Map<String, String> opts = new TreeMap<>();
        for (Map.Entry<String, String> e : options.entrySet()) {
            String key = e.getKey().strip().toLowerCase(Locale.ROOT);
            checkOption(kind, key, allowed);
            opts.put(key, e.getValue().strip());
        }
        AgentSpec a = new AgentSpec(kind, opts, canonical(kind, opts));
        a.validate();
        return a;
    }

    /**
     * This agent with option {@code key} set to {@code value} (added or replaced), checked as {@link #withOptions} checks.
     *
     * @throws AgentSpecException naming an option this agent does not take, or a bad value
     */
    public AgentSpec with(String key, String value) {
        Map<String, String> o = new TreeMap<>(options);
        o.put(key, value);
        return withOptions(o);
    }

    /** This agent without option {@code key} (itself when it has none). */
    public AgentSpec without(String key) {
        if (!options.containsKey(key)) {
            return this;
        }
        Map<String, String> o = new TreeMap<>(options);
        o.remove(key);
        return withOptions(o);
    }

    /** Refuses an option {@code kind} does not take, naming the ones it does. */
    private static void checkOption(String kind, String key, List<String> allowed) {
        if (!allowed.contains(key)) {
            throw new AgentSpecException("unknown option '" + key + "' for agent '" + kind + "'; "
                    + kind + " takes " + (allowed.isEmpty() ? "no options" : String.join(", ", allowed)) + "; valid agents: " + VALID);
        }
    }

    private static String canonical(String kind, Map<String, String> opts) {
        List<String> parts = new ArrayList<>();
        opts.forEach((k, v) -> parts.add(k + "=" + v));
        return parts.isEmpty() ? kind : kind + ":" + String.join(",", parts);
    }

    private void validate() {
        switch (kind) {
            case "uct" -> {
                intOption("rollouts", 1000, 1, 100_000_000);
                doubleOption("c", 1.4, 0, 100);
                intOption("time", 0, 0, 86_400_000);
            }
            case "alphabeta" -> {
                intOption("depth", 4, 1, 64);
                intOption("time", 0, 0, 86_400_000);
            }
            case "mcts", "gumbel" -> {
                intOption("time", 0, 0, 86_400_000);
                try {
                    RecipeOptions.check(kind, recipeOptions());
                    if (!options.containsKey("model")) {
                        SearchRecipe.defaults(kind).with(kind, recipeOptions()); // fields that do not go together
                    }
                } catch (SearchRecipeException e) {
                    throw new AgentSpecException(e.getMessage());
                }
            }
            default -> {
            }
        }
    }

    /** The options that set fields of the search recipe: all but {@code model} and {@code time}. */
    public Map<String, String> recipeOptions() {
        Map<String, String> r = new TreeMap<>(options);
        r.remove("model");
        r.remove("time");
        return r;
    }

    /**
     * The search recipe of an {@code mcts} or {@code gumbel} spec: its recipe options on top of {@code base} (the
     * recipe a model file stores, or {@link SearchRecipe#defaults(String)}); {@code time=MS} without {@code visits}
     * lifts the visits so that the clock decides.
     *
     * @throws AgentSpecException naming the option, or the fields that do not go together
     */
    public SearchRecipe recipe(SearchRecipe base) {
        try {
            SearchRecipe r = base.with(kind, recipeOptions());
            boolean timed = intOption("time", 0, 0, 86_400_000) > 0 && !options.containsKey("visits");
            return timed ? r.toBuilder().visits(100_000_000).build() : r;
        } catch (SearchRecipeException e) {
            throw new AgentSpecException(e.getMessage());
        }
    }

    /** An integer option, {@code def} when absent. */
    public int intOption(String name, int def, int min, int max) {
        String v = options.get(name);
        if (v == null) {
            return def;
        }
        try {
            int x = Numbers.parseInt(v);
            if (x < min || x > max) {
                throw new NumberFormatException();
            }
            return x;
        } catch (NumberFormatException e) {
            throw new AgentSpecException("bad value '" + v + "' for option '" + name + "' of agent '" + kind
                    + "'; valid: an integer in " + min + ".." + max);
        }
    }

    /** A decimal option, {@code def} when absent. */
    public double doubleOption(String name, double def, double min, double max) {
        String v = options.get(name);
        if (v == null) {
            return def;
        }
        try {
            double x = Numbers.parseDouble(v);
            if (!(x >= min && x <= max)) {
                throw new NumberFormatException();
            }
            return x;
        } catch (NumberFormatException e) {
            throw new AgentSpecException("bad value '" + v + "' for option '" + name + "' of agent '" + kind
                    + "'; valid: a number in " + min + ".." + max);
        }
    }

    /**
     * The model file this spec names for {@code game} ({@code model=shipped} resolved through
     * {@link ShippedModel}), or null when it names none.
     *
     * @throws pz.engine.InvalidInputException when the file is missing, a directory, empty or unreadable
     *                                         ({@link pz.mcts.ModelLoaders#fileProblem}) or no model ships for the game
     */
    public java.nio.file.Path modelFile(Game game) {
        String model = options.get("model");
        if (model == null) {
            return null;
        }
        java.nio.file.Path file = model.equals(ShippedModel.KEYWORD) ? ShippedModel.require(ShippedModel.home(), game.spec())
                : java.nio.file.Path.of(model);
        pz.mcts.ModelLoaders.checkFile(file);
        return file;
    }

    /** Makes agents of this spec for {@code game} (loads the model, if any, once). */
    public AgentFactory factory(Game game) {
        return new AgentFactory(this, game);
    }

    @Override
    public String toString() {
        return canonical;
    }
}
