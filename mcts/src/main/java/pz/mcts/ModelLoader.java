package pz.mcts;

import java.nio.file.Path;
import pz.engine.Game;

/**
 * The hook through which agent specs with {@code model=FILE} get an {@link Evaluator} and its {@link SearchRecipe} without this
 * module depending on a network library: {@code models} implements it and registers it with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/pz.mcts.ModelLoader}) or by calling
 * {@link ModelLoaders#register}. Implementations are thread-safe.
 */
public interface ModelLoader {

    /** A short name for messages ({@code nd4j}). */
    String name();

    /** True if this loader reads {@code file} (by extension or magic bytes); the first that accepts it loads it. */
    boolean accepts(Path file);

    /**
     * Loads the model for {@code game}: its network as an evaluator and the recipe it is meant to be searched with.
     *
     * @throws pz.engine.InvalidInputException if the file is missing, unreadable, or made for another game or encoding
     */
    LoadedModel load(Path file, Game game);
}
