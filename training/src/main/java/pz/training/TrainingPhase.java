package pz.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import pz.data.ReplayWindow;
import pz.data.WindowSize;
import pz.engine.util.Progress;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.models.NetConfig;
import pz.models.Optimizer;
import pz.models.Trainer;

/**
 * Phase 2 of an iteration: a {@link Learner} trained on batches sampled from the replay window of
 * the run's records (validated on the held-out records), stratified by the specs of the run's mix
 * ({@link StratifiedWindow}: one spec per batch, drawn by weight), from the last checkpoint; its model becomes
 * {@code model-N.pzm} and the state moves on to {@link RunState.Phase#EVAL}.
 *
 * <p>Kill point: the phase restarts from the checkpoint of the previous training phase; the records
 * are untouched. Not thread-safe: the loop's thread only.
 */
final class TrainingPhase {
    /** Steps over which a warm start's fresh optimizer raises the learning rate to the run's. */
    static final int WARM_START_WARMUP_STEPS = 200;

    private final RunContext run;

    TrainingPhase(RunContext run) {
        this.run = run;
    }

    /**
     * The training window's sampling: KataGo's power-law size up to {@code windowMax}, the run's augmentation,
     * value mix and value fraction. (The validation window keeps the plain game results as value targets, so
     * its value loss always measures the network against what happened.)
     */
    static ReplayWindow.Options windowOptions(TrainConfig cfg) {
        return windowOptions(cfg, 1);
    }

    /** {@link #windowOptions(TrainConfig)} of one spec of a mix ({@link StratifiedWindow}): its share of the sizes. */
    static ReplayWindow.Options windowOptions(TrainConfig cfg, double share) {
        return new ReplayWindow.Options(WindowSize.powerLaw(StratifiedWindow.scaled(20_000, share), 0.75, 0.4,
                StratifiedWindow.scaled(cfg.window().windowMax(), share)), cfg.window().augment(), (float) cfg.window().valueMix(), false, (float) cfg.window().valueFraction());
    }

    /**
     * The trainer of a training phase: the checkpoint's (optimizer state and step restored); else a fresh Adam,
     * which warms its learning rate up over {@link #WARM_START_WARMUP_STEPS} steps when the network was trained
     * before (a warm start, {@code --init-model}), so that Adam's first full-size steps do not jolt it
     * (see {@link Trainer}).
     */
    static Trainer trainer(ModelFile start, TrainConfig cfg) {
        if (start.hasOptimizerState()) {
            Trainer t = start.newTrainer();
            t.setLearningRate(cfg.optimiser().learningRate()); // the run's rate: a resume may have changed it
            return t;
        }
        TrainConfig.Optimiser o = cfg.optimiser();
        Trainer t = new Trainer(start.net(), new Optimizer(Optimizer.Kind.ADAM, o.learningRate(), 0.9, o.l2()));
        if (start.metadata().trainingStep() > 0) {
            t.setWarmupSteps(WARM_START_WARMUP_STEPS);
        }
        return t;
    }

    /**
     * Trains the iteration's model, saves the state as {@link RunState.Phase#EVAL}; returns the phase's mean losses, or null
     * when the window is still below the run's minimum ({@link TrainConfig.Window#minWindow}) and the iteration's model is
     * its start, untrained.
     */
    Listeners.LossAverages run() throws IOException {
        RunDirectory dir = run.dir();
        TrainConfig cfg = run.cfg();
        RunState state = run.state();
        Path from = Files.exists(dir.checkpoint()) ? dir.checkpoint() : dir.model(0);
        int steps = (int) Math.max(1, Math.ceil(Math.max(state.lastPositions(), 1) * cfg.optimiser().sampleReuse() / cfg.optimiser().batchSize()));
        Listeners.LossAverages losses = new Listeners.LossAverages();
        Listeners.EarlyStopping early = new Listeners.EarlyStopping(8, 1e-4);
        int iteration = state.iteration();
        try (ModelFile start = ModelFile.load(from, run.game())) {
            NetConfig net = start.net().config();
            StratifiedWindow window = StratifiedWindow.of(run.mix(), net, cfg.optimiser().batchSize(), share -> windowOptions(cfg, share));
            StratifiedWindow validation = StratifiedWindow.of(run.mix(), net, cfg.optimiser().batchSize(),
                    share -> new ReplayWindow.Options(WindowSize.fixed(StratifiedWindow.scaled(20_000, share)), false, 0f, false));
            run.warnSkipped(window.refresh(dir.records()));
            // a warm start from another variant: this run's spec (and every spec of its mix); the model remembers the search
            ModelMetadata meta = MixedRun.plays(start.metadata().withGame(run.game()), run.mix()).withRecipe(SelfPlayStage.modelRecipe(cfg));
            if (window.size() < cfg.window().minWindow()) {
                // not yet: the iteration's model is the one it started from, and the next self-play adds to the window
                ModelFile.of(meta.withTrainingStep(start.metadata().trainingStep()), start.net()).save(dir.model(iteration));
                run.log().printf(Locale.ROOT, "iter %d: no training yet: the window holds %d of the %d positions training waits for"
                        + " (--min-window)%n", iteration, window.size(), cfg.window().minWindow());
                run.save(state.withPhase(RunState.Phase.EVAL));
                return null;
            }
            run.warnSkipped(validation.refresh(dir.root().resolve("records-val")));
            try (Progress progress = new Progress(run.log(), String.format(Locale.ROOT, "iter %d training", iteration), steps, "steps",
                     Progress.isTerminal());
                 Learner learner = new Learner(trainer(start, cfg),
                    List.of(losses, early, new Listeners.ProgressStep(n -> progress.step(n)),
                            new Listeners.Checkpoint(l -> {
                                ModelFile.checkpoint(meta, l.trainer()).save(dir.checkpoint());
                                ModelFile.of(meta.withTrainingStep(l.trainer().step()), l.trainer().net()).save(dir.model(iteration));
                            })))) {
                progress.extra(losses::recent);
                int taken = Learner.fit(learner, window, validation, steps, Math.max(10, steps / 10),
                        new SplittableRandom(cfg.seed() * 31 + iteration));
                if (run.mix().entries().size() > 1 && !validation.lossesBySpec().isEmpty()) {
                    run.log().printf(Locale.ROOT, "iter %d held-out loss by spec: %s%n", iteration, validation.lossesBySpec());
                }
                run.save(state.withSteps(state.trainingSteps() + taken).withPhase(RunState.Phase.EVAL));
                if (early.stopped) {
                    run.log().printf(Locale.ROOT, "iter %d: held-out loss stopped improving; training phase ended after %d of %d steps%n",
                            iteration, taken, steps);
                }
            }
        }
        return losses;
    }
}
