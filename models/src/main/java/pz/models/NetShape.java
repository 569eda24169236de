package pz.models;

import java.util.Arrays;
import pz.engine.Game;

/**
 * The facts about a game that fix a network's input and output: observation planes
 * ({@code channels x height x width}, as written by {@code State.encode}), the action space, the
 * number of seats, the range of returns (values are predicted in [-1, 1] and scaled to it) and, for
 * a version-2 network, where the convolutional policy head reads each action ({@code policy}).
 * Immutable.
 *
 * @param policy the game's convolutional policy layout, or null: a dense policy head (version 1)
 */
public record NetShape(int channels, int height, int width, int numActions, int numPlayers,
                       double minReturn, double maxReturn, SpatialPolicy policy) {

    public NetShape {
        if (channels < 1 || height < 1 || width < 1 || numActions < 1 || numPlayers < 1 || !(maxReturn > minReturn)) {
            throw new IllegalArgumentException("bad network shape " + channels + "x" + height + "x" + width
                    + ", " + numActions + " actions, " + numPlayers + " players, returns " + minReturn + ".." + maxReturn);
        }
        if (policy != null && policy.cells().length != numActions) {
            throw new IllegalArgumentException("policy layout of " + policy.cells().length + " ids for " + numActions + " actions");
        }
    }

    /** A shape without a spatial policy layout. */
    public NetShape(int channels, int height, int width, int numActions, int numPlayers, double minReturn, double maxReturn) {
        this(channels, height, width, numActions, numPlayers, minReturn, maxReturn, null);
    }

    /** A shape with returns in [-1, 1]. */
    public NetShape(int channels, int height, int width, int numActions, int numPlayers) {
        this(channels, height, width, numActions, numPlayers, -1, 1);
    }

    /**
     * Where a convolutional policy head reads each policy index ({@code Game.policyPlanes}, {@code Game.policyCell}).
     *
     * @param planes planes of the head
     * @param cells  per policy index, {@code plane * height * width + grid cell}, or -1 for an index that is never legal
     */
    public record SpatialPolicy(int planes, int[] cells) {
        public SpatialPolicy {
            if (planes < 1) {
                throw new IllegalArgumentException("a spatial policy needs planes, got " + planes);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SpatialPolicy p && p.planes == planes && Arrays.equals(p.cells, cells);
        }

        @Override
        public int hashCode() {
            return 31 * planes + Arrays.hashCode(cells);
        }

        @Override
        public String toString() {
            return planes + " policy planes";
        }
    }

    /** The shape of {@code game}'s observations, action space and returns, for a version-1 network (no policy layout). */
    public static NetShape of(Game game) {
        int[] s = game.observationShape();
        if (s.length != 3) {
            throw new IllegalArgumentException("observation shape must be {channels, height, width}, got " + Arrays.toString(s));
        }
        return new NetShape(s[0], s[1], s[2], game.numActions(), game.numPlayers(), game.minReturn(), game.maxReturn());
    }

    /**
     * The shape of a network of {@code config} for {@code game}: {@link #of(Game)}, with the game's policy layout for a
     * version-2 network.
     *
     * @throws IllegalArgumentException for a version-2 network and a game without a convolutional policy layout
     */
    public static NetShape of(Game game, NetConfig config) {
        NetShape s = of(game);
        return config.version() == 1 ? s : s.withPolicy(layoutOf(game));
    }

    /** {@code game}'s convolutional policy layout. */
    static SpatialPolicy layoutOf(Game game) {
        int planes = game.policyPlanes();
        if (planes < 1) {
            throw new IllegalArgumentException("a version-2 network needs a game with a convolutional policy layout; "
                    + game.spec() + " has none (Game.policyPlanes() is 0)");
        }
        int[] cells = new int[game.numActions()];
        int limit = planes * game.observationShape()[1] * game.observationShape()[2];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = game.policyCell(i);
            if (cells[i] < -1 || cells[i] >= limit) {
                throw new IllegalArgumentException(game.spec() + ": policy index " + i + " on cell " + cells[i] + ", outside the "
                        + planes + " planes");
            }
        }
        return new SpatialPolicy(planes, cells);
    }

    /** This shape with the policy layout {@code p}. */
    public NetShape withPolicy(SpatialPolicy p) {
        return new NetShape(channels, height, width, numActions, numPlayers, minReturn, maxReturn, p);
    }

    /** Floats per observation. */
    public int observationSize() {
        return channels * height * width;
    }

    /** Board cells per plane. */
    public int cells() {
        return height * width;
    }

    /** {channels, height, width}. */
    public int[] observationShape() {
        return new int[] {channels, height, width};
    }
}
