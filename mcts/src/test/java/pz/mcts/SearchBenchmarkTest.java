package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertTrue(out.contains("leaf options"), "the leaf-cost table follows: " + out);
        assertEquals(2, out.lines().filter(l -> l.startsWith("tictactoe ")).count(), "one line per game in each table: " + out);
    }

    @Test
    @DisplayName("pz bench search model=FILE: reports the share of self-play time outside the network and 1 against 2 worker threads, with agent=SPEC's search")
    void networkOverhead(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path f = java.nio.file.Files.writeString(dir.resolve("net.busy"), "x");
        java.util.concurrent.atomic.AtomicInteger confined = new java.util.concurrent.atomic.AtomicInteger();
        ModelLoader loader = new ModelLoader() {
            @Override
            public String name() {
                return "busy";
            }

            @Override
            public boolean accepts(java.nio.file.Path file) {
                return file.toString().endsWith(".busy");
            }

            @Override
            public LoadedModel load(java.nio.file.Path file, pz.engine.Game game) {
                Evaluator uniform = new UniformEvaluator();
                return new LoadedModel(new Evaluator() {
                    @Override
                    public void evaluate(EvalBatch batch) {
                        uniform.evaluate(batch);
                    }

                    @Override
                    public boolean threadSafe() {
                        return uniform.threadSafe();
                    }

                    @Override
                    public void onOneCore(Runnable work) {
                        confined.incrementAndGet();
                        work.run();
                    }
                }, SearchRecipe.defaults());
            }
        };
        ModelLoaders.register(loader);
        try {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            new pz.mcts.bench.SearchBenchmark().run(new BenchContext(new PrintStream(buf, true), true,
                    List.of("tictactoe", "model=" + f, "agent=mcts:rollouts=2,visits=30"), null));
            String out = buf.toString();
            assertTrue(out.contains("network overhead"), out);
            assertTrue(out.contains("worker threads"), out);
            assertEquals(4, out.lines().filter(l -> l.startsWith("tictactoe ")).count(),
                    "network overhead, then 1, 1 on one core and 2 worker threads (the zero-cost tables are left out): " + out);
            assertTrue(out.lines().anyMatch(l -> l.matches("tictactoe +1\\* .*")), "the one-core arm: " + out);
            assertTrue(confined.get() > 0, "the one-core arm's evaluations ran through Evaluator.onOneCore");
            assertTrue(out.lines().anyMatch(l -> l.matches("tictactoe +2 .*")), out);
            assertTrue(out.contains("%"), out);
            assertTrue(out.contains("searched by mcts:rollouts=2,visits=30"), out);
            assertTrue(out.contains("would allow"), "the quiet-machine ceiling: " + out);
            org.junit.jupiter.api.Assertions.assertThrows(pz.engine.InvalidInputException.class, () -> new pz.mcts.bench.SearchBenchmark()
                    .run(new BenchContext(new PrintStream(new ByteArrayOutputStream()), true, List.of("tictactoe", "model=" + f, "threads=1"), null)));
        } finally {
            ModelLoaders.unregister(loader);
        }
    }
}
