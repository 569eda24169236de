package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.mcts.RecipeBuilder;
import pz.mcts.SearchRecipe;

/** The recipe a run's models are stored with is its self-play recipe without the self-play-only parts. */
class ModelRecipeTest {

    /** The model recipe as it was built from the loose settings before it was derived from the self-play recipe. */
    private static SearchRecipe built(Properties p) {
        int visits = Integer.parseInt(p.getProperty("visits"));
        RecipeBuilder c = p.getProperty("search").equals("gumbel") ? SearchRecipe.gumbelDefaults(visits).toBuilder()
                : SearchRecipe.defaults().toBuilder().visits(visits);
        if (Boolean.parseBoolean(p.getProperty("decisiveMoves"))) {
            c.decisiveMoves(true);
        }
        double w = Double.parseDouble(p.getProperty("heuristicWeight"));
        if (w > 0) {
            c.heuristic(w, Integer.parseInt(p.getProperty("heuristicDepth")))
                    .leafRollouts(Integer.parseInt(p.getProperty("leafRollouts")), Integer.parseInt(p.getProperty("rolloutDepth")));
        }
        return c.solver(Boolean.parseBoolean(p.getProperty("solver"))).build();
    }

    @Test
    @DisplayName("model recipe = self-play recipe without noise, sampled turns, forced playouts and playout cap, for every kind of run")
    void modelRecipeIsSelfPlayStripped() {
        java.util.Set<Object> recipes = new java.util.HashSet<>();
        for (String search : new String[] {"gumbel", "puct"}) {
            for (int sampleTurns : new int[] {-1, 0, 12}) {
                for (int fast : new int[] {0, 8}) {
                    for (boolean forced : new boolean[] {false, true}) {
                        for (int leaves = 0; leaves < 4; leaves++) {
                            Properties p = new Properties();
                            p.setProperty("search", search);
                            p.setProperty("visits", "40");
                            p.setProperty("fastVisits", Integer.toString(fast));
                            p.setProperty("sampleTurns", Integer.toString(sampleTurns));
                            p.setProperty("forcedPlayouts", Boolean.toString(forced));
                            p.setProperty("decisiveMoves", Boolean.toString(leaves != 1));
                            p.setProperty("heuristicWeight", leaves >= 2 ? "0.5" : "0");
                            p.setProperty("heuristicDepth", leaves == 2 ? "2" : "0");
                            p.setProperty("leafRollouts", leaves == 3 ? "4" : "0");
                            p.setProperty("rolloutDepth", leaves == 3 ? "6" : "0");
                            p.setProperty("solver", Boolean.toString(search.equals("puct") && leaves % 2 == 0));
                            TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6"));
                            assertEquals(built(p), SelfPlayStage.modelRecipe(cfg), p.toString());
                            recipes.add(SelfPlayStage.modelRecipe(cfg));
                        }
                    }
                }
            }
        }
        assertEquals(8, recipes.size(), "2 searches x 4 leaf kinds; noise, sampled turns, fast visits and forced playouts"
                + " leave no trace: " + recipes);
    }
}
