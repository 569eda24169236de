package pz.evaluation.equilibrium;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Scheduler;

/**
 * The equilibrium of a two-player game's secret setup: sample candidate setups per seat
 * ({@link SetupCandidates}), estimate the payoff matrix {@code M[i][j]} = the first seat's expected
 * score (win 1, draw 1/2) when it sets up with candidate i and the second seat with candidate j,
 * either from games played on from that position by one agent in both seats ({@link #fromMatches})
 * or from a value network's evaluation of the position ({@link #fromEvaluator}), then solve the
 * matrix game ({@link MatrixGame#solveLp}). Stateless.
 */
public final class SetupEquilibrium {
    /**
     * The result.
     *
     * @param spec       the game
     * @param candidates the candidates of seat 0 (rows) and seat 1 (columns)
     * @param payoff     the first seat's expected score per pair
     * @param solution   optimal mixtures and the value (the first seat's expected score under optimal setups)
     * @param source     how the payoffs were estimated, in words
     */
    public record Result(String spec, List<List<SetupCandidates.Candidate>> candidates, double[][] payoff,
                         MatrixGame.Solution solution, String source) {

        /** A report: the value, then each seat's setups with positive weight, heaviest first. */
        public String text() {
            StringBuilder b = new StringBuilder();
            b.append(String.format(Locale.ROOT, "%s: setup equilibrium over %d x %d sampled candidate setups (%s)%n", spec,
                    payoff.length, payoff[0].length, source));
            b.append(String.format(Locale.ROOT, "value: the first seat scores %.1f%% under optimal setups%n", 100 * solution.value()));
            appendMix(b, "first seat (rows)", candidates.get(0), solution.row());
            appendMix(b, "second seat (columns)", candidates.get(1), solution.column());
            return b.toString();
        }

        private static void appendMix(StringBuilder b, String who, List<SetupCandidates.Candidate> cands, double[] mix) {
            b.append("optimal mixed setup, ").append(who).append(":\n");
            Integer[] order = new Integer[mix.length];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            java.util.Arrays.sort(order, (x, y) -> Double.compare(mix[y], mix[x]));
            for (int i : order) {
                if (mix[i] > 1e-6) {
                    b.append(String.format(Locale.ROOT, "  %5.1f%%  #%d  %s%n", 100 * mix[i], i, cands.get(i).text()));
                }
            }
        }
    }

    private SetupEquilibrium() {
    }

    /**
     * Payoffs from {@code gamesPerPair} games per pair of candidates played on by {@code agent} in both
     * seats (in parallel on {@code threads} threads), then the equilibrium.
     *
     * @param progress called with the number of games finished (serially)
     */
    public static Result fromMatches(Game game, int candidates, String agent, int gamesPerPair, int threads, long seed,
                                     IntConsumer progress) {
        check(game);
        if (gamesPerPair < 1) {
            throw new InvalidInputException("games per pair must be at least 1, got " + gamesPerPair);
        }
        List<List<SetupCandidates.Candidate>> cands = SetupCandidates.sample(game, candidates, seed);
        int m = cands.get(0).size();
        int n = cands.get(1).size();
        State[][] starts = starts(game, cands);
        double[][] sum = new double[m][n];
        int total = m * n * gamesPerPair;
        int[] done = new int[1];
        SplittableRandom seeds = new SplittableRandom(seed ^ 0x5DEECE66DL);
        long[] gameSeeds = new long[total];
        for (int g = 0; g < total; g++) {
            gameSeeds[g] = seeds.nextLong();
        }
        try (AgentFactory f = AgentSpec.parse(agent).factory(game)) {
            new Scheduler(threads, 8).run(total, g -> {
                int cell = g / gamesPerPair;
                SplittableRandom r = new SplittableRandom(gameSeeds[g]);
                Agent[] seats = {f.newAgent(r.nextLong()), f.newAgent(r.nextLong())};
                return new Scheduler.GameSetup(starts[cell / n][cell % n], seats, r.nextLong());
            }, (g, terminal, returns) -> {
                int cell = g / gamesPerPair;
                synchronized (sum) {
                    sum[cell / n][cell % n] += score(returns);
                    progress.accept(++done[0]);
                }
            });
        }
        double[][] payoff = new double[m][n];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                payoff[i][j] = sum[i][j] / gamesPerPair;
            }
        }
        String source = gamesPerPair + " games per pair by " + AgentSpec.parse(agent).canonical();
        return new Result(game.spec(), cands, payoff, MatrixGame.solveLp(payoff), source);
    }

    /**
     * Payoffs from one evaluation of each position after both setups by {@code evaluator} (a value
     * network): the first seat's value mapped from the game's return range to a score in [0, 1]
     * (terminal positions use their returns), then the equilibrium.
     */
    public static Result fromEvaluator(Game game, int candidates, Evaluator evaluator, String name, long seed) {
        check(game);
        List<List<SetupCandidates.Candidate>> cands = SetupCandidates.sample(game, candidates, seed);
        int m = cands.get(0).size();
        int n = cands.get(1).size();
        State[][] starts = starts(game, cands);
        double[][] payoff = new double[m][n];
        EvalBatch batch = new EvalBatch(game, Math.max(1, evaluator.preferredBatchSize()));
        List<int[]> pending = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                State s = starts[i][j];
                if (s.isTerminal()) {
                    payoff[i][j] = score(s.returns());
                } else if (s.isChance()) {
                    throw new InvalidInputException("the position after the setups is a chance event: evaluate with matches instead");
                } else {
                    batch.add(s);
                    pending.add(new int[] {i, j});
                    if (batch.size() == batch.capacity()) {
                        flush(game, evaluator, batch, pending, payoff);
                    }
                }
            }
        }
        flush(game, evaluator, batch, pending, payoff);
        return new Result(game.spec(), cands, payoff, MatrixGame.solveLp(payoff), "value network " + name);
    }

    private static void flush(Game game, Evaluator ev, EvalBatch batch, List<int[]> pending, double[][] payoff) {
        if (batch.size() == 0) {
            return;
        }
        ev.evaluate(batch);
        double lo = game.minReturn();
        double hi = game.maxReturn();
        for (int k = 0; k < pending.size(); k++) {
            double v0 = batch.values()[k * game.numPlayers()];
            payoff[pending.get(k)[0]][pending.get(k)[1]] = Math.max(0, Math.min(1, (v0 - lo) / (hi - lo)));
        }
        batch.clear();
        pending.clear();
    }

    private static State[][] starts(Game game, List<List<SetupCandidates.Candidate>> cands) {
        State[][] starts = new State[cands.get(0).size()][cands.get(1).size()];
        for (int i = 0; i < starts.length; i++) {
            for (int j = 0; j < starts[i].length; j++) {
                starts[i][j] = SetupCandidates.apply(game, List.of(cands.get(0).get(i), cands.get(1).get(j)));
            }
        }
        return starts;
    }

    private static void check(Game game) {
        if (game.numPlayers() != 2 || !game.zeroSum()) {
            throw new InvalidInputException("the setup equilibrium needs a two-player zero-sum game, not " + game.spec());
        }
    }

    /** The first seat's score: 1 if its return is higher, 1/2 if equal, else 0. */
    static double score(double[] returns) {
        double d = returns[0] - returns[1];
        return d > 1e-9 ? 1 : d < -1e-9 ? 0 : 0.5;
    }
}
