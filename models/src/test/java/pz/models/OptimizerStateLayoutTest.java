package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.learning.GradientUpdater;
import org.nd4j.linalg.learning.config.IUpdater;

/**
 * The promise that lets runs started with older builds resume: the {@link Trainer} keeps every parameter and its Adam
 * moments as views of one vector (since commit 9bdae95, "one optimizer step over all weights"), but a checkpoint's
 * {@code optimizer.bin} keeps the layout of the builds before it, which ran one ND4J updater per parameter: per
 * parameter, in the weight table's order, that updater's state view (Adam: the first moment of each weight, then the
 * second; Nesterov momentum: the velocity). The older build is reproduced here with ND4J's own per-parameter updaters,
 * so the layout is ND4J's, not this build's reading of it.
 */
class OptimizerStateLayoutTest {
    @TempDir
    Path dir;

    /** The optimizer of the builds before 9bdae95: one updater per parameter over its own state, L2 added to the gradient. */
    private static final class PerParameterOptimizer implements AutoCloseable {
        private final PolicyValueNet net;
        private final double l2;
        private final Map<String, GradientUpdater<?>> updaters = new LinkedHashMap<>();
        private final Map<String, INDArray> state = new LinkedHashMap<>();
        /** Computes the gradients only (the same pass the trainer runs); its own optimizer is never used. */
        private final Trainer gradients;
        private int step;

        PerParameterOptimizer(PolicyValueNet net, Optimizer optimizer) {
            this.net = net;
            this.l2 = optimizer.l2();
            this.gradients = new Trainer(net, optimizer);
            for (Map.Entry<String, INDArray> e : net.params().entrySet()) {
                IUpdater u = optimizer.newUpdater();
                INDArray view = Nd4j.zeros(DataType.FLOAT, 1, u.stateSize(e.getValue().length()));
                state.put(e.getKey(), view);
                updaters.put(e.getKey(), u.instantiate(view, true));
            }
        }

        /** One step as the older trainer took it, parameter after parameter. */
        void step(TrainBatch batch) {
            Map<String, INDArray> grads = gradients.gradients(batch);
            for (Map.Entry<String, GradientUpdater<?>> e : updaters.entrySet()) {
                INDArray p = net.params().get(e.getKey());
                INDArray g = grads.get(e.getKey());
                g.addi(p.mul(l2));
                e.getValue().applyUpdater(g.reshape(1, g.length()), step, 0);
                p.subi(g);
            }
            step++;
        }

        /** The state as the older build saved it: each updater's state view, by parameter name. */
        Map<String, float[]> saved() {
            Map<String, float[]> m = new LinkedHashMap<>();
            state.forEach((name, view) -> m.put(name, view.dup().data().asFloat()));
            return m;
        }

        @Override
        public void close() {
            gradients.close();
            state.values().forEach(INDArray::close);
        }
    }

    /**
     * A checkpoint as the builds before 9bdae95 wrote it ({@code ModelFile.writeZip} of that time, unchanged since): the
     * metadata with the optimizer and step, the weight table, and the optimizer table of per-parameter states.
     */
    private static void writeOlderCheckpoint(Path file, PolicyValueNet net, Optimizer optimizer, long step, Map<String, float[]> state)
            throws IOException {
        Map<String, TensorBlob.Tensor> weights = new LinkedHashMap<>();
        for (Map.Entry<String, float[]> e : net.getParameters().entrySet()) {
            weights.put(e.getKey(), new TensorBlob.Tensor(net.params().get(e.getKey()).shape(), e.getValue()));
        }
        Map<String, TensorBlob.Tensor> moments = new LinkedHashMap<>();
        state.forEach((name, v) -> moments.put(name, new TensorBlob.Tensor(new long[] {v.length}, v)));
        ModelMetadata meta = ModelMetadata.forGame(Fixtures.TICTACTOE, net.config()).withTrainingStep(step).withOptimizer(optimizer);
        try (OutputStream os = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(os)) {
            put(zip, ModelFile.METADATA, meta.withCreatedNow().toJson().getBytes(StandardCharsets.UTF_8));
            put(zip, ModelFile.WEIGHTS, TensorBlob.write(weights));
            put(zip, ModelFile.OPTIMIZER, TensorBlob.write(moments));
        }
    }

    private static void put(ZipOutputStream zip, String name, byte[] data) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(data);
        zip.closeEntry();
    }

    private static void assertSameWeights(PolicyValueNet expected, PolicyValueNet actual, float delta, String what) {
        Map<String, float[]> a = actual.getParameters();
        expected.getParameters().forEach((name, w) -> assertArrayEquals(w, a.get(name), delta, what + ": " + name));
    }

    private static void assertSameState(Map<String, float[]> expected, Map<String, float[]> actual, float delta, String what) {
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(actual.keySet()), what + ": the parameters, in order");
        expected.forEach((name, v) -> assertArrayEquals(v, actual.get(name), delta, what + ": " + name));
    }

    @Test
    @DisplayName("a checkpoint with the per-parameter Adam state of the builds before 9bdae95 loads, and its next step moves the"
            + " weights as the older optimizer's next step from the state in memory, and as this build's")
    void aCheckpointInThePerParameterLayoutResumes() throws IOException {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 16, 7);
        Optimizer adam = Optimizer.adam();
        Path file = dir.resolve("older.pzm");
        try (PolicyValueNet olderNet = Fixtures.tictactoeNet().copy(); PerParameterOptimizer older = new PerParameterOptimizer(olderNet, adam);
             PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer trainer = new Trainer(net, adam)) {
            for (int i = 0; i < 3; i++) {
                older.step(batch);
                trainer.trainBatch(batch);
            }
            assertSameWeights(olderNet, net, 1e-6f, "one step over all weights moves them as the per-parameter steps");
            assertSameState(older.saved(), trainer.optimizerState(), 1e-9f, "this build saves the per-parameter layout");
            writeOlderCheckpoint(file, olderNet, adam, 3, older.saved());

            older.step(batch);
            trainer.trainBatch(batch);
            try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE); Trainer resumed = m.newTrainer()) {
                assertTrue(m.hasOptimizerState());
                assertEquals(3, resumed.step());
                resumed.trainBatch(batch);
                assertSameWeights(olderNet, resumed.net(), 1e-6f, "the resumed step against the older optimizer's");
                assertSameWeights(net, resumed.net(), 1e-6f, "the resumed step against this build's, from memory");
                assertSameState(older.saved(), resumed.optimizerState(), 1e-9f, "the moments after the resumed step");
            }
        }
    }

    @Test
    @DisplayName("a checkpoint's optimizer state and weights come back bit for bit (Adam, and SGD with Nesterov momentum), and the"
            + " next step from the loaded file equals the next step in memory")
    void optimizerStateRoundTripsExactly() throws IOException {
        TrainBatch batch = Fixtures.batch(Fixtures.TICTACTOE, 16, 3);
        for (Optimizer opt : new Optimizer[] {Optimizer.adam(), Optimizer.sgd()}) {
            Path file = dir.resolve(opt.kind() + ".pzm");
            try (PolicyValueNet net = Fixtures.tictactoeNet().copy(); Trainer t = new Trainer(net, opt)) {
                for (int i = 0; i < 3; i++) {
                    t.trainBatch(batch);
                }
                Map<String, float[]> state = t.optimizerState();
                assertEquals(net.params().keySet(), state.keySet(), opt.kind() + ": a state per parameter");
                int blocks = opt.kind() == Optimizer.Kind.ADAM ? 2 : 1;
                net.params().forEach((name, p) -> assertEquals(blocks * p.length(), state.get(name).length, name));
                ModelFile.checkpoint(ModelMetadata.forGame(Fixtures.TICTACTOE, net.config()), t).save(file);
                try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE); Trainer r = m.newTrainer()) {
                    assertEquals(3, r.step());
                    assertEquals(opt, r.optimizer());
                    assertSameState(state, r.optimizerState(), 0f, opt.kind() + ": the state read back");
                    assertSameWeights(net, r.net(), 0f, opt.kind() + ": the weights read back");
                    t.trainBatch(batch);
                    r.trainBatch(batch);
                    assertSameWeights(net, r.net(), 0f, opt.kind() + ": the next step");
                }
            }
        }
    }
}
