package pz.models;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

class NnBenchmarkTest {

    @Test
    @DisplayName("the nn benchmark is registered with ServiceLoader")
    void registered() {
        boolean found = false;
        for (Benchmark b : ServiceLoader.load(Benchmark.class)) {
            found |= b.name().equals("nn") && b instanceof NnBenchmark;
        }
        assertTrue(found);
    }

    @Test
    @Tag("slow")
    @DisplayName("pz bench nn --quick prints the inference and training rows with ratios")
    void quickRun() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new NnBenchmark().run(new BenchContext(new PrintStream(bytes, true), true, List.of("tictactoe"), null));
        String out = bytes.toString();
        assertTrue(out.contains("inference      128") && out.contains("training       256") && out.contains("%"), out);
    }

    @Test
    @DisplayName("pz bench nn --quick cowboys:size=6 v2 1x8 backends prints both backends' speed and samediff's slowdown")
    void backendsQuickRun() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new NnBenchmark().run(new BenchContext(new PrintStream(bytes, true), true, List.of("cowboys:size=6", "v2", "1x8", "backends"), null));
        String out = bytes.toString();
        assertTrue(out.contains("1x8 v2") && out.contains("samediff pos/s") && out.contains("inference") && out.contains("training")
                && out.contains("x\n"), out);
    }
}
