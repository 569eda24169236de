package pz.data;

/**
 * Keeps Parquet-Java and Hadoop from chatting at INFO level (codec pool messages, "native-hadoop
 * library" warnings) when the application logs through slf4j-simple, as the command line does.
 * Sets the simple logger's per-package levels as system properties unless the user already set
 * them; other SLF4J back ends are configured by their own files and are left alone.
 */
final class ParquetQuiet {
    private static volatile boolean done;

    private ParquetQuiet() {
    }

    static void apply() {
        if (done) {
            return;
        }
        done = true;
        // Hadoop's "Unable to load native-hadoop library" is a WARN that says nothing useful here:
        // the codecs we use are Parquet's own or the JDK's.
        String[][] levels = {{"org.apache.parquet", "warn"}, {"org.apache.hadoop", "error"}};
        for (String[] l : levels) {
            String key = "org.slf4j.simpleLogger.log." + l[0];
            if (System.getProperty(key) == null) {
                System.setProperty(key, l[1]);
            }
        }
    }
}
