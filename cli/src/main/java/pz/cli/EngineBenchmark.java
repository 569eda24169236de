package pz.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

/**
 * {@code pz bench engine}: perft from the start of each game whose profile names a depth
 * ({@link GameProfile#perftTarget()}) against a plain C perft of the same counting
 * (bench/reference/GAME_perft.c where there is one, compiled with gcc -O2 on the spot), and random
 * playouts per second for each game's {@link GameProfile#benchSpecs()}.
 *
 * <p>Method: per game, the C reference runs first, then the Java engine ({@code State.perft}) after a
 * warm-up at depth-1 in the same JVM; both are wall-clock times on one thread; the figure to read is
 * the ratio Java/C. Playouts: uniformly random games from the start for a fixed time per spec.
 */
public final class EngineBenchmark implements Benchmark {
    /** The C reference of a game's perft, by the repository's convention: {@code bench/reference/NAME_perft.c}. */
    private static String reference(String game) {
        return game + "_perft.c";
    }

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String description() {
        return "perft against a plain C reference (ratio), random playouts per second per spec";
    }

    @Override
    public void run(BenchContext ctx) throws Exception {
        PrintStream out = ctx.out();
        String only = ctx.args().isEmpty() ? null : ctx.args().get(0);
        out.println("pz bench engine" + (ctx.quick() ? " --quick (smaller depths)" : ""));
        out.println("method: single-thread perft from the start; C reference (gcc -O2) and Java in the same run; ratio = Java/C time");
        out.printf(Locale.ROOT, "%-10s %5s %16s %10s %10s %8s  %s%n", "game", "depth", "leaves", "java s", "C s", "ratio", "note");
        for (GameFactory f : GameRegistry.factories()) {
            GameProfile.PerftTarget t = f.profile().perftTarget();
            if (t == null || only != null && !f.name().startsWith(only)) {
                continue;
            }
            Game g = GameRegistry.parse(f.name());
            int depth = ctx.quick() ? t.quickDepth() : t.depth();
            Result c = runReference(ctx, reference(f.name()), depth, out);
            g.newInitialState().perft(depth - 1); // warm-up
            long t0 = System.nanoTime();
            long n = g.newInitialState().perft(depth);
            double java = (System.nanoTime() - t0) / 1e9;
            String ratio = c == null ? "-" : String.format(Locale.ROOT, "%.2f", java / c.seconds);
            String cs = c == null ? "-" : String.format(Locale.ROOT, "%.2f", c.seconds);
            String agree = c == null || c.leaves == n ? "" : " MISMATCH: C counted " + c.leaves;
            out.printf(Locale.ROOT, "%-10s %5d %16d %10.2f %10s %8s  %s%s%n", f.name(), depth, n, java, cs, ratio, t.note(), agree);
        }
        out.println();
        double perSpec = ctx.quick() ? 0.3 : 3.0;
        out.printf(Locale.ROOT, "random playouts from the start, %.1f s per spec, one thread:%n", perSpec);
        out.printf(Locale.ROOT, "%-30s %12s %14s %10s%n", "spec", "games/s", "actions/s", "turns/game");
        for (String spec : playoutSpecs()) {
            if (only != null && !spec.startsWith(only)) {
                continue;
            }
            Game g = GameRegistry.parse(spec);
            RandomGames rg = new RandomGames(g);
            SplittableRandom rng = new SplittableRandom(7);
            long end = System.nanoTime() + (long) (perSpec * 0.2e9);
            while (System.nanoTime() < end) {
                rg.play(rng); // warm-up
            }
            long games = 0;
            long actions = 0;
            long turns = 0;
            long t0 = System.nanoTime();
            long stop = t0 + (long) (perSpec * 1e9);
            while (System.nanoTime() < stop) {
                RandomGames.Outcome o = rg.play(rng);
                games++;
                actions += o.actions();
                turns += o.turns();
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            out.printf(Locale.ROOT, "%-30s %12.0f %14.0f %10.1f%n", g.spec(), games / secs, actions / secs, (double) turns / games);
        }
    }

    /** Every game's {@link GameProfile#benchSpecs()} (its name alone where it gives none), in the registry's order. */
    private static List<String> playoutSpecs() {
        List<String> out = new ArrayList<>();
        for (GameFactory f : GameRegistry.factories()) {
            List<String> specs = f.profile().benchSpecs();
            out.addAll(specs.isEmpty() ? List.of(f.name()) : specs);
        }
        return out;
    }

    private record Result(long leaves, double seconds) {
    }

    /** Compiles and runs bench/reference/NAME with gcc -O2; null when there is none, or (with a note) when it cannot run. */
    private static Result runReference(BenchContext ctx, String source, int depth, PrintStream out) {
        if (ctx.home() == null) {
            return null;
        }
        Path src = ctx.home().resolve("bench/reference").resolve(source);
        if (!Files.exists(src)) {
            return null; // a game without a C reference (Cowboys): the Java time alone
        }
        try {
            Path dir = ctx.home().resolve("target/bench");
            Files.createDirectories(dir);
            Path exe = dir.resolve(source.replace(".c", ""));
            if (!Files.exists(exe) || Files.getLastModifiedTime(exe).compareTo(Files.getLastModifiedTime(src)) < 0) {
                Process cc = new ProcessBuilder("gcc", "-O2", "-o", exe.toString(), src.toString()).inheritIO().start();
                if (cc.waitFor() != 0) {
                    out.println("  (gcc failed on " + src + ")");
                    return null;
                }
            }
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(exe.toString(), Integer.toString(depth)).redirectErrorStream(true).start();
            String text;
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                text = r.lines().reduce("", (a, b) -> a + b + "\n");
            }
            if (!p.waitFor(1, TimeUnit.HOURS) || p.exitValue() != 0) {
                out.println("  (C reference failed: " + text.strip() + ")");
                return null;
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            Matcher m = Pattern.compile("perft\\(\\d+\\) = (\\d+)").matcher(text);
            return m.find() ? new Result(Long.parseLong(m.group(1)), secs) : null;
        } catch (IOException e) {
            out.println("  (cannot run the C reference: " + e.getMessage() + ")");
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
