package pz.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * {@link PolicyCarry}: the shipped Amazons 10x10 network carried over to the hexagon's policy layout computes, on hexagon
 * positions, what the 10x10 network computes there with each hexagon move read on its source plane: the same values,
 * ownership and policy logits (the tower and heads are the same weights; only the policy output's planes moved).
 */
class PolicyCarryTest {
    static final Path SHIPPED = Path.of("shipped/amazons.pzm");
    static final Game HEX = GameRegistry.parse("amazons:hex");

    @Test
    @DisplayName("carried to the hexagon: every logit is the 10x10 network's on the source plane of its move, values and ownership unchanged")
    void carriedNetworkReadsEachMoveOnItsSourcePlane() {
        try (ModelFile own = ModelFile.load(SHIPPED)) {
            Game square = GameRegistry.parse(own.metadata().gameSpec());
            NetConfig c = own.metadata().config();
            int[] sources = HEX.policyPlaneSources(square);
            NetShape hex = NetShape.of(HEX, c);
            int grid = hex.height() * hex.width();
            int[] cells = hex.policy().cells().clone();
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] >= 0) {
                    cells[i] = sources[cells[i] / grid] * grid + cells[i] % grid; // the move's source plane, the same cell
                }
            }
            NetShape reference = new NetShape(hex.channels(), hex.height(), hex.width(), hex.numActions(), hex.numPlayers(),
                    hex.minReturn(), hex.maxReturn(), new NetShape.SpatialPolicy(square.policyPlanes(), cells));
            try (PolicyValueNet carried = PolicyCarry.carried(own.net(), HEX, sources);
                    PolicyValueNet before = own.net().copyFor(reference)) {
                assertEquals(HEX.policyPlanes(), carried.shape().policy().planes());
                List<State> states = new ArrayList<>();
                for (long seed = 1; seed <= 3; seed++) {
                    List<State> game = Fixtures.randomPositions(HEX, 30, seed);
                    states.addAll(List.of(game.get(0), game.get(7), game.get(20)));
                }
                int n = HEX.numActions();
                int legal = 0;
                for (State s : states) {
                    float[] obs = new float[HEX.observationSize()];
                    s.encode(obs);
                    float[] l0 = new float[n];
                    float[] v0 = new float[3];
                    float[] o0 = new float[2 * grid];
                    before.infer(obs, 1, l0, v0, o0);
                    float[] l1 = new float[n];
                    float[] v1 = new float[3];
                    float[] o1 = new float[2 * grid];
                    carried.infer(obs, 1, l1, v1, o1);
                    for (int a = 0; a < n; a++) {
                        if (hex.policy().cells()[a] >= 0) {
                            assertEquals(l0[a], l1[a], 1e-4, "logit of policy index " + a);
                            legal++;
                        }
                    }
                    for (int k = 0; k < 3; k++) {
                        assertEquals(v0[k], v1[k], 1e-5, "value output " + k);
                    }
                    for (int k = 0; k < o0.length; k++) {
                        assertEquals(o0[k], o1[k], 1e-5, "ownership " + k);
                    }
                }
                assertTrue(legal > 1000, "logits compared: " + legal);
            }
        }
    }

    @Test
    @DisplayName("a network that is not version 2, or sources of another length, are refused")
    void refusals() {
        try (ModelFile own = ModelFile.load(SHIPPED)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PolicyCarry.carried(own.net(), HEX, new int[3]));
            assertTrue(e.getMessage().contains("cannot carry"), e.getMessage());
        }
        NetConfig v1 = NetConfig.tiny(HEX);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(HEX, v1), v1, 1)) {
            assertThrows(IllegalArgumentException.class, () -> PolicyCarry.carried(net, HEX, new int[HEX.policyPlanes()]));
        }
    }

    @Test
    @DisplayName("the policy output's columns: each plane from its source, zeros for none")
    void planes() {
        // [rows=2, old planes=3] -> sources {2, -1, 0}
        float[] r = PolicyCarry.planes(new float[] {1, 2, 3, 4, 5, 6}, 3, new int[] {2, -1, 0});
        assertEquals(List.of(3f, 0f, 1f, 6f, 0f, 4f), List.of(r[0], r[1], r[2], r[3], r[4], r[5]));
    }
}
