package pz.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.State;

/**
 * Plain-text views of records, for {@code pz records export} and {@code pz records show}: CSV or
 * JSON lines of either table, and one game replayed step by step. Stateless; thread-safe.
 */
public final class RecordExport {
    /** Output formats. */
    public enum Format {
        /** RFC 4180 CSV with a header; list columns are written as space-separated values in one field. */
        CSV,
        /** One JSON object per line; list columns are JSON arrays. */
        JSONL
    }

    private RecordExport() {
    }

    /** Writes every game of {@code dir} (bad files skipped and returned in the report). */
    public static RecordDirectory.Report exportGames(Path dir, Format format, Writer out) throws IOException {
        String[] header = {"schema_version", "game_id", "spec", "num_players", "players", "models", "seed", "actions",
                "returns", "length", "turns", "start_time", "end_time", "worker", "end_reason"};
        if (format == Format.CSV) {
            out.write(String.join(",", header) + "\n");
        }
        try {
            return RecordDirectory.readGames(dir, g -> line(out, format, header, new Object[] {RecordSchema.VERSION,
                g.gameId(), g.spec(), g.numPlayers(), g.players(), g.models(), g.seed(), g.actions(), g.returns(),
                g.length(), g.turns(), g.start().toString(), g.end().toString(), g.worker(), g.endReason()}));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Writes every position of {@code dir} (bad files skipped and returned in the report). */
    public static RecordDirectory.Report exportPositions(Path dir, Format format, Writer out) throws IOException {
        String[] header = {"schema_version", "game_id", "spec", "ply", "turn", "player", "position", "action",
                "policy_actions", "policy", "visits", "policy_weight", "value", "returns"};
        if (format == Format.CSV) {
            out.write(String.join(",", header) + "\n");
        }
        try {
            return RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, p -> line(out, format, header,
                    new Object[] {RecordSchema.VERSION, p.gameId(), p.spec(), p.ply(), p.turn(), p.player(),
                        p.position(), p.action(), p.policyActions(), p.policy(), p.visits(), p.policyWeight(),
                        p.value(), p.returns()}));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static void line(Writer out, Format format, String[] header, Object[] values) {
        StringBuilder b = new StringBuilder(256);
        if (format == Format.JSONL) {
            b.append('{');
            for (int i = 0; i < values.length; i++) {
                if (values[i] == null) {
                    continue;
                }
                if (b.length() > 1) {
                    b.append(',');
                }
                b.append(json(header[i])).append(':').append(jsonValue(values[i]));
            }
            b.append("}\n");
        } else {
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    b.append(',');
                }
                b.append(csv(values[i] == null ? "" : listText(values[i], " ")));
            }
            b.append('\n');
        }
        try {
            out.write(b.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<?> asList(Object v) {
        if (v instanceof List<?> l) {
            return l;
        }
        if (v instanceof int[] a) {
            return Arrays.stream(a).boxed().toList();
        }
        if (v instanceof float[] a) {
            List<Float> l = new ArrayList<>(a.length);
            for (float x : a) {
                l.add(x);
            }
            return l;
        }
        if (v instanceof double[] a) {
            return Arrays.stream(a).boxed().toList();
        }
        return null;
    }

    private static String listText(Object v, String sep) {
        List<?> l = asList(v);
        if (l == null) {
            return String.valueOf(v);
        }
        StringBuilder b = new StringBuilder();
        for (Object x : l) {
            if (b.length() > 0) {
                b.append(sep);
            }
            b.append(x);
        }
        return b.toString();
    }

    private static String jsonValue(Object v) {
        List<?> l = asList(v);
        if (l != null) {
            StringBuilder b = new StringBuilder("[");
            for (Object x : l) {
                if (b.length() > 1) {
                    b.append(',');
                }
                b.append(jsonValue(x));
            }
            return b.append(']').toString();
        }
        if (v instanceof Float f && !Float.isFinite(f) || v instanceof Double d && !Double.isFinite(d)) {
            return "null"; // JSON has no NaN or infinity
        }
        return v instanceof Number || v instanceof Boolean ? v.toString() : json(v.toString());
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    static String csv(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /**
     * One game replayed from the start: each step in notation with the position after it, and the
     * search's top choices where positions were recorded; then a {@code skipped FILE: PROBLEM} line per
     * unreadable file.
     *
     * @param gameId the game, or null for the first game of the directory
     * @throws InvalidInputException if there is no such game, or its actions do not replay
     */
    public static String show(Path dir, String gameId) throws IOException {
        GameRecord[] found = new GameRecord[1];
        List<RecordDirectory.BadFile> skipped = new ArrayList<>(RecordDirectory.readGames(dir, g -> {
            if (found[0] == null && (gameId == null || g.gameId().equals(gameId))) {
                found[0] = g;
            }
        }).bad());
        if (found[0] == null) {
            throw new InvalidInputException((gameId == null ? "no games in " + dir : "no game '" + gameId + "' in " + dir)
                    + (skipped.isEmpty() ? "" : " (skipped " + skipped + ")"));
        }
        GameRecord g = found[0];
        PositionRecord[] byPly = new PositionRecord[g.length() + 1];
        skipped.addAll(RecordDirectory.readPositions(dir, RecordSchema.POSITIONS_SCHEMA, p -> {
            if (p.gameId().equals(g.gameId()) && p.ply() >= 0 && p.ply() < byPly.length) {
                byPly[p.ply()] = p;
            }
        }).bad());
        Game game = GameRegistry.parse(g.spec());
        State s = game.newInitialState();
        StringBuilder b = new StringBuilder();
        b.append("game ").append(g.gameId()).append("  ").append(g.spec()).append("  seed ").append(g.seed())
                .append("  worker ").append(g.worker()).append('\n');
        b.append("players: ").append(g.players()).append("  models: ").append(g.models()).append('\n');
        b.append("start: ").append(s.position()).append('\n');
        for (int ply = 0; ply < g.length(); ply++) {
            String text = g.actions().get(ply);
            int mover = s.currentPlayer();
            int action;
            try {
                action = s.parseAction(text);
            } catch (InvalidInputException e) {
                throw new InvalidInputException("game " + g.gameId() + " step " + ply + " '" + text + "' does not replay: "
                        + e.getMessage());
            }
            b.append(String.format(Locale.ROOT, "%4d  %-8s %-12s", ply,
                    mover == State.CHANCE ? "chance" : "seat " + mover, text));
            PositionRecord p = byPly[ply];
            if (p != null) {
                b.append("  ").append(topChoices(s, p, 3));
            }
            s.apply(action);
            b.append("\n      ").append(s.position()).append('\n');
        }
        b.append("returns: ").append(Arrays.toString(g.returns())).append("  (").append(g.endReason()).append(")\n");
        for (RecordDirectory.BadFile f : skipped) {
            b.append("skipped ").append(f).append('\n');
        }
        return b.toString();
    }

    private static String topChoices(State s, PositionRecord p, int k) {
        Integer[] order = new Integer[p.policy().length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Float.compare(p.policy()[y], p.policy()[x]));
        StringBuilder b = new StringBuilder("search:");
        for (int i = 0; i < Math.min(k, order.length); i++) {
            b.append(String.format(Locale.ROOT, " %s %.2f", s.actionToString(p.policyActions()[order[i]]),
                    p.policy()[order[i]]));
        }
        b.append(String.format(Locale.ROOT, "  value %s  visits %d", Arrays.toString(p.value()), p.visits()));
        return b.toString();
    }
}
