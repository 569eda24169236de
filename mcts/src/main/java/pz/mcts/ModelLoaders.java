package pz.mcts;

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
     * Loads {@code file} for {@code game}.
     *
     * @throws InvalidInputException if the file does not exist, if no loader is on the class path
     *                               (the {@code pz-models} module is missing), or if no loader accepts the file
     */
    public static Evaluator load(Path file, Game game) {
        if (!Files.exists(file)) {
            throw new InvalidInputException("model file '" + file + "' does not exist");
        }
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
        throw new InvalidInputException("no model loader accepts '" + file + "' (loaders: " + String.join(", ", names) + ")");
    }
}
