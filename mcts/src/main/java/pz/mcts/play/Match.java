package pz.mcts.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.Supplier;
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
 * <p>Game i is fixed by the seed and i alone (its seed is the i-th draw of the match seed's
 * stream, its seating {@code i mod players}), which is what lets an interrupted match
 * ({@link #cancel()}) continue later ({@link #resume}) and play exactly the games it would have
 * played without the interruption. (Agents limited by time rather than by visits or depth are the
 * exception: their games depend on the machine's speed.)
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
    private final String a;
    private final String b;
    private final Supplier<AgentFactory> makeA;
    private final Supplier<AgentFactory> makeB;
    private int games = 10;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private int parallel = 8;
    private long seed = 1;
    private Progress progress = (f, t, r) -> { };
    private GameSink sink;
    private Predicate<MatchResult> stop;
    private int round;
    private List<Played> resumed = List.of();
    private GameSink resumedSink;
    private volatile boolean cancelled;
    private boolean interrupted;
    private final MoveCost[] cost = {MoveCost.NONE, MoveCost.NONE};

    private Match(Game game, String a, Supplier<AgentFactory> makeA, String b, Supplier<AgentFactory> makeB) {
        this.game = game;
        this.a = a;
        this.b = b;
        this.makeA = makeA;
        this.makeB = makeB;
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
        return new Match(game, sa.canonical(), () -> sa.factory(game), sb.canonical(), () -> sb.factory(game));
    }

    /**
     * A match between agents that are not written as specs (an evaluation match of a training run, over models
     * it has loaded): each side a name for results and records and the factory of its agents, made when the
     * match starts and closed when it ends. Sides with the same name share one factory.
     */
    public static Match of(Game game, String a, Supplier<AgentFactory> makeA, String b, Supplier<AgentFactory> makeB) {
        return new Match(game, a, Objects.requireNonNull(makeA), b, Objects.requireNonNull(makeB));
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
     * game). Games are then started in rounds of {@link #round()} games (default
     * {@code 2 * threads * parallel}): when the predicate
     * holds, no new round starts, and the games of the current round still finish and count. So
     * every started game is finished (no bias toward short games), at the price of up to one round
     * of extra games and some idle time at the end of each round. Game i has the same seed and
     * seating as without a predicate.
     */
    public Match stopWhen(Predicate<MatchResult> predicate) {
        stop = Objects.requireNonNull(predicate);
        return this;
    }

    /**
     * Games of this match already played (read back from its records, in the order they finished):
     * they count in the result and are not played again, so an interrupted match continues where it
     * stopped. Each is given to {@code counted} (not to {@link #onGame}) and then shown to the
     * {@link #stopWhen} predicate, in this order, as when it finished: a match that would have
     * stopped after them stops after the round they belong to. Games of another match (index out of
     * range) and repeats of an index are ignored. Game i is the same game whether resumed or not.
     */
    public Match resume(List<Played> done, GameSink counted) {
        resumed = List.copyOf(done);
        resumedSink = Objects.requireNonNull(counted);
        return this;
    }

    /**
     * Games per round under {@link #stopWhen} (default {@code 2 * threads * parallel}). Which games a
     * stopped match plays depends on it, so a resumed match passes the size its first part used.
     */
    public Match round(int n) {
        if (n < 1) {
            throw new InvalidInputException("games per round must be at least 1, got " + n);
        }
        round = n;
        return this;
    }

    /** Games per round under {@link #stopWhen}: the size set, or {@code 2 * threads * parallel}. */
    public int round() {
        return round > 0 ? round : (int) Math.min(Integer.MAX_VALUE, 2L * threads * parallel);
    }

    /**
     * Stops the match soon, from any thread (a signal handler): no game starts any more, games in
     * progress are abandoned within one scheduler round (not reported, so they are played again on
     * resume), and {@link #run()} returns the result of the games that ended. A cancelled match
     * stays cancelled: a later {@link #run()} plays nothing.
     */
    public void cancel() {
        cancelled = true;
    }

    /** True when the last {@link #run()} returned before playing every game it was to play ({@link #cancel()}). */
    public boolean interrupted() {
        return interrupted;
    }

    /**
     * What A's moves ({@code side} 0) or B's (1) cost in the games the last {@link #run()} played (not the resumed
     * ones): the audit of an equal-time match.
     */
    public MoveCost cost(int side) {
        synchronized (cost) {
            return cost[side];
        }
    }

    /** The game being played. */
    public Game game() {
        return game;
    }

    /** A's canonical agent spec. */
    public String agentA() {
        return a;
    }

    /** B's canonical agent spec. */
    public String agentB() {
        return b;
    }

    /** The match seed (see {@link #gameSeeds()}). */
    public long seed() {
        return seed;
    }

    /** The number of games (the most, with {@link #stopWhen}). */
    public int games() {
        return games;
    }

    /** The seed of every game, by index: fixed by {@link #seed(long)} alone, so game i is the same in any run. */
    public long[] gameSeeds() {
        SplittableRandom seeds = new SplittableRandom(seed);
        long[] out = new long[games];
        for (int i = 0; i < games; i++) {
            out[i] = seeds.nextLong();
        }
        return out;
    }

    /** The canonical agent spec per seat in game {@code index}: A at seat {@code index mod players}, B elsewhere. */
    public List<String> seating(int index) {
        int players = game.numPlayers();
        List<String> agents = new ArrayList<>(players);
        for (int s = 0; s < players; s++) {
            agents.add(s == index % players ? a : b);
        }
        return agents;
    }

    /** Plays the match (the games not {@linkplain #resume resumed}); after {@link #cancel()}, those that ended. */
    public MatchResult run() {
        long t0 = System.nanoTime();
        synchronized (cost) {
            cost[0] = MoveCost.NONE;
            cost[1] = MoveCost.NONE;
        }
        long[] gameSeeds = gameSeeds();
        int perRound = stop == null ? games : Math.min(games, round());
        int rounds = (games + perRound - 1) / perRound;
        MatchTally state = new MatchTally(games, game.spec(), a, b, t0);
        for (Played p : resumed) {
            if (p.index() < 0 || p.index() >= games || state.done(p.index())) {
                continue;
            }
            state.count(p.index(), p.returns(), p.seatA());
            resumedSink.accept(p);
            if (stop != null && state.stopRound == Integer.MAX_VALUE && stop.test(state.soFar())) {
                state.stopRound = p.index() / perRound;
            }
        }
        if (cancelled || state.missing(0, state.last(perRound)).length == 0) {
            interrupted = cancelled && state.missing(0, state.last(perRound)).length > 0;
            return state.soFar(); // nothing to play: no agent (and no model) is loaded
        }
        boolean same = a.equals(b);
        try (AgentFactory fa = makeA.get(); AgentFactory fbOwn = same ? null : makeB.get()) {
            AgentFactory fb = same ? fa : fbOwn;
            State initial = game.newInitialState();
            String start = sink == null ? null : initial.position();
            Scheduler scheduler = new Scheduler(threads, parallel);
            for (int r = 0; r < rounds && r <= state.stopRound && !cancelled; r++) {
                int[] todo = state.missing(r * perRound, Math.min(games, (r + 1) * perRound));
                if (todo.length > 0) {
                    playRound(scheduler, todo, r, gameSeeds, fa, fb, initial, start, state);
                }
            }
        }
        synchronized (state) {
            interrupted = state.missing(0, state.last(perRound)).length > 0;
            return state.soFar();
        }
    }

    /** Plays games {@code todo} (all of round {@code r}) through the scheduler. */
    private void playRound(Scheduler scheduler, int[] todo, int r, long[] gameSeeds, AgentFactory fa, AgentFactory fb,
                           State initial, String start, MatchTally state) {
        int players = game.numPlayers();
        Map<Integer, List<Integer>> moves = new ConcurrentHashMap<>();
        Map<Integer, Long> started = new ConcurrentHashMap<>();
        scheduler.run(todo.length, j -> {
            int i = todo[j];
            SplittableRandom rng = new SplittableRandom(gameSeeds[i]);
            Agent[] seats = new Agent[players];
            for (int s = 0; s < players; s++) {
                seats[s] = s == i % players ? fa.newAgent(rng.nextLong()) : fb.newAgent(rng.nextLong());
            }
            if (sink != null) {
                moves.put(i, new ArrayList<>());
                started.put(i, System.currentTimeMillis());
            }
            return new Scheduler.GameSetup(initial, seats, rng.nextLong());
        }, new Scheduler.Listener() {
            @Override
            public void onDecision(int j, int player, Decision decision, long nanos) {
                int side = player == todo[j] % players ? 0 : 1;
                int sims = decision.result() == null ? 0 : decision.result().simulations();
                synchronized (cost) {
                    cost[side] = cost[side].plus(sims, nanos);
                }
            }

            @Override
            public void onAction(int j, State before, int action, Decision decision) {
                if (sink != null) {
                    moves.get(todo[j]).add(action);
                }
            }

            @Override
            public void onGameEnd(int j, State terminal, double[] returns) {
                int i = todo[j];
                Played played = sink == null ? null : played(i, gameSeeds[i], start, terminal, returns,
                        moves.remove(i), started.remove(i));
                synchronized (state) {
                    state.count(i, returns, i % players);
                    MatchResult soFar = state.soFar();
                    if (played != null) {
                        sink.accept(played);
                    }
                    progress.update(soFar.games(), games, soFar);
                    if (stop != null && state.stopRound == Integer.MAX_VALUE && stop.test(soFar)) {
                        state.stopRound = r;
                    }
                }
            }
        }, () -> cancelled, false);
    }

    private Played played(int i, long gameSeed, String start, State terminal, double[] returns, List<Integer> actions, long t) {
        int players = game.numPlayers();
        List<String> agents = seating(i);
        int[] acts = actions.stream().mapToInt(Integer::intValue).toArray();
        return new Played(i, gameSeed, i % players, agents, start, acts, returns.clone(), terminal.turn(), t,
                System.currentTimeMillis());
    }
}
