package pz.training;

import java.nio.file.Files;
import java.util.Locale;
import pz.engine.Game;
import pz.engine.util.Progress;
import pz.evaluation.Elo;
import pz.mcts.LoadedModel;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;
import pz.models.ModelFile;

/**
 * Phase 3 of an iteration: a match of the iteration's new model against the best one, both searched
 * as {@link TrainLoop#evalRecipe} says (a run on a {@link SpecMix}: a match on each spec, its games split as
 * self-play's, the results added up); {@link Promotion} then decides. Writes nothing: a process
 * killed during the match plays it again. Not thread-safe: the loop's thread only.
 */
final class EvaluationPhase {
    /**
     * What the match found.
     *
     * @param match   the new model's wins, draws and losses against the best one
     * @param eloDiff the new model's Elo over the best one, clamped to ±800
     */
    record Result(MatchResult match, double eloDiff) {
    }

    private final RunContext run;

    EvaluationPhase(RunContext run) {
        this.run = run;
    }

    /** Plays the match; null when there is none (no evaluation games, or no new model). */
    Result run() {
        TrainConfig cfg = run.cfg();
        int it = run.state().iteration();
        if (cfg.evaluation().games() == 0 || !Files.exists(run.dir().model(it)) || run.state().trainingSteps() == 0) {
            return null; // (no steps yet: the window is below --min-window, and the model is the one it started from)
        }
        int best = run.state().bestIteration();
        SearchRecipe recipe = TrainLoop.evalRecipe(cfg);
        MatchResult[] latest = new MatchResult[1];
        MatchResult r = null;
        // a run on several specs: a match on each, its share of the games as in self-play, the results added up
        int[] plan = run.mix().split(cfg.evaluation().games());
        try (Progress progress = new Progress(run.log(), String.format(Locale.ROOT, "iter %d evaluation", it), cfg.evaluation().games(),
                "games", Progress.isTerminal())) {
            progress.extra(() -> latest[0] == null ? "" : String.format(Locale.ROOT, "+%d =%d -%d",
                    latest[0].wins(), latest[0].draws(), latest[0].losses()));
            for (int i = 0; i < plan.length; i++) {
                if (plan[i] == 0) {
                    continue;
                }
                MatchResult before = r;
                Game game = run.game(run.mix().specs().get(i));
                try (LoadedModel ma = ModelFile.loadModel(run.dir().model(it), game);
                     LoadedModel mb = ModelFile.loadModel(run.dir().model(best), game)) {
                    r = MixedRun.plus(before, Match.of(game, "model-" + it, () -> AgentFactory.search(game, ma.evaluator(), recipe),
                                    "model-" + best, () -> AgentFactory.search(game, mb.evaluator(), recipe))
                            .games(plan[i]).threads(cfg.workers().threads()).parallel(Math.max(1, cfg.workers().parallel() / 2))
                            .seed(cfg.seed() + it + 7919L * i).onProgress((f, t, so) -> {
                                latest[0] = MixedRun.plus(before, so);
                                progress.step(1);
                            }).run());
                }
            }
        }
        return new Result(r, Math.max(-800, Math.min(800, Elo.estimate(r.wins(), r.draws(), r.losses()).elo())));
    }
}
