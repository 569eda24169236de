package pz.cli;

/**
 * Configures slf4j-simple before the first logger is made: warnings only by default (Parquet, Hadoop
 * and ND4J are chatty), {@code --verbose} shows info from pz and debug detail.
 */
final class Logging {
    private Logging() {
    }

    static void configure(boolean verbose) {
        setDefault("org.slf4j.simpleLogger.logFile", "System.err");
        setDefault("org.slf4j.simpleLogger.defaultLogLevel", verbose ? "info" : "warn");
        setDefault("org.slf4j.simpleLogger.log.pz", verbose ? "debug" : "warn");
        setDefault("org.slf4j.simpleLogger.showDateTime", "true");
        setDefault("org.slf4j.simpleLogger.dateTimeFormat", "HH:mm:ss");
        setDefault("org.slf4j.simpleLogger.showThreadName", verbose ? "true" : "false");
        setDefault("org.slf4j.simpleLogger.showShortLogName", "true");
        if (verbose) {
            System.setProperty("pz.verbose", "true");
        }
    }

    private static void setDefault(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
