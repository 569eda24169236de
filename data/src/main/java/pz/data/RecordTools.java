package pz.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Inspection of a record directory for people and for {@code pz records inspect|stats}: what is
 * there ({@link #summary}, footers only, fast) and what happened in the games ({@link #stats}, reads
 * the games tables). Each result is a record whose {@code toString()} is the text to print.
 * Stateless; thread-safe.
 */
public final class RecordTools {
    private RecordTools() {
    }

    /**
     * What a directory holds, from the Parquet footers only.
     *
     * @param dir            the directory
     * @param chunks         committed chunks
     * @param temporaries    temporary chunks (being written, or left by a killed writer)
     * @param games          rows of the games tables
     * @param positions      rows of the positions tables
     * @param bytes          bytes of the readable files
     * @param specs          specs seen in the footers
     * @param schemaVersions schema versions seen
     * @param codecs         compression codecs seen
     * @param first          name of the oldest chunk, or null
     * @param last           name of the newest chunk, or null
     * @param bad            files that could not be read, with the reason
     * @param unchecked      readable files without checksums (written before files had them): damage to
     *                       their footers may go unnoticed
     */
    public record Summary(Path dir, int chunks, int temporaries, long games, long positions, long bytes,
                          List<String> specs, List<Integer> schemaVersions, List<String> codecs, String first,
                          String last, List<RecordDirectory.BadFile> bad, int unchecked) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            b.append("records in ").append(dir).append('\n');
            b.append(String.format(Locale.ROOT, "  chunks: %d (%s .. %s), temporaries: %d%n", chunks, first, last, temporaries));
            b.append(String.format(Locale.ROOT, "  games: %d, positions: %d, %.1f MiB%n", games, positions, bytes / 1048576.0));
            b.append("  specs: ").append(String.join(", ", specs)).append('\n');
            b.append("  schema versions: ").append(schemaVersions).append(" (this build reads ")
                    .append(RecordSchema.MIN_READABLE_VERSION).append("..").append(RecordSchema.VERSION).append(")\n");
            b.append("  codecs: ").append(String.join(", ", codecs)).append('\n');
            if (unchecked > 0) {
                b.append("  files without checksums (written before files had them): ").append(unchecked).append('\n');
            }
            b.append("  bad files: ").append(bad.size()).append('\n');
            for (RecordDirectory.BadFile f : bad) {
                b.append("    ").append(f).append('\n');
            }
            return b.toString();
        }
    }

    /** Summarizes {@code dir} from its files' footers. */
    public static Summary summary(Path dir) throws IOException {
        List<RecordDirectory.Chunk> chunks = RecordDirectory.chunks(dir);
        long games = 0;
        long positions = 0;
        long bytes = 0;
        TreeSet<String> specs = new TreeSet<>();
        TreeSet<Integer> versions = new TreeSet<>();
        TreeSet<String> codecs = new TreeSet<>();
        List<RecordDirectory.BadFile> bad = new ArrayList<>();
        int unchecked = 0;
        for (RecordDirectory.Chunk c : chunks) {
            for (Path f : List.of(c.games(), c.positions())) {
                try {
                    RecordFile.Info info = RecordFile.inspect(f);
                    if (info.table().equals(RecordSchema.GAMES)) {
                        games += info.rows();
                    } else {
                        positions += info.rows();
                    }
                    bytes += info.bytes();
                    unchecked += info.checksummed() ? 0 : 1;
                    if (!info.specs().isEmpty()) {
                        specs.addAll(List.of(info.specs().split(",")));
                    }
                    versions.add(info.schemaVersion());
                    if (!info.codec().isEmpty()) {
                        codecs.add(info.codec());
                    }
                } catch (CorruptRecordException e) {
                    bad.add(RecordDirectory.BadFile.of(e));
                } catch (java.nio.file.NoSuchFileException e) {
                    bad.add(new RecordDirectory.BadFile(f, "missing"));
                }
            }
        }
        int temps = !java.nio.file.Files.isDirectory(dir) || chunks.size() == 1 && chunks.get(0).dir().equals(dir) ? 0
                : RecordDirectory.temporaries(dir).size();
        return new Summary(dir, chunks.size(), temps, games, positions, bytes, List.copyOf(specs), List.copyOf(versions),
                List.copyOf(codecs), chunks.isEmpty() ? null : chunks.get(0).name(),
                chunks.isEmpty() ? null : chunks.get(chunks.size() - 1).name(), bad, unchecked);
    }

    /**
     * Outcomes and lengths of the games of one spec.
     *
     * @param spec       the spec
     * @param games      games
     * @param wins       per seat: games where the seat's return is strictly the highest
     * @param draws      per seat: games where the seat shares the highest return with another seat
     * @param meanReturn per seat: mean return
     * @param minLength  shortest game in steps ({@link GameRecord#length()})
     * @param maxLength  longest game
     * @param meanLength mean length in steps
     * @param meanTurns  mean length in whole turns
     * @param endReasons count per end reason
     * @param agents     count of games per agent description (over seats)
     * @param models     count of games per model id (over seats, empty ids left out)
     */
    public record SpecStats(String spec, long games, long[] wins, long[] draws, double[] meanReturn, int minLength,
                            int maxLength, double meanLength, double meanTurns, Map<String, Long> endReasons,
                            Map<String, Long> agents, Map<String, Long> models) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            b.append(spec).append(": ").append(games).append(" games\n");
            for (int s = 0; s < wins.length; s++) {
                long losses = games - wins[s] - draws[s];
                b.append(String.format(Locale.ROOT, "  seat %d: win %.1f%%  draw %.1f%%  loss %.1f%%  mean return %+.3f%n", s,
                        pct(wins[s]), pct(draws[s]), pct(losses), meanReturn[s]));
            }
            b.append(String.format(Locale.ROOT, "  length: mean %.1f steps (%.1f turns), min %d, max %d%n", meanLength,
                    meanTurns, minLength, maxLength));
            b.append("  end reasons: ").append(endReasons).append('\n');
            b.append("  agents: ").append(agents).append('\n');
            if (!models.isEmpty()) {
                b.append("  models: ").append(modelSummary(models)).append('\n');
            }
            return b.toString();
        }

        private double pct(long n) {
            return games == 0 ? 0 : 100.0 * n / games;
        }
    }

    /**
     * Statistics of a whole directory.
     *
     * @param specs per spec, sorted
     * @param bad   games files that could not be read
     */
    public record Stats(List<SpecStats> specs, List<RecordDirectory.BadFile> bad) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (SpecStats s : specs) {
                b.append(s);
            }
            if (specs.isEmpty()) {
                b.append("no games\n");
            }
            for (RecordDirectory.BadFile f : bad) {
                b.append("skipped ").append(f).append('\n');
            }
            return b.toString();
        }
    }

    /** Reads the games tables of {@code dir} (bad files skipped and listed) and computes per-spec statistics. */
    public static Stats stats(Path dir) throws IOException {
        Map<String, Acc> bySpec = new TreeMap<>();
        RecordDirectory.Report r = RecordDirectory.readGames(dir,
                g -> bySpec.computeIfAbsent(g.spec(), s -> new Acc(g.numPlayers())).add(g));
        List<SpecStats> list = new ArrayList<>();
        for (Map.Entry<String, Acc> e : bySpec.entrySet()) {
            list.add(e.getValue().result(e.getKey()));
        }
        return new Stats(list, r.bad());
    }

    /** Running totals of one spec. */
    private static final class Acc {
        final long[] wins;
        final long[] draws;
        final double[] sumReturn;
        long games;
        long sumLength;
        long sumTurns;
        int minLength = Integer.MAX_VALUE;
        int maxLength;
        final Map<String, Long> endReasons = new TreeMap<>();
        final Map<String, Long> agents = new TreeMap<>();
        final Map<String, Long> models = new TreeMap<>();

        Acc(int players) {
            wins = new long[players];
            draws = new long[players];
            sumReturn = new double[players];
        }

        void add(GameRecord g) {
            games++;
            double[] r = g.returns();
            double best = Double.NEGATIVE_INFINITY;
            for (double x : r) {
                best = Math.max(best, x);
            }
            int atBest = 0;
            for (double x : r) {
                if (x == best) {
                    atBest++;
                }
            }
            for (int s = 0; s < Math.min(r.length, wins.length); s++) {
                sumReturn[s] += r[s];
                if (r[s] == best) {
                    if (atBest == 1) {
                        wins[s]++;
                    } else {
                        draws[s]++;
                    }
                }
            }
            sumLength += g.length();
            sumTurns += g.turns();
            minLength = Math.min(minLength, g.length());
            maxLength = Math.max(maxLength, g.length());
            endReasons.merge(String.valueOf(g.endReason()), 1L, Long::sum);
            for (String a : new TreeSet<>(g.players())) {
                agents.merge(a, 1L, Long::sum);
            }
            for (String m : new TreeSet<>(g.models())) {
                if (!m.isEmpty()) {
                    models.merge(m, 1L, Long::sum);
                }
            }
        }

        SpecStats result(String spec) {
            double[] mean = new double[sumReturn.length];
            for (int s = 0; s < mean.length; s++) {
                mean[s] = sumReturn[s] / games;
            }
            return new SpecStats(spec, games, wins, draws, mean, minLength, maxLength, (double) sumLength / games,
                    (double) sumTurns / games, endReasons, agents, models);
        }
    }

    /**
     * Games per model id, in natural order (model-2 before model-10); beyond eight ids, the count,
     * the first three and the last three (a training run's records hold one id per iteration).
     */
    static String modelSummary(Map<String, Long> models) {
        List<Map.Entry<String, Long>> list = new ArrayList<>(models.entrySet());
        list.sort(Comparator.comparing((Map.Entry<String, Long> e) -> e.getKey().replaceAll("\\d+", ""))
                .thenComparingLong(e -> trailingNumber(e.getKey())).thenComparing(Map.Entry::getKey));
        StringBuilder b = new StringBuilder();
        if (list.size() <= 8) {
            for (Map.Entry<String, Long> e : list) {
                b.append(b.length() == 0 ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
            }
            return "{" + b + "}";
        }
        b.append(list.size()).append(" models {");
        for (int i = 0; i < list.size(); i++) {
            if (i == 3) {
                b.append(", ...");
                i = list.size() - 3;
            }
            Map.Entry<String, Long> e = list.get(i);
            b.append(i == 0 ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
        }
        return b.append('}').toString();
    }

    private static long trailingNumber(String s) {
        int i = s.length();
        while (i > 0 && Character.isDigit(s.charAt(i - 1))) {
            i--;
        }
        return i == s.length() || s.length() - i > 18 ? -1 : Long.parseLong(s.substring(i));
    }
}
