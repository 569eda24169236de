package pz.evaluation.atlas;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import pz.engine.Game;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.ShippedModel;

/**
 * The atlas of the seed games: every seed spec and variant the project ships, at three levels of
 * play. The spec lists and their order are those of the first atlas runs (docs/balance/runs); a study
 * keeps each spec's games as that spec's own match, so a spec that moves to another study (a model
 * ships for it) leaves the others' games counted (BalanceStudy.claim). Stateless.
 *
 * <ul>
 *   <li>Level 1, a fast search: {@code uct:rollouts=300}; Proteus {@code alphabeta:depth=2} with sampled
 *       openings ({@code sample=8}); 400 games.</li>
 *   <li>Level 2, the strongest search without a network: what {@code pz play} falls back to for the
 *       game ({@code Opponent.fallback}), with sampled openings ({@code sample=8}): the Amazons and Cowboys
 *       fallback is otherwise deterministic, and its 400 games were 3 to 9 distinct lines; Proteus'
 *       alpha-beta, which breaks ties in move order, played {@code tradeoff,warhorses} in 27 distinct
 *       five-turn openings of 400 games; 400 games.</li>
 *   <li>Level 3, the strongest agent the project has: the search {@code pz play} puts on the model shipped
 *       for the spec ({@code model=shipped}, so a newly shipped model is a changed run), with sampled
 *       openings ({@code sample=8}); where no model plays the spec (Proteus: no network beats alpha-beta at
 *       equal time), the level-2 search with four times its budget, alpha-beta a whole turn deeper
 *       ({@link #stronger}); 200 games. A fixed budget rather than a time per move: on a shared,
 *       loaded machine with eight games in flight a time limit would measure the load, and a budget keeps
 *       game i the same game when a run is continued.</li>
 * </ul>
 */
public final class StandardAtlas {
    /** The families and their specs, in the order of the first atlas runs. */
    public static final List<AtlasPlan.Family> FAMILIES = List.of(
            new AtlasPlan.Family("cowboys", List.of("cowboys:size=6", "cowboys:size=7", "cowboys", "cowboys:size=9", "cowboys:players=4")),
            new AtlasPlan.Family("kadon", List.of("kadon", "kadon:overmatch", "kadon:placewins=off")),
            new AtlasPlan.Family("amazons", List.of("amazons:size=6", "amazons:size=8", "amazons", "amazons:hex", "amazons:players=3",
                    "amazons:players=4", "amazons:players=3,setup=2", "amazons:players=4,setup=2")),
            new AtlasPlan.Family("proteus", List.of("proteus", "proteus:tradeoff", "proteus:roulette=before", "proteus:roulette=after",
                    "proteus:wallstreet=open", "proteus:wallstreet=secret", "proteus:polarity", "proteus:warhorses",
                    "proteus:polarity,warhorses", "proteus:tradeoff,roulette=after", "proteus:tradeoff,warhorses",
                    "proteus:polarity,wallstreet=open")));

    /** The level-1 agent of every game but Proteus. */
    public static final String FAST = "uct:rollouts=300";
    /** The level-1 agent of Proteus, a game of material (with sampled openings, {@link #sampled}). */
    public static final String FAST_PROTEUS = "alphabeta:depth=2";
    /**
     * Turns of sampled openings, so that games differ: tree searches at every level but the first (UCT's rollouts vary its
     * games), alpha-beta at every level (drawn among the moves tied for the best score).
     */
    public static final int SAMPLE = 8;
    private StandardAtlas() {
    }

    /**
     * The plan.
     *
     * @param fallback      the strongest search without a network for a game ({@code pz play}'s fallback)
     * @param shippedSearch the search {@code pz play} puts on the model shipped for a game, with {@code model=shipped}; empty where none ships
     */
    public static AtlasPlan plan(Function<Game, String> fallback, Function<Game, Optional<String>> shippedSearch) {
        return AtlasPlan.of(FAMILIES, levels(), agents(fallback, shippedSearch));
    }

    /** The plan with these agents ({@link #agents}). */
    public static AtlasPlan plan(AtlasPlan.LevelAgents agents) {
        return AtlasPlan.of(FAMILIES, levels(), agents);
    }

    /** The three levels with their games per spec. */
    public static List<AtlasPlan.Level> levels() {
        return List.of(
                new AtlasPlan.Level(1, "fast search", 400, "`" + FAST + "`; Proteus `" + sampled(FAST_PROTEUS) + "`"),
                new AtlasPlan.Level(2, "strongest search without a network", 400,
                        "what `pz play` falls back to without a model (play/Opponent.fallback), with openings sampled (`sample="
                                + SAMPLE + "`: tree searches in proportion to visits, alpha-beta among the moves tied for the best"
                                + " score)"),
                new AtlasPlan.Level(3, "strongest agent", 200, "the search `pz play` puts on the model shipped for the spec"
                        + " (`model=shipped`), with openings sampled (`sample=" + SAMPLE + "`); where no model plays the spec, the"
                        + " level-2 search with four times its budget (visits or rollouts; alpha-beta two decisions deeper, a whole"
                        + " Proteus turn, bounded at " + STRONGER_AB_NODES + " nodes a decision)"));
    }

    /** The agents of the three levels, every {@code model=shipped} search one player (its file unknown). */
    public static AtlasPlan.LevelAgents agents(Function<Game, String> fallback, Function<Game, Optional<String>> shippedSearch) {
        return agents(fallback, shippedSearch, g -> Optional.empty());
    }

    /**
     * The agents of the three levels; a level-3 search with {@code model=shipped} is, as a player, that search with the
     * file {@code shippedFile} names for the game.
     */
    public static AtlasPlan.LevelAgents agents(Function<Game, String> fallback, Function<Game, Optional<String>> shippedSearch,
            Function<Game, Optional<String>> shippedFile) {
        return new AtlasPlan.LevelAgents() {
            @Override
            public String agent(int level, Game game) {
                return switch (level) {
                    case 1 -> game.spec().startsWith("proteus") ? sampled(FAST_PROTEUS) : FAST;
                    case 2 -> sampled(fallback.apply(game));
                    case 3 -> shippedSearch.apply(game).map(StandardAtlas::sampled)
                            .orElseGet(() -> sampled(stronger(fallback.apply(game))));
                    default -> throw new IllegalArgumentException("no level " + level);
                };
            }

            @Override
            public String identity(int level, Game game) {
                AgentSpec a = AgentSpec.parse(agent(level, game));
                String agent = a.canonical();
                if (!ShippedModel.KEYWORD.equals(a.options().get("model"))) {
                    return agent;
                }
                return shippedFile.apply(game).map(f -> agent + " " + f).orElse(agent);
            }
        };
    }

    /**
     * A tree search ({@code mcts}, {@code gumbel}) or alpha-beta with sampled openings ({@code sample=8}) unless it samples
     * already; other agents as they are.
     */
    static String sampled(String search) {
        AgentSpec a = AgentSpec.parse(search);
        if (a.options().containsKey("sample") || !List.of("mcts", "gumbel", "alphabeta").contains(a.kind())) {
            return a.canonical();
        }
        return a.with("sample", Integer.toString(SAMPLE)).canonical();
    }

    /**
     * Nodes a decision of the level-3 alpha-beta may visit ({@link #stronger}): Proteus at depth 7 visits a median of
     * 137,000 and a mean of 232,000 with this bound (it seldom binds), but under Roulette, whose chance nodes are searched
     * in full, a depth-7 decision took minutes; bounded, it keeps the last depth completed (0.08 s a decision there).
     */
    public static final int STRONGER_AB_NODES = 2_000_000;

    /**
     * {@code agent} with four times its budget: visits (mcts, gumbel) or rollouts (uct); alpha-beta two decisions deeper, a
     * whole turn where a turn is two decisions (a Proteus move and rotation: one deeper, depth 6 against depth 5, scored
     * 19-1-20 of 40; depth 7 +35 =1 -4), bounded at {@link #STRONGER_AB_NODES} nodes a decision unless it has a bound.
     */
    public static String stronger(String agent) {
        AgentSpec a = AgentSpec.parse(agent);
        String kind = a.kind();
        Map<String, String> o = new java.util.TreeMap<>(a.options());
        switch (kind) {
            case "uct" -> o.put("rollouts", Long.toString(4L * Long.parseLong(o.getOrDefault("rollouts", "1000"))));
            case "mcts" -> o.put("visits", Long.toString(4L * Long.parseLong(o.getOrDefault("visits", "800"))));
            case "gumbel" -> o.put("visits", Long.toString(4L * Long.parseLong(o.getOrDefault("visits", "32"))));
            case "alphabeta" -> {
                o.put("depth", Integer.toString(2 + Integer.parseInt(o.getOrDefault("depth", "4"))));
                o.putIfAbsent("nodes", Integer.toString(STRONGER_AB_NODES));
            }
            default -> {
                return a.canonical();
            }
        }
        return a.withOptions(o).canonical();
    }

    /** A short tag of an agent for a study's directory name: {@code uct300}, {@code ab2}, else the kind and its budget. */
    public static String tag(String agent) {
        AgentSpec a = AgentSpec.parse(agent);
        return switch (a.kind()) {
            case "uct" -> "uct" + a.options().getOrDefault("rollouts", "");
            case "alphabeta" -> "ab" + a.options().getOrDefault("depth", "");
            case "mcts", "gumbel" -> a.kind() + a.options().getOrDefault("visits", "");
            default -> a.kind();
        };
    }
}
