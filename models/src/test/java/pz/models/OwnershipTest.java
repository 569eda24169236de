package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.nd4j.autodiff.samediff.SameDiff;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.OwnershipSource;

/** The ownership head at inference ({@link OwnershipSource}): the fast ops against SameDiff, and the committed v2 Cowboys model. */
class OwnershipTest {
    /** The first v2 model (Cowboys 8x8, 1,856 games; models/wip/README.md). */
    static final Path WIP = Path.of("wip", "cowboys-v2-1856.pzm");

    @Test
    @DisplayName("inference's ownership (mover's frame) is the softmax per cell of the SameDiff graph's ownership logits, at a padded batch")
    void inferenceEqualsSameDiff() {
        Game game = GameRegistry.parse("amazons:size=6");
        NetShape shape = NetShape.of(game, NetworkV2Test.TINY_V2);
        List<State> states = Fixtures.randomPositions(game, 11, 3);
        int n = states.size();
        float[] obs = new float[n * shape.observationSize()];
        float[] one = new float[shape.observationSize()];
        for (int i = 0; i < n; i++) {
            states.get(i).encode(one);
            System.arraycopy(one, 0, obs, i * one.length, one.length);
        }
        int players = shape.numPlayers();
        try (PolicyValueNet net = PolicyValueNet.create(shape, NetworkV2Test.TINY_V2, 5)) {
            Fixtures.perturb(net, 3);
            float[] own = new float[n * shape.cells() * players];
            net.infer(obs, n, new float[n * shape.numActions()], new float[n * 3], own);
            INDArray x = Nd4j.createUninitialized(DataType.FLOAT, n, shape.height(), shape.width(), shape.channels());
            PolicyValueNet.packNhwc(shape, obs, n, x);
            SameDiff sd = Graph.build(shape, NetworkV2Test.TINY_V2, net.params(), false);
            float[] logits = sd.output(Map.of(Graph.OBS, x), Graph.OWNERSHIP).get(Graph.OWNERSHIP).dup().data().asFloat();
            for (int row = 0; row < logits.length; row += players) {
                NetworkEvaluator.softmaxInPlace(logits, row, row + players);
            }
            assertArrayEquals(logits, own, 1e-5f);
            try (PolicyValueNet onSameDiff = net.copy(NetBackend.SAMEDIFF)) {
                float[] own2 = new float[own.length];
                onSameDiff.infer(obs, n, new float[n * shape.numActions()], new float[n * 3], own2);
                assertArrayEquals(own, own2, 1e-5f, "the samediff backend's ownership map is the fast backend's");
            }
        }
    }

    @Test
    @DisplayName("the committed v2 Cowboys model's ownership map: one probability per cell and seat, each cell's summing to 1, changing with"
            + " the position; each side's home half predicted its own, whoever is to move (seat order, not the mover's frame)")
    void committedModelOwnership() {
        Game game = GameRegistry.parse("cowboys");
        try (NetworkEvaluator ev = ModelFile.loadEvaluator(WIP, game)) {
            assertTrue(ev.hasOwnership());
            State white = game.newInitialState();
            State black = white.copy();
            int[] legal = new int[game.numActions()];
            while (black.currentPlayer() == 0) { // White's move and shot: Black to move, the board nearly as at the start
                black.legalActions(legal);
                black.apply(legal[0]);
            }
            float[] w = ev.ownership(white);
            float[] b = ev.ownership(black);
            assertEquals(64 * 2, w.length, "8x8 cells x 2 seats");
            for (float[] map : List.of(w, b)) {
                for (int c = 0; c < 64; c++) {
                    assertTrue(map[2 * c] >= 0 && map[2 * c] <= 1 && map[2 * c + 1] >= 0, "probabilities at cell " + c);
                    assertEquals(1.0, map[2 * c] + map[2 * c + 1], 1e-5, "cell " + c + "'s probabilities sum to 1");
                }
                // White starts on rows 1-3 (the bottom of the grid, whose row 0 is the top), Black on rows 6-8
                assertTrue(meanWhite(map, 5, 8) > meanWhite(map, 0, 3) + 0.1,
                        "White's half is White's: bottom " + meanWhite(map, 5, 8) + ", top " + meanWhite(map, 0, 3));
            }
            double moved = 0;
            for (int i = 0; i < w.length; i++) {
                moved = Math.max(moved, Math.abs(w[i] - b[i]));
            }
            assertTrue(moved > 0.05, "the map changes with the position: largest change " + moved);
            assertArrayEquals(w, ev.ownership(white), 1e-6f, "the same position gives the same map");
        }
    }

    /** The mean probability that White owns the cells of grid rows {@code from..to-1} (8 cells a row). */
    private static double meanWhite(float[] map, int from, int to) {
        double sum = 0;
        for (int c = from * 8; c < to * 8; c++) {
            sum += map[2 * c];
        }
        return sum / ((to - from) * 8);
    }

    @Test
    @DisplayName("Proteus turns the board for Black: the map's absolute cell c is the head's output at the turned cell 63 - c,"
            + " its mover-first columns turned back into seat order; for White, cell c itself")
    void proteusMapIsTurnedBackForBlack() {
        Game game = GameRegistry.parse("proteus");
        NetShape shape = NetShape.of(game, NetworkV2Test.TINY_V2);
        try (NetworkEvaluator ev = new NetworkEvaluator(PolicyValueNet.create(shape, NetworkV2Test.TINY_V2, 7), true)) {
            Fixtures.perturb(ev.net(), 3);
            for (State s : Fixtures.randomPositions(game, 6, 4)) {
                int mover = s.currentPlayer();
                float[] obs = new float[shape.observationSize()];
                s.encode(obs);
                float[] head = new float[64 * 2];
                ev.net().infer(obs, 1, new float[shape.numActions()], new float[3], head);
                float[] map = ev.ownership(s);
                for (int c = 0; c < 64; c++) {
                    int at = mover == 0 ? c : 63 - c;
                    assertEquals(head[at * 2], map[c * 2 + mover], 1e-6f, s.position() + ": the mover's column at cell " + c);
                    assertEquals(head[at * 2 + 1], map[c * 2 + (1 - mover)], 1e-6f, s.position() + ": the opponent's at cell " + c);
                }
            }
        }
    }

    @Test
    @DisplayName("a network without an ownership head says so and refuses to predict; chance and terminal states are refused")
    void refusals() {
        Game game = GameRegistry.parse("amazons:size=6");
        NetConfig noHead = new NetConfig(1, 8, 4, 4, 8, ValueHead.WDL, false, new NetConfig.V2(1, 4, true, 0));
        try (NetworkEvaluator ev = new NetworkEvaluator(PolicyValueNet.create(NetShape.of(game, noHead), noHead, 1), true)) {
            assertFalse(ev.hasOwnership());
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> ev.ownership(game.newInitialState()));
            assertTrue(e.getMessage().contains("no ownership head"), e.getMessage());
        }
        try (NetworkEvaluator ev = new NetworkEvaluator(PolicyValueNet.create(NetShape.of(game, NetworkV2Test.TINY_V2),
                NetworkV2Test.TINY_V2, 1), true)) {
            State end = game.newInitialState();
            int[] legal = new int[game.numActions()];
            while (!end.isTerminal()) {
                end.legalActions(legal);
                end.apply(legal[0]);
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ev.ownership(end));
            assertTrue(e.getMessage().contains("terminal"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> ev.ownership(GameRegistry.parse("amazons:size=8").newInitialState()),
                    "a state of another board");
        }
    }
}
