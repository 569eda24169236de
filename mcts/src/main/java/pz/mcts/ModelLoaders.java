package pz.mcts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import pz.engine.Game;
import pz.engine.InvalidInputException;

/**
 * Finds a {@link ModelLoader} for a model file: loaders registered by {@link #register} first, then
 * those found by {@link ServiceLoader}. Thread-safe.
 */
public final class ModelLoaders {
    private static final List<ModelLoader> REGISTERED = new CopyOnWriteArrayList<>();

    private ModelLoaders() {
    }

    /** Adds a loader (for modules or tests that do not use ServiceLoader). */
    public static void register(ModelLoader loader) {
        REGISTERED.add(loader);
    }

    /** Removes a loader added by {@link #register}. */
    public static void unregister(ModelLoader loader) {
        REGISTERED.remove(loader);
    }

    /** Every loader known now. */
    public static List<ModelLoader> loaders() {
        List<ModelLoader> all = new ArrayList<>(REGISTERED);
        for (ModelLoader l : ServiceLoader.load(ModelLoader.class)) {
            all.add(l);
        }
        return all;
    }

    /**
     * What makes {@code file} unusable before any loader opens it, in plain words to follow the
     * file's name ({@code is a directory, not a model file}, {@code is empty (0 bytes): not a model
     * file}), or null when it is a readable, non-empty regular file. The one place for these words,
     * so that {@code --model}, {@code model=} and the model files' own reader say the same.
     */
    public static String fileProblem(Path file) {
        if (Files.isDirectory(file)) {
            return "is a directory, not a model file";
        }
        if (!Files.exists(file)) {
            return Files.isSymbolicLink(file) ? "is a symbolic link to a file that does not exist" : "does not exist";
        }
        if (!Files.isRegularFile(file)) {
            return "is not a regular file (a device, pipe or socket), not a model file";
        }
        if (!Files.isReadable(file)) {
            return "cannot be read (no read permission)";
        }
        try {
            return Files.size(file) == 0 ? "is empty (0 bytes): not a model file" : null;
        } catch (IOException e) {
            return "cannot be read (" + e.getMessage() + ")";
        }
    }

    /**
     * Refuses a model file that is missing, a directory, empty or unreadable ({@link #fileProblem}).
     *
     * @throws InvalidInputException {@code model file 'FILE' is a directory, not a model file} and the like
     */
    public static void checkFile(Path file) {
        String problem = fileProblem(file);
        if (problem != null) {
            throw new InvalidInputException("model file '" + file + "' " + problem);
        }
    }

    /**
     * Loads {@code file} for {@code game}.
     *
     * @throws InvalidInputException if the file is missing, a directory, empty or unreadable
     *                               ({@link #fileProblem}), if no loader is on the class path (the
     *                               {@code pz-models} module is missing), or if no loader accepts the file
     */
    public static LoadedModel load(Path file, Game game) {
        checkFile(file);
        List<ModelLoader> all = loaders();
        if (all.isEmpty()) {
            throw new InvalidInputException("model=" + file + " needs a model loader, and none is on the class path:"
                    + " add the pz-models module (it registers pz.mcts.ModelLoader), or use an agent without model=");
        }
        for (ModelLoader l : all) {
            if (l.accepts(file)) {
                return l.load(file, game);
            }
        }
        List<String> names = new ArrayList<>();
        for (ModelLoader l : all) {
            names.add(l.name());
        }
        throw new InvalidInputException("model file '" + file + "' is not a model file: it is in no format that a model loader"
                + " reads (loaders: " + String.join(", ", names) + "; a pz model is a .pzm or .zip file written by pz train)");
    }
}
