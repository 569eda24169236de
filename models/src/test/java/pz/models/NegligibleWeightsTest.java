package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Weights under {@link PolicyValueNet#NEGLIGIBLE} are zero wherever a network is made (a file loaded, a copy, new
 * parameters set) and after every training step: subnormal weights, which weight decay leaves in dead channels, made
 * inference three times slower on x86.
 */
class NegligibleWeightsTest {
    private static final float SUBNORMAL = 1e-40f;
    private static final float SMALL = 1e-6f;

    /** The first parameter's values after setting its first weights to a subnormal, a tiny and a small value. */
    private static float[] injected(PolicyValueNet net) {
        String name = net.parameterNames().iterator().next();
        net.params().get(name).reshape(-1).putScalar(0, SUBNORMAL).putScalar(1, 1e-25f).putScalar(2, SMALL);
        return net.params().get(name).reshape(-1).toFloatVector();
    }

    private static float[] first(Map<String, float[]> p) {
        return p.values().iterator().next();
    }

    /** The first three weights of {@code w}: the two negligible ones zeroed, the small one kept. */
    private static void assertFlushed(float[] w) {
        assertEquals(0f, w[0]);
        assertEquals(0f, w[1]);
        assertEquals(SMALL, w[2]);
    }

    @Test
    @DisplayName("a copy (as a loaded file, which goes through the same constructor) has negligible weights zeroed, small ones kept")
    void copyFlushes() {
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy()) {
            float[] raw = injected(net);
            assertEquals(SUBNORMAL, raw[0], "the injection bypassed the flush");
            try (PolicyValueNet c = net.copy()) {
                assertFlushed(first(c.getParameters()));
            }
        }
    }

    @Test
    @DisplayName("setParameters zeroes negligible weights")
    void setParametersFlushes() {
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy()) {
            Map<String, float[]> p = net.getParameters();
            first(p)[0] = SUBNORMAL;
            first(p)[1] = -SUBNORMAL;
            first(p)[2] = SMALL;
            net.setParameters(p);
            assertFlushed(first(net.getParameters()));
        }
    }

    @Test
    @DisplayName("a training step leaves no negligible weight (a step too small to lift a subnormal weight out of it)")
    void trainingStepFlushes() {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 8, 3);
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy();
                Trainer t = new Trainer(net, new Optimizer(Optimizer.Kind.SGD, 1e-30, 0, 0))) {
            String name = net.parameterNames().iterator().next();
            net.params().get(name).assign(SUBNORMAL);
            t.trainBatch(batch);
            for (float x : net.params().get(name).reshape(-1).toFloatVector()) {
                assertEquals(0f, x);
            }
        }
    }
}
