package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
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
import pz.models.Trainer;

/** The trainer of a training phase: a warm start (a trained model without optimizer state) warms its learning rate up. */
class WarmStartTrainerTest {
    @Test
    @DisplayName("a warm start's fresh Adam starts at 1/200 of the run's learning rate; a network from scratch and a checkpoint at the full rate")
    void warmStartWarmsUp(@TempDir Path dir) throws Exception {
        Game ttt = GameRegistry.parse("tictactoe");
        TrainConfig cfg = TrainConfig.defaults("tictactoe");
        Path fresh = dir.resolve("fresh.pzm");
        Path trained = dir.resolve("trained.pzm");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(ttt), NetConfig.tiny(ttt), 1)) {
            ModelMetadata meta = ModelMetadata.forGame(ttt, net.config());
            ModelFile.of(meta, net).save(fresh);
            ModelFile.of(meta.withTrainingStep(500), net).save(trained);
        }
        try (ModelFile m = ModelFile.load(fresh, ttt); Trainer t = TrainingPhase.trainer(m, cfg)) {
            assertEquals(cfg.optimiser().learningRate(), t.effectiveLearningRate(), 1e-12, "from scratch: no warm-up");
        }
        try (ModelFile m = ModelFile.load(trained, ttt); Trainer t = TrainingPhase.trainer(m, cfg)) {
            assertEquals(cfg.optimiser().learningRate() / TrainingPhase.WARM_START_WARMUP_STEPS, t.effectiveLearningRate(), 1e-12,
                    "warm start: the first step at 1/200 of the rate");
            Path ckpt = dir.resolve("ckpt.pzm");
            ModelFile.checkpoint(m.metadata(), t).save(ckpt);
            try (ModelFile c = ModelFile.load(ckpt, ttt); Trainer r = TrainingPhase.trainer(c, cfg)) {
                assertEquals(cfg.optimiser().learningRate(), r.effectiveLearningRate(), 1e-12, "a checkpoint resumes at its rate");
            }
        }
    }
}
