package pz.proteus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pz.proteus.Fx.play;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.PlayerView;
import pz.engine.State;

/** P-INFO-1: under Wall Street the opponent's unrevealed army and placement stay out of views and observations. */
class ProteusHiddenInfoTest {

    private static ProteusState start(String spec) {
        return (ProteusState) GameRegistry.parse(spec).newInitialState();
    }

    private static float[] encode(State s) {
        float[] buf = new float[s.game().observationSize()];
        s.encode(buf);
        return buf;
    }

    /** Views of two states that differ only in what {@code player} may not see: same text, same samples, same tensors. */
    private static void assertIndistinguishable(ProteusState a, ProteusState b, int player) {
        assertNotEquals(a.position(), b.position(), "the states differ in hidden data");
        PlayerView va = a.view(player);
        PlayerView vb = b.view(player);
        assertEquals(((ProteusView) va).describe(), ((ProteusView) vb).describe());
        SplittableRandom ra = new SplittableRandom(7);
        SplittableRandom rb = new SplittableRandom(7);
        for (int i = 0; i < 50; i++) {
            assertEquals(va.sample(ra).position(), vb.sample(rb).position(), "samples depend only on the view");
        }
        if (a.currentPlayer() == player) {
            assertArrayEquals(encode(a), encode(b), "the mover's observation holds nothing hidden");
        }
    }

    @Test
    void P_INFO_1_openSetupHidesTheOpponentsArmy() {
        ProteusState a = play(start("proteus:wallstreet=open"), "$P $P $P $P $P $P $P $Q");
        ProteusState b = play(start("proteus:wallstreet=open"), "$P $P $P $P $P $P $B $B");
        assertIndistinguishable(a, b, 1);
        assertTrue(((ProteusView) a.view(1)).describe().endsWith("buy - - hidden 8+0"), ((ProteusView) a.view(1)).describe());
        play(a, "$P $P $P $P $P $P $P $P");
        play(b, "$P $P $P $P $P $P $P $P");
        play(a, "P@a1");
        play(b, "P@a1");
        assertIndistinguishable(a, b, 1);
        assertTrue(((ProteusView) a.view(0)).describe().contains("place PPPPPPQ - hidden 8+0"), "White sees its own army only");
    }

    @Test
    void P_INFO_1_secretSetupHidesTheOpponentsWholeSetup() {
        ProteusState a = play(start("proteus:wallstreet=secret"), "$P $P $P $P $P $P $P $Q Q@a1 P@c1 P@e1 P@g1 P@b2 P@d2 P@f2 P@h2");
        ProteusState b = play(start("proteus:wallstreet=secret"), "$P $P $P $P $P $P $B $B P@a1 P@c1 B@e1 P@g1 P@b2 B@d2 P@f2 P@h2");
        assertIndistinguishable(a, b, 1);
        assertTrue(((ProteusView) a.view(1)).describe().startsWith("8/8/8/8/8/8/8/8 b 0 0 1 buy - - hidden 0+8"));
        // the mover's own view keeps its own choices; samples put 8 legal dice on White's starting squares
        ProteusState mid = Fx.step(a.copy(), "$P");
        State sample = mid.view(1).sample(new SplittableRandom(3));
        assertEquals(8, Long.bitCount(((ProteusState) sample).color[0]));
        assertEquals(1, ((ProteusState) sample).army[1][Rules.P], "Black's own purchase is kept");
    }

    @Test
    void P_INFO_1_samplesDrawEveryLegalArmy() {
        // budget 17: White's army is eight Pawns or seven Pawns and a Bishop
        ProteusState s = play(start("proteus:budget=17,wallstreet=open"), "$P $P $P $P $P $P $P $B");
        PlayerView v = s.view(1);
        SplittableRandom rng = new SplittableRandom(11);
        int bishops = 0;
        for (int i = 0; i < 400; i++) {
            ProteusState t = (ProteusState) v.sample(rng);
            assertEquals(8, t.bought(0));
            assertTrue(t.spent(0) <= 17);
            bishops += t.army[0][Rules.B];
        }
        assertTrue(bishops > 140 && bishops < 260, "uniform over the two armies: " + bishops);
    }

    @Test
    void P_INFO_1_afterTheSetupEverythingIsVisible() {
        Game g = GameRegistry.parse("proteus:wallstreet=secret");
        assertFalse(g.perfectInformation());
        ProteusState s = play(start("proteus:wallstreet=secret"), "$P $P $P $P $P $P $P $Q Q@a1 P@c1 P@e1 P@g1 P@b2 P@d2 P@f2 P@h2");
        play(s, "$P $P $P $P $P $P $P $P P@a7 P@c7 P@e7 P@g7 P@b8 P@d8 P@f8 P@h8");
        assertEquals(s.position(), s.view(1).sample(new SplittableRandom(1)).position());
        assertTrue(GameRegistry.parse("proteus:polarity").perfectInformation());
    }
}
