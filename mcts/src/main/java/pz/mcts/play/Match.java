package pz.mcts.play;

import java.util.Objects;
import java.util.SplittableRandom;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;

/**
 * The arena: plays N games between agents A and B named by spec strings, seats rotated (game i
 * puts A at seat {@code i mod players}, B at every other seat), several games in parallel through
 * a {@link Scheduler} (so network agents are batched across games), with progress callbacks, and
 * returns a {@link MatchResult}. A game counts as a win for A when A's return is above the mean of
 * B's seats, a draw when equal. Usage:
 *
 * <pre>{@code
 * MatchResult r = Match.of("tictactoe", "mcts:visits=200", "random").games(100).threads(2).run();
 * System.out.println(r.line());
 * }</pre>
 *
 * A builder: not thread-safe while configured; {@link #run()} may be called again for a new match.
 */
public final class Match {
    /** Progress after each finished game (called from worker threads, serially). */
    @FunctionalInterface
    public interface Progress {
        void update(int finished, int total, MatchResult soFar);
    }

    private final Game game;
    private final AgentSpec a;
    private final AgentSpec b;
    private int games = 10;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private int parallel = 8;
    private long seed = 1;
    private Progress progress = (f, t, r) -> { };

    private Match(Game game, AgentSpec a, AgentSpec b) {
        this.game = game;
        this.a = a;
        this.b = b;
    }

    /**
     * A match on game {@code gameSpec} between agent specs {@code a} and {@code b}.
     *
     * @throws InvalidInputException (a SpecException or AgentSpecException) for a bad spec
     */
    public static Match of(String gameSpec, String a, String b) {
        return new Match(GameRegistry.parse(gameSpec), AgentSpec.parse(a), AgentSpec.parse(b));
    }

    /** Number of games (default 10). */
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

    /** Plays the match. */
    public MatchResult run() {
        int players = game.numPlayers();
        long t0 = System.nanoTime();
        int[] wdl = new int[3];
        Object lock = new Object();
        SplittableRandom seeds = new SplittableRandom(seed);
        long[] gameSeeds = new long[games];
        for (int i = 0; i < games; i++) {
            gameSeeds[i] = seeds.nextLong();
        }
        try (AgentFactory fa = a.factory(game); AgentFactory fb = b.factory(game)) {
            State initial = game.newInitialState();
            new Scheduler(threads, parallel).run(games, i -> {
                SplittableRandom r = new SplittableRandom(gameSeeds[i]);
                Agent[] seats = new Agent[players];
                for (int s = 0; s < players; s++) {
                    seats[s] = s == i % players ? fa.newAgent(r.nextLong()) : fb.newAgent(r.nextLong());
                }
                return new Scheduler.GameSetup(initial, seats, r.nextLong());
            }, (i, terminal, returns) -> {
                int seatA = i % players;
                double others = 0;
                for (int s = 0; s < players; s++) {
                    if (s != seatA) {
                        others += returns[s];
                    }
                }
                others /= players - 1;
                synchronized (lock) {
                    wdl[returns[seatA] > others + 1e-9 ? 0 : returns[seatA] < others - 1e-9 ? 2 : 1]++;
                    progress.update(wdl[0] + wdl[1] + wdl[2], games,
                            MatchResult.of(game.spec(), a.canonical(), b.canonical(), wdl[0], wdl[1], wdl[2], (System.nanoTime() - t0) / 1e9));
                }
            });
        }
        synchronized (lock) {
            return MatchResult.of(game.spec(), a.canonical(), b.canonical(), wdl[0], wdl[1], wdl[2], (System.nanoTime() - t0) / 1e9);
        }
    }
}
