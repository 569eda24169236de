package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/** A run on a mix resumed in the middle of a self-play phase plays each spec's share exactly once. */
class MixedSelfPlayResumeTest {

    @Test
    @DisplayName("a 7x7 game journaled before a kill counts for the 7x7 share: the iteration still has 2 + 2 games, and the"
            + " resumed run keeps its mix")
    void journaledGamesCountForTheirSpec(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        Properties p = TinyRun.settings(4, 2, 0, 1);
        p.setProperty("net", "v2");
        p.setProperty("mix", "cowboys:size=6;cowboys:size=7");
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6"));
        assertEquals(List.of(2, 2), List.of(SpecMix.of(cfg).split(4)[0], SpecMix.of(cfg).split(4)[1]));
        TrainLoop.run(run, cfg, null, System.err);
        assertEquals(Map.of("cowboys:size=6", 2, "cowboys:size=7", 2), gamesBySpec(run));

        // iteration 2 was killed after one 7x7 game was journaled, before its chunk was committed
        Game seven = GameRegistry.parse("cowboys:size=7");
        try (GameJournal j = new GameJournal(run.resolve("journal.txt"))) {
            j.append(TinyRun.journaledGame(seven, "killed-7x7", 99, randomGame(seven, 5)));
        }
        Properties budget = new Properties();
        budget.setProperty("iterations", "2");
        TrainLoop.Outcome out = TrainLoop.run(run, null, TrainConfig.fromProperties(budget, cfg), System.err);
        assertEquals(3, out.state().iteration());
        assertEquals(Map.of("cowboys:size=6", 4, "cowboys:size=7", 4), gamesBySpec(run), "the journaled game is one of the 7x7 share");
        assertEquals(8, out.state().games());
        Map<String, Integer> ids = new HashMap<>();
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> ids.merge(g.gameId(), 1, Integer::sum));
        }
        assertEquals(1, ids.get("killed-7x7"), "recovered once");
        assertTrue(ids.values().stream().allMatch(n -> n == 1), "no game twice");
    }

    private static int[] randomGame(Game game, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        State s = game.newInitialState();
        int[] legal = new int[game.numActions()];
        List<Integer> actions = new ArrayList<>();
        while (!s.isTerminal()) {
            int a = legal[rng.nextInt(s.legalActions(legal))];
            actions.add(a);
            s.apply(a);
        }
        return actions.stream().mapToInt(Integer::intValue).toArray();
    }

    private static Map<String, Integer> gamesBySpec(Path run) throws Exception {
        Map<String, Integer> n = new HashMap<>();
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> n.merge(g.spec(), 1, Integer::sum));
        }
        return n;
    }
}
