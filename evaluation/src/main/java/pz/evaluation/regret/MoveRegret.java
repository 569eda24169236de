package pz.evaluation.regret;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.engine.util.Chance;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.AlphaBetaAgent;
import pz.mcts.agent.StateEvaluation;
import pz.evaluation.Intervals;

/**
 * Move quality against an alpha-beta oracle: a low-noise alternative to matches for comparing search
 * settings. A fixed set of positions (every third decision of games between {@code alphabeta:depth=2}
 * players that move at random one time in five, the first 150 decisions, chance sampled by its
 * probabilities) is scored once: every legal move gets the oracle's score, alpha-beta to
 * {@code oracleDepth} decisions over the game's evaluation (Proteus: material; Amazons, Cowboys:
 * territory), as {@code alphabeta:depth=D} scores its root moves. An agent's regret in a position is
 * the best move's score minus the score of the move it plays, capped at {@link #CAP} (a found win or
 * loss is worth about 1000). Two-player perfect-information games with an evaluation only. Each agent
 * decides every position with a fresh agent of its spec (a fresh tree; the spec's model loaded once).
 * Not thread-safe.
 */
public final class MoveRegret {
    /** Regrets are capped here, in the evaluation's units, so that one missed mate does not swamp the mean. */
    public static final double CAP = 50;

    private final Game game;
    private final List<State> positions;
    private final int[][] actions;
    private final double[][] scores;

    /** One agent's result over the positions. */
    public record Result(String agent, int positions, double mean, double stdError, int best, int atLeast1, int atLeast3) {
        @Override
        public String toString() {
            return String.format("%s: mean regret %.3f +- %.3f over %d positions; best move %d (%.1f%%), regret >= 1 in %d, >= 3 in %d",
                    agent, mean, Intervals.Z95 * stdError, positions, best, 100.0 * best / positions, atLeast1, atLeast3);
        }
    }

    private MoveRegret(Game game, List<State> positions, int[][] actions, double[][] scores) {
        this.game = game;
        this.positions = positions;
        this.actions = actions;
        this.scores = scores;
    }

    /**
     * Draws {@code count} positions with {@code seed} and scores their moves with alpha-beta to {@code oracleDepth}.
     *
     * @param progress called with the number of positions scored so far (may be null)
     * @throws InvalidInputException for a game that is not two-player, perfect-information, with an evaluation
     */
    public static MoveRegret build(Game game, int count, int oracleDepth, long seed, IntConsumer progress) {
        check(game);
        if (count < 1 || oracleDepth < 1 || oracleDepth > 8) {
            throw new InvalidInputException("positions must be at least 1 and the oracle depth 1..8");
        }
        SplittableRandom rng = new SplittableRandom(seed);
        AlphaBetaAgent player = (AlphaBetaAgent) AgentSpec.parse("alphabeta:depth=2").factory(game).newAgent(rng.nextLong());
        int[] buf = new int[game.numActions()];
        double[] pr = new double[game.numActions()];
        List<State> positions = new ArrayList<>();
        while (positions.size() < count) {
            State s = game.newInitialState();
            int decisions = 0;
            while (!s.isTerminal() && positions.size() < count && decisions < 150) {
                if (s.isChance()) {
                    s.apply(Chance.sample(s, buf, pr, rng));
                    continue;
                }
                int n = s.legalActions(buf);
                if (n > 1 && decisions % 3 == 2) {
                    positions.add(s.copy());
                }
                decisions++;
                s.apply(rng.nextDouble() < 0.2 ? buf[rng.nextInt(n)] : player.decide(s).action());
            }
        }
        AlphaBetaAgent oracle = (AlphaBetaAgent) AgentSpec.parse("alphabeta:depth=" + oracleDepth).factory(game).newAgent(1);
        int[][] actions = new int[count][];
        double[][] scores = new double[count][];
        for (int i = 0; i < count; i++) {
            State s = positions.get(i).copy();
            int me = s.currentPlayer();
            int n = s.legalActions(buf);
            actions[i] = Arrays.copyOf(buf, n);
            scores[i] = new double[n];
            for (int k = 0; k < n; k++) {
                s.apply(actions[i][k]);
                scores[i][k] = oracle.score(s, oracleDepth - 1, me);
                s.undo();
            }
            if (progress != null) {
                progress.accept(i + 1);
            }
        }
        return new MoveRegret(game, positions, actions, scores);
    }

    /** Throws an {@link InvalidInputException} unless {@code game} is two-player, of perfect information, with an evaluation. */
    public static void check(Game game) {
        if (game.numPlayers() != 2 || !game.perfectInformation() || StateEvaluation.forGame(game) == StateEvaluation.NONE) {
            throw new InvalidInputException("move regret needs a two-player game of perfect information with an evaluation "
                    + "(Proteus without secret setup, Amazons, Cowboys); " + game.spec() + " is not one");
        }
    }

    /** The number of positions. */
    public int size() {
        return positions.size();
    }

    /** The regret of playing {@code action} in position {@code i} (0 for the oracle's best move). */
    public double regret(int i, int action) {
        double best = Arrays.stream(scores[i]).max().orElseThrow();
        for (int k = 0; k < actions[i].length; k++) {
            if (actions[i][k] == action) {
                return Math.min(best - scores[i][k], CAP);
            }
        }
        throw new IllegalArgumentException("action " + action + " is not legal in position " + i);
    }

    /**
     * Lets {@code spec} decide every position and sums its regrets.
     *
     * @param progress called with the number of positions decided so far (may be null)
     */
    public Result measure(String spec, long seed, IntConsumer progress) {
        AgentSpec s = AgentSpec.parse(spec);
        double sum = 0, sumSq = 0;
        int best = 0, one = 0, three = 0;
        try (AgentFactory f = s.factory(game)) {
            for (int i = 0; i < positions.size(); i++) {
                int action;
                try (Agent a = f.newAgent(seed + i)) {
                    action = a.selectAction(positions.get(i).copy());
                }
                double r = regret(i, action);
                sum += r;
                sumSq += r * r;
                best += r <= 1e-9 ? 1 : 0;
                one += r >= 1 ? 1 : 0;
                three += r >= 3 ? 1 : 0;
                if (progress != null) {
                    progress.accept(i + 1);
                }
            }
        }
        int n = positions.size();
        double mean = sum / n;
        double var = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
        return new Result(s.canonical(), n, mean, Math.sqrt(var / n), best, one, three);
    }
}
