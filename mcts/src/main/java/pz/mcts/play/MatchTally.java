package pz.mcts.play;

import java.util.stream.IntStream;

/**
 * The tally of one {@link Match#run()}: which games are done, A's wins, draws and losses, and the
 * round after which the match stops ({@link Match#stopWhen}). Not thread-safe: the match's workers
 * update it under its own lock.
 */
final class MatchTally {
    private final boolean[] done;
    private final int[] wdl = new int[3];
    private final String spec;
    private final String a;
    private final String b;
    private final long t0;
    /** The round after which no round starts (the predicate held in it), or {@code Integer.MAX_VALUE}. */
    int stopRound = Integer.MAX_VALUE;

    /** A tally of {@code games} games of {@code spec} between A and B, timed from {@code t0} ({@link System#nanoTime()}). */
    MatchTally(int games, String spec, String a, String b, long t0) {
        this.done = new boolean[games];
        this.spec = spec;
        this.a = a;
        this.b = b;
        this.t0 = t0;
    }

    boolean done(int index) {
        return done[index];
    }

    /** Counts game {@code index} as done, with its final returns and the seat A played. */
    void count(int index, double[] returns, int seatA) {
        done[index] = true;
        wdl[outcome(returns, seatA)]++;
    }

    /** The result of the games counted so far. */
    MatchResult soFar() {
        return new MatchResult(spec, a, b, wdl[0], wdl[1], wdl[2], (System.nanoTime() - t0) / 1e9);
    }

    /** The end (exclusive) of the games to play: all, or those up to the round after which the match stops. */
    int last(int perRound) {
        return (int) Math.min(done.length, (stopRound + 1L) * perRound);
    }

    /** The games in {@code [from, to)} not done yet, in order. */
    int[] missing(int from, int to) {
        return IntStream.range(from, to).filter(i -> !done[i]).toArray();
    }

    /** 0 for a win of A (its return above the mean of B's seats), 1 for a draw, 2 for a loss. */
    static int outcome(double[] returns, int seatA) {
        int players = returns.length;
        double others = 0;
        for (int s = 0; s < players; s++) {
            if (s != seatA) {
                others += returns[s];
            }
        }
        others /= players - 1;
        return returns[seatA] > others + 1e-9 ? 0 : returns[seatA] < others - 1e-9 ? 2 : 1;
    }
}
