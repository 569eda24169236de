package pz.data;

import pz.engine.Game;

/**
 * A batch of training examples in flat, reusable arrays, filled by {@link ReplayWindow#sample}:
 * row {@code b} of each array starts at {@code b * width}.
 * <ul>
 * <li>{@link #observations()}: {@link Game#observationSize()} floats per example, layout {@link Game#observationShape()}
 * <li>{@link #policies()}: {@link Game#numActions()} floats per example, the policy target (zero off the recorded actions)
 * <li>{@link #values()}: {@link Game#numPlayers()} floats per example, the value target per player
 *     (seat order, or starting with the player to move: see {@link ReplayWindow.Options#moverFirst()})
 * <li>{@link #policyWeights()}: one float per example (0 for positions whose policy should not be trained)
 * <li>{@link #players()}: the seat to move per example
 * <li>{@link #owners()}: one int per observation-grid cell per example, the seat that owns the cell at the end of the
 *     game (-1: nobody, or no ownership recorded for that example: no ownership loss there); {@link #hasOwners()} says
 *     whether any example of the batch has them
 * </ul>
 * Allocated once; the arrays are returned as they are (not copied) and are overwritten by the next
 * fill. Not thread-safe.
 */
public final class TrainingBatch {
    private final int capacity;
    private final int observationSize;
    private final int numActions;
    private final int numPlayers;
    private final float[] observations;
    private final float[] policies;
    private final float[] values;
    private final float[] policyWeights;
    private final float[] valueWeights;
    private final int[] players;
    private final int cells;
    private final int[] owners;
    private int withOwners;
    private int size;

    /** A batch of up to {@code capacity} examples of {@code game}. */
    public TrainingBatch(Game game, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("batch capacity must be positive");
        }
        this.capacity = capacity;
        this.observationSize = game.observationSize();
        this.numActions = game.numActions();
        this.numPlayers = game.numPlayers();
        observations = new float[capacity * observationSize];
        policies = new float[capacity * numActions];
        values = new float[capacity * numPlayers];
        policyWeights = new float[capacity];
        valueWeights = new float[capacity];
        players = new int[capacity];
        cells = game.observationShape()[1] * game.observationShape()[2];
        owners = new int[capacity * cells];
    }

    public int capacity() {
        return capacity;
    }

    /** Examples filled by the last {@link ReplayWindow#sample}. */
    public int size() {
        return size;
    }

    void setSize(int size) {
        this.size = size;
    }

    public int observationSize() {
        return observationSize;
    }

    public int numActions() {
        return numActions;
    }

    public int numPlayers() {
        return numPlayers;
    }

    public float[] observations() {
        return observations;
    }

    public float[] policies() {
        return policies;
    }

    public float[] values() {
        return values;
    }

    /** Per example: 1 if its value target counts, 0 if not ({@link ReplayWindow.Options#valueFraction()}). */
    public float[] valueWeights() {
        return valueWeights;
    }

    public float[] policyWeights() {
        return policyWeights;
    }

    public int[] players() {
        return players;
    }

    /** Observation-grid cells per example (the width of a row of {@link #owners()}). */
    public int cells() {
        return cells;
    }

    /** The final owner of each cell per example (see the class comment). */
    public int[] owners() {
        return owners;
    }

    /** Whether any example filled since the last {@link #clearOwners()} has ownership targets. */
    public boolean hasOwners() {
        return withOwners > 0;
    }

    /** Counts an example with ownership targets. */
    void noteOwners() {
        withOwners++;
    }

    /** Starts a new fill: no example has ownership targets yet. */
    void clearOwners() {
        withOwners = 0;
    }
}
