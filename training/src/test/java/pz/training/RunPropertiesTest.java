package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.InvalidInputException;
import pz.mcts.SearchRecipe;

/** {@code run.properties}: format 2 holds the self-play search as one recipe; format 1 (loose search keys) is converted. */
class RunPropertiesTest {
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    /** A real format-1 file: the settings of the Cowboys 8x8 v2 run (runs/cowboys8-v2, 2026-11), copied as it was. */
    private static Path v1File(Path dir) throws Exception {
        Path run = dir.resolve("run");
        Files.createDirectories(run);
        try (InputStream in = RunPropertiesTest.class.getResourceAsStream("cowboys8-v2.run.properties")) {
            Files.copy(in, run.resolve("run.properties"));
        }
        return run;
    }

    @Test
    @DisplayName("a real format-1 run.properties resumes to the self-play recipe its loose keys built, its other settings as saved; "
            + "the file is left as it was")
    void aFormatOneRunResumesToItsRecipe(@TempDir Path tmp) throws Exception {
        Path run = v1File(tmp);
        String before = Files.readString(run.resolve("run.properties"));
        assertTrue(before.contains("formatVersion=1") && before.contains("visits=64") && !before.contains("recipe"), before);
        RunSetup.Start start;
        try (RunDirectory dir = RunDirectory.open(run)) {
            start = RunSetup.open(dir, null, null, QUIET);
        }
        TrainConfig c = start.cfg();
        // what the code before the recipe built from search=gumbel, visits=64, decisiveMoves=true, sampleTurns=-1,
        // forcedPlayouts=true (PUCT only), no heuristic, no solver, no playout cap
        SearchRecipe before29 = SearchRecipe.gumbelDefaults(64).toBuilder().decisiveMoves(true).build();
        assertEquals(before29, c.selfPlay());
        assertEquals("gumbel:decisive=1,visits=64", c.selfPlay().toString());
        assertEquals("gumbel:decisive=1,visits=64", SelfPlayStage.modelRecipe(c).toString(), "the recipe its models store");
        assertEquals("cowboys", c.spec());
        assertEquals(new TrainConfig.Budget(0, 3.0), c.budget());
        assertEquals(new TrainConfig.Teacher("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200", 400), c.teacher());
        assertEquals(new TrainConfig.Network(4, 32, 2), c.network());
        assertEquals(new TrainConfig.Evaluation(0, false), c.evaluation());
        assertEquals(new TrainConfig.Workers(2, 16), c.workers());
        assertEquals(before, Files.readString(run.resolve("run.properties")), "a resume does not rewrite the settings");
        Properties v2 = c.toProperties();
        assertEquals("gumbel:decisive=1,visits=64", v2.getProperty(RunProperties.RECIPE));
        for (String key : RunProperties.SEARCH_KEYS) {
            assertFalse(v2.containsKey(key), "format 2 has no loose key " + key);
        }
    }

    @Test
    @DisplayName("a new run writes format 2 with one recipe key, read back to the same settings")
    void formatTwoRoundTrip(@TempDir Path tmp) throws Exception {
        Properties flags = SelfPlayRecipeTest.settings("search=puct visits=200 fastVisits=40 sampleTurns=8 solver=true");
        TrainConfig cfg = TrainConfig.fromProperties(flags, TrainConfig.defaults("tictactoe"));
        Path file = tmp.resolve("run.properties");
        RunDirectory.writeVersioned(file, cfg.toProperties(), "pz train settings");
        String text = Files.readString(file);
        assertTrue(text.contains("formatVersion=2\n"), text);
        assertTrue(text.contains("recipe=mcts\\:decisive\\=1,eps\\=0.25,fast\\=40,fp\\=2,pfull\\=0.25,sample\\=8,solver\\=1,visits\\=200\n"), text);
        assertFalse(text.contains("visits=") || text.contains("search="), text);
        assertEquals(cfg, RunProperties.readFile(file));
    }

    @Test
    @DisplayName("a key of the other format, a bad recipe, or a recipe given with loose search keys are errors that name the file or key")
    void mixedFormatsAndBadRecipesAreNamed(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("run.properties");
        Properties p = TrainConfig.defaults("tictactoe").toProperties();
        p.setProperty("visits", "40");
        RunDirectory.writeVersioned(file, p, "pz train settings");
        String m = assertThrows(InvalidInputException.class, () -> RunProperties.readFile(file)).getMessage();
        assertTrue(m.startsWith(file + ": setting 'visits' is not one of format 2"), m);

        Path run = v1File(tmp);
        Path v1 = run.resolve("run.properties");
        Files.writeString(v1, Files.readString(v1) + "recipe=mcts\n");
        m = assertThrows(InvalidInputException.class, () -> RunProperties.readFile(v1)).getMessage();
        assertTrue(m.startsWith(v1 + ": setting 'recipe' is not one of format 1"), m);

        p.remove("visits");
        p.setProperty(RunProperties.RECIPE, "mcts:visits=10,bogus=1");
        RunDirectory.writeVersioned(file, p, "pz train settings");
        m = assertThrows(InvalidInputException.class, () -> RunProperties.readFile(file)).getMessage();
        assertTrue(m.startsWith(file + ": setting recipe: unknown option 'bogus'"), m);

        Properties both = SelfPlayRecipeTest.settings("recipe=gumbel:visits=8 visits=16");
        m = assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(both, TrainConfig.defaults("tictactoe")))
                .getMessage();
        assertTrue(m.contains("a recipe or as the settings [visits], not both"), m);
        Properties heuristic = SelfPlayRecipeTest.settings("recipe=mcts:heuristic=0.5");
        m = assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(heuristic, TrainConfig.defaults("kadon")))
                .getMessage();
        assertTrue(m.contains("a heuristic weight needs a game with a heuristic evaluation") && m.contains("kadon has none"), m);
        assertEquals(SearchRecipe.parse("mcts:visits=8,heuristic=0.5"), TrainConfig.fromProperties(
                SelfPlayRecipeTest.settings("recipe=mcts:visits=8,heuristic=0.5"), TrainConfig.defaults("proteus")).selfPlay());
    }
}
