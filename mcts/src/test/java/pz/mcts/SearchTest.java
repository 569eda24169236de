package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.toy.Pig;

class SearchTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    static SearchResult search(Game g, String position, SearchRecipe c, Evaluator e, long seed) {
        Search s = new Search(g, c, new SplittableRandom(seed));
        return s.run(g.parsePosition(position), e, new EvalBatch(g, 64));
    }

    @Test
    @DisplayName("PUCT with a uniform evaluator finds a forced win in one (tic-tac-toe)")
    void forcedWinTicTacToe() {
        // X to move: x x . / o o . / . . . ; c3 (cell 2) wins at once, and c2 (cell 5) must be blocked otherwise
        SearchResult r = search(TTT, "xx./oo./... x", SearchRecipe.defaults().toBuilder().visits(200).build(), new UniformEvaluator(), 1);
        assertEquals(2, r.action(), "X must complete the top row");
        assertTrue(r.value()[0] > 0.8, "the root value for X approaches a win: " + r.value()[0]);
    }

    @Test
    @DisplayName("PUCT with a uniform evaluator finds the only block (tic-tac-toe)")
    void forcedBlockTicTacToe() {
        // O to move: X threatens a3-b3-c3 (cells 0,1 -> 2); every other move loses at once
        SearchResult r = search(TTT, "xx./o../... o", SearchRecipe.defaults().toBuilder().visits(400).build(), new UniformEvaluator(), 2);
        assertEquals(2, r.action(), "O must block at c3");
    }

    @Test
    @DisplayName("PUCT finds a two-move forced win (a fork) in tic-tac-toe")
    void forkTicTacToe() {
        // O threatens the a1-c3 diagonal: X must block at c3, which forks the top row and the c file
        State s = TTT.parsePosition("x../.o./o.x x");
        double[] exact = new Expectimax().value(s);
        assertEquals(1.0, exact[0], 1e-12, "the position is a forced win for X");
        SearchResult r = search(TTT, "x../.o./o.x x", SearchRecipe.defaults().toBuilder().visits(3000).build(), new UniformEvaluator(), 3);
        State after = s.copy();
        after.apply(r.action());
        assertEquals(1.0, new Expectimax().value(after)[0], 1e-12, "the chosen move " + s.actionToString(r.action()) + " keeps the win");
    }

    @Test
    @DisplayName("chance nodes back up the probability-weighted value: exact expectimax on pig with forced decisions")
    void chanceExpectationExact() {
        // target 2, one turn: every decision is forced (roll at turn total 0, hold after a 2 or a 3;
        // a 1 ends the only turn, a draw). With exact leaf values the root's value is exact only if
        // the chance node weights outcomes by their probabilities (1/4, 1/4, 1/2) rather than by
        // how often each was visited.
        PigOracle oracle = new PigOracle(2, 1);
        State root = oracle.game.parsePosition("0 0 0 0 0 d");
        double exact = oracle.exact.value(root)[0];
        assertEquals(0.75, exact, 1e-12, "expectimax: P(2 or 3) = 3/4 wins, a 1 draws");
        for (int visits : new int[] {3, 6, 7, 10, 50, 201}) {
            SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(visits).reuse(false, 0).build();
            Search s = new Search(oracle.game, c, new SplittableRandom(visits));
            s.searchForcedMoves = true;
            SearchResult r = s.run(root, oracle, new EvalBatch(oracle.game, 8));
            assertEquals(exact, r.value()[0], 1e-6, "root value after " + visits + " visits");
            Node roll = s.root().children[0];
            assertEquals(exact, roll.value(0), 1e-6, "chance node value after " + visits + " visits");
        }
    }

    @Test
    @DisplayName("chance nodes: PUCT's root value converges to the exact expectimax value of pig (target 4)")
    void chanceExpectationConverges() {
        PigOracle oracle = new PigOracle(4, 6);
        State root = oracle.game.parsePosition("1 3 2 0 0 d");
        double exact = oracle.exact.value(root)[0];
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(4000).reuse(false, 0).build();
        SearchResult r = new Search(oracle.game, c, new SplittableRandom(5)).run(root, new UniformEvaluator(), new EvalBatch(oracle.game, 8));
        assertEquals(exact, r.value()[0], 0.05, "root value with a uniform evaluator");
    }

    @Test
    @DisplayName("single legal action: no search, the action is returned with policy 1")
    void singleLegalAction() {
        SearchResult r = search(TTT, "xox/oxo/ox. x", SearchRecipe.defaults(), new UniformEvaluator(), 1);
        assertEquals(8, r.action());
        assertEquals(0, r.simulations());
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {8}, r.actions());
        org.junit.jupiter.api.Assertions.assertArrayEquals(new double[] {1}, r.policy(), 0);
    }

    @Test
    @DisplayName("search rejects a terminal or chance root")
    void rejectsNonDecisionRoot() {
        Search s = new Search(TTT, SearchRecipe.defaults(), new SplittableRandom(1));
        assertThrows(IllegalArgumentException.class, () -> s.begin(TTT.parsePosition("xxx/oo./... o")));
    }

    @Test
    @DisplayName("visit budget: exactly 'visits' simulations below the root, root visits = visits + 1")
    void visitBudget() {
        Search s = new Search(TTT, SearchRecipe.defaults().toBuilder().visits(123).reuse(false, 0).build(), new SplittableRandom(1));
        SearchResult r = s.run(TTT.newInitialState(), new UniformEvaluator(), new EvalBatch(TTT, 16));
        assertEquals(123, r.simulations());
        assertEquals(124, s.root().visits);
        int sum = 0;
        for (int v : r.visits()) {
            sum += v;
        }
        assertEquals(123, sum);
    }

    @Test
    @DisplayName("Dirichlet noise: root visit distributions differ between seeds with noise, not without")
    void dirichletNoise() {
        SearchRecipe quiet = SearchRecipe.defaults().toBuilder().visits(100).build();
        SearchRecipe noisy = quiet.toBuilder().noise(0.3, 0.5).build();
        int[] a = search(TTT, ".../.../... x", quiet, new UniformEvaluator(), 1).visits();
        int[] b = search(TTT, ".../.../... x", quiet, new UniformEvaluator(), 2).visits();
        assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b), "no noise: deterministic");
        int[] c = search(TTT, ".../.../... x", noisy, new UniformEvaluator(), 1).visits();
        int[] d = search(TTT, ".../.../... x", noisy, new UniformEvaluator(), 2).visits();
        assertNotEquals(java.util.Arrays.toString(c), java.util.Arrays.toString(d), "noise depends on the seed");
    }

    @Test
    @DisplayName("tree reuse: the played child's subtree becomes the next root with its visits")
    void treeReuse() {
        Search s = new Search(TTT, SearchRecipe.defaults().toBuilder().visits(200).build(), new SplittableRandom(1));
        State st = TTT.newInitialState();
        EvalBatch b = new EvalBatch(TTT, 16);
        SearchResult r = s.run(st, new UniformEvaluator(), b);
        Node child = s.root().children[java.util.Arrays.binarySearch(r.actions(), r.action())];
        int childVisits = child.visits;
        st.apply(r.action());
        s.advance(r.action());
        s.begin(st);
        assertTrue(s.root() == child, "root is the reused child");
        assertEquals(childVisits, s.root().visits);
    }

    @Test
    @DisplayName("pig: search plays roll/hold sensibly (holds at the target)")
    void pigHoldsAtTarget() {
        Game pig = GameRegistry.parse("pig:target=6");
        SearchResult r = search(pig, "4 5 2 0 3 d", SearchRecipe.defaults().toBuilder().visits(50).build(), new UniformEvaluator(), 1);
        assertEquals(Pig.HOLD, r.action());
    }
}
