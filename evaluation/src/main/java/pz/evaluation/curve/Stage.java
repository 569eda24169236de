package pz.evaluation.curve;

/**
 * One stage of a training run, as a learning curve measures it: a checkpoint of the run, what it
 * cost, and the agent that plays it.
 *
 * @param iteration the run's iteration whose model this is (0: the run's first, untrained model)
 * @param games     self-play games the run had played when the model was made
 * @param hours     the run's wall-clock hours then
 * @param agent     the agent spec that plays the stage (its model searched at the curve's time per move)
 */
public record Stage(int iteration, long games, double hours, String agent) {
    public Stage {
        if (iteration < 0 || games < 0 || !(hours >= 0)) {
            throw new IllegalArgumentException("a stage needs iteration, games and hours >= 0, got " + iteration + ", " + games + ", " + hours);
        }
    }

    /** The stage's name in directories and tables: {@code it-0005}. */
    public String name() {
        return String.format("it-%04d", iteration);
    }
}
