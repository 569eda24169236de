package pz.models;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.util.AtomicFiles;
import pz.mcts.LoadedModel;
import pz.mcts.SearchRecipe;
import pz.mcts.ModelLoaders;

/**
 * A versioned model file: one zip holding {@code metadata.json} ({@link ModelMetadata}),
 * {@code weights.bin} and, for training checkpoints, {@code optimizer.bin} (tables in
 * {@link TensorBlob} layout; the zip's CRCs catch corruption).
 *
 * <p>{@link #save} is atomic (a temporary file in the same directory, then a rename), so a reader
 * never sees half a model. {@link #load(Path, Game)} refuses a file made for another game, spec
 * (unless the game's observation shows its options, {@link Game#observesOptions()}: a Proteus or Kadon model
 * plays every variant; a version-2 model, the specs of its {@code plays}), encoding or action space, and a truncated or corrupt one, with a
 * {@link ModelFileException} that names the file and the problem.
 *
 * <p>Not thread-safe. {@link #close()} closes the network if this object owns it (loaded files do;
 * files made by {@link #of} or {@link #checkpoint} do not).
 */
public final class ModelFile implements AutoCloseable {
    static final String METADATA = "metadata.json";
    static final String WEIGHTS = "weights.bin";
    static final String OPTIMIZER = "optimizer.bin";

    private final ModelMetadata metadata;
    private final PolicyValueNet net;
    private final Map<String, float[]> optimizerState;
    private final boolean ownsNet;

    private ModelFile(ModelMetadata metadata, PolicyValueNet net, Map<String, float[]> optimizerState, boolean ownsNet) {
        this.metadata = metadata;
        this.net = net;
        this.optimizerState = optimizerState;
        this.ownsNet = ownsNet;
    }

    /** A play model of {@code net} (which stays owned by the caller). */
    public static ModelFile of(ModelMetadata metadata, PolicyValueNet net) {
        checkMatches(metadata, net);
        return new ModelFile(metadata.withOptimizer(null), net, null, false);
    }

    /** A training checkpoint: the trainer's network, optimizer settings, state and step. */
    public static ModelFile checkpoint(ModelMetadata metadata, Trainer trainer) {
        checkMatches(metadata, trainer.net());
        return new ModelFile(metadata.withTrainingStep(trainer.step()).withOptimizer(trainer.optimizer()), trainer.net(),
                trainer.optimizerState(), false);
    }

    private static void checkMatches(ModelMetadata m, PolicyValueNet net) {
        // a version-2 network may play another board of the family than the metadata's gameSpec: no weight depends on it
        // a network of more seats than some game's players may play a game of another player count than the gameSpec's
        boolean sameShape = m.config().version() == 2
                ? m.shape().channels() == net.shape().channels()
                        && (m.config().seats() != 0 || m.shape().numPlayers() == net.shape().numPlayers())
                : m.shape().equals(net.shape());
        if (!sameShape || !m.config().equals(net.config())) {
            throw new IllegalArgumentException("metadata (" + m.shape() + ", " + m.config() + ") does not describe the network ("
                    + net.shape() + ", " + net.config() + ")");
        }
    }

    public ModelMetadata metadata() {
        return metadata;
    }

    /** This file with another search recipe in its metadata: the same network and optimizer state, still owned by this file. */
    public ModelFile withRecipe(SearchRecipe recipe) {
        return new ModelFile(metadata.withRecipe(recipe), net, optimizerState, false);
    }

    public PolicyValueNet net() {
        return net;
    }

    /** True for a checkpoint with optimizer state. */
    public boolean hasOptimizerState() {
        return optimizerState != null;
    }

    /** A trainer over this file's network with the checkpoint's optimizer, state, step (or a fresh Adam). */
    public Trainer newTrainer() {
        Trainer t = new Trainer(net, metadata.optimizer() != null ? metadata.optimizer() : Optimizer.adam());
        if (optimizerState != null) {
            t.setOptimizerState(optimizerState, metadata.trainingStep());
        }
        return t;
    }

    /** Writes the file atomically ({@link AtomicFiles}: temporary sibling, fsync, rename); stamps the creation time. */
    public void save(Path file) throws IOException {
        AtomicFiles.write(file, this::writeZip);
    }

    private void writeZip(OutputStream os) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(os)) {
            put(zip, METADATA, metadata.withCreatedNow().toJson().getBytes(StandardCharsets.UTF_8));
            Map<String, TensorBlob.Tensor> w = new LinkedHashMap<>();
            for (Map.Entry<String, float[]> e : net.getParameters().entrySet()) {
                w.put(e.getKey(), new TensorBlob.Tensor(net.params().get(e.getKey()).shape(), e.getValue()));
            }
            put(zip, WEIGHTS, TensorBlob.write(w));
            if (optimizerState != null) {
                Map<String, TensorBlob.Tensor> s = new LinkedHashMap<>();
                for (Map.Entry<String, float[]> e : optimizerState.entrySet()) {
                    s.put(e.getKey(), new TensorBlob.Tensor(new long[] {e.getValue().length}, e.getValue()));
                }
                put(zip, OPTIMIZER, TensorBlob.write(s));
            }
        }
    }

    private static void put(ZipOutputStream zip, String name, byte[] data) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(data);
        zip.closeEntry();
    }

    /**
     * Loads a model file and checks it is consistent in itself (format version, weights matching the
     * architecture). The returned object owns the network.
     *
     * @throws ModelFileException if the file is missing, a directory, empty, unreadable, not a zip archive, cut short,
     *                            damaged or inconsistent, in words that name the file
     */
    public static ModelFile load(Path file) {
        String name = quoted(file);
        String problem = ModelLoaders.fileProblem(file);
        if (problem != null) {
            throw new ModelFileException("model file " + name + " " + problem);
        }
        Map<String, byte[]> entries = readEntries(file, name);
        if (!entries.containsKey(METADATA) && entries.containsKey(SparseValueFile.METADATA)) {
            throw new ModelFileException("model file " + name + " is a learned alpha-beta evaluation, not a policy/value network:"
                    + " play it as alphabeta:model=" + file);
        }
        if (!entries.containsKey(METADATA)) {
            throw new ModelFileException("model file " + name + " is not a pz model, or is truncated: it has no " + METADATA
                    + " (entries: " + entries.keySet() + ")");
        }
        ModelMetadata meta = ModelMetadata.fromJson(new String(entries.get(METADATA), StandardCharsets.UTF_8), name);
        try {
            // the weights are the same under either backend: the system property may choose another than the file's
            meta = meta.withBackend(NetBackend.chosen(meta.config().backend()));
        } catch (IllegalArgumentException e) {
            throw new pz.engine.InvalidInputException(e.getMessage());
        }
        if (!entries.containsKey(WEIGHTS)) {
            throw new ModelFileException("model file " + name + " is truncated or incomplete: it has no " + WEIGHTS);
        }
        Map<String, TensorBlob.Tensor> weights = TensorBlob.read(entries.get(WEIGHTS), name, WEIGHTS);
        NetShape shape = meta.config().version() == 2 ? layoutShape(meta, name) : meta.shape();
        Map<String, long[]> expected = Params.shapes(shape, meta.config());
        if (!expected.keySet().equals(weights.keySet())) {
            throw new ModelFileException("model file " + name + ": weights " + weights.keySet() + " do not match the architecture "
                    + meta.config().describe() + " " + expected.keySet());
        }
        Map<String, INDArray> arrays = new LinkedHashMap<>();
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
            TensorBlob.Tensor t = weights.get(e.getKey());
            if (!Arrays.equals(t.shape(), e.getValue())) {
                throw new ModelFileException("model file " + name + ": weight " + e.getKey() + " has shape " + Arrays.toString(t.shape())
                        + ", the architecture needs " + Arrays.toString(e.getValue()));
            }
        }
        Nd4jSetup.init();
        for (Map.Entry<String, long[]> e : expected.entrySet()) {
            arrays.put(e.getKey(), Nd4j.create(weights.get(e.getKey()).data(), e.getValue(), DataType.FLOAT));
        }
        Map<String, float[]> state = null;
        if (entries.containsKey(OPTIMIZER)) {
            state = new LinkedHashMap<>();
            for (Map.Entry<String, TensorBlob.Tensor> e : TensorBlob.read(entries.get(OPTIMIZER), name, OPTIMIZER).entrySet()) {
                state.put(e.getKey(), e.getValue().data());
            }
            if (meta.optimizer() == null) {
                throw new ModelFileException("model file " + name + " has optimizer state but no optimizer settings in its metadata");
            }
        }
        return new ModelFile(meta, new PolicyValueNet(shape, meta.config(), arrays), state, true);
    }

    /**
     * The shape of a version-2 network for its {@code gameSpec}, with that game's policy layout (which the file does not
     * hold: the game gives it).
     */
    private static NetShape layoutShape(ModelMetadata meta, String name) {
        Game game;
        try {
            game = pz.engine.GameRegistry.parse(meta.gameSpec());
        } catch (RuntimeException e) {
            throw new ModelFileException("model file " + name + " was made for '" + meta.gameSpec() + "', which this build cannot play ("
                    + e.getMessage() + ")");
        }
        NetShape s;
        try {
            s = NetShape.of(game, meta.config());
        } catch (IllegalArgumentException e) {
            throw new ModelFileException("model file " + name + ": " + e.getMessage());
        }
        if (!Arrays.equals(s.observationShape(), meta.shape().observationShape()) || s.numActions() != meta.shape().numActions()) {
            throw new ModelFileException("model file " + name + " was made for another observation/action encoding of " + game.spec()
                    + " (" + Arrays.toString(meta.shape().observationShape()) + ", " + meta.shape().numActions() + " actions; this build "
                    + Arrays.toString(s.observationShape()) + ", " + s.numActions() + ")");
        }
        return s;
    }

    /**
     * Loads a model file made for {@code game}.
     *
     * @throws ModelFileException as {@link #load(Path)}, or naming the game, spec, observation shape,
     *                            action space, players or encoding the file was made for
     */
    public static ModelFile load(Path file, Game game) {
        ModelFile m = load(file);
        try {
            m.checkFor(game, quoted(file));
        } catch (ModelFileException e) {
            m.close();
            throw e;
        }
        if (m.metadata.config().version() == 2 && !game.spec().equals(m.metadata.gameSpec())) {
            // another board of the family: the same weights over the game's own policy layout
            try (ModelFile primary = m) {
                return new ModelFile(m.metadata, m.net.copyFor(NetShape.of(game, m.metadata.config())), m.optimizerState, true);
            } catch (IllegalArgumentException e) {
                throw new ModelFileException("model file " + quoted(file) + " cannot play " + game.spec() + ": " + e.getMessage());
            }
        }
        return m;
    }

    /** Play mode in one call: the model at {@code file} as an evaluator for {@code game} (which owns the network). */
    public static NetworkEvaluator loadEvaluator(Path file, Game game) {
        ModelFile m = load(file, game);
        return new NetworkEvaluator(m.net, true);
    }

    /** The model at {@code file} for {@code game} as the search uses it: an evaluator owning the network, and the file's recipe. */
    public static LoadedModel loadModel(Path file, Game game) {
        ModelFile m = load(file, game);
        return new LoadedModel(new NetworkEvaluator(m.net, true), m.metadata.recipe());
    }

    /** The file as every message names it, {@code 'runs/x/gen-4.zip'}, as {@link pz.mcts.ModelLoaders#checkFile} does. */
    private static String quoted(Path file) {
        return "'" + file + "'";
    }

    private void checkFor(Game game, String file) {
        ModelMetadata m = metadata;
        String gameName = GameRegistry.family(game.spec());
        String fileGame = GameRegistry.family(m.gameSpec());
        if (!gameName.equals(fileGame)) {
            throw new ModelFileException("model file " + file + " was made for game '" + fileGame + "' (" + m.gameSpec()
                    + "), not '" + gameName + "' (" + game.spec() + ")");
        }
        if (m.config().version() == 2) {
            checkV2For(game, file);
            return;
        }
        if (!m.gameSpec().equals(game.spec()) && !game.observesOptions()) {
            throw new ModelFileException("model file " + file + " was made for spec '" + m.gameSpec() + "', not '" + game.spec() + "'");
        }
        NetShape s = NetShape.of(game);
        if (!Arrays.equals(s.observationShape(), m.shape().observationShape())) {
            throw new ModelFileException("model file " + file + " expects observations of shape " + Arrays.toString(m.shape().observationShape())
                    + "; " + game.spec() + " now encodes " + Arrays.toString(s.observationShape()));
        }
        if (s.numActions() != m.shape().numActions()) {
            throw new ModelFileException("model file " + file + " has an action space of " + m.shape().numActions() + " ids; "
                    + game.spec() + " now has " + s.numActions());
        }
        if (s.numPlayers() != m.shape().numPlayers() || s.minReturn() != m.shape().minReturn() || s.maxReturn() != m.shape().maxReturn()) {
            throw new ModelFileException("model file " + file + " is for " + m.shape().numPlayers() + " players with returns "
                    + m.shape().minReturn() + ".." + m.shape().maxReturn() + "; " + game.spec() + " has " + s.numPlayers()
                    + " with " + s.minReturn() + ".." + s.maxReturn());
        }
        String enc = ModelMetadata.encodingOf(game);
        if (!enc.equals(m.encoding())) {
            throw new ModelFileException("model file " + file + " was made for another observation/action encoding of " + game.spec()
                    + " (encoding " + m.encoding() + ", this build " + enc + ")");
        }
    }

    /**
     * A version-2 model plays each spec of {@link ModelMetadata#playedSpecs()} whose encoding is unchanged: the same input
     * planes, seats and returns; its weights do not depend on the board. A family pattern ({@code proteus:*}) covers
     * every spec of a game that observes its options ({@link ModelMetadata#encodingFor}).
     */
    private void checkV2For(Game game, String file) {
        ModelMetadata m = metadata;
        String enc = m.encodingFor(game);
        if (enc == null) {
            throw new ModelFileException("model file " + file + " plays " + String.join(", ", m.playedSpecs().keySet()) + ", not '"
                    + game.spec() + "'");
        }
        int seats = m.config().seats();
        NetShape s;
        try {
            // a network of more seats reads the game in its layout for that many seats (NetConfig.seats)
            s = seats == 0 ? NetShape.of(game) : NetShape.of(game, m.config());
        } catch (IllegalArgumentException e) {
            throw new ModelFileException("model file " + file + " cannot play " + game.spec() + ": " + e.getMessage());
        }
        if (s.channels() != m.shape().channels() || seats == 0 && s.numPlayers() != m.shape().numPlayers()
                || s.minReturn() != m.shape().minReturn() || s.maxReturn() != m.shape().maxReturn()) {
            throw new ModelFileException("model file " + file + " expects " + m.shape().channels() + " input planes, "
                    + m.shape().numPlayers() + " players and returns " + m.shape().minReturn() + ".." + m.shape().maxReturn() + "; "
                    + game.spec() + " has " + s.channels() + ", " + s.numPlayers() + " and " + s.minReturn() + ".." + s.maxReturn());
        }
        String now = ModelMetadata.encodingOf(game, m.config());
        if (!enc.equals(now)) {
            throw new ModelFileException("model file " + file + " was made for another observation/action encoding of " + game.spec()
                    + " (encoding " + enc + ", this build " + now + ")");
        }
    }

    private static Map<String, byte[]> readEntries(Path file, String name) {
        Map<String, byte[]> entries = new HashMap<>();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file)); ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry e;
            while ((e = zip.getNextEntry()) != null) {
                // readAllBytes reads to the entry's end, where ZipInputStream checks its CRC.
                entries.put(e.getName(), zip.readAllBytes());
            }
        } catch (ZipException | EOFException e) {
            throw new ModelFileException("model file " + name + " is damaged or cut short" + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
        } catch (IllegalArgumentException e) {
            // ZipInputStream's way of saying an entry name is not valid UTF-8: a damaged header
            throw new ModelFileException("model file " + name + " is damaged: an entry name in it is not valid text");
        } catch (IOException e) {
            throw new ModelFileException("cannot read model file " + name + " (" + e.getMessage() + ")");
        }
        if (entries.isEmpty()) {
            throw new ModelFileException("model file " + name + " is not a model file: it is not a zip archive, or is cut short"
                    + " before its first entry (a pz model is a zip of " + METADATA + " and " + WEIGHTS + ")");
        }
        return entries;
    }

    /** Closes the network if this object owns it. */
    @Override
    public void close() {
        if (ownsNet) {
            net.close();
        }
    }
}
