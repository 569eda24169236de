package pz.amazons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.Heuristic;
import pz.engine.State;

/** The territory heuristic of Amazons and Cowboys ({@link Territory}), on hand-counted positions. */
class TerritoryTest {

    private static int[] owned(String spec, String position) {
        return Territory.territories((AmazonsState) GameRegistry.parse(spec).parsePosition(position));
    }

    @Test
    @DisplayName("territory, queen moves: a wall of arrows splits the board; cells reached first are owned, equal distances by nobody")
    void queenTerritory() {
        // White owns rows 1-3 (14 empty cells), Black rows 5-6 (8), the arrows of row 4 between them
        assertArrayEquals(new int[] {14, 8}, owned("amazons:size=6", "BBBB2/6/xxxxxx/6/6/WWWW2 w - -"));
        // a gap at c4: in one move White c1 and Black c6 both reach c2..c5, and Black a6 reaches d3, e2, f1 along
        // the diagonal through c4, where White also is in one (d1, c1 and d1): ties, nobody's; f2 and f5 are two
        // moves for both. White keeps e1, a2, b2, d2, a3, b3, e3, f3 (8), Black a5, b5, d5, e5, e6, f6 (6)
        assertArrayEquals(new int[] {8, 6}, owned("amazons:size=6", "BBBB2/6/xx1xxx/6/6/WWWW2 w - -"));
        Heuristic h = GameRegistry.parse("amazons:size=6").heuristic();
        State s = GameRegistry.parse("amazons:size=6").parsePosition("BBBB2/6/xx1xxx/6/6/WWWW2 w - -");
        assertEquals(2, h.score(s, 0));
        assertEquals(-2, h.score(s, 1));
        double[] all = new double[2];
        h.scores(s, all);
        assertArrayEquals(new double[] {2, -2}, all);
        assertEquals(s.position(), "BBBB2/6/xx1xxx/6/6/WWWW2 w - -", "the state is left as found");
    }

    @Test
    @DisplayName("territory, knight jumps (Cowboys): arrows block landing squares only; a cell two jumps away counts")
    void knightTerritory() {
        // White a1 jumps to b3 and c2, and from b3 on to a5; Black f6 jumps to e4 and d5; the rest is bullets or seated
        String p = "BxxxBB/1xx1xB/xxxx1x/x1xxxx/xW1xxx/WWxWxx b - -";
        assertArrayEquals(new int[] {3, 2}, owned("cowboys:size=6", p));
        Game g = GameRegistry.parse("cowboys:size=6");
        assertEquals(1, g.heuristic().score(g.parsePosition(p), 0));
        assertEquals(-1, g.heuristic().score(g.parsePosition(p), 1));
    }

    @Test
    @DisplayName("territory at the start is even; every Amazons and Cowboys board has the heuristic, scaled to a tenth of its cells")
    void startIsEvenEverywhere() {
        for (String spec : new String[] {"amazons", "amazons:size=8", "amazons:size=6", "amazons:hex", "amazons:players=3",
                "amazons:players=4", "cowboys", "cowboys:size=9", "cowboys:players=4"}) {
            Game g = GameRegistry.parse(spec);
            Heuristic h = g.heuristic();
            assertNotNull(h, spec);
            State s = g.newInitialState();
            double sum = 0;
            double[] all = new double[g.numPlayers()];
            h.scores(s, all);
            for (int p = 0; p < g.numPlayers(); p++) {
                sum += h.score(s, p);
                assertEquals(h.score(s, p), all[p], spec + ": scores() gives each seat's score in one pass");
            }
            if (g.numPlayers() == 2) {
                assertEquals(0, sum, 1e-9, spec + ": two-player scores are opposite");
                assertEquals(0, h.score(s, 0), 1e-9, spec + ": the start is symmetric, so even");
            }
            assertEquals(Math.max(1, ((AmazonsGame) g).geo.cells / 10.0), h.valueScale(), 1e-9, spec);
        }
        assertEquals(0, GameRegistry.parse("amazons").heuristic().score(GameRegistry.parse("amazons").newInitialState(), 0),
                "the symmetric start");
    }
}
