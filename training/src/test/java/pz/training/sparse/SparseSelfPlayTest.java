package pz.training.sparse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.PositionRecord;
import pz.data.RecordDirectory;
import pz.data.RecordSchema;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.models.SparseValueNet;

/**
 * The learned evaluation's games: each decision recorded with alpha-beta's value, zero-sum and inside the returns; game g
 * plays spec g mod specs with seed base + g, so the same games come out on one thread or two; and the samples built from
 * them fit (the held-out loss falls below a constant guess's).
 */
class SparseSelfPlayTest {

    private static Map<Long, List<String>> play(Path dir, int threads) throws Exception {
        List<Game> games = List.of(GameRegistry.parse("proteus"), GameRegistry.parse("proteus:roulette=after"));
        AgentSpec spec = AgentSpec.parse("alphabeta:depth=2,sample=4");
        List<AgentFactory> factories = List.of(spec.factory(games.get(0)), spec.factory(games.get(1)));
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("test"))) {
            SparseSelfPlay.play(games, factories, 0, 6, 100, threads, w, "test", g -> { });
        }
        Map<Long, List<String>> bySeed = new TreeMap<>();
        RecordDirectory.readGames(dir, g -> bySeed.put(g.seed(), g.actions()));
        return bySeed;
    }

    @Test
    void gamesAreRecordedWithSearchValuesAndTheSameWhateverTheThreads(@TempDir Path dir) throws Exception {
        Map<Long, List<String>> one = play(dir.resolve("one"), 1);
        Map<Long, List<String>> two = play(dir.resolve("two"), 2);
        assertEquals(6, one.size());
        assertEquals(one, two, "game g has seed 100 + g and its spec on any thread");
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.readGames(dir.resolve("one"), games::add);
        assertEquals(3, games.stream().filter(g -> g.spec().equals("proteus:roulette=after")).count(), "specs alternate");
        List<PositionRecord> positions = new ArrayList<>();
        RecordDirectory.readPositions(dir.resolve("one"), RecordSchema.POSITIONS_SCHEMA, positions::add);
        assertTrue(positions.size() > 100, positions.size() + " positions");
        for (PositionRecord p : positions) {
            assertEquals(2, p.value().length);
            assertEquals(0, p.value()[0] + p.value()[1], 1e-6, "zero sum");
            assertTrue(Math.abs(p.value()[0]) <= 1, "inside the returns");
            assertEquals(2, p.returns().length, "the result filled in");
        }

        Game game = GameRegistry.parse("proteus");
        SparseSamples samples = new SparseSamples(game.sparseFeatures());
        Map<String, Integer> ids = new java.util.HashMap<>();
        for (PositionRecord p : positions) {
            Game g = GameRegistry.parse(p.spec());
            double[] t = {p.value()[0], p.value()[1]};
            samples.add(g.parsePosition(p.position()), t, ids.computeIfAbsent(p.gameId(), x -> ids.size()));
        }
        SparseValueNet net = new SparseValueNet(game.sparseFeatures().size(), 4, 1);
        double[] first = new double[1];
        double best = SparseFit.fit(net, samples, 15, 32, 3e-3, 0, 2, e -> {
            if (e.epoch() == 1) {
                first[0] = e.train();
            }
        });
        assertTrue(best < first[0], "training loss fell from " + first[0] + " to " + best);
    }
}
