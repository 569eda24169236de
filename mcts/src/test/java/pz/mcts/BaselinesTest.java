package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.toy.Pig;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AgentSpecException;

class BaselinesTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    static int play(String spec, Game g, String position, long seed) {
        try (AgentFactory f = AgentSpec.parse(spec).factory(g)) {
            return f.newAgent(seed).selectAction(g.parsePosition(position));
        }
    }

    @Test
    @DisplayName("UCT with random rollouts finds the tic-tac-toe win and the block")
    void uctWinAndBlock() {
        for (long seed = 1; seed <= 3; seed++) {
            assertEquals(2, play("uct:rollouts=2000", TTT, "xx./oo./... x", seed), "win");
            assertEquals(2, play("uct:rollouts=2000", TTT, "xx./o../... o", seed), "block");
        }
    }

    @Test
    @DisplayName("alpha-beta finds the win, the block and the block-then-fork (iterative deepening to 5 plies)")
    void alphaBetaWinBlockFork() {
        assertEquals(2, play("alphabeta:depth=1", TTT, "xx./oo./... x", 1), "win");
        assertEquals(2, play("alphabeta:depth=2", TTT, "xx./o../... o", 1), "block");
        assertEquals(2, play("alphabeta:depth=5", TTT, "x../.o./o.x x", 1), "block that forks");
    }

    @Test
    @DisplayName("alpha-beta decisions carry a training target: the chosen move one-hot, the root score as per-seat values (pz train --teacher)")
    void alphaBetaTarget() {
        try (AgentFactory f = AgentSpec.parse("alphabeta:depth=3").factory(TTT)) {
            // x to move wins at cell 2: the target is that move alone, and a win for x (seat 0)
            pz.mcts.agent.Decision d = f.newAgent(1).decide(TTT.parsePosition("xx./oo./... x"));
            SearchResult r = d.result();
            assertEquals(2, d.action());
            assertEquals(2, r.action());
            assertEquals(1.0, r.policyOf(2), 1e-12);
            assertEquals(1.0, java.util.Arrays.stream(r.policy()).sum(), 1e-12);
            assertEquals(1, java.util.Arrays.stream(r.visits()).sum());
            assertEquals(1.0, r.value()[0], 1e-6, "x wins");
            assertEquals(-1.0, r.value()[1], 1e-6);
            assertTrue(r.simulations() > 0 && r.full());
            // o to move, lost whatever it does after x's double threat: o's value is the worst return
            SearchResult lost = f.newAgent(1).decide(TTT.parsePosition("x.x/.o./x.o o")).result();
            assertEquals(-1.0, lost.value()[1], 1e-6, "o loses");
            // an even position: a value strictly inside the return range
            SearchResult even = f.newAgent(1).decide(TTT.parsePosition("x../.o./... x")).result();
            assertTrue(Math.abs(even.value()[0]) < 1, "not a proven result at depth 3: " + even.value()[0]);
        }
    }

    @Test
    @DisplayName("alpha-beta with chance (expectiminimax): pig holds at the target and rolls when far behind late")
    void alphaBetaChance() {
        Game pig = GameRegistry.parse("pig:target=6");
        assertEquals(Pig.HOLD, play("alphabeta:depth=4", pig, "4 5 2 0 3 d", 1));
    }

    @Test
    @DisplayName("alpha-beta refuses games other than two-player zero-sum")
    void alphaBetaTwoPlayersOnly() {
        assertThrows(AgentSpecException.class, () -> AgentSpec.parse("alphabeta").factory(new ThreeWayGame()).newAgent(1));
    }

    @Test
    @DisplayName("N-POS-PROTEUS material: scores (fields 3 and 4) and dice on board, from either side")
    void proteusMaterial() {
        Game proteus = GameRegistry.parse("proteus");
        pz.mcts.agent.StateEvaluation m = pz.mcts.agent.StateEvaluation.forGame(proteus);
        assertEquals(0.0, m.score(proteus.parsePosition("1p1p1p1p/p1p1p1p1/8/8/8/8/1P1P1P1P/P1P1P1P1 w 0 0 0"), 0), 1e-12);
        // White 5 points, Black 2; White has a Queen (6) and a Pawn, Black a Pawn: 3 + 0.5 * 1 + 0.05 * (8 - 2)
        State s = proteus.parsePosition("8/8/8/3p4/8/8/3Q4/P7 b 5 2 12");
        assertEquals(3 + 0.5 + 0.05 * 6, m.score(s, 0), 1e-12);
        assertEquals(-(3 + 0.5 + 0.05 * 6), m.score(s, 1), 1e-12);
        // a Pyramid counts as a die with no point value
        assertEquals(0.5, m.score(proteus.parsePosition("8/8/8/8/8/8/p7/Y1P5 w 0 0 1"), 0), 1e-12);
        // Warhorses: a Knight is worth 3 and a Bishop 4 (P-VAR-WARHORSES)
        Game warhorses = GameRegistry.parse("proteus:warhorses");
        assertEquals(0.05 * (3 - 4), pz.mcts.agent.StateEvaluation.forGame(warhorses)
                .score(warhorses.parsePosition("8/8/8/8/8/8/b7/N7 w 0 0 1"), 0), 1e-12);
    }

    @Test
    @DisplayName("UCT value vectors: plays the three-player toy game's a0")
    void uctThreePlayers() {
        try (AgentFactory f = AgentSpec.parse("uct:rollouts=3000").factory(new ThreeWayGame())) {
            assertEquals(0, f.newAgent(new SplittableRandom(1).nextLong()).selectAction(new ThreeWayGame().newInitialState()));
        }
    }
}
