package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.models.ModelFile;
import pz.models.ModelFileException;
import pz.models.NetworkEvaluator;

/** A run on a mix of player counts trains one network of 4 seats that plays both the 2- and the 4-player spec. */
class MixedSeatsRunTest {

    @Test
    @DisplayName("pz train on cowboys:size=6 and cowboys:players=4: games of both in the records, a 4-seat model that evaluates"
            + " positions of both, and refuses cowboys:size=7 by name")
    void twoAndFourPlayersOneNetwork(@TempDir Path tmp) throws Exception {
        Path run = tmp.resolve("run");
        Properties p = TinyRun.settings(4, 2, 2, 1);
        p.setProperty("net", "v2");
        p.setProperty("mix", "cowboys:size=6;cowboys:players=4@2"); // weight / cells about even: 2 games each
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6"));
        TrainLoop.Outcome out = TrainLoop.run(run, cfg, null, System.err);
        assertEquals(2, out.state().iteration(), "one iteration done");

        Map<String, Integer> games = new HashMap<>();
        for (String sub : List.of("records", "records-val")) {
            RecordDirectory.readGames(run.resolve(sub), g -> games.merge(g.spec(), 1, Integer::sum));
        }
        assertEquals(Map.of("cowboys:size=6", 2, "cowboys:players=4", 2), games);

        Path model = run.resolve("models").resolve("model-0001.pzm");
        for (Path file : List.of(model, out.bestModel())) {
            try (ModelFile m = ModelFile.load(file)) {
                assertEquals(4, m.metadata().config().seats(), file + ": a network of 4 seats");
                assertEquals(List.of("cowboys:players=4", "cowboys:size=6"), List.copyOf(m.metadata().playedSpecs().keySet()));
            }
            for (String spec : List.of("cowboys:size=6", "cowboys:players=4")) {
                Game g = GameRegistry.parse(spec);
                try (NetworkEvaluator ev = ModelFile.loadEvaluator(file, g)) {
                    EvalBatch batch = new EvalBatch(g, 4);
                    State s = g.newInitialState();
                    Random r = new Random(3);
                    int[] legal = new int[g.numActions()];
                    for (int i = 0; i < 4; i++) {
                        batch.add(s);
                        s.apply(legal[r.nextInt(s.legalActions(legal))]);
                    }
                    ev.evaluate(batch);
                    for (int i = 0; i < 4 * g.numPlayers(); i++) {
                        float v = batch.values()[i];
                        assertTrue(v >= -1 && v <= 1, spec + ": a value in the return range, " + v);
                    }
                }
            }
        }
        String e = assertThrows(ModelFileException.class, () -> ModelFile.load(model, GameRegistry.parse("cowboys:size=7"))).getMessage();
        assertTrue(e.contains("'cowboys:size=7'"), e);
    }
}
