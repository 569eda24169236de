package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.EvalBatch;

/** The version-2 network: fast inference against the SameDiff definition, and one set of weights for every Amazons board. */
class NetworkV2Test {
    static final NetConfig TINY_V2 = new NetConfig(2, 8, 4, 4, 8, ValueHead.WDL, false, new NetConfig.V2(1, 4, true, 1.5));

    @Test
    @DisplayName("v2 inference (direct ops, pooling, gathered policy planes) equals the SameDiff graph, on Amazons 6x6 and a "
            + "made-up 4x5 layout with never-legal ids, at a padded batch size")
    void inferenceEqualsSameDiff() {
        Game amazons6 = GameRegistry.parse("amazons:size=6");
        Map<NetShape, float[]> cases = Map.of(NetShape.of(amazons6, TINY_V2), observations(amazons6, 11),
                GradientTest.spatialShape(3, 4, 5, 30, 2, 3, 1), new float[11 * 60]);
        for (Map.Entry<NetShape, float[]> c : cases.entrySet()) {
            sameAsSameDiff(c.getKey(), TINY_V2, c.getValue(), 11);
        }
    }

    @Test
    @DisplayName("v2 inference equals the SameDiff graph at a batch whose element-wise loops split over the threads "
            + "(Amazons 10x10, 2x32 tower, 176 positions: 563,200 floats an activation)")
    void inferenceEqualsSameDiffSplitOverThreads() {
        Game amazons = GameRegistry.parse("amazons");
        NetConfig config = new NetConfig(2, 32, 8, 8, 16, ValueHead.WDL, false, new NetConfig.V2(1, 32, true, 1.5));
        int n = 176;
        assertTrue((long) n * 100 * 32 >= Loops.MIN_SPLIT, "the tower's loops split");
        sameAsSameDiff(NetShape.of(amazons, config), config, observations(amazons, n), n);
    }

    private static void sameAsSameDiff(NetShape shape, NetConfig config, float[] obs, int n) {
        for (int i = 0; i < obs.length; i++) {
            obs[i] = obs[i] != 0 ? obs[i] : (i * 7919 % 5 == 0 ? 1 : 0);
        }
        try (PolicyValueNet net = PolicyValueNet.create(shape, config, 5)) {
            Fixtures.perturb(net, 3);
            float[] l1 = new float[n * shape.numActions()];
            float[] v1 = new float[n * 3];
            float[] l2 = l1.clone();
            float[] v2 = v1.clone();
            net.infer(obs, n, l1, v1);
            new SameDiffForward(shape, config, net.params()).run(obs, n, l2, v2);
            assertArrayEquals(l2, l1, 1e-3f);
            assertArrayEquals(v2, v1, 1e-4f);
            for (int i = 0; i < n; i++) {
                for (int a = 0; a < shape.numActions(); a++) {
                    if (shape.policy().cells()[a] < 0) {
                        assertTrue(l1[i * shape.numActions() + a] < -5e3, "an id on no cell has no logit: " + l1[a]);
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("one v2 network plays Amazons 6x6, 8x8 and 10x10: the same weights (no weight depends on the board), priors "
            + "over the legal actions only, values in seat order")
    void oneNetworkForEveryAmazonsBoard() {
        Game big = GameRegistry.parse("amazons");
        NetConfig config = NetConfig.v2Defaults(big).withTower(2, 16);
        try (PolicyValueNet net10 = PolicyValueNet.create(NetShape.of(big, config), config, 9)) {
            Fixtures.perturb(net10, 4);
            for (String spec : new String[] {"amazons:size=6", "amazons:size=8", "amazons"}) {
                Game game = GameRegistry.parse(spec);
                try (PolicyValueNet net = net10.copyFor(NetShape.of(game, config));
                     PolicyValueNet fresh = PolicyValueNet.create(NetShape.of(game, config), config, 9)) {
                    assertEquals(net10.parameterCount(), net.parameterCount(), spec);
                    assertEquals(net10.parameterNames(), fresh.parameterNames(), spec + ": the same weights by name");
                    assertArrayEquals(net10.getParameters().get("pol_out_w"), net.getParameters().get("pol_out_w"), spec);
                    evaluatesLegalActions(game, net);
                }
            }
        }
    }

    /** The evaluator's priors are the softmax of the network's logits over each position's legal actions; values per seat. */
    private static void evaluatesLegalActions(Game game, PolicyValueNet net) {
        List<State> states = Fixtures.randomPositions(game, 24, 6);
        EvalBatch batch = new EvalBatch(game, states.size());
        states.forEach(batch::add);
        new NetworkEvaluator(net, false).evaluate(batch);
        float[] logits = new float[states.size() * game.numActions()];
        float[] raw = new float[states.size() * 3];
        net.infer(batch.observations(), states.size(), logits, raw);
        for (int i = 0; i < states.size(); i++) {
            int from = batch.legalOffset(i);
            int to = batch.legalOffset(i + 1);
            double sum = 0;
            double norm = 0;
            for (int j = from; j < to; j++) {
                norm += Math.exp(logits[i * game.numActions() + batch.legalActions()[j]]);
            }
            for (int j = from; j < to; j++) {
                double expected = Math.exp(logits[i * game.numActions() + batch.legalActions()[j]]) / norm;
                assertEquals(expected, batch.priors()[j], 1e-4, game.spec() + ": prior of a legal action");
                sum += batch.priors()[j];
            }
            assertEquals(1, sum, 1e-4, game.spec() + ": priors sum to 1");
            float[] seats = new float[2];
            ValueAdapter.toSeats(net.shape(), ValueHead.WDL, raw, i * 3, batch.player(i), seats, 0);
            assertEquals(seats[0], batch.values()[i * 2], 1e-5, "seat 0's value");
            assertEquals(seats[1], batch.values()[i * 2 + 1], 1e-5, "seat 1's value");
        }
    }

    @Test
    @DisplayName("each action's logit is read on its own plane: with the last 1x1 convolution's weights at zero and bias k on "
            + "plane k, every Amazons action's logit is the plane the game puts it on")
    void logitsAreReadOnTheGamesPlanes() {
        Game game = GameRegistry.parse("amazons:size=8");
        NetShape shape = NetShape.of(game, TINY_V2);
        try (PolicyValueNet net = PolicyValueNet.create(shape, TINY_V2, 2)) {
            Map<String, float[]> p = net.getParameters();
            java.util.Arrays.fill(p.get("pol_out_w"), 0f);
            float[] bias = p.get("pol_out_b");
            for (int k = 0; k < bias.length; k++) {
                bias[k] = k;
            }
            net.setParameters(p);
            float[] logits = new float[game.numActions()];
            net.infer(observations(game, 1), 1, logits, new float[3]);
            int cells = shape.cells();
            for (int a = 0; a < game.numActions(); a++) {
                int c = game.policyCell(a);
                if (c >= 0) {
                    assertEquals(c / cells, logits[a], 1e-6, "action " + a);
                }
            }
        }
    }

    @Test
    @DisplayName("a v2 network refuses a game without a policy layout, and its weights do not fit another family's")
    void v2NeedsASpatialLayout() {
        Game ttt = GameRegistry.parse("tictactoe");
        String e = assertThrows(IllegalArgumentException.class, () -> NetShape.of(ttt, TINY_V2)).getMessage();
        assertTrue(e.contains("tictactoe") && e.contains("policy layout"), e);
        Game amazons = GameRegistry.parse("amazons:size=6");
        Game cowboys = GameRegistry.parse("cowboys:size=6");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(amazons, TINY_V2), TINY_V2, 1)) {
            e = assertThrows(IllegalArgumentException.class, () -> net.copyFor(NetShape.of(cowboys, TINY_V2))).getMessage();
            assertTrue(e.contains("pol_out_w") && e.contains("cannot play both"), e);
        }
    }

    private static float[] observations(Game game, int n) {
        List<State> states = Fixtures.randomPositions(game, n, 2);
        float[] obs = new float[n * game.observationSize()];
        float[] one = new float[game.observationSize()];
        for (int i = 0; i < n; i++) {
            states.get(i).encode(one);
            System.arraycopy(one, 0, obs, i * one.length, one.length);
        }
        return obs;
    }
}
