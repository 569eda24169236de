package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/** Match.cancel and Match.resume: an interrupted match continued plays the games of an uninterrupted one. */
class MatchResumeTest {
    // agents whose play is fixed by their seeds (no batch or cache shared between games), on a game with chance
    private static final String SPEC = "pig:target=10";
    private static final String A = "uct:rollouts=20";
    private static final String B = "alphabeta:depth=2";

    private static Match match(int games) {
        return Match.of(SPEC, A, B).games(games).threads(2).parallel(3).seed(7);
    }

    private static Map<Integer, Match.Played> byIndex(List<Match.Played> games) {
        Map<Integer, Match.Played> m = new TreeMap<>();
        for (Match.Played p : games) {
            assertEquals(null, m.put(p.index(), p), "game " + p.index() + " played twice");
        }
        return m;
    }

    @Test
    @DisplayName("cancelled after k games, then resumed: N games, each once, the same games and result as without the interruption")
    void cancelThenResume() {
        List<Match.Played> whole = new ArrayList<>();
        MatchResult full = match(30).onGame(whole::add).run();

        List<Match.Played> first = new ArrayList<>();
        Match interrupted = match(30);
        MatchResult part = interrupted.onGame(first::add).onProgress((f, t, r) -> {
            if (f == 7) {
                interrupted.cancel();
            }
        }).run();
        assertTrue(interrupted.interrupted());
        assertTrue(part.games() >= 7 && part.games() < 30, part.counts());
        assertEquals(first.size(), part.games());

        List<Match.Played> counted = new ArrayList<>();
        List<Match.Played> second = new ArrayList<>();
        Match resumed = match(30).resume(first, counted::add).onGame(second::add);
        MatchResult total = resumed.run();
        assertFalse(resumed.interrupted());
        assertEquals(first, counted, "resumed games are counted in order, not played");
        assertEquals(30 - first.size(), second.size(), "only the missing games are played");
        List<Match.Played> all = new ArrayList<>(first);
        all.addAll(second);
        Map<Integer, Match.Played> got = byIndex(all);
        Map<Integer, Match.Played> want = byIndex(whole);
        assertEquals(want.keySet(), got.keySet());
        for (int i : want.keySet()) {
            assertEquals(want.get(i).seed(), got.get(i).seed());
            assertEquals(want.get(i).agents(), got.get(i).agents());
            assertArrayEquals(want.get(i).actions(), got.get(i).actions(), "game " + i);
            assertArrayEquals(want.get(i).returns(), got.get(i).returns(), 0);
        }
        assertEquals(full.wins(), total.wins());
        assertEquals(full.draws(), total.draws());
        assertEquals(full.losses(), total.losses());
    }

    @Test
    @DisplayName("cancel before run plays nothing; resumed games beyond --games or repeated are ignored")
    void cancelBeforeAndForeignGames() {
        List<Match.Played> whole = new ArrayList<>();
        match(6).onGame(whole::add).run();
        Match m = match(6);
        m.cancel();
        assertEquals(0, m.run().games());
        assertTrue(m.interrupted());
        List<Match.Played> twice = new ArrayList<>(whole);
        twice.addAll(whole);
        List<Match.Played> counted = new ArrayList<>();
        Match fewer = match(4).resume(twice, counted::add);
        MatchResult r = fewer.onGame(g -> { throw new AssertionError("nothing is left to play"); }).run();
        assertEquals(4, r.games());
        assertEquals(4, counted.size());
        assertFalse(fewer.interrupted());
    }

    @Test
    @DisplayName("a stop predicate sees resumed games one by one: the resumed match stops after the same round")
    void stopAcrossResume() {
        // rounds of 4 games; stop once 3 games are in: the uninterrupted match plays round 0 only
        List<Match.Played> whole = new ArrayList<>();
        MatchResult full = match(40).round(4).stopWhen(x -> x.games() >= 3).onGame(whole::add).run();
        assertEquals(4, full.games());
        whole.sort((x, y) -> Integer.compare(x.index(), y.index()));
        for (int k = 0; k <= 4; k++) {
            List<Match.Played> second = new ArrayList<>();
            MatchResult r = match(40).round(4).stopWhen(x -> x.games() >= 3).resume(whole.subList(0, k), g -> { })
                    .onGame(second::add).run();
            assertEquals(4, r.games(), "resumed after " + k + " games");
            assertEquals(4 - k, second.size());
        }
        // the predicate already held within the games read back from round 1: only round 1 is completed
        List<Match.Played> rounds = new ArrayList<>();
        match(40).round(4).onGame(rounds::add).run();
        rounds.sort((x, y) -> Integer.compare(x.index(), y.index()));
        List<Match.Played> second = new ArrayList<>();
        MatchResult r = match(40).round(4).stopWhen(x -> x.games() >= 6).resume(rounds.subList(0, 6), g -> { })
                .onGame(second::add).run();
        assertEquals(8, r.games());
        assertEquals(List.of(6, 7), second.stream().map(Match.Played::index).sorted().toList());
    }
}
