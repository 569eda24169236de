package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * The hand-written backward pass ({@link Backprop}) against SameDiff's automatic differentiation of {@link Graph}, as the
 * samediff backend runs it ({@link SameDiffPass}).
 */
class GradientTest {

    private static void check(NetShape shape, NetConfig config) {
        check(shape, config, false);
    }

    /** With {@code weighted}, row 0's policy target is all zeros (a fast search, weight 0) and row 1's is halved (weight 1/2). */
    private static void check(NetShape shape, NetConfig config, boolean weighted) {
        check(shape, config, weighted, 6, 1);
    }

    /**
     * With {@code n} positions and the perturbed weights times {@code weightScale} (wide towers need smaller weights: with
     * logits in the thousands the losses' log is capped, see {@link HeadLosses#softmaxCrossEntropy}).
     */
    private static void check(NetShape shape, NetConfig config, boolean weighted, int n, double weightScale) {
        Random r = new Random(4);
        float[] obs = new float[n * shape.observationSize()];
        float[] policy = new float[n * shape.numActions()];
        float[] returns = new float[n * shape.numPlayers()];
        float[] movesLeft = new float[n];
        int[] movers = new int[n];
        for (int i = 0; i < obs.length; i++) {
            obs[i] = r.nextInt(3) == 0 ? 1 : 0;
        }
        int[] owners = new int[n * shape.cells()];
        for (int i = 0; i < owners.length; i++) {
            owners[i] = r.nextInt(shape.numPlayers() + 1) - 1;
        }
        for (int i = 0; i < n; i++) {
            policy[i * shape.numActions() + target(shape, r)] = 0.75f;
            policy[i * shape.numActions() + target(shape, r)] += 0.25f;
            for (int k = 0; k < shape.numPlayers(); k++) {
                returns[i * shape.numPlayers() + k] = (float) (r.nextDouble() * 2 - 1);
            }
            movers[i] = r.nextInt(shape.numPlayers());
            movesLeft[i] = r.nextFloat();
        }
        if (weighted) {
            for (int k = 0; k < shape.numActions(); k++) {
                policy[k] = 0;
                policy[shape.numActions() + k] *= 0.5f;
            }
        }
        boolean ownership = config.v2() != null && config.v2().ownership();
        TrainBatch batch = new TrainBatch(n, obs, policy, returns, movers, config.movesLeft() ? movesLeft : null, null,
                ownership ? owners : null);
        try (PolicyValueNet net = PolicyValueNet.create(shape, config, 3); Trainer trainer = new Trainer(net, Optimizer.adam())) {
            Fixtures.perturb(net, 8);
            net.params().values().forEach(v -> v.muli(weightScale));
            Losses mine = trainer.evaluateBatch(batch);
            Map<String, INDArray> grads = trainer.gradients(batch);

            // The same losses and gradients through SameDiff: the samediff backend's pass over the same arrays.
            int outs = config.valueHead().outputs(shape.seats());
            float[] vt = new float[n * outs];
            for (int i = 0; i < n; i++) {
                ValueAdapter.toTargets(shape, config.valueHead(), returns, i * shape.numPlayers(), movers[i], vt, i * outs);
            }
            Map<String, INDArray> ref;
            try (SameDiffPass sd = new SameDiffPass(shape, config, net.params())) {
                Losses theirs = sd.run(batch, vt, true);
                ref = sd.grads();
                if (ownership) {
                    assertTrue(theirs.ownership() > 0.01, "a real ownership loss: " + theirs.ownership());
                    assertEquals(theirs.ownership(), mine.ownership(), 1e-4 * Math.max(1, theirs.ownership()), "ownership loss");
                }
                assertEquals(theirs.total(), mine.total(), 1e-4 * Math.max(1, Math.abs(theirs.total())), "total loss");
            }
            for (String name : net.params().keySet()) {
                INDArray a = grads.get(name);
                INDArray b = ref.get(name);
                double scale = Math.max(1e-3, b.amaxNumber().doubleValue());
                double err = a.sub(b).amaxNumber().doubleValue() / scale;
                assertTrue(err < 1e-3, name + ": relative difference " + err);
            }
        }
    }

    /** A policy target: any action, or on a spatial layout one that some position can make legal. */
    private static int target(NetShape shape, Random r) {
        while (true) {
            int a = r.nextInt(shape.numActions());
            if (shape.policy() == null || shape.policy().cells()[a] >= 0) {
                return a;
            }
        }
    }

    /**
     * A made-up convolutional policy layout: {@code actions} ids on distinct cells of {@code planes} planes over a
     * {@code h x w} grid, every fifth id on no cell (never legal).
     */
    static NetShape spatialShape(int channels, int h, int w, int actions, int players, int planes, long seed) {
        java.util.List<Integer> free = new java.util.ArrayList<>();
        for (int c = 0; c < planes * h * w; c++) {
            free.add(c);
        }
        java.util.Collections.shuffle(free, new Random(seed));
        int[] cells = new int[actions];
        for (int a = 0; a < actions; a++) {
            cells[a] = a % 5 == 4 ? -1 : free.get(a);
        }
        return new NetShape(channels, h, w, actions, players, -1, 1, new NetShape.SpatialPolicy(planes, cells));
    }

    @Test
    @DisplayName("v2 (global pooling in every block, scaled mean, convolutional policy, pooled value, ownership): backprop gradients "
            + "equal SameDiff's, WDL on a 4x5 board")
    void v2Gradients() {
        NetConfig c = new NetConfig(2, 8, 4, 3, 8, ValueHead.WDL, false, new NetConfig.V2(1, 4, true, 1.5));
        check(spatialShape(3, 4, 5, 30, 2, 3, 1), c);
    }

    @Test
    @DisplayName("v2 at a batch whose element-wise loops (ReLUs, masks, pooling, the pooling bias) split over the threads: "
            + "backprop gradients equal SameDiff's (256 positions on 8x8, 32 channels: 524,288 floats an activation)")
    void v2GradientsSplitOverThreads() {
        NetConfig c = new NetConfig(2, 32, 8, 8, 16, ValueHead.WDL, false, new NetConfig.V2(1, 32, true, 1.5));
        assertTrue(256L * 64 * 32 >= Loops.MIN_SPLIT, "the tower's loops split");
        check(spatialShape(3, 8, 8, 100, 2, 3, 1), c, true, 256, 0.25);
    }

    @Test
    @DisplayName("v2 with pooling in the second block only, no scaled mean, 3 players per-player values, moves left, ownership: "
            + "backprop equals SameDiff, also with weighted policy rows")
    void v2PerPlayerGradients() {
        NetConfig c = new NetConfig(2, 8, 4, 3, 8, ValueHead.PER_PLAYER, true, new NetConfig.V2(2, 3, false, 0.7));
        check(spatialShape(4, 5, 4, 37, 3, 4, 2), c);
        check(spatialShape(4, 5, 4, 37, 3, 4, 2), c, true);
    }

    @Test
    @DisplayName("a 4-seat network on a 2-player game (Cowboys 6x6 in its 4-seat layout; value loss over the 2 present seats, "
            + "ownership over 4): backprop gradients equal SameDiff's")
    void seatPaddedGradients() {
        NetConfig c = new NetConfig(1, 8, 4, 3, 8, ValueHead.PER_PLAYER, true, new NetConfig.V2(1, 4, true, 1.5), NetBackend.FAST, 4);
        check(NetShape.of(pz.engine.GameRegistry.parse("cowboys:size=6"), c), c);
    }

    @Test
    @DisplayName("backprop gradients equal SameDiff's for the WDL network")
    void wdlGradients() {
        check(new NetShape(3, 3, 3, 9, 2), NetConfig.tiny(true));
    }

    @Test
    @DisplayName("policy rows of weight 0 (fast searches under playout cap randomization) add no gradient, weighted rows their weight: "
            + "backprop equals SameDiff's gradients of -sum(t log softmax)")
    void weightedPolicyRows() {
        check(new NetShape(3, 3, 3, 9, 2), NetConfig.tiny(true), true);
    }

    @Test
    @DisplayName("backprop gradients equal SameDiff's for a 3-player per-player-value network with the moves-left head")
    void perPlayerAndMovesLeftGradients() {
        NetConfig c = new NetConfig(1, 8, 3, 2, 8, ValueHead.PER_PLAYER, true);
        check(new NetShape(4, 4, 5, 23, 3, 0, 2), c);
    }

    @Test
    @DisplayName("value weights: a batch whose odd rows have value weight 0 has the value loss and gradients of its even rows alone "
            + "(WDL and per-player heads, both backends)")
    void valueWeightsDropRows() {
        for (NetConfig plain : new NetConfig[] {NetConfig.tiny(true), new NetConfig(1, 8, 3, 2, 8, ValueHead.PER_PLAYER, false)}) {
            for (NetBackend backend : NetBackend.values()) {
                valueWeightsDropRows(plain.withBackend(backend));
            }
        }
    }

    private static void valueWeightsDropRows(NetConfig config) {
        NetShape shape = new NetShape(3, 3, 3, 9, 2);
        Random r = new Random(9);
        int n = 6, half = 3, obsSize = shape.observationSize();
        float[] obs = new float[n * obsSize];
        float[] returns = new float[n * 2];
        int[] movers = new int[n];
        for (int i = 0; i < obs.length; i++) {
            obs[i] = r.nextInt(3) == 0 ? 1 : 0;
        }
        for (int i = 0; i < n; i++) {
            returns[2 * i] = r.nextBoolean() ? 1 : -1;
            returns[2 * i + 1] = -returns[2 * i];
            movers[i] = r.nextInt(2);
        }
        float[] weights = {1, 0, 1, 0, 1, 0};
        float[] obsEven = new float[half * obsSize];
        float[] returnsEven = new float[half * 2];
        int[] moversEven = new int[half];
        for (int k = 0; k < half; k++) {
            System.arraycopy(obs, 2 * k * obsSize, obsEven, k * obsSize, obsSize);
            returnsEven[2 * k] = returns[4 * k];
            returnsEven[2 * k + 1] = returns[4 * k + 1];
            moversEven[k] = movers[2 * k];
        }
        // all-zero policy targets: no policy loss or gradient, so every gradient comes from the value head
        TrainBatch weighted = new TrainBatch(n, obs, new float[n * 9], returns, movers, null, weights);
        TrainBatch even = new TrainBatch(half, obsEven, new float[half * 9], returnsEven, moversEven, null);
        try (PolicyValueNet net = PolicyValueNet.create(shape, config, 3); Trainer trainer = new Trainer(net, Optimizer.adam())) {
            Fixtures.perturb(net, 8);
            Losses a = trainer.evaluateBatch(weighted);
            Losses b = trainer.evaluateBatch(even);
            assertTrue(b.value() > 0.01, "a real value loss: " + b.value());
            assertEquals(b.value(), a.value(), 1e-5, config.describe() + ": value loss");
            Map<String, INDArray> ga = new java.util.HashMap<>();
            trainer.gradients(weighted).forEach((k, g) -> ga.put(k, g.dup())); // the fast pass reuses its gradient arrays
            Map<String, INDArray> gb = trainer.gradients(even);
            for (String name : net.params().keySet()) {
                double scale = Math.max(1e-3, gb.get(name).amaxNumber().doubleValue());
                double err = ga.get(name).sub(gb.get(name)).amaxNumber().doubleValue() / scale;
                assertTrue(err < 1e-3, config.describe() + " " + name + ": relative difference " + err);
            }
        }
    }
}
