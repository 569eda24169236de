package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.PositionRecord;
import pz.data.RecordDirectory;
import pz.data.RecordSchema;
import pz.engine.InvalidInputException;

/** {@code pz train --teacher AGENT --teacher-games N}: the run opens with games of a teacher agent, learned by imitation. */
class TeacherTest {

    @Test
    @DisplayName("teacher settings: none by default and for runs that predate them, saved and read back, bad teachers named")
    void settings() {
        TrainConfig d = TrainConfig.defaults("proteus");
        assertEquals("", d.teacher().agent());
        assertEquals(0, d.teacher().games());
        Properties p = d.toProperties();
        p.setProperty("teacher", "alphabeta:depth=4");
        p.setProperty("teacherGames", "5000");
        TrainConfig t = TrainConfig.fromProperties(p, d);
        assertEquals("alphabeta:depth=4", t.teacher().agent());
        assertEquals(5000, t.teacher().games());
        assertEquals(t, TrainConfig.fromProperties(t.toProperties(), d), "saved and read back");
        assertTrue(TrainLoop.describe(t).contains("the first 5000 games by the teacher alphabeta:depth=4"), TrainLoop.describe(t));
        Properties old = d.toProperties();
        old.remove("teacher");
        old.remove("teacherGames");
        assertEquals(d, TrainConfig.fromProperties(old, d));

        assertTrue(bad(d, "uct:rollouts=100", "10").contains("alphabeta, mcts or gumbel"));
        assertTrue(bad(d, "alphabeta:depth=x", "10").contains("teacher"));
        assertTrue(bad(d, "", "10").contains("need a teacher"));
        assertTrue(bad(TrainConfig.defaults("cowboys:players=4"), "alphabeta", "10").contains("two-player"));
        assertTrue(bad(d, "alphabeta", "-1").contains("teacher games"));
    }

    private static String bad(TrainConfig d, String teacher, String games) {
        Properties p = d.toProperties();
        p.setProperty("teacher", teacher);
        p.setProperty("teacherGames", games);
        return assertThrows(InvalidInputException.class, () -> TrainConfig.fromProperties(p, d)).getMessage();
    }

    @Test
    @DisplayName("a teacher run: the first iterations are the teacher's games (alpha-beta's moves as one-hot targets), then self-play with the network")
    void teacherGamesOpenTheRun(@TempDir Path tmp) throws Exception {
        TrainConfig cfg = teacherRun("alphabeta:depth=9", 16, 3);
        Path run = tmp.resolve("run");
        TrainLoop.Outcome out = TrainLoop.run(run, cfg, null, new PrintStream(PrintStream.nullOutputStream()));
        assertEquals(24, out.state().games());

        Map<String, String> playerOf = new HashMap<>();
        List<GameRecord> games = new ArrayList<>();
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> {
                games.add(g);
                playerOf.put(g.gameId(), g.players().get(0));
            });
        }
        long teacherGames = games.stream().filter(g -> g.players().get(0).equals("teacher alphabeta:depth=9")).count();
        assertEquals(16, teacherGames, "two iterations of the teacher: " + playerOf.values());
        assertEquals(8, games.size() - teacherGames, "then one of self-play");
        // perfect play from both sides: tic-tac-toe is a draw, every teacher game too
        for (GameRecord g : games) {
            if (g.players().get(0).startsWith("teacher")) {
                assertEquals(0.0, g.returns()[0], 1e-12, "alpha-beta to the end draws: " + g);
            }
        }
        int[] oneHot = {0};
        int[] teacherPositions = {0};
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readPositions(run.resolve(sub), RecordSchema.POSITIONS_SCHEMA, (PositionRecord r) -> {
                if (!playerOf.get(r.gameId()).startsWith("teacher") || r.policy().length == 0) {
                    return;
                }
                teacherPositions[0]++;
                float max = 0;
                float sum = 0;
                for (float x : r.policy()) {
                    max = Math.max(max, x);
                    sum += x;
                }
                if (max == 1f && sum == 1f && r.policyActions()[indexOf(r.policy(), 1f)] == r.action()) {
                    oneHot[0]++;
                }
                assertEquals(0.0, r.value()[0], 1e-6, "alpha-beta to the end values every tic-tac-toe position it reaches by its own play as a draw");
            });
        }
        assertTrue(teacherPositions[0] > 0);
        assertEquals(teacherPositions[0], oneHot[0], "every teacher position's target is the move played, one-hot");
        assertFalse(SelfPlayPhase.teacherIteration(cfg, out.state()), "self-play after the teacher's games");
    }

    @Test
    @DisplayName("an mcts teacher's targets are its search's visit shares over the legal moves, not one-hot")
    void mctsTeacherTargetsAreVisitShares(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        TrainLoop.run(run, teacherRun("mcts:visits=64", 8, 1), null, new PrintStream(PrintStream.nullOutputStream()));
        int[] positions = {0};
        int[] spread = {0};
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readPositions(run.resolve(sub), RecordSchema.POSITIONS_SCHEMA, (PositionRecord r) -> {
                if (r.policy().length < 2) {
                    return;
                }
                positions[0]++;
                float sum = 0;
                int nonZero = 0;
                for (float x : r.policy()) {
                    sum += x;
                    nonZero += x > 0 ? 1 : 0;
                }
                assertEquals(1f, sum, 1e-3f, "a distribution");
                assertTrue(r.visits() >= 64, "the search's visits: " + r.visits());
                spread[0] += nonZero > 1 ? 1 : 0;
            });
        }
        assertTrue(positions[0] > 0);
        assertTrue(spread[0] > positions[0] / 2, "most targets spread over several moves: " + spread[0] + " of " + positions[0]);
    }

    /** A tiny tic-tac-toe run of 8 games an iteration whose first {@code games} games are {@code teacher}'s. */
    private static TrainConfig teacherRun(String teacher, int games, int iterations) {
        Properties p = TinyRun.settings(8, 8, 0, iterations);
        p.setProperty("teacher", teacher);
        p.setProperty("teacherGames", Integer.toString(games));
        return TrainConfig.fromProperties(p, TrainConfig.defaults("tictactoe"));
    }

    private static int indexOf(float[] a, float v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        return -1;
    }
}
