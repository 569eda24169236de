package pz.evaluation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.data.RecordFile;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.play.Match;

/**
 * Finds the games of one {@link Match} in a record directory and turns them back into
 * {@link Match.Played} for {@link Match#resume}, so that an interrupted match continues instead of
 * starting over.
 *
 * <p>A game belongs to the match when its spec, its seed and its agents per seat are those the
 * match gives game i (the seed is a 64-bit draw, so it names the index). Identifying games by what
 * they are, rather than by which process wrote them, is what lets several matches share one
 * directory (as {@code pz ratings DIR} wants) and lets no game be counted twice: a repeated index
 * is read once. Each game is replayed from its notation to recover the action ids, and kept only if
 * it ends where the record says.
 *
 * <p>Damage does not stop a resume: a file that cannot be read (any exception of the reader, not
 * only the ones the data module names) is reported in {@link Found#warnings()}, the games read from
 * it before the damage are kept (other readers deliver the same ones), and the rest are played again.
 * Stateless.
 */
public final class RecordedGames {
    /**
     * What was found.
     *
     * @param games    the match's games, in the order they were written (which is the order they finished)
     * @param warnings one line per file or game that could not be used
     */
    public record Found(List<Match.Played> games, List<String> warnings) {
        public Found {
            games = List.copyOf(games);
            warnings = List.copyOf(warnings);
        }
    }

    private RecordedGames() {
    }

    /**
     * Reads {@code dir} (nothing when it does not exist). First removes the unfinished chunks left by
     * killed processes, as the next writer would, and says so: their games are played again.
     */
    public static Found read(Match match, Path dir) throws IOException {
        return read(match, dir, true);
    }

    /**
     * Reads {@code dir} (nothing when it does not exist) without changing it: the unfinished chunks
     * of killed processes stay (they hold no finished chunk's games). For reports on a directory
     * that a run may be writing now.
     */
    public static Found peek(Match match, Path dir) throws IOException {
        return read(match, dir, false);
    }

    private static Found read(Match match, Path dir, boolean clean) throws IOException {
        List<Match.Played> games = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return new Found(games, warnings);
        }
        int stale = clean ? RecordDirectory.cleanTemporaries(dir) : 0;
        if (stale > 0) {
            warnings.add("removed " + stale + " unfinished chunk" + (stale == 1 ? "" : "s") + " left in " + dir
                    + " by a killed process; games that were only there are played again");
        }
        Reader reader = new Reader(match, games, warnings);
        for (RecordDirectory.Chunk c : RecordDirectory.chunks(dir)) {
            reader.file = c.games();
            try {
                RecordFile.readGames(c.games(), reader::accept);
            } catch (IOException | RuntimeException e) {
                warnings.add("skipped " + c.games() + ": " + describe(e, c.games())
                        + "; games that could not be read from it are played again");
            }
        }
        return new Found(games, warnings);
    }

    private static String describe(Exception e, Path file) {
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        return m.startsWith(file.toString()) ? m.substring(file.toString().length()).replaceFirst("^[: ]+", "") : m;
    }

    /** Matches records to game indices; never throws (a reader's exception would be taken for damage). */
    private static final class Reader {
        private final Match match;
        private final Game game;
        private final List<Match.Played> games;
        private final List<String> warnings;
        private final Map<Long, Integer> indexOfSeed = new HashMap<>();
        private final boolean[] seen;
        private final String initial;
        Path file;

        Reader(Match match, List<Match.Played> games, List<String> warnings) {
            this.match = match;
            this.game = match.game();
            this.games = games;
            this.warnings = warnings;
            long[] seeds = match.gameSeeds();
            for (int i = 0; i < seeds.length; i++) {
                indexOfSeed.putIfAbsent(seeds[i], i);
            }
            seen = new boolean[seeds.length];
            initial = game.newInitialState().position();
        }

        void accept(GameRecord g) {
            Integer i = indexOfSeed.get(g.seed());
            if (i == null || seen[i] || !g.spec().equals(game.spec()) || !g.players().equals(match.seating(i))) {
                return; // another match's game, or one already counted
            }
            try {
                games.add(replay(i, g));
                seen[i] = true;
            } catch (RuntimeException e) {
                warnings.add("skipped game " + g.gameId() + " in " + file + ": " + e.getMessage() + "; it is played again");
            }
        }

        private Match.Played replay(int i, GameRecord g) {
            State s = game.newInitialState();
            int[] actions = new int[g.length()];
            for (int k = 0; k < actions.length; k++) {
                if (s.isTerminal()) {
                    throw new IllegalStateException("the game is over after " + k + " of its " + actions.length + " steps");
                }
                actions[k] = s.parseAction(g.actions().get(k));
                s.apply(actions[k]);
            }
            if (!s.isTerminal()) {
                throw new IllegalStateException("its " + actions.length + " steps do not end the game");
            }
            double[] returns = s.returns();
            for (int p = 0; p < returns.length; p++) {
                if (Math.abs(returns[p] - g.returns()[p]) > 1e-6) {
                    throw new IllegalStateException("it replays to returns " + Arrays.toString(returns) + ", not the recorded "
                            + Arrays.toString(g.returns()));
                }
            }
            int players = game.numPlayers();
            return new Match.Played(i, g.seed(), i % players, g.players(), initial, actions, returns, s.turn(),
                    g.start().toEpochMilli(), g.end().toEpochMilli());
        }
    }
}
