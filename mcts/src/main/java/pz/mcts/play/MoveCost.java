package pz.mcts.play;

import java.util.Arrays;
import java.util.Locale;

/**
 * What one side's moves of a match cost: how many decisions it made, how many of them searched (an agent that does
 * not search, or a decision with one legal action, runs no simulations), their simulations and their wall time. It is
 * how an equal-time match is audited: both sides should spend about the time given, and the simulations show what
 * that time bought each.
 *
 * <p>The simulations of a decision are {@link pz.mcts.SearchResult#simulations()}: UCT's rollouts, alpha-beta's nodes.
 * Their mean misleads: a timed search whose every line ends the game at once (a lost or won endgame without the
 * solver) runs millions of trivial simulations in its time, so one such decision outweighs a hundred ordinary ones.
 * The median is the figure to read; it comes from a histogram of {@value #STEPS} bins per doubling, so it is known to
 * within about 4%. Immutable.
 */
public final class MoveCost {
    /** Histogram bins per doubling of the simulations. */
    static final int STEPS = 8;
    private static final int BINS = 31 * STEPS + 1;

    /** No moves. */
    public static final MoveCost NONE = new MoveCost(0, 0, 0, new long[BINS]);

    private final long moves;
    private final long simulations;
    private final long nanos;
    /** Searched decisions by {@code floor(log2(simulations) * STEPS)}. */
    private final long[] bins;

    private MoveCost(long moves, long simulations, long nanos, long[] bins) {
        this.moves = moves;
        this.simulations = simulations;
        this.nanos = nanos;
        this.bins = bins;
    }

    private static int bin(long simulations) {
        return (int) Math.min(BINS - 1, Math.floor(Math.log(simulations) / Math.log(2) * STEPS));
    }

    /** This cost with one more decision, of {@code simulations} (0: it did not search) and {@code nanos} of wall time. */
    MoveCost plus(int simulations, long nanos) {
        long[] b = bins.clone();
        if (simulations > 0) {
            b[bin(simulations)]++;
        }
        return new MoveCost(moves + 1, this.simulations + Math.max(0, simulations), this.nanos + nanos, b);
    }

    /** The cost of both: {@code this} and {@code other} added. */
    public MoveCost plus(MoveCost other) {
        long[] b = bins.clone();
        for (int i = 0; i < BINS; i++) {
            b[i] += other.bins[i];
        }
        return new MoveCost(moves + other.moves, simulations + other.simulations, nanos + other.nanos, b);
    }

    /** Decisions made. */
    public long moves() {
        return moves;
    }

    /** Decisions that ran at least one simulation. */
    public long searched() {
        return Arrays.stream(bins).sum();
    }

    /** Simulations of all searched decisions. */
    public long simulations() {
        return simulations;
    }

    /** Wall time of all decisions, from asking the agent to its answer, in nanoseconds. */
    public long nanos() {
        return nanos;
    }

    /** Mean wall time of a decision, in seconds (0 without moves). */
    public double meanSeconds() {
        return moves == 0 ? 0 : nanos / 1e9 / moves;
    }

    /** Mean simulations of a searched decision (0 when none searched). */
    public double meanSimulations() {
        long n = searched();
        return n == 0 ? 0 : (double) simulations / n;
    }

    /** Median simulations of a searched decision, to within about 4% (0 when none searched). */
    public double medianSimulations() {
        long n = searched();
        if (n == 0) {
            return 0;
        }
        long seen = 0;
        for (int i = 0; i < BINS; i++) {
            seen += bins[i];
            if (2 * seen >= n) {
                return Math.max(1, Math.pow(2, (i + 0.5) / STEPS));
            }
        }
        throw new AssertionError("unreachable");
    }

    /**
     * {@code 0.125 s a move, median 459 simulations a searched move (mean 29498), 934 moves}, or what is known of it.
     */
    public String describe() {
        if (moves == 0) {
            return "no moves";
        }
        String sims = searched() == 0 ? "no tree search" : String.format(Locale.ROOT,
                "median %.0f simulations a searched move (mean %.0f)", medianSimulations(), meanSimulations());
        return String.format(Locale.ROOT, "%.3f s a move, %s, %d moves", meanSeconds(), sims, moves);
    }

    /** The cost as one line of text, read back by {@link #parse}: {@code MOVES SIMULATIONS NANOS BIN:COUNT...}. */
    public String toText() {
        StringBuilder sb = new StringBuilder().append(moves).append(' ').append(simulations).append(' ').append(nanos);
        for (int i = 0; i < BINS; i++) {
            if (bins[i] > 0) {
                sb.append(' ').append(i).append(':').append(bins[i]);
            }
        }
        return sb.toString();
    }

    /**
     * Reads {@link #toText()}.
     *
     * @throws IllegalArgumentException for text that is not a cost
     */
    public static MoveCost parse(String text) {
        String[] f = text.strip().split("\\s+");
        if (f.length < 3) {
            throw new IllegalArgumentException("a move cost is 'MOVES SIMULATIONS NANOS BIN:COUNT...', got '" + text + "'");
        }
        long[] b = new long[BINS];
        try {
            for (int k = 3; k < f.length; k++) {
                int colon = f[k].indexOf(':');
                int i = Integer.parseInt(f[k].substring(0, Math.max(0, colon)));
                long c = Long.parseLong(f[k].substring(colon + 1));
                if (i < 0 || i >= BINS || c < 0) {
                    throw new IllegalArgumentException("bad bin '" + f[k] + "' in the move cost '" + text + "'");
                }
                b[i] += c;
            }
            MoveCost m = new MoveCost(Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]), b);
            if (m.moves < 0 || m.simulations < 0 || m.nanos < 0 || m.searched() > m.moves) {
                throw new IllegalArgumentException("the move cost '" + text + "' does not add up");
            }
            return m;
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("a move cost is 'MOVES SIMULATIONS NANOS BIN:COUNT...', got '" + text + "'", e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveCost m && m.moves == moves && m.simulations == simulations && m.nanos == nanos
                && Arrays.equals(m.bins, bins);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(moves) * 31 + Arrays.hashCode(bins);
    }

    @Override
    public String toString() {
        return "MoveCost[" + toText() + "]";
    }
}
