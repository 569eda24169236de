package pz.mcts;

import java.util.Objects;

/**
 * A model file as the search uses it: its network as an {@link Evaluator} and the {@link SearchRecipe} the
 * file says it is meant to be searched with. Closing it closes the evaluator. Thread-safety is the evaluator's.
 *
 * @param evaluator the network, batch in, priors and values out
 * @param recipe    how to search it (agent specs over the model override single fields, {@link SearchRecipe#with})
 */
public record LoadedModel(Evaluator evaluator, SearchRecipe recipe) implements AutoCloseable {

    public LoadedModel {
        Objects.requireNonNull(evaluator, "evaluator");
        Objects.requireNonNull(recipe, "recipe");
    }

    @Override
    public void close() {
        evaluator.close();
    }
}
