package pz.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * pz-data's Parquet records as Spark SQL tables: {@code games} and {@code positions} temporary
 * views over {@code DIR/chunk-*} (a run directory's {@code records} and {@code records-val}
 * both, or any record directory), and the first-seat win rate per spec as a query. Spark reads
 * the files directly: lists are arrays, times are timestamps. Stateless.
 */
public final class RecordsSql {
    /** First-seat outright win rate and draw rate per spec (seat 0's return strictly above every other seat's, or tied at the top). */
    public static final String FIRST_SEAT_WIN_RATE = """
            SELECT spec,
                   count(*) AS games,
                   avg(CASE WHEN returns[0] > array_max(slice(returns, 2, num_players - 1)) THEN 1.0 ELSE 0.0 END) AS first_seat_win_rate,
                   avg(CASE WHEN returns[0] = array_max(slice(returns, 2, num_players - 1)) THEN 1.0 ELSE 0.0 END) AS first_seat_draw_rate,
                   avg(turns) AS mean_turns
            FROM games GROUP BY spec ORDER BY spec""";

    private RecordsSql() {
    }

    /** The Parquet globs of {@code table} ("games" or "positions") under {@code dir}: a run directory or a record directory. */
    static String[] globs(Path dir, String table) {
        Path d = dir.toAbsolutePath();
        if (Files.isDirectory(d.resolve("records"))) {
            return Files.isDirectory(d.resolve("records-val"))
                    ? new String[] {d.resolve("records") + "/chunk-*/" + table + ".parquet", d.resolve("records-val") + "/chunk-*/" + table + ".parquet"}
                    : new String[] {d.resolve("records") + "/chunk-*/" + table + ".parquet"};
        }
        return new String[] {d + "/chunk-*/" + table + ".parquet"};
    }

    /** Registers the {@code games} and {@code positions} views over {@code dir}'s records (positions only if written). */
    public static void register(SparkSession spark, Path dir) {
        spark.read().parquet(globs(dir, "games")).createOrReplaceTempView("games");
        try {
            spark.read().parquet(globs(dir, "positions")).createOrReplaceTempView("positions");
        } catch (RuntimeException e) {
            // match and balance records have empty positions files only; no view then
        }
    }

    /** The first-seat win rate per spec of {@code dir}'s games. */
    public static Dataset<Row> firstSeatWinRate(SparkSession spark, Path dir) {
        register(spark, dir);
        return spark.sql(FIRST_SEAT_WIN_RATE);
    }
}
