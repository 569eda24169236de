package pz.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

/** {@code pz bench NAME}: the one home of the project's benchmarks (found with ServiceLoader). */
final class BenchCommand implements Command {
    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "run a benchmark (engine, search, nn, data) against its reference, measured in the same run";
    }

    @Override
    public String arguments() {
        return "NAME [ARGS...]";
    }

    @Override
    public String footer() {
        StringBuilder b = new StringBuilder("Benchmarks:\n");
        for (Benchmark bm : all()) {
            b.append(String.format("  %-8s %s%n", bm.name(), bm.description()));
        }
        return b.append("Each prints its method, then its figures as ratios to a reference run in the same process or session.").toString();
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("quick").desc("a short smoke run (seconds) instead of the full measurement").build());
        return o;
    }

    static List<Benchmark> all() {
        List<Benchmark> list = new ArrayList<>();
        ServiceLoader.load(Benchmark.class).forEach(list::add);
        list.sort((a, b) -> a.name().compareTo(b.name()));
        return list;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        List<String> args = line.getArgList();
        List<Benchmark> all = all();
        if (args.isEmpty()) {
            throw new UsageException("name a benchmark: " + String.join(", ", all.stream().map(Benchmark::name).toList()));
        }
        String name = args.get(0);
        for (Benchmark bm : all) {
            if (bm.name().equals(name)) {
                bm.run(new BenchContext(cli.out, line.hasOption("quick"), args.subList(1, args.size()), Cli.home()));
                return 0;
            }
        }
        throw new UsageException("unknown benchmark '" + name + "'; valid: " + String.join(", ", all.stream().map(Benchmark::name).toList()));
    }
}
