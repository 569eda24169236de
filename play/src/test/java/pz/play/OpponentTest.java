package pz.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/** Which opponent pz play picks: an explicit agent or model, the shipped model (a variant's or the standard game's), a fallback. */
class OpponentTest {
    @Test
    @DisplayName("the shipped model plays by default; a Proteus variant without its own model gets the standard game's, and says so; "
            + "no model: the fallback search with a note")
    void shippedModelByDefault(@TempDir Path home) throws Exception {
        Opponent none = Opponent.resolve(GameRegistry.parse("proteus:polarity"), null, null, home);
        assertEquals("alphabeta:depth=5", none.agent(), "Proteus: alpha-beta depth 5 beat depth 4 19-1, which beat UCT 1500 20-0");
        assertTrue(none.note().contains("no model ships for proteus:polarity"), none.note());

        for (String spec : new String[] {"amazons", "amazons:hex", "cowboys:size=9", "cowboys:players=4"}) {
            assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200",
                    Opponent.resolve(GameRegistry.parse(spec), null, null, home).agent(),
                    spec + ": PUCT over cut rollouts and territory at 1,200 visits beat UCT 10000 18-2 (Amazons 10x10, 20 games) and 38-2 (Cowboys 9x9, 40 games)");
        }
        assertEquals("uct:rollouts=3000", Opponent.fallback(GameRegistry.parse("kadon")));

        Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(home.resolve("models/shipped/proteus.pzm"), "x");
        Opponent standard = Opponent.resolve(GameRegistry.parse("proteus"), null, null, home);
        assertEquals(Opponent.MODEL_SEARCH + home.resolve("models/shipped/proteus.pzm"), standard.agent());
        assertEquals("opponent: the model shipped for proteus (models/shipped/proteus.pzm) with a 400-visit search", standard.note());

        Opponent variant = Opponent.resolve(GameRegistry.parse("proteus:polarity"), null, null, home);
        assertEquals(standard.agent(), variant.agent());
        assertTrue(variant.note().contains("(models/shipped/proteus.pzm, the standard game's model, which plays every variant)"),
                variant.note());

        Files.writeString(home.resolve("models/shipped/kadon.pzm"), "x");
        Opponent kadon = Opponent.resolve(GameRegistry.parse("kadon"), null, null, home);
        assertEquals("mcts:contempt=0.15,decisive=1,rollouts=8,solver=1,visits=6400,model=" + home.resolve("models/shipped/kadon.pzm"), kadon.agent(),
                "Kadon's short games get 6,400 visits, rollouts at the leaves and draw contempt (won 169-16-15 against UCT 10k)");
        assertTrue(kadon.note().endsWith("with a 6400-visit search"), kadon.note());

        Files.writeString(home.resolve("models/shipped/cowboys_size=6.pzm"), "x");
        Opponent cowboys = Opponent.resolve(GameRegistry.parse("cowboys:size=6"), null, null, home);
        assertEquals("mcts:decisive=1,heuristic=0.5,rdepth=4,rollouts=8,solver=1,visits=1200,model="
                + home.resolve("models/shipped/cowboys_size=6.pzm"), cowboys.agent(),
                "Amazons and Cowboys models: values mixed half with cut rollouts, 1,200 visits (beat the 400-visit model search 38-2)");
        assertTrue(cowboys.note().endsWith("with a 1200-visit search"), cowboys.note());

        Opponent explicit = Opponent.resolve(GameRegistry.parse("proteus:polarity"), "random", null, home);
        assertEquals("random", explicit.agent());
    }

    @Test
    @DisplayName("a model's search file (NAME.search beside NAME.pzm) sets how pz play searches it, for a shipped model and for --model FILE")
    void searchFile(@TempDir Path home) throws Exception {
        Path dir = Files.createDirectories(home.resolve("models/shipped"));
        Path model = Files.writeString(dir.resolve("cowboys_size=9.pzm"), "x");
        assertEquals(dir.resolve("cowboys_size=9.search"), Opponent.searchFile(model));
        assertEquals(Opponent.TERRITORY_MODEL_SEARCH + model, Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home).agent(),
                "without a search file: the game's default");

        Files.writeString(Opponent.searchFile(model), "# the prior only: values from the rollouts\n\n"
                + "mcts:visits=1200,solver=1,decisive=1,heuristic=1,rollouts=8,rdepth=4\n");
        Opponent shipped = Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home);
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200,model=" + model, shipped.agent());
        assertTrue(shipped.note().endsWith("with a 1200-visit search (as cowboys_size=9.search says)"), shipped.note());
        Opponent file = Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, model.toString(), home);
        assertEquals(shipped.agent(), file.agent(), "--model FILE reads the search file beside FILE too");

        Files.writeString(Opponent.searchFile(model), "mcts\n");
        assertEquals("mcts:model=" + model, Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home).agent());
        assertTrue(Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home).note().endsWith("with a default search (as cowboys_size=9.search says)"));

        for (String bad : new String[] {"", "# only a comment\n", "mcts:visits=400\nmcts:visits=800\n", "mcts:visit=400\n",
                "uct:rollouts=100\n", "mcts:visits=400,model=other.pzm\n"}) {
            Files.writeString(Opponent.searchFile(model), bad);
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, home), bad);
            assertTrue(e.getMessage().contains("cowboys_size=9.search"), "the error names the file: " + e.getMessage());
        }
    }

    @Test
    @DisplayName("the shipped Cowboys 9x9 model is searched as measured: its search file gives the rollout-valued 1,200-visit search")
    void shippedCowboys9(@TempDir Path unused) {
        Path repo = Path.of("..").toAbsolutePath().normalize();
        Opponent o = Opponent.resolve(GameRegistry.parse("cowboys:size=9"), null, null, repo);
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200,model="
                + repo.resolve("models/shipped/cowboys_size=9.pzm"), o.agent(),
                "the search that beat uct:rollouts=10000 199-1 (README, Shipped agents)");
    }

    @Test
    @DisplayName("the repository's shipped Proteus model is searched as measured (alpha-beta leaves, its prior flattened), in every variant")
    void shippedProteus() {
        Path repo = Path.of("..").toAbsolutePath().normalize();
        String measured = "mcts:decisive=1,hdepth=5,heuristic=1,ptemp=10,solver=1,visits=400,model=" + repo.resolve("models/shipped/proteus.pzm");
        for (String spec : new String[] {"proteus", "proteus:tradeoff", "proteus:roulette=after,warhorses", "proteus:wallstreet=secret"}) {
            Opponent o = Opponent.resolve(GameRegistry.parse(spec), null, null, repo);
            assertEquals(measured, o.agent(), spec + ": the search that beat alphabeta:depth=4 and uct:rollouts=10000 (README, Shipped agents)");
            assertTrue(o.note().contains("models/shipped/proteus.pzm") && o.note().endsWith("with a 400-visit search (as proteus.search says)"),
                    o.note());
        }
    }

    @Test
    @DisplayName("the shipped Amazons 10x10 model is searched as measured (its prior flattened, leaves valued by cut rollouts, 1,200 visits); "
            + "other Amazons boards keep the fallback")
    void shippedAmazons() {
        Path repo = Path.of("..").toAbsolutePath().normalize();
        Opponent o = Opponent.resolve(GameRegistry.parse("amazons"), null, null, repo);
        assertEquals("mcts:decisive=1,heuristic=1,ptemp=10,rdepth=4,rollouts=8,solver=1,visits=1200,model="
                + repo.resolve("models/shipped/amazons.pzm"), o.agent(),
                "the search that beat uct:rollouts=10000 in the 200-game match (README, Shipped agents)");
        assertTrue(o.note().endsWith("with a 1200-visit search (as amazons.search says)"), o.note());
        for (String spec : new String[] {"amazons:size=8", "amazons:hex", "amazons:players=4"}) {
            assertEquals(Opponent.fallback(GameRegistry.parse(spec)), Opponent.resolve(GameRegistry.parse(spec), null, null, repo).agent(),
                    spec + ": a model for the 10x10 board does not play another board");
        }
    }
}
