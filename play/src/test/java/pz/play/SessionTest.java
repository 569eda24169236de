package pz.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.IllegalActionException;
import pz.engine.InvalidInputException;
import pz.engine.NotationException;
import pz.engine.State;

/** The game session behind both front ends: input in turns and steps, refusals, agent turns, undo, rolls. */
class SessionTest {

    private static Session proteus(String spec, String agent) {
        return new Session(spec, agent, new boolean[] {true, false}, 7);
    }

    @Test
    @DisplayName("N-MOVE-PROTEUS: a whole turn 'b2-b4 d2+' is played at once and logged as one turn")
    void wholeTurn() {
        try (Session s = proteus("proteus", "random")) {
            s.play("b2-b4 d2+");
            assertEquals(List.of("White (you): b2-b4 d2+"), s.turns());
            assertTrue(s.agentToMove());
        }
    }

    @Test
    @DisplayName("a turn may be entered step by step: the move, then the rotation")
    void stepByStep() {
        try (Session s = proteus("proteus", "random")) {
            s.play("b2-b4");
            assertTrue(s.humanToMove());
            assertEquals(List.of("b2-b4"), s.currentTurnSteps());
            assertTrue(s.turns().isEmpty());
            s.play("d2+");
            assertEquals("White (you): b2-b4 d2+", s.lastTurn());
        }
    }

    @Test
    @DisplayName("P-ROT-1: rotating the die that moved is refused with the rule's reason, and nothing is applied")
    void illegalSecondStepAppliesNothing() {
        try (Session s = proteus("proteus", "random")) {
            String before = s.state().position();
            IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.play("b2-b4 b4+"));
            assertTrue(e.getMessage().startsWith("step 2 'b4+': "), e.getMessage());
            assertTrue(e.getMessage().contains("different die"), e.getMessage());
            assertEquals(before, s.state().position());
        }
    }

    @Test
    @DisplayName("bad notation, an extra step and a move of the opponent's die each get a precise reason")
    void preciseReasons() {
        try (Session s = proteus("proteus", "random")) {
            assertThrows(NotationException.class, () -> s.play("hello"));
            IllegalActionException extra = assertThrows(IllegalActionException.class, () -> s.play("b2-b4 d2+ f2+"));
            assertTrue(extra.getMessage().contains("the turn is complete after 'b2-b4 d2+'; unexpected 'f2+'"), extra.getMessage());
            IllegalActionException theirs = assertThrows(IllegalActionException.class, () -> s.play("a7-a6"));
            assertTrue(theirs.getMessage().contains("a7"), theirs.getMessage());
        }
    }

    @Test
    @DisplayName("input during the agent's turn is refused")
    void notYourTurn() {
        try (Session s = proteus("proteus", "random")) {
            s.play("b2-b4 d2+");
            IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.play("d2-d4 f2+"));
            assertTrue(e.getMessage().contains("Black (computer)'s turn"), e.getMessage());
        }
    }

    @Test
    @DisplayName("the agent plays its whole turn and reports its evaluation as a win probability")
    void agentTurnWithEvaluation() {
        try (Session s = proteus("proteus", "mcts:visits=30")) {
            s.play("b2-b4 d2+");
            AgentTurn t = s.agentTurn(() -> false);
            assertNotNull(t);
            assertTrue(t.turn().startsWith("Black (computer): "), t.turn());
            assertEquals(2, t.turn().substring("Black (computer): ".length()).split(" ").length, t.turn());
            assertNotNull(t.evaluation());
            assertEquals(1, t.evaluation().seat());
            assertTrue(t.evaluation().winProbability() >= 0 && t.evaluation().winProbability() <= 1);
            assertTrue(s.humanToMove());
        }
    }

    @Test
    @DisplayName("UCT's evaluation comes from its root statistics (mcts addition: Decision.of(action, result))")
    void uctEvaluation() {
        try (Session s = proteus("proteus", "uct:rollouts=50")) {
            s.play("b2-b4 d2+");
            AgentTurn t = s.agentTurn(() -> false);
            assertNotNull(t.evaluation());
            assertEquals(50, t.evaluation().simulations());
        }
    }

    @Test
    @DisplayName("undo takes back the person's last turn with the agent's reply; with nothing played it says so")
    void undo() {
        try (Session s = proteus("proteus", "random")) {
            assertThrows(IllegalActionException.class, s::undo);
            String start = s.state().position();
            s.play("b2-b4 d2+");
            s.agentTurn(() -> false);
            s.play("f2-f3");
            assertTrue(s.undo().startsWith("took back 1 step"), "the unfinished turn goes first");
            assertTrue(s.undo().startsWith("took back 4 steps"));
            assertEquals(start, s.state().position());
            assertTrue(s.turns().isEmpty());
            assertTrue(s.humanToMove());
        }
    }

    @Test
    @DisplayName("resign ends the game for the person to move; further input is refused")
    void resign() {
        try (Session s = proteus("proteus", "random")) {
            assertEquals("White (you) resigned; Black (computer) wins", s.resign());
            assertTrue(s.isOver());
            assertEquals(State.TERMINAL, s.toMove());
            assertThrows(IllegalActionException.class, () -> s.play("b2-b4 d2+"));
        }
    }

    @Test
    @DisplayName("P-VAR-ROULETTE: the program rolls the capturing die and announces it; a typed roll is refused")
    void rouletteRollByTheProgram() {
        // White's pawn on b2 takes c3; Black keeps two dice, so the game goes on and the capturer is rolled
        String position = "p6p/8/8/8/8/2p5/1P6/P1P5 w 0 0 0";
        try (Session s = new Session("proteus:roulette=before", position, "random", new boolean[] {true, false}, 7)) {
            IllegalActionException typed = assertThrows(IllegalActionException.class, () -> s.play("b2xc3 =Q a1+"));
            assertTrue(typed.getMessage().contains("rolls are made by the program"), typed.getMessage());
            List<String> played = s.currentTurnSteps();
            assertEquals(2, played.size(), "the capture and the roll stay played: " + played);
            assertTrue(played.get(1).matches("=[YPBNRQ]"), played.toString());
            assertEquals("2", s.view(0).seats().get(0).score(), "a Pawn is worth 2 (P-CAP-1)");
            s.play("a1+");
            assertTrue(s.lastTurn().startsWith("White (you): b2xc3 =") && s.lastTurn().endsWith(" a1+"), s.lastTurn());
        }
        try (Session s = new Session("proteus:roulette=before", position, "random", new boolean[] {true, false}, 7)) {
            List<String> events = s.play("b2xc3 a1+");
            assertEquals(1, events.size(), events.toString());
            assertTrue(events.get(0).startsWith("Russian Roulette: the capturing die on c3 is rolled by the program"), events.get(0));
            assertTrue(s.agentToMove());
        }
    }

    @Test
    @DisplayName("P-INFO-1: the model's Wall Street purchases are shown to the person as '?', the person's own in full")
    void wallStreetPurchasesStayHidden() {
        try (Session s = proteus("proteus:wallstreet=open", "random")) {
            s.play("$P $P $P $P $P $P $P $P");
            s.agentTurn(() -> false);
            assertEquals(List.of("White (you): $P $P $P $P $P $P $P $P", "Black (computer): ? ? ? ? ? ? ? ?"), s.turns());
            assertTrue(s.view(0).seats().get(1).detail().contains("8 hidden dice"), s.view(0).seats().get(1).detail());
        }
        try (Session s = new Session("proteus:wallstreet=open", "random", new boolean[] {true, true}, 7)) {
            s.play("$P $P $P $P $P $P $P $P");
            s.play("$P $P $P $P $P $P $P $P");
            assertFalse(s.lastTurn().contains("?"), "hot seat: nothing to hide from one screen: " + s.lastTurn());
        }
    }

    @Test
    @DisplayName("seats: numbers, colours, lists, all and none; a bad seat names the valid ones")
    void seats() {
        var g = pz.engine.GameRegistry.parse("amazons:players=3");
        assertTrue(Seats.parse(g, "red")[2]);
        boolean[] two = Seats.parse(g, "0,2");
        assertTrue(two[0] && !two[1] && two[2]);
        assertFalse(Seats.parse(g, "none")[0]);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Seats.parse(g, "yellow"));
        assertTrue(e.getMessage().contains("white, black, red"), e.getMessage());
    }

    @Test
    @DisplayName("A-MULTI-3: three seats, one person and two agents; the agents play until the person is to move")
    void threePlayers() {
        try (Session s = new Session("amazons:players=3", "random", new boolean[] {false, true, false}, 3)) {
            s.agentTurn(() -> false);
            assertTrue(s.humanToMove());
            assertEquals(1, s.toMove());
            String step = s.legalSteps().get(0);
            s.play(step);
            s.play(s.legalSteps().get(0));
            assertTrue(s.agentToMove());
            s.agentTurn(() -> false);
            s.agentTurn(() -> false);
            assertEquals(1, s.toMove());
            assertEquals(4, s.turns().size());
        }
    }

    /**
     * {@code --agent ...,time=T} in {@code pz play}: the agent's Amazons turn (move and arrow) and a hint for the
     * person's turn each take about T (under 1.3 T), not 2T, nor 1.5T for the hint (its agent was not told of
     * the move, so the move got half the limit and the arrow a whole one of its own). The agent is alpha-beta,
     * which stops at its deadlines on the monotonic clock and keeps no tree, so no garbage collection pause of a
     * large tree stretches a turn; the margin covers one late step.
     */
    @Test
    @DisplayName("a time limit covers the whole turn of the agent and of a hint")
    void timedTurnsAndHints() {
        long limit = 1000;
        try (Session s = new Session("amazons:size=6", "alphabeta:depth=64,time=" + limit, new boolean[] {true, false}, 7)) {
            s.hint(() -> false); // warm-up (JIT)
            long t0 = System.nanoTime();
            AgentTurn h = s.hint(() -> false);
            long hintMs = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(hintMs < 1.3 * limit, "a hint for a turn of two decisions took " + hintMs + " ms with time=" + limit);
            s.play(h.turn());
            t0 = System.nanoTime();
            s.agentTurn(() -> false);
            long turnMs = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(turnMs < 1.3 * limit, "the agent's turn of two decisions took " + turnMs + " ms with time=" + limit);
        }
    }

    @Test
    @DisplayName("a hint is the agent's suggestion for the rest of the person's turn, a legal turn")
    void hint() {
        try (Session s = proteus("proteus", "mcts:visits=20")) {
            AgentTurn h = s.hint(() -> false);
            assertEquals(0, h.seat());
            s.play(h.turn()); // legal as a whole turn
            assertTrue(s.agentToMove());
        }
    }
}
