package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * {@link Game#seatPlanes}: Amazons and Cowboys laid out for more seats than they have players, so that one network reads
 * every player count of a family. The padded observation is the own one with the absent seats shown as seats that are out.
 */
class SeatPlanesTest {

    /** The observation of {@code s} in its game's layout for {@code seats} seats: the own planes moved, constant planes added. */
    static float[] padded(State s, int seats) {
        Game g = s.game();
        int[] map = g.seatPlanes(seats);
        int cells = g.observationShape()[1] * g.observationShape()[2];
        float[] own = new float[g.observationSize()];
        s.encode(own);
        float[] out = new float[map.length * cells];
        for (int k = 0; k < map.length; k++) {
            for (int c = 0; c < cells; c++) {
                out[k * cells + c] = map[k] >= 0 ? own[map[k] * cells + c] : map[k] == Game.SEAT_PLANE_ONE ? 1f : 0f;
            }
        }
        return out;
    }

    /** Positions of a random game of {@code spec}, every decision state of it. */
    static void forEachPosition(String spec, long seed, java.util.function.Consumer<State> check) {
        Game g = GameRegistry.parse(spec);
        State s = g.newInitialState();
        Random r = new Random(seed);
        int[] legal = new int[g.numActions()];
        while (!s.isTerminal()) {
            check.accept(s);
            int n = s.legalActions(legal);
            s.apply(legal[r.nextInt(n)]);
        }
        check.accept(s);
    }

    private static float[] plane(float[] obs, int k, int cells) {
        return Arrays.copyOfRange(obs, k * cells, (k + 1) * cells);
    }

    @Test
    @DisplayName("a two-player Cowboys position for 4 seats: the own planes in the 4-player places, seats 2 and 3 empty and eliminated")
    void twoPlayerCowboysLooksLikeFourPlayersWithTwoOut() {
        for (String spec : new String[] {"cowboys:size=6", "cowboys"}) {
            Game g = GameRegistry.parse(spec);
            Game four = GameRegistry.parse("cowboys:players=4");
            int cells = g.observationShape()[1] * g.observationShape()[2];
            assertEquals(four.observationShape()[0], g.seatPlanes(4).length, spec + ": the 4-player layout's planes");
            float[] ones = new float[cells];
            Arrays.fill(ones, 1f);
            float[] zeros = new float[cells];
            forEachPosition(spec, 7, s -> {
                float[] own = new float[g.observationSize()];
                s.encode(own);
                float[] p = padded(s, 4);
                assertArrayEquals(plane(own, 0, cells), plane(p, 0, cells), "mover's pieces");
                assertArrayEquals(plane(own, 1, cells), plane(p, 1, cells), "next seat's pieces");
                assertArrayEquals(zeros, plane(p, 2, cells), "seat mover+2 has no pieces");
                assertArrayEquals(zeros, plane(p, 3, cells), "seat mover+3 has no pieces");
                for (int j = 0; j < 4; j++) {
                    assertArrayEquals(plane(own, 2 + j, cells), plane(p, 4 + j, cells), "bullets, origin, phase, mask: plane " + j);
                }
                assertArrayEquals(zeros, plane(p, 8, cells), "the opponent is in the game");
                assertArrayEquals(ones, plane(p, 9, cells), "seat mover+2 is out");
                assertArrayEquals(ones, plane(p, 10, cells), "seat mover+3 is out");
            });
        }
    }

    @Test
    @DisplayName("a four-player game for 4 seats is today's 4-player encoding; Amazons for 3 players adds a fourth seat that is out")
    void ownPlayerCountIsTheOwnEncodingAndThreePlayersPadToFour() {
        Game four = GameRegistry.parse("cowboys:players=4");
        forEachPosition("cowboys:players=4", 3, s -> {
            float[] own = new float[four.observationSize()];
            s.encode(own);
            assertArrayEquals(own, padded(s, 4), "identical to State.encode");
        });
        Game three = GameRegistry.parse("amazons:players=3");
        int cells = 100;
        assertEquals(GameRegistry.parse("amazons:players=4").observationShape()[0], three.seatPlanes(4).length);
        forEachPosition("amazons:players=3", 5, s -> {
            float[] own = new float[three.observationSize()];
            s.encode(own);
            float[] p = padded(s, 4);
            for (int k = 0; k < 3; k++) {
                assertArrayEquals(plane(own, k, cells), plane(p, k, cells), "seat mover+" + k);
            }
            assertArrayEquals(new float[cells], plane(p, 3, cells), "the absent seat has no pieces");
            for (int j = 0; j < 4; j++) {
                assertArrayEquals(plane(own, 3 + j, cells), plane(p, 4 + j, cells), "arrows, origin, phase, mask: plane " + j);
            }
            assertArrayEquals(plane(own, 7, cells), plane(p, 8, cells), "seat mover+1 eliminated");
            assertArrayEquals(plane(own, 8, cells), plane(p, 9, cells), "seat mover+2 eliminated");
            float[] ones = new float[cells];
            Arrays.fill(ones, 1f);
            assertArrayEquals(ones, plane(p, 10, cells), "the absent seat is out");
        });
    }

    @Test
    @DisplayName("no layout for fewer seats than players; a game without one (tic-tac-toe) has only its own")
    void fewerSeatsOrOtherGamesHaveNoLayout() {
        assertNull(GameRegistry.parse("cowboys:players=4").seatPlanes(2));
        Game ttt = GameRegistry.parse("tictactoe");
        assertNull(ttt.seatPlanes(4));
        assertArrayEquals(new int[] {0, 1, 2}, Arrays.copyOf(ttt.seatPlanes(2), Math.min(3, ttt.seatPlanes(2).length)));
        assertEquals(ttt.observationShape()[0], ttt.seatPlanes(2).length);
    }
}
