package pz.proteus.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * The Proteus engine benchmark: perft from the start (leaves per second) and random games per second,
 * and, when {@code gcc} and {@code bench/reference/proteus_perft.c} are available, the plain C reference
 * perft timed in the same run, reported as a ratio (TARGETS.md: perft(4) in at most 45 s).
 * Usage: {@code java -cp ... pz.proteus.bench.ProteusBench [DEPTH] [REPO_ROOT]}. Single-threaded.
 */
public final class ProteusBench {
    private ProteusBench() {
    }

    public static void main(String[] args) throws Exception {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Path home = Path.of(args.length > 1 ? args[1] : ".");
        System.out.println("method: perft(" + depth + ") from the start, one thread, last turn counted without generating"
                + " the rotation; random games: uniform legal actions to the end, apply only; reference: plain C perft, gcc -O2");
        State s = GameRegistry.parse("proteus").newInitialState();
        s.perft(3); // warm-up
        long t0 = System.nanoTime();
        long n = s.perft(depth);
        double java = (System.nanoTime() - t0) / 1e9;
        System.out.printf("java  perft(%d) = %d  %.2f s  %.0f leaves/s%n", depth, n, java, n / java);
        for (String spec : new String[] {"proteus", "proteus:polarity,roulette=after,tradeoff,warhorses"}) {
            randomGames(spec, 2.0);
        }
        Path c = home.resolve("bench/reference/proteus_perft.c");
        if (!Files.exists(c)) {
            System.out.println("reference: " + c + " not found, no ratio");
            return;
        }
        File exe = File.createTempFile("proteus_perft", "");
        Process cc = new ProcessBuilder("gcc", "-O2", "-o", exe.getPath(), c.toString()).inheritIO().start();
        if (cc.waitFor() != 0) {
            System.out.println("reference: gcc failed, no ratio");
            return;
        }
        t0 = System.nanoTime();
        Process ref = new ProcessBuilder(exe.getPath(), Integer.toString(depth)).redirectErrorStream(true).start();
        String line;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(ref.getInputStream(), StandardCharsets.UTF_8))) {
            line = r.readLine();
        }
        ref.waitFor();
        double cs = (System.nanoTime() - t0) / 1e9;
        exe.delete();
        System.out.printf("C     %s  %.2f s%n", line, cs);
        System.out.printf("ratio java/C time = %.3f (%s)%n", java / cs, line != null && line.endsWith(" " + n) ? "counts agree" : "COUNTS DIFFER");
    }

    private static void randomGames(String spec, double seconds) {
        State start = GameRegistry.parse(spec).newInitialState();
        int[] buf = new int[start.game().numActions()];
        SplittableRandom rng = new SplittableRandom(1);
        long games = 0;
        long plies = 0;
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            State s = start.copy();
            while (!s.isTerminal()) {
                int k = s.legalActions(buf);
                s.apply(buf[rng.nextInt(k)]);
                plies++;
            }
            games++;
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf("random games %-52s %.0f games/s  %.0f decisions/s%n", spec, games / secs, plies / secs);
    }
}
