package pz.evaluation.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;
import pz.engine.util.AtomicFiles;

/**
 * A PNG chart of the project, drawn by XChart in one house style, so that every report reads the
 * same at 100% zoom: 900 x 550 pixels unless sized, sans-serif text of 13 to 18 pixels, a white
 * plot with light grid lines, a legend under the plot and one palette. Subclasses say what is drawn
 * ({@link XyPlot}: lines and 95% bands against a numeric axis; {@link IntervalPlot}: an estimate
 * with its interval per named row).
 *
 * <p>Points that are not finite are left out and said so in {@link #notes()}, never drawn as
 * garbage or thrown on; a chart with nothing left to draw is still written, as its title over a
 * sentence that says so, so that pages embedding it keep working. Only XChart's bitmap path is
 * used, which needs Java2D and no display: the class asks for headless AWT when nothing has chosen
 * yet. Not thread-safe: build, then {@link #render()} or {@link #save(Path)}.
 */
public abstract sealed class Plot permits XyPlot, IntervalPlot {
    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // PNG files only: never open a window or need a display
        }
    }

    /** Tableau's ten colours less the pale ones: distinct for the colour-blind in the first four. */
    private static final Color[] PALETTE = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
        new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf), new Color(0x7f7f7f)};
    private static final Marker[] ROUND_MARKERS = {SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND,
        SeriesMarkers.TRIANGLE_UP};
    static final Color REFERENCE = new Color(0x555555);
    static final String FONT = Font.SANS_SERIF;
    static final Font TICK_FONT = new Font(FONT, Font.PLAIN, 13);
    private static final Font TITLE_FONT = new Font(FONT, Font.BOLD, 18);
    private static final int MARKER_POINTS = 40;

    private final String title;
    private int width = 900;
    private int height = 550;
    private final List<String> notes = new ArrayList<>();
    private int hiddenSeries;

    Plot(String title) {
        this.title = title;
    }

    /** The chart's title. */
    public String title() {
        return title;
    }

    /** Sets the image size in pixels (at least 200 x 150). */
    public Plot size(int w, int h) {
        if (w < 200 || h < 150) {
            throw new IllegalArgumentException("a chart of " + w + " x " + h + " pixels is too small to read");
        }
        width = w;
        height = h;
        return this;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    void defaultHeight(int h) {
        height = h;
    }

    /** What was left out of the chart and why (points that were not finite, series with none left). */
    public List<String> notes() {
        prepare();
        return List.copyOf(notes);
    }

    void note(String s) {
        if (!notes.contains(s)) {
            notes.add(s);
        }
    }

    /** True when at least one point can be drawn. */
    public abstract boolean hasData();

    /** Checks the data and fills {@link #notes()}; called before drawing, may be called again. */
    abstract void prepare();

    /** Adds the series to a chart already styled. */
    abstract void draw(XYChart chart);

    /** Renders the chart (or, with no data, the title and a sentence saying so). */
    public BufferedImage render() {
        notes.clear();
        prepare();
        if (!hasData()) {
            return empty();
        }
        XYChart chart = new XYChartBuilder().width(width).height(height).title(fitted(title, TITLE_FONT, width - 30)).build();
        style(chart.getStyler());
        hiddenSeries = 0;
        draw(chart);
        fitLegend(chart);
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            chart.paint(g, width, height);
        } finally {
            g.dispose();
        }
        return img;
    }

    /**
     * Renders and writes the PNG atomically ({@link AtomicFiles}); parent directories are created.
     * Encoded through a memory-cached stream: ImageIO's default for an output stream is a disk cache
     * that registers a shutdown hook, which fails while the JVM shuts down, and a partial balance
     * report is written then (Ctrl-C, SIGTERM). XChart's own {@code BitmapEncoder} is not used for
     * that reason and because it writes the file in place.
     */
    public void save(Path file) throws IOException {
        writePng(render(), file);
    }

    /** Writes {@code img} as a PNG file atomically, through a memory-cached stream ({@link #save}). */
    static void writePng(BufferedImage img, Path file) throws IOException {
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        try (ImageOutputStream out = new MemoryCacheImageOutputStream(png)) {
            if (!ImageIO.write(img, "png", out)) {
                throw new IOException("no PNG writer available");
            }
        }
        AtomicFiles.write(file, png.toByteArray());
    }

    private static void style(XYStyler s) {
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setPlotBorderColor(new Color(0xb0b0b0));
        s.setPlotGridLinesColor(new Color(0xe4e4e4));
        s.setPlotGridLinesStroke(new BasicStroke(1f));
        s.setChartFontColor(Color.BLACK);
        s.setChartTitleFont(TITLE_FONT);
        s.setChartTitleBoxVisible(false);
        s.setChartTitlePadding(8);
        s.setAxisTitleFont(new Font(FONT, Font.PLAIN, 14));
        s.setAxisTickLabelsFont(TICK_FONT);
        s.setAxisTickLabelsColor(new Color(0x333333));
        s.setYAxisLabelAlignment(AxesChartStyler.TextAlignment.Right); // numbers line up at their last digit
        s.setXAxisTickMarkSpacingHint(90); // XChart's 74 px lets "10,000" labels all but touch
        s.setAxisTickMarksColor(new Color(0x999999));
        s.setLegendFont(new Font(FONT, Font.PLAIN, 13));
        s.setLegendPosition(Styler.LegendPosition.OutsideS);
        s.setLegendLayout(Styler.LegendLayout.Horizontal);
        s.setLegendBorderColor(Color.WHITE);
        s.setLegendSeriesLineLength(28);
        s.setChartPadding(12);
        s.setPlotMargin(4);
        s.setMarkerSize(8);
        s.setAntiAlias(true);
        s.setToolTipsEnabled(false);
        s.setLocale(java.util.Locale.ROOT);

    }

    /**
     * A tick-label pattern for an axis spanning {@code lo..hi}: enough decimals for steps of a
     * fiftieth of the span, with a leading zero (XChart's own pattern writes ".02"), so that
     * neighbouring ticks never print alike.
     */
    static String decimals(double lo, double hi) {
        double span = hi - lo;
        if (!(span > 0) || !finite(span)) {
            return "#,##0.###";
        }
        int digits = Math.max(0, Math.min(10, 2 - (int) Math.floor(Math.log10(span))));
        return digits == 0 ? "#,##0" : "#,##0." + "#".repeat(digits);
    }

    /**
     * Moves the legend beside the plot, one entry a line, when its entries would not fit in one line
     * under it: XChart centres that line under the plot, not the image, and clips what passes the edge.
     */
    private void fitLegend(XYChart chart) {
        Font font = chart.getStyler().getLegendFont();
        int needed = chart.getSeriesMap().values().stream().filter(XYSeries::isShowInLegend)
                .mapToInt(s -> textWidth(s.getName(), font) + 45).sum();
        if (needed > width - leftMargin() - 20) {
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            chart.getStyler().setLegendLayout(Styler.LegendLayout.Vertical);
            // XChart centres the title over the plot, now narrower: fit it to what that centre leaves on both sides
            int legend = chart.getSeriesMap().values().stream().filter(XYSeries::isShowInLegend)
                    .mapToInt(s -> textWidth(s.getName(), font)).max().orElse(0) + 65;
            int plot = width - leftMargin() - legend;
            chart.setTitle(fitted(title, TITLE_FONT, plot + 2 * Math.min(leftMargin(), legend) - 30));
        }
    }

    /** About how far the plot starts from the left edge: the y axis's title and labels. */
    int leftMargin() {
        return 70;
    }

    static int textWidth(String s, Font font) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            return g.getFontMetrics(font).stringWidth(s);
        } finally {
            g.dispose();
        }
    }

    /** The i-th colour of the palette (cycling). */
    static Color colour(int i) {
        return PALETTE[Math.floorMod(i, PALETTE.length)];
    }

    /**
     * The round of the palette that the i-th colour is in: 0 for the first {@code PALETTE.length} series, 1 for the
     * next, and so on. A line of a later round repeats an earlier line's colour, so it gets another marker
     * ({@link #marker}) and a dotted stroke ({@link #lineStroke}) to stay told apart.
     */
    static int round(int i) {
        return Math.floorDiv(Math.max(i, 0), PALETTE.length);
    }

    /** The marker of the i-th series' points: a circle in the palette's first round, then a square, diamond, triangle. */
    static Marker marker(int i) {
        return ROUND_MARKERS[round(i) % ROUND_MARKERS.length];
    }

    /** The i-th series' line: solid (or dashed when {@code dashed}) in the palette's first round, dotted after it. */
    static BasicStroke lineStroke(int i, float w, boolean dashed) {
        return round(i) == 0 || dashed ? stroke(w, dashed)
                : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 5f}, 0f);
    }

    /** {@code c} at the given opacity (0..255), for bands drawn under their line. */
    static Color translucent(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    /** A solid or dashed stroke of the given width. */
    static BasicStroke stroke(float w, boolean dashed) {
        return dashed ? new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {8f, 5f}, 0f)
                : new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    /**
     * Adds a line series (markers on short lines and on lone points); {@code name} null hides it from
     * the legend (XChart needs unique names, so hidden ones get private ones).
     */
    XYSeries addLine(XYChart chart, String name, double[] xs, double[] ys, Color c, BasicStroke stroke) {
        return addLine(chart, name, xs, ys, c, stroke, SeriesMarkers.CIRCLE);
    }

    /** As {@link #addLine(XYChart, String, double[], double[], Color, BasicStroke)}, its points drawn as {@code marker}. */
    XYSeries addLine(XYChart chart, String name, double[] xs, double[] ys, Color c, BasicStroke stroke, Marker marker) {
        XYSeries s = chart.addSeries(name == null ? hiddenName() : name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setLineColor(c);
        s.setLineStyle(stroke);
        s.setMarkerColor(c);
        s.setMarker(xs.length <= MARKER_POINTS || xs.length == 1 ? marker : SeriesMarkers.NONE);
        s.setShowInLegend(name != null);
        return s;
    }

    /** Adds a filled polygon (a band), hidden from the legend unless named. */
    XYSeries addPolygon(XYChart chart, String name, double[] xs, double[] ys, Color fill) {
        XYSeries s = chart.addSeries(name == null ? hiddenName() : name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
        s.setFillColor(fill);
        s.setLineColor(translucent(fill, 0));
        s.setMarker(SeriesMarkers.NONE);
        s.setShowInLegend(name != null);
        return s;
    }

    String hiddenName() {
        return "\u200b" + (hiddenSeries++); // zero-width space: never a caller's name
    }

    /** The title and a sentence on white, for a chart with nothing to draw. */
    private BufferedImage empty() {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.setColor(Color.BLACK);
            g.setFont(TITLE_FONT);
            centred(g, title, 36);
            g.setColor(new Color(0x555555));
            g.setFont(new Font(FONT, Font.PLAIN, 15));
            String why = notes.isEmpty() ? "no data to draw" : "no data to draw: " + String.join("; ", notes);
            centred(g, why, height / 2);
        } finally {
            g.dispose();
        }
        return img;
    }

    private void centred(Graphics2D g, String s, int y) {
        String t = fitted(s, g.getFont(), width - 24);
        g.drawString(t, (width - g.getFontMetrics().stringWidth(t)) / 2, y);
    }

    /** {@code s}, cut with an ellipsis to at most {@code pixels} wide in {@code font} (XChart would clip it at the edges). */
    static String fitted(String s, Font font, int pixels) {
        String t = s;
        while (t.length() > 4 && textWidth(t, font) > pixels) {
            t = t.substring(0, t.length() - 2) + "\u2026";
        }
        return t;
    }

    /** True when {@code v} is a number that can be drawn. */
    static boolean finite(double v) {
        return Double.isFinite(v);
    }
}
