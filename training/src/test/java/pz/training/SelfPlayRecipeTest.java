package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The self-play search that {@code pz train}'s search settings build, pinned as printed recipes: written from the
 * code that built it from loose settings before the run's configuration held a recipe, so that the same flags give
 * the same search (and the same model and evaluation recipes) as they did.
 */
class SelfPlayRecipeTest {

    /** {spec, settings as KEY=VALUE (the keys the pz train flags set), self-play recipe, model recipe, evaluation recipe} */
    static final String[][] PINNED = {
        {"cowboys:size=6", "", "gumbel:decisive=1", "gumbel:decisive=1", "gumbel:decisive=1"},
        {"tictactoe", "search=puct visits=200 fastVisits=40 fullProbability=0.25 sampleTurns=8 solver=true",
            "mcts:decisive=1,eps=0.25,fast=40,fp=2,pfull=0.25,sample=8,solver=1,visits=200", "mcts:decisive=1,solver=1,visits=200",
            "mcts:decisive=1,sample=8,solver=1,visits=200"},
        {"cowboys", "visits=100 heuristicWeight=0.5 leafRollouts=8 rolloutDepth=4 decisiveMoves=false",
            "gumbel:rdepth=4,rollouts=8,visits=100", "gumbel:rdepth=4,rollouts=8,visits=100", "gumbel:rdepth=4,rollouts=8,visits=100"},
        {"proteus", "search=puct forcedPlayouts=false heuristicWeight=0.3 heuristicDepth=2",
            "mcts:decisive=1,eps=0.25,hdepth=2,heuristic=0.3,sample=30,visits=64", "mcts:decisive=1,hdepth=2,heuristic=0.3,visits=64",
            "mcts:decisive=1,hdepth=2,heuristic=0.3,sample=30,visits=64"},
        {"amazons:size=6", "fastVisits=8 fullProbability=0.5 sampleTurns=0",
            "gumbel:decisive=1,fast=8,pfull=0.5,sample=0", "gumbel:decisive=1", "gumbel:decisive=1,sample=0"},
    };

    static Properties settings(String text) {
        Properties p = new Properties();
        for (String kv : text.split(" ")) {
            if (!kv.isEmpty()) {
                p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
            }
        }
        return p;
    }

    @Test
    @DisplayName("the same search settings give the same self-play, model and evaluation recipes as before the run held a recipe")
    void settingsGiveThePinnedRecipes() {
        for (String[] c : PINNED) {
            TrainConfig cfg = TrainConfig.fromProperties(settings(c[1]), TrainConfig.defaults(c[0]));
            assertEquals(c[2], cfg.selfPlay().toString(), c[0] + " " + c[1]);
            assertEquals(c[3], SelfPlayStage.modelRecipe(cfg).toString(), c[0] + " " + c[1]);
            assertEquals(c[4], TrainLoop.evalRecipe(cfg).toString(), c[0] + " " + c[1]);
        }
    }
}
