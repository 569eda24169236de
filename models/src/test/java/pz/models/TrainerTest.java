package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainerTest {
    @TempDir
    Path dir;

    private static Losses train(Optimizer opt, int steps) {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 32, 2);
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, opt)) {
            Losses first = t.evaluateBatch(batch);
            for (int i = 0; i < steps; i++) {
                t.trainBatch(batch);
            }
            Losses last = t.evaluateBatch(batch);
            assertEquals(steps, t.step());
            assertTrue(last.policy() < first.policy() && last.value() < first.value() && last.total() < first.total(),
                    opt.kind() + ": " + first + " -> " + last);
            assertEquals(last.policy() + last.value(), last.total(), 1e-4);
            return last;
        }
    }

    @Test
    @DisplayName("a few Adam steps reduce policy, value and total loss on a fixed batch")
    void adamReducesLoss() {
        train(Optimizer.adam(), 10);
    }

    @Test
    @DisplayName("a few SGD-with-momentum steps (L2 on) reduce the loss on a fixed batch")
    void sgdReducesLoss() {
        train(new Optimizer(Optimizer.Kind.SGD, 0.05, 0.9, 1e-4), 10);
    }

    @Test
    @DisplayName("training changes the weights the inference path uses; the source network is untouched")
    void trainingUpdatesInference() {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 8, 5);
        float[] l0 = new float[8 * 9];
        float[] v0 = new float[8 * 3];
        Fixtures.tictactoeNet().infer(batch.observations(), 8, l0, v0);
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, Optimizer.adam())) {
            float[] l1 = new float[8 * 9];
            net.infer(batch.observations(), 8, l1, new float[8 * 3]); // plan built before training
            assertArrayEquals(l0, l1);
            t.trainBatch(batch);
            net.infer(batch.observations(), 8, l1, new float[8 * 3]);
            assertTrue(l0[0] != l1[0], "inference sees the trained weights");
        }
        float[] l2 = new float[8 * 9];
        Fixtures.tictactoeNet().infer(batch.observations(), 8, l2, new float[8 * 3]);
        assertArrayEquals(l0, l2);
    }

    @Test
    @DisplayName("a checkpoint restores weights, optimizer state and step: the next step is identical")
    void checkpointResumes() throws IOException {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 16, 7);
        Path file = dir.resolve("ckpt.zip");
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, Optimizer.adam())) {
            t.trainBatch(batch);
            t.trainBatch(batch);
            ModelFile.checkpoint(ModelMetadata.forGame(Fixtures.TICTACTOE, net.config()), t).save(file);
            t.trainBatch(batch);
            Losses expected = t.evaluateBatch(batch);
            try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE); Trainer r = m.newTrainer()) {
                assertTrue(m.hasOptimizerState());
                assertEquals(2, r.step());
                assertEquals(Optimizer.adam(), r.optimizer());
                r.trainBatch(batch);
                assertEquals(expected.total(), r.evaluateBatch(batch).total(), 1e-6);
            }
        }
    }

    @Test
    @DisplayName("warm-up: with setWarmupSteps(100) the first step moves the weights about 1/100 as far as without; after it, the full rate")
    void warmupScalesTheFirstSteps() {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 8, 9);
        double full = firstStepChange(batch, 0);
        double warm = firstStepChange(batch, 100);
        assertTrue(warm > 0.005 * full && warm < 0.02 * full, "warm-up step " + warm + " vs full " + full);
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, Optimizer.adam())) {
            t.setWarmupSteps(4);
            assertEquals(Optimizer.adam().learningRate() / 4, t.effectiveLearningRate(), 1e-12);
            for (int i = 0; i < 4; i++) {
                t.trainBatch(batch);
            }
            assertEquals(Optimizer.adam().learningRate(), t.effectiveLearningRate(), 1e-12);
            assertEquals(Optimizer.adam(), t.optimizer(), "checkpoints record the set rate, not the warm-up's");
        }
    }

    private static double firstStepChange(TrainBatch batch, int warmup) {
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, Optimizer.adam())) {
            t.setWarmupSteps(warmup);
            java.util.Map<String, float[]> before = new java.util.HashMap<>();
            net.params().forEach((k, v) -> before.put(k, v.dup().data().asFloat()));
            t.trainBatch(batch);
            double sum = 0;
            for (var e : net.params().entrySet()) {
                float[] a = before.get(e.getKey());
                float[] b = e.getValue().dup().data().asFloat();
                for (int i = 0; i < a.length; i++) {
                    sum += Math.abs(a[i] - b[i]);
                }
            }
            return sum;
        }
    }

    @Test
    @DisplayName("the learning-rate setter takes effect: a zero-ish rate leaves the loss unchanged")
    void learningRateSetter() {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 8, 8);
        try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, Optimizer.sgd())) {
            t.setLearningRate(1e-12);
            assertEquals(1e-12, t.learningRate());
            assertEquals(1e-12, t.optimizer().learningRate(), "checkpoints record the current rate");
            Losses before = t.evaluateBatch(batch);
            t.trainBatch(batch);
            assertEquals(before.total(), t.evaluateBatch(batch).total(), 1e-6);
            assertThrows(IllegalArgumentException.class, () -> t.setLearningRate(0));
        }
    }

    @Test
    @DisplayName("a v2 trainer steps on batches of another board of the family with the same weights and optimizer (the losses"
            + " of that board's own network, copyFor); a v1 trainer refuses another board")
    void otherBoardsOfTheFamily() {
        NetConfig config = NetworkV2Test.TINY_V2;
        pz.engine.Game six = pz.engine.GameRegistry.parse("amazons:size=6");
        pz.engine.Game eight = pz.engine.GameRegistry.parse("amazons:size=8");
        NetShape shape8 = NetShape.of(eight, config);
        TrainBatch b6 = Fixtures.batch(six, 8, 1);
        TrainBatch b8 = Fixtures.batch(eight, 8, 2);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(six, config), config, 5); Trainer t = new Trainer(net, Optimizer.adam())) {
            try (PolicyValueNet direct = net.copyFor(shape8); Trainer d = new Trainer(direct, Optimizer.adam())) {
                assertEquals(d.evaluateBatch(b8).total(), t.evaluateBatch(shape8, b8).total(), 1e-5, "the 8x8 network's loss");
            }
            Losses first = t.evaluateBatch(shape8, b8);
            for (int i = 0; i < 10; i++) {
                t.trainBatch(shape8, b8);
                t.trainBatch(b6);
            }
            assertEquals(20, t.step(), "one optimizer over both boards");
            assertTrue(t.evaluateBatch(shape8, b8).total() < first.total(), "the 8x8 steps moved the shared weights");
            try (PolicyValueNet direct = net.copyFor(shape8); Trainer d = new Trainer(direct, Optimizer.adam())) {
                assertEquals(d.evaluateBatch(b8).total(), t.evaluateBatch(shape8, b8).total(), 1e-5, "the same weights after training");
            }
        }
        try (PolicyValueNet v1 = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(v1, Optimizer.adam())) {
            NetShape other = new NetShape(v1.shape().channels(), 4, 4, 16, 2);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.trainBatch(other, Fixtures.batch(Fixtures.TICTACTOE, 2, 1)));
            assertTrue(e.getMessage().contains("cannot train on both"), e.getMessage());
        }
    }
}
