package pz.models;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The queue through which worker threads share one network: each inference takes the rows of every caller waiting
 * at that moment (as KataGo's {@code NNEvaluator} and Lc0's batching backends gather the requests of all search
 * threads), and up to one inference per copy of the network runs at once.
 *
 * <p>There is no inference thread. A caller that finds a network idle runs the pass itself on its
 * own thread (with a single caller this is exactly a direct call: same rows, same arrays, no hand-off);
 * a caller that finds them all busy queues its rows and waits. When a pass ends, its callers get their rows
 * and go back to their searches, and one of the callers still queued becomes the next runner and takes
 * everything queued, up to {@code maxRows} rows (a single larger request runs alone). So while one
 * worker's batch is in the network, the other workers descend their trees and encode their leaves,
 * and a worker whose batch came back decodes it (softmax, values) while the next pass runs.
 *
 * <p>With two networks (copies of one, each with its own buffers), a caller that finds one busy runs its pass on
 * the other at once, on one OpenMP thread ({@link Network#inferNarrow}), so two workers' passes use the two cores
 * side by side instead of taking turns with both: 1.32x the evaluations per second of one worker in self-play on the
 * 2-core machine, where one pass at a time gave 0.99x (models/README.md, "Worker threads"). A pass that starts
 * alone keeps the network's own choice of threads.
 *
 * <p>Performance note: {@code maxRows} is the network's preferred batch. Larger passes are no faster
 * per position on two cores (README, {@code pz bench nn}: batch 256 ran at 83-95% of batch 128's rate),
 * so full batches are never merged; small ones (few games left, many workers) are.
 *
 * <p>Failures: a pass that throws fails exactly the callers whose rows were in it (each gets an
 * {@link IllegalStateException} with the cause); the queue goes on serving the others. A caller
 * interrupted while its rows are still queued withdraws them and gets a {@link CancellationException}
 * (interrupt flag kept); interrupted while its rows are in a pass, it waits for that pass (one batch)
 * and returns normally with the flag set. {@link #close()} fails the queued callers, waits for the
 * running passes to end and refuses new ones, so that the networks can then be freed.
 *
 * <p>Thread-safe. Output buffers are pooled per concurrent caller, so nothing is allocated per call
 * once every worker has called once.
 */
final class InferenceQueue implements AutoCloseable {
    /** The network as the queue sees it: {@code n} observations in, {@code n} rows of logits and of value outputs out. */
    @FunctionalInterface
    interface Network {
        void infer(float[] observations, int n, float[] logitsOut, float[] valuesOut);

        /** As {@link #infer}, on one OpenMP thread: a pass that runs beside another (a network's own choice by default). */
        default void inferNarrow(float[] observations, int n, float[] logitsOut, float[] valuesOut) {
            infer(observations, n, logitsOut, valuesOut);
        }
    }

    /** A network and the buffers of the pass running on it (only the caller that made it busy touches them). */
    private static final class Lane {
        final Network network;
        boolean busy;
        final List<Request> group = new ArrayList<>();
        float[] input = new float[0];
        float[] logits = new float[0];
        float[] values = new float[0];

        Lane(Network network) {
            this.network = network;
        }
    }

    /** Receives one caller's rows, on the caller's thread, after the pass; row {@code i} starts at {@code i * logitsPerRow}. */
    @FunctionalInterface
    interface Rows {
        void accept(float[] logits, float[] values);
    }

    /** One caller's request; pooled, reused by later calls once its caller has read its rows. */
    private static final class Request {
        float[] observations;
        int n;
        float[] logits = new float[0];
        float[] values = new float[0];
        boolean running;
        boolean done;
        Throwable failure;
        boolean refused;
    }

    private final Lane[] lanes;
    private final int observationSize;
    private final int logitsPerRow;
    private final int valuesPerRow;
    private final int maxRows;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final ArrayDeque<Request> queue = new ArrayDeque<>();
    private final ArrayDeque<Request> free = new ArrayDeque<>();
    private int busy;
    private boolean held;
    private boolean closed;
    private long passes;
    private long requests;
    private long besides;

    /** One pass at a time over {@code network}. */
    InferenceQueue(Network network, int observationSize, int logitsPerRow, int valuesPerRow, int maxRows) {
        this(List.of(network), observationSize, logitsPerRow, valuesPerRow, maxRows);
    }

    /**
     * As many passes at once as {@code networks} (copies of one network, each with its own buffers): a caller that
     * finds one busy and another idle runs its pass on the idle one, on one OpenMP thread ({@link Network#inferNarrow}).
     */
    InferenceQueue(List<Network> networks, int observationSize, int logitsPerRow, int valuesPerRow, int maxRows) {
        if (maxRows < 1) {
            throw new IllegalArgumentException("maxRows must be >= 1, got " + maxRows);
        }
        if (networks.isEmpty()) {
            throw new IllegalArgumentException("no network");
        }
        this.lanes = networks.stream().map(Lane::new).toArray(Lane[]::new);
        this.observationSize = observationSize;
        this.logitsPerRow = logitsPerRow;
        this.valuesPerRow = valuesPerRow;
        this.maxRows = maxRows;
    }

    /**
     * Runs the network on the first {@code n} observations of {@code observations} (read by whichever
     * thread runs the pass, so the caller must not change them until this returns) and hands this
     * caller's rows to {@code rows} on the calling thread. Blocks while other callers' passes run.
     *
     * @throws IllegalStateException if the queue is closed or the pass that held these rows failed
     * @throws CancellationException if the thread was interrupted while its rows were still queued
     */
    void infer(float[] observations, int n, Rows rows) {
        Request r = enqueue(observations, n);
        try {
            if (r.refused) {
                throw new IllegalStateException("evaluator is closed");
            }
            if (r.failure != null) {
                throw new IllegalStateException("network pass failed: " + r.failure, r.failure);
            }
            rows.accept(r.logits, r.values);
        } finally {
            lock.lock();
            try {
                r.observations = null;
                free.push(r);
            } finally {
                lock.unlock();
            }
        }
    }

    /** Queues the request and waits until it is done, running passes whenever the network is idle. */
    private Request enqueue(float[] observations, int n) {
        lock.lock();
        try {
            if (closed) {
                throw new IllegalStateException("evaluator is closed");
            }
            Request r = free.isEmpty() ? new Request() : free.pop();
            r.observations = observations;
            r.n = n;
            r.running = false;
            r.done = false;
            r.failure = null;
            r.refused = false;
            queue.add(r);
            requests++;
            boolean interrupted = false;
            while (!r.done) {
                Lane idle = idleLane();
                if (idle != null && !r.running) {
                    runQueued(idle);
                    continue;
                }
                try {
                    changed.await();
                } catch (InterruptedException e) {
                    if (!r.running && !r.done) {
                        queue.remove(r);
                        r.observations = null;
                        free.push(r);
                        Thread.currentThread().interrupt();
                        throw new CancellationException("interrupted while waiting for the network");
                    }
                    interrupted = true; // its rows are in the running pass: they come back within one batch
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return r;
        } finally {
            lock.unlock();
        }
    }

    /** With the lock held: a network no pass is running on, or null when all are busy or {@link #exclusive} holds them. */
    private Lane idleLane() {
        if (held) {
            return null;
        }
        for (Lane l : lanes) {
            if (!l.busy) {
                return l;
            }
        }
        return null;
    }

    /**
     * Called with the lock held and {@code lane} idle: takes the queue's head requests and runs one pass on the lane,
     * unlocked; narrowed to one OpenMP thread when another lane's pass is running.
     */
    private void runQueued(Lane lane) {
        boolean beside = busy > 0;
        lane.busy = true;
        busy++;
        List<Request> group = lane.group;
        group.clear();
        int rowCount = 0;
        while (!queue.isEmpty() && (group.isEmpty() || rowCount + queue.peek().n <= maxRows)) {
            Request q = queue.poll();
            q.running = true;
            group.add(q);
            rowCount += q.n;
        }
        passes++;
        if (beside) {
            besides++;
        }
        lock.unlock();
        Throwable failure = null;
        try {
            pass(lane, rowCount, beside);
        } catch (RuntimeException | Error e) {
            failure = e;
        } finally {
            lock.lock();
            for (Request q : group) {
                q.failure = failure;
                q.running = false;
                q.done = true;
            }
            group.clear();
            lane.busy = false;
            busy--;
            changed.signalAll();
        }
    }

    /** One network pass over the group's rows, in queue order; a single request is evaluated in place. */
    private void pass(Lane lane, int rowCount, boolean narrow) {
        List<Request> group = lane.group;
        if (group.size() == 1) {
            Request q = group.get(0);
            ensureOutputs(q, q.n);
            infer(lane.network, narrow, q.observations, q.n, q.logits, q.values);
            return;
        }
        if (lane.input.length < rowCount * observationSize) {
            lane.input = new float[rowCount * observationSize];
            lane.logits = new float[rowCount * logitsPerRow];
            lane.values = new float[rowCount * valuesPerRow];
        }
        int row = 0;
        for (Request q : group) {
            System.arraycopy(q.observations, 0, lane.input, row * observationSize, q.n * observationSize);
            row += q.n;
        }
        infer(lane.network, narrow, lane.input, rowCount, lane.logits, lane.values);
        row = 0;
        for (Request q : group) {
            ensureOutputs(q, q.n);
            System.arraycopy(lane.logits, row * logitsPerRow, q.logits, 0, q.n * logitsPerRow);
            System.arraycopy(lane.values, row * valuesPerRow, q.values, 0, q.n * valuesPerRow);
            row += q.n;
        }
    }

    private static void infer(Network network, boolean narrow, float[] observations, int n, float[] logits, float[] values) {
        if (narrow) {
            network.inferNarrow(observations, n, logits, values);
        } else {
            network.infer(observations, n, logits, values);
        }
    }

    private void ensureOutputs(Request q, int n) {
        if (q.logits.length < n * logitsPerRow) {
            q.logits = new float[n * logitsPerRow];
            q.values = new float[n * valuesPerRow];
        }
    }

    /**
     * Runs {@code task} (another pass over the same network, which the queue does not batch) with the network to
     * itself: waits for a running pass to end, holds the next ones back while the task runs, then lets them go on.
     *
     * @throws IllegalStateException if the queue is closed
     */
    void exclusive(Runnable task) {
        lock.lock();
        try {
            while ((busy > 0 || held) && !closed) {
                changed.awaitUninterruptibly();
            }
            if (closed) {
                throw new IllegalStateException("evaluator is closed");
            }
            held = true;
        } finally {
            lock.unlock();
        }
        try {
            task.run();
        } finally {
            lock.lock();
            try {
                held = false;
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    /** Network passes run so far (each may hold several callers' rows). */
    long passes() {
        lock.lock();
        try {
            return passes;
        } finally {
            lock.unlock();
        }
    }

    /** Passes that started while another ran (on another network). */
    long passesBeside() {
        lock.lock();
        try {
            return besides;
        } finally {
            lock.unlock();
        }
    }

    /** Calls of {@link #infer} so far. */
    long requests() {
        lock.lock();
        try {
            return requests;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Refuses new calls, fails the queued ones ({@link IllegalStateException}) and waits for a running
     * pass to end; afterwards nobody is inside the network. Idempotent.
     */
    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            for (Request q : queue) {
                q.refused = true;
                q.done = true;
            }
            queue.clear();
            changed.signalAll();
            while (busy > 0 || held) {
                changed.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
    }
}
