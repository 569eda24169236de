package pz.evaluation.balance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.InvalidInputException;
import pz.evaluation.RecordedGames;

/** A balance study kept in its directory: records committed per spec, a study that moved with its directory. */
class BalanceStudyTest {
    private static final List<String> SPECS = List.of("tictactoe", "pig:target=10");

    private static BalanceRun run() {
        return new BalanceRun("random").rule(new StoppingRule(12, 50, 12, 0.02, 0.05)).threads(1).parallel(4).seed(2);
    }

    private static final BalanceStudy.Listener QUIET = line -> {
        throw new AssertionError("unexpected warning: " + line);
    };

    @Test
    @DisplayName("a spec's games are committed when the spec ends, before the next spec starts (not when the whole study ends)")
    void committedPerSpec(@TempDir Path out) throws IOException {
        BalanceRun run = run();
        List<Integer> seenAtSecondSpec = new ArrayList<>();
        BalanceStudy.run(run, SPECS, out, out.resolve("records"), new BalanceStudy.Listener() {
            @Override
            public void warning(String line) {
                throw new AssertionError(line);
            }

            @Override
            public void progress(String spec, int finished, int max) {
                if (spec.equals("pig:target=10") && seenAtSecondSpec.isEmpty()) {
                    try {
                        seenAtSecondSpec.add(RecordedGames.peek(run().match("tictactoe"), out.resolve("records")).games().size());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
        });
        assertEquals(List.of(12), seenAtSecondSpec, "tic-tac-toe's 12 games are on disk while pig plays");
    }

    @Test
    @DisplayName("a study copied to a directory of the same name elsewhere continues; under another name it is refused")
    void movedStudy(@TempDir Path dir) throws IOException {
        Path first = dir.resolve("a/L1-x");
        BalanceStudy.Result r = BalanceStudy.run(run(), SPECS, first, first.resolve("records"), QUIET);
        assertEquals(12, r.summaries().get(1).games());
        Path moved = dir.resolve("b/L1-x");
        copy(first, moved);
        List<Integer> resumed = new ArrayList<>();
        BalanceStudy.Result again = BalanceStudy.run(run(), SPECS, moved, moved.resolve("records"), new BalanceStudy.Listener() {
            @Override
            public void warning(String line) {
                throw new AssertionError(line);
            }

            @Override
            public void resumed(String spec, int games) {
                resumed.add(games);
            }
        });
        assertEquals(List.of(12, 12), resumed, "every game found in the moved records");
        assertEquals(12, again.summaries().get(0).games());
        Path renamed = dir.resolve("c/L1-y");
        copy(first, renamed);
        String msg = assertThrows(InvalidInputException.class,
                () -> BalanceStudy.run(run(), SPECS, renamed, renamed.resolve("records"), QUIET)).getMessage();
        assertTrue(msg.contains("records"), msg);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else if (!p.getFileName().toString().endsWith(".lock")) {
                    Files.copy(p, t);
                }
            }
        }
    }
}
