package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.models.NetConfig;
import pz.models.NetShape;
import pz.models.PolicyValueNet;
import pz.models.ValueHead;

/** A warm start of a run on several player counts from a model of 2 players: model 0 is the model carried over to 4 seats. */
class CarrySeatsRunTest {
    static final Game TWO = GameRegistry.parse("cowboys:size=6");
    static final Game FOUR = GameRegistry.parse("cowboys:players=4");

    /** A small 2-player v2 Cowboys model (1 block x 8 channels, WDL value head, ownership of 2 planes) in {@code file}. */
    private static void tinyModel(Path file, int seats) throws Exception {
        tinyModel(file, TWO, seats == 0 ? List.of(TWO) : List.of(TWO, FOUR), seats);
    }

    /** A small v2 model of {@code game}'s shape (1 block x 8 channels, {@code seats}) playing {@code games}, in {@code file}. */
    private static void tinyModel(Path file, Game game, List<Game> games, int seats) throws Exception {
        NetConfig c = NetConfig.v2Defaults(game).withTower(1, 8).withSeats(seats);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(game, c), c, 7)) {
            ModelFile.of(ModelMetadata.forGames(games, c).withTrainingStep(1234), net).save(file);
        }
    }

    private static TrainConfig mixRun() {
        Properties p = TinyRun.settings(4, 2, 0, 1);
        p.setProperty("net", "v2");
        p.setProperty("mix", "cowboys:size=6;cowboys:players=4@2");
        return TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6"));
    }

    @Test
    @DisplayName("--init-model of a 2-player model into a mix of 2 and 4 players: model 0 is carried over to 4 seats (said in one"
            + " line), plays both specs with the run's recipe, keeps the source's training step (so its optimizer warms up) without its"
            + " optimizer state, and the run trains an iteration from it")
    void twoPlayerModelCarriedToFourSeats(@TempDir Path tmp) throws Exception {
        Path model = tmp.resolve("two.pzm");
        tinyModel(model, 0);
        try (ModelFile m = ModelFile.load(model)) {
            assertEquals(ValueHead.WDL, m.metadata().config().valueHead(), "the start is a WDL model of the game's own players");
            assertEquals(0, m.metadata().config().seats());
        }
        Path run = tmp.resolve("run");
        TrainConfig cfg = mixRun();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        TrainLoop.seed(run, model, cfg, null, new PrintStream(err, true, StandardCharsets.UTF_8));
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, said.lines().count(), said);
        assertTrue(said.contains("carried over from 2 to 4 seats"), said);
        Path zero = run.resolve("models").resolve("model-0000.pzm");
        try (ModelFile m = ModelFile.load(zero)) {
            ModelMetadata meta = m.metadata();
            assertEquals(4, meta.config().seats(), "model 0 has the run's seats");
            assertEquals(ValueHead.PER_PLAYER, meta.config().valueHead());
            assertEquals(List.of("cowboys:players=4", "cowboys:size=6"), List.copyOf(meta.playedSpecs().keySet()));
            assertEquals(SelfPlayStage.modelRecipe(cfg), meta.recipe(), "the run's recipe");
            assertNull(meta.optimizer(), "a warm start has no optimizer state");
            assertEquals(1234, meta.trainingStep(), "the source's steps, so that the fresh optimizer warms up (TrainingPhase.trainer):"
                    + " at step 0 the Cowboys family run of 2026-11-26 trained the carried network without warm-up and wrecked it");
        }
        TrainLoop.Outcome out = TrainLoop.run(run, cfg, null, System.err);
        assertEquals(2, out.state().iteration(), "one iteration trained from the carried model");
        try (ModelFile m = ModelFile.load(run.resolve("models").resolve("model-0001.pzm"))) {
            assertEquals(4, m.metadata().config().seats());
        }
    }

    @Test
    @DisplayName("--init-model of a 4-seat family model into a mix of 4-player specs alone is accepted (4 seats are their own"
            + " layout): model 0 keeps 4 seats and plays both specs, and an iteration trains")
    void fourSeatModelOnFourPlayerMix(@TempDir Path tmp) throws Exception {
        Game four = GameRegistry.parse("amazons:players=4");
        Path model = tmp.resolve("family.pzm");
        tinyModel(model, four, List.of(GameRegistry.parse("amazons:size=6"), four), 4);
        Properties p = TinyRun.settings(2, 2, 0, 1);
        p.setProperty("net", "v2");
        p.setProperty("mix", "amazons:players=4;amazons:players=4,setup=2");
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("amazons:players=4"));
        Path run = tmp.resolve("run");
        TrainLoop.seed(run, model, cfg);
        try (ModelFile m = ModelFile.load(run.resolve("models").resolve("model-0000.pzm"))) {
            assertEquals(4, m.metadata().config().seats());
            assertTrue(m.metadata().playedSpecs().keySet().containsAll(List.of("amazons:players=4", "amazons:players=4,setup=2")),
                    m.metadata().playedSpecs().toString());
        }
        assertEquals(2, TrainLoop.run(run, cfg, null, System.err).state().iteration(), "one iteration trained");
    }

    @Test
    @DisplayName("--init-model of a 4-seat model into a run of 2 players is refused by the model's name, before anything is on disk")
    void moreSeatsThanTheRunRefused(@TempDir Path tmp) throws Exception {
        Path model = tmp.resolve("four-seats.pzm");
        tinyModel(model, 4);
        Properties p = TinyRun.settings(4, 2, 0, 1);
        p.setProperty("net", "v2");
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("cowboys:size=6"));
        Path run = tmp.resolve("run");
        String e = assertThrows(InvalidInputException.class, () -> TrainLoop.seed(run, model, cfg)).getMessage();
        assertTrue(e.contains("four-seats.pzm") && e.contains("4 seats"), e);
        assertFalse(Files.exists(run), "nothing written");
    }
}
