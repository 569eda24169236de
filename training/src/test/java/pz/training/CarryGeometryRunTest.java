package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.models.NetConfig;
import pz.models.NetShape;
import pz.models.PolicyValueNet;

/** A warm start on another board geometry of the family (the Amazons hexagon from a square board): {@code PolicyCarry}. */
class CarryGeometryRunTest {
    static final Game SQUARE = GameRegistry.parse("amazons:size=6");

    @Test
    @DisplayName("--init-model of a square-board Amazons model into a hexagon run: model 0 is carried over to the hexagon's policy"
            + " layout (said in one line), plays the hexagon with the run's recipe, keeps the training step, and the run trains from it")
    void squareModelCarriedToTheHexagon(@TempDir Path tmp) throws Exception {
        Path model = tmp.resolve("square.pzm");
        NetConfig c = NetConfig.v2Defaults(SQUARE).withTower(1, 8);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(SQUARE, c), c, 7)) {
            ModelFile.of(ModelMetadata.forGame(SQUARE, c).withTrainingStep(321), net).save(model);
        }
        Properties p = TinyRun.settings(2, 2, 0, 1);
        p.setProperty("net", "v2");
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("amazons:hex"));
        Path run = tmp.resolve("run");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        TrainLoop.seed(run, model, cfg, null, new PrintStream(err, true, StandardCharsets.UTF_8));
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, said.lines().count(), said);
        assertTrue(said.contains("carried over from amazons:size=6 to amazons:hex") && said.contains("61 planes"), said);
        try (ModelFile m = ModelFile.load(run.resolve("models").resolve("model-0000.pzm"), GameRegistry.parse("amazons:hex"))) {
            assertEquals(List.of("amazons:hex"), List.copyOf(m.metadata().playedSpecs().keySet()));
            assertEquals(61, m.net().shape().policy().planes());
            assertEquals(SelfPlayStage.modelRecipe(cfg), m.metadata().recipe());
            assertEquals(321, m.metadata().trainingStep(), "the source's steps: its fresh optimizer warms up");
        }
        TrainLoop.Outcome out = TrainLoop.run(run, cfg, null, System.err);
        assertEquals(2, out.state().iteration(), "one iteration trained from the carried model");
    }
}
