package pz.evaluation;

/**
 * Sequential probability ratio test between two Elo hypotheses, H0: elo = elo0 and H1: elo = elo1,
 * with the generalized (trinomial) log-likelihood ratio of Van den Bergh as used by fishtest:
 * {@code LLR ~ n (s1 - s0)(2 s - s0 - s1) / (2 var)}, where {@code s} is the observed mean score,
 * {@code var} its per-game variance and {@code s0, s1} the scores of the two hypotheses.
 * Stop when LLR leaves {@code [ln(beta/(1-alpha)), ln((1-beta)/alpha)]}. Immutable.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** The verdict so far. */
    public enum Status { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("SPRT needs elo0 < elo1, got " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT alpha and beta must be in (0, 0.5)");
        }
    }

    /** The usual error rates of 5%. */
    public static Sprt of(double elo0, double elo1) {
        return new Sprt(elo0, elo1, 0.05, 0.05);
    }

    /** Lower bound: at or below it H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Upper bound: at or above it H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 against H0 for these results (0 until each outcome kind is possible). */
    public double llr(long wins, long draws, long losses) {
        long n = wins + draws + losses;
        if (n == 0 || wins + draws == 0 || losses + draws == 0) {
            return 0;
        }
        double s = (wins + 0.5 * draws) / n;
        double var = Intervals.scoreVariance(wins, draws, losses);
        if (var <= 0) {
            return 0;
        }
        double s0 = Elo.toScore(elo0);
        double s1 = Elo.toScore(elo1);
        return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
    }

    /** The verdict for these results. */
    public Status status(long wins, long draws, long losses) {
        double llr = llr(wins, draws, losses);
        if (llr >= upperBound()) {
            return Status.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Status.ACCEPT_H0;
        }
        return Status.CONTINUE;
    }
}
