package pz.mcts;

import java.util.Arrays;
import pz.engine.Game;
import pz.engine.State;

/**
 * A reusable batch of positions for one {@link Evaluator} call: observations and legal actions in,
 * priors and per-player values out. Owned by one thread; {@link #clear()} and refill it per batch
 * so that the hot loop allocates nothing once the buffers have grown.
 *
 * <p>Layout: observation {@code i} is {@code observations()[i*observationSize() ..]}; its legal
 * actions are {@code legalActions()[legalOffset(i) .. legalOffset(i+1))} with the prior of each at
 * the same index of {@code priors()}; its values are {@code values()[i*numPlayers() ..]}, indexed by
 * seat (not relative to the player to move, which is {@link #player(int)}).
 */
public final class EvalBatch {
    private final Game game;
    private final int obsSize;
    private final int numPlayers;
    private final int capacity;
    private final float[] observations;
    private final float[] values;
    private final int[] offsets;
    private final int[] players;
    private int[] legal;
    private float[] priors;
    private int size;
    private final int[] scratch;
    private final float[] encodeBuffer;

    /** A batch for {@code game} holding up to {@code capacity} positions. */
    public EvalBatch(Game game, int capacity) {
        this.game = game;
        this.obsSize = game.observationSize();
        this.numPlayers = game.numPlayers();
        this.capacity = capacity;
        this.observations = new float[capacity * obsSize];
        this.values = new float[capacity * numPlayers];
        this.offsets = new int[capacity + 1];
        this.players = new int[capacity];
        this.legal = new int[Math.max(16, capacity * 32)];
        this.priors = new float[legal.length];
        this.scratch = new int[game.numActions()];
        this.encodeBuffer = new float[obsSize];
    }

    /** Empties the batch (buffers are kept). */
    public void clear() {
        size = 0;
    }

    /**
     * Adds a decision state (not chance, not terminal): encodes it and records its legal actions.
     *
     * @return the position's index in the batch
     */
    public int add(State state) {
        if (size == capacity) {
            throw new IllegalStateException("batch full (" + capacity + ")");
        }
        int i = size++;
        players[i] = state.currentPlayer();
        // State.encode writes from index 0: encode into scratch, then copy into place.
        state.encode(encodeBuffer);
        System.arraycopy(encodeBuffer, 0, observations, i * obsSize, obsSize);
        int n = state.legalActions(scratch);
        int start = offsets[i];
        ensureLegal(start + n);
        System.arraycopy(scratch, 0, legal, start, n);
        offsets[i + 1] = start + n;
        return i;
    }

    private void ensureLegal(int needed) {
        if (needed > legal.length) {
            int len = Math.max(needed, legal.length * 2);
            legal = Arrays.copyOf(legal, len);
            priors = Arrays.copyOf(priors, len);
        }
    }

    /** Number of positions in the batch. */
    public int size() {
        return size;
    }

    /** Maximum number of positions. */
    public int capacity() {
        return capacity;
    }

    /** The game. */
    public Game game() {
        return game;
    }

    /** Floats per observation. */
    public int observationSize() {
        return obsSize;
    }

    /** Seats per value vector. */
    public int numPlayers() {
        return numPlayers;
    }

    /** All observations, position-major. */
    public float[] observations() {
        return observations;
    }

    /** Start of position {@code i}'s legal actions in {@link #legalActions()} ({@code i == size()} gives the end). */
    public int legalOffset(int i) {
        return offsets[i];
    }

    /**
     * The seat to move at position {@code i}: its observation is written from this seat's point of
     * view, and a network that predicts a value for the player to move puts it at this seat.
     */
    public int player(int i) {
        return players[i];
    }

    /** The legal actions of all positions, concatenated. */
    public int[] legalActions() {
        return legal;
    }

    /** Priors aligned with {@link #legalActions()}; written by the evaluator. */
    public float[] priors() {
        return priors;
    }

    /** Values, {@link #numPlayers()} per position; written by the evaluator. */
    public float[] values() {
        return values;
    }
}
