package pz.training;

import java.util.Properties;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;

/**
 * The progress of a run, as saved in {@code state.properties} at every phase change. Immutable;
 * the loop makes a new one with {@code with...} methods.
 *
 * @param iteration      the iteration in progress (0-based); completed iterations are those below it
 * @param phase          what the iteration is doing: selfplay, train, eval
 * @param games          self-play games committed to records, in all
 * @param positions      positions committed, in all
 * @param trainingSteps  trainer steps taken, in all
 * @param seconds        wall time spent in earlier invocations and finished phases
 * @param elo            Elo of the best model relative to the first one (chained evaluation results)
 * @param bestIteration  the iteration whose model is best.pzm (0: the untrained initial network)
 * @param lastPositions  positions produced by the latest self-play phase (sizes the training phase)
 */
public record RunState(int iteration, String phase, long games, long positions, long trainingSteps, double seconds,
                       double elo, int bestIteration, long lastPositions) {

    /** The state of a new run. */
    public static RunState fresh() {
        return new RunState(1, "selfplay", 0, 0, 0, 0, 0, 0, 0);
    }

    public RunState withPhase(String p) {
        return new RunState(iteration, p, games, positions, trainingSteps, seconds, elo, bestIteration, lastPositions);
    }

    public RunState withGames(long g, long p, long last) {
        return new RunState(iteration, phase, g, p, trainingSteps, seconds, elo, bestIteration, last);
    }

    public RunState withSteps(long s) {
        return new RunState(iteration, phase, games, positions, s, seconds, elo, bestIteration, lastPositions);
    }

    public RunState withSeconds(double s) {
        return new RunState(iteration, phase, games, positions, trainingSteps, s, elo, bestIteration, lastPositions);
    }

    public RunState withBest(int it, double newElo) {
        return new RunState(iteration, phase, games, positions, trainingSteps, seconds, newElo, it, lastPositions);
    }

    public RunState nextIteration() {
        return new RunState(iteration + 1, "selfplay", games, positions, trainingSteps, seconds, elo, bestIteration, lastPositions);
    }

    public Properties toProperties() {
        Properties p = new Properties();
        p.setProperty("iteration", Integer.toString(iteration));
        p.setProperty("phase", phase);
        p.setProperty("games", Long.toString(games));
        p.setProperty("positions", Long.toString(positions));
        p.setProperty("trainingSteps", Long.toString(trainingSteps));
        p.setProperty("seconds", Double.toString(seconds));
        p.setProperty("elo", Double.toString(elo));
        p.setProperty("bestIteration", Integer.toString(bestIteration));
        p.setProperty("lastPositions", Long.toString(lastPositions));
        return p;
    }

    /** Reads a saved state; a damaged one is an error naming the field. */
    public static RunState fromProperties(Properties p) {
        try {
            String phase = p.getProperty("phase", "selfplay");
            if (!phase.equals("selfplay") && !phase.equals("train") && !phase.equals("eval")) {
                throw new InvalidInputException("state.properties: unknown phase '" + phase + "'");
            }
            return new RunState(Numbers.parseInt(p.getProperty("iteration", "0")), phase,
                    Numbers.parseLong(p.getProperty("games", "0")), Numbers.parseLong(p.getProperty("positions", "0")),
                    Numbers.parseLong(p.getProperty("trainingSteps", "0")), Numbers.parseDouble(p.getProperty("seconds", "0")),
                    Numbers.parseDouble(p.getProperty("elo", "0")), Numbers.parseInt(p.getProperty("bestIteration", "0")),
                    Numbers.parseLong(p.getProperty("lastPositions", "0")));
        } catch (NumberFormatException e) {
            throw new InvalidInputException("state.properties: a field is not a number (" + e.getMessage() + ")");
        }
    }
}
