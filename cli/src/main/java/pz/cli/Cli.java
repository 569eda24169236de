package pz.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.util.Numbers;

/**
 * What a command gets besides its parsed options: the output streams, the interrupt handlers, the
 * repository root, and helpers for positional arguments and numbers that fail with a {@link UsageException}.
 */
final class Cli {
    final PrintStream out;
    final PrintStream err;
    final boolean verbose;
    /** Where a command that can stop cleanly on Ctrl-C or SIGTERM registers how (see {@link Interrupts}). */
    final Interrupts interrupts;

    Cli(PrintStream out, PrintStream err, boolean verbose, Interrupts interrupts) {
        this.out = out;
        this.err = err;
        this.verbose = verbose;
        this.interrupts = interrupts;
    }

    /** The repository root ({@code -Dpz.home}, set by the {@code ./pz} launcher), or the working directory. */
    static Path home() {
        String h = System.getProperty("pz.home");
        return Path.of(h != null ? h : ".").toAbsolutePath().normalize();
    }

    /** Exactly {@code min..max} positional arguments, else a usage error naming what is missing or extra. */
    static List<String> positional(CommandLine line, int min, int max, String names) {
        List<String> args = line.getArgList();
        if (args.size() < min) {
            throw new UsageException("missing argument" + (min - args.size() > 1 ? "s" : "") + ": expected " + names);
        }
        if (args.size() > max) {
            throw new UsageException("unexpected argument '" + args.get(max) + "': expected " + names);
        }
        return args;
    }

    /** An integer argument in {@code min..max}. */
    static int intArg(String what, String value, int min, int max) {
        try {
            int v = Numbers.parseInt(value.strip());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new UsageException(what + " must be an integer in " + min + ".." + max + ", got '" + value + "'");
    }

    /** The options of commands that play many games: {@code --threads}, {@code --parallel} and {@code --seed}. */
    static void addGameOptions(Options o) {
        o.addOption(Option.builder().longOpt("threads").hasArg().argName("T").desc("worker threads (default: processors)").build());
        o.addOption(Option.builder().longOpt("parallel").hasArg().argName("P").desc("games in flight per thread (default 8)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
    }

    /** The value of a required {@code --spec}; a usage error when it is missing. */
    static String requiredSpec(CommandLine line) {
        if (!line.hasOption("spec")) {
            throw new UsageException("--spec SPEC is required (e.g. --spec proteus)");
        }
        return line.getOptionValue("spec");
    }

    /** A long argument. */
    static long longArg(String what, String value) {
        try {
            return Numbers.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(what + " must be an integer, got '" + value + "'");
        }
    }

    /** An option's integer value, or {@code dflt} when absent. */
    static int intOption(CommandLine line, String opt, int dflt, int min, int max) {
        return line.hasOption(opt) ? intArg("--" + opt, line.getOptionValue(opt), min, max) : dflt;
    }
}
