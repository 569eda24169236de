package pz.mcts.play;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.agent.Agent;
import pz.mcts.agent.Decision;

/**
 * Plays many games at once and batches their evaluator calls: the engine of self-play and matches.
 *
 * <p>Each of {@code threads} worker threads (named {@code pz-games-N}) keeps up to
 * {@code gamesPerThread} games in progress. One round of a worker: (1) advance every game through
 * chance events (sampled with the game's own random stream) and finished decisions; (2) let every
 * unfinished decision gather leaves into the worker's batch for its evaluator (one batch per
 * evaluator instance, so agents sharing a model share the batch); (3) evaluate each non-empty batch
 * with one call; (4) deliver the results to the decisions that gathered. A network is therefore
 * called with the leaves of all the worker's games together, never one position at a time (unless
 * only one game is left). Evaluators that are not {@link Evaluator#threadSafe()} are called under
 * a lock on the evaluator.
 *
 * <p>{@link #run} returns when every game is over, joining all workers; the first exception of any
 * worker stops the others and is rethrown. The listener is called from worker threads and must be
 * thread-safe. A scheduler object is immutable and may run several times.
 */
public final class Scheduler {
    private final int threads;
    private final int gamesPerThread;

    /** What one game needs: its start, one agent per seat (closed at the end), and a seed for chance events. */
    public record GameSetup(State initial, Agent[] seats, long chanceSeed) {
    }

    /** Callbacks from worker threads. */
    public interface Listener {
        /**
         * {@code action} is about to be applied to {@code before} (unchanged): a player's final
         * {@code decision}, or a chance outcome ({@code decision == null}).
         */
        default void onAction(int game, State before, int action, Decision decision) {
        }

        /**
         * Player {@code player} of game {@code game} has made {@code decision} (called just before its
         * {@link #onAction}), {@code nanos} of wall time after the agent was asked. A worker steps all its games in
         * turn, so with several games per thread a decision's time includes the others' work.
         */
        default void onDecision(int game, int player, Decision decision, long nanos) {
        }

        /** Game {@code game} is over. */
        void onGameEnd(int game, State terminal, double[] returns);
    }

    /** {@code threads} workers with up to {@code gamesPerThread} games each. */
    public Scheduler(int threads, int gamesPerThread) {
        if (threads < 1 || threads > 256 || gamesPerThread < 1 || gamesPerThread > 100_000) {
            throw new IllegalArgumentException("threads must be in 1..256 and gamesPerThread in 1..100000");
        }
        this.threads = threads;
        this.gamesPerThread = gamesPerThread;
    }

    /** Plays games {@code 0..games-1}, each set up by {@code setup} (called on a worker thread). */
    public void run(int games, IntFunction<GameSetup> setup, Listener listener) {
        run(games, setup, listener, () -> false, true);
    }

    /**
     * Plays games {@code 0..games-1} or fewer: {@code stop} is asked before each game starts and once
     * per round of each worker (keep it cheap: a flag or a clock). Once it answers true no new game
     * starts, and the games in progress are either played to the end ({@code finishStarted}) or
     * abandoned at the next round (their agents closed, no {@link Listener#onGameEnd}). Abandoning is
     * prompt (one round, one batch); finishing can take as long as a whole game but wastes no search.
     * Every game that ended was reported before this returns.
     */
    public void run(int games, IntFunction<GameSetup> setup, Listener listener, BooleanSupplier stop, boolean finishStarted) {
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        AtomicInteger threadNo = new AtomicInteger();
        int n = Math.max(1, Math.min(threads, games));
        ExecutorService pool = Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "pz-games-" + threadNo.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                futures.add(pool.submit(() -> {
                    try {
                        new Worker(games, next, failed, setup, listener, stop, finishStarted).loop();
                    } catch (RuntimeException | Error e) {
                        failed.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            RuntimeException first = null;
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    if (first == null) {
                        first = e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failed.set(true);
                    first = new IllegalStateException("interrupted while playing games", e);
                }
            }
            if (first != null) {
                throw first;
            }
        } finally {
            pool.shutdownNow();
            try {
                pool.awaitTermination(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** True if seat k holds an agent not seen at an earlier seat (one agent may play several seats). */
    private static boolean firstSeatOf(Agent[] seats, int k) {
        for (int j = 0; j < k; j++) {
            if (seats[j] == seats[k]) {
                return false;
            }
        }
        return true;
    }

    /** One game in progress. */
    private static final class Slot {
        int index;
        State state;
        Agent[] seats;
        SplittableRandom chance;
        Decision decision;
        long asked; // System.nanoTime() when the decision was asked for
        EvalBatch batch;
        int[] outcomes;
        double[] probs;
    }

    /** A worker's games and batches; confined to its thread. */
    private final class Worker {
        private final int games;
        private final AtomicInteger next;
        private final AtomicBoolean failed;
        private final IntFunction<GameSetup> setup;
        private final Listener listener;
        private final BooleanSupplier stop;
        private final boolean finishStarted;
        private final List<Slot> slots = new ArrayList<>();
        private final List<Slot> gathered = new ArrayList<>();
        private final Map<Evaluator, EvalBatch> batches = new IdentityHashMap<>();

        Worker(int games, AtomicInteger next, AtomicBoolean failed, IntFunction<GameSetup> setup, Listener listener,
               BooleanSupplier stop, boolean finishStarted) {
            this.games = games;
            this.next = next;
            this.failed = failed;
            this.setup = setup;
            this.listener = listener;
            this.stop = stop;
            this.finishStarted = finishStarted;
        }

        void loop() {
            refill();
            while (!slots.isEmpty() && !failed.get()) {
                if (!finishStarted && stop.getAsBoolean()) {
                    break; // abandon the games in progress: closed below, never reported
                }
                // 1-2. advance games and gather leaves
                for (EvalBatch b : batches.values()) {
                    b.clear();
                }
                gathered.clear();
                for (int i = 0; i < slots.size(); i++) {
                    Slot s = slots.get(i);
                    if (!advance(s)) {
                        close(s);
                        slots.remove(i--);
                        continue;
                    }
                    EvalBatch b = batchFor(s);
                    if (b.size() < b.capacity()) {
                        s.decision.gather(b);
                        s.batch = b;
                        gathered.add(s);
                    }
                }
                refill();
                // 3. one evaluator call per batch
                for (Map.Entry<Evaluator, EvalBatch> e : batches.entrySet()) {
                    if (e.getValue().size() > 0) {
                        evaluate(e.getKey(), e.getValue());
                    }
                }
                // 4. results back to the searches
                for (Slot s : gathered) {
                    s.decision.deliver(s.batch);
                }
            }
            for (Slot s : slots) {
                close(s);
            }
        }

        private void refill() {
            while (slots.size() < gamesPerThread && !failed.get() && !stop.getAsBoolean()) {
                int i = next.getAndIncrement();
                if (i >= games) {
                    return;
                }
                GameSetup g = setup.apply(i);
                Slot s = new Slot();
                s.index = i;
                s.state = g.initial().copy();
                s.seats = g.seats();
                s.chance = new SplittableRandom(g.chanceSeed());
                s.outcomes = new int[s.state.game().numActions()];
                s.probs = new double[s.outcomes.length];
                slots.add(s);
            }
        }

        /** Plays chance events and finished decisions; false when the game is over. */
        private boolean advance(Slot s) {
            while (true) {
                State st = s.state;
                int p = st.currentPlayer();
                if (p == State.TERMINAL) {
                    listener.onGameEnd(s.index, st, st.returns());
                    return false;
                }
                int action;
                if (p == State.CHANCE) {
                    action = pz.engine.util.Chance.sample(st, s.outcomes, s.probs, s.chance);
                } else {
                    if (s.decision == null) {
                        s.asked = System.nanoTime();
                        s.decision = s.seats[p].decide(st);
                    }
                    if (!s.decision.done()) {
                        return true;
                    }
                    action = s.decision.action();
                    listener.onDecision(s.index, p, s.decision, System.nanoTime() - s.asked);
                }
                listener.onAction(s.index, st, action, s.decision);
                s.decision = null;
                st.apply(action);
                for (int k = 0; k < s.seats.length; k++) {
                    if (firstSeatOf(s.seats, k)) {
                        s.seats[k].observe(action);
                    }
                }
            }
        }

        private EvalBatch batchFor(Slot s) {
            Evaluator ev = s.decision.evaluator();
            EvalBatch b = batches.get(ev);
            if (b == null) {
                b = new EvalBatch(s.state.game(), Math.max(1, ev.preferredBatchSize()));
                batches.put(ev, b);
            }
            return b;
        }

        private void evaluate(Evaluator ev, EvalBatch b) {
            if (ev.threadSafe()) {
                ev.evaluate(b);
            } else {
                synchronized (ev) {
                    ev.evaluate(b);
                }
            }
        }

        private void close(Slot s) {
            for (int k = 0; k < s.seats.length; k++) {
                if (firstSeatOf(s.seats, k)) {
                    s.seats[k].close();
                }
            }
        }
    }
}
