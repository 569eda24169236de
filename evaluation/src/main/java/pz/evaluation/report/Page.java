package pz.evaluation.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A report page built once and written both as Markdown and as HTML, so that the two never say
 * different things: headings, paragraphs, bullet lists, tables and images. Text is plain: the only
 * markup is {@code `code`}, {@code **bold**}, {@code *italic*} and {@code [text](link)}, which both renderings understand. Not thread-safe.
 */
public final class Page {
    private interface Block {
        String md();

        String html();
    }

    private final String title;
    private final List<Block> blocks = new ArrayList<>();

    public Page(String title) {
        this.title = title;
    }

    public Page heading(String text) {
        blocks.add(new Block() {
            public String md() {
                return "## " + text + "\n";
            }

            public String html() {
                return "<h2>" + inline(text) + "</h2>\n";
            }
        });
        return this;
    }

    public Page paragraph(String text) {
        blocks.add(new Block() {
            public String md() {
                return text + "\n";
            }

            public String html() {
                return "<p>" + inline(text) + "</p>\n";
            }
        });
        return this;
    }

    public Page bullets(List<String> items) {
        List<String> copy = List.copyOf(items);
        blocks.add(new Block() {
            public String md() {
                StringBuilder b = new StringBuilder();
                copy.forEach(i -> b.append("- ").append(i).append('\n'));
                return b.toString();
            }

            public String html() {
                StringBuilder b = new StringBuilder("<ul>\n");
                copy.forEach(i -> b.append("<li>").append(inline(i)).append("</li>\n"));
                return b.append("</ul>\n").toString();
            }
        });
        return this;
    }

    /** A table: the first row is the header. */
    public Page table(List<List<String>> rows) {
        List<List<String>> copy = rows.stream().map(List::copyOf).toList();
        blocks.add(new Block() {
            public String md() {
                return markdownTable(copy);
            }

            public String html() {
                StringBuilder b = new StringBuilder("<table>\n");
                for (int i = 0; i < copy.size(); i++) {
                    String cell = i == 0 ? "th" : "td";
                    b.append("<tr>");
                    for (String c : copy.get(i)) {
                        b.append('<').append(cell).append('>').append(inline(c)).append("</").append(cell).append('>');
                    }
                    b.append("</tr>\n");
                }
                return b.append("</table>\n").toString();
            }
        });
        return this;
    }

    public Page image(String file, String alt) {
        blocks.add(new Block() {
            public String md() {
                return "![" + alt + "](" + file + ")\n";
            }

            public String html() {
                return "<p><img src=\"" + escape(file) + "\" alt=\"" + escape(alt) + "\"></p>\n";
            }
        });
        return this;
    }

    /** A Markdown table, the first row the header; a {@code |} inside a cell is escaped. */
    public static String markdownTable(List<List<String>> rows) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            b.append("| ").append(String.join(" | ", rows.get(i).stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
            if (i == 0) {
                b.append("|").append(" --- |".repeat(rows.get(i).size())).append('\n');
            }
        }
        return b.toString();
    }

    public String markdown() {
        StringBuilder b = new StringBuilder("# ").append(title).append("\n");
        for (Block k : blocks) {
            b.append('\n').append(k.md());
        }
        return b.toString();
    }

    public String html() {
        StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(title)).append("</title>\n<style>body{font-family:sans-serif;max-width:1300px;margin:2em auto;"
                        + "padding:0 1em}table{border-collapse:collapse;font-size:90%}td,th{border:1px solid #ccc;padding:3px 6px;"
                        + "text-align:left}img{max-width:100%}code{background:#f3f3f3}</style></head><body>\n<h1>")
                .append(inline(title)).append("</h1>\n");
        blocks.forEach(k -> b.append(k.html()));
        return b.append("</body></html>\n").toString();
    }

    /** HTML-escapes {@code s} (text and attribute values). */
    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** Escapes, then renders {@code `code`}, {@code **bold**}, {@code *italic*} and {@code [text](link)} (a Markdown link to X.md points to X.html). */
    static String inline(String s) {
        String e = escape(s);
        e = e.replaceAll("`([^`]*)`", "<code>$1</code>");
        e = e.replaceAll("\\*\\*([^*]+)\\*\\*", "<b>$1</b>");
        e = e.replaceAll("\\*([^*]+)\\*", "<i>$1</i>");
        e = e.replaceAll("\\[([^\\]]*)\\]\\(([^)]*?)\\.md\\)", "<a href=\"$2.html\">$1</a>");
        return e.replaceAll("\\[([^\\]]*)\\]\\(([^)]*)\\)", "<a href=\"$2\">$1</a>");
    }
}
