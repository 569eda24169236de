package pz.cli;

import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import pz.training.TrainReport;

/** {@code pz report DIR}: PNG plots and an HTML page of a training run. */
final class ReportCommand implements Command {
    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return "draw a training run's plots (losses, Elo against time and games, game length, first-seat wins)";
    }

    @Override
    public String arguments() {
        return "RUN_DIR";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 1, 1, "RUN_DIR");
        for (Path p : TrainReport.write(Path.of(args.get(0)))) {
            cli.out.println(p);
        }
        return 0;
    }
}
