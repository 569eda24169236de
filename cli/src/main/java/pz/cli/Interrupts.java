package pz.cli;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What the running command does when the process is asked to stop (Ctrl-C, SIGTERM): a command
 * that can stop cleanly registers a handler that makes its workers stop taking games; it then
 * returns through its normal path, which saves the finished games, removes temporaries and prints
 * the partial result. {@link Main#main} calls {@link #interrupt()} from a shutdown hook and waits
 * (bounded) for the command to return before the JVM exits with the signal's code (130 for
 * SIGINT, 143 for SIGTERM); tests call it directly. Commands that register nothing (pz play,
 * pz engine, ...) are not waited for and stop at once, as before.
 *
 * <p>Thread-safe.
 */
final class Interrupts {
    /** The exit code a command returns when it was interrupted (a real signal's code replaces it). */
    static final int EXIT_CODE = 130;

    private final List<Runnable> handlers = new CopyOnWriteArrayList<>();
    private volatile boolean interrupted;

    /** Runs {@code handler} on {@link #interrupt()}, or now if that already happened. */
    void onInterrupt(Runnable handler) {
        handlers.add(handler);
        if (interrupted) {
            handler.run();
        }
    }

    /** Asks the command to stop; returns true if it registered a handler (and so will return soon). */
    boolean interrupt() {
        interrupted = true;
        for (Runnable h : handlers) {
            h.run();
        }
        return !handlers.isEmpty();
    }

    /** True once {@link #interrupt()} was called. */
    boolean interrupted() {
        return interrupted;
    }
}
