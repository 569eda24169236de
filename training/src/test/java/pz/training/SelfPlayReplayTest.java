package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.Heuristic;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.util.Progress;
import pz.mcts.UniformEvaluator;

/**
 * Each self-play game is replayed once on its way to Parquet: the replay that makes its rows also
 * counts its turns, which the journal keeps for the phase's statistics (the code before issue 29
 * replayed each game three times: rows, turns, and the turns again for the phase's statistics).
 */
class SelfPlayReplayTest {
    static final int GAMES = 6;

    @Test
    @DisplayName("issue 29: a self-play phase replays each game once (rows, turns and statistics from one pass)")
    void eachGameIsReplayedOnce(@TempDir Path tmp) throws Exception {
        CountingGame game = new CountingGame(GameRegistry.parse("tictactoe"));
        Properties p = TinyRun.settings(GAMES, 4, 0, 1);
        TrainConfig cfg = TrainConfig.fromProperties(p, TrainConfig.defaults("tictactoe"));
        Path journalFile = tmp.resolve("journal.txt");
        SelfPlayStage.Stats played;
        try (RecordWriter train = RecordWriter.open(tmp.resolve("records"), WriterOptions.defaults("selfplay"));
             RecordWriter val = RecordWriter.open(tmp.resolve("records-val"), WriterOptions.defaults("selfplay"));
             GameJournal journal = new GameJournal(journalFile);
             Progress quiet = new Progress(new PrintStream(PrintStream.nullOutputStream()), "self-play", GAMES, "games", false)) {
            played = SelfPlayStage.run(cfg, game, new UniformEvaluator(), "model-0", 0, GAMES, 7, train, val, journal, quiet,
                    () -> false);
            train.commit();
            val.commit();
        }
        // the end of the phase: its statistics from the journal, as SelfPlayPhase computes them
        List<GameJournal.Entry> entries = GameJournal.read(journalFile);
        SelfPlayStage.Stats phase = SelfPlayStage.stats(game, entries, played.seconds());
        assertEquals(GAMES, game.replays.get(), "one replay (parsePosition of the start) per game, not three");
        assertEquals(GAMES, phase.games());
        assertEquals(played.meanTurns(), phase.meanTurns(), 1e-12, "the journal's turns are the replay's");
        assertEquals(played.positions(), phase.positions());

        // the turns counted by that replay are the game's turns, and its rows are all written
        Game plain = GameRegistry.parse("tictactoe");
        int[] turns = new int[1];
        long[] rows = {0};
        for (GameJournal.Entry e : entries) {
            State s = plain.parsePosition(e.game().start());
            int start = s.turn();
            for (int a : e.game().actions()) {
                s.apply(a);
            }
            turns[0] += s.turn() - start;
            assertEquals(s.turn() - start, e.turns(), "journaled turns of " + e.gameId());
        }
        assertEquals((double) turns[0] / GAMES, phase.meanTurns(), 1e-12);
        for (String sub : new String[] {"records", "records-val"}) {
            RecordDirectory.readGames(tmp.resolve(sub), g -> rows[0]++);
        }
        assertEquals(GAMES, rows[0], "every game in the records");
    }

    @Test
    @DisplayName("a version 1 journal line (no turns: written before issue 29) is read, and its game replayed for its turns")
    void versionOneJournalLinesAreRead(@TempDir Path tmp) throws Exception {
        Game ttt = GameRegistry.parse("tictactoe");
        GameJournal.Entry e = TinyRun.journaledGame(ttt, "a1", 3, new int[] {4, 0, 8, 2, 1, 7, 6});
        String v2 = GameJournal.format(e);
        String v1 = TinyRun.versionOneLine(v2);
        java.nio.file.Files.writeString(tmp.resolve("journal.txt"), v1 + "\n" + v2 + "\n");
        List<GameJournal.Entry> back = GameJournal.read(tmp.resolve("journal.txt"));
        assertEquals(2, back.size());
        assertEquals(GameJournal.Entry.UNKNOWN_TURNS, back.get(0).turns(), "a v1 line has no turns");
        assertEquals(e.turns(), back.get(1).turns());
        CountingGame counting = new CountingGame(ttt);
        SelfPlayStage.Stats s = SelfPlayStage.stats(counting, back, 0);
        assertEquals(1, counting.replays.get(), "only the v1 game is replayed");
        assertEquals(e.turns(), s.meanTurns(), 1e-12, "both games have the same turns");
    }

    /** A game that counts {@link #parsePosition} calls: every replay of a record starts with one. */
    static final class CountingGame implements Game {
        final AtomicInteger replays = new AtomicInteger();
        private final Game g;

        CountingGame(Game g) {
            this.g = g;
        }

        @Override
        public State parsePosition(String position) {
            replays.incrementAndGet();
            return g.parsePosition(position);
        }

        @Override
        public State newInitialState() {
            return g.newInitialState();
        }

        @Override
        public String spec() {
            return g.spec();
        }

        @Override
        public int numPlayers() {
            return g.numPlayers();
        }

        @Override
        public int numActions() {
            return g.numActions();
        }

        @Override
        public int[] observationShape() {
            return g.observationShape();
        }

        @Override
        public int maxLength() {
            return g.maxLength();
        }

        @Override
        public double minReturn() {
            return g.minReturn();
        }

        @Override
        public double maxReturn() {
            return g.maxReturn();
        }

        @Override
        public boolean zeroSum() {
            return g.zeroSum();
        }

        @Override
        public boolean perfectInformation() {
            return g.perfectInformation();
        }

        @Override
        public List<Symmetry> symmetries() {
            return g.symmetries();
        }

        @Override
        public int policyIndex(int action, int player) {
            return g.policyIndex(action, player);
        }

        @Override
        public String encodingVersion() {
            return g.encodingVersion();
        }

        @Override
        public boolean observesOptions() {
            return g.observesOptions();
        }

        @Override
        public Heuristic heuristic() {
            return g.heuristic();
        }

        @Override
        public List<String> splitTurn(String turnText) {
            return new ArrayList<>(g.splitTurn(turnText));
        }

        @Override
        public String joinTurn(List<String> steps) {
            return g.joinTurn(steps);
        }
    }
}
