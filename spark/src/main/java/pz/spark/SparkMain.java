package pz.spark;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.evaluation.Elo;
import pz.evaluation.Sprt;
import pz.evaluation.balance.BalanceReport;
import pz.evaluation.balance.SpecSummary;
import pz.evaluation.balance.StoppingRule;
import pz.mcts.play.MatchResult;
import pz.training.TrainConfig;
import pz.training.TrainLoop;

/**
 * The {@code spark-submit} entry point: {@code train}, {@code match}, {@code balance} and
 * {@code sql} on a cluster (see README.md for the commands). The master comes from spark-submit
 * ({@code --master}) or, when run with plain {@code java}, from {@code --master} here (default
 * {@code local[*]}). Exit codes as pz's: 0 success, 1 failure, 2 bad usage or input.
 */
public final class SparkMain {
    private static final String USAGE = """
            usage: SparkMain COMMAND ... [--master M] [--partitions P] [--task-threads T]
              train (SPEC | --run DIR) [--run DIR] [--iterations N] [--hours H] [--set key=value]...
              match A B --spec SPEC [--games N] [--sprt ELO0,ELO1] [--records DIR] [--parallel P] [--seed S]
              balance SPEC... [--agent A] [--games N] [--min-games N] [--look N] [--tolerance PCT] [--no-stop]
                      --out DIR [--records DIR] [--parallel P] [--seed S]
              sql DIR [QUERY]     (views games, positions; default query: first-seat win rate per spec)""";

    private SparkMain() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs one command; returns the exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help")) {
            out.println(USAGE);
            return args.length == 0 ? 2 : 0;
        }
        try {
            Args a = Args.parse(args, 1);
            SparkSession.Builder b = SparkSession.builder().appName("pz " + args[0]);
            if (a.has("master") || System.getProperty("spark.master") == null) {
                b.master(a.get("master", "local[*]"));
            }
            SparkSession spark = b.getOrCreate();
            spark.sparkContext().setLogLevel(a.get("log-level", "WARN"));
            try {
                return command(args[0], a, spark, out, err);
            } finally {
                spark.stop();
            }
        } catch (IllegalArgumentException e) { // InvalidInputException and its kinds included
            err.println("pz-spark: " + e.getMessage());
            return 2;
        } catch (Exception e) {
            err.println("pz-spark: " + e);
            return 1;
        }
    }

    static int command(String name, Args a, SparkSession spark, PrintStream out, PrintStream err) throws Exception {
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        MatchWaves.Options opts = new MatchWaves.Options(a.integer("partitions", 0), a.integer("task-threads", 1),
                a.integer("parallel", 8), a.longValue("seed", 1));
        switch (name) {
            case "train" -> {
                String spec = a.positional.isEmpty() ? null : GameRegistry.canonical(a.positional.get(0));
                if (!a.has("run")) {
                    throw new InvalidInputException("--run DIR is required (the run directory, on a file system every executor sees)");
                }
                Properties p = new Properties();
                for (String kv : a.all("set")) {
                    int eq = kv.indexOf('=');
                    if (eq <= 0) {
                        throw new InvalidInputException("--set takes key=value, got '" + kv + "'");
                    }
                    p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
                }
                p.setProperty("iterations", Integer.toString(a.integer("iterations", 0)));
                p.setProperty("hours", a.get("hours", "0"));
                TrainConfig cfg = spec == null ? null : TrainConfig.fromProperties(p, TrainConfig.defaults(spec));
                Properties budget = new Properties();
                budget.setProperty("iterations", p.getProperty("iterations"));
                budget.setProperty("hours", p.getProperty("hours"));
                TrainLoop.Outcome o = TrainLoop.run(Path.of(a.get("run", null)), cfg,
                        TrainConfig.fromProperties(budget, TrainConfig.defaults(spec == null ? "tictactoe" : spec)), err,
                        new SparkSelfPlay(jsc, opts.partitions(), opts.threads()));
                out.printf(Locale.ROOT, "after %s; Elo %+.0f; best model %s%n", o.progress(), o.state().elo(), o.bestModel());
            }
            case "match" -> {
                if (a.positional.size() != 2 || !a.has("spec")) {
                    throw new InvalidInputException("match takes two agents and --spec SPEC");
                }
                Sprt sprt = null;
                if (a.has("sprt")) {
                    String[] e = a.get("sprt", "").split(",");
                    if (e.length != 2) {
                        throw new InvalidInputException("--sprt takes ELO0,ELO1");
                    }
                    sprt = Sprt.of(Double.parseDouble(e[0]), Double.parseDouble(e[1]));
                }
                MatchResult r = SparkMatch.run(jsc, a.get("spec", null), a.positional.get(0), a.positional.get(1),
                        a.integer("games", 100), sprt, a.has("records") ? Path.of(a.get("records", null)) : null, opts);
                out.println(Elo.matchLine(r));
            }
            case "balance" -> {
                if (a.positional.isEmpty() || !a.has("out")) {
                    throw new InvalidInputException("balance takes SPEC... and --out DIR");
                }
                int games = a.integer("games", 1000);
                int min = a.has("no-stop") ? games : Math.min(games, a.integer("min-games", 100));
                StoppingRule rule = new StoppingRule(min, a.integer("look", 50), games,
                        Double.parseDouble(a.get("tolerance", "2")) / 100, 0.05);
                String agent = a.get("agent", "random");
                List<SpecSummary> s = SparkBalance.run(jsc, a.positional, agent, rule,
                        a.has("records") ? Path.of(a.get("records", null)) : null, opts);
                Path dir = Path.of(a.get("out", null));
                BalanceReport.write(dir, new BalanceReport.Context(agent, rule, opts.seed(), Instant.now().toString()), s);
                out.print(BalanceReport.text(s));
                out.println("report: " + dir.resolve("report.html") + " (and report.md)");
            }
            case "sql" -> {
                if (a.positional.isEmpty()) {
                    throw new InvalidInputException("sql takes a run or record directory");
                }
                RecordsSql.register(spark, Path.of(a.positional.get(0)));
                String q = a.positional.size() > 1 ? a.positional.get(1) : RecordsSql.FIRST_SEAT_WIN_RATE;
                Dataset<Row> rows = spark.sql(q);
                out.println(String.join("\t", rows.columns()));
                for (Row r : rows.collectAsList()) {
                    List<String> cells = new ArrayList<>();
                    for (int i = 0; i < r.length(); i++) {
                        cells.add(String.valueOf(r.get(i)));
                    }
                    out.println(String.join("\t", cells));
                }
            }
            default -> throw new InvalidInputException("unknown command '" + name + "'\n" + USAGE);
        }
        return 0;
    }

    /** {@code --key value} options (repeatable), {@code --flag}s and positional arguments. */
    static final class Args {
        final List<String> positional = new ArrayList<>();
        private final Map<String, List<String>> options = new HashMap<>();
        private static final List<String> FLAGS = List.of("no-stop");

        static Args parse(String[] args, int from) {
            Args a = new Args();
            for (int i = from; i < args.length; i++) {
                if (args[i].startsWith("--")) {
                    String k = args[i].substring(2);
                    if (FLAGS.contains(k)) {
                        a.options.computeIfAbsent(k, x -> new ArrayList<>()).add("true");
                    } else if (i + 1 >= args.length) {
                        throw new InvalidInputException("--" + k + " needs a value");
                    } else {
                        a.options.computeIfAbsent(k, x -> new ArrayList<>()).add(args[++i]);
                    }
                } else {
                    a.positional.add(args[i]);
                }
            }
            return a;
        }

        boolean has(String k) {
            return options.containsKey(k);
        }

        String get(String k, String def) {
            List<String> v = options.get(k);
            return v == null ? def : v.get(v.size() - 1);
        }

        List<String> all(String k) {
            return options.getOrDefault(k, List.of());
        }

        int integer(String k, int def) {
            try {
                return Integer.parseInt(get(k, Integer.toString(def)));
            } catch (NumberFormatException e) {
                throw new InvalidInputException("--" + k + " takes a whole number, got '" + get(k, "") + "'");
            }
        }

        long longValue(String k, long def) {
            try {
                return Long.parseLong(get(k, Long.toString(def)));
            } catch (NumberFormatException e) {
                throw new InvalidInputException("--" + k + " takes a whole number, got '" + get(k, "") + "'");
            }
        }
    }
}
