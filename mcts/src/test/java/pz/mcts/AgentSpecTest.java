package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.mcts.agent.ShippedModel;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;

class AgentSpecTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    @Test
    @DisplayName("agent specs: the documented forms parse to canonical specs")
    void validSpecs() {
        assertEquals("random", AgentSpec.parse("random").canonical());
        assertEquals("mcts:decisive=1,visits=400", AgentSpec.parse("mcts:visits=400,decisive=1").canonical());
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("gumbel:decisive=2"));
        assertEquals("uct:rollouts=10000", AgentSpec.parse("uct:rollouts=10000").canonical());
        assertEquals("alphabeta:depth=4", AgentSpec.parse(" AlphaBeta:depth=4 ").canonical());
        assertEquals("mcts:visits=800", AgentSpec.parse("mcts:visits=800").canonical());
        assertEquals("mcts:model=net.zip,visits=400", AgentSpec.parse("mcts:visits=400,model=net.zip").canonical());
        assertEquals("gumbel:model=f,visits=32", AgentSpec.parse("gumbel:model=f,visits=32").canonical());
    }

    @Test
    @DisplayName("agent specs: unknown agents, options and bad values are rejected with the valid list")
    void badSpecs() {
        AgentSpecException e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("minimax:depth=3"));
        assertTrue(e.getMessage().contains("unknown agent 'minimax'") && e.getMessage().contains(AgentSpec.VALID), e.getMessage());
        e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("uct:visits=5"));
        assertTrue(e.getMessage().contains("unknown option 'visits'") && e.getMessage().contains("rollouts"), e.getMessage());
        e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:visits=0"));
        assertTrue(e.getMessage().contains("bad value '0' for option 'visits'"), e.getMessage());
        e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("alphabeta:depth=four"));
        assertTrue(e.getMessage().contains("depth"), e.getMessage());
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:visits=3,visits=4"));
        // issue 31, item 7: a full-width digit is not a number here, as in a game spec
        e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:visits=\uFF14"));
        assertTrue(e.getMessage().contains("bad value"), e.getMessage());
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:cpuct=NaN"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:visits"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse(""));
        assertTrue(InvalidInputException.class.isAssignableFrom(AgentSpecException.class));
    }

    @Test
    @DisplayName("mcts:time=MS: a time-limited search still finds the tic-tac-toe win")
    void timeLimitedSearch() {
        try (AgentFactory f = AgentSpec.parse("mcts:time=200").factory(TTT)) {
            assertEquals(2, f.newAgent(1).selectAction(TTT.parsePosition("xx./oo./... x")));
        }
    }

    @Test
    @DisplayName("model=FILE without a model loader on the class path: a clear InvalidInputException")
    void modelWithoutLoader(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("net.bin"), "x");
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> AgentSpec.parse("mcts:model=" + f + ",visits=10").factory(TTT));
        assertTrue(e.getMessage().contains("pz-models"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> AgentSpec.parse("mcts:model=" + dir.resolve("missing.bin")).factory(TTT));
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
        // a match reports a missing model before it starts any game
        e = assertThrows(InvalidInputException.class,
                () -> pz.mcts.play.Match.of("tictactoe", "random", "mcts:model=" + dir.resolve("missing.bin")));
        assertTrue(e.getMessage().contains("missing.bin' does not exist"), e.getMessage());
    }

    @Test
    @DisplayName("issue 31: model= a directory, an empty file or a file no loader reads is refused in plain words naming it")
    void modelFileInWords(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.pzm"));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> AgentSpec.parse("mcts:model=" + folder).factory(TTT));
        assertEquals("model file '" + folder + "' is a directory, not a model file", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> pz.mcts.play.Match.of("tictactoe", "random", "mcts:model=" + folder));
        assertEquals("model file '" + folder + "' is a directory, not a model file", e.getMessage());
        Path empty = Files.createFile(dir.resolve("empty.pzm"));
        e = assertThrows(InvalidInputException.class, () -> AgentSpec.parse("mcts:model=" + empty).factory(TTT));
        assertEquals("model file '" + empty + "' is empty (0 bytes): not a model file", e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> ModelLoaders.load(folder, TTT));
        assertTrue(e.getMessage().endsWith("is a directory, not a model file"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> ModelLoaders.load(empty, TTT));
        assertTrue(e.getMessage().endsWith("is empty (0 bytes): not a model file"), e.getMessage());
        Path other = Files.writeString(dir.resolve("net.other"), "x");
        ModelLoader picky = new ModelLoader() {
            @Override
            public String name() {
                return "picky";
            }

            @Override
            public boolean accepts(Path file) {
                return false;
            }

            @Override
            public LoadedModel load(Path file, Game game) {
                throw new AssertionError();
            }
        };
        ModelLoaders.register(picky);
        try {
            e = assertThrows(InvalidInputException.class, () -> ModelLoaders.load(other, TTT));
            assertTrue(e.getMessage().startsWith("model file '" + other + "' is not a model file: ") && e.getMessage().contains("picky"),
                    e.getMessage());
        } finally {
            ModelLoaders.unregister(picky);
        }
    }

    @Test
    @DisplayName("model=FILE resolves through a registered ModelLoader, and the factory closes the evaluator")
    void modelThroughLoader(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("net.fake"), "x");
        boolean[] closed = {false};
        ModelLoader loader = fakeLoader(file -> file.toString().endsWith(".fake"), file -> new Evaluator() {
            @Override
            public void evaluate(EvalBatch batch) {
                new UniformEvaluator().evaluate(batch);
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        });
        ModelLoaders.register(loader);
        try (AgentFactory factory = AgentSpec.parse("gumbel:model=" + f + ",visits=16").factory(TTT)) {
            int a = factory.newAgent(1).selectAction(TTT.parsePosition("xx./oo./... x"));
            assertEquals(2, a);
        } finally {
            ModelLoaders.unregister(loader);
        }
        assertTrue(closed[0], "evaluator closed with its factory");
    }

    @Test
    @DisplayName("model=shipped: the file models/shipped/<canonical spec>.pzm under pz.home; none ships: an error naming the file and what ships")
    void modelShipped(@TempDir Path home) throws Exception {
        String before = System.getProperty("pz.home");
        System.setProperty("pz.home", home.toString());
        String[] loaded = {null};
        ModelLoader loader = fakeLoader(file -> true, file -> {
            loaded[0] = home.relativize(file).toString();
            return new UniformEvaluator();
        });
        ModelLoaders.register(loader);
        try {
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> AgentSpec.parse("mcts:model=shipped").factory(TTT));
            assertTrue(e.getMessage().contains("no model ships for tictactoe")
                    && e.getMessage().contains("models/shipped/tictactoe.pzm") && e.getMessage().contains("shipped: none"),
                    e.getMessage());
            Files.createDirectories(home.resolve("models/shipped"));
            Files.writeString(home.resolve("models/shipped/pig.pzm"), "x");
            e = assertThrows(InvalidInputException.class, () -> AgentSpec.parse("gumbel:model=shipped").factory(TTT));
            assertTrue(e.getMessage().contains("shipped: pig.pzm"), e.getMessage());
            Files.writeString(home.resolve("models/shipped/tictactoe.pzm"), "x");
            try (AgentFactory factory = AgentSpec.parse("mcts:model=shipped,visits=8").factory(TTT)) {
                assertEquals("models/shipped/tictactoe.pzm", loaded[0]);
            }
        } finally {
            ModelLoaders.unregister(loader);
            if (before == null) {
                System.clearProperty("pz.home");
            } else {
                System.setProperty("pz.home", before);
            }
        }
    }

    @Test
    @DisplayName("model=shipped on a Proteus variant: its own model if one ships, else the standard game's (Game.observesOptions); "
            + "games whose observation does not show their options get no fallback")
    void modelShippedVariantFallback(@TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(home.resolve("models/shipped/proteus.pzm"), "x");
        Files.writeString(home.resolve("models/shipped/pig.pzm"), "x");
        assertEquals(home.resolve("models/shipped/proteus.pzm"), ShippedModel.find(home, "proteus:polarity,tradeoff").orElseThrow());
        assertEquals(home.resolve("models/shipped/proteus.pzm"), ShippedModel.find(home, "proteus:maxturns=300").orElseThrow());
        Files.writeString(home.resolve("models/shipped/proteus_polarity.pzm"), "x");
        assertEquals(home.resolve("models/shipped/proteus_polarity.pzm"), ShippedModel.find(home, "proteus:polarity").orElseThrow());
        assertTrue(ShippedModel.find(home, "pig:target=10").isEmpty(), "pig's observation does not show its target");
    }

    @Test
    @DisplayName("models/shipped/choices.txt: a family model plays the specs it names, '-' keeps the fallback even where a file "
            + "of the spec's name ships, other specs by file name; bad lines are errors naming file and line")
    void shippedChoices(@TempDir Path home) throws Exception {
        Path dir = Files.createDirectories(home.resolve("models/shipped"));
        Files.writeString(dir.resolve("cowboys.pzm"), "x");
        Files.writeString(dir.resolve("cowboys-family.pzm"), "x");
        Files.writeString(dir.resolve("cowboys_size=9.pzm"), "x");
        Files.writeString(dir.resolve("amazons.pzm"), "x");
        Files.writeString(dir.resolve(ShippedModel.CHOICES), """
                # spec, model, why
                cowboys:size=7   cowboys-family.pzm  61.0% of 200 vs the fallback at 250 ms
                cowboys:size=9   -                   48.0% of 200 vs the fallback at 250 ms
                cowboys:players=4 cowboys-family.pzm
                """);
        assertEquals(dir.resolve("cowboys-family.pzm"), ShippedModel.find(home, "cowboys:size=7").orElseThrow());
        assertEquals(dir.resolve("cowboys-family.pzm"), ShippedModel.find(home, "cowboys:players=4").orElseThrow());
        assertTrue(ShippedModel.find(home, "cowboys:size=9").isEmpty(), "'-' wins over cowboys_size=9.pzm");
        assertEquals("48.0% of 200 vs the fallback at 250 ms", ShippedModel.choice(home, "cowboys:size=9").orElseThrow().note());
        InvalidInputException none = assertThrows(InvalidInputException.class, () -> ShippedModel.require(home, "cowboys:size=9"));
        assertTrue(none.getMessage().contains("no model plays cowboys:size=9") && none.getMessage().contains("48.0%"), none.getMessage());
        assertEquals(dir.resolve("cowboys.pzm"), ShippedModel.find(home, "cowboys").orElseThrow(), "not in the file: by file name");
        assertEquals(dir.resolve("amazons.pzm"), ShippedModel.find(home, "amazons").orElseThrow());
        assertTrue(ShippedModel.find(home, "cowboys:size=6").isEmpty());

        for (String[] bad : new String[][] {
            {"cowboys:size=7", "line 1: expected 'SPEC FILE NOTE'"},
            {"cowboys:size=7 missing.pzm", "line 1: the model models/shipped/missing.pzm is missing"},
            {"cowboys:size=7 ../cowboys.pzm", "is not a .pzm file of models/shipped"},
            {"nosuchgame cowboys.pzm", "line 1: unknown game 'nosuchgame'"},
            {"cowboys:size=7 -\n# again\ncowboys:size=7 cowboys.pzm", "line 3: cowboys:size=7 is chosen twice"}}) {
            Files.writeString(dir.resolve(ShippedModel.CHOICES), bad[0]);
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> ShippedModel.find(home, "cowboys"), bad[0]);
            assertTrue(e.getMessage().contains(ShippedModel.CHOICES) && e.getMessage().contains(bad[1]), e.getMessage());
        }
    }

    /** A model loader named "fake" for the files {@code accepts} takes, loading them with {@code load}. */
    private static ModelLoader fakeLoader(java.util.function.Predicate<Path> accepts,
                                          java.util.function.Function<Path, Evaluator> load) {
        return new ModelLoader() {
            @Override
            public String name() {
                return "fake";
            }

            @Override
            public boolean accepts(Path file) {
                return accepts.test(file);
            }

            @Override
            public LoadedModel load(Path file, Game game) {
                return new LoadedModel(load.apply(file), SearchRecipe.defaults());
            }
        };
    }

    @Test
    @DisplayName("withOptions: the same agent with other options, checked as parse checks them, written canonically")
    void withOptions() {
        AgentSpec a = AgentSpec.parse("uct:rollouts=300");
        assertEquals("uct:c=2,rollouts=1200", a.withOptions(java.util.Map.of("rollouts", "1200", "c", "2")).canonical());
        AgentSpecException e = assertThrows(AgentSpecException.class, () -> a.withOptions(java.util.Map.of("visits", "5")));
        assertTrue(e.getMessage().contains("unknown option 'visits' for agent 'uct'"), e.getMessage());
        assertThrows(AgentSpecException.class, () -> a.withOptions(java.util.Map.of("rollouts", "0")), "a bad value");
        assertEquals("random", AgentSpec.parse("random").withOptions(java.util.Map.of()).canonical());
    }

    @Test
    @DisplayName("with and without: one option set or dropped, the others kept, checked as parse checks them")
    void withAndWithout() {
        AgentSpec a = AgentSpec.parse("alphabeta:depth=5,time=250");
        assertEquals("alphabeta:depth=5,sample=8,time=250", a.with("sample", "8").canonical());
        assertEquals("alphabeta:depth=7,time=250", a.with("depth", "7").canonical(), "replaced, not added twice");
        assertEquals("alphabeta:depth=5", a.without("time").canonical());
        assertEquals(a, a.without("nodes"), "an option it does not have: itself");
        assertThrows(AgentSpecException.class, () -> a.with("visits", "5"), "an option alphabeta does not take");
        assertThrows(AgentSpecException.class, () -> a.with("depth", "0"), "a bad value");
    }
}
