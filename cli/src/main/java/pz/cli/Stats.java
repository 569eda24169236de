package pz.cli;

/** Small statistics helpers for reports. */
final class Stats {
    private Stats() {
    }

    /** 95% Wilson score interval {low, high} for {@code k} successes in {@code n} trials. */
    static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = (double) k / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
