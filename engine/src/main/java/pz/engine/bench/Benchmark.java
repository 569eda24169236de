package pz.engine.bench;

/**
 * A benchmark run by {@code pz bench NAME}. Modules register theirs through
 * {@link java.util.ServiceLoader} ({@code META-INF/services/pz.engine.bench.Benchmark}).
 *
 * <p>A benchmark prints its method first (what is measured, how, against which reference), then
 * its figures, and measures the reference in the same run so that the result is a ratio: these
 * machines are shared and noisy.
 */
public interface Benchmark {

    /** The name after {@code pz bench}: {@code engine}, {@code search}, {@code nn}, {@code data}. */
    String name();

    /** One line for {@code pz bench --help}. */
    String description();

    /** Runs the benchmark, printing to {@code context.out()}. */
    void run(BenchContext context) throws Exception;
}
