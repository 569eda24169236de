package pz.play;

/**
 * The agent's view of a position after its search: its seat's expected result mapped to 0..1, the
 * probability of a win when returns are +1 / -1 (a draw counts half), the expected finishing score
 * in 3-4 player games (A-MULTI-3). Immutable.
 *
 * @param seat           whose evaluation
 * @param winProbability 0..1
 * @param simulations    how many positions the search behind it evaluated (MCTS simulations, alpha-beta nodes)
 */
public record Evaluation(int seat, double winProbability, int simulations) {
    /** "62%". */
    public String percent() {
        return Math.round(100 * winProbability) + "%";
    }
}
