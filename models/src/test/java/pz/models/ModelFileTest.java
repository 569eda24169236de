package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.SearchRecipe;
import pz.mcts.ModelLoaders;

class ModelFileTest {
    @TempDir
    Path dir;

    private Path saveTicTacToe(String name) throws IOException {
        Path file = dir.resolve(name);
        ModelMetadata meta = ModelMetadata.forGame(Fixtures.TICTACTOE, Fixtures.tictactoeNet().config())
                .withTrainingStep(17).withParent("gen-3.zip").withStrength("elo 0 (untrained)");
        ModelFile.of(meta, Fixtures.tictactoeNet()).save(file);
        return file;
    }

    private static float[][] outputs(PolicyValueNet net, TrainBatch b) {
        float[] l = new float[b.size() * 9];
        float[] v = new float[b.size() * 3];
        net.infer(b.observations(), b.size(), l, v);
        return new float[][] {l, v};
    }

    @Test
    @DisplayName("save then load gives identical outputs and the same metadata")
    void roundTrip() throws IOException {
        Path file = saveTicTacToe("m.zip");
        TrainBatch b = Fixtures.batch(Fixtures.TICTACTOE, 9, 1);
        float[][] before = outputs(Fixtures.tictactoeNet(), b);
        try (ModelFile m = ModelFile.load(file, Fixtures.TICTACTOE)) {
            float[][] after = outputs(m.net(), b);
            assertArrayEquals(before[0], after[0]);
            assertArrayEquals(before[1], after[1]);
            ModelMetadata meta = m.metadata();
            assertEquals("tictactoe", meta.gameSpec());
            assertEquals(17, meta.trainingStep());
            assertEquals("gen-3.zip", meta.parent());
            assertEquals("elo 0 (untrained)", meta.strength());
            assertEquals(ModelMetadata.FORMAT_VERSION, meta.formatVersion());
            assertEquals(Fixtures.tictactoeNet().config(), meta.config());
            assertEquals(ModelMetadata.encodingOf(Fixtures.TICTACTOE), meta.encoding());
            assertNull(meta.optimizer());
            assertFalse(m.hasOptimizerState());
        }
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "atomic save leaves no temporary file behind");
        }
    }

    @Test
    @DisplayName("loading a model for another game names both games")
    void wrongGame() throws IOException {
        Path file = saveTicTacToe("ttt.zip");
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, Fixtures.PIG));
        assertTrue(e.getMessage().contains("ttt.zip") && e.getMessage().contains("'tictactoe'") && e.getMessage().contains("'pig'"),
                e.getMessage());
    }

    @Test
    @DisplayName("loading a model for another spec of the same game names both specs")
    void wrongSpec() throws IOException {
        Path file = dir.resolve("pig.zip");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(Fixtures.PIG), NetConfig.tiny(Fixtures.PIG), 1)) {
            ModelFile.of(ModelMetadata.forGame(Fixtures.PIG, net.config()), net).save(file);
        }
        ModelFileException e = assertThrows(ModelFileException.class,
                () -> ModelFile.load(file, GameRegistry.parse("pig:target=10")));
        assertTrue(e.getMessage().contains("'pig'") && e.getMessage().contains("'pig:target=10'"), e.getMessage());
    }

    @Test
    @DisplayName("a Proteus model plays every Proteus variant (its observation shows the variants, one action layout); "
            + "it still refuses other games")
    void proteusModelFitsEveryVariant() throws IOException {
        Game proteus = GameRegistry.parse("proteus");
        Path file = dir.resolve("proteus.pzm");
        NetConfig small = NetConfig.tiny(proteus);
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(proteus), small, 1)) {
            ModelFile.of(ModelMetadata.forGame(proteus, net.config()), net).save(file);
        }
        for (String variant : new String[] {"proteus:tradeoff", "proteus:roulette=after", "proteus:wallstreet=secret",
                "proteus:polarity,warhorses", "proteus:budget=24,tradeoff,wallstreet=open"}) {
            Game g = GameRegistry.parse(variant);
            try (ModelFile m = ModelFile.load(file, g)) {
                assertEquals("proteus", m.metadata().gameSpec(), variant);
            }
        }
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, Fixtures.PIG));
        assertTrue(e.getMessage().contains("'proteus'") && e.getMessage().contains("'pig'"), e.getMessage());
    }

    @Test
    @DisplayName("a truncated file gives a clear error naming the file, at any cut")
    void truncated() throws IOException {
        Path file = saveTicTacToe("full.zip");
        byte[] bytes = Files.readAllBytes(file);
        for (int cut : new int[] {0, 10, 200, bytes.length / 2, bytes.length - 400}) {
            Path t = dir.resolve("cut" + cut + ".zip");
            Files.write(t, Arrays.copyOf(bytes, cut));
            ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(t), "cut at " + cut);
            assertTrue(e.getMessage().contains(t.toString()), e.getMessage());
        }
    }

    @Test
    @DisplayName("a corrupted byte in the weights is caught (zip CRC) with the file named")
    void corrupt() throws IOException {
        Path file = saveTicTacToe("c.zip");
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    @Test
    @DisplayName("a missing file and a non-zip file give clear errors")
    void missingAndNotZip() throws IOException {
        Path none = dir.resolve("none.zip");
        assertTrue(assertThrows(ModelFileException.class, () -> ModelFile.load(none)).getMessage().contains("does not exist"));
        Path text = dir.resolve("text.zip");
        Files.writeString(text, "hello");
        assertTrue(assertThrows(ModelFileException.class, () -> ModelFile.load(text)).getMessage().contains("not a zip"));
    }

    @Test
    @DisplayName("issue 31: a directory, an empty file and a damaged .pzm are refused in plain words naming the file, also through model=")
    void notAModelFileInWords() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("folder.pzm"));
        assertEquals("model file '" + folder + "' is a directory, not a model file",
                assertThrows(ModelFileException.class, () -> ModelFile.load(folder)).getMessage());
        assertEquals("model file '" + folder + "' is a directory, not a model file",
                assertThrows(InvalidInputException.class, () -> ModelLoaders.load(folder, Fixtures.TICTACTOE)).getMessage());
        Path empty = Files.createFile(dir.resolve("empty.pzm"));
        assertEquals("model file '" + empty + "' is empty (0 bytes): not a model file",
                assertThrows(ModelFileException.class, () -> ModelFile.load(empty)).getMessage());
        assertEquals("model file '" + empty + "' is empty (0 bytes): not a model file",
                assertThrows(InvalidInputException.class, () -> ModelLoaders.load(empty, Fixtures.TICTACTOE)).getMessage());
        // a .pzm that does not start like a zip any more still reaches the model reader, which says what is wrong
        Path text = Files.writeString(dir.resolve("text.pzm"), "hello");
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelLoaders.load(text, Fixtures.TICTACTOE));
        assertTrue(e.getMessage().startsWith("model file '" + text + "' is not a model file: it is not a zip archive"), e.getMessage());
    }

    @Test
    @DisplayName("a file of a future format version is refused with both versions named")
    void futureVersion() throws IOException {
        Path file = dir.resolve("v9.zip");
        ModelMetadata meta = ModelMetadata.forGame(Fixtures.TICTACTOE, Fixtures.tictactoeNet().config());
        ModelMetadata v9 = new ModelMetadata(9, meta.gameSpec(), meta.encoding(), meta.shape(), meta.config(), 0, null,
                meta.createdAt(), null, null);
        ModelFile.of(v9, Fixtures.tictactoeNet()).save(file);
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file));
        assertTrue(e.getMessage().contains("version 9") && e.getMessage().contains(ModelMetadata.OLDEST_FORMAT_VERSION + " to "
                + ModelMetadata.FORMAT_VERSION), e.getMessage());
    }

    @Test
    @DisplayName("a changed encoding (fingerprint) is refused")
    void otherEncoding() throws IOException {
        Path file = dir.resolve("enc.zip");
        ModelMetadata meta = ModelMetadata.forGame(Fixtures.TICTACTOE, Fixtures.tictactoeNet().config());
        ModelMetadata other = new ModelMetadata(1, meta.gameSpec(), "0123456789abcdef", meta.shape(), meta.config(), 0, null,
                meta.createdAt(), null, null);
        ModelFile.of(other, Fixtures.tictactoeNet()).save(file);
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, Fixtures.TICTACTOE));
        assertTrue(e.getMessage().contains("encoding 0123456789abcdef"), e.getMessage());
    }

    @Test
    @DisplayName("model=FILE resolves through the search's ModelLoader hook (ServiceLoader) to a working evaluator")
    void modelLoaderHook() throws IOException {
        Path file = saveTicTacToe("hook.zip");
        try (pz.mcts.LoadedModel loaded = ModelLoaders.load(file, Fixtures.TICTACTOE)) {
            Evaluator ev = loaded.evaluator();
            EvalBatch batch = new EvalBatch(Fixtures.TICTACTOE, 2);
            batch.add(Fixtures.TICTACTOE.newInitialState());
            ev.evaluate(batch);
            float[] obs = new float[27];
            Fixtures.TICTACTOE.newInitialState().encode(obs);
            float[] logits = new float[9];
            Fixtures.tictactoeNet().infer(obs, 1, logits, new float[Fixtures.tictactoeNet().valueOutputs()]);
            NetworkEvaluator.softmaxInPlace(logits, 0, 9); // every square is legal at the start, in policy order
            float sum = 0;
            for (int j = 0; j < 9; j++) {
                assertEquals(logits[j], batch.priors()[j], 1e-5f, "the saved network's prior of square " + j);
                sum += batch.priors()[j];
            }
            assertEquals(1f, sum, 1e-5f);
        }
        assertThrows(InvalidInputException.class, () -> ModelLoaders.load(file, Fixtures.PIG));
    }

    @Test
    @DisplayName("a model file stores its search recipe; agents over it search that way, and their spec options override single fields")
    void recipeTravelsWithTheModel() throws IOException {
        Game proteus = GameRegistry.parse("proteus");
        Path file = dir.resolve("ph.pzm");
        Path plain = dir.resolve("p.pzm");
        SearchRecipe recipe = SearchRecipe.parse("mcts:decisive=1,hdepth=2,heuristic=0.5,ptemp=10,solver=1,visits=400");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(proteus), NetConfig.tiny(proteus), 1)) {
            ModelFile.of(ModelMetadata.forGame(proteus, net.config()).withRecipe(recipe), net).save(file);
            ModelFile.of(ModelMetadata.forGame(proteus, net.config()), net).save(plain);
        }
        try (ModelFile m = ModelFile.load(file, proteus)) {
            assertEquals(recipe, m.metadata().recipe());
        }
        try (ModelFile m = ModelFile.load(plain, proteus)) {
            assertEquals(SearchRecipe.defaults(), m.metadata().recipe(), "a new model: the defaults");
        }
        try (var f = pz.mcts.agent.AgentSpec.parse("mcts:model=" + file).factory(proteus)) {
            assertEquals(recipe, f.config(), "the model's own recipe");
        }
        try (var f = pz.mcts.agent.AgentSpec.parse("mcts:visits=8,hdepth=0,model=" + file).factory(proteus)) {
            assertEquals(recipe.toBuilder().visits(8).heuristic(0.5, 0).build(), f.config(), "the spec's fields win, the others stay");
        }
        try (var f = pz.mcts.agent.AgentSpec.parse("gumbel:visits=8,model=" + file).factory(proteus)) {
            assertEquals(SearchRecipe.gumbelDefaults(8).toBuilder().leaves(recipe.leaves()).priorTemperature(10).build(), f.config(),
                    "another kind: its defaults with the model's leaf values and prior temperature");
        }
    }

    @Test
    @DisplayName("a model file written before recipes were stored reads its leaf fields (heuristicWeight, heuristicDepth, leafRollouts, rolloutDepth) into a recipe")
    void oldFilesKeepTheirLeafValues() throws IOException {
        Game proteus = GameRegistry.parse("proteus");
        Path file = dir.resolve("old.pzm");
        try (PolicyValueNet net = PolicyValueNet.create(NetShape.of(proteus), NetConfig.tiny(proteus), 1)) {
            ModelFile.of(ModelMetadata.forGame(proteus, net.config()), net).save(file);
        }
        rewriteMetadata(file, "\"searchRecipe\" : \"mcts\"", "\"heuristicWeight\" : 1.0, \"leafRollouts\" : 4, \"rolloutDepth\" : 6");
        try (ModelFile m = ModelFile.load(file, proteus)) {
            assertEquals(SearchRecipe.defaults().toBuilder().heuristic(1.0).leafRollouts(4, 6).build(), m.metadata().recipe());
        }
        try (var f = pz.mcts.agent.AgentSpec.parse("mcts:visits=8,model=" + file).factory(proteus)) {
            assertEquals(4, f.config().leaves().rollouts());
            assertEquals(6, f.config().leaves().rolloutDepth(), "cut rollouts travel with the model");
            assertEquals(1.0, f.config().leaves().heuristicWeight());
        }
        rewriteMetadata(file, "\"heuristicWeight\" : 1.0, \"leafRollouts\" : 4, \"rolloutDepth\" : 6", "\"searchRecipe\" : \"mcts:visits=0\"");
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFile.load(file, proteus));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("searchRecipe")
                && e.getMessage().contains("visits"), e.getMessage());
    }

    /** Replaces {@code from} by {@code to} in the file's metadata.json (the zip rewritten, its CRCs with it). */
    static void rewriteMetadata(Path file, String from, String to) throws IOException {
        java.util.Map<String, byte[]> entries = new java.util.LinkedHashMap<>();
        try (java.util.zip.ZipInputStream in = new java.util.zip.ZipInputStream(Files.newInputStream(file))) {
            for (java.util.zip.ZipEntry e; (e = in.getNextEntry()) != null; ) {
                entries.put(e.getName(), in.readAllBytes());
            }
        }
        String json = new String(entries.get("metadata.json"), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(json.contains(from), json);
        entries.put("metadata.json", json.replace(from, to).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(file))) {
            for (var e : entries.entrySet()) {
                out.putNextEntry(new java.util.zip.ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
    }
}
