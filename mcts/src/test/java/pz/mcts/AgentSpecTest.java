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
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;

class AgentSpecTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    @Test
    @DisplayName("agent specs: the documented forms parse to canonical specs")
    void validSpecs() {
        assertEquals("random", AgentSpec.parse("random").canonical());
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
    }

    @Test
    @DisplayName("model=FILE resolves through a registered ModelLoader, and the factory closes the evaluator")
    void modelThroughLoader(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("net.fake"), "x");
        boolean[] closed = {false};
        ModelLoader loader = new ModelLoader() {
            @Override
            public String name() {
                return "fake";
            }

            @Override
            public boolean accepts(Path file) {
                return file.toString().endsWith(".fake");
            }

            @Override
            public Evaluator load(Path file, Game game) {
                return new Evaluator() {
                    @Override
                    public void evaluate(EvalBatch batch) {
                        new UniformEvaluator().evaluate(batch);
                    }

                    @Override
                    public void close() {
                        closed[0] = true;
                    }
                };
            }
        };
        ModelLoaders.register(loader);
        try (AgentFactory factory = AgentSpec.parse("gumbel:model=" + f + ",visits=16").factory(TTT)) {
            int a = factory.newAgent(1).selectAction(TTT.parsePosition("xx./oo./... x"));
            assertEquals(2, a);
        } finally {
            ModelLoaders.unregister(loader);
        }
        assertTrue(closed[0], "evaluator closed with its factory");
    }
}
