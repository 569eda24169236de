package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.testing.PolicyLayoutCheck;

/**
 * The convolutional policy layout ({@link PolicyPlanes}): on random positions of every board, the legal actions
 * fall on distinct cells of the planes, and each plane means one move pattern, decoded here with fixed tables
 * that do not depend on the board: the move from the plane's cell in direction {@code plane / maxDistance} over
 * {@code plane % maxDistance + 1} cells lands on the action's to-square; the last plane is the shot's to-square.
 */
class PolicyPlanesTest {

    @ParameterizedTest
    @ValueSource(strings = {"amazons:size=6", "amazons:size=8", "amazons", "amazons:players=3", "amazons:players=4,setup=2",
        "amazons:hex", "cowboys:size=6", "cowboys:size=7", "cowboys", "cowboys:size=9", "cowboys:players=4"})
    void legalActionsFallOnDistinctCellsThatMeanTheMove(String spec) {
        Game game = GameRegistry.parse(spec);
        AmazonsGame g = (AmazonsGame) game;
        boolean hex = g.geo.hex;
        int[][] deltas = hex ? Geometry.HEX : g.knight ? Geometry.KNIGHT : Geometry.QUEEN;
        int maxDistance = g.knight ? 1 : hex ? 10 : 9;
        assertEquals(deltas.length * maxDistance + 1, game.policyPlanes(), "planes of " + spec);
        int w = game.observationShape()[2];
        int n = g.numCells;
        int checked = PolicyLayoutCheck.legalActionsOnDistinctCells(game, 4, spec.hashCode(), p -> {
            int a = p.action();
            if (a >= n * n) {
                assertEquals(game.policyPlanes() - 1, p.plane(), p.where() + ": the shot's plane");
                assertEquals(g.geo.grid[a - n * n], p.cell(), p.where() + ": the shot is read at its to-square");
            } else {
                assertEquals(g.geo.grid[a / n], p.cell(), p.where() + ": a move is read at its from-square");
                int[] d = deltas[p.plane() / maxDistance];
                int dist = p.plane() % maxDistance + 1;
                // grid rows run from the top: a step up in rank (or axial r) is a row down the grid
                int to = p.cell() - d[1] * dist * w + d[0] * dist;
                assertEquals(g.geo.grid[a % n], to, p.where());
            }
        });
        assertTrue(checked > 500, "checked " + checked);
    }

    @org.junit.jupiter.api.Test
    void theSameMoveIsTheSamePlaneOnEveryBoard() {
        // a1-a3 (up by two) and the arrow are the same planes on 6x6, 8x8 and 10x10; only the cell index moves
        for (String spec : new String[] {"amazons:size=6", "amazons:size=8", "amazons"}) {
            AmazonsGame g = (AmazonsGame) GameRegistry.parse(spec);
            int n = g.numCells;
            int cells = g.geo.height * g.geo.width;
            int a1 = g.geo.parseCell("a1");
            int a3 = g.geo.parseCell("a3");
            assertEquals(2 * 9 + 1, g.policyCell(a1 * n + a3) / cells, spec + ": up (QUEEN[2]) by 2");
            assertEquals(72, g.policyCell(n * n + a3) / cells, spec + ": the arrow plane");
            assertEquals(-1, g.policyCell(a1 * n + g.geo.parseCell("b3")), spec + ": a1-b3 is on no line");
        }
    }

    @org.junit.jupiter.api.Test
    void hexagonPlanesStartFromTheSquareMovesOfTheSameDirection() {
        // a hexagon plane (axial direction, distance) takes the 10x10 plane of the same grid step, distance 10 the
        // longest (9); the shot the shot; between two square boards every plane is its own; Cowboys' jumps have none
        Game hex = GameRegistry.parse("amazons:hex");
        Game square = GameRegistry.parse("amazons");
        int[] s = hex.policyPlaneSources(square);
        assertEquals(61, s.length);
        for (int d = 0; d < Geometry.HEX.length; d++) {
            int q = -1;
            for (int k = 0; k < Geometry.QUEEN.length; k++) {
                if (java.util.Arrays.equals(Geometry.QUEEN[k], Geometry.HEX[d])) {
                    q = k;
                }
            }
            for (int dist = 1; dist <= 10; dist++) {
                assertEquals(q * 9 + Math.min(dist, 9) - 1, s[d * 10 + dist - 1], "direction " + d + ", distance " + dist);
            }
        }
        assertEquals(6 * 9 + 1, s[4 * 10 + 1], "axial (1,-1) by 2 is the square's (1,-1) (QUEEN[6]) by 2");
        assertEquals(72, s[60], "the shot");
        int[] back = square.policyPlaneSources(hex);
        assertEquals(-1, back[4 * 9], "(1,1) is no hexagon direction");
        assertEquals(2 * 10 + 8, back[2 * 9 + 8], "up by 9 is the hexagon's up by 9");
        assertEquals(java.util.stream.IntStream.range(0, 73).boxed().toList(),
                java.util.Arrays.stream(GameRegistry.parse("amazons:size=6").policyPlaneSources(square)).boxed().toList());
        assertEquals(null, GameRegistry.parse("cowboys").policyPlaneSources(square));
        assertEquals(null, hex.policyPlaneSources(GameRegistry.parse("cowboys")));
    }
}
