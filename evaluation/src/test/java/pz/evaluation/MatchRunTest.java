package pz.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.GameRecord;
import pz.data.RecordDirectory;
import pz.engine.InvalidInputException;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;
import pz.mcts.play.MoveCost;

/** Resuming a match from its records (MatchRun, RecordedGames): the same games, each once; damage skipped; changes refused. */
class MatchRunTest {
    // agents whose play is fixed by their seeds, on a game with chance outcomes in its records
    private static final String SPEC = "pig:target=10";

    private static Match match(String a, long seed, int games) {
        return Match.of(SPEC, a, "alphabeta:depth=2").games(games).threads(2).parallel(3).seed(seed);
    }

    /** Plays {@code m} into {@code dir} as pz match does, cancelled once {@code cancelAt} games are in (0: never). */
    static MatchResult play(Match m, Path dir, int cancelAt) throws Exception {
        try (MatchRun run = MatchRun.open(m, dir)) {
            m.round(run.round()).resume(run.recorded(), g -> { });
            MatchResult r;
            try (MatchRecords rec = MatchRecords.open(m.game(), dir, "match")) {
                r = m.onGame(rec).onProgress((f, t, soFar) -> {
                    if (f == cancelAt) {
                        m.cancel();
                    }
                }).run();
            }
            run.finish(m, r);
            return r;
        }
    }

    static Map<Long, GameRecord> bySeed(Path dir) throws Exception {
        Map<Long, GameRecord> m = new HashMap<>();
        RecordDirectory.readGames(dir, g -> assertEquals(null, m.put(g.seed(), g), "a game recorded twice: " + g));
        return m;
    }

    @Test
    @DisplayName("a match cancelled after k games and run again ends with N games, each once, the same games and result as uninterrupted")
    void interruptedMatchContinues(@TempDir Path tmp) throws Exception {
        MatchResult whole = play(match("uct:rollouts=20", 5, 24), tmp.resolve("whole"), 0);
        Path dir = tmp.resolve("resumed");
        Match first = match("uct:rollouts=20", 5, 24);
        MatchResult part = play(first, dir, 5);
        assertTrue(first.interrupted() && part.games() >= 5 && part.games() < 24, part.counts());
        assertEquals(part.games(), bySeed(dir).size(), "every finished game is in the records");
        assertTrue(Files.readString(onlyManifest(dir)).contains("status=interrupted"));
        MatchResult rest = play(match("uct:rollouts=20", 5, 24), dir, 0);
        assertEquals(whole.wins(), rest.wins());
        assertEquals(whole.losses(), rest.losses());
        assertEquals(whole.draws(), rest.draws());
        Map<Long, GameRecord> want = bySeed(tmp.resolve("whole"));
        Map<Long, GameRecord> got = bySeed(dir);
        assertEquals(want.keySet(), got.keySet());
        for (long s : want.keySet()) {
            assertEquals(want.get(s).actions(), got.get(s).actions());
            assertEquals(want.get(s).players(), got.get(s).players());
        }
        assertTrue(Files.readString(onlyManifest(dir)).contains("status=complete"));
        MatchResult again = play(match("uct:rollouts=20", 5, 24), dir, 0);
        assertEquals(24, again.games());
        assertEquals(24, bySeed(dir).size(), "a finished match run again plays nothing");
    }

    @Test
    @DisplayName("a finished match run again plays nothing and leaves its file byte for byte as it was")
    void finishedMatchRunAgainChangesNothing(@TempDir Path dir) throws Exception {
        play(match("random", 3, 6), dir, 0);
        Path file = MatchRun.manifests(dir).get(0);
        String before = Files.readString(file);
        Thread.sleep(1100); // the date comment and the updated field would differ
        MatchResult again = play(match("random", 3, 6), dir, 0);
        assertEquals(6, again.games());
        assertEquals(before, Files.readString(file));
    }

    @Test
    @DisplayName("each side's move cost adds up over the parts of a resumed match; a damaged saved cost starts again, not fails")
    void costAddsUpOverParts(@TempDir Path dir) throws Exception {
        Match first = match("uct:rollouts=20", 5, 24);
        play(first, dir, 5);
        MoveCost a1 = first.cost(0);
        assertTrue(a1.moves() > 0 && a1.searched() > 0 && a1.simulations() > 0, a1.toString());
        assertTrue(first.cost(1).searched() > 0, "alpha-beta's nodes count as its simulations");
        Match rest = match("uct:rollouts=20", 5, 24);
        play(rest, dir, 0);
        try (MatchRun run = MatchRun.open(match("uct:rollouts=20", 5, 24), dir)) {
            assertEquals(a1.plus(rest.cost(0)), run.cost(0), "A's cost is the two parts'");
            assertEquals(first.cost(1).plus(rest.cost(1)), run.cost(1), "B's too");
            run.finish(match("uct:rollouts=20", 5, 24), new MatchResult(SPEC, "a", "b", 0, 0, 0, 0));
        }
        Path manifest = onlyManifest(dir);
        Files.writeString(manifest, Files.readString(manifest).replaceFirst("cost\\.a=[^\\n]*", "cost.a=12 x"));
        try (MatchRun run = MatchRun.open(match("uct:rollouts=20", 5, 24), dir)) {
            assertEquals(MoveCost.NONE, run.cost(0), "unreadable: counted afresh");
            assertEquals(first.cost(1).plus(rest.cost(1)), run.cost(1), "the readable side is kept");
        }
    }

    private static Path onlyManifest(Path dir) throws Exception {
        try (var s = Files.list(dir)) {
            List<Path> m = s.filter(p -> p.getFileName().toString().startsWith("run-match-")).toList();
            assertEquals(1, m.size(), m.toString());
            return m.get(0);
        }
    }

    @Test
    @DisplayName("after a kill: a damaged chunk and a dead writer's temporary are skipped with warnings, their games played again")
    void damageIsSkipped(@TempDir Path dir) throws Exception {
        play(match("random", 2, 10), dir, 0);
        Path chunk = RecordDirectory.chunks(dir).get(0).games();
        try (RandomAccessFile f = new RandomAccessFile(chunk.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        Files.createDirectories(dir.resolve(".tmp-999999999-0a0b0c0d-1"));
        Match m = match("random", 2, 10);
        try (MatchRun run = MatchRun.open(m, dir)) {
            assertEquals(List.of(), run.recorded());
            String w = String.join("\n", run.warnings());
            assertTrue(w.contains("removed 1 unfinished chunk"), w);
            assertTrue(w.contains("skipped " + chunk) && w.contains("played again"), w);
        }
        play(match("random", 2, 10), dir, 0);
        List<GameRecord> readable = new ArrayList<>();
        RecordDirectory.Report r = RecordDirectory.readGames(dir, readable::add);
        assertEquals(10, readable.size());
        assertEquals(10, readable.stream().map(GameRecord::seed).distinct().count());
        assertEquals(1, r.bad().size(), "the damaged file stays, named as bad");
        assertEquals(List.of(), RecordDirectory.temporaries(dir));
    }

    @Test
    @DisplayName("a games file flipped at any byte of its footer never stops a resume: what reads back is the match's own games, once each")
    void footerFlipsAreTolerated(@TempDir Path dir) throws Exception {
        play(match("random", 3, 6), dir, 0);
        Path file = RecordDirectory.chunks(dir).get(0).games();
        byte[] good = Files.readAllBytes(file);
        Map<Long, GameRecord> want = bySeed(dir);
        int from = Math.max(0, good.length - 256);
        for (int at = from; at < good.length; at++) {
            byte[] bad = good.clone();
            bad[at] ^= (byte) 0x5a;
            Files.write(file, bad);
            RecordedGames.Found f = RecordedGames.read(match("random", 3, 6), dir);
            assertTrue(f.games().size() <= 6);
            assertEquals(f.games().size(), f.games().stream().mapToInt(Match.Played::index).distinct().count());
            for (Match.Played p : f.games()) {
                assertTrue(want.containsKey(p.seed()), "byte " + at);
            }
            if (f.games().size() < 6) {
                assertFalse(f.warnings().isEmpty(), "games lost at byte " + at + " without a warning");
            }
        }
    }

    @Test
    @DisplayName("a changed command is refused while the directory's match is unfinished; another process's match, or a changed model, too")
    void changesAreRefused(@TempDir Path dir) throws Exception {
        Match first = match("random", 1, 1000);
        first.cancel();
        play(first, dir, 0);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> MatchRun.open(match("random", 2, 1000), dir));
        assertTrue(e.getMessage().contains("random vs alphabeta:depth=2 on " + SPEC + " with seed 1 that did not finish")
                && e.getMessage().contains("run that command again") && e.getMessage().contains(onlyManifest(dir).toString()),
                e.getMessage());
        assertThrows(InvalidInputException.class, () -> MatchRun.open(match("uct:rollouts=5", 1, 1000), dir));
        try (MatchRun same = MatchRun.open(match("random", 1, 1000), dir)) {
            InvalidInputException busy = assertThrows(InvalidInputException.class, () -> MatchRun.open(match("random", 1, 1000), dir));
            assertTrue(busy.getMessage().contains("another process is playing"), busy.getMessage());
        }
        play(match("random", 1, 8), dir, 0); // finishes it (with fewer games)
        play(match("random", 2, 8), dir, 0); // then another match may share the directory
        assertEquals(16, bySeed(dir).size());

        Path model = dir.resolve("m.pzm");
        Files.writeString(model, "one model");
        Path other = dir.resolve("other");
        String agent = "mcts:model=" + model + ",visits=2";
        Match m = match(agent, 1, 4);
        try (MatchRun run = MatchRun.open(m, other)) {
            run.finish(m, new MatchResult(SPEC, agent, "alphabeta:depth=2", 1, 0, 0, 1)); // (the "model" cannot play)
        }
        Files.writeString(model, "another model");
        InvalidInputException changed = assertThrows(InvalidInputException.class, () -> MatchRun.open(match(agent, 1, 4), other));
        assertTrue(changed.getMessage().contains("model.a"), changed.getMessage());
    }
}
