package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.EvalBatch;

/**
 * {@link SeatCarry}: the shipped 2-player Cowboys 8x8 model (WDL value head, ownership of 2 planes) carried over to a
 * network of 4 seats computes what it did on 2-player positions, and plays the 4-player spec.
 */
class SeatCarryTest {
    static final Path SHIPPED = Path.of("shipped/cowboys.pzm");
    static final Game FOUR = GameRegistry.parse("cowboys:players=4");

    @Test
    @DisplayName("on Cowboys 8x8 and 6x6 positions the carried 4-seat model gives the old policy logits and ownership of the 2"
            + " seats, and values near the old p(win) - p(loss)")
    void carriedModelComputesWhatTheOldOneDid() {
        for (String spec : List.of("cowboys", "cowboys:size=6")) {
            Game g = GameRegistry.parse(spec);
            try (ModelFile own = ModelFile.load(SHIPPED)) {
                NetConfig to = own.metadata().config().withSeats(4);
                try (PolicyValueNet carried8 = SeatCarry.carried(own.net(), GameRegistry.parse(own.metadata().gameSpec()), to);
                        NetworkEvaluator carried = new NetworkEvaluator(carried8.copyFor(NetShape.of(g, to)), true);
                        NetworkEvaluator before = new NetworkEvaluator(own.net().copyFor(NetShape.of(g, own.metadata().config())), true)) {
                    assertEquals(4, carried.net().shape().seats());
                    compare(g, before, carried);
                }
            }
        }
    }

    private static void compare(Game g, NetworkEvaluator before, NetworkEvaluator carried) {
        List<State> states = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            List<State> game = Fixtures.randomPositions(g, 40, seed);
            states.addAll(List.of(game.get(5), game.get(17), game.get(29)));
        }
        int n = g.numActions();
        double diff = 0;
        double worst = 0;
        for (State s : states) {
            float[] obs = new float[g.observationSize()];
            s.encode(obs);
            float[] logits0 = new float[n];
            float[] wdl = new float[3];
            before.net().infer(obs, 1, logits0, wdl);
            float[] logits1 = new float[n];
            float[] tanh = new float[4];
            carried.net().infer(obs, 1, logits1, tanh);
            for (int a = 0; a < n; a++) {
                assertEquals(logits0[a], logits1[a], 1e-4, g.spec() + ": policy logit " + a);
            }
            float[] own0 = before.ownership(s);
            float[] own1 = carried.ownership(s);
            assertEquals(own0.length, own1.length);
            for (int c = 0; c < own0.length; c++) {
                assertEquals(own0[c], own1[c], 1e-4, g.spec() + ": ownership share " + c);
            }
            double m = Math.max(wdl[0], Math.max(wdl[1], wdl[2]));
            double ew = Math.exp(wdl[0] - m);
            double ed = Math.exp(wdl[1] - m);
            double el = Math.exp(wdl[2] - m);
            double u = (ew - el) / (ew + ed + el);
            assertEquals(-tanh[0], tanh[1], 1e-6, "the second seat's value is the mover's negated");
            assertEquals(0, tanh[2], 0, "an absent seat's value starts at 0");
            diff += Math.abs(tanh[0] - u);
            worst = Math.max(worst, Math.abs(tanh[0] - u));
        }
        diff /= states.size();
        System.err.printf(Locale.ROOT, "%s: carried value vs old p(win) - p(loss) on %d positions: mean |diff| %.2e, max %.2e%n",
                g.spec(), states.size(), diff, worst);
        assertTrue(diff < 0.05, g.spec() + ": values start near the old ones, mean |diff| " + diff);
    }

    @Test
    @DisplayName("the carried model plays cowboys:players=4 through NetworkEvaluator: finite values for the 4 seats in the return range")
    void carriedModelPlaysFourPlayers() {
        try (ModelFile own = ModelFile.load(SHIPPED)) {
            NetConfig to = own.metadata().config().withSeats(4);
            try (PolicyValueNet carried = SeatCarry.carried(own.net(), GameRegistry.parse(own.metadata().gameSpec()), to);
                    NetworkEvaluator ev = new NetworkEvaluator(carried.copyFor(NetShape.of(FOUR, to)), true)) {
                List<State> states = Fixtures.randomPositions(FOUR, 6, 4);
                EvalBatch batch = new EvalBatch(FOUR, states.size());
                states.forEach(batch::add);
                ev.evaluate(batch);
                assertEquals(4, FOUR.numPlayers());
                for (int i = 0; i < states.size() * 4; i++) {
                    float v = batch.values()[i];
                    assertTrue(Float.isFinite(v) && v >= FOUR.minReturn() && v <= FOUR.maxReturn(), "seat value " + i + " in range: " + v);
                }
            }
        }
    }

    @Test
    @DisplayName("a stem of appended or padded planes: each input plane gets the weights of the old plane it copies (the first"
            + " copy only), constant planes zeros")
    void remapStem() {
        // [1, 1, in=2, out=2]: plane 0 -> {1, 2}, plane 1 -> {3, 4}
        float[] w = {1, 2, 3, 4};
        float[] r = SeatCarry.remapStem(w, new long[] {1, 1, 4, 2}, new int[] {1, pz.engine.Game.SEAT_PLANE_ONE, 0, 1});
        assertEquals(List.of(3f, 4f, 0f, 0f, 1f, 2f, 0f, 0f), toList(r));
    }

    private static List<Float> toList(float[] a) {
        List<Float> l = new ArrayList<>();
        for (float f : a) {
            l.add(f);
        }
        return l;
    }
}
