package pz.mcts.agent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import pz.engine.Game;
import pz.engine.util.Numbers;

/**
 * A parsed agent spec string, in the style of game specs: {@code KIND[:OPTION=VALUE,...]}.
 *
 * <table>
 *   <caption>Agents</caption>
 *   <tr><td>{@code random}</td><td>uniform over legal actions</td></tr>
 *   <tr><td>{@code uct:rollouts=N,c=X}</td><td>UCT with random rollouts (default 1000 rollouts, c = 1.4)</td></tr>
 *   <tr><td>{@code alphabeta:depth=N,time=MS}</td><td>alpha-beta with iterative deepening to N decisions (default 4), optional time limit per turn ({@code TurnClock})</td></tr>
 *   <tr><td>{@code mcts:visits=N,model=FILE,time=MS,cpuct=X,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,solver=0|1,ptemp=T,rollouts=K,rdepth=D,contempt=C}</td><td>PUCT (default 800 visits per decision; {@code time=MS}: a limit per turn instead, shared by the turn's decisions, {@code TurnClock}; uniform prior and zero value without a model; {@code model=shipped}: the model shipped for the game, {@link ShippedModel}; {@code heuristic=W}: leaf values mix in the game's heuristic with weight W, {@link pz.mcts.SearchRecipe#heuristicWeight()}; {@code hdepth=N}: that heuristic looks N decisions ahead by alpha-beta; {@code solver=1}: MCTS-Solver, {@link pz.mcts.SearchRecipe#solver()}; {@code ptemp=T}: prior softmax temperature, {@link pz.mcts.SearchRecipe#priorTemperature()}; {@code rollouts=K}: the mixed-in heuristic is K random rollouts, weight 0.5 unless {@code heuristic=W}, {@link pz.mcts.RolloutHeuristic}; {@code rdepth=D}: each cut after D actions and valued by the game's evaluation; {@code contempt=C}: a draw is worth -C to the searcher, {@link pz.mcts.SearchRecipe#contempt()})</td></tr>
 *   <tr><td>{@code gumbel:visits=N,model=FILE,m=N,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,ptemp=T,rollouts=K,rdepth=D,contempt=C}</td><td>Gumbel root search (default 32 visits, m = 16)</td></tr>
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
    public static final String VALID = "random, uct[:rollouts=N,c=X], alphabeta[:depth=N,time=MS],"
            + " mcts[:visits=N,model=FILE|shipped,time=MS,cpuct=X,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,solver=0|1,ptemp=T,rollouts=K,rdepth=D,contempt=C], gumbel[:visits=N,model=FILE|shipped,m=N,det=N,decisive=0|1,sample=N,heuristic=W,hdepth=N,ptemp=T,rollouts=K,rdepth=D,contempt=C]";

    private static final Map<String, List<String>> KNOWN = new LinkedHashMap<>();

    static {
        KNOWN.put("random", List.of());
        KNOWN.put("uct", List.of("rollouts", "c"));
        KNOWN.put("alphabeta", List.of("depth", "time"));
        KNOWN.put("mcts", List.of("visits", "model", "time", "cpuct", "det", "decisive", "sample", "heuristic", "hdepth", "solver", "ptemp", "rollouts", "rdepth", "contempt"));
        KNOWN.put("gumbel", List.of("visits", "model", "m", "det", "decisive", "sample", "heuristic", "hdepth", "ptemp", "rollouts", "rdepth", "contempt"));
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
                if (!allowed.contains(key)) {
                    throw new AgentSpecException("unknown option '" + key + "' for agent '" + kind + "'; "
                            + kind + " takes " + (allowed.isEmpty() ? "no options" : String.join(", ", allowed)) + "; valid agents: " + VALID);
                }
                if (opts.put(key, value) != null) {
                    throw new AgentSpecException("option '" + key + "' given twice in agent spec '" + s + "'");
                }
            }
        }
        AgentSpec a = new AgentSpec(kind, opts, canonical(kind, opts));
        a.validate();
        return a;
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
            }
            case "alphabeta" -> {
                intOption("depth", 4, 1, 64);
                intOption("time", 0, 0, 86_400_000);
            }
            case "mcts" -> {
                intOption("visits", 800, 1, 100_000_000);
                intOption("time", 0, 0, 86_400_000);
                doubleOption("cpuct", 1.5, 1e-6, 100);
                intOption("det", 1, 1, 64);
                intOption("decisive", 0, 0, 1);
                intOption("sample", 0, 0, 100_000);
                doubleOption("heuristic", 0, 0, 1);
                intOption("hdepth", 0, 0, 8);
                intOption("solver", 0, 0, 1);
                doubleOption("ptemp", 1, 0.1, 10);
                intOption("rollouts", 1, 1, 10_000);
                intOption("rdepth", 0, 0, 10_000);
                doubleOption("contempt", 0, 0, 1);
            }
            case "gumbel" -> {
                intOption("visits", 32, 1, 1_000_000);
                intOption("m", 16, 1, 1024);
                intOption("det", 1, 1, 64);
                intOption("decisive", 0, 0, 1);
                intOption("sample", 0, 0, 100_000);
                doubleOption("heuristic", 0, 0, 1);
                intOption("hdepth", 0, 0, 8);
                doubleOption("ptemp", 1, 0.1, 10);
                intOption("rollouts", 1, 1, 10_000);
                intOption("rdepth", 0, 0, 10_000);
                doubleOption("contempt", 0, 0, 1);
            }
            default -> {
            }
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
