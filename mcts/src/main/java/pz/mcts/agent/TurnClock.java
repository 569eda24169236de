package pz.mcts.agent;

import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import pz.engine.State;

/**
 * The time limit of a timed agent ({@code time=MS}), applied to a turn rather than to each decision.
 *
 * <p>A turn can be several decisions by the same player (Amazons and Cowboys: move, then shoot; Proteus:
 * move, then rotate; a Proteus Wall Street secret setup: sixteen purchases and placements). A referee's
 * clock, {@code pz match} and {@code pz play} see the turn, so the limit covers its decisions together:
 * each decision gets the time left of the turn divided by the number of decisions still to come, this one
 * included. A decision that finishes early (a forced step, a proven root) leaves its time to the rest.
 * The count comes from playing the first legal action on a copy until the turn passes, the game ends or
 * a chance event is due: an estimate, exact for games whose turns have a fixed shape.
 *
 * <p>A chance event in the middle of a turn (a Proteus roll under {@code roulette=before}, a Pig roll)
 * ends one limit and the decisions after it get a new one: the outcome is not known in advance, and that
 * is where {@code pz engine}'s {@code genmove} stops for the referee's roll. So "a turn" here is the
 * player's decisions in a row up to the end of the turn or a chance event; chance events take no time.
 *
 * <p>The clock learns that a decision continues the turn of the previous one through {@link #observed()}:
 * exactly one action (the agent's own step) seen since, at the same turn and with the same player to
 * move. A caller that does not report the actions it applies gets the full limit for every decision.
 * Not thread-safe: one per agent.
 */
final class TurnClock {
    /** The longest turn counted; more decisions than this share the limit as if there were this many. */
    private static final int MAX_DECISIONS = 64;

    private final long limitNanos;
    private final LongSupplier nanoTime;
    private int lastTurn = -1;
    private int lastPlayer = -1;
    /** Actions reported since the last decision started; -1 before the first decision. */
    private int observedSince = -1;
    /** When the current turn's limit runs out, on the {@code nanoTime} scale. */
    private long turnEnd;

    /** A clock with a limit of {@code millis} per turn (0: no limit), on {@link System#nanoTime()}. */
    TurnClock(long millis) {
        this(millis, System::nanoTime);
    }

    /** As above on a given time source (tests). */
    TurnClock(long millis, LongSupplier nanoTime) {
        this.limitNanos = Math.max(0, millis) * 1_000_000L;
        this.nanoTime = nanoTime;
    }

    /**
     * Starts a decision at {@code state} (a decision state, not changed) and returns its deadline on the
     * time source's scale, or {@link Long#MAX_VALUE} without a limit.
     */
    long startDecision(State state) {
        boolean continues = observedSince == 1 && state.turn() == lastTurn && state.currentPlayer() == lastPlayer;
        lastTurn = state.turn();
        lastPlayer = state.currentPlayer();
        observedSince = 0;
        if (limitNanos == 0) {
            return Long.MAX_VALUE;
        }
        long now = nanoTime.getAsLong();
        if (!continues) {
            turnEnd = now + limitNanos;
        }
        long left = Math.max(0, turnEnd - now);
        return now + left / decisionsLeft(state);
    }

    /** Reports one action applied to the game (any player's, chance outcomes included). */
    void observed() {
        if (observedSince >= 0 && observedSince < Integer.MAX_VALUE) {
            observedSince++;
        }
    }

    /**
     * The decisions the player to move in {@code state} still makes before the turn passes, the game ends
     * or a chance event is due, this one included (1..{@value #MAX_DECISIONS}), along the first legal
     * action of each step. Under hidden information it plays on a sample of the mover's view (with its own
     * random stream, so the agent's stream is unchanged), never on the state itself.
     */
    static int decisionsLeft(State state) {
        State s = state.game().perfectInformation() ? state.copy()
                : state.view(state.currentPlayer()).sample(new SplittableRandom(0));
        int player = s.currentPlayer();
        int turn = s.turn();
        int[] buffer = new int[s.game().numActions()];
        int n = 0;
        while (n < MAX_DECISIONS && s.currentPlayer() == player && s.turn() == turn) {
            if (s.legalActions(buffer) == 0) {
                break;
            }
            s.apply(buffer[0]);
            n++;
        }
        return Math.max(1, n);
    }
}
