package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * A large pass run in parts, one per core ({@link Parts}): training ({@link PartedBackprop}) and inference
 * ({@link PartedForward}) give what one pass over the whole batch gives, whatever the number of parts.
 */
class PartsTest {
    /** A v2 network with every head the parts have to split: pooling, per-player values, moves left, ownership. */
    private static final NetConfig CONFIG = new NetConfig(2, 8, 4, 3, 8, ValueHead.PER_PLAYER, true, new NetConfig.V2(1, 4, true, 1.5));
    private static final NetShape SHAPE = GradientTest.spatialShape(3, 4, 5, 30, 3, 2, 7);
    private static final int N = 37;

    /** A batch of {@code n} made-up positions; value weight 0 on the first 12 rows, so the parts' weights differ. */
    private static TrainBatch batch(int n) {
        Random r = new Random(5);
        float[] obs = new float[n * SHAPE.observationSize()];
        for (int i = 0; i < obs.length; i++) {
            obs[i] = r.nextInt(3) == 0 ? 1 : 0;
        }
        float[] policy = new float[n * SHAPE.numActions()];
        float[] returns = new float[n * SHAPE.numPlayers()];
        int[] movers = new int[n];
        float[] movesLeft = new float[n];
        float[] valueWeights = new float[n];
        int[] owners = new int[n * SHAPE.cells()];
        for (int i = 0; i < owners.length; i++) {
            owners[i] = r.nextInt(SHAPE.numPlayers() + 1) - 1;
        }
        for (int i = 0; i < n; i++) {
            int a;
            do {
                a = r.nextInt(SHAPE.numActions());
            } while (SHAPE.policy().cells()[a] < 0);
            policy[i * SHAPE.numActions() + a] = 1;
            for (int k = 0; k < SHAPE.numPlayers(); k++) {
                returns[i * SHAPE.numPlayers() + k] = (float) (r.nextDouble() * 2 - 1);
            }
            movers[i] = r.nextInt(SHAPE.numPlayers());
            movesLeft[i] = r.nextFloat();
            valueWeights[i] = i < 12 ? 0 : 1;
        }
        return new TrainBatch(n, obs, policy, returns, movers, movesLeft, valueWeights, owners);
    }

    private static float[] valueTargets(TrainBatch b) {
        int outs = CONFIG.valueHead().outputs(SHAPE.seats());
        float[] vt = new float[b.size() * outs];
        for (int i = 0; i < b.size(); i++) {
            ValueAdapter.toTargets(SHAPE, CONFIG.valueHead(), b.returns(), i * SHAPE.numPlayers(), b.movers()[i], vt, i * outs);
        }
        return vt;
    }

    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-5 * Math.max(1, Math.abs(expected)), what);
    }

    @Test
    @DisplayName("a training batch in 2 or 3 parts has the whole batch's losses and gradients, value weights and ownership included")
    void trainingInParts() {
        TrainBatch b = batch(N);
        float[] vt = valueTargets(b);
        try (PolicyValueNet net = PolicyValueNet.create(SHAPE, CONFIG, 3);
                Backprop whole = new Backprop(SHAPE, CONFIG, net.params());
                PartedBackprop parted = new PartedBackprop(SHAPE, CONFIG, net.params())) {
            Fixtures.perturb(net, 8);
            Losses expected = whole.run(b, vt, true);
            assertTrue(expected.value() > 0.01 && expected.movesLeft() > 0.001 && expected.ownership() > 0.01, "real losses: " + expected);
            float[] g = whole.flatGrads().toFloatVector();
            for (int parts : new int[] {2, 3}) {
                Losses got = parted.run(b, vt, true, parts);
                assertClose(expected.policy(), got.policy(), parts + " parts: policy loss");
                assertClose(expected.value(), got.value(), parts + " parts: value loss");
                assertClose(expected.movesLeft(), got.movesLeft(), parts + " parts: moves-left loss");
                assertClose(expected.ownership(), got.ownership(), parts + " parts: ownership loss");
                assertClose(expected.total(), got.total(), parts + " parts: total loss");
                INDArray mine = parted.flatGrads();
                double scale = Math.max(1e-3, whole.flatGrads().amaxNumber().doubleValue());
                double err = mine.sub(whole.flatGrads()).amaxNumber().doubleValue() / scale;
                assertTrue(err < 1e-4, parts + " parts: gradients differ by " + err + " of the largest");
                assertEquals(g.length, mine.length());
            }
        }
    }

    @Test
    @DisplayName("inference in 2 or 3 parts writes one pass's logits, values and ownership at each position's place")
    void inferenceInParts() {
        float[] obs = batch(N).observations();
        int actions = SHAPE.numActions();
        int outs = CONFIG.valueHead().outputs(SHAPE.seats());
        int own = SHAPE.cells() * SHAPE.seats();
        try (PolicyValueNet net = PolicyValueNet.create(SHAPE, CONFIG, 3);
                FastForward whole = new FastForward(SHAPE, CONFIG, net.params());
                PartedForward parted = new PartedForward(SHAPE, CONFIG, net.params())) {
            Fixtures.perturb(net, 8);
            float[] l = new float[N * actions];
            float[] v = new float[N * outs];
            float[] o = new float[N * own];
            whole.run(obs, N, l, v, o);
            for (int parts : new int[] {2, 3}) {
                float[] l2 = new float[N * actions];
                float[] v2 = new float[N * outs];
                float[] o2 = new float[N * own];
                parted.run(obs, N, l2, v2, o2, parts);
                assertArrayEquals(l, l2, 1e-4f, parts + " parts: logits");
                assertArrayEquals(v, v2, 1e-5f, parts + " parts: values");
                assertArrayEquals(o, o2, 1e-5f, parts + " parts: ownership");
            }
        }
    }

    @Test
    @DisplayName("a pass of fewer than twice the smallest part runs whole, and so does every pass with -Dpz.nn.parts=false")
    void whenNotInParts() {
        assertEquals(1, Parts.count(2 * Parts.MIN_PART - 1));
        String before = System.getProperty(Parts.PROPERTY);
        System.setProperty(Parts.PROPERTY, "false");
        try {
            assertEquals(1, Parts.count(256));
        } finally {
            if (before == null) {
                System.clearProperty(Parts.PROPERTY);
            } else {
                System.setProperty(Parts.PROPERTY, before);
            }
        }
        int cores = Nd4jSetup.wideThreads();
        assertEquals(cores >= 2 ? Math.min(cores, 256 / Parts.MIN_PART) : 1, Parts.count(256), "a batch of 256 on " + cores + " OpenMP threads");
    }

    @Test
    @DisplayName("a part that fails: the others still end, and its exception reaches the caller")
    void failingPart() {
        AtomicBoolean first = new AtomicBoolean();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Parts.run(2, k -> {
            if (k == 1) {
                throw new IllegalStateException("part 1 failed");
            }
            first.set(true);
        }));
        assertEquals("part 1 failed", e.getMessage());
        assertTrue(first.get(), "part 0 ran");
    }
}
