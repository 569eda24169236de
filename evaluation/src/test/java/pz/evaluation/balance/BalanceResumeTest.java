package pz.evaluation.balance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.evaluation.MatchRecords;
import pz.evaluation.RecordedGames;

/** A balance study cancelled and continued from its records gives the uninterrupted study's summaries. */
class BalanceResumeTest {
    private static final List<String> SPECS = List.of("tictactoe", "pig:target=10");

    /** The study as pz balance runs it: games to {@code dir}, those already there resumed; cancelled after {@code cancelAt} games of a spec. */
    private static List<SpecSummary> study(StoppingRule rule, int threads, Path dir, int cancelAt, boolean[] interrupted) {
        return study(rule, threads, dir, cancelAt, interrupted, new ArrayList<>());
    }

    private static List<SpecSummary> study(StoppingRule rule, int threads, Path dir, int cancelAt, boolean[] interrupted,
                                           List<String> warnings) {
        BalanceRun run = new BalanceRun("alphabeta:depth=1").rule(rule).threads(threads).parallel(threads == 1 ? 1 : 3).seed(4);
        List<MatchRecords> open = new ArrayList<>();
        run.records(MatchRecords.opener(dir, "balance", open)).resume(m -> {
            try {
                RecordedGames.Found f = RecordedGames.read(m, dir);
                warnings.addAll(f.warnings());
                return f.games();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).onProgress((spec, f, max, t) -> {
            if (f == cancelAt && spec.equals("pig:target=10")) {
                run.cancel();
            }
        });
        try {
            List<SpecSummary> s = run.run(SPECS);
            interrupted[0] = run.interrupted();
            return s;
        } finally {
            for (MatchRecords r : open) {
                try {
                    r.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    private static void assertSame(List<SpecSummary> want, List<SpecSummary> got) {
        assertEquals(want.size(), got.size());
        for (int i = 0; i < want.size(); i++) {
            SpecSummary w = want.get(i);
            SpecSummary g = got.get(i);
            assertEquals(w.games(), g.games(), w.spec());
            assertArrayEquals(w.wins(), g.wins(), w.spec());
            assertArrayEquals(w.draws(), g.draws(), w.spec());
            assertEquals(w.stop(), g.stop(), w.spec());
            assertEquals(w.distinct(), g.distinct(), w.spec());
            assertEquals(w.meanLength(), g.meanLength(), 1e-9, w.spec());
            assertEquals(w.pValue(), g.pValue(), 0, w.spec());
            assertEquals(w.adjustedP(), g.adjustedP(), 0, w.spec());
            assertEquals(w.verdict(), g.verdict(), w.spec());
        }
    }

    @Test
    @DisplayName("sequential stopping rule, games one at a time: the continued study stops where the uninterrupted one did")
    void stoppedStudy(@TempDir Path tmp) throws IOException {
        StoppingRule rule = new StoppingRule(20, 10, 300, 0.05, 0.05);
        boolean[] interrupted = new boolean[1];
        List<SpecSummary> whole = study(rule, 1, tmp.resolve("whole"), -1, interrupted);
        assertTrue(whole.get(0).stop() != null && whole.get(0).games() < 300, "tic-tac-toe stops early: " + whole.get(0).games());
        List<SpecSummary> part = study(rule, 1, tmp.resolve("r"), 13, interrupted);
        assertTrue(interrupted[0]);
        assertEquals(2, part.size(), "the first spec, and the second's games so far");
        assertTrue(part.get(1).games() >= 13 && part.get(1).games() < whole.get(1).games(), "partial: " + part.get(1).games());
        assertEquals(2, part.get(1).family(), "the partial report is adjusted over both specs");
        Files.createDirectories(tmp.resolve("r/.tmp-999999999-0a0b0c0d-1")); // as a kill -9 leaves it
        List<String> warnings = new ArrayList<>();
        List<SpecSummary> resumed = study(rule, 1, tmp.resolve("r"), -1, interrupted, warnings);
        assertTrue(!interrupted[0]);
        assertSame(whole, resumed);
        assertTrue(warnings.toString().contains("removed 1 unfinished chunk"), "the temporary is reported: " + warnings);
    }

    @Test
    @DisplayName("every game played (no stop), several threads: the same games and counts")
    void fullStudy(@TempDir Path tmp) {
        StoppingRule rule = new StoppingRule(40, 10, 40, 0.05, 0.05);
        boolean[] interrupted = new boolean[1];
        List<SpecSummary> whole = study(rule, 2, tmp.resolve("whole"), -1, interrupted);
        study(rule, 2, tmp.resolve("r"), 15, interrupted);
        assertTrue(interrupted[0]);
        assertSame(whole, study(rule, 2, tmp.resolve("r"), -1, interrupted));
        assertEquals(40, whole.get(1).games());
    }
}
