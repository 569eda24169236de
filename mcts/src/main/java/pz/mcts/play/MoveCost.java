package pz.mcts.play;

import java.util.Locale;

/**
 * What one side's moves of a match cost: how many decisions it made, how many of them searched a tree (an agent that
 * does not search, or a decision with one legal action, runs no simulations), their simulations and their wall time.
 * It is how an equal-time match is audited: both sides should spend about the time given, and the simulations show
 * what that time bought each.
 *
 * @param moves       decisions made
 * @param searched    decisions that ran at least one simulation
 * @param simulations simulations of the searched decisions ({@link pz.mcts.SearchResult#simulations()}: UCT's rollouts,
 *                    alpha-beta's nodes)
 * @param nanos       wall time of all decisions, from asking the agent to its answer
 */
public record MoveCost(long moves, long searched, long simulations, long nanos) {

    /** No moves. */
    public static final MoveCost NONE = new MoveCost(0, 0, 0, 0);

    /** This cost with one more decision. */
    MoveCost plus(int simulations, long nanos) {
        return new MoveCost(moves + 1, searched + (simulations > 0 ? 1 : 0), this.simulations + simulations, this.nanos + nanos);
    }

    /** The cost of both: {@code this} and {@code other} added. */
    public MoveCost plus(MoveCost other) {
        return new MoveCost(moves + other.moves, searched + other.searched, simulations + other.simulations, nanos + other.nanos);
    }

    /** Mean wall time of a decision, in seconds (0 without moves). */
    public double meanSeconds() {
        return moves == 0 ? 0 : nanos / 1e9 / moves;
    }

    /** Mean simulations of a searched decision (0 when none searched). */
    public double meanSimulations() {
        return searched == 0 ? 0 : (double) simulations / searched;
    }

    /** {@code 0.251 s a move, 1234 simulations a searched move (812 moves)}, or what is known of it. */
    public String describe() {
        if (moves == 0) {
            return "no moves";
        }
        String sims = searched == 0 ? "no tree search" : String.format(Locale.ROOT, "%.0f simulations a searched move", meanSimulations());
        return String.format(Locale.ROOT, "%.3f s a move, %s (%d moves)", meanSeconds(), sims, moves);
    }
}
