package pz.models;

import java.io.PrintStream;

/**
 * {@code pz bench nn SPEC [v2] [BxC] backends}: the {@link NetBackend#SAMEDIFF} backend against the {@link NetBackend#FAST}
 * one on the same network and weights, inference at batch 1 and 128 ({@link PolicyValueNet#infer}) and a training step at
 * batch 256 ({@link Trainer#trainBatch}: forward, backward, Adam update), alternating time slices of both as
 * {@link NnBenchmark} does. Prints positions per second of each and how many times slower samediff is.
 */
final class BackendBenchmark {
    private static final int TRAIN_BATCH = 256;

    private BackendBenchmark() {
    }

    static void run(PrintStream out, boolean quick, NetShape shape, NetConfig config, String what) {
        out.println("nn: " + Nd4jSetup.describeBackend());
        out.printf("network: %s (%,d weights) on %s; the same weights on both backends, slices alternated%n", config.describe(),
                Params.total(Params.shapes(shape, config)), what);
        out.printf("%-10s %7s %14s %16s %10s%n", "pass", "batch", "fast pos/s", "samediff pos/s", "slowdown");
        try (PolicyValueNet fast = PolicyValueNet.create(shape, config.withBackend(NetBackend.FAST), 1);
             PolicyValueNet sd = fast.copy(NetBackend.SAMEDIFF)) {
            for (int n : quick ? new int[] {8} : new int[] {1, 128}) {
                float[] obs = NnBenchmark.observations(shape, n);
                float[] logits = new float[n * shape.numActions()];
                float[] value = new float[n * fast.valueOutputs()];
                double[] t = NnBenchmark.alternate(quick, () -> fast.infer(obs, n, logits, value), () -> sd.infer(obs, n, logits, value));
                print(out, "inference", n, t);
            }
            int n = quick ? 16 : TRAIN_BATCH;
            TrainBatch batch = NnBenchmark.trainBatch(shape, n);
            try (Trainer tf = new Trainer(fast, Optimizer.adam()); Trainer ts = new Trainer(sd, Optimizer.adam())) {
                double[] t = NnBenchmark.alternate(quick, () -> tf.trainBatch(batch), () -> ts.trainBatch(batch));
                print(out, "training", n, t);
            }
        }
    }

    private static void print(PrintStream out, String pass, int n, double[] t) {
        // t = {fast seconds per call, samediff seconds per call}
        out.printf("%-10s %7d %14.0f %16.0f %9.1fx%n", pass, n, n / t[0], n / t[1], t[1] / t[0]);
    }
}
