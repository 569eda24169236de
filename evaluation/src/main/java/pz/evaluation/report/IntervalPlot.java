package pz.evaluation.report;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Estimates with their intervals, one row per named item (a spec, an agent), one dot with a
 * horizontal whisker per series and row, as in a forest plot; optional dashed marks per row (for
 * example the share each seat would have with equal chances, which differs between 2 and 3 seats).
 * Rows read top to bottom in the order given; series in one row are spread a little apart.
 *
 * <p>Why not bars with error bars: XChart's error bars are symmetric, and the Wilson interval of
 * a rate near 0% or 100% is not; whiskers drawn as lines show each bound where it is. An interval
 * bound that is not finite (a perfect record's Elo) is drawn to the edge of a fixed range, or left
 * out, and said so in {@link #notes()}; a row without a finite estimate shows no dot. Not
 * thread-safe.
 */
public final class IntervalPlot extends Plot {
    private record Series(String name, double[] estimate, double[] low, double[] high) {
    }

    private record Marks(String name, double[] values) {
    }

    private static final int MAX_LABEL = 40;
    private static final Color ZEBRA = new Color(0xf3f3f3);
    private final String valueTitle;
    private final String rowTitle;
    private final List<String> rows;
    private final List<String> rowLabels;
    private final List<Series> series = new ArrayList<>();
    private final List<Marks> marks = new ArrayList<>();
    private Double min;
    private Double max;

    /**
     * A chart of the given rows (top to bottom).
     *
     * @param valueTitle the value axis, with its unit ("first seat's score (%)")
     * @param rowTitle   what a row is ("spec")
     */
    public IntervalPlot(String title, String valueTitle, String rowTitle, List<String> rows) {
        super(title);
        this.valueTitle = valueTitle;
        this.rowTitle = rowTitle;
        this.rows = List.copyOf(rows);
        this.rowLabels = labels(this.rows);
        defaultHeight(Math.max(550, 220 + 34 * this.rows.size())); // rows stay readable when there are many
    }

    /** Row names shortened to fit and made unique (equal names would make XChart skip rows). */
    private static List<String> labels(List<String> rows) {
        List<String> out = new ArrayList<>();
        for (String row : rows) {
            String s = row.length() <= MAX_LABEL ? row : row.substring(0, MAX_LABEL - 1) + "\u2026";
            String t = s;
            for (int k = 2; out.contains(t); k++) {
                t = s + " (" + k + ")";
            }
            out.add(t);
        }
        return out;
    }

    @Override
    public IntervalPlot size(int w, int h) {
        super.size(w, h);
        return this;
    }

    /** Adds a series: per row its estimate and interval (NaN where the row has none). */
    public IntervalPlot series(String name, double[] estimate, double[] low, double[] high) {
        for (double[] v : List.of(estimate, low, high)) {
            if (v.length != rows.size()) {
                throw new IllegalArgumentException(name + ": " + v.length + " values for " + rows.size() + " rows");
            }
        }
        series.add(new Series(name, estimate.clone(), low.clone(), high.clone()));
        return this;
    }

    /** Adds a dashed grey mark per row at {@code values[row]} (NaN: none), named once in the legend. */
    public IntervalPlot marks(String name, double[] values) {
        if (values.length != rows.size()) {
            throw new IllegalArgumentException(name + ": " + values.length + " values for " + rows.size() + " rows");
        }
        marks.add(new Marks(name, values.clone()));
        return this;
    }

    /** Fixes the value axis (otherwise it fits the intervals). */
    public IntervalPlot range(double lo, double hi) {
        min = lo;
        max = hi;
        return this;
    }

    @Override
    public boolean hasData() {
        return series.stream().anyMatch(s -> Arrays.stream(s.estimate()).anyMatch(Double::isFinite));
    }

    @Override
    void prepare() {
        if (rows.isEmpty()) {
            note("no rows");
        }
        for (Series s : series) {
            int missing = 0;
            int open = 0;
            for (int r = 0; r < rows.size(); r++) {
                if (!finite(s.estimate()[r])) {
                    missing++;
                } else if (!finite(s.low()[r]) || !finite(s.high()[r])) {
                    open++;
                }
            }
            if (missing > 0) {
                note(s.name() + ": no finite estimate in " + missing + " of " + rows.size() + " rows");
            }
            if (open > 0) {
                note(s.name() + ": " + open + " interval bound(s) not finite, " + (min != null ? "drawn to the edge" : "left out"));
            }
        }
    }

    @Override
    void draw(XYChart chart) {
        chart.setXAxisTitle(valueTitle);
        chart.setYAxisTitle(rowTitle);
        int n = rows.size();
        int k = series.size();
        double[] span = valueSpan();
        for (int r = 1; r < n; r += 2) { // every other row shaded, so a row's dots are seen together
            double y = n - 1 - r;
            addPolygon(chart, null, new double[] {span[0], span[1], span[1], span[0]},
                    new double[] {y - 0.5, y - 0.5, y + 0.5, y + 0.5}, ZEBRA);
        }
        for (Marks m : marks) {
            boolean first = true;
            for (int r = 0; r < n; r++) {
                double v = m.values()[r];
                if (!finite(v)) {
                    continue;
                }
                double y = n - 1 - r;
                XYSeries s = addLine(chart, first ? m.name() : null, new double[] {v, v}, new double[] {y - 0.42, y + 0.42},
                        REFERENCE, stroke(1.5f, true));
                s.setMarker(SeriesMarkers.NONE);
                first = false;
            }
        }
        for (int i = 0; i < k; i++) {
            Series s = series.get(i);
            double offset = k == 1 ? 0 : 0.28 - 0.56 * i / (k - 1); // the first series on top, as in the legend
            List<double[]> dots = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                double est = s.estimate()[r];
                if (!finite(est)) {
                    continue;
                }
                double y = n - 1 - r + offset;
                dots.add(new double[] {est, y});
                double lo = bound(s.low()[r]);
                double hi = bound(s.high()[r]);
                if (finite(lo) && finite(hi) && hi > lo) { // a zero-width interval (an anchor) is the dot alone
                    XYSeries w = addLine(chart, null, new double[] {lo, hi}, new double[] {y, y}, colour(i), stroke(2.5f, false));
                    w.setMarker(SeriesMarkers.NONE);
                    double cap = k == 1 ? 0.12 : Math.min(0.12, 0.2 / (k - 1));
                    for (double end : new double[] {lo, hi}) {
                        XYSeries c = addLine(chart, null, new double[] {end, end}, new double[] {y - cap, y + cap}, colour(i),
                                stroke(2f, false));
                        c.setMarker(SeriesMarkers.NONE);
                    }
                }
            }
            double[] xs = dots.stream().mapToDouble(d -> d[0]).toArray();
            double[] ys = dots.stream().mapToDouble(d -> d[1]).toArray();
            if (xs.length == 0) {
                continue; // noted in prepare()
            }
            XYSeries dot = chart.addSeries(s.name(), xs, ys);
            dot.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            dot.setMarker(SeriesMarkers.CIRCLE);
            dot.setMarkerColor(colour(i));
        }
        var st = chart.getStyler();
        st.setMarkerSize(11);
        st.setYAxisMin(-0.6).setYAxisMax(n - 0.4);
        st.setYAxisTickMarkSpacingHint(10); // XChart widens the step from here until the labels pass: one row (see label)
        st.setPlotGridHorizontalLinesVisible(false);
        chart.setCustomYAxisTickLabelsFormatter(y -> label(y, n));
        if (min != null) {
            st.setXAxisMin(min).setXAxisMax(max);
        }
        st.setXAxisDecimalPattern(decimals(span[0], span[1]));
    }

    @Override
    int leftMargin() {
        return 50 + rowLabels.stream().mapToInt(l -> textWidth(l, TICK_FONT)).max().orElse(0);
    }

    /** The value axis's extent: the fixed range, or the finite estimates, bounds and marks padded by 5%. */
    private double[] valueSpan() {
        if (min != null) {
            return new double[] {min, max};
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        List<double[]> all = new ArrayList<>();
        series.forEach(s -> all.addAll(List.of(s.estimate(), s.low(), s.high())));
        marks.forEach(m -> all.add(m.values()));
        for (double[] v : all) {
            for (double x : v) {
                if (finite(x)) {
                    lo = Math.min(lo, x);
                    hi = Math.max(hi, x);
                }
            }
        }
        double pad = hi > lo ? 0.05 * (hi - lo) : 1;
        return new double[] {lo - pad, hi + pad};
    }

    private double bound(double v) {
        if (finite(v) || min == null || Double.isNaN(v)) {
            return v;
        }
        return v > 0 ? max : min;
    }

    /**
     * The text of the row-axis tick at {@code y}. XChart picks the tick step itself and retries with
     * wider steps until every tick text is unique (and it draws no tick at all when the axis ends
     * format alike); so ticks between rows get blank texts that repeat, which rejects steps under
     * one row, and ticks on whole numbers get texts that never repeat: the row's name, or
     * zero-width spaces outside the rows. The first step accepted is therefore one row, or a
     * multiple of it when rows are too thin for their text. No text is empty: a step whose only
     * off-row tick lies below the first row is accepted, and XChart then lays out that tick's text.
     */
    String label(double y, int n) {
        long r = Math.round(y);
        if (Math.abs(y - r) > 1e-6) {
            return y < 0 ? "\u00a0" : " "; // never empty: XChart lays out every tick text it keeps (TextLayout refuses "")
        }
        if (r < 0) {
            return "\u200b".repeat((int) Math.min(50, -r));
        }
        if (r >= n) {
            return " " + "\u200b".repeat((int) Math.min(50, r - n + 1));
        }
        return rowLabels.get((int) (n - 1 - r));
    }
}
