package pz.mcts.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.util.Chance;

/**
 * Alpha-beta with move ordering returns plain minimax values (expectimax at chance nodes): the order
 * in which it searches, and so how much it prunes, never changes a score ({@code hdepth} leaf values)
 * or the move the baseline plays.
 */
class AlphaBetaExactTest {
    private static final double WIN = 1000;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"proteus", "proteus:tradeoff,polarity", "proteus:roulette=after", "amazons:size=6"})
    @DisplayName("alpha-beta scores equal plain minimax at depths 1-3 on positions of random games")
    void scoresAreMinimax(String spec) {
        Game game = GameRegistry.parse(spec);
        StateEvaluation eval = StateEvaluation.forGame(game);
        AlphaBetaAgent ab = new AlphaBetaAgent("alphabeta", game, 3, 0, new SplittableRandom(1), eval);
        SplittableRandom rng = new SplittableRandom(3);
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        int checked = 0;
        for (int g = 0; g < 6; g++) {
            State s = game.newInitialState();
            for (int ply = 0; !s.isTerminal() && ply < 120; ply++) {
                if (s.isChance()) {
                    s.apply(Chance.sample(s, buf, probs, rng));
                    continue;
                }
                if (ply % 17 == 5) {
                    int depth = 1 + checked % 3;
                    int me = s.currentPlayer();
                    double want = minimax(s, depth, me, 0, eval);
                    assertEquals(want, ab.score(s, depth, me), 1e-9, "depth " + depth + " at " + s.position());
                    checked++;
                }
                s.apply(buf[rng.nextInt(s.legalActions(buf))]);
            }
        }
        assertEquals(true, checked >= 12, "positions checked: " + checked);
    }

    /** Full-width minimax from {@code me}'s side, expectation at chance nodes, scored as AlphaBetaAgent scores. */
    private static double minimax(State s, int depth, int me, int ply, StateEvaluation eval) {
        int p = s.currentPlayer();
        if (p == State.TERMINAL) {
            double r = s.returns()[me];
            return r > 0 ? WIN * r - ply : r < 0 ? WIN * r + ply : 0;
        }
        int[] buf = new int[s.game().numActions()];
        if (p == State.CHANCE) {
            double[] pr = new double[buf.length];
            int n = s.chanceOutcomes(buf, pr);
            double sum = 0;
            for (int i = 0; i < n; i++) {
                s.apply(buf[i]);
                sum += pr[i] * minimax(s, depth, me, ply + 1, eval);
                s.undo();
            }
            return sum;
        }
        if (depth == 0) {
            return eval.score(s, me);
        }
        int n = s.legalActions(buf);
        double best = p == me ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            s.apply(buf[i]);
            double v = minimax(s, depth - 1, me, ply + 1, eval);
            s.undo();
            best = p == me ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
