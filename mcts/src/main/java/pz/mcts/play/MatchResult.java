package pz.mcts.play;

import java.util.Locale;

/**
 * The outcome of a match between agent A and agent B, from A's side: counts and wall time only.
 * Immutable. Its Elo difference with an interval is statistics and lives in the evaluation module
 * ({@code pz.evaluation.Elo.estimate(MatchResult)} and {@code Elo.matchLine}, the line {@code pz match}
 * prints): the search library plays games and counts them, it holds no statistics (issue 29).
 *
 * @param game    the canonical game spec
 * @param agentA  A's spec
 * @param agentB  B's spec
 * @param wins    games A won
 * @param draws   games drawn
 * @param losses  games A lost
 * @param seconds wall time
 */
public record MatchResult(String game, String agentA, String agentB, int wins, int draws, int losses, double seconds) {

    /** Games played. */
    public int games() {
        return wins + draws + losses;
    }

    /** A's mean score (win 1, draw 1/2). */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** The counts: {@code mcts:visits=800 vs random on tictactoe: 100 games +60 =30 -10 (75.0%)}. */
    public String counts() {
        return String.format(Locale.ROOT, "%s vs %s on %s: %d games +%d =%d -%d (%.1f%%)",
                agentA, agentB, game, games(), wins, draws, losses, 100 * score());
    }
}
