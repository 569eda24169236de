package pz.engine;

/**
 * A game's hand-written evaluation of a non-terminal state, as a score per player: positive is good
 * for that player. Used where a game offers one ({@link Game#heuristic()}): by the alpha-beta
 * baseline at its horizon and, through {@code tanh(score / valueScale)}, as leaf values mixed into a
 * tree search. Implementations are thread-safe and leave the state as found.
 */
public interface Heuristic {

    /** The score of {@code state} for {@code player}; keep it well inside +-1000 (alpha-beta scores a win as 1000). */
    double score(State state, int player);

    /** Every player's {@link #score} at once, into {@code out} (one entry per player); override when one pass can serve all. */
    default void scores(State state, double[] out) {
        for (int p = 0; p < out.length; p++) {
            out[p] = score(state, p);
        }
    }

    /** The lead in score worth {@code tanh(1)} = 0.76 of a win as a leaf value. */
    double valueScale();
}
