package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;

/**
 * Resume: a training process killed (SIGKILL) during self-play and during training leaves no corrupt
 * file, and {@code pz train --run DIR} finishes the run with every finished game kept exactly once.
 */
class TrainResumeTest {
    static final int GAMES = 12;

    static TrainConfig config(int iterations) {
        Properties p = TinyRun.settings(GAMES, 8, 2, iterations);
        return TrainConfig.fromProperties(p, TrainConfig.defaults("tictactoe"));
    }

    @Test
    void killedDuringSelfPlayAndTrainingThenResumedLosesNoFinishedGame(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        // 1. kill during self-play, once some games are journaled
        killWhen(run, 2, d -> journalLines(d) >= 3);
        assertConsistent(run);
        // 2. resume and kill during the training phase of an iteration
        killWhen(run, 2, d -> phase(d).equals("train"));
        assertConsistent(run);
        // 3. resume to the end in-process
        TrainLoop.Outcome out = TrainLoop.run(run, null, null, System.err);
        assertConsistent(run);
        assertSettled(run);
        assertEquals(3, out.state().iteration(), "two iterations done");
        Set<String> ids = new HashSet<>();
        long[] count = {0};
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> {
                ids.add(g.gameId());
                count[0]++;
            });
        }
        assertEquals(count[0], ids.size(), "no game is recorded twice");
        assertEquals(2L * GAMES, count[0], "every iteration has exactly its games");
        assertEquals(2L * GAMES, out.state().games());
        assertEquals(2, MetricsCsv.read(run.resolve("metrics.csv")).size());
        assertTrue(Files.exists(run.resolve("models/best.pzm")));
    }

    private static void killWhen(Path run, int iterations, Predicate<Path> when) throws Exception {
        Process p = new ProcessBuilder(System.getProperty("java.home") + "/bin/java", "-cp", System.getProperty("java.class.path"),
                ResumeChild.class.getName(), run.toString(), Integer.toString(iterations))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (p.isAlive() && !when.test(run) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(p.isAlive(), "the child finished before the kill point; make the run longer");
        p.destroyForcibly().waitFor();
    }

    private static int journalLines(Path run) {
        try {
            return GameJournal.read(run.resolve("journal.txt")).size();
        } catch (IOException e) {
            return 0;
        }
    }

    private static String phase(Path run) {
        Path f = run.resolve("state.properties");
        try {
            return Files.exists(f) ? RunDirectory.readProperties(f).getProperty("phase", "") : "";
        } catch (RuntimeException e) {
            return "";
        }
    }

    /** Every settled file parses; records hold no bad file. */
    private static void assertConsistent(Path run) throws IOException {
        RunState.read(run.resolve("state.properties"));
        TrainConfig.fromProperties(RunDirectory.readVersioned(run.resolve("run.properties")), TrainConfig.defaults("tictactoe"));
        if (Files.exists(run.resolve("metrics.csv"))) {
            MetricsCsv.read(run.resolve("metrics.csv"));
        }
        for (String sub : List.of("records", "records-val")) {
            if (Files.isDirectory(run.resolve(sub))) {
                RecordDirectory.Report r = RecordDirectory.readGames(run.resolve(sub), g -> { });
                assertTrue(r.bad().isEmpty(), "bad record files: " + r.bad());
            }
        }
        try (Stream<Path> s = Files.list(run.resolve("models"))) {
            for (Path m : (Iterable<Path>) s::iterator) {
                if (m.toString().endsWith(".pzm")) {
                    pz.models.ModelFile.load(m).close();
                }
            }
        }
    }

    /** A finished run leaves no temporary file behind and releases its lock for the next process. */
    private static void assertSettled(Path run) throws IOException {
        try (Stream<Path> s = Files.walk(run)) {
            List<Path> temporaries = s.filter(p -> {
                String n = p.getFileName().toString();
                return n.endsWith(".tmp") || n.startsWith(".tmp-");
            }).toList();
            assertTrue(temporaries.isEmpty(), "temporaries left: " + temporaries);
        }
        RunDirectory.open(run).close();
    }
}
