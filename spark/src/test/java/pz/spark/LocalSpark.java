package pz.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * One Spark session for every test class of the module ({@code local[2,2]}: two cores, a failed
 * task is tried twice), started on first use and stopped when the test JVM ends: starting Spark
 * costs seconds, and only one context may live in a JVM.
 */
final class LocalSpark {
    private static SparkSession session;

    private LocalSpark() {
    }

    static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder().config(new SparkConf()
                    .setMaster("local[2,2]").setAppName("pz-spark tests")
                    .set("spark.ui.enabled", "false")
                    .set("spark.sql.shuffle.partitions", "2")
                    .set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1")).getOrCreate();
            session.sparkContext().setLogLevel("ERROR");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> session.stop(), "stop spark"));
        }
        return session;
    }

    static JavaSparkContext context() {
        return JavaSparkContext.fromSparkContext(session().sparkContext());
    }
}
