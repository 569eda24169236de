package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.mcts.SearchRecipe;
import pz.training.TrainConfig;

/** {@code pz train}'s self-play search: the loose search flags, or one {@code --recipe}. */
class TrainRecipeTest extends CliTestBase {

    /**
     * {spec, flags, self-play recipe}: the recipes these flags built before the run's settings held a recipe (printed by
     * the code of that time), so that the same flags give the same search.
     */
    private static final String[][] PINNED = {
        {"cowboys:size=6", "", "gumbel:decisive=1"},
        {"tictactoe", "--search puct --visits 200 --fast-visits 40 --full-probability 0.25 --sample-turns 8 --solver true",
            "mcts:decisive=1,eps=0.25,fast=40,fp=2,pfull=0.25,sample=8,solver=1,visits=200"},
        {"cowboys", "--visits 100 --heuristic 0.5 --rollouts 8 --rollout-depth 4 --decisive-moves false",
            "gumbel:rdepth=4,rollouts=8,visits=100"},
        {"proteus", "--search puct --forced-playouts false --heuristic 0.3 --heuristic-depth 2",
            "mcts:decisive=1,eps=0.25,hdepth=2,heuristic=0.3,sample=30,visits=64"},
        {"amazons:size=6", "--fast-visits 8 --full-probability 0.5 --sample-turns 0", "gumbel:decisive=1,fast=8,pfull=0.5,sample=0"},
    };

    private static TrainConfig newRun(String spec, String flags) throws Exception {
        String[] args = flags.isEmpty() ? new String[0] : flags.split(" ");
        CommandLine line = new DefaultParser().parse(new TrainCommand().options(), args);
        return TrainCommand.newRun(line, GameRegistry.canonical(spec), 0, 0);
    }

    @Test
    @DisplayName("the same search flags give the same self-play recipe as before the run held one; --recipe gives it whole")
    void flagsGiveThePinnedRecipes() throws Exception {
        for (String[] c : PINNED) {
            assertEquals(c[2], newRun(c[0], c[1]).selfPlay().toString(), c[0] + " " + c[1]);
        }
        assertEquals(SearchRecipe.parse("mcts:visits=8,solver=1,decisive=1"),
                newRun("tictactoe", "--recipe mcts:visits=8,solver=1,decisive=1").selfPlay());
    }

    @Test
    @DisplayName("a bad recipe, on the command line or in a run's settings, is exit 2 with a message naming it, no stack trace")
    void aBadRecipeIsAUsageError(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        assertEquals(2, run("train", "tictactoe", "--run", a.toString(), "--recipe", "mcts:visits=8,bogus=1"));
        assertTrue(err.contains("setting recipe: unknown option 'bogus'"), err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);
        assertFalse(Files.exists(a), "nothing made by a refused command");
        assertEquals(2, run("train", "tictactoe", "--run", a.toString(), "--recipe", "gumbel:visits=0"));
        assertTrue(err.contains("setting recipe: bad value '0' for option 'visits'"), err);
        assertEquals(2, run("train", "tictactoe", "--run", a.toString(), "--recipe", "mcts", "--visits", "8"));
        assertTrue(err.contains("--recipe gives the whole self-play search: give its option instead of --visits"), err);

        Path b = Files.createDirectories(dir.resolve("b"));
        Path settings = Files.writeString(b.resolve("run.properties"), "formatVersion=2\nspec=tictactoe\nrecipe=puct\\:visits\\=8\n");
        assertEquals(2, run("train", "--run", b.toString(), "--iterations", "1"));
        assertTrue(err.contains(settings.toAbsolutePath().normalize() + ": setting recipe: a search recipe is mcts or gumbel, not 'puct'"), err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), err);
    }
}
