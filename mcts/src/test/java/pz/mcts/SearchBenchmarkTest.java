package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

class SearchBenchmarkTest {
    @Test
    @DisplayName("pz bench search: registered through ServiceLoader; a quick run prints the method and a line per game")
    void quickRun() throws Exception {
        Benchmark found = null;
        for (Benchmark b : ServiceLoader.load(Benchmark.class)) {
            if (b.name().equals("search")) {
                found = b;
            }
        }
        assertTrue(found != null, "search benchmark registered");
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        found.run(new BenchContext(new PrintStream(buf, true), true, List.of("tictactoe"), null));
        String out = buf.toString();
        assertTrue(out.contains("zero-cost evaluator"), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("tictactoe ")), out);
    }
}
