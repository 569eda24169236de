package pz.evaluation.report;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Lines against a numeric x axis, each with an optional shaded 95% band, step histograms and dashed
 * reference lines: training curves, Elo against games or time, learning curves, game lengths.
 *
 * <p>A point whose x or y is not finite is left out and the line broken there (a gap, not a jump
 * to the next point); a band is drawn only where both bounds are finite. What was left out is in
 * {@link #notes()}. Bands are drawn first, under every line, in their line's colour. Not
 * thread-safe.
 */
public final class XyPlot extends Plot {
    private record Line(String name, double[] xs, double[] ys, int colour, boolean dashed) {
    }

    /** A shaded band, or with {@code bars} a vertical bar at each point (intervals of separate measurements). */
    private record Band(String name, String of, double[] xs, double[] low, double[] high, int colour, boolean bars) {
        String label() {
            return name != null ? name : "interval of " + of;
        }
    }

    private record Steps(String name, double[] edges, double[] heights, int colour) {
    }

    /** A dashed grey line: at {@code value} across the plot (vertical or horizontal), or through points {@code xs, ys}. */
    private record Rule(String name, double value, boolean vertical, double[] xs, double[] ys) {
    }

    private final String xTitle;
    private final String yTitle;
    private final List<Line> lines = new ArrayList<>();
    private final List<Band> bands = new ArrayList<>();
    private final List<Steps> steps = new ArrayList<>();
    private final List<Rule> rules = new ArrayList<>();
    private int colours;
    private Double yMin;
    private Double yMax;
    private Double xMin;
    private Double xMax;

    /** A chart with a title and axis titles (say the unit in them: "time (hours)"). */
    public XyPlot(String title, String xTitle, String yTitle) {
        super(title);
        this.xTitle = xTitle;
        this.yTitle = yTitle;
    }

    @Override
    public XyPlot size(int w, int h) {
        super.size(w, h);
        return this;
    }

    /** Adds a solid line in the next colour; {@code xs} and {@code ys} have one entry per point. */
    public XyPlot line(String name, double[] xs, double[] ys) {
        lines.add(new Line(name, xs.clone(), checked(ys, xs.length, name).clone(), colours++, false));
        return this;
    }

    /** The number of lines added (solid and dashed). */
    public int lineCount() {
        return lines.size();
    }

    /** Adds a dashed line in the colour of the line named {@code like} (for example held-out losses beside training ones). */
    public XyPlot dashedLine(String name, double[] xs, double[] ys, String like) {
        int c = lines.stream().filter(l -> l.name().equals(like)).mapToInt(Line::colour).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no line named " + like));
        lines.add(new Line(name, xs.clone(), checked(ys, xs.length, name).clone(), c, true));
        return this;
    }

    /**
     * Adds a shaded band from {@code low} to {@code high} in the colour of the last line added (its
     * interval); {@code name} null leaves it out of the legend.
     */
    public XyPlot band(String name, double[] xs, double[] low, double[] high) {
        return interval(name, xs, low, high, false);
    }

    /**
     * Adds a vertical interval bar at each point, from {@code low} to {@code high}, in the colour of the last line
     * added: for points that are separate measurements (a match per point), where a band would suggest values
     * between them. Bars need not be symmetric (a Wilson interval near 0% or 100% is not); {@code name} null
     * leaves them out of the legend.
     */
    public XyPlot bars(String name, double[] xs, double[] low, double[] high) {
        return interval(name, xs, low, high, true);
    }

    private XyPlot interval(String name, double[] xs, double[] low, double[] high, boolean asBars) {
        if (lines.isEmpty()) {
            throw new IllegalStateException("an interval belongs to a line: add the line first");
        }
        Line of = lines.get(lines.size() - 1);
        bands.add(new Band(name, of.name(), xs.clone(), checked(low, xs.length, name).clone(), checked(high, xs.length, name).clone(),
                of.colour(), asBars));
        return this;
    }

    /** Adds a histogram: {@code heights[i]} over {@code [edges[i], edges[i + 1])}, filled, in the next colour. */
    public XyPlot steps(String name, double[] edges, double[] heights) {
        if (edges.length != heights.length + 1) {
            throw new IllegalArgumentException(name + ": " + heights.length + " bins need " + (heights.length + 1) + " edges");
        }
        steps.add(new Steps(name, edges.clone(), heights.clone(), colours++));
        return this;
    }

    /** Adds a dashed grey horizontal line at {@code y} across the data (for example 50%: equal chances). */
    public XyPlot reference(String name, double y) {
        rules.add(new Rule(name, y, false, null, null));
        return this;
    }

    /** Adds a dashed grey line through the given points (a reference that changes along x, such as a fair share). */
    public XyPlot reference(String name, double[] xs, double[] ys) {
        rules.add(new Rule(name, Double.NaN, false, xs.clone(), checked(ys, xs.length, name).clone()));
        return this;
    }

    /** Adds a dashed grey vertical line at {@code x} (for example the median). */
    public XyPlot vertical(String name, double x) {
        rules.add(new Rule(name, x, true, null, null));
        return this;
    }

    /** Fixes the y range (otherwise XChart fits the data; a histogram starts at 0). */
    public XyPlot yRange(double min, double max) {
        yMin = min;
        yMax = max;
        return this;
    }

    /** Starts the y axis at {@code min} (0 for a count, so that a small change is not drawn as a large one); the top fits the data. */
    public XyPlot yFrom(double min) {
        yMin = min;
        return this;
    }

    /** Fixes the x range. */
    public XyPlot xRange(double min, double max) {
        xMin = min;
        xMax = max;
        return this;
    }

    private static double[] checked(double[] v, int n, String name) {
        if (v.length != n) {
            throw new IllegalArgumentException(name + ": " + v.length + " values for " + n + " points");
        }
        return v;
    }

    /** The value axis's title. */
    public String yTitle() {
        return yTitle;
    }

    @Override
    public boolean hasData() {
        for (Line l : lines) {
            if (!runs(l.xs(), l.ys(), null).isEmpty()) {
                return true;
            }
        }
        for (Band b : bands) {
            if (!runs(b.xs(), b.low(), b.high()).isEmpty()) {
                return true;
            }
        }
        return steps.stream().anyMatch(s -> s.heights().length > 0 && allFinite(s.edges()) && allFinite(s.heights()));
    }

    @Override
    void prepare() {
        for (Line l : lines) {
            noteDropped(l.name(), count(l.xs(), l.ys(), null), l.xs().length);
        }
        for (Band b : bands) {
            noteDropped(b.label(), count(b.xs(), b.low(), b.high()), b.xs().length);
        }
        for (Steps s : steps) {
            if (!allFinite(s.edges()) || !allFinite(s.heights())) {
                note(s.name() + ": not drawn, its bins are not all finite");
            }
        }
    }

    private void noteDropped(String name, int kept, int all) {
        if (all == 0) {
            note(name + ": no points");
        } else if (kept == 0) {
            note(name + ": no finite point of " + all);
        } else if (kept < all) {
            note(name + ": " + (all - kept) + " of " + all + " points not finite, left out");
        }
    }

    @Override
    void draw(XYChart chart) {
        chart.setXAxisTitle(xTitle);
        chart.setYAxisTitle(yTitle);
        double[] xr = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double[] yr = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (Band b : bands) {
            Color c = colour(b.colour());
            boolean first = true;
            for (int[] run : runs(b.xs(), b.low(), b.high())) {
                int n = run[1] - run[0];
                if (n == 1 || b.bars()) { // a lone interval between gaps is a bar too, since a band needs two points
                    for (int i = run[0]; i < run[1]; i++) {
                        XYSeries bar = addLine(chart, first ? b.name() : null, new double[] {b.xs()[i], b.xs()[i]},
                                new double[] {b.low()[i], b.high()[i]}, translucent(c, 110), stroke(7f, false));
                        bar.setMarker(SeriesMarkers.NONE);
                        grow(xr, b.xs()[i]);
                        grow(yr, b.low()[i]);
                        grow(yr, b.high()[i]);
                        first = false;
                    }
                    continue;
                }
                double[] px = new double[2 * n];
                double[] py = new double[2 * n];
                for (int k = 0; k < n; k++) {
                    int i = run[0] + k;
                    px[k] = b.xs()[i];
                    py[k] = b.high()[i];
                    px[2 * n - 1 - k] = b.xs()[i];
                    py[2 * n - 1 - k] = b.low()[i];
                    grow(xr, b.xs()[i]);
                    grow(yr, b.low()[i]);
                    grow(yr, b.high()[i]);
                }
                addPolygon(chart, first ? b.name() : null, px, py, translucent(c, 56));
                first = false;
            }
        }
        for (Steps s : steps) {
            if (s.heights().length == 0 || !allFinite(s.edges()) || !allFinite(s.heights())) {
                continue;
            }
            int bins = s.heights().length;
            double[] px = Arrays.copyOf(s.edges(), bins + 1);
            double[] py = Arrays.copyOf(s.heights(), bins + 1);
            py[bins] = s.heights()[bins - 1]; // the last step needs its right edge
            Color c = colour(s.colour());
            XYSeries series = chart.addSeries(s.name(), px, py);
            series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.StepArea);
            series.setFillColor(translucent(c, 150));
            series.setLineColor(c);
            series.setLineStyle(stroke(1.5f, false));
            series.setMarker(SeriesMarkers.NONE);
            for (int i = 0; i <= bins; i++) {
                grow(xr, px[i]);
                grow(yr, py[i]);
            }
            grow(yr, 0);
            if (yMin == null) {
                chart.getStyler().setYAxisMin(0.0);
            }
        }
        for (Line l : lines) {
            boolean first = true;
            for (int[] run : runs(l.xs(), l.ys(), null)) {
                double[] px = Arrays.copyOfRange(l.xs(), run[0], run[1]);
                double[] py = Arrays.copyOfRange(l.ys(), run[0], run[1]);
                for (int i = 0; i < px.length; i++) {
                    grow(xr, px[i]);
                    grow(yr, py[i]);
                }
                addLine(chart, first ? l.name() : null, px, py, colour(l.colour()), lineStroke(l.colour(), 2.5f, l.dashed()),
                        marker(l.colour()));
                first = false;
            }
        }
        double y0 = yMin != null ? yMin : yr[0];
        double y1 = yMax != null ? yMax : yr[1];
        double x0 = xMin != null ? xMin : xr[0];
        double x1 = xMax != null ? xMax : xr[1];
        chart.getStyler().setXAxisDecimalPattern(decimals(x0, x1));
        chart.getStyler().setYAxisDecimalPattern(decimals(y0, y1));
        for (Rule r : rules) {
            if (r.xs() != null) {
                boolean first = true;
                for (int[] run : runs(r.xs(), r.ys(), null)) {
                    XYSeries s = addLine(chart, first ? r.name() : null, Arrays.copyOfRange(r.xs(), run[0], run[1]),
                            Arrays.copyOfRange(r.ys(), run[0], run[1]), REFERENCE, stroke(1.5f, true));
                    s.setMarker(SeriesMarkers.NONE);
                    first = false;
                }
                continue;
            }
            if (!finite(r.value())) {
                continue;
            }
            double[] px = r.vertical() ? new double[] {r.value(), r.value()} : new double[] {x0, x1};
            double[] py = r.vertical() ? new double[] {y0, y1} : new double[] {r.value(), r.value()};
            XYSeries s = addLine(chart, r.name(), px, py, REFERENCE, stroke(1.5f, true));
            s.setMarker(SeriesMarkers.NONE);
        }
        if (yMin != null) {
            chart.getStyler().setYAxisMin(yMin);
        }
        if (yMax != null) {
            chart.getStyler().setYAxisMax(yMax);
        }
        if (xMin != null) {
            chart.getStyler().setXAxisMin(xMin).setXAxisMax(xMax);
        } else if (distinctXs() > 12 && (x1 - x0) / 100 > 2e-4) {
            // XChart puts a tick on every x when all are equally spaced (iterations 1, 2, 3...), which for
            // many points labels 1, 18, 35...; a margin off that spacing makes it choose round ticks.
            double pad = (x1 - x0) / 100;
            chart.getStyler().setXAxisMin(x0 - pad).setXAxisMax(x1 + pad);
        }
    }

    private int distinctXs() {
        java.util.Set<Double> xs = new java.util.HashSet<>();
        lines.forEach(l -> Arrays.stream(l.xs()).filter(Double::isFinite).forEach(xs::add));
        steps.forEach(st -> Arrays.stream(st.edges()).filter(Double::isFinite).forEach(xs::add));
        return xs.size();
    }

    private static void grow(double[] range, double v) {
        range[0] = Math.min(range[0], v);
        range[1] = Math.max(range[1], v);
    }

    /** The maximal index ranges {from, to} whose points are all finite (y, and z when given). */
    private static List<int[]> runs(double[] xs, double[] ys, double[] zs) {
        List<int[]> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= xs.length; i++) {
            boolean ok = i < xs.length && finite(xs[i]) && finite(ys[i]) && (zs == null || finite(zs[i]));
            if (ok && start < 0) {
                start = i;
            } else if (!ok && start >= 0) {
                out.add(new int[] {start, i});
                start = -1;
            }
        }
        return out;
    }

    private static int count(double[] xs, double[] ys, double[] zs) {
        return runs(xs, ys, zs).stream().mapToInt(r -> r[1] - r[0]).sum();
    }

    private static boolean allFinite(double[] v) {
        return Arrays.stream(v).allMatch(Double::isFinite);
    }
}
