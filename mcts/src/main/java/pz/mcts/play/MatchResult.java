package pz.mcts.play;

import java.util.Locale;

/**
 * The outcome of a match between agent A and agent B, from A's side. Immutable.
 *
 * @param game    the canonical game spec
 * @param agentA  A's spec
 * @param agentB  B's spec
 * @param wins    games A won
 * @param draws   games drawn
 * @param losses  games A lost
 * @param elo     Elo of A relative to B
 * @param eloLow  lower end of the 95% interval
 * @param eloHigh upper end of the 95% interval
 * @param seconds wall time
 */
public record MatchResult(String game, String agentA, String agentB, int wins, int draws, int losses,
                          double elo, double eloLow, double eloHigh, double seconds) {

    /** Games played. */
    public int games() {
        return wins + draws + losses;
    }

    /** A's mean score (win 1, draw 1/2). */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    static MatchResult of(String game, String a, String b, int w, int d, int l, double seconds) {
        double[] e = Elo.interval(w, d, l);
        return new MatchResult(game, a, b, w, d, l, e[0], e[1], e[2], seconds);
    }

    /** One line: {@code mcts:visits=800 vs random on tictactoe: 100 games +60 =30 -10 (75.0%), Elo +191 [+130, +262] 95%, 12.3 s}. */
    public String line() {
        return String.format(Locale.ROOT, "%s vs %s on %s: %d games +%d =%d -%d (%.1f%%), Elo %s [%s, %s] 95%%, %.1f s",
                agentA, agentB, game, games(), wins, draws, losses, 100 * score(), Elo.fmt(elo), Elo.fmt(eloLow), Elo.fmt(eloHigh), seconds);
    }
}
