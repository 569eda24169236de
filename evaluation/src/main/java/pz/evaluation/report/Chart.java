package pz.evaluation.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A small PNG chart drawn with Java2D (headless): line series or bars with optional error bars,
 * axes with ticks, a title and a legend. Enough for training curves and balance reports without a
 * plotting dependency. Not thread-safe; build, then {@link #save(Path)} (written atomically).
 */
public final class Chart {
    /** One series: points (x, y) and optional symmetric error half-widths. */
    public record Series(String name, double[] xs, double[] ys, double[] errors) {
    }

    private static final Color[] PALETTE = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c),
        new Color(0xff7f0e), new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf), new Color(0x7f7f7f)};
    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<Series> series = new ArrayList<>();
    private final List<String> categories = new ArrayList<>();
    private boolean bars;
    private Double yMin;
    private Double yMax;
    private Double referenceLine;
    private int width = 900;
    private int height = 520;

    public Chart(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    /** Adds a line series. */
    public Chart line(String name, double[] xs, double[] ys) {
        series.add(new Series(name, xs.clone(), ys.clone(), null));
        return this;
    }

    /** Adds a line series with error bars (half-widths). */
    public Chart line(String name, double[] xs, double[] ys, double[] errors) {
        series.add(new Series(name, xs.clone(), ys.clone(), errors.clone()));
        return this;
    }

    /** Makes this a bar chart over named categories; each series gives one bar per category (errors may be null). */
    public Chart bars(List<String> categoryNames) {
        bars = true;
        categories.clear();
        categories.addAll(categoryNames);
        return this;
    }

    /** Adds a bar series (one value per category, optional error half-widths). */
    public Chart barSeries(String name, double[] values, double[] errors) {
        double[] xs = new double[values.length];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = i;
        }
        series.add(new Series(name, xs, values.clone(), errors == null ? null : errors.clone()));
        return this;
    }

    /** Fixes the y range (otherwise it fits the data). */
    public Chart yRange(double min, double max) {
        yMin = min;
        yMax = max;
        return this;
    }

    /** Draws a dashed horizontal line at {@code y} (e.g. 50%). */
    public Chart reference(double y) {
        referenceLine = y;
        return this;
    }

    /** Sets the image size in pixels. */
    public Chart size(int w, int h) {
        width = w;
        height = h;
        return this;
    }

    /** Renders the chart. */
    public BufferedImage render() {
        System.setProperty("java.awt.headless", "true");
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        int left = 80;
        int right = 30 + (series.size() > 1 ? 170 : 0);
        int top = 50;
        int bottom = bars ? 90 : 60;
        int pw = width - left - right;
        int ph = height - top - bottom;
        double[] xr = xRange();
        double[] yr = yRangeOfData();
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        drawCentered(g, title, left + pw / 2, 28);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        // grid and y ticks
        for (double t : ticks(yr[0], yr[1])) {
            int y = top + ph - (int) Math.round((t - yr[0]) / (yr[1] - yr[0]) * ph);
            g.setColor(new Color(0xe6e6e6));
            g.drawLine(left, y, left + pw, y);
            g.setColor(Color.DARK_GRAY);
            String s = fmt(t);
            g.drawString(s, left - 8 - g.getFontMetrics().stringWidth(s), y + 4);
        }
        // x ticks
        if (bars) {
            for (int i = 0; i < categories.size(); i++) {
                int x = left + (int) Math.round((i + 0.5) / categories.size() * pw);
                g.setColor(Color.DARK_GRAY);
                drawCentered(g, shorten(g, categories.get(i), pw / Math.max(1, categories.size())), x, top + ph + 18);
            }
        } else {
            for (double t : ticks(xr[0], xr[1])) {
                int x = left + (int) Math.round((t - xr[0]) / (xr[1] - xr[0]) * pw);
                g.setColor(new Color(0xf0f0f0));
                g.drawLine(x, top, x, top + ph);
                g.setColor(Color.DARK_GRAY);
                drawCentered(g, fmt(t), x, top + ph + 18);
            }
        }
        g.setColor(Color.BLACK);
        g.drawRect(left, top, pw, ph);
        drawCentered(g, xLabel, left + pw / 2, height - (bars ? 20 : 15));
        Graphics2D gy = (Graphics2D) g.create();
        gy.rotate(-Math.PI / 2);
        drawCentered(gy, yLabel, -(top + ph / 2), 22);
        gy.dispose();
        if (referenceLine != null && referenceLine >= yr[0] && referenceLine <= yr[1]) {
            int y = top + ph - (int) Math.round((referenceLine - yr[0]) / (yr[1] - yr[0]) * ph);
            g.setColor(Color.GRAY);
            g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            g.drawLine(left, y, left + pw, y);
        }
        for (int si = 0; si < series.size(); si++) {
            Series s = series.get(si);
            Color c = PALETTE[si % PALETTE.length];
            g.setColor(c);
            g.setStroke(new BasicStroke(2f));
            if (bars) {
                int groups = categories.size();
                double slot = (double) pw / groups;
                double bw = slot * 0.8 / series.size();
                for (int i = 0; i < s.ys().length && i < groups; i++) {
                    int x0 = left + (int) Math.round(i * slot + slot * 0.1 + si * bw);
                    int y0 = top + ph - (int) Math.round((Math.max(yr[0], 0) - yr[0]) / (yr[1] - yr[0]) * ph);
                    int y1 = top + ph - (int) Math.round((s.ys()[i] - yr[0]) / (yr[1] - yr[0]) * ph);
                    g.setColor(c);
                    g.fillRect(x0, Math.min(y0, y1), (int) Math.max(1, bw - 2), Math.abs(y0 - y1));
                    if (s.errors() != null) {
                        drawError(g, x0 + (int) (bw / 2), s.ys()[i], s.errors()[i], yr, top, ph);
                    }
                }
            } else {
                int prevX = 0;
                int prevY = 0;
                boolean hasPrev = false;
                for (int i = 0; i < s.xs().length; i++) {
                    if (!Double.isFinite(s.ys()[i]) || !Double.isFinite(s.xs()[i])) {
                        hasPrev = false; // a gap in the data breaks the line
                        continue;
                    }
                    int x = left + (int) Math.round((s.xs()[i] - xr[0]) / (xr[1] - xr[0]) * pw);
                    int y = top + ph - (int) Math.round((s.ys()[i] - yr[0]) / (yr[1] - yr[0]) * ph);
                    if (hasPrev) {
                        g.drawLine(prevX, prevY, x, y);
                    }
                    if (s.xs().length < 60) {
                        g.fillOval(x - 3, y - 3, 6, 6);
                    }
                    if (s.errors() != null) {
                        drawError(g, x, s.ys()[i], s.errors()[i], yr, top, ph);
                        g.setColor(c);
                    }
                    prevX = x;
                    prevY = y;
                    hasPrev = true;
                }
            }
        }
        if (series.size() > 1) {
            int lx = left + pw + 15;
            for (int si = 0; si < series.size(); si++) {
                g.setColor(PALETTE[si % PALETTE.length]);
                g.fillRect(lx, top + 10 + si * 20, 14, 10);
                g.setColor(Color.BLACK);
                g.drawString(shorten(g, series.get(si).name(), 140), lx + 20, top + 19 + si * 20);
            }
        }
        g.dispose();
        return img;
    }

    private static void drawError(Graphics2D g, int x, double y, double err, double[] yr, int top, int ph) {
        if (!(err > 0)) {
            return;
        }
        int ya = top + ph - (int) Math.round((y - err - yr[0]) / (yr[1] - yr[0]) * ph);
        int yb = top + ph - (int) Math.round((y + err - yr[0]) / (yr[1] - yr[0]) * ph);
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(1.2f));
        g.drawLine(x, ya, x, yb);
        g.drawLine(x - 4, ya, x + 4, ya);
        g.drawLine(x - 4, yb, x + 4, yb);
    }

    /**
     * Renders and writes the PNG atomically ({@link AtomicFiles}). Encoded through a memory-cached
     * stream: ImageIO's default for an output stream is a disk cache that registers a shutdown
     * hook, which fails while the JVM shuts down, and a partial balance report is written then
     * (Ctrl-C, SIGTERM).
     */
    public void save(Path file) throws IOException {
        java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
        try (javax.imageio.stream.ImageOutputStream out = new javax.imageio.stream.MemoryCacheImageOutputStream(png)) {
            if (!ImageIO.write(render(), "png", out)) {
                throw new IOException("no PNG writer available");
            }
        }
        AtomicFiles.write(file, png.toByteArray());
    }

    private double[] xRange() {
        if (bars) {
            return new double[] {0, Math.max(1, categories.size())};
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (double x : s.xs()) {
                if (Double.isFinite(x)) {
                    lo = Math.min(lo, x);
                    hi = Math.max(hi, x);
                }
            }
        }
        return pad(lo, hi, 0);
    }

    private double[] yRangeOfData() {
        if (yMin != null) {
            return new double[] {yMin, yMax};
        }
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (int i = 0; i < s.ys().length; i++) {
                double y = s.ys()[i];
                if (!Double.isFinite(y)) {
                    continue;
                }
                double e = s.errors() == null ? 0 : s.errors()[i];
                lo = Math.min(lo, y - e);
                hi = Math.max(hi, y + e);
            }
        }
        if (bars) {
            lo = Math.min(lo, 0);
        }
        return pad(lo, hi, 0.05);
    }

    private static double[] pad(double lo, double hi, double frac) {
        if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
            return new double[] {0, 1};
        }
        if (hi - lo < 1e-12) {
            return new double[] {lo - 1, hi + 1};
        }
        double p = (hi - lo) * frac;
        return new double[] {lo - p, hi + p};
    }

    /** About six round tick values covering lo..hi. */
    static List<Double> ticks(double lo, double hi) {
        double span = hi - lo;
        double raw = span / 6;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = mag;
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * mag >= raw) {
                step = m * mag;
                break;
            }
        }
        List<Double> t = new ArrayList<>();
        for (double v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) {
            t.add(Math.abs(v) < step * 1e-9 ? 0 : v);
        }
        return t;
    }

    private static String fmt(double v) {
        if (Math.abs(v) >= 10000) {
            return String.format(Locale.ROOT, "%.3g", v);
        }
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.3g", v);
        return s.contains(".") && !s.contains("e") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }

    private static void drawCentered(Graphics2D g, String s, int x, int y) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(s, x - fm.stringWidth(s) / 2, y);
    }

    private static String shorten(Graphics2D g, String s, int maxWidth) {
        FontMetrics fm = g.getFontMetrics();
        if (fm.stringWidth(s) <= maxWidth) {
            return s;
        }
        String t = s;
        while (t.length() > 3 && fm.stringWidth(t + "...") > maxWidth) {
            t = t.substring(0, t.length() - 1);
        }
        return t + "...";
    }
}
