package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/**
 * The run's format version: {@code run.properties} and {@code state.properties} carry it; a run
 * written before it existed (no version, version 1 journal lines) still resumes; a newer version is
 * refused with a message naming the file and the version.
 */
class RunFormatTest {
    static final int GAMES = 6;
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    private static TrainConfig config(int iterations) {
        return TrainConfig.fromProperties(TinyRun.settings(GAMES, 4, 0, iterations), TrainConfig.defaults("tictactoe"));
    }

    @Test
    @DisplayName("issue 29: a run written by the code before format versions (no version key, v1 journal) resumes, "
            + "its journaled games recovered")
    void aRunOfTheOldFormatResumes(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        Game ttt = GameRegistry.parse("tictactoe");
        Files.createDirectories(run);
        // the files as the old code wrote them, killed during the self-play of iteration 1 with two finished
        // games in its journal and none in the records yet
        Properties settings = config(1).toProperties();
        settings.remove(RunProperties.RECIPE); // format 1: the self-play search as loose keys
        settings.putAll(SelfPlayRecipeTest.settings("search=gumbel visits=4 fastVisits=0 fullProbability=0.25 forcedPlayouts=true"
                + " sampleTurns=-1 decisiveMoves=true heuristicWeight=0.0 heuristicDepth=0 leafRollouts=0 rolloutDepth=0 solver=false"));
        StringBuilder text = new StringBuilder("# pz train settings\n");
        settings.stringPropertyNames().stream().sorted().forEach(k -> text.append(k).append('=')
                .append(settings.getProperty(k).replace(":", "\\:").replace("=", "\\=")).append('\n'));
        Files.writeString(run.resolve("run.properties"), text, StandardCharsets.UTF_8);
        Files.writeString(run.resolve("state.properties"), "# pz train progress\nbestIteration=0\nelo=0.0\ngames=0\n"
                + "iteration=1\nlastPositions=0\nphase=selfplay\npositions=0\nseconds=1.5\ntrainingSteps=0\n");
        GameJournal.Entry a = TinyRun.journaledGame(ttt, "0000000000000000000000000000000a", 11, new int[] {4, 0, 8, 2, 1, 7, 6});
        GameJournal.Entry b = TinyRun.journaledGame(ttt, "0000000000000000000000000000000b", 12, new int[] {0, 1, 4, 2, 8});
        Files.writeString(run.resolve("journal.txt"), TinyRun.versionOneLine(GameJournal.format(a)) + "\n"
                + TinyRun.versionOneLine(GameJournal.format(b)) + "\n");

        TrainLoop.Outcome out = TrainLoop.run(run, null, null, QUIET);
        assertEquals(2, out.state().iteration(), "iteration 1 done");
        assertEquals(GAMES, out.state().games(), "the two journaled games count among the iteration's");
        Set<String> ids = new HashSet<>();
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> assertTrue(ids.add(g.gameId()), "twice: " + g.gameId()));
        }
        assertEquals(GAMES, ids.size());
        assertTrue(ids.contains(a.gameId()) && ids.contains(b.gameId()), "the journaled games are in the records");
        long[] actions = {0};
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> actions[0] += g.actions().size());
        }
        assertEquals((double) actions[0] / GAMES, Double.parseDouble(MetricsCsv.read(run.resolve("metrics.csv")).get(0)
                .get("mean_game_turns")), 1e-4, "the v1 games' turns count in the statistics (tic-tac-toe: a turn per action)");
        assertEquals(Integer.toString(RunDirectory.FORMAT_VERSION),
                RunDirectory.readProperties(run.resolve("state.properties")).getProperty(RunDirectory.FORMAT_KEY),
                "the resumed run's state is written in the current format");
    }

    @Test
    @DisplayName("issue 29: a run's files carry the format version; a run.properties or state.properties of a newer one is "
            + "refused, naming the file and version")
    void aNewerVersionIsRefused(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        TrainLoop.run(run, config(1), null, QUIET);
        for (String f : List.of("state.properties", "run.properties")) {
            Path file = run.resolve(f);
            String before = Files.readString(file);
            assertTrue(before.contains(RunDirectory.FORMAT_KEY + "=" + RunDirectory.FORMAT_VERSION + "\n"), before);
            Files.writeString(file, before.replace(RunDirectory.FORMAT_KEY + "=" + RunDirectory.FORMAT_VERSION,
                    RunDirectory.FORMAT_KEY + "=" + (RunDirectory.FORMAT_VERSION + 1)));
            String message = assertThrows(InvalidInputException.class, () -> TrainLoop.run(run, null, config(2), QUIET)).getMessage();
            assertTrue(message.startsWith(file.toAbsolutePath().normalize() + ": format version " + (RunDirectory.FORMAT_VERSION + 1)
                    + " is not one this pz reads"), message);
            assertEquals(before.replace(RunDirectory.FORMAT_KEY + "=" + RunDirectory.FORMAT_VERSION,
                    RunDirectory.FORMAT_KEY + "=" + (RunDirectory.FORMAT_VERSION + 1)), Files.readString(file), "left as it was");
            Files.writeString(file, before);
        }
        Properties p = RunState.fresh().toProperties();
        p.setProperty(RunDirectory.FORMAT_KEY, "x");
        assertTrue(assertThrows(InvalidInputException.class, () -> RunState.fromProperties(p)).getMessage()
                .contains("format version 'x' is not a number"));
        assertFalse(TrainLoop.run(run, null, config(2), QUIET).stoppedByTime(), "the restored run goes on");
    }
}
