package pz.evaluation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import pz.data.GameRecord;
import pz.data.RecordDirectory;

/**
 * Ratings of many agents from stored game records: per game spec, the maximum-likelihood Elo fit
 * of {@link RatingFit} (first-seat advantage term, 95% intervals) over every two-player game in
 * the directories. Agents are the {@code players} strings of the records (canonical agent specs,
 * model files included). Games with more than two seats are counted and skipped. Self-play games
 * (the same agent in both seats) inform only the first-seat advantage. Stateless.
 */
public final class Ratings {
    /** One agent's line: rating and half-width relative to the anchor, games and mean score. */
    public record Row(String agent, double elo, double halfWidth, long games, double score) {
    }

    /** The fit for one spec. */
    public record Table(String spec, String anchor, List<Row> rows, double advantage, double advantageHalfWidth, long games) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            b.append(String.format(Locale.ROOT, "%s: %d games; first-seat advantage %+.0f ± %.0f Elo; anchor %s = 0%n",
                    spec, games, advantage, advantageHalfWidth, anchor));
            int w = Math.max(5, rows.stream().mapToInt(r -> r.agent().length()).max().orElse(5));
            b.append(String.format(Locale.ROOT, "  %-" + w + "s  %7s  %6s  %7s  %6s%n", "agent", "Elo", "± 95%", "games", "score"));
            for (Row r : rows) {
                b.append(String.format(Locale.ROOT, "  %-" + w + "s  %+7.0f  %6s  %7d  %5.1f%%%n", r.agent(), r.elo(),
                        r.agent().equals(anchor) ? "-" : String.format(Locale.ROOT, "%.0f", r.halfWidth()), r.games(), 100 * r.score()));
            }
            return b.toString();
        }
    }

    /** Every table, plus what was skipped. */
    public record Result(List<Table> tables, long skippedMultiplayer, List<RecordDirectory.BadFile> bad) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (Table t : tables) {
                b.append(t).append('\n');
            }
            if (skippedMultiplayer > 0) {
                b.append(skippedMultiplayer).append(" games with more than two seats skipped\n");
            }
            for (RecordDirectory.BadFile f : bad) {
                b.append("skipped ").append(f).append('\n');
            }
            return b.toString();
        }
    }

    private Ratings() {
    }

    /**
     * Reads the games of {@code dirs} and fits ratings per spec.
     *
     * @param anchor the agent rated 0 (null: {@code random} if it played, else the agent with the most games)
     */
    public static Result fit(List<Path> dirs, String anchor) throws IOException {
        Map<String, List<GameRecord>> bySpec = new TreeMap<>();
        long[] skipped = new long[1];
        List<RecordDirectory.BadFile> bad = new ArrayList<>();
        for (Path d : dirs) {
            RecordDirectory.Report rep = RecordDirectory.readGames(d, g -> {
                if (g.numPlayers() != 2) {
                    skipped[0]++;
                } else {
                    bySpec.computeIfAbsent(g.spec(), k -> new ArrayList<>()).add(g);
                }
            });
            bad.addAll(rep.bad());
        }
        List<Table> tables = new ArrayList<>();
        for (Map.Entry<String, List<GameRecord>> e : bySpec.entrySet()) {
            tables.add(fitSpec(e.getKey(), e.getValue(), anchor));
        }
        return new Result(tables, skipped[0], bad);
    }

    /** The fit for the two-player games of one spec. */
    public static Table fitSpec(String spec, List<GameRecord> games, String anchor) {
        Map<String, long[]> count = new LinkedHashMap<>(); // agent -> {games, score*2}
        for (GameRecord g : games) {
            double s = score(g);
            long[] a = count.computeIfAbsent(g.players().get(0), k -> new long[2]);
            long[] b = count.computeIfAbsent(g.players().get(1), k -> new long[2]);
            a[0]++;
            a[1] += Math.round(2 * s);
            b[0]++;
            b[1] += Math.round(2 * (1 - s));
        }
        String anc = anchor != null && count.containsKey(anchor) ? anchor
                : count.containsKey("random") ? "random"
                : count.entrySet().stream().max(Comparator.comparingLong((Map.Entry<String, long[]> x) -> x.getValue()[0])
                        .thenComparing(Map.Entry::getKey, Comparator.reverseOrder())).map(Map.Entry::getKey).orElse("");
        List<String> agents = new ArrayList<>();
        agents.add(anc);
        for (String a : count.keySet()) {
            if (!a.equals(anc)) {
                agents.add(a);
            }
        }
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 0; i < agents.size(); i++) {
            index.put(agents.get(i), i);
        }
        List<RatingFit.Game> fitGames = new ArrayList<>();
        for (GameRecord g : games) {
            fitGames.add(new RatingFit.Game(index.get(g.players().get(0)), index.get(g.players().get(1)), score(g)));
        }
        RatingFit.Result r = RatingFit.fit(agents.size(), fitGames);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < agents.size(); i++) {
            long[] c = count.get(agents.get(i));
            rows.add(new Row(agents.get(i), r.ratings()[i], r.halfWidths()[i], c[0], c[1] / 2.0 / c[0]));
        }
        rows.sort(Comparator.comparingDouble(Row::elo).reversed());
        return new Table(spec, anc, rows, r.advantage(), r.advantageHalfWidth(), games.size());
    }

    /** Seat 0's score in a two-player game: 1 if its return is higher, 1/2 if equal, else 0. */
    static double score(GameRecord g) {
        double d = g.returns()[0] - g.returns()[1];
        return d > 1e-9 ? 1 : d < -1e-9 ? 0 : 0.5;
    }
}
