package pz.engine.util;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.DefaultProgressBarRenderer;
import me.tongfei.progressbar.DelegatingProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarRenderer;
import me.tongfei.progressbar.ProgressBarStyle;
import me.tongfei.progressbar.ProgressState;

/**
 * Progress of long work, drawn by the progressbar library ({@code me.tongfei:progressbar}): on a
 * terminal a bar redrawn in place with rate, elapsed time and ETA, as wide as the terminal; otherwise
 * plain log lines, at most one every {@code pz.progress.logSeconds} (default 10) and one at the end,
 * in the format logs and readers of {@code train.log} rely on:
 * {@code LABEL DONE/TOTAL UNIT, ETA 1m05s, 3.2 UNIT/s, 12.4s[, EXTRA]} (the rate per minute or per hour where per
 * second it would read 0.0: {@link #formatRate}).
 *
 * <p>Thread-safe: workers call {@link #step(long)} from any thread; the library's daemon thread
 * ("ProgressBar") draws, so a step costs an increment, never a write. {@link #close()} draws the last
 * state and returns once it is written.
 *
 * <p>Library note: when a bar is closed while its periodic drawing runs, or before its first drawing,
 * progressbar 0.10.1 draws the final state (and closes its consumer) twice; the consumer and the plain
 * renderer here drop the repeat, so the log gets one last line and the terminal one newline.
 *
 * <p>Lives in the engine module because it is the one module every user of it (training, the command
 * line) depends on. Its library is the engine's only dependency (0.5 MB with jline-terminal and
 * jline-native).
 *
 * <p>Performance note: the bar measures its width itself ({@link #terminalWidth()}, one {@code stty}
 * process on the drawing thread) so that the library never opens a jline terminal to measure it:
 * building that terminal took 0.4 to 1.4 s on this 2-core machine under load (its providers probe
 * the terminal through native code or several processes), on the caller's thread, once per bar: a
 * second of start-up on every command that shows one.
 */
public final class Progress implements AutoCloseable {
    /** Redraw interval on a terminal: often enough to look alive, rarely enough to cost nothing. */
    private static final int TERMINAL_MILLIS = 200;

    private final ProgressBar bar;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile Supplier<String> extra = () -> "";

    /**
     * @param out      where to draw (usually {@code System.err})
     * @param label    what is being done
     * @param total    units of work in all, or {@code <= 0} when unknown
     * @param unit     the unit's name ("games", "positions")
     * @param terminal true to redraw one line in place (use {@link #isTerminal()})
     */
    public Progress(PrintStream out, String label, long total, String unit, boolean terminal) {
        ProgressBarBuilder b = new ProgressBarBuilder().setTaskName(label).setInitialMax(total > 0 ? total : -1);
        if (terminal) {
            b.setUpdateIntervalMillis(TERMINAL_MILLIS).setConsumer(new TerminalConsumer(out))
                    .setRenderer(new TerminalRenderer(unit));
        } else {
            long millis = (long) (Double.parseDouble(System.getProperty("pz.progress.logSeconds", "10")) * 1000);
            // an explicit width: the one-argument constructor would open a jline terminal to measure one
            b.setUpdateIntervalMillis((int) Math.max(1, Math.min(Integer.MAX_VALUE, millis)))
                    .setConsumer(new DelegatingProgressBarConsumer(line -> {
                        if (!line.isEmpty()) {
                            out.println(line);
                            out.flush();
                        }
                    }, Integer.MAX_VALUE))
                    .setRenderer(new PlainRenderer(unit, millis));
        }
        bar = b.build();
    }

    /** True when standard error is an interactive terminal (and {@code pz.progress=plain} is not set). */
    public static boolean isTerminal() {
        return System.console() != null && !"plain".equals(System.getProperty("pz.progress"))
                && System.getenv("CI") == null;
    }

    /**
     * The terminal's width in columns: {@code COLUMNS} when the shell exports it, else what
     * {@code stty size} says of {@code /dev/tty}, else 80 (the width the library assumes when it cannot
     * tell). Text beyond it is cut, so the line never wraps. Costs a process (20 ms here, 300 ms under
     * heavy load); called on the drawing thread, at a bar's first drawing.
     */
    static int terminalWidth() {
        String columns = System.getenv("COLUMNS");
        if (columns != null && columns.matches("[0-9]{2,4}")) {
            return Math.max(20, Integer.parseInt(columns));
        }
        try {
            Process stty = new ProcessBuilder("stty", "size").redirectInput(new File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String size = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).trim();
            if (stty.waitFor(2, TimeUnit.SECONDS) && stty.exitValue() == 0 && size.matches("[0-9]+ [0-9]+")) {
                return Math.max(20, Integer.parseInt(size.substring(size.indexOf(' ') + 1)));
            }
            stty.destroy();
        } catch (IOException | RuntimeException e) {
            // no stty or no controlling terminal: the default below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 80;
    }

    /** A supplier of extra text shown after the rate (loss, Elo, ...); called on the drawing thread. */
    public void extra(Supplier<String> text) {
        this.extra = text;
    }

    /** Adds {@code n} units of work done. */
    public void step(long n) {
        bar.stepBy(n);
    }

    /** Units done so far. */
    public long done() {
        return bar.getCurrent();
    }

    /**
     * Formats a rate of {@code perSecond} units a second as {@code 3.2 games/s}, or where that would read {@code 0.0}, a
     * minute's or an hour's count ({@code 1.6 games/min}, {@code 2.5 games/h}): a slow atlas or claim still says how fast
     * it goes.
     */
    public static String formatRate(double perSecond, String unit) {
        if (perSecond >= 0.95 || perSecond <= 0) {
            return String.format(Locale.ROOT, "%.1f %s/s", perSecond, unit);
        }
        if (perSecond * 60 >= 0.95) {
            return String.format(Locale.ROOT, "%.1f %s/min", perSecond * 60, unit);
        }
        return String.format(Locale.ROOT, "%.1f %s/h", perSecond * 3600, unit);
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

    /**
     * Draws the final state (on a terminal, ends the line) and returns once it is written. Idempotent:
     * the library's own close would draw the last line again. An interrupted caller keeps its
     * interrupt: the library waits for the drawing thread and swallows an interruption, so the flag is
     * cleared for that short wait (the last line still comes) and set again after it.
     */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            boolean interrupted = Thread.interrupted();
            try {
                bar.close();
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /** The text after the rate, or "" when the caller's supplier fails (a drawing must not throw). */
    private String extraText() {
        try {
            String x = extra.get();
            return x == null ? "" : x;
        } catch (RuntimeException e) {
            return "";
        }
    }

    /**
     * The library's bar ({@code label 42% [=====>    ] 42/100 games (0:00:12 / 0:00:16) 3.5 games/s}),
     * then the caller's extra text. Block characters where the default charset has them, ASCII
     * otherwise (a {@code LANG=C} shell would show question marks).
     */
    private final class TerminalRenderer extends DefaultProgressBarRenderer {
        private final String unit;

        TerminalRenderer(String unit) {
            super(Charset.defaultCharset().newEncoder().canEncode('\u2588') ? ProgressBarStyle.UNICODE_BLOCK
                    : ProgressBarStyle.ASCII, " " + unit, 1, true, null, ChronoUnit.SECONDS, true,
                    s -> s.getCurrent() <= s.getStart() || s.isIndefinite() ? Optional.empty()
                            : Optional.of(s.getElapsedAfterStart().dividedBy(s.getCurrent() - s.getStart())
                                    .multipliedBy(Math.max(0, s.getMax() - s.getCurrent()))));
            this.unit = unit;
        }

        /** The rate over the time elapsed to the nanosecond (the library's counts whole seconds). */
        @Override
        protected String speed(ProgressState state) {
            double secs = state.getElapsedAfterStart().toNanos() / 1e9;
            return secs <= 0 ? "? " + unit + "/s" : formatRate((state.getCurrent() - state.getStart()) / secs, unit);
        }

        @Override
        public String render(ProgressState state, int maxLength) {
            String x = extraText();
            if (x.isEmpty()) {
                return super.render(state, maxLength);
            }
            String tail = ", " + x;
            // the bar shrinks to leave room for the extra text, down to a bar of a few characters
            int room = Math.max(maxLength - tail.length(), Math.min(maxLength, 60));
            String line = super.render(state, room) + tail;
            return line.length() <= maxLength ? line : line.substring(0, Math.max(0, maxLength));
        }
    }

    /**
     * The library's in-place redraw, one column short of {@link #terminalWidth()} (measured at the first
     * drawing); ignores drawings after its close, whose newline comes once. Used by the drawing thread
     * only.
     */
    private static final class TerminalConsumer extends ConsoleProgressBarConsumer {
        private int width;
        private boolean closed;

        TerminalConsumer(PrintStream out) {
            super(out);
        }

        @Override
        public int getMaxRenderedLength() {
            if (width == 0) {
                width = terminalWidth() - 1;
            }
            return width;
        }

        @Override
        public void accept(String line) {
            if (!closed) {
                super.accept(line);
            }
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                super.close();
            }
        }
    }

    /**
     * Today's log line; nothing (an empty line, which the consumer skips) while no work is done or
     * before one interval has passed, so a phase's first line comes after its first units and its
     * first interval. Used by the drawing thread
     * only.
     */
    private final class PlainRenderer implements ProgressBarRenderer {
        private final String unit;
        private final long millis;
        private boolean lastDrawn;

        PlainRenderer(String unit, long millis) {
            this.unit = unit;
            this.millis = millis;
        }

        @Override
        public String render(ProgressState state, int maxLength) {
            long d = state.getCurrent();
            boolean last = !state.isAlive();
            // the library's first drawing comes at once, whenever its thread gets the core: a line then
            // would be a second last line for work done before it (a short job logs its last line only)
            if (!last && (d == 0 || state.getTotalElapsed().toMillis() < millis) || lastDrawn) {
                return "";
            }
            lastDrawn = last;
            double secs = state.getTotalElapsed().toNanos() / 1e9;
            double rate = d / Math.max(secs, 1e-9);
            StringBuilder b = new StringBuilder(state.getTaskName()).append(' ');
            if (!state.isIndefinite()) {
                b.append(d).append('/').append(state.getMax()).append(' ').append(unit);
                if (!last && d > 0) {
                    b.append(", ETA ").append(formatDuration((state.getMax() - d) / Math.max(rate, 1e-9)));
                }
            } else {
                b.append(d).append(' ').append(unit);
            }
            b.append(", ").append(formatRate(rate, unit)).append(", ").append(formatDuration(secs));
            String x = extraText();
            if (!x.isEmpty()) {
                b.append(", ").append(x);
            }
            return b.toString();
        }
    }
}
