package pz.cli;

import java.util.Locale;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.Perft;
import pz.engine.State;

/** {@code pz perft SPEC DEPTH}: counts turn sequences (docs/rules/notation.md N-PERFT-1), single-threaded. */
final class PerftCommand implements Command {
    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count the sequences of DEPTH whole turns (move generation check and benchmark)";
    }

    @Override
    public String arguments() {
        return "SPEC DEPTH";
    }

    @Override
    public String footer() {
        return "Prints 'perft(DEPTH) = N' with the time and leaves per second. A turn is everything one player does;\n"
                + "each chance outcome is a separate sequence (docs/rules/notation.md N-PERFT-1). Example: pz perft amazons 2";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("position").hasArg().argName("POS")
                .desc("start from this position (the game's notation) instead of the initial one").build());
        o.addOption(Option.builder().longOpt("divide").desc("also print the count below each first turn").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) {
        var args = Cli.positional(line, 2, 2, "SPEC DEPTH");
        Game game = GameRegistry.parse(args.get(0));
        int depth = Cli.intArg("DEPTH", args.get(1), 0, 64);
        State s = line.hasOption("position") ? game.parsePosition(line.getOptionValue("position")) : game.newInitialState();
        long t0 = System.nanoTime();
        long n = 0;
        if (line.hasOption("divide")) {
            Map<String, Long> counts = Perft.divide(s, depth);
            for (Map.Entry<String, Long> e : counts.entrySet()) {
                cli.out.println(e.getKey() + ": " + e.getValue());
                n += e.getValue();
            }
            cli.out.println("first turns: " + counts.size());
        } else {
            n = s.perft(depth);
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        cli.out.printf(Locale.ROOT, "perft(%d) = %d  (%.3f s, %.0f leaves/s, %s)%n", depth, n, secs,
                n / Math.max(secs, 1e-9), game.spec());
        return 0;
    }
}
