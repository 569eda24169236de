package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.State;
import pz.mcts.EvalBatch;

class NetworkTest {

    @Test
    @DisplayName("outputs have numActions logits and one WDL triple per position, for any batch size")
    void outputShapes() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        assertEquals(new NetShape(3, 3, 3, 9, 2), net.shape());
        assertEquals(3, net.valueOutputs());
        for (int n : new int[] {1, 5}) {
            float[] obs = new float[n * 27];
            float[] logits = new float[n * 9 + 1];
            float[] value = new float[n * 3 + 1];
            logits[n * 9] = 42f;
            value[n * 3] = 42f;
            net.infer(obs, n, logits, value);
            assertEquals(42f, logits[n * 9], "wrote past n*numActions");
            assertEquals(42f, value[n * 3], "wrote past n*valueOutputs");
            assertTrue(Math.abs(logits[n * 9 - 1]) > 0, "last logit written");
        }
    }

    @Test
    @DisplayName("batches padded to a plan bucket (9 -> 16 rows) give the same outputs as each position alone")
    void bucketedBatchesMatchSingles() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        int n = 9;
        TrainBatch b = Fixtures.batch(Fixtures.TICTACTOE, n, 6);
        float[] logits = new float[n * 9];
        float[] values = new float[n * 3];
        net.infer(b.observations(), n, logits, values);
        for (int i = 0; i < n; i++) {
            float[] one = java.util.Arrays.copyOfRange(b.observations(), i * 27, i * 27 + 27);
            float[] l = new float[9];
            float[] v = new float[3];
            net.infer(one, 1, l, v);
            assertArrayEquals(l, java.util.Arrays.copyOfRange(logits, i * 9, i * 9 + 9), 1e-5f);
            assertArrayEquals(v, java.util.Arrays.copyOfRange(values, i * 3, i * 3 + 3), 1e-5f);
        }
        assertEquals(16, FastForward.bucket(9));
        assertEquals(128, FastForward.bucket(128));
        assertEquals(320, FastForward.bucket(257));
    }

    @Test
    @DisplayName("the direct-op inference path equals the SameDiff training graph")
    void fastPathMatchesGraph() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        int n = 7;
        TrainBatch b = Fixtures.batch(Fixtures.TICTACTOE, n, 3);
        float[] l1 = new float[n * 9];
        float[] v1 = new float[n * 3];
        float[] l2 = new float[n * 9];
        float[] v2 = new float[n * 3];
        net.infer(b.observations(), n, l1, v1);
        new SameDiffForward(net.shape(), net.config(), net.params()).run(b.observations(), n, l2, v2);
        assertArrayEquals(l2, l1, 1e-4f);
        assertArrayEquals(v2, v1, 1e-4f);
    }

    @Test
    @DisplayName("masking: priors cover legal actions only, are a softmax of their logits, and sum to 1")
    void priorsMaskIllegalActions() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        List<State> states = Fixtures.randomPositions(Fixtures.TICTACTOE, 12, 9);
        EvalBatch batch = new EvalBatch(Fixtures.TICTACTOE, 16);
        for (State s : states) {
            batch.add(s);
        }
        new NetworkEvaluator(net, false).evaluate(batch);
        float[] logits = new float[states.size() * 9];
        net.infer(batch.observations(), states.size(), logits, new float[states.size() * 3]);
        boolean sawIllegal = false;
        for (int i = 0; i < states.size(); i++) {
            int from = batch.legalOffset(i);
            int to = batch.legalOffset(i + 1);
            // Full softmax over all nine cells, then renormalised over the legal ones: must agree.
            double all = 0;
            for (int a = 0; a < 9; a++) {
                all += Math.exp(logits[i * 9 + a]);
            }
            double legalMass = 0;
            for (int j = from; j < to; j++) {
                legalMass += Math.exp(logits[i * 9 + batch.legalActions()[j]]) / all;
            }
            double sum = 0;
            for (int j = from; j < to; j++) {
                int a = batch.legalActions()[j];
                double expected = Math.exp(logits[i * 9 + a]) / all / legalMass;
                assertEquals(expected, batch.priors()[j], 1e-5, "prior of action " + a);
                assertTrue(batch.priors()[j] > 0);
                sum += batch.priors()[j];
            }
            assertEquals(1.0, sum, 1e-5);
            sawIllegal |= to - from < 9;
        }
        assertTrue(sawIllegal, "some positions have taken cells (illegal actions)");
    }

    @Test
    @DisplayName("values per seat: the mover's WDL value goes to EvalBatch.player(i), the opponent gets its negation")
    void valuesPerPlayer() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        List<State> states = Fixtures.randomPositions(Fixtures.TICTACTOE, 6, 4);
        EvalBatch batch = new EvalBatch(Fixtures.TICTACTOE, 8);
        for (State s : states) {
            batch.add(s);
        }
        new NetworkEvaluator(net, false).evaluate(batch);
        float[] raw = new float[states.size() * 3];
        net.infer(batch.observations(), states.size(), new float[states.size() * 9], raw);
        for (int i = 0; i < states.size(); i++) {
            double m = Math.max(raw[3 * i], Math.max(raw[3 * i + 1], raw[3 * i + 2]));
            double w = Math.exp(raw[3 * i] - m);
            double d = Math.exp(raw[3 * i + 1] - m);
            double l = Math.exp(raw[3 * i + 2] - m);
            double u = (w - l) / (w + d + l);
            int mover = states.get(i).currentPlayer();
            assertEquals(u, batch.values()[2 * i + mover], 1e-5, "mover's value");
            assertEquals(-u, batch.values()[2 * i + 1 - mover], 1e-5, "opponent's value");
        }
    }

    @Test
    @DisplayName("ValueAdapter rotates per-player outputs from the mover's frame to seat order (3 players)")
    void perPlayerRotation() {
        NetShape s = new NetShape(1, 1, 1, 2, 3, 0, 2);
        float[] out = new float[3];
        ValueAdapter.toSeats(s, ValueHead.PER_PLAYER, new float[] {0.5f, -1f, 0f}, 0, 1, out, 0);
        // returns 0..2: normalised u maps to 1 + u
        assertArrayEquals(new float[] {1f, 1.5f, 0f}, out, 1e-6f);
        float[] targets = new float[3];
        ValueAdapter.toTargets(s, ValueHead.PER_PLAYER, new float[] {1f, 1.5f, 0f}, 0, 1, targets, 0);
        assertArrayEquals(new float[] {0.5f, -1f, 0f}, targets, 1e-6f);
    }

    @Test
    @DisplayName("WDL targets keep the expected value: u=0.5 gives win 0.5, draw 0.5, loss 0")
    void wdlTargets() {
        NetShape s = new NetShape(1, 1, 1, 2, 2);
        float[] t = new float[3];
        ValueAdapter.toTargets(s, ValueHead.WDL, new float[] {-0.5f, 0.5f}, 0, 1, t, 0);
        assertArrayEquals(new float[] {0.5f, 0.5f, 0f}, t, 1e-6f);
    }

    @Test
    @DisplayName("a network for a 1x1-board game (pig) with per-position outputs works")
    void pigShapes() {
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(Fixtures.PIG), NetConfig.tiny(Fixtures.PIG), 2);
             NetworkEvaluator ev = new NetworkEvaluator(net, false)) {
            EvalBatch batch = new EvalBatch(Fixtures.PIG, 4);
            for (State s : Fixtures.randomPositions(Fixtures.PIG, 3, 1)) {
                batch.add(s);
            }
            ev.evaluate(batch);
            for (int i = 0; i < 3; i++) {
                assertEquals(-batch.values()[2 * i], batch.values()[2 * i + 1], 1e-6);
            }
        }
    }

    @Test
    @DisplayName("an evaluator refuses a batch of another game")
    void refusesOtherGame() {
        NetworkEvaluator ev = new NetworkEvaluator(Fixtures.tictactoeNet(), false);
        EvalBatch batch = new EvalBatch(Fixtures.PIG, 2);
        batch.add(Fixtures.PIG.newInitialState());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ev.evaluate(batch));
        assertTrue(e.getMessage().contains("pig"), e.getMessage());
    }

    @Test
    @DisplayName("get/setParameters round-trips and a copy is independent")
    void parametersRoundTrip() {
        PolicyValueNet net = Fixtures.tictactoeNet();
        Map<String, float[]> p = net.getParameters();
        try (PolicyValueNet copy = net.copy()) {
            Fixtures.perturb(copy, 99);
            assertTrue(p.get("stem_w")[0] != copy.getParameters().get("stem_w")[0]);
            copy.setParameters(p);
            assertArrayEquals(p.get("val_fc2_w"), copy.getParameters().get("val_fc2_w"));
        }
        assertArrayEquals(p.get("stem_w"), net.getParameters().get("stem_w"));
    }

    @Test
    @DisplayName("default heads read at least 64 features: 8 planes on a 3x3 board (tictactoe, Kadon), 2 from 6x6 up")
    void headPlanesWidenOnSmallBoards() {
        NetConfig ttt = NetConfig.defaults(pz.engine.GameRegistry.parse("tictactoe"));
        assertEquals(8, ttt.policyChannels());
        assertEquals(8, ttt.valueChannels());
        assertEquals(2, NetConfig.headChannels(36, 2));
        assertEquals(2, NetConfig.headChannels(64, 2));
        assertEquals(4, NetConfig.headChannels(16, 2));
        assertEquals(NetConfig.defaults(true).blocks(), ttt.blocks());
    }
}
