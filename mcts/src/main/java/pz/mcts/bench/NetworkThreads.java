package pz.mcts.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import pz.engine.Game;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.SearchRecipe;
import pz.mcts.agent.AgentFactory;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

/**
 * What a second worker thread buys with a real evaluator: self-play for a fixed time with one
 * {@link Scheduler} worker and then with several, the same games in flight per worker, reporting
 * evaluations (positions through {@link Evaluator#evaluate}) per second and the cores the process
 * used (its CPU time over wall time, JIT and collector threads included). Arms alternate over several
 * rounds so that a change in the load of a shared machine falls on both. Stateless.
 */
final class NetworkThreads {
    private NetworkThreads() {
    }

    /**
     * One arm, summed over its rounds: wall and process CPU seconds, positions and evaluate calls, and
     * the CPU seconds of the worker threads themselves (the calling threads, without the network's own
     * OpenMP helpers).
     */
    record Arm(int threads, boolean oneCore, double seconds, double cpuSeconds, long positions, long calls, double workerCpuSeconds) {
        double evalsPerSecond() {
            return positions / seconds;
        }

        double cores() {
            return cpuSeconds / seconds;
        }

        double meanBatch() {
            return positions / (double) Math.max(1, calls);
        }

        /**
         * Cores this arm would keep busy on a quiet machine, if it has one worker: every step of that
         * worker is on the critical path and the network's helper threads run beside it, so its wall
         * time there is about its own CPU time (an estimate that the load of a shared machine does
         * not change, unlike {@link #cores()}).
         */
        double quietCores() {
            return cpuSeconds / workerCpuSeconds;
        }

        Arm plus(Arm o) {
            return new Arm(threads, oneCore, seconds + o.seconds, cpuSeconds + o.cpuSeconds, positions + o.positions, calls + o.calls,
                    workerCpuSeconds + o.workerCpuSeconds);
        }
    }

    /**
     * Counts the positions and calls that reach the evaluator, and the CPU time of each calling
     * thread between its first and its last call; delegates everything.
     */
    private static final class Counted implements Evaluator {
        final Evaluator inner;
        final AtomicLong positions = new AtomicLong();
        final AtomicLong calls = new AtomicLong();
        final Map<Thread, long[]> threadCpu = new ConcurrentHashMap<>();
        final ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();

        final boolean oneCore;

        Counted(Evaluator inner, boolean oneCore) {
            this.inner = inner;
            this.oneCore = oneCore;
        }

        @Override
        public void evaluate(EvalBatch batch) {
            long before = threadBean.getCurrentThreadCpuTime();
            threadCpu.computeIfAbsent(Thread.currentThread(), t -> new long[] {before, before});
            if (oneCore) {
                inner.onOneCore(() -> inner.evaluate(batch));
            } else {
                inner.evaluate(batch);
            }
            positions.addAndGet(batch.size());
            calls.incrementAndGet();
            threadCpu.get(Thread.currentThread())[1] = threadBean.getCurrentThreadCpuTime();
        }

        double workerCpuSeconds() {
            long sum = 0;
            for (long[] t : threadCpu.values()) {
                sum += t[1] - t[0];
            }
            return sum / 1e9;
        }

        @Override
        public int preferredBatchSize() {
            return inner.preferredBatchSize();
        }

        @Override
        public boolean threadSafe() {
            return inner.threadSafe();
        }
    }

    /**
     * Self-play with search {@code c} on {@code threads} workers of {@code gamesPerThread} games each,
     * for {@code seconds} (the games in progress at the end are abandoned).
     */
    static Arm measure(Game game, Evaluator evaluator, SearchRecipe c, int threads, int gamesPerThread, double seconds, long seed) {
        return measure(game, evaluator, c, threads, false, gamesPerThread, seconds, seed);
    }

    /** As above; with {@code oneCore} every worker's evaluations are confined to one core ({@link Evaluator#onOneCore}). */
    static Arm measure(Game game, Evaluator evaluator, SearchRecipe c, int threads, boolean oneCore, int gamesPerThread, double seconds,
                       long seed) {
        Counted counted = new Counted(evaluator, oneCore);
        long cpu0 = processCpuNanos();
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        try (AgentFactory f = AgentFactory.search(game, counted, c)) {
            new SelfPlay(new Scheduler(threads, gamesPerThread)).run(f, 1_000_000, seed, g -> { }, () -> System.nanoTime() > end);
        }
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpu = (processCpuNanos() - cpu0) / 1e9;
        return new Arm(threads, oneCore, wall, cpu, counted.positions.get(), counted.calls.get(), counted.workerCpuSeconds());
    }

    /** CPU time of the whole process (every thread, native ones included), or 0 where the JVM cannot tell. */
    static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime());
        }
        return 0;
    }

    /** The system's one-minute load average, or -1 where unknown. */
    static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
