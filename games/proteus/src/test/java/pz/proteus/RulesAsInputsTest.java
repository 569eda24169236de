package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.testing.PolicyLayoutCheck;

/**
 * The rules as inputs (N-SPEC-1 options as the constant variant planes 25-31, one shape and one action layout for every
 * combination) and the convolutional policy layout ({@link PolicyPlanes}): on random games of every variant, each legal
 * decision falls on its own cell, and its plane and cell decode back to the action in the mover's frame.
 */
class RulesAsInputsTest {
    /** Each option and the variant plane it lights (P-VAR-*). */
    static final Map<String, Integer> PLANE_OF = Map.of("proteus:tradeoff", 25, "proteus:roulette=before", 26,
            "proteus:roulette=after", 27, "proteus:wallstreet=open", 28, "proteus:wallstreet=secret", 29, "proteus:polarity", 30,
            "proteus:warhorses", 31);

    @Test
    void everyCombinationHasOneShapeOneLayoutAndOneEncoding() {
        Game plain = GameRegistry.parse("proteus");
        for (String spec : List.of("proteus:tradeoff", "proteus:roulette=before", "proteus:wallstreet=secret,budget=30",
                "proteus:polarity,warhorses", "proteus:polarity,roulette=after,tradeoff,warhorses,wallstreet=open,maxturns=40")) {
            Game g = GameRegistry.parse(spec);
            assertArrayEquals(plain.observationShape(), g.observationShape(), spec);
            assertEquals(plain.numActions(), g.numActions(), spec);
            assertEquals(plain.encodingVersion(), g.encodingVersion(), spec);
            assertEquals(PolicyPlanes.PLANES, g.policyPlanes(), spec);
            assertTrue(g.observesOptions(), spec);
            for (int a = 0; a < g.numActions(); a++) {
                assertEquals(plain.policyCell(a), g.policyCell(a), spec + ": the policy layout of action " + a);
            }
        }
    }

    @Test
    void eachOptionTogglesItsOwnConstantPlane() {
        for (Map.Entry<String, Integer> e : PLANE_OF.entrySet()) {
            Game g = GameRegistry.parse(e.getKey());
            float[] o = new float[g.observationSize()];
            g.newInitialState().encode(o);
            for (int plane = 25; plane <= 31; plane++) {
                float want = plane == e.getValue() ? 1f : 0f;
                for (int c = 0; c < 64; c++) {
                    assertEquals(want, o[plane * 64 + c], e.getKey() + ": plane " + plane);
                }
            }
        }
        Game all = GameRegistry.parse("proteus:polarity,roulette=after,tradeoff,warhorses");
        float[] o = new float[all.observationSize()];
        all.newInitialState().encode(o);
        for (int plane : new int[] {25, 27, 30, 31}) {
            assertEquals(1f, o[plane * 64 + 37], "combined: plane " + plane);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"proteus", "proteus:tradeoff", "proteus:roulette=before", "proteus:roulette=after", "proteus:polarity",
        "proteus:warhorses", "proteus:wallstreet=open", "proteus:wallstreet=secret,budget=30",
        "proteus:polarity,roulette=after,tradeoff,warhorses,wallstreet=open"})
    void legalActionsFallOnDistinctCellsThatMeanTheAction(String spec) {
        ProteusGame g = (ProteusGame) GameRegistry.parse(spec);
        int checked = PolicyLayoutCheck.legalActionsOnDistinctCells(g, 6, spec.hashCode(),
                p -> assertEquals(g.policyIndex(p.action(), p.player()), decode(g, p.plane(), p.cell()), p.where()));
        assertTrue(checked > 1000, "checked " + checked);
    }

    /** The policy index a plane and grid cell mean, decoded with the layout's fixed tables (PolicyPlanes's javadoc). */
    private static int decode(ProteusGame g, int plane, int cell) {
        int sq = (7 - cell / 8) * 8 + cell % 8; // the mover's board, its first rank at the bottom
        if (plane < PolicyPlanes.ROTATE_PLANE) {
            int[] d = plane < PolicyPlanes.KNIGHT_PLANE ? PolicyPlanes.QUEEN[plane / 7] : PolicyPlanes.KNIGHT[plane - PolicyPlanes.KNIGHT_PLANE];
            int distance = plane < PolicyPlanes.KNIGHT_PLANE ? plane % 7 + 1 : 1;
            int file = sq % 8 + d[0] * distance;
            int rank = sq / 8 + d[1] * distance;
            assertTrue(file >= 0 && file < 8 && rank >= 0 && rank < 8, "plane " + plane + " from " + sq + " stays on the board");
            return sq * 64 + rank * 8 + file;
        }
        if (plane < PolicyPlanes.DOUBLE_PLANE) {
            return g.rot + sq * 2 + plane - PolicyPlanes.ROTATE_PLANE;
        }
        if (plane < PolicyPlanes.PLACE_PLANE) {
            return g.drot + sq * 2 + plane - PolicyPlanes.DOUBLE_PLANE;
        }
        if (plane < PolicyPlanes.BUY_PLANE) {
            return g.place + (plane - PolicyPlanes.PLACE_PLANE) * 64 + sq;
        }
        return plane == PolicyPlanes.BUY_PLANE ? g.buy + cell : g.roll + cell;
    }

    @Test
    void thePawnsStepIsTheSamePlaneForEitherColour() {
        // in the mover's frame forward is up the board for White and Black alike: b2-b3 and g7-g6 are plane N by 1,
        // and the board turned by 180 degrees puts Black's g7 where White's b2 is
        ProteusGame g = (ProteusGame) GameRegistry.parse("proteus");
        int b2b3 = 9 * 64 + 17;
        int g7g6 = 54 * 64 + 46;
        assertEquals(0, g.policyCell(b2b3, 0) / 64);
        assertEquals(0, g.policyCell(g7g6, 1) / 64);
        assertEquals(Observation.cell(9, 0), g.policyCell(b2b3, 0) % 64, "read at b2, the from-square");
        assertEquals(g.policyCell(b2b3, 0), g.policyCell(g7g6, 1), "g7-g6 by Black is b2-b3 on the turned board");
        assertEquals(PolicyPlanes.KNIGHT_PLANE, g.policyCell(1 * 64 + 18, 0) / 64, "b1-c3 is the first knight leap");
        assertEquals(-1, g.policyCell(11, 0), "a1-d2 is on no line nor a leap: never legal");
    }
}
