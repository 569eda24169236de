package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;

/** Model file format version 2: a version-2 network and the specs it plays; version-1 files still load. */
class ModelFileV2Test {
    static final List<Game> AMAZONS = List.of(GameRegistry.parse("amazons:size=8"), GameRegistry.parse("amazons:size=6"),
            GameRegistry.parse("amazons"));

    @TempDir
    Path dir;

    private Path saveAmazons(String name, PolicyValueNet net) throws IOException {
        Path file = dir.resolve(name);
        ModelFile.of(ModelMetadata.forGames(AMAZONS, net.config()).withTrainingStep(5), net).save(file);
        return file;
    }

    @Test
    @DisplayName("a v2 model saved for Amazons 6x6, 8x8 and 10x10 loads for each board with its config and specs, and plays "
            + "each exactly as the saved weights do")
    void roundTripOnEveryBoard() throws IOException {
        NetConfig config = NetworkV2Test.TINY_V2;
        Game first = AMAZONS.get(0);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(first, config), config, 3)) {
            Fixtures.perturb(net, 2);
            Path file = saveAmazons("v2.pzm", net);
            for (Game game : AMAZONS) {
                try (ModelFile m = ModelFile.load(file, game); PolicyValueNet direct = net.copyFor(NetShape.of(game, config))) {
                    assertEquals(2, m.metadata().formatVersion(), "the file is written in format 2 (v2 networks)");
                    assertEquals(config, m.metadata().config());
                    assertEquals(List.of("amazons", "amazons:size=6", "amazons:size=8"), List.copyOf(m.metadata().playedSpecs().keySet()));
                    assertEquals("amazons:size=8", m.metadata().gameSpec());
                    assertEquals(NetShape.of(game, config), m.net().shape());
                    TrainBatch b = Fixtures.batch(game, 5, 1);
                    float[] l1 = new float[5 * game.numActions()];
                    float[] l2 = l1.clone();
                    float[] v1 = new float[15];
                    float[] v2 = new float[15];
                    m.net().infer(b.observations(), 5, l1, v1);
                    direct.infer(b.observations(), 5, l2, v2);
                    assertArrayEquals(l2, l1, game.spec());
                    assertArrayEquals(v2, v1, game.spec());
                }
            }
            try (NetworkEvaluator ev = ModelFile.loadEvaluator(file, GameRegistry.parse("amazons:size=6"))) {
                assertEquals(36, ev.net().shape().cells());
            }
        }
    }

    @Test
    @DisplayName("a spec outside the model's set is refused by name (another seat count, the hexagon, another family)")
    void specOutsideTheSetIsRefused() throws IOException {
        NetConfig config = NetworkV2Test.TINY_V2;
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(AMAZONS.get(0), config), config, 3)) {
            Path file = saveAmazons("v2.pzm", net);
            for (String spec : new String[] {"amazons:players=3", "amazons:hex"}) {
                ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, GameRegistry.parse(spec)));
                assertTrue(e.getMessage().contains("'" + file + "' plays amazons, amazons:size=6, amazons:size=8, not '" + spec + "'"),
                        e.getMessage());
            }
            ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, GameRegistry.parse("cowboys")));
            assertTrue(e.getMessage().contains("made for game 'amazons'") && e.getMessage().contains("not 'cowboys'"), e.getMessage());
            IllegalArgumentException mixed = assertThrows(IllegalArgumentException.class,
                    () -> ModelMetadata.forGames(List.of(AMAZONS.get(0), GameRegistry.parse("cowboys")), config));
            assertTrue(mixed.getMessage().contains("one game family"), mixed.getMessage());
        }
    }

    @Test
    @DisplayName("a version-1 file (format 1) still loads and plays; a format-1 file claiming a v2 network and an unknown format "
            + "version are refused naming the file and the version")
    void versionOneLoadsAndUnknownVersionsAreRefused() throws IOException {
        PolicyValueNet ttt = Fixtures.tictactoeNet();
        ModelMetadata now = ModelMetadata.forGame(Fixtures.TICTACTOE, ttt.config());
        Path v1 = dir.resolve("v1.pzm");
        ModelFile.of(new ModelMetadata(1, now.gameSpec(), now.encoding(), now.shape(), now.config(), 3, null, now.createdAt(), null, null),
                ttt).save(v1);
        try (ModelFile m = ModelFile.load(v1, Fixtures.TICTACTOE)) {
            assertEquals(1, m.metadata().formatVersion());
            assertEquals(1, m.metadata().config().version());
            assertArrayEquals(ttt.getParameters().get("pol_fc_w"), m.net().getParameters().get("pol_fc_w"));
        }
        Path v3 = dir.resolve("v3.pzm");
        ModelFile.of(new ModelMetadata(3, now.gameSpec(), now.encoding(), now.shape(), now.config(), 0, null, now.createdAt(), null, null),
                ttt).save(v3);
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(v3));
        assertTrue(e.getMessage().contains("'" + v3 + "' has format version 3") && e.getMessage().contains("1 to 2"), e.getMessage());

        NetConfig config = NetworkV2Test.TINY_V2;
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(AMAZONS.get(0), config), config, 3)) {
            ModelMetadata m2 = ModelMetadata.forGame(AMAZONS.get(0), config);
            Path old = dir.resolve("old.pzm");
            ModelFile.of(new ModelMetadata(1, m2.gameSpec(), m2.encoding(), m2.shape(), config, 0, null, m2.createdAt(), null, null), net)
                    .save(old);
            e = assertThrows(ModelFileException.class, () -> ModelFile.load(old));
            assertTrue(e.getMessage().contains("'" + old + "' (format version 1) has a version-2 network"), e.getMessage());
        }
    }

    @Test
    @DisplayName("a v2 model made on one Proteus variant plays every combination (plays holds proteus:*, the game observes its "
            + "options) with the same weights; Kadon's too; a family pattern is not honoured for a game that does not observe options")
    void aFamilyPatternPlaysEveryVariant() throws IOException {
        NetConfig config = NetworkV2Test.TINY_V2;
        Game polarity = GameRegistry.parse("proteus:polarity");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(polarity, config), config, 4)) {
            Fixtures.perturb(net, 3);
            Path file = dir.resolve("proteus.pzm");
            ModelFile.of(ModelMetadata.forGames(List.of(polarity), config), net).save(file);
            for (String spec : new String[] {"proteus:polarity", "proteus:warhorses", "proteus", "proteus:roulette=after,tradeoff,wallstreet=secret"}) {
                Game game = GameRegistry.parse(spec);
                try (ModelFile m = ModelFile.load(file, game)) {
                    assertEquals(List.of("proteus:*"), List.copyOf(m.metadata().playedSpecs().keySet()), spec);
                    TrainBatch b = Fixtures.batch(game, 3, 2);
                    float[] l1 = new float[3 * game.numActions()];
                    float[] l2 = l1.clone();
                    float[] v1 = new float[9];
                    float[] v2 = new float[9];
                    m.net().infer(b.observations(), 3, l1, v1);
                    net.infer(b.observations(), 3, l2, v2);
                    assertArrayEquals(l2, l1, spec);
                    assertArrayEquals(v2, v1, spec);
                }
            }
            ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, GameRegistry.parse("kadon")));
            assertTrue(e.getMessage().contains("made for game 'proteus'"), e.getMessage());
        }
        Game kadon = GameRegistry.parse("kadon:overmatch");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(kadon, config), config, 4)) {
            Path file = dir.resolve("kadon.pzm");
            ModelFile.of(ModelMetadata.forGames(List.of(kadon), config), net).save(file);
            try (ModelFile m = ModelFile.load(file, GameRegistry.parse("kadon:placewins=off"))) {
                assertEquals(List.of("kadon:*"), List.copyOf(m.metadata().playedSpecs().keySet()));
            }
        }
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(AMAZONS.get(0), config), config, 3)) {
            ModelMetadata m = ModelMetadata.forGames(AMAZONS, config);
            java.util.SortedMap<String, String> plays = new java.util.TreeMap<>(java.util.Map.of("amazons:*", m.encoding()));
            Path file = dir.resolve("pattern.pzm");
            ModelFile.of(new ModelMetadata(m.formatVersion(), m.gameSpec(), m.encoding(), m.shape(), config, 0, null, m.createdAt(), null,
                    null, m.recipe(), plays), net).save(file);
            ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, AMAZONS.get(0)));
            assertTrue(e.getMessage().contains("plays amazons:*, not 'amazons:size=8'"), e.getMessage());
        }
    }
}
