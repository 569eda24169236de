package pz.engine;

/**
 * A state as a short list of active input features out of a fixed set of {@link #size()}, for small fully
 * connected evaluators that are cheap enough to score every leaf of an alpha-beta search (the NNUE idea: a
 * first layer that adds one weight row per active feature costs a few hundred additions, where a
 * convolutional network costs millions of multiplications). Most features are one-hot ("a White Knight on
 * c3" is 1 or absent); a few carry a value (a score, a fraction of the turns left).
 *
 * <p>Features are read from the point of view of {@link #perspective} (the player to move, or the player who
 * acted last at chance and terminal states), so one set of weights serves both sides of a zero-sum game: the
 * evaluator's value is that player's. Implementations are stateless and thread-safe; they leave the state
 * as found and allocate nothing.
 */
public interface SparseFeatures {

    /** Number of distinct features: indices run over {@code 0..size()-1}. */
    int size();

    /** The most features {@link #write} ever writes for one state (the size callers give its buffers). */
    int maxActive();

    /** The seat whose point of view {@link #write} takes, and whose value an evaluator of these features returns. */
    int perspective(State state);

    /**
     * Writes the active features of {@code state} into {@code index[0..n)} and their values into {@code value[0..n)},
     * each index at most once, and returns {@code n} (at most {@link #maxActive()}).
     */
    int write(State state, int[] index, float[] value);

    /** A version string of the layout: a model made for another layout is refused by it. */
    String version();
}
