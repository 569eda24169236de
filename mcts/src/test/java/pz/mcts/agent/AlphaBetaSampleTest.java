package pz.mcts.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.util.Chance;

/**
 * {@code alphabeta:sample=N,margin=M}: in the first N turns the move is drawn among the root moves scoring within M of
 * the best (the atlas's sampled openings for alpha-beta, whose games otherwise repeat a few lines).
 */
class AlphaBetaSampleTest {
    private static final int DEPTH = 3;

    @Test
    @DisplayName("sampled openings draw every root move within the margin of the best, and no other")
    void drawsExactlyTheNearBestMoves() {
        Game game = GameRegistry.parse("proteus");
        int checked = 0;
        for (double margin : new double[] {0, 0.5, 1, 3}) {
            for (State s : positionsWithChoice(game, margin, 6)) {
                Set<Integer> near = nearBest(game, s, margin);
                Set<Integer> drawn = new TreeSet<>();
                for (int seed = 0; seed < 150; seed++) {
                    drawn.add(agent(game, seed, 8, margin).decide(s.copy()).action());
                }
                assertEquals(near, drawn, "margin " + margin + ": the moves drawn are the moves within it of the best");
                checked++;
            }
        }
        assertEquals(24, checked);
    }

    @Test
    @DisplayName("after the sampled turns the agent plays as without the option, node for node")
    void laterTurnsPlayAsWithout() {
        Game game = GameRegistry.parse("proteus");
        State s = positionAfter(game, 30, 7);
        assertTrue(s.turn() >= 8, "turn " + s.turn());
        for (int seed = 0; seed < 5; seed++) {
            AlphaBetaAgent sampled = agent(game, seed, 8, 1);
            AlphaBetaAgent plain = agent(game, seed, 0, 0);
            assertEquals(plain.decide(s.copy()).action(), sampled.decide(s.copy()).action());
            assertEquals(plain.nodes(), sampled.nodes());
        }
    }

    @Test
    @DisplayName("alphabeta:sample=N,margin=M are agent options; bad values are refused by name")
    void options() {
        assertEquals("alphabeta:depth=5,margin=0.5,sample=8", AgentSpec.parse("alphabeta:sample=8,depth=5,margin=0.5").canonical());
        Game game = GameRegistry.parse("proteus");
        for (String bad : new String[] {"alphabeta:sample=-1", "alphabeta:margin=-0.5", "alphabeta:margin=x"}) {
            String option = bad.substring(bad.indexOf(':') + 1, bad.indexOf('='));
            AgentSpecException e = assertThrows(AgentSpecException.class, () -> AgentSpec.parse(bad).factory(game).newAgent(1));
            assertTrue(e.getMessage().contains(option), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> agent(game, 1, -1, 0));
    }

    /** The root moves whose exact score (full-window alpha-beta, depth {@link #DEPTH}) is within {@code margin} of the best. */
    private static Set<Integer> nearBest(Game game, State s, double margin) {
        AlphaBetaAgent exact = agent(game, 1, 0, 0);
        int me = s.currentPlayer();
        int[] buf = new int[game.numActions()];
        int n = s.legalActions(buf);
        double[] score = new double[n];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            State c = s.copy();
            c.apply(buf[i]);
            score[i] = exact.score(c, DEPTH - 1, me);
            best = Math.max(best, score[i]);
        }
        Set<Integer> near = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            if (score[i] >= best - margin - 1e-9) {
                near.add(buf[i]);
            }
        }
        return near;
    }

    /** {@code count} positions in the first turns where between 2 and 12 moves, but not all, are within the margin of the best. */
    private static java.util.List<State> positionsWithChoice(Game game, double margin, int count) {
        int[] buf = new int[game.numActions()];
        java.util.List<State> found = new java.util.ArrayList<>();
        for (int seed = 0; seed < 2000 && found.size() < count; seed++) {
            State s = positionAfter(game, 4 + seed % 10, seed);
            if (s.isTerminal() || s.turn() >= 8) {
                continue;
            }
            int near = nearBest(game, s, margin).size();
            if (near >= 2 && near <= 12 && near < s.legalActions(buf)) {
                found.add(s);
            }
        }
        return found;
    }

    private static AlphaBetaAgent agent(Game game, long seed, int sample, double margin) {
        return new AlphaBetaAgent("alphabeta", game, DEPTH, 0, new SplittableRandom(seed), StateEvaluation.forGame(game))
                .sampleOpenings(sample, margin);
    }

    /** The position after {@code plies} random actions from the start (chance outcomes sampled), a decision of a player. */
    private static State positionAfter(Game game, int plies, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        State s = game.newInitialState();
        for (int ply = 0; (ply < plies || s.isChance()) && !s.isTerminal(); ply++) {
            if (s.isChance()) {
                s.apply(Chance.sample(s, buf, probs, rng));
            } else {
                s.apply(buf[rng.nextInt(s.legalActions(buf))]);
            }
        }
        return s;
    }
}
