package pz.evaluation.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.engine.InvalidInputException;

class LearningCurveTest {
    private static final int GAMES = 6;
    /** Three stages whose play their seed fixes (UCT), so a continued curve must give the uninterrupted one's results. */
    private static final List<Stage> STAGES = List.of(new Stage(0, 0, 0, "uct:rollouts=4"), new Stage(3, 40, 0.1, "uct:rollouts=16"),
            new Stage(7, 90, 0.2, "uct:rollouts=48"));

    private static LearningCurve curve(Path out, String opponent) {
        return new LearningCurve(new LearningCurve.Settings("tictactoe", opponent, "", GAMES, 1, 2, 5), out);
    }

    /** The match directories of a curve and the game indices recorded in each (a repeat would show as a duplicate). */
    private static List<Integer> recorded(Path curveDir) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String kind : new String[] {"vs-opponent", "vs-previous"}) {
            if (!Files.isDirectory(curveDir.resolve(kind))) {
                continue;
            }
            try (var s = Files.list(curveDir.resolve(kind))) {
                s.sorted().forEach(dirs::add);
            }
        }
        List<Integer> counts = new ArrayList<>();
        for (Path d : dirs) {
            List<Long> seeds = new ArrayList<>();
            RecordDirectory.readGames(d, g -> seeds.add(g.seed()));
            Set<Long> distinct = new HashSet<>(seeds);
            assertEquals(seeds.size(), distinct.size(), d + ": a game recorded twice");
            counts.add(seeds.size());
        }
        return counts;
    }

    @Test
    @DisplayName("a curve cancelled mid-way continues with the same command: no game played or recorded twice, the results of an "
            + "uninterrupted curve; a third run plays nothing")
    void cancelledCurveContinues(@TempDir Path dir) throws Exception {
        LearningCurve.Outcome whole = curve(dir.resolve("whole"), "random").run(STAGES, new LearningCurve.Listener() { });
        assertFalse(whole.interrupted());
        assertEquals(5L * GAMES, whole.played(), "three stages against the opponent, two against the stage before");
        assertEquals(List.of(GAMES, GAMES, GAMES, GAMES, GAMES), recorded(dir.resolve("whole/curve")));
        assertTrue(Files.exists(dir.resolve("whole/curve/vs-previous/it-0007-it-0003")));

        LearningCurve first = curve(dir.resolve("cut"), "random");
        AtomicInteger seen = new AtomicInteger();
        LearningCurve.Outcome cut = first.run(STAGES, new LearningCurve.Listener() {
            @Override
            public void game() {
                if (seen.incrementAndGet() == 9) {
                    first.cancel(); // Ctrl-C during the second match
                }
            }
        });
        assertTrue(cut.interrupted());
        assertTrue(cut.played() >= 9 && cut.played() < 2L * GAMES, "stopped in the second match: " + cut.played());
        assertEquals(2, cut.results().size(), "the stages reached: the first whole, the second cut");
        int onDisk = recorded(dir.resolve("cut/curve")).stream().mapToInt(Integer::intValue).sum();
        assertEquals(cut.played(), onDisk, "every finished game kept");

        List<String> resumed = new ArrayList<>();
        LearningCurve.Outcome rest = curve(dir.resolve("cut"), "random").run(STAGES, new LearningCurve.Listener() {
            @Override
            public void matchStarted(String name, int index, int matches, int recordedGames, int games) {
                resumed.add(name + " " + recordedGames);
            }
        });
        assertFalse(rest.interrupted());
        assertEquals(5L * GAMES - onDisk, rest.played(), "only the missing games are played");
        assertEquals("it-0000 vs opponent 6", resumed.get(0));
        assertEquals(List.of(GAMES, GAMES, GAMES, GAMES, GAMES), recorded(dir.resolve("cut/curve")));
        assertEquals(whole.results(), rest.results(), "the same tallies as the uninterrupted curve");

        LearningCurve.Outcome again = curve(dir.resolve("cut"), "random").run(STAGES, new LearningCurve.Listener() { });
        assertEquals(0, again.played());
        assertEquals(whole.results(), again.results());
    }

    @Test
    @DisplayName("another opponent for the same OUT is refused, naming the difference; more stages add only their matches")
    void changedSettingsAndGrownRun(@TempDir Path dir) throws Exception {
        curve(dir, "random").run(STAGES.subList(0, 2), new LearningCurve.Listener() { });
        InvalidInputException e = assertThrows(InvalidInputException.class,
                () -> curve(dir, "uct:rollouts=2").run(STAGES, new LearningCurve.Listener() { }));
        assertTrue(e.getMessage().contains("opponent 'uct:rollouts=2' now, 'random'") && e.getMessage().contains("--out"), e.getMessage());
        LearningCurve.Outcome grown = curve(dir, "random").run(STAGES, new LearningCurve.Listener() { });
        assertEquals(2L * GAMES, grown.played(), "the new stage's two matches alone");
        assertEquals(3, grown.results().size());
    }

    @Test
    @DisplayName("with 3 or more players the link to the stage before is played both ways (each alone against the other), "
            + "and the stage's tally adds the reversed match seen from its side")
    void multiplayerLinkIsPlayedBothWays(@TempDir Path dir) throws Exception {
        int games = 3;
        List<Stage> stages = List.of(new Stage(0, 0, 0, "random"), new Stage(4, 10, 0.1, "uct:rollouts=2"));
        LearningCurve curve = new LearningCurve(new LearningCurve.Settings("amazons:players=3", "random", "", games, 1, 1, 9), dir);
        List<String> names = new ArrayList<>();
        LearningCurve.Outcome o = curve.run(stages, new LearningCurve.Listener() {
            @Override
            public void matchStarted(String name, int index, int matches, int recordedGames, int g) {
                names.add(index + "/" + matches + " " + name);
            }
        });
        assertEquals(List.of("1/4 it-0000 vs opponent", "2/4 it-0004 vs opponent", "3/4 it-0004 vs it-0000",
                "4/4 it-0000 alone vs it-0004"), names);
        assertEquals(4L * games, o.played());
        assertTrue(Files.isDirectory(dir.resolve("curve/vs-previous/it-0000-it-0004")), "the reversed match's own directory");
        SeatTally link = o.results().get(1).vsPrevious();
        assertEquals(2L * games, link.games(), "both directions in the stage's tally: " + link);
        // the stage's tally from the records: its own games as the lone seat, and the reversed match's with the
        // outcome turned round (the earlier stage's loss is its win) and seat 0 where the earlier stage was not
        long[][] expected = new long[2][3];
        for (String pair : new String[] {"it-0004-it-0000", "it-0000-it-0004"}) {
            boolean reversed = pair.startsWith("it-0000");
            RecordDirectory.readGames(dir.resolve("curve/vs-previous/" + pair), g -> {
                int alone = -1;
                for (int seat = 0; seat < g.players().size(); seat++) {
                    if (g.players().get(seat).contains("uct") != reversed) {
                        alone = seat;
                    }
                }
                int outcome = SeatTally.outcome(g.returns(), alone);
                boolean stageFirst = reversed ? alone != 0 : alone == 0;
                expected[stageFirst ? 0 : 1][reversed ? 2 - outcome : outcome]++;
            });
        }
        assertEquals(new SeatTally(expected[0], expected[1]), link, "the link counted from the records");
        LearningCurve.Outcome again = new LearningCurve(new LearningCurve.Settings("amazons:players=3", "random", "", games, 1, 1, 9),
                dir).run(stages, new LearningCurve.Listener() { });
        assertEquals(0, again.played(), "resumed: nothing to play");
        assertEquals(link, again.results().get(1).vsPrevious());
    }

    @Test
    @DisplayName("a tally seen from the other side: wins and losses swap, and so do the seat-0 games and the others")
    void mirroredTally() {
        assertEquals(SeatTally.of(6, 5, 4, 3, 2, 1), SeatTally.of(1, 2, 3, 4, 5, 6).mirrored());
        assertEquals(SeatTally.of(7, 7, 7, 7, 7, 7), SeatTally.of(1, 2, 3, 4, 5, 6).plus(SeatTally.of(6, 5, 4, 3, 2, 1)));
    }
}
