package pz.training;

import java.util.function.LongSupplier;

/**
 * How long the process was stopped: a daemon thread ticks every {@link #TICK_NANOS} and counts a gap between two
 * ticks longer than {@link #GAP_NANOS} as time the process did not run (SIGSTOP, as the project's scripts stop a
 * training run while a match plays at equal time; a suspended machine). A run's {@code wall_seconds} include such
 * time; {@code stopped_seconds} say how much of it there was, so a learning curve's hours can leave it out. A thread
 * only delayed by load (the training run's own threads keep the cores busy) runs within a fraction of a second, far
 * below the gap. Thread-safe.
 */
final class StopDetector implements AutoCloseable {
    static final long TICK_NANOS = 200_000_000L;
    static final long GAP_NANOS = 2_000_000_000L;

    private final LongSupplier clock;
    private final Thread thread;
    private long last;
    private long stopped;

    private StopDetector(LongSupplier clock, boolean start) {
        this.clock = clock;
        this.last = clock.getAsLong();
        this.thread = start ? new Thread(this::loop, "pz-stop-detector") : null;
        if (thread != null) {
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** A detector ticking on its own daemon thread from now. */
    static StopDetector start() {
        return new StopDetector(System::nanoTime, true);
    }

    /** A detector on {@code clock} that ticks only when {@link #tick()} is called (for tests). */
    static StopDetector manual(LongSupplier clock) {
        return new StopDetector(clock, false);
    }

    private void loop() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(TICK_NANOS / 1_000_000);
                tick();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One tick: a gap since the last one longer than {@link #GAP_NANOS} counts, less the tick's own interval. */
    synchronized void tick() {
        long now = clock.getAsLong();
        long gap = now - last;
        if (gap > GAP_NANOS) {
            stopped += gap - TICK_NANOS;
        }
        last = now;
    }

    /** Seconds the process was stopped since the detector started. */
    synchronized double stoppedSeconds() {
        return stopped / 1e9;
    }

    @Override
    public void close() {
        if (thread != null) {
            thread.interrupt();
        }
    }
}
