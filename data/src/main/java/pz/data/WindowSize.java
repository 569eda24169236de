package pz.data;

/**
 * How many of the most recent positions a {@link ReplayWindow} keeps, given how many positions the
 * run has produced so far. Implementations are immutable and thread-safe.
 */
@FunctionalInterface
public interface WindowSize {

    /** The window's size when {@code totalPositions} have been produced (never more than that). */
    long capacity(long totalPositions);

    /** A fixed window of the most recent {@code n} positions. */
    static WindowSize fixed(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("window size must be positive, got " + n);
        }
        return total -> Math.min(n, total);
    }

    /**
     * KataGo's growing window (Wu 2019, "Accelerating Self-Play Learning in Go", appendix C): all
     * positions while there are fewer than {@code c}, then {@code c (1 + beta ((N/c)^alpha - 1) / alpha)}
     * for {@code N} positions produced, capped at {@code max}. KataGo uses c = 250,000, alpha = 0.75,
     * beta = 0.4: early data, made by weak networks, leaves the window quickly, and the window still
     * grows so that late training sees many games.
     *
     * @param c     minimum window, in positions
     * @param alpha exponent of the growth (0 &lt; alpha &le; 1; 1 makes it linear)
     * @param beta  growth rate: positions added to the window per position produced, at N = c
     * @param max   upper bound, in positions (memory)
     */
    static WindowSize powerLaw(long c, double alpha, double beta, long max) {
        if (c < 1 || alpha <= 0 || alpha > 1 || beta < 0 || max < 1) {
            throw new IllegalArgumentException("power-law window needs c >= 1, 0 < alpha <= 1, beta >= 0, max >= 1");
        }
        return total -> {
            if (total <= c) {
                return Math.min(total, max);
            }
            double w = c * (1 + beta * (Math.pow((double) total / c, alpha) - 1) / alpha);
            return Math.min(Math.min((long) w, total), max);
        };
    }

    /** KataGo's published constants with a memory cap. */
    static WindowSize kataGo(long max) {
        return powerLaw(250_000, 0.75, 0.4, max);
    }
}
