package pz.mcts.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.Decision;

/**
 * The arena: plays N games between agents A and B named by spec strings, seats rotated (game i
 * puts A at seat {@code i mod players}, B at every other seat), several games in parallel through
 * a {@link Scheduler} (so network agents are batched across games), with progress callbacks, and
 * returns a {@link MatchResult}. A game counts as a win for A when A's return is above the mean of
 * B's seats, a draw when equal. Usage:
 *
 * <pre>{@code
 * MatchResult r = Match.of("tictactoe", "mcts:visits=200", "random").games(100).threads(2).run();
 * System.out.println(r.counts()); // pz.evaluation.Elo.matchLine(r) adds Elo with its interval
 * }</pre>
 *
 * <p>Two optional hooks serve evaluation: {@link #onGame} receives every finished game with its
 * actions (for Parquet records and balance statistics), and {@link #stopWhen} ends the match early
 * (SPRT, sequential balance tests). When A and B have the same spec they share one agent factory
 * (one model load, one evaluation cache, one batch per round).
 *
 * <p>A builder: not thread-safe while configured; {@link #run()} may be called again for a new match.
 */
public final class Match {
    /** Progress after each finished game (called from worker threads, serially). */
    @FunctionalInterface
    public interface Progress {
        void update(int finished, int total, MatchResult soFar);
    }

    /**
     * One finished game as played.
     *
     * @param index   the game's number in the match (0-based; fixes its seed and seating)
     * @param seed    the game's seed (agents' and chance streams derive from it)
     * @param seatA   the seat A played; B played every other seat
     * @param agents  the agent spec per seat (canonical)
     * @param initial the start position in the game's notation
     * @param actions every action applied from the start, chance outcomes included
     * @param returns the final return per seat
     * @param turns   whole turns played ({@link State#turn()} at the end)
     * @param startMillis wall-clock start (epoch milliseconds)
     * @param endMillis   wall-clock end
     */
    public record Played(int index, long seed, int seatA, List<String> agents, String initial, int[] actions,
                         double[] returns, int turns, long startMillis, long endMillis) {
        public Played {
            agents = List.copyOf(agents);
        }
    }

    /** Receives finished games (called from worker threads, serially, before the progress callback). */
    @FunctionalInterface
    public interface GameSink {
        void accept(Played game);
    }

    private final Game game;
    private final AgentSpec a;
    private final AgentSpec b;
    private int games = 10;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private int parallel = 8;
    private long seed = 1;
    private Progress progress = (f, t, r) -> { };
    private GameSink sink;
    private Predicate<MatchResult> stop;

    private Match(Game game, AgentSpec a, AgentSpec b) {
        this.game = game;
        this.a = a;
        this.b = b;
    }

    /**
     * A match on game {@code gameSpec} between agent specs {@code a} and {@code b}.
     *
     * @throws InvalidInputException (a SpecException or AgentSpecException) for a bad spec, or for a
     *                               model file that does not exist
     */
    public static Match of(String gameSpec, String a, String b) {
        Game game = GameRegistry.parse(gameSpec);
        AgentSpec sa = AgentSpec.parse(a);
        AgentSpec sb = AgentSpec.parse(b);
        sa.modelFile(game); // a missing model file is reported before any game starts
        sb.modelFile(game);
        return new Match(game, sa, sb);
    }

    /** Number of games (default 10); with {@link #stopWhen} the most that will be played. */
    public Match games(int n) {
        if (n < 1) {
            throw new InvalidInputException("the number of games must be at least 1, got " + n);
        }
        games = n;
        return this;
    }

    /** Worker threads (default: the number of processors). */
    public Match threads(int n) {
        if (n < 1 || n > 256) {
            throw new InvalidInputException("threads must be in 1..256, got " + n);
        }
        threads = n;
        return this;
    }

    /** Games in progress per thread (default 8): more games give larger network batches. */
    public Match parallel(int n) {
        if (n < 1 || n > 100_000) {
            throw new InvalidInputException("parallel games per thread must be in 1..100000, got " + n);
        }
        parallel = n;
        return this;
    }

    /** Seed of the agents' and the chance events' random streams (default 1). */
    public Match seed(long s) {
        seed = s;
        return this;
    }

    /** Progress callback. */
    public Match onProgress(Progress p) {
        progress = Objects.requireNonNull(p);
        return this;
    }

    /** Per-game callback with the actions played (recording them costs one int list per game in progress). */
    public Match onGame(GameSink s) {
        sink = Objects.requireNonNull(s);
        return this;
    }

    /**
     * Stops the match early once {@code predicate} holds for the results so far (checked after each
     * game). Games are then started in rounds of {@code 2 * threads * parallel}: when the predicate
     * holds, no new round starts, and the games of the current round still finish and count. So
     * every started game is finished (no bias toward short games), at the price of up to one round
     * of extra games and some idle time at the end of each round. Game i has the same seed and
     * seating as without a predicate.
     */
    public Match stopWhen(Predicate<MatchResult> predicate) {
        stop = Objects.requireNonNull(predicate);
        return this;
    }

    /** The game being played. */
    public Game game() {
        return game;
    }

    /** Plays the match. */
    public MatchResult run() {
        int players = game.numPlayers();
        long t0 = System.nanoTime();
        int[] wdl = new int[3];
        boolean[] stopped = new boolean[1];
        Object lock = new Object();
        SplittableRandom seeds = new SplittableRandom(seed);
        long[] gameSeeds = new long[games];
        for (int i = 0; i < games; i++) {
            gameSeeds[i] = seeds.nextLong();
        }
        boolean same = a.canonical().equals(b.canonical());
        Map<Integer, List<Integer>> moves = new ConcurrentHashMap<>();
        Map<Integer, Long> started = new ConcurrentHashMap<>();
        try (AgentFactory fa = a.factory(game); AgentFactory fbOwn = same ? null : b.factory(game)) {
            AgentFactory fb = same ? fa : fbOwn;
            State initial = game.newInitialState();
            String start = sink == null ? null : initial.position();
            int round = stop == null ? games : (int) Math.min(games, 2L * threads * parallel);
            Scheduler scheduler = new Scheduler(threads, parallel);
            for (int offset = 0; offset < games && !stopped[0]; offset += round) {
                int base = offset;
                scheduler.run(Math.min(round, games - offset), j -> {
                    int i = base + j;
                    SplittableRandom r = new SplittableRandom(gameSeeds[i]);
                    Agent[] seats = new Agent[players];
                    for (int s = 0; s < players; s++) {
                        seats[s] = s == i % players ? fa.newAgent(r.nextLong()) : fb.newAgent(r.nextLong());
                    }
                    if (sink != null) {
                        moves.put(i, new ArrayList<>());
                        started.put(i, System.currentTimeMillis());
                    }
                    return new Scheduler.GameSetup(initial, seats, r.nextLong());
                }, new Scheduler.Listener() {
                    @Override
                    public void onAction(int j, State before, int action, Decision decision) {
                        if (sink != null) {
                            moves.get(base + j).add(action);
                        }
                    }

                    @Override
                    public void onGameEnd(int j, State terminal, double[] returns) {
                        int i = base + j;
                        int seatA = i % players;
                        double others = 0;
                        for (int s = 0; s < players; s++) {
                            if (s != seatA) {
                                others += returns[s];
                            }
                        }
                        others /= players - 1;
                        Played played = sink == null ? null : played(i, gameSeeds[i], start, terminal, returns,
                                moves.remove(i), started.remove(i));
                        synchronized (lock) {
                            wdl[returns[seatA] > others + 1e-9 ? 0 : returns[seatA] < others - 1e-9 ? 2 : 1]++;
                            MatchResult soFar = new MatchResult(game.spec(), a.canonical(), b.canonical(), wdl[0], wdl[1], wdl[2],
                                    (System.nanoTime() - t0) / 1e9);
                            if (played != null) {
                                sink.accept(played);
                            }
                            progress.update(wdl[0] + wdl[1] + wdl[2], games, soFar);
                            if (stop != null && !stopped[0] && stop.test(soFar)) {
                                stopped[0] = true;
                            }
                        }
                    }
                });
            }
        }
        synchronized (lock) {
            return new MatchResult(game.spec(), a.canonical(), b.canonical(), wdl[0], wdl[1], wdl[2], (System.nanoTime() - t0) / 1e9);
        }
    }

    private Played played(int i, long gameSeed, String start, State terminal, double[] returns, List<Integer> actions, long t) {
        int players = game.numPlayers();
        List<String> agents = new ArrayList<>(players);
        for (int s = 0; s < players; s++) {
            agents.add(s == i % players ? a.canonical() : b.canonical());
        }
        int[] acts = actions.stream().mapToInt(Integer::intValue).toArray();
        return new Played(i, gameSeed, i % players, agents, start, acts, returns.clone(), terminal.turn(), t,
                System.currentTimeMillis());
    }
}
