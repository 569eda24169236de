package pz.engine;

/**
 * A mutable game state: the fast core that search and self-play drive through
 * {@link #apply(int)} and {@link #undo()}.
 *
 * <p>Not thread-safe: each thread works on its own {@link #copy()}.
 *
 * <p>A turn (everything one player does, docs/rules/notation.md N-PERFT-1) may be split into several decisions
 * by the same player, and chance events may sit between them: after {@link #apply(int)} the same
 * player may be {@link #currentPlayer()} again. {@link #turn()} counts completed turns.
 *
 * <p>Contract for implementations: {@link #legalActions(int[])} and {@link #apply(int)} allocate
 * nothing; {@link #hash()} is maintained incrementally and equals the hash of the same position
 * parsed from scratch by {@link Game#parsePosition(String)}.
 */
public interface State {

    /** {@link #currentPlayer()} at a chance node: the next apply is one of {@link #chanceOutcomes}. */
    int CHANCE = -1;

    /** {@link #currentPlayer()} when the game is over. */
    int TERMINAL = -2;

    /** The game whose rules this state follows. */
    Game game();

    /** The seat to decide ({@code 0..numPlayers-1}), or {@link #CHANCE}, or {@link #TERMINAL}. */
    int currentPlayer();

    /** Number of whole turns completed since the start of the game (chance events are part of a turn). */
    int turn();

    /**
     * Writes the legal action ids, ascending and without repeats, into {@code buffer} (at least
     * {@link Game#numActions()} long is always enough) and returns how many. At a chance node these
     * are the outcomes; at a terminal state there are none.
     */
    int legalActions(int[] buffer);

    /**
     * At a chance node, writes the outcome ids (ascending) and their probabilities (positive,
     * summing to 1) and returns how many; elsewhere returns 0.
     */
    int chanceOutcomes(int[] actions, double[] probabilities);

    /** Applies a legal action (or chance outcome). Behaviour on an illegal id is undefined: validate text with {@link #parseAction}. */
    void apply(int action);

    /** Undoes the most recent {@link #apply(int)} not yet undone, restoring the exact previous state and hash. */
    void undo();

    /** An independent deep copy, including the history needed by {@link #undo()} and by the rules (repetition). */
    State copy();

    /**
     * Writes one value per player into {@code out}: the final outcome at a terminal state (within
     * {@link Game#minReturn()}..{@link Game#maxReturn()}), zeros before.
     */
    void returns(double[] out);

    /** Zobrist hash of everything that decides the legal actions and future play, maintained incrementally. */
    long hash();

    /**
     * Writes the observation ({@link Game#observationSize()} floats, layout {@link Game#observationShape()})
     * from the point of view of the player to move; at chance and terminal states, of the player who
     * acted last. Hidden information the player may not see is never written.
     */
    void encode(float[] buffer);

    /** The notation of one legal action (a step of a turn, docs/rules/notation.md) in this state. */
    String actionToString(int action);

    /**
     * Parses the notation of one step of a turn in this state and returns its action id.
     *
     * @throws NotationException (or {@link IllegalActionException}) saying precisely what is wrong
     */
    int parseAction(String text);

    /** The position in the game's notation (complete: parsing it gives a state with the same hash and legal actions). */
    String position();

    /**
     * What {@code player} is allowed to see, from which a search samples full states
     * (determinization). Perfect-information games return a view of a copy of this state.
     */
    default PlayerView view(int player) {
        return PlayerView.perfect(this, player);
    }

    /**
     * The owner of each observation-grid cell ({@code height x width}, row-major) in this position, read at the end of a
     * game as an auxiliary training target (KataGo's ownership): {@code out[cell]} is the seat, or -1 (nobody, or off the
     * board). Returns false, and leaves {@code out} alone, for a game that defines no ownership (the default).
     */
    default boolean owners(int[] out) {
        return false;
    }

    /** True when the game is over. */
    default boolean isTerminal() {
        return currentPlayer() == TERMINAL;
    }

    /**
     * True when the game is over because the player to act has no legal turn (docs/rules/proteus.md P-TURN-2,
     * A-END-1, C-END-1), as opposed to an end by score, material, a goal or the turn limit. Such a
     * position has no turns, so perft counts it 0 at every remaining depth, where a turn that ends
     * the game otherwise is a leaf (N-PERFT-1). False by default, for games that cannot reach one.
     */
    default boolean noLegalTurn() {
        return false;
    }

    /** True at a chance node. */
    default boolean isChance() {
        return currentPlayer() == CHANCE;
    }

    /** Returns as a fresh array (convenience; the hot path uses {@link #returns(double[])}). */
    default double[] returns() {
        double[] r = new double[game().numPlayers()];
        returns(r);
        return r;
    }

    /**
     * perft: the number of distinct sequences of {@code depth} whole turns from here (docs/rules/notation.md N-PERFT-1).
     * Engines override it with a faster count; the default walks every action with apply/undo.
     */
    default long perft(int depth) {
        return Perft.generic(this, depth);
    }
}
