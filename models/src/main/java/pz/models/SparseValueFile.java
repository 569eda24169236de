package pz.models;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.SparseFeatures;
import pz.engine.util.AtomicFiles;
import pz.mcts.ModelLoaders;

/**
 * A learned alpha-beta evaluation on disk ({@code alphabeta:model=FILE}): a zip of {@value #METADATA} (the format
 * version, the game family, the sparse feature layout it reads, the network's size, the alpha-beta search it is
 * meant to be played with, and how it was trained) and {@value #WEIGHTS} (the parameters, in the same checksummed
 * tensor format as the policy/value model files). Written atomically; a file for another game or feature layout, or a
 * damaged one, is refused with a message naming it. Immutable.
 *
 * @param net      the network
 * @param family   the game family it evaluates ({@code proteus}); it plays every spec of the family
 * @param features the {@link SparseFeatures#version()} it reads
 * @param search   the alpha-beta agent spec it is meant to be searched with, without {@code model=} ({@code alphabeta:depth=20,time=250})
 * @param info     training facts for people ({@code games}, {@code positions}, {@code stage}...), sorted
 */
public record SparseValueFile(SparseValueNet net, String family, String features, String search, Map<String, String> info) {
    public static final String METADATA = "value-net.properties";
    public static final String WEIGHTS = "weights.bin";
    /** The kind key that tells this file from a policy/value model file. */
    public static final String KIND = "sparse-value";

    public SparseValueFile {
        info = new TreeMap<>(info);
    }

    /** Writes the file atomically (temporary sibling, fsync, rename). */
    public void save(Path file) throws IOException {
        AtomicFiles.write(file, this::write);
    }

    private void write(OutputStream os) throws IOException {
        Properties p = new Properties();
        p.setProperty("kind", KIND);
        p.setProperty("version", Integer.toString(SparseValueNet.VERSION));
        p.setProperty("family", family);
        p.setProperty("features", features);
        p.setProperty("inputs", Integer.toString(net.inputs));
        p.setProperty("hidden", Integer.toString(net.hidden));
        p.setProperty("search", search);
        info.forEach((k, v) -> p.setProperty("info." + k, v));
        ByteArrayOutputStream meta = new ByteArrayOutputStream();
        p.store(meta, "pz learned alpha-beta evaluation");
        Map<String, TensorBlob.Tensor> w = new LinkedHashMap<>();
        w.put("w1", new TensorBlob.Tensor(new long[] {net.inputs, net.hidden}, net.w1));
        w.put("b1", new TensorBlob.Tensor(new long[] {net.hidden}, net.b1));
        w.put("w2", new TensorBlob.Tensor(new long[] {net.hidden}, net.w2));
        w.put("skip", new TensorBlob.Tensor(new long[] {net.inputs}, net.skip));
        w.put("b2", new TensorBlob.Tensor(new long[] {1}, net.b2));
        try (ZipOutputStream zip = new ZipOutputStream(os)) {
            zip.putNextEntry(new ZipEntry(METADATA));
            zip.write(meta.toByteArray());
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry(WEIGHTS));
            zip.write(TensorBlob.write(w));
            zip.closeEntry();
        }
    }

    /** True if {@code file} is a zip whose entries include {@value #METADATA} (read as far as its first entries). */
    public static boolean isOne(Path file) {
        try (var in = new java.util.zip.ZipInputStream(new java.io.BufferedInputStream(java.nio.file.Files.newInputStream(file)))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                if (e.getName().equals(METADATA)) {
                    return true;
                }
            }
            return false;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Reads {@code file}.
     *
     * @throws ModelFileException if it is missing, unreadable, not a learned evaluation, of another format version, or
     *                            damaged, in words that name the file
     */
    public static SparseValueFile load(Path file) {
        String name = "'" + file + "'";
        String problem = ModelLoaders.fileProblem(file);
        if (problem != null) {
            throw new ModelFileException("model file " + name + " " + problem);
        }
        Map<String, byte[]> entries = new java.util.HashMap<>();
        try (var in = new java.util.zip.ZipInputStream(new java.io.BufferedInputStream(java.nio.file.Files.newInputStream(file)))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                entries.put(e.getName(), in.readAllBytes());
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new ModelFileException("model file " + name + " is damaged or cut short (" + e.getMessage() + ")");
        }
        if (!entries.containsKey(METADATA)) {
            throw new ModelFileException("model file " + name + " is not a learned alpha-beta evaluation (no " + METADATA + "; entries: "
                    + entries.keySet() + "): alphabeta:model= takes learned evaluations (docs/learned-strength.md, A learned alpha-beta evaluation)");
        }
        Properties p = new Properties();
        try {
            p.load(new StringReader(new String(entries.get(METADATA), StandardCharsets.UTF_8)));
        } catch (IOException | IllegalArgumentException e) {
            throw new ModelFileException("model file " + name + ": its " + METADATA + " is damaged (" + e.getMessage() + ")");
        }
        if (!KIND.equals(p.getProperty("kind"))) {
            throw new ModelFileException("model file " + name + " is of kind '" + p.getProperty("kind") + "', not " + KIND);
        }
        if (!Integer.toString(SparseValueNet.VERSION).equals(p.getProperty("version"))) {
            throw new ModelFileException("model file " + name + " has format version " + p.getProperty("version") + "; this build reads "
                    + SparseValueNet.VERSION);
        }
        int inputs, hidden;
        try {
            inputs = Integer.parseInt(p.getProperty("inputs", ""));
            hidden = Integer.parseInt(p.getProperty("hidden", ""));
        } catch (NumberFormatException e) {
            throw new ModelFileException("model file " + name + ": inputs and hidden in " + METADATA + " are not numbers");
        }
        if (!entries.containsKey(WEIGHTS)) {
            throw new ModelFileException("model file " + name + " is truncated or incomplete: it has no " + WEIGHTS);
        }
        Map<String, TensorBlob.Tensor> w = TensorBlob.read(entries.get(WEIGHTS), name, WEIGHTS);
        float[] w1 = tensor(w, "w1", (long) inputs * hidden, name), b1 = tensor(w, "b1", hidden, name), w2 = tensor(w, "w2", hidden, name);
        float[] skip = tensor(w, "skip", inputs, name), b2 = tensor(w, "b2", 1, name);
        Map<String, String> info = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("info.")) {
                info.put(k.substring(5), p.getProperty(k));
            }
        }
        String family = p.getProperty("family"), features = p.getProperty("features"), search = p.getProperty("search");
        if (family == null || features == null || search == null) {
            throw new ModelFileException("model file " + name + ": " + METADATA + " lacks family, features or search");
        }
        return new SparseValueFile(new SparseValueNet(inputs, hidden, w1, b1, w2, skip, b2[0]), family, features, search, info);
    }

    private static float[] tensor(Map<String, TensorBlob.Tensor> w, String key, long size, String name) {
        TensorBlob.Tensor t = w.get(key);
        if (t == null || t.data().length != size) {
            throw new ModelFileException("model file " + name + ": weight " + key + (t == null ? " is missing" : " has " + t.data().length
                    + " values, its layout needs " + size));
        }
        return t.data();
    }

    /**
     * Refuses a file that cannot evaluate {@code game}: another family, or another feature layout than the game's now.
     *
     * @throws ModelFileException naming the file and what differs
     */
    public void checkFor(Game game, Path file) {
        String fam = GameRegistry.family(game.spec());
        if (!fam.equals(family)) {
            throw new ModelFileException("model file '" + file + "' evaluates '" + family + "', not '" + fam + "' (" + game.spec() + ")");
        }
        SparseFeatures f = game.sparseFeatures();
        if (f == null) {
            throw new ModelFileException(game.spec() + " offers no sparse features for a learned alpha-beta evaluation");
        }
        if (!f.version().equals(features) || f.size() != net.inputs) {
            throw new ModelFileException("model file '" + file + "' reads features " + features + " (" + net.inputs + "); " + game.spec()
                    + " now writes " + f.version() + " (" + f.size() + ")");
        }
    }
}
