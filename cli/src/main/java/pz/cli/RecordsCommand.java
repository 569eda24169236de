package pz.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.data.RecordDirectory;
import pz.data.RecordExport;
import pz.data.RecordTools;
import pz.engine.util.AtomicFiles;

/**
 * {@code pz data inspect|stats|export|show DIR} (also {@code pz records}): look into Parquet game
 * records (data/README.md); {@code show} replays a game turn by turn with the board.
 */
final class RecordsCommand implements Command {
    @Override
    public String name() {
        return "data";
    }

    @Override
    public java.util.List<String> aliases() {
        return java.util.List.of("records");
    }

    @Override
    public String summary() {
        return "inspect, summarize, export or replay Parquet game records";
    }

    @Override
    public String arguments() {
        return "inspect|stats|export|show DIR";
    }

    @Override
    public String footer() {
        return "inspect: files, games, positions, specs, schema versions, bad files (reads footers only)\n"
                + "stats:   outcome rates per seat and game lengths per spec\n"
                + "export:  games (or --positions) as CSV or JSON lines (--format csv|jsonl) to stdout or --out FILE\n"
                + "show:    one game replayed turn by turn with the board (--game ID, default the first)\n"
                + "A training run keeps its records in RUN/records and RUN/records-val.";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("format").hasArg().argName("F").desc("export format: csv (default) or jsonl").build());
        o.addOption(Option.builder().longOpt("positions").desc("export: the positions table instead of the games").build());
        o.addOption(Option.builder().longOpt("out").hasArg().argName("FILE").desc("export: write to FILE (atomically) instead of stdout").build());
        o.addOption(Option.builder().longOpt("game").hasArg().argName("ID").desc("show: the game id").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 2, 2, "inspect|stats|export|show DIR");
        Path dir = Path.of(args.get(1));
        if (!Files.exists(dir)) {
            throw new UsageException("no such directory or file: " + dir);
        }
        switch (args.get(0)) {
            case "inspect" -> cli.out.print(RecordTools.summary(dir));
            case "stats" -> cli.out.print(RecordTools.stats(dir));
            case "show" -> cli.out.print(GameReplay.show(dir, line.getOptionValue("game"), bad -> cli.err.println("skipped " + bad)));
            case "export" -> export(line, dir, cli);
            default -> throw new UsageException("unknown action '" + args.get(0) + "'; valid: inspect, stats, export, show");
        }
        cli.out.flush();
        return 0;
    }

    private static void export(CommandLine line, Path dir, Cli cli) throws Exception {
        RecordExport.Format format = switch (line.getOptionValue("format", "csv").toLowerCase(Locale.ROOT)) {
            case "csv" -> RecordExport.Format.CSV;
            case "jsonl", "json" -> RecordExport.Format.JSONL;
            default -> throw new UsageException("--format must be csv or jsonl, got '" + line.getOptionValue("format") + "'");
        };
        RecordDirectory.Report report;
        if (line.hasOption("out")) {
            Path out = Path.of(line.getOptionValue("out"));
            RecordDirectory.Report[] written = new RecordDirectory.Report[1];
            AtomicFiles.write(out, os -> {
                try (Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8))) {
                    written[0] = write(line, dir, format, w);
                }
            });
            report = written[0];
        } else {
            Writer w = new BufferedWriter(new OutputStreamWriter(cli.out, StandardCharsets.UTF_8));
            report = write(line, dir, format, w);
            w.flush();
        }
        for (RecordDirectory.BadFile bad : report.bad()) {
            cli.err.println("skipped " + bad);
        }
    }

    private static RecordDirectory.Report write(CommandLine line, Path dir, RecordExport.Format f, Writer w) throws IOException {
        return line.hasOption("positions") ? RecordExport.exportPositions(dir, f, w) : RecordExport.exportGames(dir, f, w);
    }
}
