package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/** Match's per-game callback and early stop, Parquet records of matches, and ratings fitted from them. */
class MatchRecordsTest {

    @Test
    @DisplayName("onGame: every game with its seating and actions, which replay to the reported returns")
    void perGameCallback() {
        List<Match.Played> played = new ArrayList<>();
        MatchResult r = Match.of("pig:target=8", "uct:rollouts=20", "random").games(6).threads(2).parallel(2)
                .onGame(played::add).run();
        assertEquals(6, played.size());
        assertEquals(6, r.games());
        for (Match.Played p : played) {
            assertEquals(p.index() % 2, p.seatA());
            assertEquals("uct:rollouts=20", p.agents().get(p.seatA()));
            assertEquals("random", p.agents().get(1 - p.seatA()));
            State s = GameRegistry.parse("pig:target=8").parsePosition(p.initial());
            for (int a : p.actions()) {
                s.apply(a);
            }
            assertTrue(s.isTerminal());
            assertEquals(s.turn(), p.turns());
            assertEquals(s.returns()[0], p.returns()[0], 0);
        }
    }

    @Test
    @DisplayName("stopWhen: stops after the round in which it first holds; without a stop the same seeds give the same games")
    void earlyStop() {
        MatchResult full = Match.of("tictactoe", "random", "random").games(40).threads(1).parallel(2).seed(5).run();
        List<Match.Played> a = new ArrayList<>();
        MatchResult never = Match.of("tictactoe", "random", "random").games(40).threads(1).parallel(2).seed(5)
                .onGame(a::add).stopWhen(x -> false).run();
        assertEquals(full.wins(), never.wins(), "rounds do not change the games");
        assertEquals(full.losses(), never.losses());
        MatchResult stopped = Match.of("tictactoe", "random", "random").games(40).threads(1).parallel(2).seed(5)
                .stopWhen(x -> x.games() >= 3).run();
        assertEquals(4, stopped.games(), "a round is 2 * threads * parallel = 4 games, all finished");
    }

    @Test
    @DisplayName("records: match games land in Parquet with agents per seat; ratings recover the order and the first-seat term")
    void recordsAndRatings(@TempDir Path dir) throws Exception {
        try (MatchRecords rec = MatchRecords.open(GameRegistry.parse("tictactoe"), dir, "test")) {
            Match.of("tictactoe", "alphabeta:depth=9", "random").games(30).threads(2).onGame(rec).run();
            Match.of("tictactoe", "mcts:visits=30", "random").games(30).threads(2).onGame(rec).run();
            Match.of("tictactoe", "alphabeta:depth=9", "mcts:visits=30").games(30).threads(2).onGame(rec).run();
            assertEquals(90, rec.games());
        }
        List<GameRecord> games = new ArrayList<>();
        RecordDirectory.Report rep = RecordDirectory.readGames(dir, games::add);
        assertTrue(rep.bad().isEmpty(), rep.toString());
        assertEquals(90, games.size());
        GameRecord g = games.get(0);
        assertEquals("tictactoe", g.spec());
        assertTrue(g.players().contains("alphabeta:depth=9") && g.players().contains("random"), g.players().toString());
        assertEquals("terminal", g.endReason());
        assertTrue(g.length() >= 5);
        Ratings.Result r = Ratings.fit(List.of(dir), null);
        assertEquals(1, r.tables().size());
        Ratings.Table t = r.tables().get(0);
        assertEquals("random", t.anchor());
        assertEquals(90, t.games());
        assertEquals("alphabeta:depth=9", t.rows().get(0).agent(), t.toString());
        assertEquals("random", t.rows().get(2).agent(), t.toString());
        assertTrue(t.rows().get(0).elo() > 150, t.toString());
        assertTrue(t.toString().contains("first-seat advantage"), t.toString());
    }
}
