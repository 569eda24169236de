package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.RecordDirectory;

/**
 * pz match and pz balance stopped by SIGTERM (a child JVM) or by the in-process equivalent of the
 * shutdown hook, and continued by running the same command again.
 */
class InterruptResumeTest extends CliTestBase {

    /** The games in {@code dir} by seed; fails on a seed recorded twice. */
    private static Map<Long, GameRecord> bySeed(Path dir) throws Exception {
        Map<Long, GameRecord> m = new HashMap<>();
        RecordDirectory.readGames(dir, g -> assertEquals(null, m.put(g.seed(), g), "a game recorded twice: " + g));
        return m;
    }

    /** The games of a directory of several specs, by spec and seed (each spec's match numbers its seeds alike). */
    private static Map<String, GameRecord> bySpecAndSeed(Path dir) throws Exception {
        Map<String, GameRecord> m = new HashMap<>();
        RecordDirectory.readGames(dir, g -> assertEquals(null, m.put(g.spec() + " " + g.seed(), g), "a game recorded twice: " + g));
        return m;
    }

    private static List<String> temporaries(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".tmp") || n.endsWith(".tmp")).toList();
        }
    }

    /** The result line without its wall time. */
    private static String result(String out) {
        return out.lines().filter(l -> l.contains(" vs ")).findFirst().orElse("").replaceAll(", [0-9.]+ s$", "");
    }

    @Test
    @DisplayName("pz match run again continues from its records: N games in all, each once, the same games and result as one run")
    void matchContinues(@TempDir Path dir) throws Exception {
        String[] match = {"match", "uct:rollouts=20", "alphabeta:depth=1", "--spec", "cowboys:size=6", "--threads", "2"};
        Path r = dir.resolve("r");
        // a match stopped after its first 8 games leaves on disk what --games 8 leaves
        assertEquals(0, run(cat(match, "--games", "8", "--records", r.toString())), err);
        assertEquals(0, run(cat(match, "--games", "20", "--records", r.toString())), err);
        assertTrue(err.contains("resuming: 8 of 20 games already recorded in " + r), err);
        assertTrue(out.contains("records: 20 games in " + r), out);
        String resumed = result(out);
        assertEquals(0, run(cat(match, "--games", "20", "--records", r.toString())), err);
        assertEquals(resumed, result(out), "run again when finished: the same result, nothing played");
        Path whole = dir.resolve("whole");
        assertEquals(0, run(cat(match, "--games", "20", "--records", whole.toString())), err);
        assertEquals(result(out), resumed);
        Map<Long, GameRecord> want = bySeed(whole);
        Map<Long, GameRecord> got = bySeed(r);
        assertEquals(20, got.size());
        assertEquals(want.keySet(), got.keySet());
        for (long s : want.keySet()) {
            assertEquals(want.get(s).actions(), got.get(s).actions());
        }
    }

    @Test
    @DisplayName("a match refused before its first game (an agent that cannot be made) leaves no unfinished match behind")
    void aRefusedMatchLeavesNothingUnfinished(@TempDir Path dir) throws Exception {
        Path r = dir.resolve("r");
        Path notAModel = dir.resolve("not-a-model.pzm");
        Files.writeString(notAModel, "not a model");
        assertEquals(2, run("match", "mcts:model=" + notAModel, "random", "--spec", "tictactoe", "--games", "4", "--records", r.toString()));
        assertEquals(0, run("match", "random", "random", "--spec", "tictactoe", "--games", "4", "--records", r.toString()), err);
        assertEquals(4, bySeed(r).size());
    }

    @Test
    @DisplayName("interrupted in-process (what the hook does): partial result printed, exit 130; a changed command is refused (exit 2)")
    void changedCommandIsRefused(@TempDir Path dir) throws Exception {
        Path r = dir.resolve("r");
        String[] match = {"match", "random", "random", "--spec", "cowboys:size=6", "--records", r.toString()};
        assertEquals(130, interrupted(cat(match, "--games", "100000")));
        assertTrue(out.contains("interrupted: 0 of 100000 games played; run the same command again to continue"), out);
        assertEquals(2, run(cat(match, "--games", "100000", "--seed", "2")));
        assertTrue(err.contains("holds the match random vs random on cowboys:size=6 with seed 1 that did not finish")
                && err.contains("run that command again to finish it"), err);
        assertEquals(0, run(cat(match, "--games", "30")), err); // the same match, shortened: it finishes
        assertEquals(0, run(cat(match, "--games", "30", "--seed", "2")), err); // now the directory takes another
        assertEquals(60, bySeed(r).size());

        Path report = dir.resolve("report");
        String[] balance = {"balance", "tictactoe", "--agent", "random", "--out", report.toString()};
        assertEquals(130, interrupted(balance));
        assertTrue(out.contains("interrupted: no game finished; run the same command with --out " + report), out);
        assertEquals(2, run(cat(balance, "--seed", "3")));
        assertTrue(err.contains("holds a balance run with other settings (seed '3' now, '1' in balance-run.properties)"), err);
        assertEquals(2, run("balance", "tictactoe", "--agent", "alphabeta:depth=1", "--out", report.toString()));
        assertEquals(0, run(cat(balance, "--games", "60", "--no-stop")), err);
        assertTrue(out.contains("tictactoe: 60 games;"), out);
    }

    @Test
    @DisplayName("a balance study continued with another spec list plays only the added spec's games and keeps the others'"
            + " (the atlas moves a spec to the shipped model's study)")
    void balanceSpecListMayChange(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("report");
        String[] opts = {"--agent", "random", "--games", "30", "--no-stop", "--out", report.toString()};
        assertEquals(0, run(cat(new String[] {"balance", "tictactoe", "cowboys:size=6"}, opts)), err);
        Map<String, GameRecord> before = bySpecAndSeed(report.resolve("records"));
        assertEquals(60, before.size());
        assertEquals(0, run(cat(new String[] {"balance", "tictactoe", "pig:target=10"}, opts)), err);
        assertTrue(out.contains("tictactoe: 30 games;") && out.contains("pig:target=10: 30 games;"), out);
        assertTrue(!out.contains("cowboys"), "the dropped spec is not in the report: " + out);
        Map<String, GameRecord> after = bySpecAndSeed(report.resolve("records"));
        assertEquals(90, after.size(), "tic-tac-toe's 30 games not played again, pig's 30 added, cowboys' 30 kept");
        for (String s : before.keySet()) {
            assertEquals(before.get(s).actions(), after.get(s).actions());
        }
        assertEquals(0, run(cat(new String[] {"balance", "tictactoe", "cowboys:size=6"}, opts)), err);
        assertEquals(90, bySpecAndSeed(report.resolve("records")).size(), "back to the first list: nothing to play");
    }

    /** Runs pz with its interrupt already raised, as the shutdown hook raises it, and returns the exit code. */
    private int interrupted(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        Main main = new Main(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        main.interrupts.interrupt();
        int code = main.run(args);
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    @Test
    @DisplayName("SIGTERM to pz match: finished games saved, no temporary left, the partial result printed; the same command finishes it")
    void matchSigterm(@TempDir Path dir) throws Exception {
        Path r = dir.resolve("r");
        String[] args = {"match", "uct:rollouts=300", "random", "--spec", "cowboys:size=6", "--games", "24", "--threads", "1",
            "--parallel", "1", "--records", r.toString()};
        Child c = terminateAfter(dir, Pattern.compile("^match (\\d+)/24 games"), 4, args);
        assertEquals(143, c.code, c.err);
        Matcher m = Pattern.compile("records: (\\d+) games in ").matcher(c.out);
        assertTrue(m.find() && c.out.contains("interrupted: " + m.group(1) + " of 24 games played; run the same command"), c.out);
        int saved = Integer.parseInt(m.group(1));
        assertTrue(saved >= 4 && saved < 24, c.out);
        assertEquals(saved, bySeed(r).size(), "every finished game is on disk");
        assertEquals(List.of(), temporaries(r));
        assertEquals(0, run(args), err);
        assertTrue(err.contains("resuming: " + saved + " of 24 games"), err);
        assertEquals(24, bySeed(r).size());
    }

    @Test
    @DisplayName("SIGTERM to pz balance: games saved, the partial report written and printed; the same command finishes it")
    void balanceSigterm(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("report");
        String[] args = {"balance", "cowboys:size=6", "--agent", "uct:rollouts=100", "--games", "24", "--no-stop", "--threads", "1",
            "--parallel", "1", "--out", report.toString()};
        Child c = terminateAfter(dir, Pattern.compile("^balance cowboys:size=6 (\\d+)/24 games"), 4, args);
        assertEquals(143, c.code, c.err);
        Matcher m = Pattern.compile("cowboys:size=6: (\\d+) games; ").matcher(c.out);
        assertTrue(m.find() && c.out.contains("interrupted: partial results; run the same command with --out " + report), c.out);
        int saved = Integer.parseInt(m.group(1));
        assertTrue(saved >= 4 && saved < 24, c.out);
        assertEquals(saved, bySpecAndSeed(report.resolve("records")).size());
        assertTrue(Files.readString(report.resolve("report.md")).contains("**Interrupted**: partial results"));
        assertEquals(List.of(), temporaries(report));
        assertEquals(0, run(args), err);
        assertTrue(out.contains("cowboys:size=6: 24 games;"), out);
        assertEquals(24, bySpecAndSeed(report.resolve("records")).size());
        assertTrue(!Files.readString(report.resolve("report.md")).contains("Interrupted"));
    }

    /** A finished child process: exit code, standard output and error. */
    private record Child(int code, String out, String err) {
    }

    /** Runs pz in a child JVM and sends it SIGTERM once a progress line of {@code progress} shows {@code games} games. */
    private static Child terminateAfter(Path dir, Pattern progress, int games, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dpz.progress.logSeconds=0", Main.class.getName()));
        cmd.addAll(List.of(args));
        Path stdout = dir.resolve("child.out");
        Process p = new ProcessBuilder(cmd).redirectOutput(stdout.toFile()).start();
        StringBuilder err = new StringBuilder();
        boolean sent = false;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                err.append(line).append('\n');
                Matcher m = progress.matcher(line);
                if (!sent && m.find() && Integer.parseInt(m.group(1)) >= games) {
                    p.toHandle().destroy(); // SIGTERM (Process.destroy would also close our end of its pipes)
                    sent = true;
                }
            }
        } finally {
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        assertTrue(sent, "the child was still playing when asked to stop: " + err);
        return new Child(p.exitValue(), Files.readString(stdout), err.toString());
    }

    private static String[] cat(String[] a, String... b) {
        String[] out = new String[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
