package pz.mcts.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.util.Chance;

/**
 * {@code alphabeta:nodes=N}: a decision stops deepening once it has visited N nodes and plays the last completed depth's
 * move, the same on every machine (a time limit depends on the machine and its load).
 */
class AlphaBetaNodeLimitTest {
    @Test
    @Timeout(120) // without the limit, depth 64 would search for ever
    @DisplayName("a node limit keeps the last depth completed within it: the move of the plain search to that depth, in at most"
            + " the limit and one check's nodes; a limit never reached changes nothing")
    void nodeLimitKeepsTheLastCompletedDepth() {
        Game game = GameRegistry.parse("proteus:roulette=before");
        State s = positionAfter(game, 9);
        AlphaBetaAgent three = agent(game, 3, 0);
        int move3 = three.decide(s.copy()).action();
        long nodes3 = three.nodes();
        AlphaBetaAgent four = agent(game, 4, 0);
        four.decide(s.copy());
        long nodes4 = four.nodes();
        assertTrue(nodes4 > nodes3 + 5_000, "depth 4 costs more than depth 3 and the margin: " + nodes3 + " then " + nodes4);

        long limit = nodes3 + 1_000;
        AlphaBetaAgent capped = agent(game, 64, limit);
        assertEquals(move3, capped.decide(s.copy()).action(), "depth 4 was abandoned: depth 3's move");
        assertTrue(capped.nodes() > limit && capped.nodes() <= limit + 256, "stopped at the first check past the limit: "
                + capped.nodes());
        AlphaBetaAgent again = agent(game, 64, limit);
        assertEquals(move3, again.decide(s.copy()).action());
        assertEquals(capped.nodes(), again.nodes(), "the same decision, node for node");

        AlphaBetaAgent roomy = agent(game, 3, nodes4 * 10);
        assertEquals(move3, roomy.decide(s.copy()).action());
        assertEquals(nodes3, roomy.nodes(), "a limit never reached changes nothing");
        assertThrows(IllegalArgumentException.class, () -> agent(game, 3, -1));
    }

    @Test
    @DisplayName("alphabeta:nodes=N is an agent option; a bad value is refused by name")
    void nodesOption() {
        assertEquals("alphabeta:depth=7,nodes=2000000", AgentSpec.parse("alphabeta:nodes=2000000,depth=7").canonical());
        Game game = GameRegistry.parse("proteus");
        AgentSpecException e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse("alphabeta:nodes=-5").factory(game).newAgent(1));
        assertTrue(e.getMessage().contains("nodes"), e.getMessage());
    }

    private static AlphaBetaAgent agent(Game game, int depth, long nodes) {
        return new AlphaBetaAgent("alphabeta", game, depth, 0, new SplittableRandom(1), StateEvaluation.forGame(game)).nodeLimit(nodes);
    }

    /** The position after {@code plies} random actions from the start (chance outcomes sampled), a decision of a player. */
    private static State positionAfter(Game game, int plies) {
        SplittableRandom rng = new SplittableRandom(5);
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        State s = game.newInitialState();
        for (int ply = 0; ply < plies || s.isChance(); ply++) {
            if (s.isChance()) {
                s.apply(Chance.sample(s, buf, probs, rng));
            } else {
                s.apply(buf[rng.nextInt(s.legalActions(buf))]);
            }
        }
        return s;
    }
}
