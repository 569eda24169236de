package pz.evaluation.report;

import java.util.List;

/**
 * The charts that several reports share, built on {@link XyPlot}: the learning curve (strength
 * against self-play games or hours, as {@code pz report} draws it and as the shipped models' runs
 * are compared) and balance against strength (the first seat's score against the level of play's
 * Elo, one curve per spec, for the balance atlas). Stateless.
 */
public final class Charts {
    /**
     * One curve: per point its x, its estimate and the estimate's 95% interval ({@code NaN} bounds
     * where a point has none: the band breaks there).
     */
    public record Curve(String name, double[] x, double[] y, double[] low, double[] high) {
        public Curve {
            if (y.length != x.length || low.length != x.length || high.length != x.length) {
                throw new IllegalArgumentException(name + ": x, y, low and high differ in length");
            }
        }
    }

    private Charts() {
    }

    /**
     * A learning curve: each run's strength with its shaded 95% band.
     *
     * @param xTitle        "self-play games" or "time (hours)": the compute spent
     * @param strengthTitle the strength and what it is measured against, with the unit: "Elo (first model = 0)"
     * @param reference     the name of a dashed line at 0 Elo (the reference opponent or model), or null for none
     */
    public static XyPlot learningCurve(String title, String xTitle, String strengthTitle, List<Curve> curves, String reference) {
        XyPlot p = new XyPlot(title, xTitle, strengthTitle);
        addCurves(p, curves);
        if (reference != null) {
            p.reference(reference, 0);
        }
        return p;
    }

    /**
     * Balance against strength: per spec, the first seat's score (in percent: win 1, draw 1/2; with more
     * players, {@code equal} below 50, its share of outright wins) with its shaded 95% band, against the
     * Elo of the level of play (one point per level), and a dashed line at the share equal chances would
     * give ({@code equal}, in percent: 50 for two players). Does the first seat's edge hold, grow or
     * vanish as play gets stronger?
     */
    public static XyPlot balanceAgainstStrength(String title, List<Curve> specs, double equal) {
        String value = equal < 50 ? "first seat's share of wins (%)" : "first seat's score (%)";
        XyPlot p = new XyPlot(title, "strength of the level of play (Elo, the first level = 0)", value).yRange(0, 100);
        addCurves(p, specs);
        p.reference(String.format(java.util.Locale.ROOT, "equal chances (%.0f%%)", equal), equal);
        return p;
    }

    /**
     * Several runs' learning curves on one chart: each run's score against its fixed opponent (in percent, win 1,
     * draw 1/2) with its shaded 95% interval, against self-play games, and the 50% line of equal strength.
     */
    public static XyPlot scoreCurves(String title, String xTitle, List<Curve> curves) {
        XyPlot p = new XyPlot(title, xTitle, "score against the opponent (%)").yRange(0, 100);
        addCurves(p, curves);
        return p.reference("equal strength (50%)", 50);
    }

    private static void addCurves(XyPlot p, List<Curve> curves) {
        for (int i = 0; i < curves.size(); i++) {
            Curve c = curves.get(i);
            p.line(c.name(), c.x(), c.y());
            // One legend entry says what the shading is; each band has its curve's colour.
            p.band(i == 0 ? "shaded: 95% interval" : null, c.x(), c.low(), c.high());
        }
    }
}
