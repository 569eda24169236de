package pz.evaluation.curve;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import pz.engine.InvalidInputException;
import pz.mcts.agent.AgentSpec;

/**
 * The agents of a learning curve at equal time per move: each stage's model and the fixed opponent
 * search for the same {@code time=MS} per turn (mcts/README.md, "Time limits"), so a stage that
 * wins does so by what its network learned, not by a larger budget. With a time of 0 every agent
 * keeps its own budget (the visits its model's recipe stores, the opponent's spec) instead.
 *
 * <p>A budget and a clock do not mix: an agent with both stops at whichever ends first, so the
 * clock would not decide. The game's fallback search, given as the default opponent, has its
 * budget replaced (PUCT's {@code visits} and UCT's {@code rollouts} dropped, alpha-beta deepened to its
 * limit of 64 decisions); an opponent the user names with a budget, or with another {@code time=}, is
 * refused, as is one that takes no time limit (Gumbel). Sampled openings ({@code sample=N}) go to both sides
 * where the search takes them (mcts, gumbel). Stateless.
 */
public final class EqualTime {
    /** The network-only recipe: the network's value and prior alone, no rollouts, no heuristic, prior temperature 1. */
    public static final String NETWORK_ONLY = "heuristic=0,ptemp=1,rollouts=0";
    private static final int MAX_DEPTH = 64;

    private EqualTime() {
    }

    /**
     * The opponent at {@code ms} per turn (0: as given), with {@code sample=N} added where it is taken.
     *
     * @param fallback true when {@code agent} is the game's fallback, chosen by the curve rather than by the user:
     *                 its budget is then replaced by the clock instead of refused
     * @throws InvalidInputException naming the agent and the mismatch
     */
    public static String opponent(String agent, int ms, int sample, boolean fallback) {
        AgentSpec spec = AgentSpec.parse(agent);
        Map<String, String> o = new TreeMap<>(spec.options());
        String who = (fallback ? "the game's fallback " : "--opponent ") + spec.canonical();
        if (ms > 0) {
            if (o.containsKey("time") && !o.get("time").equals(Integer.toString(ms))) {
                throw new InvalidInputException(who + " has time=" + o.get("time") + ", not the curve's --time " + ms
                        + ": both sides play at the same time per move; drop its time= or give --time " + o.get("time"));
            }
            switch (spec.kind()) {
                case "gumbel" -> throw new InvalidInputException(who + " takes no time limit (gumbel has no time= option),"
                        + " so it cannot play at --time " + ms + " ms per move: give --opponent an mcts, uct or alphabeta search,"
                        + " or --time 0 to play every agent at its own budget");
                case "mcts", "uct", "alphabeta" -> {
                    String budget = switch (spec.kind()) {
                        case "mcts" -> "visits";
                        case "uct" -> "rollouts";
                        default -> "depth";
                    };
                    if (o.containsKey(budget)) {
                        if (!fallback) {
                            throw new InvalidInputException(who + " has its own budget (" + budget + "=" + o.get(budget)
                                    + "), which would stop it before --time " + ms + " ms does: drop " + budget
                                    + "= to play at equal time, or give --time 0 to play every agent at its own budget");
                        }
                        o.remove(budget);
                    }
                    if (spec.kind().equals("alphabeta")) {
                        o.put("depth", Integer.toString(MAX_DEPTH)); // iterative deepening until the clock stops it
                    }
                    o.put("time", Integer.toString(ms));
                }
                default -> {
                    // random: no search, no time to spend
                }
            }
        }
        if (sample > 0 && (spec.kind().equals("mcts") || spec.kind().equals("gumbel"))) {
            o.putIfAbsent("sample", Integer.toString(sample));
        }
        return spec.withOptions(o).canonical();
    }

    /**
     * The recipe options every stage's agent adds to its model: {@code time=MS} (none for 0), {@code sample=N}
     * (none for 0) and {@code extra} (recipe options such as {@link #NETWORK_ONLY}, may be empty), canonical.
     *
     * @throws InvalidInputException for a bad option, or one the curve sets itself ({@code model}, {@code time},
     *                               and {@code visits} at equal time)
     */
    public static String stageOptions(int ms, int sample, String extra) {
        Map<String, String> o = new TreeMap<>();
        if (extra != null && !extra.isBlank()) {
            AgentSpec e = AgentSpec.parse("mcts:" + extra.strip());
            for (String own : new String[] {"model", "time"}) {
                if (e.options().containsKey(own)) {
                    throw new InvalidInputException("--stage-options sets " + own + "=, which the curve sets itself (the stage's model,"
                            + " --time)");
                }
            }
            if (ms > 0 && e.options().containsKey("visits")) {
                throw new InvalidInputException("--stage-options has a budget (visits=" + e.options().get("visits")
                        + "), which would stop the stages before --time " + ms + " ms does: drop it, or give --time 0");
            }
            o.putAll(e.options());
        }
        if (ms > 0) {
            o.put("time", Integer.toString(ms));
        }
        if (sample > 0) {
            o.putIfAbsent("sample", Integer.toString(sample));
        }
        String text = AgentSpec.parse("mcts").withOptions(o).canonical();
        return text.equals("mcts") ? "" : text.substring("mcts:".length());
    }

    /** The agent of a stage: its model searched with the file's stored recipe on a PUCT root, plus {@code options}. */
    public static String stageAgent(Path model, String options) {
        String m = model.toAbsolutePath().normalize().toString();
        if (m.contains(",") || m.contains("=")) {
            throw new InvalidInputException("the model path " + m + " has a ',' or '=', which an agent spec cannot hold: move the run");
        }
        return AgentSpec.parse("mcts:model=" + m + (options.isEmpty() ? "" : "," + options)).canonical();
    }
}
