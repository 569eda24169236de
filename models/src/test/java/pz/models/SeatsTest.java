package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nd4j.linalg.api.ndarray.INDArray;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.EvalBatch;

/**
 * A network of more seats than a game's players ({@link NetConfig#seats()}): one network for Cowboys for 2 and 4 players,
 * the 2-player game read in its 4-seat layout, its value read from the first 2 of 4 outputs and trained on those only.
 */
class SeatsTest {
    static final Game TWO = GameRegistry.parse("cowboys:size=6");
    static final Game FOUR = GameRegistry.parse("cowboys:players=4");
    static final NetConfig SEATS4 = new NetConfig(1, 8, 4, 4, 8, ValueHead.PER_PLAYER, false, new NetConfig.V2(1, 4, true, 1.5),
            NetBackend.FAST, 4);

    /** {@link Fixtures#batch} of a 2-player game with random final owners of the cells. */
    static TrainBatch batch(Game g, int n, long seed) {
        TrainBatch b = Fixtures.batch(g, n, seed);
        Random r = new Random(seed);
        int[] owners = new int[n * g.observationShape()[1] * g.observationShape()[2]];
        for (int c = 0; c < owners.length; c++) {
            owners[c] = r.nextInt(g.numPlayers() + 1) - 1;
        }
        return new TrainBatch(n, b.observations(), b.policy(), b.returns(), b.movers(), null, null, owners);
    }

    @Test
    @DisplayName("the value loss of a 2-player batch on a 4-seat network sums the 2 present seats only, and the absent seats' outputs"
            + " get no gradient, on both backends")
    void valueLossCountsOnlyTheGameSeats() {
        for (NetBackend backend : NetBackend.values()) {
            NetShape shape = NetShape.of(TWO, SEATS4);
            assertEquals(4, shape.seats());
            assertEquals(2, shape.numPlayers());
            int n = 6;
            TrainBatch b = batch(TWO, n, 11);
            try (PolicyValueNet net = PolicyValueNet.create(shape, SEATS4, 3)) {
                Fixtures.perturb(net, 9);
                checkValueLoss(net.copy(backend), b, backend);
            }
        }
    }

    private static void checkValueLoss(PolicyValueNet copy, TrainBatch b, NetBackend backend) {
        int n = b.size();
        try (PolicyValueNet net = copy; Trainer trainer = new Trainer(net, Optimizer.adam())) {
            NetShape shape = net.shape();
            float[] raw = new float[n * 4];
            net.infer(b.observations(), n, new float[n * shape.numActions()], raw);
            double present = 0;
            double all = 0;
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < 4; k++) {
                    // output k is seat mover+k; the seats beyond the game's 2 have no target
                    double t = k < 2 ? b.returns()[i * 2 + (b.movers()[i] + k) % 2] : 0;
                    double d = raw[i * 4 + k] - t;
                    all += d * d;
                    present += k < 2 ? d * d : 0;
                }
            }
            present /= n;
            all /= n;
            assertTrue(all - present > 1e-3, "the absent seats' outputs are not 0, so the test can tell: " + all + " vs " + present);
            Losses l = trainer.evaluateBatch(b);
            assertEquals(present, l.value(), 1e-4, backend + ": the value loss over the present seats");
            INDArray w = trainer.gradients(b).get("val_fc2_w");
            INDArray bias = trainer.gradients(b).get("val_fc2_b");
            for (int k = 0; k < 4; k++) {
                double col = w.getColumn(k).amaxNumber().doubleValue() + Math.abs(bias.getDouble(k));
                if (k < 2) {
                    assertTrue(col > 0, backend + ": output " + k + " (a present seat) learns");
                } else {
                    assertEquals(0, col, 0, backend + ": output " + k + " (an absent seat) gets no gradient");
                }
            }
        }
    }

    @Test
    @DisplayName("a 4-seat model file plays Cowboys 6x6 (2 players) and 8x8 for 4 through NetworkEvaluator, values from the first"
            + " outputs in seat order, ownership over the game's seats; another spec is refused by name")
    void oneModelPlaysTwoAndFourPlayers(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("seats.pzm");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(TWO, SEATS4), SEATS4, 5)) {
            Fixtures.perturb(net, 4);
            ModelFile.of(ModelMetadata.forGames(List.of(TWO, FOUR), SEATS4), net).save(file);
        }
        try (ModelFile m = ModelFile.load(file)) {
            assertEquals(4, m.metadata().config().seats(), "the file records the seats");
        }
        for (Game g : List.of(TWO, FOUR)) {
            int p = g.numPlayers();
            try (NetworkEvaluator ev = ModelFile.loadEvaluator(file, g)) {
                List<State> states = Fixtures.randomPositions(g, 5, 2);
                EvalBatch batch = new EvalBatch(g, states.size());
                states.forEach(batch::add);
                ev.evaluate(batch);
                for (int i = 0; i < states.size(); i++) {
                    double sum = 0;
                    for (int j = batch.legalOffset(i); j < batch.legalOffset(i + 1); j++) {
                        sum += batch.priors()[j];
                    }
                    assertEquals(1, sum, 1e-4, g.spec() + ": priors over the legal actions");
                    float[] obs = new float[g.observationSize()];
                    states.get(i).encode(obs);
                    float[] raw = new float[4];
                    ev.net().infer(obs, 1, new float[g.numActions()], raw);
                    int mover = batch.player(i);
                    for (int k = 0; k < p; k++) {
                        assertEquals(raw[k], batch.values()[i * p + (mover + k) % p], 1e-5, g.spec() + ": seat mover+" + k);
                    }
                    float[] own = ev.ownership(states.get(i));
                    assertEquals(g.observationShape()[1] * g.observationShape()[2], own.length / p, "one row per cell");
                    for (int c = 0; c < own.length / p; c++) {
                        double cell = 0;
                        for (int k = 0; k < p; k++) {
                            cell += own[c * p + k];
                        }
                        assertEquals(1, cell, 1e-4, g.spec() + ": ownership of cell " + c + " over the game's seats");
                    }
                }
            }
        }
        String e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, GameRegistry.parse("cowboys:size=7"))).getMessage();
        assertTrue(e.contains("'cowboys:size=7'") && e.contains("cowboys:players=4"), e);
    }

    @Test
    @DisplayName("a network of the game's own players is as before: no padding, the same encoding fingerprint, no seats in its file")
    void ownPlayersUnchanged() {
        NetConfig own = NetConfig.v2Defaults(TWO).withTower(1, 8);
        assertEquals(0, own.seats());
        assertNull(NetShape.of(TWO, own).padding());
        assertEquals(ModelMetadata.encodingOf(TWO), ModelMetadata.encodingOf(TWO, own));
        assertEquals(ModelMetadata.encodingOf(FOUR), ModelMetadata.encodingOf(FOUR, SEATS4), "4 seats is the 4-player game's own layout");
        assertNull(NetShape.of(FOUR, SEATS4).padding());
        assertNotEquals(ModelMetadata.encodingOf(TWO), ModelMetadata.encodingOf(TWO, SEATS4), "the padded layout is another encoding");
        String json = ModelMetadata.forGame(TWO, own).toJson();
        assertTrue(!json.contains("seats"), json);
        assertEquals(4, ModelMetadata.fromJson(ModelMetadata.forGames(List.of(TWO, FOUR), SEATS4).toJson(), "x").config().seats());
        assertEquals(ValueHead.PER_PLAYER, own.withSeats(4).valueHead(), "a padded network predicts per seat");
        assertThrows(IllegalArgumentException.class, () -> NetConfig.defaults(TWO).withSeats(4), "version 1 has no seats");
        String e = assertThrows(IllegalArgumentException.class, () -> NetShape.of(FOUR, SEATS4.withSeats(3))).getMessage();
        assertTrue(e.contains("cowboys:players=4"), e);
    }
}
