package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.Turns;

/** The symmetries each spec lists, and that each maps legal actions and observations consistently. */
class SymmetryTest {
    static final String[] SPECS = {"amazons", "amazons:size=8", "amazons:size=6", "amazons:hex", "amazons:players=3",
        "amazons:players=3,setup=2", "amazons:players=4", "amazons:players=4,setup=2", "cowboys", "cowboys:size=6",
        "cowboys:size=7", "cowboys:size=9", "cowboys:players=4"};

    static List<String> names(String spec) {
        return GameRegistry.parse(spec).symmetries().stream().map(Symmetry::name).toList();
    }

    @Test
    void symmetriesAreThoseOfTheBoardThatKeepEverySeatsSetup() {
        assertEquals(List.of("identity", "mirror-files"), names("amazons"));
        assertEquals(List.of("identity", "mirror-files"), names("amazons:size=6"));
        assertEquals(List.of("identity", "mirror-files"), names("cowboys:size=7"));
        assertEquals(List.of("identity", "rot120", "rot240", "reflect-rot60", "reflect-rot180", "reflect-rot300"),
                names("amazons:hex"));
        assertEquals(List.of("identity", "rot180"), names("cowboys:players=4"));
        assertEquals(List.of("identity"), names("amazons:players=4,setup=2"));
    }

    /** The same position seen through a cell permutation. */
    static AmazonsState transformed(AmazonsState s, int[] map) {
        AmazonsState t = new AmazonsState(s.game);
        Geometry g = s.geo;
        for (int p = 0; p < s.players; p++) {
            for (int i = 0; i < s.perSeat; i++) {
                t.put(p, g.mb[map[g.cellOf[s.piece[p * s.perSeat + i]]]]);
            }
        }
        for (int c = 0; c < g.cells; c++) {
            if (s.board[g.mb[c]] == AmazonsState.ARROW) {
                t.board[g.mb[map[c]]] = AmazonsState.ARROW;
            }
        }
        int pending = s.pending < 0 ? -1 : g.mb[map[g.cellOf[s.pending]]];
        t.finishSetup(s.toMove, pending, Arrays.copyOf(s.elimOrder, s.elimCount));
        return t;
    }

    @Test
    void eachSymmetryMapsLegalActionsAndObservationsToThoseOfTheMappedPosition() {
        SplittableRandom rng = new SplittableRandom(7);
        for (String spec : SPECS) {
            AmazonsGame g = (AmazonsGame) GameRegistry.parse(spec);
            List<Symmetry> syms = g.symmetries();
            List<Geometry.Transform> transforms = g.geo.transforms();
            float[] obs = new float[g.observationSize()];
            float[] mapped = new float[g.observationSize()];
            float[] expected = new float[g.observationSize()];
            for (int game = 0; game < 3; game++) {
                AmazonsState s = (AmazonsState) g.newInitialState();
                for (int ply = 0; !s.isTerminal() && ply < 60; ply++) {
                    int[] legal = Turns.legal(s);
                    for (Symmetry sym : syms) {
                        int[] map = transforms.stream().filter(t -> t.name().equals(sym.name())).findFirst().orElseThrow().map();
                        AmazonsState image = transformed(s, map);
                        int[] images = Arrays.stream(legal).map(sym::mapAction).sorted().toArray();
                        String where = spec + " " + sym.name() + " at " + s.position();
                        assertArrayEquals(Turns.legal(image), images, where + ": legal actions");
                        s.encode(obs);
                        sym.mapObservation(obs, mapped, g.planes);
                        image.encode(expected);
                        assertArrayEquals(expected, mapped, where + ": observation");
                    }
                    s.apply(legal[rng.nextInt(legal.length)]);
                }
            }
        }
    }
}
