package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;

/** Leaf values by random rollouts ({@link RolloutHeuristic}, agent option {@code rollouts=K}). */
class RolloutHeuristicTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    /** X's exact expected return when both sides play uniformly at random from {@code s}. */
    private static double randomPlayValue(State s) {
        if (s.currentPlayer() == State.TERMINAL) {
            return s.returns()[0];
        }
        int[] legal = new int[TTT.numActions()];
        int n = s.legalActions(legal);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            s.apply(legal[i]);
            sum += randomPlayValue(s);
            s.undo();
        }
        return sum / n;
    }

    @Test
    @DisplayName("rollouts: the mean return of random games, converging to the exact random-play value; state left as found")
    void meanOfRandomGames() {
        for (String pos : new String[] {"x../.o./... x", "xx./oo./... x", "x.o/.x./o.. x"}) {
            State s = TTT.parsePosition(pos);
            double exact = randomPlayValue(s);
            double[] v = new double[2];
            new RolloutHeuristic(TTT, 10_000).values(s, v);
            // returns are +-1 or 0: the standard error of 10,000 games is at most 0.01
            assertEquals(exact, v[0], 0.04, pos + ": random-play value");
            assertEquals(-v[0], v[1], 1e-12, "zero-sum");
            assertEquals(pos, s.position(), "the state is left as found");
            double[] again = new double[2];
            new RolloutHeuristic(TTT, 10_000).values(s, again);
            assertArrayEquals(v, again, 0, "the same leaf gets the same rollouts (seeded by its hash)");
        }
        assertThrows(IllegalArgumentException.class, () -> new RolloutHeuristic(TTT, 0));
    }

    @Test
    @DisplayName("rollouts cut after D actions are valued by the game's evaluation there; to the end when the game ends first")
    void cutRollouts() {
        LeafHeuristic flat = (st, out) -> {
            out[0] = 0.3;
            out[1] = -0.3;
        };
        State s = TTT.parsePosition("x../.o./... x");
        double[] v = new double[2];
        new RolloutHeuristic(TTT, 50, 1, flat).values(s, v);
        assertEquals(0.3, v[0], 1e-12, "one random move never ends this game: every rollout is valued by the evaluation");
        assertEquals("x../.o./... x", s.position(), "the state is left as found");
        State won = TTT.parsePosition("xx./oo./... x");
        double exact = randomPlayValue(won);
        new RolloutHeuristic(TTT, 10_000, 9, flat).values(won, v);
        assertEquals(exact, v[0], 0.04, "nine actions reach the end of every game: the evaluation is never used");
        assertThrows(IllegalArgumentException.class, () -> new RolloutHeuristic(TTT, 4, 3, null));
    }

    @Test
    @DisplayName("agent option rollouts=K: any game, weight 0.5 unless heuristic=W, no look-ahead with it, bad values refused")
    void agentOption() {
        Game pig = GameRegistry.parse("pig"); // no heuristic of its own, and chance nodes
        try (var f = AgentSpec.parse("mcts:visits=20,rollouts=4").factory(pig)) {
            assertEquals(4, f.config().leaves().rollouts());
            assertEquals(0.5, f.config().leaves().heuristicWeight());
            var agent = f.newAgent(1);
            State s = pig.newInitialState();
            int a = agent.selectAction(s);
            int[] legal = new int[pig.numActions()];
            int n = s.legalActions(legal);
            boolean ok = false;
            for (int i = 0; i < n; i++) {
                ok |= legal[i] == a;
            }
            assertTrue(ok, "a legal move");
        }
        try (var f = AgentSpec.parse("mcts:visits=20,rollouts=4,heuristic=1").factory(pig)) {
            assertEquals(1.0, f.config().leaves().heuristicWeight());
        }
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:rollouts=-1"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:rollouts=10001"));
        assertEquals(0, AgentSpec.parse("mcts:rollouts=0").recipe(SearchRecipe.defaults().toBuilder().heuristic(0.5).leafRollouts(8, 4).build())
                .leaves().rollouts(), "rollouts=0 turns a model's rollouts off");
        AgentSpecException e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:rollouts=4,rdepth=6").factory(pig));
        assertTrue(e.getMessage().contains("rdepth") && e.getMessage().contains("has none"), e.getMessage());
        e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:rdepth=6").factory(pig));
        assertTrue(e.getMessage().contains("give rollouts=K too"), e.getMessage());
        try (var f = AgentSpec.parse("mcts:visits=20,rollouts=4,rdepth=6").factory(GameRegistry.parse("amazons:size=6"))) {
            assertEquals(6, f.config().leaves().rolloutDepth());
        }
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("gumbel:rollouts=x"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:rollouts=4,hdepth=2"), "refused when parsed");
    }
}
