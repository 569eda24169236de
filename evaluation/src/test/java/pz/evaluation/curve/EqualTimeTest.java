package pz.evaluation.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.InvalidInputException;

class EqualTimeTest {
    @Test
    @DisplayName("the fallback at equal time: PUCT's visits, UCT's rollouts, alpha-beta's depth give way to time=MS; sample=N where taken")
    void fallbackAtEqualTime() {
        assertEquals("mcts:sample=8,time=250", EqualTime.opponent("mcts:visits=400", 250, 8, true));
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,sample=8,solver=1,time=100",
                EqualTime.opponent("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200", 100, 8, true));
        assertEquals("alphabeta:depth=64,time=250", EqualTime.opponent("alphabeta:depth=5", 250, 8, true), "alpha-beta takes no sample=");
        assertEquals("random", EqualTime.opponent("random", 250, 8, false));
        assertEquals("uct:time=250", EqualTime.opponent("uct:rollouts=3000", 250, 8, true), "Kadon's UCT fallback: rollouts dropped");
        assertEquals("mcts:sample=3,time=250", EqualTime.opponent("mcts:sample=3", 250, 8, false), "the user's own sample= stays");
        assertEquals("mcts:time=250", EqualTime.opponent("mcts:time=250", 250, 0, false), "the same time is no mismatch");
    }

    @Test
    @DisplayName("--time 0: every agent at its own budget, unchanged but for sample=N")
    void ownBudgets() {
        assertEquals("mcts:sample=8,visits=400", EqualTime.opponent("mcts:visits=400", 0, 8, true));
        assertEquals("uct:rollouts=3000", EqualTime.opponent("uct:rollouts=3000", 0, 8, true));
        assertEquals("alphabeta:depth=5", EqualTime.opponent("alphabeta:depth=5", 0, 0, false));
        assertEquals("sample=8", EqualTime.stageOptions(0, 8, ""));
        assertEquals("", EqualTime.stageOptions(0, 0, null));
    }

    @Test
    @DisplayName("refused at --time > 0: a user's budget, another time=, an agent without a clock; each message names the fix")
    void mismatches() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> EqualTime.opponent("mcts:visits=400", 250, 8, false));
        assertTrue(e.getMessage().contains("its own budget (visits=400)") && e.getMessage().contains("--time 0"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> EqualTime.opponent("alphabeta:depth=3", 250, 8, false));
        assertTrue(e.getMessage().contains("depth=3"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> EqualTime.opponent("mcts:time=100", 250, 8, false));
        assertTrue(e.getMessage().contains("time=100, not the curve's --time 250"), e.getMessage());
        e = assertThrows(InvalidInputException.class, () -> EqualTime.opponent("uct:rollouts=3000", 250, 8, false));
        assertTrue(e.getMessage().contains("its own budget (rollouts=3000)"), e.getMessage());
        assertThrows(InvalidInputException.class, () -> EqualTime.opponent("gumbel:visits=32", 250, 8, false));
        assertThrows(InvalidInputException.class, () -> EqualTime.opponent("nonsense:x=1", 250, 8, false));
    }

    @Test
    @DisplayName("a stage: its model with the stored recipe on a PUCT root, time=MS, sample=N and the extra options; the curve's own "
            + "options are refused in --stage-options")
    void stageAgents() {
        String opts = EqualTime.stageOptions(250, 8, EqualTime.NETWORK_ONLY);
        assertEquals("heuristic=0,ptemp=1,rollouts=0,sample=8,time=250", opts);
        Path model = Path.of("runs/r/models/model-0003.pzm");
        assertEquals("mcts:heuristic=0,model=" + model.toAbsolutePath().normalize() + ",ptemp=1,rollouts=0,sample=8,time=250",
                EqualTime.stageAgent(model, opts));
        assertEquals("mcts:model=" + model.toAbsolutePath().normalize(), EqualTime.stageAgent(model, ""));
        assertThrows(InvalidInputException.class, () -> EqualTime.stageOptions(250, 8, "visits=100"));
        assertEquals("sample=8,visits=100", EqualTime.stageOptions(0, 8, "visits=100"), "a budget is the point of --time 0");
        assertThrows(InvalidInputException.class, () -> EqualTime.stageOptions(250, 8, "time=100"));
        assertThrows(InvalidInputException.class, () -> EqualTime.stageOptions(250, 8, "model=x.pzm"));
        assertThrows(InvalidInputException.class, () -> EqualTime.stageOptions(250, 8, "bogus=1"));
        assertThrows(InvalidInputException.class, () -> EqualTime.stageAgent(Path.of("/tmp/a,b/model-0001.pzm"), opts));
    }
}
