package pz.engine.util;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Progress of long work: a one-line bar with rate and ETA redrawn in place on a terminal, plain log
 * lines (at most one every {@code logEverySeconds}) otherwise. Thread-safe: workers call
 * {@link #step(long)} from any thread; drawing is throttled.
 *
 * <p>Lives in the engine module only because it is the one module every other depends on; it uses
 * nothing but the JDK.
 */
public final class Progress implements AutoCloseable {
    private final PrintStream out;
    private final String label;
    private final long total;
    private final String unit;
    private final boolean terminal;
    private final long logEveryNanos;
    private final long start = System.nanoTime();
    private final java.util.concurrent.atomic.AtomicLong done = new java.util.concurrent.atomic.AtomicLong();
    private volatile Supplier<String> extra = () -> "";
    private long lastDraw;
    private boolean closed;

    /**
     * @param out      where to draw (usually {@code System.err})
     * @param label    what is being done
     * @param total    units of work in all, or {@code <= 0} when unknown
     * @param unit     the unit's name ("games", "positions")
     * @param terminal true to redraw one line in place (use {@link #isTerminal()})
     */
    public Progress(PrintStream out, String label, long total, String unit, boolean terminal) {
        this.out = out;
        this.label = label;
        this.total = total;
        this.unit = unit;
        this.terminal = terminal;
        this.logEveryNanos = (long) (Double.parseDouble(System.getProperty("pz.progress.logSeconds", "10")) * 1e9);
        this.lastDraw = start;
    }

    /** True when standard error is an interactive terminal (and {@code pz.progress=plain} is not set). */
    public static boolean isTerminal() {
        return System.console() != null && !"plain".equals(System.getProperty("pz.progress"))
                && System.getenv("CI") == null;
    }

    /** A supplier of extra text shown after the rate (loss, Elo, ...). */
    public void extra(Supplier<String> text) {
        this.extra = text;
    }

    /** Adds {@code n} units of work done. */
    public void step(long n) {
        done.addAndGet(n);
        long now = System.nanoTime();
        long interval = terminal ? 200_000_000L : logEveryNanos;
        synchronized (this) {
            if (!closed && now - lastDraw >= interval) {
                lastDraw = now;
                draw(false);
            }
        }
    }

    /** Units done so far. */
    public long done() {
        return done.get();
    }

    private void draw(boolean last) {
        double secs = (System.nanoTime() - start) / 1e9;
        long d = done.get();
        double rate = d / Math.max(secs, 1e-9);
        StringBuilder b = new StringBuilder();
        b.append(label).append(' ');
        if (total > 0) {
            int width = 24;
            int filled = (int) Math.min(width, width * d / total);
            if (terminal) {
                b.append('[').append("#".repeat(filled)).append(".".repeat(width - filled)).append("] ");
            }
            b.append(d).append('/').append(total).append(' ').append(unit);
            if (!last && d > 0) {
                b.append(", ETA ").append(formatDuration((total - d) / Math.max(rate, 1e-9)));
            }
        } else {
            b.append(d).append(' ').append(unit);
        }
        b.append(String.format(Locale.ROOT, ", %.1f %s/s, %s", rate, unit, formatDuration(secs)));
        String x = extra.get();
        if (!x.isEmpty()) {
            b.append(", ").append(x);
        }
        if (terminal) {
            out.print("\r\033[K" + b + (last ? "\n" : ""));
        } else {
            out.println(b);
        }
        out.flush();
    }

    /** Formats seconds as {@code 1h02m}, {@code 3m05s} or {@code 4.2s}. */
    public static String formatDuration(double seconds) {
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1fs", seconds);
        }
        long s = (long) seconds;
        if (s < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60);
    }

    /** Draws the final state (on a terminal, ends the line). */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            draw(true);
        }
    }
}
