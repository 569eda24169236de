package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.EvalBatch;

/**
 * The two backends ({@link NetBackend}) on the same weights: the same priors and values, the same training step, and model
 * files that record the backend and load with either.
 */
class BackendTest {
    private static final Game TICTACTOE = Fixtures.TICTACTOE;
    private static final Game AMAZONS6 = GameRegistry.parse("amazons:size=6");
    /** v2 with pooling in both blocks, scaled mean, ownership. */
    private static final NetConfig V2 = NetworkV2Test.TINY_V2;

    /** A perturbed network of {@code config} for {@code game} on the fast backend. */
    private static PolicyValueNet net(Game game, NetConfig config) {
        PolicyValueNet net = PolicyValueNet.create(NetShape.of(game, config), config, 7);
        Fixtures.perturb(net, 11);
        return net;
    }

    @Test
    @DisplayName("the samediff backend gives the fast backend's priors (over the legal actions) and seat values on the same weights: "
            + "a v1 network on tic-tac-toe, a v2 network on Amazons 6x6")
    void samePriorsAndValues() {
        for (Object[] c : new Object[][] {{TICTACTOE, NetConfig.tiny(TICTACTOE)}, {AMAZONS6, V2}}) {
            Game game = (Game) c[0];
            try (PolicyValueNet fast = net(game, (NetConfig) c[1]); PolicyValueNet sd = fast.copy(NetBackend.SAMEDIFF)) {
                assertEquals(NetBackend.SAMEDIFF, sd.config().backend());
                EvalBatch a = evaluate(game, fast);
                EvalBatch b = evaluate(game, sd);
                assertArrayEquals(a.priors(), b.priors(), 1e-4f, game.spec() + ": priors");
                assertArrayEquals(a.values(), b.values(), 1e-4f, game.spec() + ": values");
                assertTrue(spread(a.priors()) > 0.05, "priors that tell moves apart: " + spread(a.priors()));
            }
        }
    }

    private static EvalBatch evaluate(Game game, PolicyValueNet net) {
        List<State> states = Fixtures.randomPositions(game, 19, 3);
        EvalBatch batch = new EvalBatch(game, states.size());
        states.forEach(batch::add);
        new NetworkEvaluator(net, false).evaluate(batch);
        return batch;
    }

    /** Whether an Adam first step of {@code step} came from a gradient within a few epsilon of 0 (it moved by 1e-3..0.9 lr). */
    private static boolean nearEpsilon(double step, double lr) {
        double a = Math.abs(step);
        return a > 1e-3 * lr && a < 0.9 * lr;
    }

    private static double spread(float[] v) {
        double lo = 1, hi = 0;
        for (float x : v) {
            lo = Math.min(lo, x);
            hi = Math.max(hi, x);
        }
        return hi - lo;
    }

    @Test
    @DisplayName("one training step (Adam, and SGD with momentum, both with L2) moves the weights the same way on both backends, from "
            + "the same losses: v1 tic-tac-toe, v2 Amazons 6x6 with ownership targets")
    void sameTrainingStep() {
        for (Optimizer opt : new Optimizer[] {Optimizer.adam(), Optimizer.sgd()}) {
            step(TICTACTOE, NetConfig.tiny(TICTACTOE), Fixtures.batch(TICTACTOE, 12, 5), opt);
            TrainBatch b = Fixtures.batch(AMAZONS6, 12, 5);
            int[] owners = new int[12 * 36];
            for (int i = 0; i < owners.length; i++) {
                owners[i] = i % 3 - 1;
            }
            step(AMAZONS6, V2, new TrainBatch(b.size(), b.observations(), b.policy(), b.returns(), b.movers(), null, null, owners), opt);
        }
    }

    private static void step(Game game, NetConfig config, TrainBatch batch, Optimizer opt) {
        try (PolicyValueNet fast = net(game, config); PolicyValueNet sd = fast.copy(NetBackend.SAMEDIFF);
             Trainer tf = new Trainer(fast, opt); Trainer ts = new Trainer(sd, opt)) {
            Map<String, float[]> before = fast.getParameters();
            Losses lf = tf.trainBatch(batch);
            Losses ls = ts.trainBatch(batch);
            String what = game.spec() + " " + opt.kind();
            assertEquals(lf.total(), ls.total(), 1e-4 * Math.max(1, lf.total()), what + ": loss before the step");
            assertEquals(lf.ownership(), ls.ownership(), 1e-4, what + ": ownership loss");
            Map<String, float[]> af = fast.getParameters();
            Map<String, float[]> as = sd.getParameters();
            double moved = 0;
            double lr = opt.learningRate();
            int weights = 0;
            int compared = 0;
            for (String name : before.keySet()) {
                float[] b = before.get(name);
                double largest = 0;
                for (int i = 0; i < b.length; i++) {
                    largest = Math.max(largest, Math.abs(af.get(name)[i] - b[i]));
                }
                // SGD's first step is lr times the gradient (plus L2): compare it to a thousandth of the tensor's
                // largest step, so that a gradient wrong by more than that shows
                double sgdTolerance = 1e-3 * largest + 1e-9;
                for (int i = 0; i < b.length; i++) {
                    double df = af.get(name)[i] - b[i];
                    double ds = as.get(name)[i] - b[i];
                    moved = Math.max(moved, Math.abs(df));
                    weights++;
                    // Adam's first step is lr * g / (|g| + eps): about lr * sign(g), but a gradient within a few eps (1e-8)
                    // of 0, a sum that cancels, moves its weight by a fraction of lr that float rounding, which differs
                    // between the backends (and with the order of a parallel sum), can change many times over
                    if (opt.kind() == Optimizer.Kind.ADAM && (nearEpsilon(df, lr) || nearEpsilon(ds, lr))) {
                        continue;
                    }
                    compared++;
                    assertEquals(df, ds, opt.kind() == Optimizer.Kind.ADAM ? 2e-2 * lr : sgdTolerance,
                            what + ": " + name + "[" + i + "] moved by " + df + " and " + ds);
                }
            }
            assertTrue(compared >= 0.9 * weights, what + ": " + compared + " of " + weights + " weights compared");
            assertTrue(moved > 0.5 * opt.learningRate() * (opt.kind() == Optimizer.Kind.ADAM ? 1 : 0.01), what + ": the step moved the weights by " + moved);
            // the samediff graph reads the updated arrays: after the step both backends still agree
            assertArrayEquals(evaluate(game, fast).priors(), evaluate(game, sd).priors(), 1e-4f, what + ": priors after the step");
        }
    }

    @Test
    @DisplayName("a model file records the backend that wrote it (architecture.backend) and loads with it; the same weights play on "
            + "the other backend with -Dpz.nn.backend; files without the field are fast; an unknown backend is refused by name")
    void modelFileRecordsBackend(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sd.pzm");
        try (PolicyValueNet fast = net(TICTACTOE, NetConfig.tiny(TICTACTOE)); PolicyValueNet sd = fast.copy(NetBackend.SAMEDIFF)) {
            ModelFile.of(ModelMetadata.forGame(TICTACTOE, sd.config()), sd).save(file);
            float[] expected = evaluate(TICTACTOE, fast).priors();
            try (ModelFile m = ModelFile.load(file, TICTACTOE)) {
                assertEquals(NetBackend.SAMEDIFF, m.metadata().config().backend());
                assertEquals(NetBackend.SAMEDIFF, m.net().config().backend());
                assertArrayEquals(expected, evaluate(TICTACTOE, m.net()).priors(), 1e-4f);
            }
            System.setProperty(NetBackend.PROPERTY, "fast");
            try (ModelFile m = ModelFile.load(file, TICTACTOE)) {
                assertEquals(NetBackend.FAST, m.net().config().backend(), "the property overrides the file");
                assertArrayEquals(expected, evaluate(TICTACTOE, m.net()).priors(), 1e-4f);
            } finally {
                System.clearProperty(NetBackend.PROPERTY);
            }
            System.setProperty(NetBackend.PROPERTY, "gpu");
            try {
                InvalidInputException e = assertThrows(InvalidInputException.class, () -> ModelFile.load(file, TICTACTOE));
                assertTrue(e.getMessage().contains("pz.nn.backend") && e.getMessage().contains("'gpu'"), e.getMessage());
            } finally {
                System.clearProperty(NetBackend.PROPERTY);
            }
        }
        Path old = dir.resolve("old.pzm");
        Files.copy(file, old);
        ModelFileTest.rewriteMetadata(old, "\"backend\" : \"samediff\"", "\"unknownField\" : \"samediff\"");
        try (ModelFile m = ModelFile.load(old, TICTACTOE)) {
            assertEquals(NetBackend.FAST, m.metadata().config().backend(), "a file without the field was written by the fast backend");
        }
        Path bad = dir.resolve("bad.pzm");
        Files.copy(file, bad);
        ModelFileTest.rewriteMetadata(bad, "\"backend\" : \"samediff\"", "\"backend\" : \"tpu\"");
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(bad, TICTACTOE));
        assertTrue(e.getMessage().contains("bad.pzm") && e.getMessage().contains("'tpu'"), e.getMessage());
    }
}
