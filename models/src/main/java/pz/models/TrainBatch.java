package pz.models;

/**
 * One training batch, in the layouts the rest of the project uses. Not copied: the trainer reads
 * the arrays during the call only.
 *
 * @param size         number of positions
 * @param observations {@code size * observationSize} floats, each as written by {@code State.encode}
 * @param policy       {@code size * numActions} target probabilities (zero on illegal actions)
 * @param returns      {@code size * numPlayers} value targets in seat order (game returns, or a mix)
 * @param movers       the seat to move in each position (the observation's point of view)
 * @param movesLeft    moves left until the end divided by {@code Game.maxLength()}, or null (only
 *                     used by a network with the moves-left head)
 * @param valueWeights per position, the weight of its value target (0 or 1; the value loss is the mean over
 *                     the weighted positions), or null: every position counts
 * @param owners       per position and observation-grid cell (row-major, {@code size * height * width}), the seat
 *                     that owns the cell at the end of the game, or -1 (nobody: an arrow, a shared or off-board cell);
 *                     or null: no ownership target (only used by a version-2 network with the ownership head)
 */
public record TrainBatch(int size, float[] observations, float[] policy, float[] returns, int[] movers, float[] movesLeft,
                         float[] valueWeights, int[] owners) {

    /** A batch without ownership targets. */
    public TrainBatch(int size, float[] observations, float[] policy, float[] returns, int[] movers, float[] movesLeft,
                      float[] valueWeights) {
        this(size, observations, policy, returns, movers, movesLeft, valueWeights, null);
    }

    /** A batch whose every value target counts. */
    public TrainBatch(int size, float[] observations, float[] policy, float[] returns, int[] movers, float[] movesLeft) {
        this(size, observations, policy, returns, movers, movesLeft, null);
    }
}
