package pz.training;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.file.Path;
import pz.data.RecordWriter;
import pz.engine.Game;
import pz.engine.util.Progress;
import pz.mcts.Evaluator;

/**
 * Where the self-play phase of a training iteration runs when it does not run inside the training
 * process. {@link TrainLoop#run(Path, TrainConfig, TrainConfig, PrintStream, SelfPlayBackend)} with
 * a backend hands it the phase; with none (the default, {@code pz train}) the loop plays in-process
 * with its journal. pz-spark's {@code SparkSelfPlay} is a backend; since both write the same
 * records into the same run directory, a run can switch between the two at any iteration.
 *
 * <p>Contract of {@link #play}: when it returns, the games it reports are committed as Parquet
 * chunks in {@code runDir/records} (held-out games, {@link #heldOut}, in {@code runDir/records-val}),
 * written as local self-play writes them ({@link #playLocally}). It may be called again with an
 * equal request after the training process died during the call; it must then commit only the
 * games still missing, so that no game is recorded twice. It ignores the time budget (the loop
 * checks it between phases). Implementations say whether they are thread-safe.
 */
public interface SelfPlayBackend {
    /**
     * One iteration's self-play.
     *
     * @param runDir     the run directory (absolute)
     * @param config     the run's settings
     * @param model      the model to play with (the run's best.pzm)
     * @param modelId    the model's id for the records ({@code model-N})
     * @param iteration  the iteration being played
     * @param firstIndex index of the first game owed in the iteration (earlier games were played by an earlier process)
     * @param games      games to play
     * @param seed       the phase's seed (equal requests must get equal seeds)
     */
    record Request(Path runDir, TrainConfig config, Path model, String modelId, int iteration, int firstIndex, int games,
                   long seed) {
    }

    /**
     * What a phase (or a part of one) committed: games, positions, wall seconds, mean turns, first-seat
     * win and draw rates. Serializable, for backends that gather it from other machines.
     */
    record Result(int games, long positions, double seconds, double meanTurns, double firstSeatWinRate, double drawRate)
            implements Serializable {
        /** This and {@code o} together (rates and means weighted by games; seconds of the longer). */
        public Result plus(Result o) {
            int n = games + o.games;
            return new Result(n, positions + o.positions, Math.max(seconds, o.seconds), weighted(meanTurns, o.meanTurns, o.games, n),
                    weighted(firstSeatWinRate, o.firstSeatWinRate, o.games, n), weighted(drawRate, o.drawRate, o.games, n));
        }

        private double weighted(double mine, double theirs, int theirGames, int n) {
            return n == 0 ? 0 : (mine * games + theirs * theirGames) / n;
        }
    }

    /** Plays the request's games and commits them to the run's records; see the class contract. */
    Result play(Request request) throws IOException;

    /** True for the games held out for validation (one in ten, by id), as local self-play decides. */
    static boolean heldOut(String gameId) {
        return SelfPlayStage.heldOut(gameId);
    }

    /**
     * Plays games in this process exactly as local self-play does (the run's search settings,
     * {@code config.threads()} threads of {@code config.parallel()} games, leaves batched into
     * {@code evaluator}) and writes each finished game to {@code train} or {@code validation}; for a
     * backend's workers. {@code journal} receives each finished game first (a scratch file is fine).
     */
    static Result playLocally(TrainConfig config, Game game, Evaluator evaluator, String modelId, int firstIndex, int games,
                              long seed, RecordWriter train, RecordWriter validation, Path journal) throws IOException {
        try (GameJournal j = new GameJournal(journal);
             Progress quiet = new Progress(new PrintStream(OutputStream.nullOutputStream()), "self-play", games, "games", false)) {
            SelfPlayStage.Stats s = SelfPlayStage.run(config, game, evaluator, modelId, firstIndex, games, seed, train, validation,
                    j, quiet, () -> false);
            return new Result(s.games(), s.positions(), s.seconds(), s.meanTurns(), s.firstSeatWinRate(), s.drawRate());
        }
    }
}
