package pz.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.StoppingRule;
import pz.evaluation.balance.Tally;
import pz.mcts.play.Match;

/**
 * {@code pz balance} on a Spark cluster: each spec's games are played in waves of Spark tasks (the
 * same agent in every seat); the driver adds every game's returns, turns and steps to the same
 * {@link Tally} as pz balance, in a fixed order (partition, then game index), asks the same
 * {@link StoppingRule} after each game, and stops between waves once it answers; the
 * {@link SpecSummary} list then goes to {@code BalanceReport} as pz balance's does. With one task
 * and no early stop the games, hence the report, are those of pz balance with the same seed.
 * Stateless.
 */
public final class SparkBalance {
    private SparkBalance() {
    }

    /**
     * Plays and summarises every spec, in order.
     *
     * @param records where the games go as Parquet records (null: none)
     * @throws pz.engine.InvalidInputException for a bad game or agent spec (all specs are checked first)
     */
    public static List<SpecSummary> run(JavaSparkContext spark, List<String> specs, String agent, StoppingRule rule, Path records,
                                        MatchWaves.Options options) throws IOException {
        return run(spark, specs, agent, rule, records, options, Set.of());
    }

    static List<SpecSummary> run(JavaSparkContext spark, List<String> specs, String agent, StoppingRule rule, Path records,
                                 MatchWaves.Options options, Set<Integer> failFirstAttempt) throws IOException {
        List<Match> checked = new ArrayList<>();
        for (String s : specs) {
            checked.add(Match.of(s, agent, agent));
        }
        List<SpecSummary> out = new ArrayList<>();
        for (Match m : checked) {
            try (MatchWaves waves = new MatchWaves(spark, agent, agent, options, records, "balance", failFirstAttempt)) {
                out.add(play(waves, m, rule));
            }
        }
        return SpecSummary.holm(out, specs.size()); // adjusted over every spec, as BalanceRun does
    }

    private static SpecSummary play(MatchWaves waves, Match m, StoppingRule rule) throws IOException {
        String spec = m.game().spec();
        Tally tally = new Tally(spec, m.game().numPlayers(), m.game().setupSteps());
        // a wave ends on a look, so that the rule is asked at every look it would be asked at locally
        int wave = Math.max(rule.look(), (waves.waveSize() + rule.look() - 1) / rule.look() * rule.look());
        boolean stopEarly = rule.minGames() < rule.maxGames();
        String stop = null;
        while (tally.games() < rule.maxGames() && stop == null) {
            int n = stopEarly ? Math.min(wave, rule.maxGames() - tally.games()) : rule.maxGames();
            for (MatchTask.Done d : waves.play(spec, m.game().numPlayers(), n)) {
                for (int i = 0; i < d.returns().length; i++) {
                    tally.add(d.returns()[i], d.turns()[i], d.steps()[i]);
                    if (stop == null) {
                        stop = rule.check(tally);
                    }
                }
            }
        }
        return SpecSummary.of(tally, rule.tolerance(), stop);
    }
}
