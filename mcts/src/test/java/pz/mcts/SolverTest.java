package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import pz.engine.State;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;

/** MCTS-Solver ({@link SearchRecipe.Puct#solver()}) and the prior softmax temperature ({@link SearchRecipe.Noise#priorTemperature()}). */
class SolverTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    private static Search run(Game g, State s, SearchRecipe c, Evaluator e, long seed) {
        Search search = new Search(g, c, new SplittableRandom(seed));
        search.run(s, e, new EvalBatch(g, 64));
        return search;
    }

    @Test
    @DisplayName("solver: every proven tic-tac-toe root has its exact minimax value, and its move keeps that value")
    void provenValuesAreExact() {
        Expectimax exact = new Expectimax();
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(3000).reuse(false, 0).solver(true).build();
        SplittableRandom rng = new SplittableRandom(11);
        int proven = 0, late = 0;
        int[] legal = new int[TTT.numActions()];
        for (int game = 0; game < 60; game++) {
            State s = TTT.newInitialState();
            int plies = 2 + game % 6;
            for (int k = 0; k < plies && s.currentPlayer() >= 0; k++) {
                int n = s.legalActions(legal);
                s.apply(legal[rng.nextInt(n)]);
            }
            if (s.currentPlayer() < 0) {
                continue;
            }
            Search search = run(TTT, s, c, new UniformEvaluator(), game);
            SearchResult r = search.result();
            double[] want = exact.value(s);
            Node root = search.root();
            if (plies >= 5) {
                late++;
                assertNotNull(root.proven, "a position " + plies + " plies in is proven within 3,000 visits: " + s.position());
            }
            if (root.proven != null) {
                proven++;
                assertArrayEquals(want, root.proven, 1e-12, "proven value of " + s.position());
                State after = s.copy();
                after.apply(r.action());
                assertArrayEquals(want, exact.value(after), 1e-12, "the move " + s.actionToString(r.action()) + " at " + s.position()
                        + " keeps the proven value");
            }
        }
        assertTrue(late > 10 && proven >= late, "proven " + proven + " roots, " + late + " of them late");
    }

    @Test
    @DisplayName("solver: a root proven won stops the search early and plays the win, with the whole policy on it")
    void provenWinStopsEarly() {
        // X to move: x x . / o o . / . . . ; c3 (cell 2) wins at once
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(2000).reuse(false, 0).build();
        State s = TTT.parsePosition("xx./oo./... x");
        SearchResult with = run(TTT, s, c.toBuilder().solver(true).build(), new UniformEvaluator(), 1).result();
        SearchResult without = run(TTT, s, c, new UniformEvaluator(), 1).result();
        assertEquals(2, with.action());
        assertEquals(2000, without.simulations(), "without the solver the budget is spent");
        assertTrue(with.simulations() < 50, "the proof ends the search: " + with.simulations() + " simulations");
        int i = java.util.Arrays.binarySearch(with.actions(), 2);
        assertEquals(1.0, with.policy()[i], 1e-12, "the policy target is the proven win");
    }

    @Test
    @DisplayName("solver: moves proven lost are never played nor in the policy target, even with few visits and sampling")
    void provenLossesAreAvoided() {
        // O to move: X threatens c3 (cell 2); the block draws, every other move lets X win at once
        State s = TTT.parsePosition("xx./.o./... o");
        assertEquals(0.0, new Expectimax().value(s)[1], 1e-12, "the block holds the draw");
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(40).reuse(false, 0).decisiveMoves(true).solver(true)
                .temperature(1.0, 100).build();
        int i = -1;
        for (int seed = 0; seed < 20; seed++) {
            SearchResult r = run(TTT, s, c, new UniformEvaluator(), seed).result();
            assertEquals(2, r.action(), "O blocks at c3 (seed " + seed + ")");
            i = java.util.Arrays.binarySearch(r.actions(), 2);
            assertEquals(1.0, r.policy()[i], 1e-12, "only the block is in the policy target (seed " + seed + ")");
        }
        // without the solver, sampling in proportion to visits sometimes plays a lost move
        int misses = 0;
        for (int seed = 0; seed < 20; seed++) {
            if (run(TTT, s, c.toBuilder().solver(false).build(), new UniformEvaluator(), seed).result().action() != 2) {
                misses++;
            }
        }
        assertTrue(misses > 0, "without the solver a sampled move is sometimes lost");
    }

    @Test
    @DisplayName("solver: chance nodes are proven by the expectation of their outcomes (pig, exact 3/4)")
    void chanceNodesProveByExpectation() {
        PigOracle oracle = new PigOracle(2, 1);
        State root = oracle.game.parsePosition("0 0 0 0 0 d");
        Search s = new Search(oracle.game, SearchRecipe.defaults().toBuilder().visits(200).reuse(false, 0).solver(true).build(),
                new SplittableRandom(3));
        s.searchForcedMoves = true;
        s.run(root, oracle, new EvalBatch(oracle.game, 8));
        assertNotNull(s.root().proven, "the one-turn game is proven");
        assertEquals(0.75, s.root().proven[0], 1e-12, "P(2 or 3) = 3/4 wins, a 1 draws");
        assertTrue(s.result().simulations() < 200, "and the search stopped early");
    }

    @Test
    @DisplayName("solver: off by default, and off in games of hidden information")
    void offByDefaultAndWithHiddenInformation() {
        Search s = run(TTT, TTT.parsePosition("xx./oo./... x"), SearchRecipe.defaults().toBuilder().visits(300).build(), new UniformEvaluator(), 1);
        assertNull(s.root().proven);
        Game kuhn = HiddenInformationTest.KUHN;
        assertTrue(!kuhn.perfectInformation());
        State k = HiddenInformationTest.dealt(0);
        Search h = new Search(kuhn, SearchRecipe.defaults().toBuilder().visits(300).solver(true).build(), new SplittableRandom(2));
        h.run(k, new UniformEvaluator(), new EvalBatch(kuhn, 8));
        assertNull(h.root().proven, "hidden information: the sampled trees are not proofs");
    }

    @Test
    @DisplayName("prior temperature: priors are raised to 1/T and renormalized before the search uses them")
    void priorTemperature() {
        float[] p = {0.9f, 0.1f};
        PriorTemperature.sharpen(p, 0.5);
        assertEquals(0.75, p[0], 1e-6);
        assertEquals(0.25, p[1], 1e-6);
        double[] weights = new double[TTT.numActions()];
        java.util.Arrays.fill(weights, 1);
        weights[4] = 16; // the centre
        State s = TTT.newInitialState();
        Search plain = run(TTT, s, SearchRecipe.defaults().toBuilder().visits(10).build(), new ScriptedEvaluator(weights, 0, 0), 1);
        Search flat = run(TTT, s, SearchRecipe.defaults().toBuilder().visits(10).priorTemperature(2).build(), new ScriptedEvaluator(weights, 0, 0), 1);
        assertEquals(16.0 / 24, plain.root().priors[4], 1e-6);
        assertEquals(4.0 / 12, flat.root().priors[4], 1e-6, "T = 2: sqrt(16) / (sqrt(16) + 8 * 1)");
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().priorTemperature(0).build());
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.gumbelDefaults(16).toBuilder().solver(true).build());
    }

    @Test
    @DisplayName("draw contempt: a drawn end is worth -C to the searcher and +C to the other; off by default")
    void drawContempt() {
        State s = TTT.parsePosition("xox/xoo/ox. x"); // X's only move fills the board: a draw
        for (double c : new double[] {0, 0.2}) {
            Search search = new Search(TTT, SearchRecipe.defaults().toBuilder().visits(5).contempt(c).build(), new SplittableRandom(1));
            search.searchForcedMoves = true;
            search.run(s, new UniformEvaluator(), new EvalBatch(TTT, 8));
            Node draw = search.root().children[0];
            assertEquals(-c, draw.value(0), 1e-12, "the searcher's value of the draw, contempt " + c);
            assertEquals(c, draw.value(1), 1e-12);
        }
        assertThrows(SearchRecipeException.class, () -> SearchRecipe.defaults().toBuilder().contempt(1.5).build());
        assertEquals(0.1, AgentSpec.parse("mcts:contempt=0.1").factory(TTT).config().leaves().contempt());
    }

    @Test
    @DisplayName("agent options solver=0|1 (mcts only) and ptemp=T are checked")
    void agentOptions() {
        assertEquals("mcts:ptemp=1.6,solver=1,visits=100", AgentSpec.parse("mcts:visits=100,solver=1,ptemp=1.6").canonical());
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:solver=2"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("mcts:ptemp=0"));
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("gumbel:solver=1"));
        AgentSpec.parse("gumbel:ptemp=2");
    }
}
