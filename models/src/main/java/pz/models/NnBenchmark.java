package pz.models;

import java.io.PrintStream;
import java.util.List;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

/**
 * {@code pz bench nn [SPEC]}: throughput of the default network against the same convolutions run
 * as bare libnd4j ops ({@link RawConvs}), both in the same run.
 *
 * <p>Method: for each batch size, rounds alternate a timed slice of the reference and a timed slice
 * of the network (about 0.25 s each; quick mode fewer and shorter), and the ratio is of the summed
 * times, so that load from other processes hits both sides alike. Inference is
 * {@link PolicyValueNet#infer} (input packing, every layer, both heads, outputs copied to Java
 * arrays); training is {@link Trainer#trainBatch} (forward, backward, Adam update, loss read-back)
 * against each convolution's forward and {@code conv2d_bp}. Without a spec the shape is a generic
 * 8x8 board with 16 planes and 4096 actions (two players). {@code pz bench nn SPEC v2} measures the version-2 network
 * ({@link NetConfig#v2Defaults}) against its convolutions (those of version 1, the pooling blocks' extra
 * convolutions, the policy planes and, in training, the ownership planes, which the search's inference pass skips). {@code BLOCKSxCHANNELS} (e.g. {@code 4x32}) sets the tower;
 * {@code backends} measures the samediff backend against the fast one on that network instead ({@link BackendBenchmark}).
 */
public final class NnBenchmark implements Benchmark {
    private static final int[] INFER_BATCHES = {1, 8, 32, 128, 256};
    private static final int TRAIN_BATCH = 256;

    @Override
    public String name() {
        return "nn";
    }

    @Override
    public String description() {
        return "network inference (batch 1..256) and training (batch 256) vs the same convolutions as raw ND4J ops";
    }

    @Override
    public void run(BenchContext context) {
        PrintStream out = context.out();
        boolean quick = context.quick();
        NetShape shape;
        String what;
        NetConfig config;
        if (context.args().isEmpty()) {
            shape = new NetShape(16, 8, 8, 4096, 2);
            what = "generic 8x8 board, 16 planes, 4096 actions";
            config = NetConfig.defaults(true);
        } else {
            Game game = GameRegistry.parse(context.args().get(0));
            List<String> rest = context.args().subList(1, context.args().size());
            config = rest.contains("v2") ? NetConfig.v2Defaults(game) : NetConfig.defaults(game.numPlayers() == 2);
            for (String a : rest) {
                if (a.matches("\\d+x\\d+")) {
                    String[] bc = a.split("x");
                    config = config.withTower(Integer.parseInt(bc[0]), Integer.parseInt(bc[1]));
                } else if (!a.equals("v2") && !a.equals("backends")) {
                    throw new pz.engine.InvalidInputException("pz bench nn SPEC [v2] [BLOCKSxCHANNELS] [backends]: unknown argument '" + a + "'");
                }
            }
            shape = NetShape.of(game, config);
            what = game.spec();
            if (rest.contains("backends")) {
                BackendBenchmark.run(out, quick, shape, config, what);
                return;
            }
        }
        out.println("nn: " + Nd4jSetup.describeBackend());
        out.printf("network: %s (%,d weights) on %s; NHWC float32%n", config.describe(),
                Params.total(Params.shapes(shape, config)), what);
        out.println("reference: the same convolutions (stem, tower, 1x1 heads) as bare libnd4j conv2d ops"
                + " (+ conv2d_bp for training) on preallocated arrays; rounds alternate reference and network");

        out.printf("%-10s %7s %14s %14s %8s %14s%n", "pass", "batch", "raw pos/s", "network pos/s", "ratio", "net GFLOPS");
        try (PolicyValueNet net = PolicyValueNet.create(shape, config, 1)) {
            int[] batches = quick ? new int[] {128} : INFER_BATCHES;
            for (int n : batches) {
                float[] obs = observations(shape, n);
                float[] logits = new float[n * shape.numActions()];
                float[] value = new float[n * net.valueOutputs()];
                try (RawConvs raw = new RawConvs(shape, config, n, false)) {
                    double[] t = alternate(quick, raw::forward, () -> net.infer(obs, n, logits, value));
                    print(out, "inference", n, t, convFlopsPerPosition(shape, config, false));
                }
            }
            TrainBatch batch = trainBatch(shape, TRAIN_BATCH);
            try (Trainer trainer = new Trainer(net, Optimizer.adam()); RawConvs raw = new RawConvs(shape, config, TRAIN_BATCH, true)) {
                double[] t = alternate(quick, raw::forwardBackward, () -> trainer.trainBatch(batch));
                print(out, "training", TRAIN_BATCH, t, 3 * convFlopsPerPosition(shape, config, true));
            }
        }
    }

    private static void print(PrintStream out, String pass, int n, double[] t, long flopsPerPosition) {
        // t = {reference seconds per call, network seconds per call}
        out.printf("%-10s %7d %14.0f %14.0f %7.0f%% %14.1f%n", pass, n, n / t[0], n / t[1], 100 * t[0] / t[1],
                flopsPerPosition * (double) n / t[1] / 1e9);
    }

    /**
     * Warms both up, then alternates time-boxed slices; returns seconds per call of each, from the
     * totals over all rounds.
     */
    static double[] alternate(boolean quick, Runnable reference, Runnable network) {
        reference.run();
        network.run();
        double slice = quick ? 0.15 : 0.3;
        int rounds = quick ? 3 : 8;
        long[] time = new long[2];
        long[] calls = new long[2];
        for (int r = 0; r < rounds; r++) {
            slice(reference, slice, time, calls, 0);
            slice(network, slice, time, calls, 1);
        }
        return new double[] {time[0] / 1e9 / calls[0], time[1] / 1e9 / calls[1]};
    }

    private static void slice(Runnable task, double seconds, long[] time, long[] calls, int k) {
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            task.run();
            calls[k]++;
            now = System.nanoTime();
        } while (now < end);
        time[k] += now - start;
    }

    /** Multiply-adds x2 of the convolutions per position (what both sides compute), of the training pass or the inference pass. */
    static long convFlopsPerPosition(NetShape s, NetConfig c, boolean training) {
        long cells = s.cells();
        long f = c.channels();
        long flops = 2 * cells * 9 * s.channels() * f;
        flops += 2L * c.blocks() * 2 * cells * 9 * f * f;
        flops += 2 * cells * f * (c.policyChannels() + c.valueChannels());
        if (c.v2() != null) {
            for (int b = 0; b < c.blocks(); b++) {
                flops += c.v2().pools(b) ? 2 * cells * 9 * f * c.v2().poolChannels() : 0;
            }
            flops += 2 * cells * c.policyChannels() * s.policy().planes() + (c.v2().ownership() && training ? 2 * cells * f * s.seats() : 0);
        }
        return flops;
    }

    static float[] observations(NetShape s, int n) {
        SplittableRandom rnd = new SplittableRandom(7);
        float[] obs = new float[n * s.observationSize()];
        for (int i = 0; i < obs.length; i++) {
            obs[i] = rnd.nextInt(4) == 0 ? 1f : 0f;
        }
        return obs;
    }

    static TrainBatch trainBatch(NetShape s, int n) {
        SplittableRandom rnd = new SplittableRandom(11);
        float[] policy = new float[n * s.numActions()];
        float[] returns = new float[n * s.numPlayers()];
        int[] movers = new int[n];
        int[] owners = new int[n * s.cells()];
        for (int i = 0; i < owners.length; i++) {
            owners[i] = rnd.nextInt(s.numPlayers() + 1) - 1;
        }
        for (int i = 0; i < n; i++) {
            int a;
            do {
                a = rnd.nextInt(s.numActions());
            } while (s.policy() != null && s.policy().cells()[a] < 0); // v2: an id that can be legal
            policy[i * s.numActions() + a] = 1f;
            int winner = rnd.nextInt(s.numPlayers());
            for (int p = 0; p < s.numPlayers(); p++) {
                returns[i * s.numPlayers() + p] = p == winner ? (float) s.maxReturn() : (float) s.minReturn();
            }
            movers[i] = rnd.nextInt(s.numPlayers());
        }
        return new TrainBatch(n, observations(s, n), policy, returns, movers, null, null, owners);
    }

    /** For {@code java -cp ... pz.models.NnBenchmark [--quick] [SPEC]} before the command line exists. */
    public static void main(String[] args) {
        boolean quick = args.length > 0 && args[0].equals("--quick");
        List<String> rest = List.of(args).subList(quick ? 1 : 0, args.length);
        new NnBenchmark().run(new BenchContext(System.out, quick, rest, null));
    }
}
