package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** Gumbel root search (Danihelka et al. 2022) against hand-computed cases. */
class GumbelTest {
    static final Game ONE = new OneShotGame();
    // priors by action id: only ids 1, 4 and 8 are legal
    static final double[] WEIGHTS = {0, 0.6, 0, 0, 0.1, 0, 0, 0, 0.3, 0};

    @Test
    @DisplayName("sequential halving schedule: m=4, n=8 gives 0,0,0,0,1,1,2,2 (mctx)")
    void scheduleSmall() {
        assertArrayEquals(new int[] {0, 0, 0, 0, 1, 1, 2, 2}, GumbelMath.consideredVisits(4, 8));
        assertArrayEquals(new int[] {0, 1, 2, 3}, GumbelMath.consideredVisits(1, 4));
        assertArrayEquals(new int[] {0, 0, 0, 1, 1, 2}, GumbelMath.consideredVisits(3, 6));
    }

    @Test
    @DisplayName("sequential halving schedule: m=16, n=32: 16 x 0, 8 x 1, then 2,2,2,2,3,3,3,3")
    void scheduleSixteen() {
        int[] s = GumbelMath.consideredVisits(16, 32);
        int[] expected = new int[32];
        for (int i = 16; i < 24; i++) {
            expected[i] = 1;
        }
        int[] tail = {2, 2, 2, 2, 3, 3, 3, 3};
        System.arraycopy(tail, 0, expected, 24, 8);
        assertArrayEquals(expected, s);
    }

    @Test
    @DisplayName("v_mix, completed Q, sigma and improved policy on a hand-computed example (c_visit 50, c_scale 1)")
    void formulasByHand() {
        double[] q = {0.8, 0.0, 0.2};
        int[] n = {2, 0, 1};
        double[] prior = {0.5, 0.3, 0.2};
        // v_mix = (0.5 + 3 * (0.5*0.8 + 0.2*0.2) / 0.7) / 4 = (0.5 + 3 * 0.628571...) / 4
        double vmix = GumbelMath.mixedValue(0.5, q, n, prior, 3);
        assertEquals((0.5 + 3 * (0.44 / 0.7)) / 4, vmix, 1e-12);
        assertEquals(0.5964285714285714, vmix, 1e-12);
        double[] completed = new double[3];
        GumbelMath.completedQ(q, n, vmix, 3, completed);
        assertArrayEquals(new double[] {0.8, 0.5964285714285714, 0.2}, completed, 1e-12);
        double[] sigma = new double[3];
        GumbelMath.sigma(completed, n, 3, 50, 1.0, sigma);
        // (50 + max N = 2) * 1.0 * q
        assertArrayEquals(new double[] {41.6, 31.014285714285716, 10.4}, sigma, 1e-9);
        double[] pi = new double[3];
        GumbelMath.sigma(completed, n, 3, 50, 0.02, sigma);
        double[] logits = {Math.log(0.5), Math.log(0.3), Math.log(0.2)};
        GumbelMath.improvedPolicy(logits, sigma, 3, pi);
        // sigma = 1.04 * q = {0.832, 0.620285..., 0.208}; pi ~ {0.5 e^0.832, 0.3 e^0.620285, 0.2 e^0.208}
        double a = 0.5 * Math.exp(0.832), b = 0.3 * Math.exp(1.04 * 0.5964285714285714), c = 0.2 * Math.exp(0.208);
        assertArrayEquals(new double[] {a / (a + b + c), b / (a + b + c), c / (a + b + c)}, pi, 1e-12);
        assertEquals(0.5883, pi[0], 1e-4);
    }

    static Search gumbelSearch(int visits, int m, double cScale, long seed) {
        SearchRecipe c = SearchRecipe.gumbelDefaults(visits).toBuilder().gumbel(m, 50, cScale, true).build();
        return new Search(ONE, c, new SplittableRandom(seed));
    }

    @Test
    @DisplayName("Gumbel on a sparse legal subset {1,4,8}: visits, final action and improved policy map to the right action ids")
    void sparseActionsMapToIds() {
        Search s = gumbelSearch(6, 16, 1.0, 11);
        SearchResult r = s.run(ONE.newInitialState(), new ScriptedEvaluator(WEIGHTS, 0, 0), new EvalBatch(ONE, 8));
        assertArrayEquals(new int[] {1, 4, 8}, r.actions());
        // schedule 0,0,0,1,1,2: each action once; then the two best by q (4: q=1, 8: q=0.5); then 4 again
        assertArrayEquals(new int[] {1, 3, 2}, r.visits(), "visits of ids 1, 4, 8");
        assertEquals(4, r.action(), "the winning action id");
        // every action visited: completed Q = exact normalized q {0, 1, 0.5}; sigma = (50 + 3) * q
        double a = 0.6, b = 0.1 * Math.exp(53), c = 0.3 * Math.exp(26.5);
        double z = a + b + c;
        assertEquals(a / z, r.policyOf(1), 1e-15);
        assertEquals(b / z, r.policyOf(4), 1e-12);
        assertEquals(c / z, r.policyOf(8), 1e-15);
    }

    @Test
    @DisplayName("Gumbel improved policy with a small c_scale, hand formula over sparse ids")
    void sparseActionsSmallScale() {
        for (long seed = 1; seed <= 5; seed++) {
            Search s = gumbelSearch(9, 16, 0.02, seed);
            SearchResult r = s.run(ONE.newInitialState(), new ScriptedEvaluator(WEIGHTS, 0, 0), new EvalBatch(ONE, 8));
            int maxN = 0;
            for (int v : r.visits()) {
                assertTrue(v >= 1, "3 considered actions are all visited by the first 3 simulations");
                maxN = Math.max(maxN, v);
            }
            double scale = (50 + maxN) * 0.02;
            double a = 0.6 * Math.exp(scale * 0.0), b = 0.1 * Math.exp(scale * 1.0), c = 0.3 * Math.exp(scale * 0.5);
            double z = a + b + c;
            // priors pass through float in EvalBatch: 1e-6
            assertEquals(a / z, r.policyOf(1), 1e-6, "id 1");
            assertEquals(b / z, r.policyOf(4), 1e-6, "id 4");
            assertEquals(c / z, r.policyOf(8), 1e-6, "id 8");
        }
    }

    @Test
    @DisplayName("Gumbel: an action left unvisited (m=2 of 3) gets v_mix in the improved policy")
    void unvisitedGetsMixedValue() {
        Search s = gumbelSearch(2, 2, 1.0, 3);
        // root value 0 -> normalized 0.5
        SearchResult r = s.run(ONE.newInitialState(), new ScriptedEvaluator(WEIGHTS, 0, 0), new EvalBatch(ONE, 8));
        double[] prior = {0.6, 0.1, 0.3};
        double[] q = {0, 1, 0.5};
        int unvisited = -1;
        double mass = 0, weighted = 0;
        for (int i = 0; i < 3; i++) {
            if (r.visits()[i] == 0) {
                unvisited = i;
            } else {
                assertEquals(1, r.visits()[i]);
                mass += prior[i];
                weighted += prior[i] * q[i];
            }
        }
        assertTrue(unvisited >= 0);
        double vmix = (0.5 + 2 * weighted / mass) / 3;
        double[] logits = new double[3];
        double z = 0;
        double[] w = new double[3];
        for (int i = 0; i < 3; i++) {
            double cq = i == unvisited ? vmix : q[i];
            w[i] = prior[i] * Math.exp(51 * cq);
            z += w[i];
            logits[i] = 0;
        }
        for (int i = 0; i < 3; i++) {
            assertEquals(w[i] / z, r.policy()[i], 1e-9, "index " + i + " (id " + r.actions()[i] + ")");
        }
    }

    @Test
    @DisplayName("Gumbel noise is fresh for every search (no frozen noise), and reproducible from the seed")
    void noiseDiffersBetweenSearches() {
        Game ttt = GameRegistry.parse("tictactoe");
        Search s = new Search(ttt, SearchRecipe.gumbelDefaults(16), new SplittableRandom(5));
        EvalBatch b = new EvalBatch(ttt, 8);
        s.run(ttt.newInitialState(), new UniformEvaluator(), b);
        double[] first = new double[9];
        for (int i = 0; i < 9; i++) {
            first[i] = s.gumbelRoot().gumbel(i);
        }
        s.run(ttt.newInitialState(), new UniformEvaluator(), b);
        double[] second = new double[9];
        for (int i = 0; i < 9; i++) {
            second[i] = s.gumbelRoot().gumbel(i);
        }
        assertNotEquals(java.util.Arrays.toString(first), java.util.Arrays.toString(second));
        Search again = new Search(ttt, SearchRecipe.gumbelDefaults(16), new SplittableRandom(5));
        again.run(ttt.newInitialState(), new UniformEvaluator(), b);
        for (int i = 0; i < 9; i++) {
            assertEquals(first[i], again.gumbelRoot().gumbel(i), "same seed, same first draw");
        }
    }

    @Test
    @DisplayName("Gumbel finds the tic-tac-toe win with 16 simulations and the block with 64")
    void gumbelFindsWinAndBlock() {
        Game ttt = GameRegistry.parse("tictactoe");
        for (long seed = 1; seed <= 5; seed++) {
            Search s = new Search(ttt, SearchRecipe.gumbelDefaults(16), new SplittableRandom(seed));
            assertEquals(2, s.run(ttt.parsePosition("xx./oo./... x"), new UniformEvaluator(), new EvalBatch(ttt, 8)).action(), "win");
            // the loss after a non-blocking move is two plies deep: with a uniform evaluator the first
            // halving phase must give each of the 6 moves at least 2 visits (64 simulations give 3)
            Search t = new Search(ttt, SearchRecipe.gumbelDefaults(64), new SplittableRandom(seed));
            assertEquals(2, t.run(ttt.parsePosition("xx./o../... o"), new UniformEvaluator(), new EvalBatch(ttt, 8)).action(), "block");
        }
    }

    @Test
    @DisplayName("Gumbel sample turns: noise while turn < temperatureTurns; later turns draw none, so every seed plays the same move")
    void noNoiseAfterSampleTurns() {
        Game ttt = GameRegistry.parse("tictactoe");
        SearchRecipe sampled = SearchRecipe.gumbelDefaults(4).toBuilder().gumbel(2, 50, 1.0, true).temperature(1.0, 1).build();
        java.util.Set<Integer> opening = new java.util.HashSet<>();
        java.util.Set<Integer> later = new java.util.HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Search s = new Search(ttt, sampled, new SplittableRandom(seed));
            opening.add(s.run(ttt.newInitialState(), new UniformEvaluator(), new EvalBatch(ttt, 8)).action());
            for (int a = 0; a < 9; a++) {
                assertTrue(s.gumbelRoot().gumbel(a) != 0, "turn 0 < 1: noise drawn");
            }
            // turn 2, still a quiet position: no noise, the top-2 by prior (ties: lowest index) decide
            later.add(s.run(ttt.parsePosition("x../.o./... x"), new UniformEvaluator(), new EvalBatch(ttt, 8)).action());
            assertEquals(0.0, s.gumbelRoot().gumbel(0), "turn 2 >= 1: no noise");
        }
        assertTrue(opening.size() > 1, "sampled openings vary with the seed: " + opening);
        assertEquals(1, later.size(), "after the sample turns every seed plays alike: " + later);
    }

    @Test
    @DisplayName("decisive moves: a leaf whose player wins at once is valued as that win, so few simulations find the block")
    void decisiveMovesSeeOneMoveThreats() {
        Game ttt = GameRegistry.parse("tictactoe");
        State threat = ttt.parsePosition("xx./o../... o"); // x threatens c3; o must block
        for (SearchRecipe base : new SearchRecipe[] {SearchRecipe.gumbelDefaults(12), SearchRecipe.defaults().toBuilder().visits(6).build()}) {
            int blocksWith = 0;
            int blocksWithout = 0;
            for (long seed = 1; seed <= 10; seed++) {
                Search on = new Search(ttt, base.toBuilder().decisiveMoves(true).build(), new SplittableRandom(seed));
                blocksWith += on.run(threat, new UniformEvaluator(), new EvalBatch(ttt, 8)).action() == 2 ? 1 : 0;
                Search off = new Search(ttt, base, new SplittableRandom(seed));
                blocksWithout += off.run(threat, new UniformEvaluator(), new EvalBatch(ttt, 8)).action() == 2 ? 1 : 0;
            }
            String what = base.gumbelRoot().on() ? "gumbel" : "puct";
            assertEquals(10, blocksWith, what + " with decisive moves blocks every time");
            assertTrue(blocksWithout < 10, what + " without decisive moves misses the block sometimes: " + blocksWithout);
        }
    }
}
