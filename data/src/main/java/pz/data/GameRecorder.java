package pz.data;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import pz.engine.State;

/**
 * Collects one game as it is played, for self-play and matches: call {@link #decision} for each
 * searched position or {@link #step} for any other step (chance outcomes, unsearched moves), always
 * <em>before</em> applying the action, then {@link #finish} at the end.
 *
 * <p>Owns copies of everything passed in (callers may reuse their buffers). Not thread-safe: one
 * recorder per game.
 */
public final class GameRecorder {
    /** A finished game: the games row and its positions rows, ready for {@link RecordWriter#write}. */
    public record Recorded(GameRecord game, List<PositionRecord> positions) {
        public Recorded {
            positions = List.copyOf(positions);
        }
    }

    private final String gameId;
    private final String spec;
    private final List<String> players;
    private final List<String> models;
    private final long seed;
    private final String worker;
    private final Instant start;
    private final List<String> actions = new ArrayList<>();
    private final List<PositionRecord> positions = new ArrayList<>();

    /**
     * Starts recording a game now.
     *
     * @param spec    canonical game spec
     * @param players agent description per seat
     * @param models  model id per seat ("" when none)
     * @param seed    the game's random seed
     * @param worker  who plays it
     */
    public GameRecorder(String spec, List<String> players, List<String> models, long seed, String worker) {
        this(newGameId(), spec, players, models, seed, worker, Instant.now());
    }

    /** Starts recording with an explicit id and start time (for tests and imports). */
    public GameRecorder(String gameId, String spec, List<String> players, List<String> models, long seed, String worker,
                        Instant start) {
        this.gameId = gameId;
        this.spec = spec;
        this.players = List.copyOf(players);
        this.models = List.copyOf(models);
        this.seed = seed;
        this.worker = worker;
        this.start = start;
    }

    /** A random 128-bit id in hex: unique across workers and machines without coordination. */
    public static String newGameId() {
        ThreadLocalRandom r = ThreadLocalRandom.current();
        return HexFormat.of().toHexDigits(r.nextLong()) + HexFormat.of().toHexDigits(r.nextLong());
    }

    /** The id given to this game. */
    public String gameId() {
        return gameId;
    }

    /**
     * Records a searched decision in {@code state} and the action chosen, before it is applied.
     *
     * @param policyActions the first {@code n} entries are the ids the policy covers (ascending)
     * @param policy        the first {@code n} entries are their probabilities
     * @param visits        root visits (0 if not searched)
     * @param policyWeight  1 for a full search, 0 to exclude the policy from training
     * @param value         the search's value estimate per seat
     */
    public void decision(State state, int action, int[] policyActions, float[] policy, int n, int visits,
                         float policyWeight, float[] value) {
        positions.add(new PositionRecord(gameId, spec, actions.size(), state.turn(), state.currentPlayer(),
                state.position(), action, Arrays.copyOf(policyActions, n), Arrays.copyOf(policy, n), visits,
                policyWeight, value.clone(), new float[0]));
        actions.add(state.actionToString(action));
    }

    /**
     * As {@link #decision(State, int, int[], float[], int, int, float, float[])} for a search that reports in doubles, every
     * entry of {@code policyActions} covered: the records keep floats.
     */
    public void decision(State state, int action, int[] policyActions, double[] policy, int visits, float policyWeight,
                         double[] value) {
        decision(state, action, policyActions, toFloat(policy), policyActions.length, visits, policyWeight, toFloat(value));
    }

    private static float[] toFloat(double[] v) {
        float[] f = new float[v.length];
        for (int i = 0; i < v.length; i++) {
            f[i] = (float) v[i];
        }
        return f;
    }

    /** Records a step that has no search data (a chance outcome, a scripted move), before it is applied. */
    public void step(State state, int action) {
        actions.add(state.actionToString(action));
    }

    /** Ends the game in {@code state} (terminal, or not if {@code endReason} says why it stopped). */
    public Recorded finish(State state, String endReason) {
        double[] r = state.returns();
        float[] rf = new float[r.length];
        for (int i = 0; i < r.length; i++) {
            rf[i] = (float) r[i];
        }
        int[] shape = state.game().observationShape();
        int[] owners = new int[shape[1] * shape[2]];
        if (!state.isTerminal() || !state.owners(owners)) {
            owners = null; // a game cut short has no final owners
        }
        List<PositionRecord> done = new ArrayList<>(positions.size());
        for (PositionRecord p : positions) {
            done.add(p.withOutcome(rf, owners));
        }
        GameRecord g = new GameRecord(gameId, spec, players, models, seed, actions, r, state.turn(), start,
                Instant.now(), worker, endReason);
        return new Recorded(g, done);
    }
}
