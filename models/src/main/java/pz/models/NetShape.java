package pz.models;

import java.util.Arrays;
import pz.engine.Game;

/**
 * The facts about a game that fix a network's input and output: observation planes
 * ({@code channels x height x width}, as written by {@code State.encode}), the action space, the
 * number of seats and the range of returns (values are predicted in [-1, 1] and scaled to it).
 * Immutable.
 */
public record NetShape(int channels, int height, int width, int numActions, int numPlayers,
                       double minReturn, double maxReturn) {

    public NetShape {
        if (channels < 1 || height < 1 || width < 1 || numActions < 1 || numPlayers < 1 || !(maxReturn > minReturn)) {
            throw new IllegalArgumentException("bad network shape " + channels + "x" + height + "x" + width
                    + ", " + numActions + " actions, " + numPlayers + " players, returns " + minReturn + ".." + maxReturn);
        }
    }

    /** A shape with returns in [-1, 1]. */
    public NetShape(int channels, int height, int width, int numActions, int numPlayers) {
        this(channels, height, width, numActions, numPlayers, -1, 1);
    }

    /** The shape of {@code game}'s observations, action space and returns. */
    public static NetShape of(Game game) {
        int[] s = game.observationShape();
        if (s.length != 3) {
            throw new IllegalArgumentException("observation shape must be {channels, height, width}, got " + Arrays.toString(s));
        }
        return new NetShape(s[0], s[1], s[2], game.numActions(), game.numPlayers(), game.minReturn(), game.maxReturn());
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
