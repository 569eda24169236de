package pz.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.InvalidInputException;
import pz.mcts.SearchRecipe;
import pz.mcts.play.GameRecord;

/** The run's small files: settings, state, journal, metrics, the lock. */
class RunFilesTest {

    /** {@code cfg}'s settings without its recipe: the loose search keys set on them are read over the game's defaults. */
    static Properties loose(TrainConfig cfg) {
        Properties p = cfg.toProperties();
        p.remove(RunProperties.RECIPE);
        return p;
    }

    @Test
    @org.junit.jupiter.api.DisplayName("sample turns and decisive moves reach the self-play search; -1 keeps each search's default; old runs read the defaults")
    void sampleTurnsReachTheSelfPlaySearch() {
        TrainConfig d = TrainConfig.defaults("kadon");
        assertEquals(-1, SelfPlayOptions.defaults(d.game()).sampleTurns());
        assertEquals(Integer.MAX_VALUE, d.selfPlay().noise().temperatureTurns(), "Gumbel: noise on every turn");
        assertTrue(d.selfPlay().leaves().decisiveMoves(), "decisive moves on by default");
        Properties off = loose(d);
        off.setProperty("decisiveMoves", "false");
        assertFalse(TrainConfig.fromProperties(off, d).selfPlay().leaves().decisiveMoves());
        Properties p = loose(d);
        p.remove("sampleTurns"); // a run.properties written before these settings existed
        p.remove("decisiveMoves");
        assertEquals(d, TrainConfig.fromProperties(p, TrainConfig.defaults("kadon")));
        p.setProperty("sampleTurns", "8");
        TrainConfig eight = TrainConfig.fromProperties(p, d);
        assertEquals(8, eight.selfPlay().noise().temperatureTurns());
        assertEquals(1.0, eight.selfPlay().noise().temperature());
        p.setProperty("search", "puct");
        assertEquals(8, TrainConfig.fromProperties(p, d).selfPlay().noise().temperatureTurns());
        p.setProperty("sampleTurns", "-1");
        assertEquals(30, TrainConfig.fromProperties(p, d).selfPlay().noise().temperatureTurns(), "PUCT: AlphaZero's 30");
        assertEquals(SearchRecipe.parse("mcts:visits=32,decisive=1,sample=30"),
                TrainLoop.evalRecipe(TrainConfig.fromProperties(p, d)), "PUCT evaluation samples openings");
        assertEquals(SearchRecipe.parse("gumbel:visits=32,decisive=1,sample=8"),
                TrainLoop.evalRecipe(eight));
        p.setProperty("sampleTurns", "-2");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage()
                .contains("sample turns"));
    }

    @Test
    @org.junit.jupiter.api.DisplayName("heuristic weight reaches the self-play and evaluation searches; old runs read 0; a game without a heuristic is refused")
    void heuristicWeightReachesTheSearches() {
        TrainConfig d = TrainConfig.defaults("proteus");
        assertEquals(0, d.selfPlay().leaves().heuristicWeight());
        Properties p = loose(d);
        p.setProperty("heuristicWeight", "0.5");
        p.setProperty("search", "puct");
        p.setProperty("sampleTurns", "20");
        TrainConfig h = TrainConfig.fromProperties(p, d);
        assertEquals(0.5, h.selfPlay().leaves().heuristicWeight());
        assertEquals(SearchRecipe.parse("mcts:visits=64,decisive=1,heuristic=0.5,sample=20"),
                TrainLoop.evalRecipe(h));
        assertTrue(TrainLoop.describe(h).contains("heuristic weight 0.5"), TrainLoop.describe(h));
        p.setProperty("heuristicDepth", "2");
        TrainConfig h2 = TrainConfig.fromProperties(p, d);
        assertEquals(2, h2.selfPlay().leaves().heuristicDepth());
        assertEquals(SearchRecipe.parse("mcts:visits=64,decisive=1,heuristic=0.5,hdepth=2,sample=20"),
                TrainLoop.evalRecipe(h2));
        p.setProperty("heuristicDepth", "0");
        Properties old = loose(d);
        old.remove("heuristicWeight"); // a run.properties written before the setting existed
        old.remove("heuristicDepth");
        assertEquals(d, TrainConfig.fromProperties(old, TrainConfig.defaults("proteus")));
        p.setProperty("heuristicWeight", "1.5");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage()
                .contains("heuristic weight"));
        Properties noWeight = loose(d);
        noWeight.setProperty("heuristicDepth", "2");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(noWeight, d)).getMessage()
                .contains("needs a heuristic weight"));
        Properties four = loose(TrainConfig.defaults("cowboys:players=4"));
        four.setProperty("heuristicWeight", "1");
        four.setProperty("heuristicDepth", "1");
        assertTrue(assertThrows(InvalidInputException.class,
                () -> TrainConfig.fromProperties(four, TrainConfig.defaults("cowboys:players=4"))).getMessage().contains("two-player"));
        Properties k = loose(TrainConfig.defaults("kadon"));
        k.setProperty("heuristicWeight", "0.5");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(k, TrainConfig.defaults("kadon")))
                .getMessage().contains("kadon has none"));
    }

    @Test
    @org.junit.jupiter.api.DisplayName("leaf rollouts and the solver reach the self-play and evaluation searches; old runs read off; bad combinations named")
    void rolloutsAndSolverReachTheSearches() {
        TrainConfig d = TrainConfig.defaults("kadon");
        assertEquals(0, d.selfPlay().leaves().rollouts());
        assertTrue(!d.selfPlay().puct().solver());
        Properties p = loose(d);
        p.setProperty("search", "puct");
        p.setProperty("sampleTurns", "6");
        p.setProperty("heuristicWeight", "0.5");
        p.setProperty("leafRollouts", "8");
        p.setProperty("solver", "true");
        TrainConfig k = TrainConfig.fromProperties(p, d);
        assertEquals(8, k.selfPlay().leaves().rollouts());
        assertEquals(0.5, k.selfPlay().leaves().heuristicWeight());
        assertTrue(k.selfPlay().puct().solver());
        assertEquals(SearchRecipe.parse("mcts:visits=32,decisive=1,heuristic=0.5,rollouts=8,solver=1,sample=6"),
                TrainLoop.evalRecipe(k));
        assertTrue(TrainLoop.describe(k).contains("8 random rollouts") && TrainLoop.describe(k).contains("MCTS-Solver on"), TrainLoop.describe(k));
        assertEquals(k, TrainConfig.fromProperties(k.toProperties(), d), "saved and read back");
        Properties old = loose(d);
        old.remove("leafRollouts"); // a run.properties written before the settings existed
        old.remove("rolloutDepth");
        old.remove("solver");
        assertEquals(d, TrainConfig.fromProperties(old, TrainConfig.defaults("kadon")));
        Properties noWeight = (Properties) p.clone();
        noWeight.setProperty("heuristicWeight", "0");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(noWeight, d)).getMessage()
                .contains("need a weight"));
        Properties gumbel = (Properties) p.clone();
        gumbel.setProperty("search", "gumbel");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(gumbel, d)).getMessage()
                .contains("solver is for PUCT"));
        Properties cut = (Properties) p.clone();
        cut.setProperty("rolloutDepth", "6");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(cut, d)).getMessage()
                .contains("a rollout depth needs a game with a heuristic"));
        Properties cowboys = loose(TrainConfig.defaults("cowboys:size=9"));
        cowboys.setProperty("search", "puct");
        cowboys.setProperty("heuristicWeight", "1");
        cowboys.setProperty("leafRollouts", "4");
        cowboys.setProperty("rolloutDepth", "6");
        TrainConfig cw = TrainConfig.fromProperties(cowboys, TrainConfig.defaults("cowboys:size=9"));
        assertEquals(6, cw.selfPlay().leaves().rolloutDepth());
        assertEquals(4, TrainLoop.evalRecipe(cw).leaves().rollouts());
        assertEquals(6, TrainLoop.evalRecipe(cw).leaves().rolloutDepth());
        Properties many = (Properties) p.clone();
        many.setProperty("leafRollouts", "20000");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(many, d)).getMessage()
                .contains("leaf rollouts"));
    }

    @Test
    @org.junit.jupiter.api.DisplayName("value fraction: saved and read back, 1 for runs that predate it, out-of-range values named")
    void valueFraction() {
        TrainConfig d = TrainConfig.defaults("cowboys:size=9");
        assertEquals(1.0, d.window().valueFraction());
        Properties p = d.toProperties();
        p.setProperty("valueFraction", "0.1");
        assertEquals(0.1, TrainConfig.fromProperties(p, d).window().valueFraction());
        p.remove("valueFraction");
        assertEquals(d, TrainConfig.fromProperties(p, d));
        p.setProperty("valueFraction", "0");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage()
                .contains("value fraction"));
    }

    @Test
    @org.junit.jupiter.api.DisplayName("value mix: 0 by default and for runs that predate it, saved and read back, reaches the training window, out-of-range values named")
    void valueMix() {
        TrainConfig d = TrainConfig.defaults("proteus");
        assertEquals(0.0, d.window().valueMix());
        assertEquals(0f, TrainingPhase.windowOptions(d).valueMix());
        Properties p = d.toProperties();
        p.setProperty("valueMix", "0.5");
        TrainConfig mixed = TrainConfig.fromProperties(p, d);
        assertEquals(0.5, mixed.window().valueMix());
        assertEquals(0.5f, TrainingPhase.windowOptions(mixed).valueMix());
        p.remove("valueMix");
        assertEquals(d, TrainConfig.fromProperties(p, d));
        p.setProperty("valueMix", "1.5");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage()
                .contains("value mix"));
    }

    @Test
    void settingsRoundTripAndBadValuesAreNamed() {
        TrainConfig d = TrainConfig.defaults("amazons:size=6");
        assertEquals(d, TrainConfig.fromProperties(d.toProperties(), TrainConfig.defaults("tictactoe")));
        Properties p = new Properties();
        p.setProperty("visits", "lots");
        assertEquals("setting visits must be a number, got 'lots'",
                assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage());
        Properties q = new Properties();
        q.setProperty("colour", "red");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(q, d)).getMessage()
                .startsWith("unknown setting 'colour'"));
        Properties r = new Properties();
        r.setProperty("search", "alphabeta");
        assertTrue(assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(r, d)).getMessage()
                .contains("search must be gumbel or puct"));
    }

    @Test
    void stateRoundTripsAndDamageIsNamed(@TempDir Path dir) throws Exception {
        RunState s = RunState.fresh().withGames(10, 200, 200).withPhase(RunState.Phase.TRAIN).withBest(3, 42.5);
        RunDirectory.writeProperties(dir.resolve("state.properties"), s.toProperties(), "test");
        assertEquals(s, RunState.fromProperties(RunDirectory.readProperties(dir.resolve("state.properties"))));
        Properties bad = s.toProperties();
        bad.setProperty("phase", "dancing");
        assertEquals("state.properties: unknown phase 'dancing'",
                assertThrows(InvalidInputException.class, () -> RunState.fromProperties(bad)).getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("state.properties")), files.toList(), "the atomic write leaves no temporary");
        }
    }

    @Test
    void journalKeepsCompleteLinesAndIgnoresATornTail(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("journal.txt");
        GameRecord g = new GameRecord("tictactoe", "... x", new int[] {4, 0, 8},
                List.of(new GameRecord.Step(0, 0, new int[] {0, 4, 8}, new double[] {0.25, 0.5, 0.25}, new double[] {0.1, -0.1},
                        new int[] {4, 8, 4})), new double[] {0, 0});
        GameRecord fast = new GameRecord("tictactoe", "... x", new int[] {4},
                List.of(new GameRecord.Step(0, 0, new int[] {4}, new double[] {1}, new double[] {0, 0}, new int[] {2}, 0)),
                new double[] {0, 0});
        try (GameJournal j = new GameJournal(f)) {
            j.append(new GameJournal.Entry("id1", 7, g));
            j.append(new GameJournal.Entry("id2", 8, fast));
        }
        Files.writeString(f, "v1\tid3\t9\ttictactoe\tx", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        List<GameJournal.Entry> back = GameJournal.read(f);
        assertEquals(2, back.size(), "the torn third line is ignored");
        assertEquals("id2", back.get(1).gameId());
        assertArrayEquals(new int[] {4, 0, 8}, back.get(0).game().actions());
        assertArrayEquals(new double[] {0.25, 0.5, 0.25}, back.get(0).game().steps().get(0).policy(), 1e-7);
        assertEquals(1.0, back.get(0).game().steps().get(0).policyWeight(), "a full search's target");
        assertEquals(0.0, back.get(1).game().steps().get(0).policyWeight(), "a fast search's weight survives the journal");
        try (GameJournal j = new GameJournal(f)) {
            j.clear();
        }
        assertTrue(GameJournal.read(f).isEmpty());
    }

    @Test
    void metricsKeepColumnsAndReplaceAResumedIteration(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("metrics.csv");
        MetricsCsv m = new MetricsCsv(f);
        m.append(Map.of("iteration", 1, "elo", 10.0));
        m.append(Map.of("iteration", 2, "elo", 20.0));
        MetricsCsv again = new MetricsCsv(f);
        again.truncateFrom(2);
        again.append(Map.of("iteration", 2, "elo", 25.0));
        List<Map<String, String>> rows = MetricsCsv.read(f);
        assertEquals(2, rows.size());
        assertEquals("25.0000", rows.get(1).get("elo"));
        assertEquals(MetricsCsv.COLUMNS, List.copyOf(rows.get(0).keySet()));
        assertThrows(IllegalArgumentException.class, () -> again.append(Map.of("nonsense", 1)));
    }

    @Test
    void aRunDirectoryIsHeldByOneProcessAtATime(@TempDir Path dir) throws Exception {
        try (RunDirectory a = RunDirectory.open(dir.resolve("run"))) {
            assertTrue(assertThrows(InvalidInputException.class, () -> RunDirectory.open(dir.resolve("run"))).getMessage()
                    .contains("another pz train process"));
        }
        try (RunDirectory b = RunDirectory.open(dir.resolve("run"))) {
            assertTrue(Files.isDirectory(b.records()));
        }
        Files.writeString(dir.resolve("file"), "x");
        assertThrows(InvalidInputException.class, () -> RunDirectory.open(dir.resolve("file")));
    }
}
