package pz.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.evaluation.Ratings;
import pz.evaluation.report.IntervalPlot;

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
                + "Two-player games only. --plot draws the agents' Elo with their intervals as a PNG (one spec: use --spec\n"
                + "when the records hold several); --label names an agent in the plot by a part of its spec. Examples:\n"
                + "  pz ratings runs/matches --anchor random\n"
                + "  pz ratings runs/matches/abl-* --plot ablation.png --label abl-v1=v1 --label abl-v2=v2";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("anchor").hasArg().argName("AGENT")
                .desc("the agent rated 0 (default: random if present, else the agent with the most games)").build());
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("only this game spec").build());
        o.addOption(Option.builder().longOpt("plot").hasArg().argName("FILE")
                .desc("also draw each agent's Elo and 95% interval to this PNG (written atomically)").build());
        o.addOption(Option.builder().longOpt("label").hasArg().argName("TEXT=NAME")
                .desc("in the plot, call the one agent whose spec contains TEXT by NAME (repeatable)").build());
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
        List<Ratings.Table> tables = r.tables().stream().filter(t -> only == null || only.equals(t.spec())).toList();
        tables.forEach(cli.out::println);
        int shown = tables.size();
        if (line.hasOption("plot") && shown > 0) {
            if (shown > 1) {
                throw new UsageException("--plot draws one spec, and the records hold " + shown + ": choose one with --spec");
            }
            Path file = Path.of(line.getOptionValue("plot"));
            plot(tables.get(0), labels(line.getOptionValues("label"), tables.get(0))).save(file);
            cli.out.println("plot: " + file);
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

    /** The table as a forest plot: one row per agent, strongest first, the anchor at 0 without a whisker. */
    static IntervalPlot plot(Ratings.Table t, Map<String, String> names) {
        int n = t.rows().size();
        double[] elo = new double[n];
        double[] lo = new double[n];
        double[] hi = new double[n];
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Ratings.Row row = t.rows().get(i);
            rows.add(names.get(row.agent()) + " (" + row.games() + " games)");
            elo[i] = row.elo();
            lo[i] = row.elo() - row.halfWidth();
            hi[i] = row.elo() + row.halfWidth();
        }
        String anchor = names.get(t.anchor());
        return new IntervalPlot(t.spec() + ": Elo with 95% intervals, " + anchor + " = 0 (" + t.games() + " games)",
                "Elo against " + anchor, "agent", rows).series("Elo", elo, lo, hi);
    }

    /** Each agent's name in the plot: its spec, or the NAME of the one --label whose TEXT it contains. */
    static Map<String, String> labels(String[] options, Ratings.Table table) {
        Map<String, String> names = new LinkedHashMap<>();
        table.rows().forEach(row -> names.put(row.agent(), row.agent()));
        for (String o : options == null ? new String[0] : options) {
            int eq = o.lastIndexOf('=');
            if (eq <= 0 || eq == o.length() - 1) {
                throw new UsageException("--label needs TEXT=NAME, got '" + o + "'");
            }
            String text = o.substring(0, eq);
            List<String> hits = table.rows().stream().map(Ratings.Row::agent).filter(a -> a.contains(text)).toList();
            if (hits.size() != 1) {
                throw new UsageException("--label " + o + ": '" + text + "' is in " + (hits.isEmpty() ? "no agent's spec"
                        : hits.size() + " agents' specs (" + String.join("; ", hits) + ")") + " of " + table.spec());
            }
            names.put(hits.get(0), o.substring(eq + 1));
        }
        return names;
    }
}
