package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;
import pz.mcts.agent.StateEvaluation;
import pz.mcts.play.Match;

/** The game's heuristic mixed into leaf values ({@link SearchRecipe.LeafValues#heuristicWeight()}, agent option {@code heuristic=W}). */
class HeuristicLeafTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    /** The root value of a tic-tac-toe search whose evaluator says 0 and whose heuristic says +0.8 for X. */
    private static double rootValue(double weight, int visits) {
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(visits).reuse(false, 0).heuristic(weight).build();
        LeafHeuristic h = (s, out) -> {
            out[0] = 0.8;
            out[1] = -0.8;
        };
        Search s = new Search(TTT, c, new SplittableRandom(1), null, h);
        return s.run(TTT.newInitialState(), new UniformEvaluator(), new EvalBatch(TTT, 8)).value()[0];
    }

    @Test
    @DisplayName("heuristic weight: an evaluated leaf's value is (1 - w) * evaluator + w * heuristic")
    void leafValuesMix() {
        assertEquals(0.0, rootValue(0, 4), 1e-9, "weight 0: the evaluator alone");
        assertEquals(0.4, rootValue(0.5, 4), 1e-9, "weight 0.5 of a heuristic 0.8 over an evaluator 0");
        assertEquals(0.8, rootValue(1, 4), 1e-9, "weight 1: the heuristic alone");
    }

    @Test
    @DisplayName("heuristic weight: validated, and refused without a heuristic")
    void validated() {
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().heuristic(1.5).build());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().heuristic(-0.1).build());
        SearchRecipe c = SearchRecipe.defaults().toBuilder().heuristic(0.5).build();
        assertThrows(IllegalArgumentException.class, () -> new Search(TTT, c, new SplittableRandom(1), null, null));
    }

    @Test
    @DisplayName("agent option heuristic=W: Proteus has material; a game without a heuristic and bad weights are clear errors")
    void agentOption() {
        Game proteus = GameRegistry.parse("proteus");
        assertNotNull(StateEvaluation.leafHeuristic(proteus));
        assertNull(StateEvaluation.leafHeuristic(TTT));
        try (var f = AgentSpec.parse("mcts:visits=10,heuristic=0.5").factory(proteus)) {
            assertEquals(0.5, f.config().leaves().heuristicWeight());
        }
        AgentSpecException e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:heuristic=0.5").factory(TTT));
        assertTrue(e.getMessage().contains("heuristic") && e.getMessage().contains("tictactoe"), e.getMessage());
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:heuristic=2"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("gumbel:heuristic=x"));
        assertThrows(InvalidInputException.class,
                () -> AgentFactory.search(TTT, new UniformEvaluator(), SearchRecipe.defaults().toBuilder().heuristic(0.5).build()));
    }

    @Test
    @DisplayName("Proteus material leaf values: a player ahead in score is valued above zero, the other below, within the returns")
    void proteusMaterialValues() {
        Game g = GameRegistry.parse("proteus");
        LeafHeuristic h = StateEvaluation.leafHeuristic(g);
        State s = g.newInitialState();
        double[] v = new double[2];
        h.values(s, v);
        assertEquals(0, v[0] + v[1], 1e-9, "two-player values are opposite");
        // play random turns until the score differs, then the leader's value is positive
        SplittableRandom rng = new SplittableRandom(3);
        int[] legal = new int[g.numActions()];
        for (int t = 0; t < 400 && s.currentPlayer() != State.TERMINAL; t++) {
            if (s.currentPlayer() == State.CHANCE) {
                s.chanceOutcomes(legal, new double[g.numActions()]);
                s.apply(legal[0]);
                continue;
            }
            int n = s.legalActions(legal);
            s.apply(legal[rng.nextInt(n)]);
            String[] f = s.position().strip().split("\\s+");
            double white = Double.parseDouble(f[2]), black = Double.parseDouble(f[3]);
            if (white != black && s.currentPlayer() >= 0) {
                h.values(s, v);
                int leader = white > black ? 0 : 1;
                assertTrue(v[leader] > 0 && v[1 - leader] < 0, s.position() + " -> " + v[0] + ", " + v[1]);
                assertTrue(Math.abs(v[0]) < 1, "inside the return bounds");
                return;
            }
        }
        throw new AssertionError("no capture in 400 random turns");
    }

    @Test
    @DisplayName("heuristic=0.5 makes a uniform-prior search beat one-ply alpha-beta at Proteus; without it the search loses")
    void materialMakesTheSearchPlay() {
        double with = Match.of("proteus", "mcts:visits=200,decisive=1,sample=4,heuristic=0.5", "alphabeta:depth=1")
                .games(6).run().score();
        double without = Match.of("proteus", "mcts:visits=200,decisive=1,sample=4", "alphabeta:depth=1").games(6).run().score();
        assertTrue(with >= 0.75, "with material: " + with);
        assertTrue(without <= 0.25, "without: " + without);
    }

    @Test
    @DisplayName("hdepth=N: the heuristic looks ahead by alpha-beta; one decision deep, a capture for the player to move raises "
            + "its value above the static one; refused outside two-player zero-sum games")
    void lookAhead() {
        Game g = GameRegistry.parse("proteus");
        LeafHeuristic flat = StateEvaluation.leafHeuristic(g, 0);
        LeafHeuristic ahead = StateEvaluation.leafHeuristic(g, 1);
        SplittableRandom rng = new SplittableRandom(7);
        int[] legal = new int[g.numActions()];
        double[] v0 = new double[2], v1 = new double[2];
        int captures = 0;
        for (int game = 0; game < 20 && captures < 5; game++) {
            State s = g.newInitialState();
            for (int t = 0; t < 200 && s.currentPlayer() >= 0; t++) {
                int p = s.currentPlayer();
                int n = s.legalActions(legal);
                boolean capture = false;
                for (int i = 0; i < n && !capture; i++) {
                    capture = s.actionToString(legal[i]).contains("x");
                }
                String before = s.position();
                flat.values(s, v0);
                ahead.values(s, v1);
                assertEquals(before, s.position(), "the look-ahead leaves the state as found");
                assertEquals(0, v1[0] + v1[1], 1e-9);
                // a move never lowers its mover's material, so one decision ahead is at least the static value
                assertTrue(v1[p] >= v0[p] - 1e-9, s.position());
                if (capture) {
                    assertTrue(v1[p] > v0[p], "a capture is there to take: " + s.position());
                    captures++;
                }
                s.apply(legal[rng.nextInt(n)]);
            }
        }
        assertTrue(captures >= 5, "positions with a capture: " + captures);
        try (var f = AgentSpec.parse("mcts:visits=10,heuristic=1,hdepth=2").factory(g)) {
            assertEquals(2, f.config().leaves().heuristicDepth());
        }
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:heuristic=1,hdepth=2").factory(GameRegistry.parse("amazons:players=3")));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:hdepth=9"));
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().heuristic(1, -1).build());
    }
}
