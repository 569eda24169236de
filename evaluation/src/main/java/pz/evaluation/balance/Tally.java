package pz.evaluation.balance;

import java.util.Arrays;

/**
 * The outcomes of one spec's games, per seat, as they arrive: outright wins, shared wins (draws)
 * and losses, and each game's length. A seat wins a game when its return is strictly the highest,
 * draws when it shares the highest return with another seat, and loses otherwise (for two players:
 * win, draw, loss as usual). A game is decisive when one seat wins outright.
 *
 * <p>Thread-safe: {@link #add} and the readers synchronize on this object (games finish on worker threads).
 */
public final class Tally {
    private final String spec;
    private final int players;
    private final long[] wins;
    private final long[] draws;
    private final long[] losses;
    private int[] turns = new int[64];
    private int[] steps = new int[64];
    private int games;

    private final java.util.Set<Long> sequences = new java.util.HashSet<>();
    /** The setup and the first {@link #OPENING_STEPS} steps of play of each game added with its actions. */
    private final java.util.Set<Long> openings = new java.util.HashSet<>();
    /** The steps before play of each game ({@link pz.engine.Game#setupSteps()}). */
    private final int setupSteps;

    /** The steps (actions and chance outcomes) that make a game's opening, for {@link #distinctOpenings()}. */
    public static final int OPENING_STEPS = 10;

    /** A tally of a game without setup steps. */
    public Tally(String spec, int players) {
        this(spec, players, 0);
    }

    /**
     * A tally whose openings are each game's first {@code setupSteps} steps (its setup, {@link pz.engine.Game#setupSteps()})
     * and the {@link #OPENING_STEPS} after them.
     */
    public Tally(String spec, int players, int setupSteps) {
        if (players < 2) {
            throw new IllegalArgumentException("balance needs at least two seats");
        }
        if (setupSteps < 0) {
            throw new IllegalArgumentException("setup steps must be >= 0, got " + setupSteps);
        }
        this.setupSteps = setupSteps;
        this.spec = spec;
        this.players = players;
        wins = new long[players];
        draws = new long[players];
        losses = new long[players];
    }

    /**
     * Adds one finished game with its actions, so that {@link #distinctGames()} can tell repeated
     * games apart (a deterministic agent in every seat plays the same game again and again).
     */
    public synchronized void add(double[] returns, int turnCount, int[] actions) {
        long h = 1125899906842597L;
        int opening = setupSteps + OPENING_STEPS;
        for (int i = 0; i < actions.length; i++) {
            h = 31 * h + actions[i];
            if (i == opening - 1) {
                openings.add(h);
            }
        }
        if (actions.length < opening) {
            openings.add(h);
        }
        sequences.add(h);
        add(returns, turnCount, actions.length);
    }

    /**
     * Distinct openings (the setup steps and the first {@link #OPENING_STEPS} steps of play after them) among the games
     * added with their actions: games may all differ and still come from a few openings, as when a search samples none
     * of its moves. A game's setup counts in full: Wall Street has only 12 armies of the standard budget, so its first ten
     * steps, the purchases, would flag every run.
     */
    public synchronized int distinctOpenings() {
        return openings.size();
    }

    /** Games whose action sequences differ, among those added with their actions. */
    public synchronized int distinctGames() {
        return sequences.size();
    }

    /** Adds one finished game: its returns per seat, whole turns and applied steps (actions). */
    public synchronized void add(double[] returns, int turnCount, int stepCount) {
        if (returns.length != players) {
            throw new IllegalArgumentException("expected " + players + " returns, got " + returns.length);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (double r : returns) {
            best = Math.max(best, r);
        }
        int atBest = 0;
        for (double r : returns) {
            if (r >= best - 1e-9) {
                atBest++;
            }
        }
        for (int p = 0; p < players; p++) {
            if (returns[p] >= best - 1e-9) {
                if (atBest == 1) {
                    wins[p]++;
                } else {
                    draws[p]++;
                }
            } else {
                losses[p]++;
            }
        }
        if (games == turns.length) {
            turns = Arrays.copyOf(turns, games * 2);
            steps = Arrays.copyOf(steps, games * 2);
        }
        turns[games] = turnCount;
        steps[games] = stepCount;
        games++;
    }

    public String spec() {
        return spec;
    }

    public int players() {
        return players;
    }

    public synchronized int games() {
        return games;
    }

    public synchronized long wins(int seat) {
        return wins[seat];
    }

    public synchronized long draws(int seat) {
        return draws[seat];
    }

    public synchronized long losses(int seat) {
        return losses[seat];
    }

    /** Games one seat won outright. */
    public synchronized long decisive() {
        long d = 0;
        for (long w : wins) {
            d += w;
        }
        return d;
    }

    /** Whole turns of each game, in arrival order (a copy). */
    public synchronized int[] turns() {
        return Arrays.copyOf(turns, games);
    }

    /** Applied steps (decisions and chance outcomes) of each game, in arrival order (a copy). */
    public synchronized int[] steps() {
        return Arrays.copyOf(steps, games);
    }

    /** Outright wins per seat (a copy). */
    public synchronized long[] winsPerSeat() {
        return wins.clone();
    }
}
