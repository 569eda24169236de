package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.ShippedModel;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.play.Opponent;

/** The search recipe a model file stores: the same for pz play and mcts:model=shipped, and set by pz model set-recipe. */
class ModelCommandTest extends CliTestBase {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    /** The searches measured for the shipped models (docs/shipped-agents.md, docs/learned-strength.md), as pz play searched them before the recipes moved into the files. */
    private static final Map<String, String> MEASURED = Map.ofEntries(
            Map.entry("amazons.pzm", "mcts:decisive=1,visits=1000"),
            Map.entry("amazons_size=8.pzm", "mcts:decisive=1,visits=600"),
            Map.entry("amazons_size=6.pzm", "mcts:decisive=1"),
            Map.entry("kadon.pzm", "mcts:decisive=1,solver=1,visits=6000"),
            Map.entry("proteus.pzm", "mcts:decisive=1,hdepth=5,heuristic=1,ptemp=10,solver=1,visits=400"),
            // the networks alone, measured at 250 ms a turn (docs/learned-strength.md): about 650 visits (6x6), 1,000
            // (7x7), 200 (8x8) and 550 (9x9) here; Kadon's with the solver on, about 6,000
            Map.entry("cowboys_size=6.pzm", "mcts:decisive=1,visits=650"),
            Map.entry("cowboys.pzm", "mcts:decisive=1,visits=200"),
            Map.entry("cowboys_size=7.pzm", "mcts:decisive=1,visits=1000"),
            Map.entry("cowboys_size=9.pzm", "mcts:decisive=1,visits=550"),
            // 4 players: its median simulations a decision at 250 ms a turn
            Map.entry("cowboys_players=4.pzm", "mcts:decisive=1,visits=1400"),
            // 3 and 4 players: their median 981 simulations a decision at 250 ms a turn
            Map.entry("amazons_players=3.pzm", "mcts:decisive=1,visits=1000"),
            Map.entry("amazons_players=4.pzm", "mcts:decisive=1,visits=1000"),
            // the hexagon: its median 490 simulations a decision at 250 ms a turn in its claim
            Map.entry("amazons_hex.pzm", "mcts:decisive=1,visits=500"));

    @Test
    @DisplayName("every shipped model: pz play's opponent and pz match's mcts:model=shipped search it with the same recipe, the measured"
            + " one; or choices.txt sets it aside and pz play says so")
    void shippedModelsSearchedAlike() throws IOException {
        try (var files = Files.list(REPO.resolve("models/shipped"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".pzm")).toList()) {
                String name = file.getFileName().toString();
                Game game;
                try (ModelFile m = ModelFile.load(file)) {
                    game = GameRegistry.parse(specNamed(name, m.metadata()));
                }
                if (ShippedModel.choice(REPO, game.spec()).filter(c -> c.model().isEmpty()).isPresent()) {
                    // choices.txt sets the file aside: pz play keeps the fallback and says why
                    Opponent o = Opponent.resolve(game, null, null, REPO);
                    assertEquals(Opponent.fallback(game), o.agent(), name + " is set aside by " + ShippedModel.CHOICES);
                    assertTrue(o.note().contains(ShippedModel.CHOICES + " chooses no model for " + game.spec()), o.note());
                    continue;
                }
                SearchRecipe play = recipe(Opponent.resolve(game, null, null, REPO).agent(), game);
                String home = System.getProperty("pz.home");
                System.setProperty("pz.home", REPO.toString()); // where model=shipped looks
                try {
                    assertEquals(play, recipe("mcts:model=shipped", game), name + ": match and play search the model alike");
                } finally {
                    if (home == null) {
                        System.clearProperty("pz.home");
                    } else {
                        System.setProperty("pz.home", home);
                    }
                }
                assertTrue(MEASURED.containsKey(name), name + " has its measured search in this test");
                assertEquals(SearchRecipe.parse(MEASURED.get(name)), play, name + ": the measured search");
            }
        }
    }

    /** The spec a shipped file is for: the one of the specs its network plays that the file is named after (one network ships as amazons.pzm and amazons_size=8.pzm), else its game. */
    private static String specNamed(String name, ModelMetadata meta) {
        return meta.plays().keySet().stream().filter(s -> ShippedModel.fileName(s).equals(name)).findFirst().orElse(meta.gameSpec());
    }

    private static SearchRecipe recipe(String agent, Game game) {
        try (AgentFactory f = AgentSpec.parse(agent).factory(game)) {
            return f.config();
        }
    }

    @Test
    @DisplayName("pz model set-recipe stores a recipe that show prints and agents use; a bad recipe or file exits 2 naming it")
    void setRecipe(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("c6.pzm");
        Files.copy(REPO.resolve("models/shipped/cowboys_size=6.pzm"), file);
        assertEquals(0, run("model", "set-recipe", file.toString(), "mcts:visits=300,decisive=1"), err);
        assertEquals(0, run("model", "show", file.toString()), err);
        assertTrue(out.contains("search recipe: mcts:decisive=1,visits=300") && out.contains("cowboys:size=6"), out);
        assertEquals(SearchRecipe.parse("mcts:decisive=1,visits=300"), recipe("mcts:model=" + file, GameRegistry.parse("cowboys:size=6")));
        assertEquals(2, run("model", "set-recipe", file.toString(), "mcts:visits=0"));
        assertTrue(err.contains("visits"), err);
        assertEquals(2, run("model", "set-recipe", dir.resolve("none.pzm").toString(), "mcts"));
        assertTrue(err.contains("none.pzm") && err.contains("does not exist"), err);
        assertEquals(2, run("model", "frobnicate", file.toString()));
        assertTrue(err.contains("set-recipe"), err);
        assertEquals(0, run("model", "show", REPO.resolve("models/wip/cowboys-v2-6848.pzm").toString()), err);
        assertTrue(out.contains("network:       4 blocks x 32 channels, version 2") && out.contains("plays:         cowboys\n"),
                "show names a v2 model's version and the specs it plays: " + out);
    }
}
