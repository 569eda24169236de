package pz.training;

import java.util.List;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.mcts.RecipeBuilder;
import pz.mcts.SearchRecipe;

/**
 * The self-play search as {@code pz train}'s loose options give it ({@code --search}, {@code --visits}, ...; the keys
 * of a format-1 {@code run.properties}), validated; {@link #toRecipe()} turns them into the one {@link SearchRecipe}
 * a run holds ({@link TrainConfig#selfPlay()}). Immutable.
 *
 * @param search          "gumbel" (Gumbel root, improved-policy targets; good with few visits) or "puct" (visit-count targets)
 * @param visits          simulations per full search
 * @param fastVisits      playout cap randomization: simulations of a fast search (0: off, every search full)
 * @param fullProbability playout cap randomization: chance that a decision gets a full search (KataGo: 0.25)
 * @param forcedPlayouts  PUCT only: forced playouts and policy target pruning (KataGo §3.2), k = 2
 * @param sampleTurns     turns from the start of each self-play game whose moves are sampled (PUCT: in proportion
 *                        to visits; Gumbel: with the Gumbel noise); later turns play the search's best move (-1: the
 *                        search's default, PUCT 30 turns as AlphaZero, Gumbel every turn as the paper)
 * @param decisiveMoves   a leaf whose player can win at once is valued as that win ({@code LeafValues.decisiveMoves})
 * @param heuristicWeight weight of the game's heuristic evaluation in leaf values ({@code LeafValues.heuristicWeight};
 *                        Proteus: material; Amazons, Cowboys: territory), 0..1; 0 = off
 * @param heuristicDepth  decisions that heuristic looks ahead by alpha-beta ({@code LeafValues.heuristicDepth}), 0..8
 * @param leafRollouts    0: the heuristic is the game's evaluation; above 0: it is this many random rollouts per leaf
 *                        ({@code LeafValues.rollouts}, any game; weighted by {@code heuristicWeight}), 0..10000
 * @param rolloutDepth    with leaf rollouts: 0 plays them to the end; above 0 cuts them after this many actions and
 *                        values them by the game's evaluation ({@code LeafValues.rolloutDepth}), 0..10000
 * @param solver          PUCT searches with MCTS-Solver ({@code Puct.solver})
 */
public record SelfPlayOptions(String search, int visits, int fastVisits, double fullProbability, boolean forcedPlayouts,
                              int sampleTurns, boolean decisiveMoves, double heuristicWeight, int heuristicDepth,
                              int leafRollouts, int rolloutDepth, boolean solver) {

    /** The options as settings keys ({@code pz train}'s search flags, a format-1 {@code run.properties}), in the order above. */
    public static final List<String> KEYS = List.of("search", "visits", "fastVisits", "fullProbability", "forcedPlayouts",
            "sampleTurns", "decisiveMoves", "heuristicWeight", "heuristicDepth", "leafRollouts", "rolloutDepth", "solver");

    public SelfPlayOptions {
        check(search.equals("gumbel") || search.equals("puct"), "search must be gumbel or puct, got '" + search + "'");
        check(visits >= 1 && visits <= 100_000, "visits must be in 1..100000");
        check(fastVisits >= 0 && fastVisits <= visits, "fast visits must be in 0..visits");
        check(fullProbability > 0 && fullProbability <= 1, "full-search probability must be in (0, 1]");
        check(sampleTurns >= -1 && sampleTurns <= 100_000, "sample turns must be in 0..100000, or -1 for the search's default");
        check(heuristicWeight >= 0 && heuristicWeight <= 1, "heuristic weight must be in 0..1");
        check(heuristicDepth >= 0 && heuristicDepth <= 8, "heuristic depth must be in 0..8");
        check(leafRollouts >= 0 && leafRollouts <= 10_000, "leaf rollouts must be in 0..10000");
        check(leafRollouts == 0 || heuristicDepth == 0, "leaf rollouts and a heuristic depth do not mix");
        check(rolloutDepth >= 0 && rolloutDepth <= 10_000, "rollout depth must be in 0..10000");
        check(rolloutDepth == 0 || leafRollouts > 0, "a rollout depth needs leaf rollouts (--rollouts K)");
        check(leafRollouts == 0 || heuristicWeight > 0, "leaf rollouts need a weight in the leaf values (--heuristic W, e.g. 0.5)");
        check(heuristicDepth == 0 || heuristicWeight > 0, "a heuristic depth needs a heuristic weight (--heuristic W)");
        check(!solver || search.equals("puct"), "the solver is for PUCT searches (--search puct)");
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new InvalidInputException(message);
        }
    }

    /** The defaults of {@code pz train} for a game: Gumbel, 32 visits on boards up to 7x7 (else 64), decisive moves on. */
    public static SelfPlayOptions defaults(Game game) {
        int[] shape = game.observationShape();
        boolean small = shape[1] * shape[2] <= 49;
        return new SelfPlayOptions("gumbel", small ? 32 : 64, 0, 0.25, true, -1, true, 0, 0, 0, 0, false);
    }

    /**
     * The self-play search these options ask for: the kind's self-play defaults ({@link SearchRecipe#gumbelDefaults},
     * {@link SearchRecipe#selfPlay()}) with the visits, forced playouts (PUCT), sampled turns, leaf values, solver and
     * playout cap given.
     */
    public SearchRecipe toRecipe() {
        RecipeBuilder b = search.equals("gumbel") ? SearchRecipe.gumbelDefaults(visits).toBuilder()
                : SearchRecipe.selfPlay().toBuilder().visits(visits);
        if (search.equals("puct") && forcedPlayouts) {
            b.forcedPlayouts(2);
        }
        if (sampleTurns >= 0) {
            b.temperature(1.0, sampleTurns);
        }
        if (decisiveMoves) {
            b.decisiveMoves(true);
        }
        if (heuristicWeight > 0) {
            b.heuristic(heuristicWeight, heuristicDepth).leafRollouts(leafRollouts, rolloutDepth);
        }
        if (solver) {
            b.solver(true);
        }
        if (fastVisits > 0) {
            b.playoutCap(fullProbability, fastVisits);
        }
        return b.build();
    }
}
