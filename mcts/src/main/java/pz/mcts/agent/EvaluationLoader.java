package pz.mcts.agent;

import java.nio.file.Path;
import pz.engine.Game;

/**
 * The hook through which {@code alphabeta:model=FILE} gets a learned leaf evaluation without this module depending on
 * the network code: {@code pz-models} implements it and registers it with {@link java.util.ServiceLoader}
 * ({@code META-INF/services/pz.mcts.agent.EvaluationLoader}). Implementations are thread-safe.
 */
public interface EvaluationLoader {

    /** True if this loader reads {@code file}. */
    boolean accepts(Path file);

    /**
     * Loads the evaluation in {@code file} for {@code game}.
     *
     * @throws pz.engine.InvalidInputException if the file is unreadable, damaged, or made for another game or feature layout
     */
    Learned load(Path file, Game game);

    /**
     * A loaded evaluation and the alpha-beta search its file says it is meant to be played with.
     *
     * @param evaluation the leaf evaluation (thread-safe)
     * @param search     an {@code alphabeta} spec without {@code model=}; an agent's own options override its fields
     */
    record Learned(StateEvaluation evaluation, String search) {
    }

    /**
     * Loads {@code file} with the first loader on the class path that accepts it.
     *
     * @throws AgentSpecException if none does (the {@code pz-models} module is missing, or the file is no learned evaluation)
     */
    static Learned find(Path file, Game game) {
        pz.mcts.ModelLoaders.checkFile(file);
        for (EvaluationLoader l : java.util.ServiceLoader.load(EvaluationLoader.class)) {
            if (l.accepts(file)) {
                return l.load(file, game);
            }
        }
        throw new AgentSpecException("alphabeta:model=" + file + " is not a learned alpha-beta evaluation (docs/learned-strength.md,"
                + " \"A learned alpha-beta evaluation\"; a policy/value model plays as mcts:model=FILE), or no loader for one is on the"
                + " class path (the pz-models module)");
    }
}
