package pz.training;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;

/**
 * The progress of a run, as saved in {@code state.properties} at every phase change (with the run's
 * format version, {@link RunDirectory#FORMAT_VERSION}). Immutable; the phases make a new one with
 * {@code with...} methods.
 *
 * @param iteration      the iteration in progress (1-based); completed iterations are those below it
 * @param phase          what the iteration is doing
 * @param games          self-play games committed to records, in all
 * @param positions      positions committed, in all
 * @param trainingSteps  trainer steps taken, in all
 * @param seconds        wall time spent in earlier invocations and finished phases
 * @param stoppedSeconds the part of {@code seconds} the process was stopped (SIGSTOP: {@link StopDetector})
 * @param elo            Elo of the best model relative to the first one (chained evaluation results)
 * @param bestIteration  the iteration whose model is best.pzm (0: the untrained initial network)
 * @param lastPositions  positions produced by the latest self-play phase (sizes the training phase)
 */
public record RunState(int iteration, Phase phase, long games, long positions, long trainingSteps, double seconds,
                       double elo, int bestIteration, long lastPositions, double stoppedSeconds) {

    /**
     * The phases of an iteration, in order; each ends by saving the state with the next one
     * ({@link SelfPlayPhase}, {@link TrainingPhase}, then {@link EvaluationPhase} and {@link Promotion},
     * which start the next iteration).
     */
    public enum Phase {
        SELFPLAY, TRAIN, EVAL;

        /** The phase's name in state.properties: selfplay, train, eval. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The phase named {@code key} in state.properties.
         *
         * @throws InvalidInputException for an unknown name
         */
        public static Phase of(String key) {
            for (Phase p : values()) {
                if (p.key().equals(key)) {
                    return p;
                }
            }
            throw new InvalidInputException("state.properties: unknown phase '" + key + "'");
        }
    }

    /** The state of a new run. */
    public static RunState fresh() {
        return new RunState(1, Phase.SELFPLAY, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    public RunState withPhase(Phase p) {
        return new RunState(iteration, p, games, positions, trainingSteps, seconds, elo, bestIteration, lastPositions, stoppedSeconds);
    }

    public RunState withGames(long g, long p, long last) {
        return new RunState(iteration, phase, g, p, trainingSteps, seconds, elo, bestIteration, last, stoppedSeconds);
    }

    public RunState withSteps(long s) {
        return new RunState(iteration, phase, games, positions, s, seconds, elo, bestIteration, lastPositions, stoppedSeconds);
    }

    /** This state with {@code s} wall seconds, {@code stopped} of them with the process stopped. */
    public RunState withSeconds(double s, double stopped) {
        return new RunState(iteration, phase, games, positions, trainingSteps, s, elo, bestIteration, lastPositions, stopped);
    }

    public RunState withBest(int it, double newElo) {
        return new RunState(iteration, phase, games, positions, trainingSteps, seconds, newElo, it, lastPositions, stoppedSeconds);
    }

    public RunState nextIteration() {
        return new RunState(iteration + 1, Phase.SELFPLAY, games, positions, trainingSteps, seconds, elo, bestIteration,
                lastPositions, stoppedSeconds);
    }

    /** The fields as properties (without the format version, which {@link RunDirectory#writeVersioned} adds). */
    public Properties toProperties() {
        Properties p = new Properties();
        p.setProperty("iteration", Integer.toString(iteration));
        p.setProperty("phase", phase.key());
        p.setProperty("games", Long.toString(games));
        p.setProperty("positions", Long.toString(positions));
        p.setProperty("trainingSteps", Long.toString(trainingSteps));
        p.setProperty("seconds", Double.toString(seconds));
        p.setProperty("elo", Double.toString(elo));
        p.setProperty("bestIteration", Integer.toString(bestIteration));
        p.setProperty("lastPositions", Long.toString(lastPositions));
        p.setProperty("stoppedSeconds", Double.toString(stoppedSeconds));
        return p;
    }

    /**
     * Reads a saved state, of any format version up to {@link RunDirectory#FORMAT_VERSION} (none: format 1).
     *
     * @throws InvalidInputException naming the file, and the field or the version, when it cannot be used
     */
    public static RunState read(Path file) {
        Properties p = RunDirectory.readProperties(file);
        RunDirectory.checkFormat(p, file.toString());
        return fromProperties(p);
    }

    /** Reads a saved state; a damaged one, or one of an unknown format version, is an error naming the field. */
    public static RunState fromProperties(Properties p) {
        RunDirectory.checkFormat(p, "state.properties");
        try {
            return new RunState(Numbers.parseInt(p.getProperty("iteration", "0")), Phase.of(p.getProperty("phase", "selfplay")),
                    Numbers.parseLong(p.getProperty("games", "0")), Numbers.parseLong(p.getProperty("positions", "0")),
                    Numbers.parseLong(p.getProperty("trainingSteps", "0")), Numbers.parseDouble(p.getProperty("seconds", "0")),
                    Numbers.parseDouble(p.getProperty("elo", "0")), Numbers.parseInt(p.getProperty("bestIteration", "0")),
                    Numbers.parseLong(p.getProperty("lastPositions", "0")),
                    Numbers.parseDouble(p.getProperty("stoppedSeconds", "0"))); // 0 in states written before it existed
        } catch (NumberFormatException e) {
            throw new InvalidInputException("state.properties: a field is not a number (" + e.getMessage() + ")");
        }
    }
}
