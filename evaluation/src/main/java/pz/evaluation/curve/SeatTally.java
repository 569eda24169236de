package pz.evaluation.curve;

import pz.mcts.play.Match;

/**
 * The results of side A in one match, split by where A sat: {@code first} when A had seat 0,
 * {@code other} when B had it; each {wins, draws, losses} of A, counted as {@link Match} counts
 * them (A wins when its return is above the mean of B's seats). The split lets the chain of stages
 * be fitted with a first-seat advantage ({@link pz.evaluation.RatingFit}). Immutable.
 */
public record SeatTally(long[] first, long[] other) {
    /** No games. */
    public static final SeatTally EMPTY = new SeatTally(new long[3], new long[3]);

    public SeatTally {
        if (first.length != 3 || other.length != 3) {
            throw new IllegalArgumentException("a tally is {wins, draws, losses} for each seat of A");
        }
        first = first.clone();
        other = other.clone();
    }

    /** A tally of {@code wins, draws, losses} with A at seat 0 and then with A elsewhere (for tests and stubs). */
    public static SeatTally of(long winsFirst, long drawsFirst, long lossesFirst, long winsOther, long drawsOther, long lossesOther) {
        return new SeatTally(new long[] {winsFirst, drawsFirst, lossesFirst}, new long[] {winsOther, drawsOther, lossesOther});
    }

    /** This tally with one more game. */
    public SeatTally plus(Match.Played g) {
        long[] f = first.clone();
        long[] o = other.clone();
        (g.seatA() == 0 ? f : o)[outcome(g.returns(), g.seatA())]++;
        return new SeatTally(f, o);
    }

    /** This tally and {@code t}'s together, seat by seat. */
    public SeatTally plus(SeatTally t) {
        long[] f = first.clone();
        long[] o = other.clone();
        for (int i = 0; i < 3; i++) {
            f[i] += t.first[i];
            o[i] += t.other[i];
        }
        return new SeatTally(f, o);
    }

    /**
     * The same games from B's side, with more than two players: B's wins are A's losses, and B holds seat 0 exactly
     * when A does not (A sits alone, B in every other seat).
     */
    public SeatTally mirrored() {
        return new SeatTally(new long[] {other[2], other[1], other[0]}, new long[] {first[2], first[1], first[0]});
    }

    /** 0 for a win of A (its return above the mean of B's seats), 1 for a draw, 2 for a loss: {@link Match}'s rule. */
    static int outcome(double[] returns, int seatA) {
        double others = 0;
        for (int s = 0; s < returns.length; s++) {
            others += s == seatA ? 0 : returns[s];
        }
        others /= returns.length - 1;
        return returns[seatA] > others + 1e-9 ? 0 : returns[seatA] < others - 1e-9 ? 2 : 1;
    }

    public long wins() {
        return first[0] + other[0];
    }

    public long draws() {
        return first[1] + other[1];
    }

    public long losses() {
        return first[2] + other[2];
    }

    public long games() {
        return wins() + draws() + losses();
    }

    /** A's mean score (win 1, draw 1/2); NaN without games. */
    public double score() {
        return games() == 0 ? Double.NaN : (wins() + 0.5 * draws()) / games();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatTally t && java.util.Arrays.equals(first, t.first) && java.util.Arrays.equals(other, t.other);
    }

    @Override
    public int hashCode() {
        return 31 * java.util.Arrays.hashCode(first) + java.util.Arrays.hashCode(other);
    }

    @Override
    public String toString() {
        return String.format("+%d =%d -%d", wins(), draws(), losses());
    }
}
