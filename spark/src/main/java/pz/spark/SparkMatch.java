package pz.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import pz.evaluation.Sprt;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/**
 * {@code pz match} on a Spark cluster: the games are split across tasks (seats rotated inside each
 * task's share, so A has every seat equally often), the tasks' W/D/L are summed on the driver
 * into the same {@link MatchResult} (its {@code line()} is pz match's report line) and, with
 * {@code --sprt}, the driver plays waves and stops between them once the SPRT decides, as pz
 * match stops between rounds. Games are written to Parquet records once each, however often a
 * task was retried. With one task the games are those of {@code pz match} with the same seed.
 * Stateless.
 */
public final class SparkMatch {
    private SparkMatch() {
    }

    /**
     * Plays the match.
     *
     * @param sprt    stop by this test between waves (null: play all games)
     * @param records where the games go as Parquet records (null: none); on a file system every executor sees
     * @throws pz.engine.InvalidInputException for a bad game or agent spec
     */
    public static MatchResult run(JavaSparkContext spark, String spec, String a, String b, int games, Sprt sprt, Path records,
                                  MatchWaves.Options options) throws IOException {
        return run(spark, spec, a, b, games, sprt, records, options, Set.of());
    }

    static MatchResult run(JavaSparkContext spark, String spec, String a, String b, int games, Sprt sprt, Path records,
                           MatchWaves.Options options, Set<Integer> failFirstAttempt) throws IOException {
        Match check = Match.of(spec, a, b).games(games); // validates the specs before any task starts
        String game = check.game().spec();
        int players = check.game().numPlayers();
        long t0 = System.nanoTime();
        int[] wdl = new int[3];
        try (MatchWaves waves = new MatchWaves(spark, a, b, options, records, "match", failFirstAttempt)) {
            int wave = sprt == null ? games : waves.waveSize();
            for (int played = 0; played < games; ) {
                int n = Math.min(wave, games - played);
                for (MatchTask.Done d : waves.play(game, players, n)) {
                    wdl[0] += d.wins();
                    wdl[1] += d.draws();
                    wdl[2] += d.losses();
                }
                played += n;
                if (sprt != null && sprt.status(wdl[0], wdl[1], wdl[2]) != Sprt.Status.CONTINUE) {
                    break;
                }
            }
        }
        return new MatchResult(game, AgentSpec.parse(a).canonical(), AgentSpec.parse(b).canonical(), wdl[0], wdl[1], wdl[2],
                (System.nanoTime() - t0) / 1e9);
    }
}
