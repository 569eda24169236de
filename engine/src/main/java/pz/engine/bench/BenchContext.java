package pz.engine.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What a {@link Benchmark} gets from the command line.
 *
 * @param out   where to print the method and the figures
 * @param quick a short smoke run (seconds), for tests and CI; the full run is what the README quotes
 * @param args  further arguments after the benchmark's name (for example a game spec to restrict to)
 * @param home  the repository root (for reference sources under {@code bench/}), or null if unknown
 */
public record BenchContext(PrintStream out, boolean quick, List<String> args, Path home) {
    public BenchContext {
        args = List.copyOf(args);
    }
}
