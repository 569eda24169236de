package pz.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.evaluation.Ratings;

/** {@code pz ratings DIR...}: maximum-likelihood Elo of every agent in stored match records. */
final class RatingsCommand implements Command {
    @Override
    public String name() {
        return "ratings";
    }

    @Override
    public String summary() {
        return "rate every agent of stored match records: maximum-likelihood Elo with a first-seat term and 95% intervals";
    }

    @Override
    public String arguments() {
        return "DIR...";
    }

    @Override
    public String footer() {
        return "Reads the games tables of record directories (as written by pz match) and fits, per game spec, the model\n"
                + "P(first seat i beats j) = 1 / (1 + 10^(-(r_i + adv - r_j)/400)), draws as half a win, by maximum\n"
                + "likelihood (Newton) with one virtual draw per pairing; intervals from the observed information.\n"
                + "Two-player games only. Example:\n  pz ratings runs/matches --anchor random";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("anchor").hasArg().argName("AGENT")
                .desc("the agent rated 0 (default: random if present, else the agent with the most games)").build());
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("only this game spec").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        List<String> args = Cli.positional(line, 1, 10_000, "DIR...");
        List<Path> dirs = new ArrayList<>();
        for (String a : args) {
            Path d = Path.of(a);
            if (!Files.isDirectory(d)) {
                throw new UsageException("not a directory: " + a);
            }
            dirs.add(d);
        }
        Ratings.Result r = Ratings.fit(dirs, line.getOptionValue("anchor"));
        String only = line.hasOption("spec") ? pz.engine.GameRegistry.canonical(line.getOptionValue("spec")) : null;
        int shown = 0;
        for (Ratings.Table t : r.tables()) {
            if (only == null || only.equals(t.spec())) {
                cli.out.println(t);
                shown++;
            }
        }
        if (r.skippedMultiplayer() > 0) {
            cli.out.println(r.skippedMultiplayer() + " games with more than two seats skipped");
        }
        r.bad().forEach(b -> cli.err.println("skipped " + b));
        if (shown == 0) {
            cli.err.println("no two-player games found" + (only == null ? "" : " for " + only) + " in " + args);
            return 1;
        }
        return 0;
    }
}
