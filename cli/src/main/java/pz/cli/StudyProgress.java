package pz.cli;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import pz.engine.util.Progress;
import pz.evaluation.balance.BalanceStudy;

/**
 * What a balance study shows on stderr as it goes ({@code pz balance}, {@code pz atlas}): warnings, a
 * note per spec that resumes recorded games, and a progress bar per spec counting the games this run
 * plays. Called serially; {@link #close()} ends the last bar.
 */
class StudyProgress implements BalanceStudy.Listener, AutoCloseable {
    private final Cli cli;
    private final String label;
    private final String where;
    private final Map<String, Integer> recorded = new ConcurrentHashMap<>();
    private Progress bar;
    private String current;

    /**
     * @param label the bar's first word ({@code balance})
     * @param where appended to the note on resumed games (" in DIR"), or ""
     */
    StudyProgress(Cli cli, String label, String where) {
        this.cli = cli;
        this.label = label;
        this.where = where;
    }

    @Override
    public void warning(String line) {
        cli.err.println("warning: " + line);
    }

    @Override
    public void resumed(String spec, int games) {
        recorded.put(spec, games);
        if (games > 0) {
            cli.err.println("resuming " + spec + ": " + games + " games already recorded" + where);
        }
    }

    @Override
    public void progress(String spec, int finished, int max) {
        if (!spec.equals(current)) {
            startBar(label + " " + spec, max - recorded.getOrDefault(spec, 0));
            current = spec;
        }
        step();
    }

    /** Ends the bar shown, if any, and shows a new one of {@code total} steps. */
    void startBar(String name, int total) {
        close();
        bar = new Progress(cli.err, name, total, "games", Progress.isTerminal());
    }

    /** One step of the bar shown, if any. */
    void step() {
        if (bar != null) {
            bar.step(1);
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
        current = null;
    }
}
