package pz.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.util.Progress;
import pz.evaluation.Intervals;

/** {@code pz random SPEC --games N}: random games, outcome rates per seat and length statistics. */
final class RandomCommand implements Command {
    @Override
    public String name() {
        return "random";
    }

    @Override
    public String summary() {
        return "play random games and print outcome rates per seat and length statistics";
    }

    @Override
    public String arguments() {
        return "SPEC";
    }

    @Override
    public String footer() {
        return "A seat wins a game when its return is strictly the highest, draws when it shares the highest.\n"
                + "Intervals are 95% Wilson intervals. The same --seed gives the same games whatever --threads is.";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N").desc("number of games (default 1000)").build());
        o.addOption(Option.builder().longOpt("seed").hasArg().argName("S").desc("random seed (default 1)").build());
        o.addOption(Option.builder().longOpt("threads").hasArg().argName("T").desc("worker threads (default 1)").build());
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 1, 1, "SPEC");
        Game game = GameRegistry.parse(args.get(0));
        int games = Cli.intOption(line, "games", 1000, 1, 100_000_000);
        long seed = line.hasOption("seed") ? Cli.longArg("--seed", line.getOptionValue("seed")) : 1L;
        int threads = Cli.intOption(line, "threads", 1, 1, 256);
        int players = game.numPlayers();
        long[][] wdl = new long[players][3];
        double[] returnSum = new double[players];
        int[] turns = new int[games];
        long[] actionsTotal = new long[1];
        AtomicLong next = new AtomicLong();
        long t0 = System.nanoTime();
        try (Progress progress = new Progress(cli.err, "random " + game.spec(), games, "games", Progress.isTerminal())) {
            ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "pz-random");
                t.setDaemon(true);
                return t;
            });
            try {
                List<Future<?>> futures = new ArrayList<>();
                for (int w = 0; w < threads; w++) {
                    futures.add(pool.submit(() -> {
                        RandomGames player = new RandomGames(game);
                        for (long i = next.getAndIncrement(); i < games; i = next.getAndIncrement()) {
                            RandomGames.Outcome o = player.play(new SplittableRandom(RandomGames.gameSeed(seed, i)));
                            synchronized (wdl) {
                                record(o.returns(), wdl, returnSum);
                                turns[(int) i] = o.turns();
                                actionsTotal[0] += o.actions();
                            }
                            progress.step(1);
                        }
                        return null;
                    }));
                }
                for (Future<?> f : futures) {
                    f.get();
                }
            } finally {
                pool.shutdownNow();
            }
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        report(cli, game, games, seed, wdl, returnSum, turns, actionsTotal[0], secs);
        return 0;
    }

    private static void record(double[] r, long[][] wdl, double[] returnSum) {
        double best = Arrays.stream(r).max().orElse(0);
        long atBest = Arrays.stream(r).filter(v -> v == best).count();
        for (int p = 0; p < r.length; p++) {
            returnSum[p] += r[p];
            if (r[p] == best && atBest == 1) {
                wdl[p][0]++;
            } else if (r[p] == best) {
                wdl[p][1]++;
            } else {
                wdl[p][2]++;
            }
        }
    }

    private static void report(Cli cli, Game game, int games, long seed, long[][] wdl, double[] returnSum,
                               int[] turns, long actions, double secs) {
        cli.out.println("spec " + game.spec() + ", " + games + " random games, seed " + seed);
        for (int p = 0; p < wdl.length; p++) {
            double[] ci = Intervals.wilson(wdl[p][0], games);
            cli.out.printf(Locale.ROOT, "seat %d: wins %5.1f%% [%.1f, %.1f]  draws %5.1f%%  losses %5.1f%%  mean return %+.3f%n",
                    p, 100.0 * wdl[p][0] / games, 100 * ci[0], 100 * ci[1], 100.0 * wdl[p][1] / games,
                    100.0 * wdl[p][2] / games, returnSum[p] / games);
        }
        int[] sorted = turns.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(turns).average().orElse(0);
        cli.out.printf(Locale.ROOT, "length in turns: mean %.1f, median %d, min %d, max %d; %.1f actions per game%n",
                mean, sorted[sorted.length / 2], sorted[0], sorted[sorted.length - 1], (double) actions / games);
        cli.out.printf(Locale.ROOT, "speed: %.1f games/s, %.0f actions/s (%.2f s)%n", games / secs, actions / secs, secs);
    }
}
