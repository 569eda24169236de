package pz.training;

import java.io.IOException;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import pz.evaluation.Elo;
import pz.mcts.play.MatchResult;

/**
 * The end of an iteration: whether the new model becomes {@code best.pzm} (always, unless the run is
 * gated and the model did not win its evaluation), the chained Elo, the iteration's row of
 * {@code metrics.csv}, and the state of the next iteration. A process killed before the state is saved
 * redoes the evaluation and this step: the copy of best.pzm is atomic and the metrics row of the
 * iteration is replaced. Not thread-safe: the loop's thread only.
 */
final class Promotion {
    private final RunContext run;

    Promotion(RunContext run) {
        this.run = run;
    }

    /**
     * Ends the iteration.
     *
     * @param eval     the evaluation (null: none was played; the new model is promoted)
     * @param selfPlay this invocation's figures of the iteration's self-play (null: a resume skipped the phase)
     * @param losses   this invocation's figures of the iteration's training (null: a resume skipped the phase)
     */
    void apply(EvaluationPhase.Result eval, SelfPlayStage.Stats selfPlay, Listeners.LossAverages losses) throws IOException {
        RunState state = run.state();
        int it = state.iteration();
        MatchResult r = eval == null ? null : eval.match();
        double eloDiff = eval == null ? 0 : eval.eloDiff();
        boolean promote = eval == null || !run.cfg().evaluation().gating() || r.score() > 0.5;
        double elo = promote ? state.elo() + eloDiff : state.elo();
        if (promote && Files.exists(run.dir().model(it))) {
            RunDirectory.copyAtomically(run.dir().model(it), run.dir().best());
        }
        RunState next = promote ? state.withBest(it, elo) : state;
        writeMetrics(it, r, eloDiff, elo, promote, selfPlay, losses);
        run.save(next.nextIteration());
        run.log().printf(Locale.ROOT, "iter %d done: %s%s, Elo %s, %d games, %.1f min%n", it,
                r == null ? "no evaluation" : Elo.matchLine(r), promote ? ", promoted" : ", kept the previous best", Elo.fmt(elo),
                run.state().games(), run.wallSeconds() / 60);
    }

    private void writeMetrics(int it, MatchResult r, double eloDiff, double elo, boolean promote, SelfPlayStage.Stats selfPlay,
                              Listeners.LossAverages losses) throws IOException {
        MetricsCsv csv = new MetricsCsv(run.dir().metrics());
        csv.truncateFrom(it);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("iteration", it);
        m.put("wall_seconds", run.wallSeconds());
        m.put("stopped_seconds", run.stoppedSeconds());
        m.put("games", run.state().games());
        m.put("positions", run.state().positions());
        if (selfPlay != null) {
            m.put("selfplay_games_per_s", selfPlay.games() / Math.max(1e-9, selfPlay.seconds()));
            m.put("mean_game_turns", selfPlay.meanTurns());
            m.put("first_seat_win_rate", selfPlay.firstSeatWinRate());
            m.put("draw_rate", selfPlay.drawRate());
        }
        m.put("train_steps", run.state().trainingSteps());
        if (losses != null) {
            m.put("policy_loss", losses.meanPolicy());
            m.put("value_loss", losses.meanValue());
            m.put("total_loss", losses.meanTotal());
            m.put("ownership_loss", losses.meanOwnership());
            m.put("val_policy_loss", losses.meanValPolicy());
            m.put("val_value_loss", losses.meanValValue());
            m.put("val_ownership_loss", losses.meanValOwnership());
        }
        if (r != null) {
            m.put("eval_wins", r.wins());
            m.put("eval_draws", r.draws());
            m.put("eval_losses", r.losses());
            m.put("elo_vs_previous", eloDiff);
        }
        m.put("elo", elo);
        m.put("promoted", promote);
        m.put("learning_rate", run.cfg().optimiser().learningRate());
        csv.append(m);
    }
}
