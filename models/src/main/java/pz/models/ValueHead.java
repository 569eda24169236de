package pz.models;

/**
 * The kind of value head. Values are always predicted in the <em>mover's frame</em> (output 0 is
 * the player to move in the observation, output k the k-th seat after it); {@link ValueAdapter}
 * turns them into seat order.
 */
public enum ValueHead {
    /**
     * Win/draw/loss probabilities for the mover (three logits, softmax). Only for two-player
     * zero-sum games; the mover's value is {@code p(win) - p(loss)} scaled to the return bounds and
     * the opponent's is its negation.
     */
    WDL,
    /** One {@code tanh} output per player, scaled to the game's return bounds; any number of players. */
    PER_PLAYER;

    /** Number of network outputs for a game with {@code numPlayers} seats. */
    public int outputs(int numPlayers) {
        return this == WDL ? 3 : numPlayers;
    }
}
