package pz.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import pz.engine.InvalidInputException;

/**
 * The {@code pz} command: dispatches to subcommands, handles {@code --help} and {@code --verbose},
 * and maps errors to exit codes: 0 success, 1 failure, 2 bad usage or bad input.
 */
public final class Main {
    static final String VERSION = "0.1.0";
    /** How long a signal waits for the command to stop cleanly (Interrupts). */
    private static final long WAIT_SECONDS = 30;
    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final Map<String, Command> aliases = new LinkedHashMap<>();
    /** What the running command does on Ctrl-C or SIGTERM (package-private: tests interrupt in-process). */
    final Interrupts interrupts = new Interrupts();

    Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        for (Command c : List.of(new TrainCommand(), new ReportCommand(), new GamesCommand(), new PerftCommand(), new RandomCommand(), new MatchCommand(), new RatingsCommand(), new BalanceCommand(), new AtlasCommand(), new EquilibriumCommand(), new PlayCommand(), new EngineCommand(), new CurveCommand(), new ModelCommand(), new RecordsCommand(), new BenchCommand(), new RegretCommand())) {
            commands.put(c.name(), c);
        }
        for (Command c : List.copyOf(commands.values())) {
            for (String alias : c.aliases()) {
                aliases.put(alias, c);
            }
        }
    }

    /** The names of the subcommands, in the order the usage lists them. */
    static List<String> commandNames() {
        return List.copyOf(new Main(System.out, System.err).commands.keySet());
    }

    /**
     * Runs pz and exits with its code. On Ctrl-C or SIGTERM a shutdown hook raises the running
     * command's {@link Interrupts}; if the command registered a handler, the hook lets it finish
     * (save, clean up, print) before the JVM exits with the signal's code.
     */
    public static void main(String[] args) {
        Main main = new Main(System.out, System.err);
        CountDownLatch returned = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            if (main.interrupts.interrupt()) {
                awaitCommand(returned);
            }
        }, "pz-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
        int code;
        try {
            code = main.run(args);
        } finally {
            System.out.flush();
            System.err.flush();
            returned.countDown();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // a signal started the shutdown: the hook is letting the JVM exit with the signal's code
        }
        System.exit(code);
    }

    /**
     * The shutdown hook's wait for a command that registered an interrupt handler: the JVM exits
     * when the hook returns, so the hook waits until the command has saved its games and printed
     * its result, but not for ever (a game agent deep in one long decision, a stuck disk).
     */
    private static void awaitCommand(CountDownLatch returned) {
        try {
            if (!returned.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                System.err.println("pz: stopping without waiting any longer (" + WAIT_SECONDS + " s) for the games in progress");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs {@code pz args...} and returns the exit code. */
    int run(String[] argv) {
        List<String> args = new ArrayList<>(List.of(argv));
        boolean verbose = args.remove("--verbose") | args.remove("-v");
        Logging.configure(verbose);
        if (args.isEmpty()) {
            printUsage(err);
            return 2;
        }
        String name = args.remove(0);
        if (name.equals("--help") || name.equals("-h") || name.equals("help")) {
            if (!args.isEmpty() && commands.containsKey(args.get(0))) {
                Command c = commands.get(args.get(0));
                printHelp(c, c.options(), out);
            } else {
                printUsage(out);
            }
            return 0;
        }
        if (name.equals("--version")) {
            out.println("pz " + VERSION);
            return 0;
        }
        Command cmd = commands.containsKey(name) ? commands.get(name) : aliases.get(name);
        if (cmd == null) {
            err.println("pz: unknown command '" + name + "'");
            printUsage(err);
            return 2;
        }
        Options options = cmd.options();
        options.addOption("h", "help", false, "show this help");
        CommandLine line;
        try {
            line = new DefaultParser().parse(options, args.toArray(new String[0]));
        } catch (ParseException e) {
            err.println("pz " + name + ": " + e.getMessage());
            printHelp(cmd, options, err);
            return 2;
        }
        if (line.hasOption("help")) {
            printHelp(cmd, options, out);
            return 0;
        }
        try {
            return cmd.run(line, new Cli(out, err, verbose, interrupts));
        } catch (UsageException e) {
            err.println("pz " + name + ": " + e.getMessage());
            err.println("usage: " + synopsis(cmd) + "   (pz " + name + " --help for more)");
            return 2;
        } catch (InvalidInputException e) {
            err.println("pz " + name + ": " + e.getMessage());
            return 2;
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            err.println("pz " + name + ": failed: " + e);
            if (verbose) {
                e.printStackTrace(err);
            } else {
                err.println("(run with --verbose for the stack trace)");
            }
            return 1;
        }
    }

    private void printUsage(PrintStream s) {
        s.println("usage: pz COMMAND [ARGS] [--verbose]");
        s.println();
        s.println("Self-play reinforcement learning for abstract board games. Commands:");
        for (Command c : commands.values()) {
            s.printf("  %-8s %s%n", c.name(), c.summary());
        }
        s.println();
        s.println("pz COMMAND --help shows a command's arguments and options. Exit codes: 0 ok, 1 failure, 2 bad usage or input.");
    }

    /** {@code pz NAME ARGUMENTS [options]}. */
    private static String synopsis(Command cmd) {
        return "pz " + cmd.name() + (cmd.arguments().isEmpty() ? "" : " " + cmd.arguments()) + " [options]";
    }

    private static void printHelp(Command cmd, Options options, PrintStream s) {
        HelpFormatter f = new HelpFormatter();
        f.setOptionComparator(null);
        PrintWriter w = new PrintWriter(s);
        f.printHelp(w, 120, synopsis(cmd),
                cmd.summary() + "\n\n", options, 2, 2, cmd.footer().isEmpty() ? "" : "\n" + cmd.footer());
        w.flush();
    }
}
