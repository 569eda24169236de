package pz.play.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Turns;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/** Pictures of positions for people, from each game's profile: every game family, the hexagon, hidden information, captured dice. */
class BoardReaderTest {

    private static BoardView.Cell cell(BoardView v, String name) {
        return v.cells().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    private static State play(String spec, String... turns) {
        Game g = GameRegistry.parse(spec);
        State s = g.newInitialState();
        for (String t : turns) {
            for (int a : Turns.parse(s, t)) {
                s.apply(a);
            }
        }
        return s;
    }

    @Test
    @DisplayName("P-SETUP-1: the Proteus start shows 16 Pawns on dark squares, both scores 0")
    void proteusStart() {
        State s = play("proteus");
        BoardView v = GameRegistry.profile(s.game()).board().read(s, 0, List.of(s.position()));
        assertEquals(64, v.cells().size());
        assertEquals(16, v.cells().stream().filter(c -> c.piece() != null).count());
        assertTrue(v.cells().stream().filter(c -> c.piece() != null).allMatch(BoardView.Cell::dark));
        assertEquals(new BoardView.Piece(0, "P"), cell(v, "a1").piece());
        assertEquals(new BoardView.Piece(1, "P"), cell(v, "h8").piece());
        assertEquals("0", v.seats().get(1).score());
    }

    @Test
    @DisplayName("P-CAP-1: captured dice are derived from the positions, with the face they had")
    void capturedDice() {
        List<String> history = List.of("p6p/8/8/8/8/2b5/1P6/P1P5 w 0 0 0", "p6p/8/8/8/8/2P5/8/P1P5 b 3 0 1");
        Game g = GameRegistry.parse("proteus");
        State s = g.parsePosition(history.get(1));
        BoardView v = GameRegistry.profile(g).board().read(s, 0, history);
        assertEquals("captured: B", v.seats().get(0).detail());
        assertEquals("3", v.seats().get(0).score());
    }

    @Test
    @DisplayName("P-INFO-1: in a secret Wall Street setup the viewer does not see the other side's dice")
    void wallStreetSecretHidesTheOpponent() {
        Game g = GameRegistry.parse("proteus:wallstreet=secret");
        State s = g.newInitialState();
        int[] buf = new int[g.numActions()];
        while (s.currentPlayer() == 0) {
            s.legalActions(buf);
            s.apply(buf[0]);
        }
        assertEquals(1, s.currentPlayer(), "White's setup is done, Black's begins");
        BoardView black = GameRegistry.profile(g).board().read(s, 1, List.of(s.position()));
        BoardView white = GameRegistry.profile(g).board().read(s, 0, List.of(s.position()));
        assertEquals(0, black.cells().stream().filter(c -> c.piece() != null).count());
        assertEquals(8, white.cells().stream().filter(c -> c.piece() != null).count());
    }

    @Test
    @DisplayName("A-HEX-1: the hexagon has 91 cells in 11 rows of 6..11, centre f6, and the start pieces")
    void hexBoard() {
        State s = play("amazons:hex");
        BoardView v = GameRegistry.profile(s.game()).board().read(s, -1, List.of(s.position()));
        assertEquals("hex", v.shape());
        assertEquals(91, v.cells().size());
        assertEquals(6, v.cells().stream().filter(c -> c.y() == 0).count());
        assertEquals(11, v.cells().stream().filter(c -> c.y() == 5).count());
        assertEquals(0.0, cell(v, "a6").x(), "the middle row starts at the left edge");
        assertEquals(5.0, cell(v, "f6").x());
        // White at axial (3,0) = i6, Black at (-3,0) = c6
        assertEquals(new BoardView.Piece(0, "A"), cell(v, "i6").piece());
        assertEquals(new BoardView.Piece(1, "A"), cell(v, "c6").piece());
        assertEquals(6, v.cells().stream().filter(c -> c.piece() != null).count());
        List<String> text = TextBoard.board(v);
        assertTrue(text.get(0).contains("a11") && text.get(10).contains("k1"), String.join("\n", text));
    }

    @Test
    @DisplayName("A-TURN-1: after the move the landing square is the focus; the arrow is a block")
    void amazonsArrow() {
        State s = play("amazons:size=6");
        Game g = s.game();
        s.apply(s.parseAction("b1-b3"));
        BoardView mid = GameRegistry.profile(g).board().read(s, 0, List.of());
        assertEquals("b3", mid.focus());
        s.apply(s.parseAction("/b4"));
        BoardView v = GameRegistry.profile(g).board().read(s, 0, List.of());
        assertTrue(cell(v, "b4").block());
        assertNull(v.focus());
        assertTrue(String.join("\n", TextBoard.board(v)).contains(" x "));
    }

    @Test
    @DisplayName("A-MULTI-3: an eliminated seat is marked out")
    void eliminatedSeat() {
        Game g = GameRegistry.parse("amazons:players=3");
        State s = g.newInitialState();
        BoardView v = GameRegistry.profile(g).board().read(s, -1, List.of());
        assertEquals(3, v.seats().size());
        assertEquals("Red", v.seats().get(2).name());
        assertFalse(v.seats().get(2).out(), "nobody is out at the start");
        // Black and Red walled in: after White's turn Black goes out first, then Red (AmazonsRulesTest's position)
        State walled = g.parsePosition("BBBx2xRRR/xxxx2xxxx/10/10/10/4WWW3/10/10/10/10 w - -");
        walled.apply(walled.parseAction("e5-e6"));
        walled.apply(walled.parseAction("/e7"));
        BoardView end = GameRegistry.profile(g).board().read(walled, -1, List.of());
        assertFalse(end.seats().get(0).out(), "White plays on");
        assertTrue(end.seats().get(1).out() && end.seats().get(2).out(), "Black and Red are out");
        assertEquals("eliminated (out first)", end.seats().get(1).detail());
        assertEquals("eliminated (out second)", end.seats().get(2).detail());
    }

    @Test
    @DisplayName("K-ACTIVE-1: Kadon shows tiles, active rules, the pool and the pieces in hand")
    void kadon() {
        Game g = GameRegistry.parse("kadon");
        State s = g.parsePosition("BTWc,BSWs,RTBt/YCBc,YS*,RC/BC*Bs,YTWt,RS* b 12");
        BoardView v = GameRegistry.profile(g).board().read(s, 0, List.of());
        assertEquals(new BoardView.Tile('Y', 'S', true), cell(v, "b2").tile());
        assertEquals(new BoardView.Piece(1, "c"), cell(v, "a3").piece());
        assertTrue(v.info().get(0).contains("MOVE ROOK") && v.info().get(0).contains("GOAL COLOR")
                && v.info().get(0).contains("TRADE POLARITY"), v.info().get(0));
        assertTrue(v.info().get(1).startsWith("pool: empty"), v.info().get(1));
        assertEquals("Black", v.seats().get(0).name());
        String text = String.join("\n", TextBoard.board(v));
        assertTrue(text.contains("YS*") && text.contains("Wc"), text);
    }

    @Test
    @DisplayName("steps are described in words: a Proteus rotation names both faces (P-FACE-1)")
    void describeSteps() {
        State s = play("proteus");
        BoardReader r = GameRegistry.profile(s.game()).board();
        assertEquals("d2+: turn the Pawn up into a Bishop", r.describeStep(s, "d2+"));
        assertEquals("d2-: turn the Pawn down into a Pyramid", r.describeStep(s, "d2-"));
        State w = play("proteus:warhorses");
        assertEquals("d2+: turn the Pawn up into a Knight", GameRegistry.profile(w.game()).board().describeStep(w, "d2+"));
    }
}
