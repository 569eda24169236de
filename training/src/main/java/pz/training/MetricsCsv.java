package pz.training;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code metrics.csv}: one row per finished iteration, the same columns always. The file is
 * rewritten atomically with each new row (it stays small), so a crash never leaves a torn line. New columns go at the
 * end; a file written before one existed reads by its own header (the column is then missing from its rows), and a
 * resumed run rewrites it with the new header, the old rows' new cells empty.
 * Not thread-safe.
 */
public final class MetricsCsv {
    /** The columns, in order. */
    public static final List<String> COLUMNS = List.of(
            "iteration", "wall_seconds", "games", "positions", "selfplay_games_per_s", "mean_game_turns",
            "first_seat_win_rate", "draw_rate", "train_steps", "policy_loss", "value_loss", "total_loss",
            "val_policy_loss", "val_value_loss", "eval_wins", "eval_draws", "eval_losses", "elo_vs_previous",
            "elo", "promoted", "learning_rate", "ownership_loss", "val_ownership_loss", "stopped_seconds");

    private final Path file;
    private final List<Map<String, String>> rows = new ArrayList<>();

    /** Opens (reading what is there) or starts the file. */
    public MetricsCsv(Path file) throws IOException {
        this.file = file;
        if (Files.exists(file)) {
            rows.addAll(read(file));
        }
    }

    /**
     * A row's training seconds: {@code wall_seconds} less {@code stopped_seconds}, the time the run was stopped (a row
     * written before that column counts wall time alone).
     *
     * @throws NumberFormatException when the row has no {@code wall_seconds} number, or a damaged stopped time
     */
    public static double trainingSeconds(Map<String, String> row) {
        String stopped = row.getOrDefault("stopped_seconds", "");
        return pz.engine.util.Numbers.parseDouble(row.getOrDefault("wall_seconds", ""))
                - (stopped.isEmpty() ? 0 : pz.engine.util.Numbers.parseDouble(stopped));
    }

    /** Reads every complete row of a metrics file (header names → values). */
    public static List<Map<String, String>> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<Map<String, String>> out = new ArrayList<>();
        if (lines.isEmpty()) {
            return out;
        }
        String[] head = lines.get(0).split(",", -1);
        for (int i = 1; i < lines.size(); i++) {
            String[] v = lines.get(i).split(",", -1);
            if (v.length != head.length) {
                continue;
            }
            Map<String, String> row = new LinkedHashMap<>();
            for (int k = 0; k < head.length; k++) {
                row.put(head[k], v[k]);
            }
            out.add(row);
        }
        return out;
    }

    /** The rows so far. */
    public List<Map<String, String>> rows() {
        return List.copyOf(rows);
    }

    /** Drops rows of iterations at or after {@code iteration} (a resumed iteration is written again). */
    public void truncateFrom(int iteration) {
        rows.removeIf(r -> Integer.parseInt(r.getOrDefault("iteration", "0")) >= iteration);
    }

    /** Appends a row (missing columns are left empty) and rewrites the file atomically. */
    public void append(Map<String, Object> values) throws IOException {
        Map<String, String> row = new LinkedHashMap<>();
        for (String c : COLUMNS) {
            Object v = values.get(c);
            row.put(c, v == null ? "" : format(v));
        }
        for (String k : values.keySet()) {
            if (!COLUMNS.contains(k)) {
                throw new IllegalArgumentException("unknown metrics column " + k);
            }
        }
        rows.add(row);
        StringBuilder b = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (Map<String, String> r : rows) {
            List<String> cells = new ArrayList<>();
            for (String c : COLUMNS) {
                cells.add(r.getOrDefault(c, ""));
            }
            b.append(String.join(",", cells)).append('\n');
        }
        RunDirectory.writeAtomically(file, b.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String format(Object v) {
        if (v instanceof Double d) {
            return Double.isFinite(d) ? String.format(Locale.ROOT, "%.6g", d) : "";
        }
        if (v instanceof Float f) {
            return Float.isFinite(f) ? String.format(Locale.ROOT, "%.6g", f) : "";
        }
        return v.toString();
    }
}
