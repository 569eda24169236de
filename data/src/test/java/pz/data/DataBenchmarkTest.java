package pz.data;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.bench.BenchContext;
import pz.engine.bench.Benchmark;

class DataBenchmarkTest {
    @Test
    @DisplayName("the 'data' benchmark is registered and its quick run prints the reference and the record figures")
    void quickBenchmarkRuns() throws Exception {
        Benchmark b = ServiceLoader.load(Benchmark.class).stream().map(ServiceLoader.Provider::get)
                .filter(x -> x.name().equals("data")).findFirst().orElseThrow();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        b.run(new BenchContext(new PrintStream(bytes, true, StandardCharsets.UTF_8), true, List.of("pig"), null));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("reference write:") && out.contains("reference read:"), out);
        assertTrue(out.contains("records ZSTD") && out.contains("replay window:"), out);
    }
}
