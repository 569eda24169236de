package pz.mcts.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.SearchResult;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.Decision;

/**
 * Self-play: games of one agent factory against itself (a separate agent, hence tree, per seat),
 * run by a {@link Scheduler} so that the leaves of all games in progress share evaluator batches.
 * Each finished game goes to the sink as a {@link GameRecord}; the sink is called from worker
 * threads, one call at a time. Temperature and root noise come from the factory's search
 * configuration ({@link pz.mcts.SearchConfig#selfPlay()}). Immutable; thread-safe.
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

    /** Plays {@code games} games from the initial state of {@code factory.game()}. */
    public void run(AgentFactory factory, int games, long seed, Consumer<GameRecord> sink) {
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
                            r.value(), r.visits()));
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
                }
            }
        });
    }
}
