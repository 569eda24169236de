package pz.training;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import pz.mcts.play.GameRecord;

/**
 * A write-ahead journal of finished self-play games, so that no finished game is lost when the
 * process is killed before its Parquet chunk is committed: each game is appended as one line and
 * forced to disk; after the chunk is committed the journal is emptied. On resume, games in the
 * journal whose ids are not in a committed chunk are written again. A line torn by a crash is
 * ignored. Thread-safe.
 *
 * <p>Line format (tab-separated): {@code v2, gameId, seed, turns, spec, start position, actions,
 * returns, steps}; steps are {@code ;}-separated {@code ply|player|weight|legal|policy|value|visits}
 * with space-separated numbers. {@code turns} is the game's length in whole turns, counted by the
 * one replay that made its records, so that the phase's statistics need no replay of their own.
 * Lines of version 1 (journals written before turns were kept: no {@code turns} field) are still
 * read, with turns unknown.
 */
public final class GameJournal implements AutoCloseable {
    /**
     * A journaled game: its id, seed, the search's record, and its length in whole turns
     * ({@link #UNKNOWN_TURNS} before the game was replayed, or from a version 1 line).
     */
    public record Entry(String gameId, long seed, GameRecord game, int turns) {
        /** The turns of an entry whose game has not been replayed. */
        public static final int UNKNOWN_TURNS = -1;

        /** A game not replayed yet (turns unknown). */
        public Entry(String gameId, long seed, GameRecord game) {
            this(gameId, seed, game, UNKNOWN_TURNS);
        }

        /** This entry with its length in turns. */
        public Entry withTurns(int t) {
            return new Entry(gameId, seed, game, t);
        }
    }

    private final Path file;
    private final FileChannel channel;

    /** Opens the journal for appending (creating it). */
    public GameJournal(Path file) throws IOException {
        this.file = file;
        this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    /** Appends one finished game and forces it to disk. */
    public synchronized void append(Entry e) throws IOException {
        channel.write(ByteBuffer.wrap((format(e) + "\n").getBytes(StandardCharsets.UTF_8)));
        channel.force(false);
    }

    /** Empties the journal (after its games are committed). */
    public synchronized void clear() throws IOException {
        channel.truncate(0);
        channel.force(true);
    }

    /** Reads every complete, well-formed line of a journal file (none if it does not exist). */
    public static List<Entry> read(Path file) throws IOException {
        List<Entry> out = new ArrayList<>();
        if (!Files.exists(file)) {
            return out;
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        if (end < 0) {
            return out;
        }
        for (String line : text.substring(0, end).split("\n")) {
            try {
                out.add(parse(line));
            } catch (RuntimeException ex) {
                // a damaged line (should not happen: only the unterminated tail can be torn); skip it
            }
        }
        return out;
    }

    static String format(Entry e) {
        GameRecord g = e.game();
        StringJoiner steps = new StringJoiner(";");
        for (int i = 0; i < g.steps().size(); i++) {
            GameRecord.Step s = g.steps().get(i);
            steps.add(s.ply() + "|" + s.player() + "|" + s.policyWeight() + "|" + ints(s.legal()) + "|" + doubles(s.policy())
                    + "|" + doubles(s.value()) + "|" + ints(s.visits()));
        }
        return String.join("\t", "v2", e.gameId(), Long.toString(e.seed()), Integer.toString(e.turns()), g.spec(), g.start(),
                ints(g.actions()), doubles(g.returns()), steps.toString());
    }

    static Entry parse(String line) {
        String[] f = line.split("\t", -1);
        boolean v1 = f.length == 8 && f[0].equals("v1");
        if (!v1 && !(f.length == 9 && f[0].equals("v2"))) {
            throw new IllegalArgumentException("not a v1 or v2 journal line");
        }
        int turns = v1 ? Entry.UNKNOWN_TURNS : Integer.parseInt(f[3]);
        if (!v1) { // the same fields as v1 from here on
            f = new String[] {f[0], f[1], f[2], f[4], f[5], f[6], f[7], f[8]};
        }
        List<GameRecord.Step> steps = new ArrayList<>();
        if (!f[7].isEmpty()) {
            for (String s : f[7].split(";")) {
                String[] p = s.split("\\|", -1);
                steps.add(new GameRecord.Step(Integer.parseInt(p[0]), Integer.parseInt(p[1]), parseInts(p[3]),
                        parseDoubles(p[4]), parseDoubles(p[5]), parseInts(p[6]), Double.parseDouble(p[2])));
            }
        }
        return new Entry(f[1], Long.parseLong(f[2]), new GameRecord(f[3], f[4], parseInts(f[5]), steps, parseDoubles(f[6])), turns);
    }

    private static String ints(int[] v) {
        StringJoiner j = new StringJoiner(" ");
        for (int x : v) {
            j.add(Integer.toString(x));
        }
        return j.toString();
    }

    private static String doubles(double[] v) {
        StringJoiner j = new StringJoiner(" ");
        for (double x : v) {
            j.add(Float.toString((float) x));
        }
        return j.toString();
    }

    private static int[] parseInts(String s) {
        return s.isEmpty() ? new int[0] : Arrays.stream(s.split(" ")).mapToInt(Integer::parseInt).toArray();
    }

    private static double[] parseDoubles(String s) {
        return s.isEmpty() ? new double[0] : Arrays.stream(s.split(" ")).mapToDouble(Double::parseDouble).toArray();
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "journal %s", file);
    }
}
