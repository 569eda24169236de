package pz.training.sparse;

import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import pz.data.GameRecorder;
import pz.data.RecordWriter;
import pz.engine.Game;
import pz.engine.State;
import pz.engine.util.Chance;
import pz.mcts.SearchResult;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.Decision;

/**
 * Games of one alpha-beta agent against itself, recorded with each decision's search value (the training target of a
 * learned evaluation) and the game's result: the teacher stage (alpha-beta over material) and the self-play stage (alpha-beta
 * over the network being trained) alike. Game {@code g} plays spec {@code g mod specs} with seed {@code seed + g}, so a
 * stage is the same games whatever the thread count. Thread-safe over its arguments' thread-safety (the writer is).
 */
public final class SparseSelfPlay {
    private SparseSelfPlay() {
    }

    /**
     * Plays games {@code first..first+count} on {@code threads} threads, writing each to {@code writer} as it ends;
     * {@code done} hears each finished game's number.
     *
     * @param factories one per spec, in the order of {@code games}
     */
    public static void play(List<Game> games, List<AgentFactory> factories, int first, int count, long seed, int threads,
                            RecordWriter writer, String worker, IntConsumer done) throws IOException, InterruptedException {
        AtomicInteger next = new AtomicInteger(first);
        IOException[] failure = new IOException[1];
        Thread[] pool = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            pool[t] = new Thread(() -> {
                int g;
                while ((g = next.getAndIncrement()) < first + count && failure[0] == null && !Thread.currentThread().isInterrupted()) {
                    int k = Math.floorMod(g, games.size());
                    try {
                        writer.write(playOne(games.get(k), factories.get(k), seed + g, worker));
                        done.accept(g);
                    } catch (IOException e) {
                        failure[0] = e;
                    }
                }
            }, "sparse-self-play-" + t);
            pool[t].start();
        }
        try {
            for (Thread t : pool) {
                t.join();
            }
        } catch (InterruptedException e) {
            for (Thread t : pool) {
                t.interrupt();
            }
            throw e;
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    /** One game, both seats played by agents of {@code factory}, recorded. */
    static GameRecorder.Recorded playOne(Game game, AgentFactory factory, long seed, String worker) {
        SplittableRandom rng = new SplittableRandom(seed);
        Agent[] seats = {factory.newAgent(rng.nextLong()), factory.newAgent(rng.nextLong())};
        GameRecorder rec = new GameRecorder(game.spec(), List.of(factory.name(), factory.name()), List.of("", ""), seed, worker);
        State s = game.newInitialState();
        int[] buf = new int[game.numActions()];
        double[] probs = new double[game.numActions()];
        int steps = 0;
        while (!s.isTerminal() && steps++ < game.maxLength() + 8) {
            int action;
            if (s.isChance()) {
                action = Chance.sample(s, buf, probs, rng);
                rec.step(s, action);
            } else {
                Decision d = seats[s.currentPlayer()].decide(s);
                action = d.action();
                SearchResult r = d.result();
                if (r != null) {
                    rec.decision(s, action, r.actions(), r.policy(), r.simulations(), 0f, r.value());
                } else {
                    rec.step(s, action);
                }
            }
            s.apply(action);
            for (Agent a : seats) {
                a.observe(action);
            }
        }
        return rec.finish(s, s.isTerminal() ? "terminal" : "length");
    }
}
