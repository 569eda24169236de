package pz.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.EvalBatch;
import pz.models.NetConfig;
import pz.models.NetShape;
import pz.models.NetworkEvaluator;
import pz.models.PolicyValueNet;

/**
 * One batch of inference with the default network (6 blocks of 64 channels) at batch
 * {@value #BATCH}, the search's batch size ({@link NetworkEvaluator#DEFAULT_BATCH}):
 * <ul>
 *   <li>{@link #network()}: {@link PolicyValueNet#infer} on the shape {@code pz bench nn} measures
 *       without a spec (an 8x8 board, 16 planes, 4096 actions, two players), so the figures compare;</li>
 *   <li>{@link #evaluator()}: what the search calls, {@link NetworkEvaluator#evaluate} on {@value #BATCH}
 *       mid-game Cowboys 8x8 positions (input packing, the network, the masked softmax over each
 *       position's legal actions and the value per seat).</li>
 * </ul>
 * Native memory is released at tear-down. ND4J's OpenMP threads wait passively ({@code Nd4jSetup}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn")
public class Inference {
    static final int BATCH = NetworkEvaluator.DEFAULT_BATCH;

    private PolicyValueNet generic;
    private float[] observations;
    private float[] logits;
    private float[] values;
    private NetworkEvaluator evaluator;
    private EvalBatch batch;

    @Setup
    public void setUp() {
        NetShape shape = new NetShape(16, 8, 8, 4096, 2);
        generic = PolicyValueNet.create(shape, NetConfig.defaults(true), 1);
        SplittableRandom rnd = new SplittableRandom(7);
        observations = new float[BATCH * shape.observationSize()];
        for (int i = 0; i < observations.length; i++) {
            observations[i] = rnd.nextInt(4) == 0 ? 1f : 0f;
        }
        logits = new float[BATCH * shape.numActions()];
        values = new float[BATCH * generic.valueOutputs()];

        Game cowboys = GameRegistry.parse("cowboys");
        evaluator = new NetworkEvaluator(PolicyValueNet.create(NetShape.of(cowboys), NetConfig.defaults(cowboys), 1), true);
        batch = new EvalBatch(cowboys, BATCH);
        List<pz.engine.State> positions = Positions.midGame(cowboys, BATCH, 7);
        for (pz.engine.State s : positions) {
            batch.add(s);
        }
    }

    @TearDown
    public void tearDown() {
        generic.close();
        evaluator.close();
    }

    /** The network alone: {@value #BATCH} positions in, policy logits and values out. */
    @Benchmark
    public float[] network() {
        generic.infer(observations, BATCH, logits, values);
        return values;
    }

    /** The search's evaluator: {@value #BATCH} real positions in, priors over legal actions and values per seat out. */
    @Benchmark
    public float[] evaluator() {
        evaluator.evaluate(batch);
        return batch.values();
    }
}
