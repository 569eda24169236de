package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The pz command line: subcommands, help, exit codes and error messages. */
class MainTest extends CliTestBase {
    @Test
    void noArgumentsPrintsUsageAndFails() {
        assertEquals(2, run());
        assertTrue(err.contains("usage: pz COMMAND"), err);
    }

    @Test
    void unknownCommandPrintsUsageAndFails() {
        assertEquals(2, run("frobnicate"));
        assertTrue(err.contains("unknown command 'frobnicate'"), err);
        assertTrue(err.contains("perft"), err);
    }

    @Test
    void unknownOptionPrintsCommandUsageAndFails() {
        assertEquals(2, run("perft", "--bogus", "tictactoe", "1"));
        assertTrue(err.contains("Unrecognized option: --bogus"), err);
        assertTrue(err.contains("usage: pz perft SPEC DEPTH"), err);
    }

    @Test
    void everyCommandHasHelp() {
        for (String c : new String[] {"games", "perft", "random", "match", "bench"}) {
            assertEquals(0, run(c, "--help"), c);
            assertTrue(out.contains("usage: pz " + c), c + ": " + out);
        }
    }

    @Test
    void helpKeepsTheFootersLinesWhole() {
        for (String c : Main.commandNames()) {
            assertEquals(0, run(c, "--help"), c);
            for (String line : out.split("\\R")) {
                assertTrue(line.length() <= 120, c + ": a help line longer than 120 characters: " + line);
            }
        }
        assertEquals(0, run("balance", "--help"));
        assertTrue(out.contains("\nThe agent plays every seat. Each spec is played up to --games games and stops early once the verdict is\n"
                + "clear: from --min-games on,"), "the footer is printed as written, not re-wrapped: " + out);
    }

    @Test
    void gamesListsRegisteredGamesWithOptionsAndDefaults() {
        assertEquals(0, run("games"));
        assertTrue(out.contains("pig"), out);
        assertTrue(out.contains("target=2..20") && out.contains("(default: 6)"), out);
        assertEquals(0, run("games", "pig:target=8"));
        assertTrue(out.contains("spec:          pig:target=8"), out);
    }

    @Test
    void perftPrintsTheCountLine() {
        assertEquals(0, run("perft", "tictactoe", "5"));
        assertTrue(out.startsWith("perft(5) = 15120  ("), out);
        assertEquals(0, run("perft", "tictactoe", "2", "--position", "xo./.../... x"));
        assertTrue(out.startsWith("perft(2) = 42"), out);
    }

    @Test
    void perftDivideSumsToTheTotal() {
        assertEquals(0, run("perft", "tictactoe", "2", "--divide"));
        assertTrue(out.contains("b2: 8"), out);
        assertTrue(out.contains("first turns: 9"), out);
        assertTrue(out.contains("perft(2) = 72"), out);
    }

    @Test
    void badSpecNamesTheProblem() {
        assertEquals(2, run("perft", "chess", "1"));
        assertTrue(err.contains("unknown game 'chess'; valid games:"), err);
        assertEquals(2, run("random", "pig:colour=red"));
        assertTrue(err.contains("unknown option 'colour' for pig"), err);
    }

    @Test
    void badNumbersAndPositionsAreUsageErrors() {
        assertEquals(2, run("perft", "tictactoe", "deep"));
        assertTrue(err.contains("DEPTH must be an integer"), err);
        assertEquals(2, run("perft", "tictactoe", "1", "--position", "xxx/ooo"));
        assertTrue(err.contains("pz perft: "), err);
        assertEquals(2, run("random", "pig", "--games", "-5"));
        assertTrue(err.contains("--games must be an integer"), err);
        assertEquals(2, run("perft", "tictactoe"));
        assertTrue(err.contains("missing argument"), err);
    }

    @Test
    void randomReportsRatesAndIsReproducibleAcrossThreads() {
        assertEquals(0, run("random", "pig", "--games", "300", "--seed", "5"));
        String one = out.substring(0, out.indexOf("speed:"));
        assertTrue(one.contains("seat 0: wins") && one.contains("length in turns: mean"), one);
        assertEquals(0, run("random", "pig", "--games", "300", "--seed", "5", "--threads", "2"));
        assertEquals(one, out.substring(0, out.indexOf("speed:")), "same seed, same games whatever the thread count");
    }

    @Test
    void benchListsAndRunsTheEngineBenchmarkQuick() {
        assertEquals(2, run("bench"));
        assertTrue(err.contains("engine"), err);
        assertEquals(2, run("bench", "nosuch"));
        assertTrue(err.contains("unknown benchmark 'nosuch'"), err);
        assertEquals(0, run("bench", "engine", "--quick", "tictactoe"));
        assertTrue(out.contains("method:") && out.contains("tictactoe"), out);
    }

    @Test
    void matchPlaysGamesAndPrintsTheResultLine() {
        assertEquals(0, run("match", "mcts:visits=50", "random", "--spec", "tictactoe", "--games", "6", "--threads", "1", "--no-records"));
        assertTrue(out.contains("mcts:visits=50 vs random on tictactoe: 6 games"), out);
        assertTrue(out.contains("Elo"), out);
    }

    @Test
    void matchRejectsBadAgentsAndMissingSpec() {
        assertEquals(2, run("match", "random", "random"));
        assertTrue(err.contains("--spec SPEC is required"), err);
        assertEquals(2, run("match", "wizard:power=9", "random", "--spec", "tictactoe"));
        assertTrue(err.contains("wizard"), err);
    }
}
