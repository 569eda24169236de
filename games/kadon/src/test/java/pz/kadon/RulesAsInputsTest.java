package pz.kadon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.testing.PolicyLayoutCheck;

/**
 * The rules as inputs (K-SEED-1 options as constant planes 41-42, one shape and one action layout for every spec) and
 * the convolutional policy layout ({@link KadonPolicy}): on random games of every seed reading, each legal action falls
 * on its own cell, and the plane and cell decode back to the action with fixed tables.
 */
class RulesAsInputsTest {
    static final List<String> SPECS = List.of("kadon", "kadon:overmatch", "kadon:placewins=off", "kadon:overmatch,placewins=off",
            "kadon:maxturns=20");

    @Test
    void everySpecHasOneShapeOneActionLayoutAndOneEncoding() {
        Game plain = GameRegistry.parse("kadon");
        assertArrayEquals(new int[] {43, 3, 3}, plain.observationShape());
        assertEquals("2", plain.encodingVersion());
        for (String spec : SPECS) {
            Game g = GameRegistry.parse(spec);
            assertArrayEquals(plain.observationShape(), g.observationShape(), spec);
            assertEquals(plain.numActions(), g.numActions(), spec);
            assertEquals(KadonPolicy.PLANES, g.policyPlanes(), spec);
            assertTrue(g.observesOptions(), spec + ": one network plays every spec");
            for (int a = 0; a < g.numActions(); a++) {
                assertEquals(plain.policyCell(a), g.policyCell(a), spec + ": the policy layout of action " + a);
            }
        }
    }

    @Test
    void eachOptionTogglesItsOwnConstantPlane() {
        // K-SEED-1: overmatch -> plane 41, placewins=off -> plane 42; nothing else differs at the start
        float[] plain = encodeStart("kadon");
        assertPlane(plain, 41, 0f);
        assertPlane(plain, 42, 0f);
        float[] over = encodeStart("kadon:overmatch");
        assertPlane(over, 41, 1f);
        assertPlane(over, 42, 0f);
        float[] off = encodeStart("kadon:placewins=off");
        assertPlane(off, 41, 0f);
        assertPlane(off, 42, 1f);
        float[] both = encodeStart("kadon:overmatch,placewins=off");
        assertPlane(both, 41, 1f);
        assertPlane(both, 42, 1f);
        for (float[] o : List.of(over, off, both)) {
            for (int i = 0; i < 41 * 9; i++) {
                assertEquals(plain[i], o[i], "plane " + i / 9 + " does not depend on the options");
            }
        }
        // the planes stay on through the game, for either mover
        Game g = GameRegistry.parse("kadon:overmatch,placewins=off");
        State s = g.newInitialState();
        int[] legal = new int[g.numActions()];
        SplittableRandom rnd = new SplittableRandom(7);
        float[] obs = new float[g.observationSize()];
        while (!s.isTerminal()) {
            s.apply(legal[rnd.nextInt(s.legalActions(legal))]);
            s.encode(obs);
            assertPlane(obs, 41, 1f);
            assertPlane(obs, 42, 1f);
        }
    }

    private static float[] encodeStart(String spec) {
        Game g = GameRegistry.parse(spec);
        float[] o = new float[g.observationSize()];
        g.newInitialState().encode(o);
        return o;
    }

    private static void assertPlane(float[] obs, int plane, float v) {
        for (int c = 0; c < 9; c++) {
            assertEquals(v, obs[plane * 9 + c], "plane " + plane + " cell " + c);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"kadon", "kadon:overmatch", "kadon:placewins=off", "kadon:overmatch,placewins=off"})
    void legalActionsFallOnDistinctCellsThatMeanTheAction(String spec) {
        Set<Integer> kinds = new HashSet<>();
        int checked = PolicyLayoutCheck.legalActionsOnDistinctCells(GameRegistry.parse(spec), 30, spec.hashCode(), p -> {
            assertEquals(p.action(), decode(p.plane(), p.cell()), p.where());
            int a = p.action();
            kinds.add(a < Rules.PIECE_BASE ? 0 : a < Rules.PASS ? 1 : a == Rules.PASS ? 2 : a < Rules.TRADE_BASE ? 3 : 4);
        });
        assertEquals(5, kinds.size(), spec + ": tiles, pieces, passes, moves and trades all seen");
        assertTrue(checked > 2000, "checked " + checked);
    }

    /** The action a plane and cell mean, decoded with the layout's fixed tables (KadonPolicy's javadoc). */
    private static int decode(int plane, int cell) {
        if (plane < 9) {
            return Rules.TILE_BASE + plane * 9 + cell;
        }
        if (plane < 12) {
            return Rules.PIECE_BASE + (plane - 9) * 9 + cell;
        }
        if (plane == 12) {
            assertEquals(4, cell, "pass is read at b2");
            return Rules.PASS;
        }
        int[] d = plane < 37 ? KadonPolicy.DISPLACEMENTS[plane - 13] : KadonPolicy.FORWARD[plane - 37];
        int file = cell % 3 + d[0];
        int rank = cell / 3 + d[1];
        assertTrue(file >= 0 && file < 3 && rank >= 0 && rank < 3, "plane " + plane + " from cell " + cell + " stays on the board");
        int to = rank * 3 + file;
        return plane < 37 ? Rules.MOVE_BASE + cell * 9 + to : Rules.TRADE_BASE + Rules.PAIR_ID[cell][to];
    }

    @Test
    void aMoveOntoItsOwnCellHasNoCell() {
        Game g = GameRegistry.parse("kadon");
        for (int c = 0; c < 9; c++) {
            assertEquals(-1, g.policyCell(Rules.MOVE_BASE + c * 9 + c), "move " + c + "-" + c + " is never legal");
        }
        assertEquals(-1, g.policyCell(Rules.NUM_ACTIONS));
    }
}
