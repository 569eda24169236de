package pz.models;

import java.nio.file.Path;
import pz.engine.Game;
import pz.mcts.agent.EvaluationLoader;

/** Registers {@link SparseValueFile}s as alpha-beta evaluations ({@code alphabeta:model=FILE}). Stateless and thread-safe. */
public final class SparseEvaluationLoader implements EvaluationLoader {

    @Override
    public boolean accepts(Path file) {
        return SparseValueFile.isOne(file);
    }

    @Override
    public Learned load(Path file, Game game) {
        SparseValueFile f = SparseValueFile.load(file);
        f.checkFor(game, file);
        return new Learned(new SparseEvaluation(f.net(), game.sparseFeatures()), f.search());
    }
}
