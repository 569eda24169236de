package pz.data;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One finished (or abandoned) game: a row of the {@code games} table.
 *
 * <p>Immutable (lists and arrays are copied in and must not be modified through accessors).
 *
 * @param gameId    unique id (see {@link GameRecorder#newGameId()}); positions refer to it
 * @param spec      canonical game spec
 * @param players   one agent description per seat (e.g. {@code mcts(visits=800)}), seat order
 * @param models    one model id per seat, empty string when the agent uses no model
 * @param seed      the random seed the game was played with
 * @param actions   every applied step in notation, chance outcomes included, from the start
 * @param returns   final return per seat (all zero for an unfinished game)
 * @param turns     whole turns played ({@link pz.engine.State#turn()} at the end)
 * @param start     wall-clock start
 * @param end       wall-clock end
 * @param worker    the process or thread that played it
 * @param endReason why it ended: {@code terminal}, {@code resigned}, {@code max-length}, {@code aborted}...; null if unknown
 */
public record GameRecord(String gameId, String spec, List<String> players, List<String> models, long seed,
                         List<String> actions, double[] returns, int turns, Instant start, Instant end,
                         String worker, String endReason) {

    public GameRecord {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(spec, "spec");
        players = List.copyOf(players);
        models = List.copyOf(models);
        actions = List.copyOf(actions);
        returns = returns.clone();
        // Stored as TIMESTAMP(MILLIS): truncate here so that a record equals itself read back.
        start = start.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        end = end.truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        Objects.requireNonNull(worker, "worker");
        if (players.size() != returns.length || models.size() != returns.length) {
            throw new IllegalArgumentException("players (" + players.size() + "), models (" + models.size()
                    + ") and returns (" + returns.length + ") must have one entry per seat");
        }
    }

    /** Number of seats. */
    public int numPlayers() {
        return returns.length;
    }

    /** Number of applied steps (the length of {@link #actions()}). */
    public int length() {
        return actions.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord g && gameId.equals(g.gameId) && spec.equals(g.spec) && players.equals(g.players)
                && models.equals(g.models) && seed == g.seed && actions.equals(g.actions)
                && java.util.Arrays.equals(returns, g.returns) && turns == g.turns && start.equals(g.start)
                && end.equals(g.end) && worker.equals(g.worker) && Objects.equals(endReason, g.endReason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, spec, seed, actions);
    }

    @Override
    public String toString() {
        return "GameRecord[" + gameId + " " + spec + " " + players + " length=" + actions.size()
                + " returns=" + java.util.Arrays.toString(returns) + "]";
    }
}
