package pz.mcts.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.PolicyTarget;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchResult;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.Decision;

/**
 * Self-play: games of one agent factory against itself (a separate agent, hence tree, per seat),
 * run by a {@link Scheduler} so that the leaves of all games in progress share evaluator batches.
 * Each finished game goes to the sink as a {@link GameRecord}; the sink is called from worker
 * threads, one call at a time, as soon as the game ends (so a caller can count progress and persist
 * each game at once). Temperature, root noise, playout cap randomization and forced playouts come
 * from the factory's search configuration ({@link SearchRecipe#selfPlay()},
 * {@link pz.mcts.RecipeBuilder#playoutCap}, {@link pz.mcts.RecipeBuilder#forcedPlayouts}); which training
 * target the steps carry is {@link #policyTarget}. A fast search's step has policy weight 0.
 * Immutable; thread-safe.
 */
public final class SelfPlay {
    private final Scheduler scheduler;

    public SelfPlay(Scheduler scheduler) {
        this.scheduler = scheduler;
    }

    /** A game being recorded; confined to the worker thread that plays it. */
    private static final class Recorder {
        final List<Integer> actions = new ArrayList<>();
        final List<GameRecord.Step> steps = new ArrayList<>();
    }

    /** The training target in the steps of games played by {@code factory}'s search agents. */
    public static PolicyTarget policyTarget(AgentFactory factory) {
        SearchRecipe c = factory.config();
        if (c == null) {
            throw new IllegalArgumentException(factory.spec().canonical() + " does not search a tree: no policy target");
        }
        return c.policyTarget();
    }

    /** Plays {@code games} games from the initial state of {@code factory.game()}. */
    public void run(AgentFactory factory, int games, long seed, Consumer<GameRecord> sink) {
        run(factory, games, seed, sink, () -> false, true);
    }

    /**
     * Plays up to {@code games} games, ending early once {@code stop} answers true (it is asked before
     * each game starts and once per scheduling round; keep it cheap): no new game starts and the games
     * in progress are abandoned (not delivered), so that a training iteration whose time is up ends
     * within one round with every finished game delivered.
     *
     * @return the number of games delivered to {@code sink}
     */
    public int run(AgentFactory factory, int games, long seed, Consumer<GameRecord> sink, BooleanSupplier stop) {
        return run(factory, games, seed, sink, stop, false);
    }

    /**
     * As {@link #run(AgentFactory, int, long, Consumer, BooleanSupplier)}, but with
     * {@code finishStarted} the games in progress when {@code stop} turns true are played to the end
     * and delivered (slower to stop, no search wasted).
     *
     * @return the number of games delivered to {@code sink}
     */
    public int run(AgentFactory factory, int games, long seed, Consumer<GameRecord> sink, BooleanSupplier stop,
                   boolean finishStarted) {
        AtomicInteger delivered = new AtomicInteger();
        Game game = factory.game();
        State initial = game.newInitialState();
        String start = initial.position();
        int players = game.numPlayers();
        Map<Integer, Recorder> open = new ConcurrentHashMap<>();
        SplittableRandom seeds = new SplittableRandom(seed);
        long[] gameSeeds = new long[games];
        for (int i = 0; i < games; i++) {
            gameSeeds[i] = seeds.nextLong();
        }
        scheduler.run(games, i -> {
            SplittableRandom r = new SplittableRandom(gameSeeds[i]);
            Agent[] seats = new Agent[players];
            for (int s = 0; s < players; s++) {
                seats[s] = factory.newAgent(r.nextLong());
            }
            open.put(i, new Recorder());
            return new Scheduler.GameSetup(initial, seats, r.nextLong());
        }, new Scheduler.Listener() {
            @Override
            public void onAction(int i, State before, int action, Decision d) {
                Recorder rec = open.get(i);
                SearchResult r = d == null ? null : d.result();
                if (r != null) {
                    rec.steps.add(new GameRecord.Step(rec.actions.size(), before.currentPlayer(), r.actions(), r.policy(),
                            r.value(), r.visits(), r.policyWeight()));
                }
                rec.actions.add(action);
            }

            @Override
            public void onGameEnd(int i, State terminal, double[] returns) {
                Recorder rec = open.remove(i);
                int[] actions = rec.actions.stream().mapToInt(Integer::intValue).toArray();
                GameRecord g = new GameRecord(game.spec(), start, actions, rec.steps, returns);
                synchronized (open) {
                    sink.accept(g);
                    delivered.incrementAndGet();
                }
            }
        }, stop, finishStarted);
        return delivered.get();
    }
}
