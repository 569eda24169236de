package pz.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.training.RunDirectory;
import pz.training.RunState;
import pz.training.SelfPlayBackend;
import pz.training.TrainConfig;
import pz.training.TrainLoop;

/** Distributed self-play inside the training loop, on local[2,2] with a 1x8 tic-tac-toe network. */
class SparkSelfPlayTest {
    @TempDir
    Path tmp;

    static TrainConfig tiny(int iterations) {
        Properties p = new Properties();
        p.setProperty("iterations", Integer.toString(iterations));
        p.setProperty("gamesPerIteration", "12");
        p.setProperty("visits", "8");
        p.setProperty("blocks", "1");
        p.setProperty("channels", "8");
        p.setProperty("batchSize", "32");
        p.setProperty("sampleReuse", "1");
        p.setProperty("evalGames", "2");
        p.setProperty("threads", "1");
        p.setProperty("parallel", "4");
        p.setProperty("windowMax", "1000");
        return TrainConfig.fromProperties(p, TrainConfig.defaults("tictactoe"));
    }

    static List<GameRecord> games(Path run) throws IOException {
        List<GameRecord> out = new ArrayList<>();
        for (String sub : new String[] {"records", "records-val"}) {
            if (Files.isDirectory(run.resolve(sub))) {
                RecordDirectory.Report r = RecordDirectory.readGames(run.resolve(sub), out::add);
                assertTrue(r.bad().isEmpty(), "unreadable record files: " + r.bad());
            }
        }
        return out;
    }

    /** The worker part of the chunk names (chunk-TIME-WORKER-WRITER-SEQ): who committed the chunks. */
    static Set<String> chunkWorkers(Path run) throws IOException {
        Set<String> out = new TreeSet<>();
        for (String sub : new String[] {"records", "records-val"}) {
            if (Files.isDirectory(run.resolve(sub))) {
                for (RecordDirectory.Chunk c : RecordDirectory.chunks(run.resolve(sub))) {
                    out.add(c.name().split("-")[2]);
                }
            }
        }
        return out;
    }

    private static long positions(Path run) throws IOException {
        long[] n = {0};
        for (String sub : new String[] {"records", "records-val"}) {
            if (Files.isDirectory(run.resolve(sub))) {
                RecordDirectory.readPositions(run.resolve(sub), pz.data.RecordSchema.POSITIONS_SCHEMA, p -> n[0]++);
            }
        }
        return n[0];
    }

    @Test
    @DisplayName("train with Spark self-play: one iteration's 12 games in 3 tasks, each recorded once although a task failed after writing")
    void trainsWithSparkSelfPlayAndARetriedTaskDuplicatesNoGame() throws IOException {
        Path run = tmp.resolve("run");
        SparkSelfPlay backend = new SparkSelfPlay(LocalSpark.context(), 3, 1).failFirstAttemptOf(1);
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        TrainLoop.Outcome out = TrainLoop.run(run, tiny(1), null, new PrintStream(log, true), backend);

        List<GameRecord> games = games(run);
        assertEquals(12, games.size(), "games per iteration");
        Set<String> ids = new HashSet<>();
        games.forEach(g -> ids.add(g.gameId()));
        assertEquals(12, ids.size(), "a game id appears twice: the failed attempt's chunk was promoted too");
        assertEquals(Set.of("spark.i1.p0", "spark.i1.p1", "spark.i1.p2"), chunkWorkers(run));
        games.forEach(g -> assertEquals("tictactoe", g.spec()));
        games.forEach(g -> assertEquals(List.of("model-0", "model-0"), g.models()));
        RunState st = RunState.fromProperties(RunDirectory.readProperties(run.resolve("state.properties")));
        assertEquals(12, st.games());
        assertEquals(positions(run), st.positions(), "positions counted by the driver = rows written");
        assertEquals(2, st.iteration(), "the iteration trained and evaluated on the driver");
        assertTrue(Files.exists(run.resolve("models/model-0001.pzm")));
        assertTrue(Files.exists(out.bestModel()));
        // the staging tree keeps only markers: no chunk is left outside the records
        try (Stream<Path> s = Files.walk(run.resolve("spark-staging"))) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().startsWith("chunk-")));
        }
    }

    @Test
    @DisplayName("a phase asked again (driver died after promoting) plays no game twice")
    void repeatedRequestIsIdempotent() throws IOException {
        Path run = tmp.resolve("again");
        Files.createDirectories(run.resolve("models"));
        TrainConfig cfg = tiny(1);
        // the initial model, as the loop makes it
        try (pz.models.PolicyValueNet net = pz.models.PolicyValueNet.create(pz.models.NetShape.of(cfg.game()),
                pz.models.NetConfig.defaults(cfg.game()).withTower(1, 8), 1)) {
            pz.models.ModelFile.of(pz.models.ModelMetadata.forGame(cfg.game(), pz.models.NetConfig.defaults(cfg.game()).withTower(1, 8)), net)
                    .save(run.resolve("models/best.pzm"));
        }
        SelfPlayBackend.Request req = new SelfPlayBackend.Request(run, cfg, run.resolve("models/best.pzm"), "model-0", 1, 0, 8, 42);
        SparkSelfPlay backend = new SparkSelfPlay(LocalSpark.context(), 2, 1);
        SelfPlayBackend.Result first = backend.play(req);
        SelfPlayBackend.Result second = backend.play(req);
        assertEquals(8, first.games());
        assertEquals(first.games(), second.games());
        assertEquals(first.positions(), second.positions());
        assertEquals(8, games(run).size(), "the second call committed nothing new");
    }

    @Test
    @DisplayName("a run switches between Spark and local self-play: iteration 1 on Spark, iteration 2 in-process")
    void switchesBetweenSparkAndLocal() throws IOException {
        Path run = tmp.resolve("switch");
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true);
        TrainLoop.run(run, tiny(1), null, quiet, new SparkSelfPlay(LocalSpark.context(), 2, 1));
        TrainConfig budget = tiny(2);
        TrainLoop.run(run, null, budget, quiet);
        List<GameRecord> games = games(run);
        assertEquals(24, games.size());
        Set<String> ids = new HashSet<>();
        games.forEach(g -> ids.add(g.gameId()));
        assertEquals(24, ids.size());
        assertTrue(chunkWorkers(run).containsAll(Set.of("spark.i1.p0", "spark.i1.p1", "selfplay")), chunkWorkers(run).toString());
        assertEquals(24, RunState.fromProperties(RunDirectory.readProperties(run.resolve("state.properties"))).games());
    }
}
