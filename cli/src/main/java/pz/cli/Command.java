package pz.cli;

import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * One subcommand of {@code pz}. Implementations are stateless; {@link Main} parses the options,
 * handles {@code --help} and turns exceptions into messages and exit codes.
 */
interface Command {

    /** The word after {@code pz}. */
    String name();

    /** Other words that run this command (not listed in {@code pz --help}). */
    default java.util.List<String> aliases() {
        return java.util.List.of();
    }

    /** One line for {@code pz --help}. */
    String summary();

    /** The positional part of the synopsis, e.g. {@code SPEC DEPTH}. */
    String arguments();

    /** Longer help text printed after the options (examples, output format); may be empty. */
    default String footer() {
        return "";
    }

    /** The command's options ({@code --help} is added by {@link Main}). */
    Options options();

    /**
     * Runs the command.
     *
     * @return the exit code: 0 success, 1 failure
     * @throws UsageException for bad arguments (exit code 2, with the command's usage)
     */
    int run(CommandLine line, Cli cli) throws Exception;
}
