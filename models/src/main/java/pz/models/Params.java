package pz.models;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Names, shapes and initial values of a network's parameters (float32, c-order). Convolution
 * weights are {@code [kH, kW, in, out]} (ND4J's default YXIO); dense weights {@code [in, out]}.
 */
final class Params {
    private Params() {
    }

    /** Every parameter's shape, in a fixed order (the order of the model file's weight table). */
    static Map<String, long[]> shapes(NetShape s, NetConfig c) {
        Map<String, long[]> m = new LinkedHashMap<>();
        int f = c.channels();
        conv(m, "stem", 3, s.channels(), f);
        for (int b = 0; b < c.blocks(); b++) {
            conv(m, "b" + b + "_c1", 3, f, f);
            if (c.v2() != null && c.v2().pools(b)) {
                conv(m, "b" + b + "_gp", 3, f, c.v2().poolChannels());
                dense(m, "b" + b + "_gpfc", c.v2().poolFeatures() * c.v2().poolChannels(), f);
            }
            conv(m, "b" + b + "_c2", 3, f, f);
        }
        if (c.v2() != null) {
            headsV2(m, s, c);
            return m;
        }
        conv(m, "pol_conv", 1, f, c.policyChannels());
        dense(m, "pol_fc", s.cells() * c.policyChannels(), s.numActions());
        conv(m, "val_conv", 1, f, c.valueChannels());
        dense(m, "val_fc1", s.cells() * c.valueChannels(), c.valueHidden());
        dense(m, "val_fc2", c.valueHidden(), c.valueHead().outputs(s.seats()));
        if (c.movesLeft()) {
            dense(m, "ml_fc", c.valueHidden(), 1);
        }
        return m;
    }

    /**
     * Version 2: no shape depends on the board. Policy: 1x1 to {@code policyChannels}, ReLU, 1x1 to the layout's planes;
     * value: 1x1 to {@code valueChannels}, ReLU, pooled, dense, ReLU, dense; ownership: 1x1 to one plane per seat.
     */
    private static void headsV2(Map<String, long[]> m, NetShape s, NetConfig c) {
        if (s.policy() == null) {
            throw new IllegalArgumentException("a version-2 network needs the game's policy layout (NetShape.of(game, config))");
        }
        int f = c.channels();
        conv(m, "pol_conv", 1, f, c.policyChannels());
        conv(m, "pol_out", 1, c.policyChannels(), s.policy().planes());
        conv(m, "val_conv", 1, f, c.valueChannels());
        dense(m, "val_fc1", c.v2().poolFeatures() * c.valueChannels(), c.valueHidden());
        dense(m, "val_fc2", c.valueHidden(), c.valueHead().outputs(s.seats()));
        if (c.movesLeft()) {
            dense(m, "ml_fc", c.valueHidden(), 1);
        }
        if (c.v2().ownership()) {
            conv(m, "own_conv", 1, f, s.seats());
        }
    }

    private static void conv(Map<String, long[]> m, String name, int k, int in, int out) {
        m.put(name + "_w", new long[] {k, k, in, out});
        m.put(name + "_b", new long[] {out});
    }

    private static void dense(Map<String, long[]> m, String name, int in, int out) {
        m.put(name + "_w", new long[] {in, out});
        m.put(name + "_b", new long[] {out});
    }

    /**
     * Fresh parameters: He-normal weights, zero biases, and the second convolution of every residual
     * block at zero (Fixup, Zhang et al. 2019: each block starts as the identity, so a deep tower
     * without batch normalisation trains from the first step).
     */
    static Map<String, INDArray> initial(NetShape s, NetConfig c, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Map<String, INDArray> out = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : shapes(s, c).entrySet()) {
            long[] shape = e.getValue();
            float[] data = new float[(int) count(shape)];
            String name = e.getKey();
            boolean zero = name.endsWith("_b") || name.endsWith("_c2_w");
            if (!zero) {
                long fanIn = shape.length == 4 ? shape[0] * shape[1] * shape[2] : shape[0];
                double std = Math.sqrt(2.0 / fanIn);
                if (name.startsWith("pol_fc") || name.startsWith("pol_out") || name.startsWith("val_fc2") || name.startsWith("ml_fc")
                        || name.startsWith("own_conv")) {
                    std = Math.sqrt(1.0 / fanIn); // output layers: no ReLU after them
                }
                for (int i = 0; i < data.length; i++) {
                    data[i] = (float) (gaussian(rnd) * std);
                }
            }
            out.put(name, Nd4j.create(data, shape, DataType.FLOAT));
        }
        return out;
    }

    static long count(long[] shape) {
        long n = 1;
        for (long d : shape) {
            n *= d;
        }
        return n;
    }

    /**
     * A network of {@code shape} and {@code config} whose every weight is {@code weight.apply(name, shape)} (c-order): how
     * a network is carried over to another layout ({@link SeatCarry}, {@link PolicyCarry}).
     *
     * @throws IllegalArgumentException naming the weight, when {@code weight} gives none or one of another size
     */
    static PolicyValueNet built(NetShape shape, NetConfig config, java.util.function.BiFunction<String, long[], float[]> weight) {
        Map<String, INDArray> m = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : shapes(shape, config).entrySet()) {
            float[] v = weight.apply(e.getKey(), e.getValue());
            if (v == null || v.length != count(e.getValue())) {
                m.values().forEach(INDArray::close);
                throw new IllegalArgumentException("cannot carry weight " + e.getKey() + " of a " + config.describe() + " network over"
                        + " to " + shape + ": it has another shape there");
            }
            m.put(e.getKey(), Nd4j.create(v, e.getValue(), DataType.FLOAT));
        }
        return new PolicyValueNet(shape, config, m);
    }

    /** Total number of weights. */
    static long total(Map<String, long[]> shapes) {
        long n = 0;
        for (long[] s : shapes.values()) {
            n += count(s);
        }
        return n;
    }

    private static double gaussian(SplittableRandom rnd) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        double u = 1.0 - rnd.nextDouble();
        double v = rnd.nextDouble();
        return Math.sqrt(-2.0 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
