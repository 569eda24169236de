package pz.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.evaluation.Elo;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.BalanceRun;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.StoppingRule;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/** Distributed match and balance runs and the Spark SQL view of records, on local[2,2]. */
class SparkMatchBalanceTest {
    @TempDir
    Path tmp;

    @Test
    @DisplayName("match on one task plays pz match's games: same W/D/L and the same report line but for the time")
    void oneTaskMatchEqualsLocalMatch() throws IOException {
        MatchResult local = Match.of("tictactoe", "uct:rollouts=20", "random").games(12).threads(1).parallel(4).seed(5).run();
        MatchResult spark = SparkMatch.run(LocalSpark.context(), "tictactoe", "uct:rollouts=20", "random", 12, null, null,
                new MatchWaves.Options(1, 1, 4, 5));
        assertEquals(List.of(local.wins(), local.draws(), local.losses()), List.of(spark.wins(), spark.draws(), spark.losses()));
        assertEquals(Elo.matchLine(local).replaceAll(", [0-9.]+ s$", ""), Elo.matchLine(spark).replaceAll(", [0-9.]+ s$", ""));
    }

    @Test
    @DisplayName("match over 3 tasks, two failing once after writing: every game recorded once, W/D/L summed")
    void matchRecordsOnceDespiteRetries() throws IOException {
        Path records = tmp.resolve("records");
        MatchResult r = SparkMatch.run(LocalSpark.context(), "tictactoe", "random", "random", 30, null, records,
                new MatchWaves.Options(3, 1, 4, 9), Set.of(0, 2));
        assertEquals(30, r.games());
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.readGames(records, games::add);
        assertEquals(30, games.size());
        Set<String> ids = new HashSet<>();
        games.forEach(g -> ids.add(g.gameId()));
        assertEquals(30, ids.size(), "a failed attempt's games were promoted too");
        games.forEach(g -> assertEquals(List.of("random", "random"), g.players()));
        try (Stream<Path> s = Files.list(records)) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().startsWith(".spark-staging")), "staging left behind");
        }
    }

    @Test
    @DisplayName("balance on one task gives pz balance's report: same tallies, same text")
    void oneTaskBalanceEqualsLocalBalance() throws IOException {
        StoppingRule rule = new StoppingRule(40, 10, 40, 0.02, 0.05);
        List<SpecSummary> local = new BalanceRun("random").rule(rule).threads(1).parallel(4).seed(3).run(List.of("tictactoe", "pig"));
        List<SpecSummary> spark = SparkBalance.run(LocalSpark.context(), List.of("tictactoe", "pig"), "random", rule, null,
                new MatchWaves.Options(1, 1, 4, 3));
        assertEquals(2, spark.size());
        for (int i = 0; i < 2; i++) {
            assertEquals(local.get(i).games(), spark.get(i).games());
            assertArrayEquals(local.get(i).wins(), spark.get(i).wins());
            assertArrayEquals(local.get(i).draws(), spark.get(i).draws());
        }
        assertEquals(BalanceReport.text(local), BalanceReport.text(spark));
        Path out = tmp.resolve("report");
        BalanceReport.write(out, new BalanceReport.Context("random", rule, 3, "now"), spark);
        assertTrue(Files.readString(out.resolve("report.md")).contains("tictactoe"));
        assertTrue(Files.exists(out.resolve("report.html")));
    }

    @Test
    @DisplayName("balance over 2 tasks with a retried task: every game counted once, early stop asked at the looks")
    void balanceOverTasksCountsEachGameOnce() throws IOException {
        StoppingRule rule = new StoppingRule(20, 10, 60, 0.2, 0.05);
        Path records = tmp.resolve("balance-records");
        List<SpecSummary> s = SparkBalance.run(LocalSpark.context(), List.of("tictactoe"), "random", rule, records,
                new MatchWaves.Options(2, 1, 2, 4), Set.of(1));
        int games = s.get(0).games();
        assertTrue(games >= 20 && games <= 60 && games % 2 == 0, "games " + games);
        long[] n = {0};
        RecordDirectory.readGames(records, g -> n[0]++);
        assertEquals(games, n[0], "records = games counted");
    }

    @Test
    @DisplayName("Spark SQL over RUN/records/chunk-*/games.parquet: first-seat win rate per spec as computed from the rows")
    void firstSeatWinRateQuery() throws Exception {
        Path records = tmp.resolve("sql");
        SparkMatch.run(LocalSpark.context(), "tictactoe", "random", "random", 40, null, records, new MatchWaves.Options(2, 1, 4, 11));
        SparkMatch.run(LocalSpark.context(), "pig", "random", "random", 20, null, records, new MatchWaves.Options(2, 1, 4, 11));
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.readGames(records, games::add);
        List<Row> rows = RecordsSql.firstSeatWinRate(LocalSpark.session(), records).collectAsList();
        assertEquals(2, rows.size());
        for (Row r : rows) {
            String spec = r.getString(0);
            List<GameRecord> of = games.stream().filter(g -> g.spec().equals(spec)).toList();
            double wins = of.stream().filter(g -> g.returns()[0] > g.returns()[1]).count();
            assertEquals(of.size(), r.getLong(1));
            assertEquals(wins / of.size(), ((Number) r.get(2)).doubleValue(), 1e-9, spec);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = SparkMain.command("sql", SparkMain.Args.parse(new String[] {"sql", records.toString()}, 1), LocalSpark.session(),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, code);
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("spec\tgames\tfirst_seat_win_rate"), text);
        assertTrue(text.contains("pig\t20\t"), text);
    }
}
