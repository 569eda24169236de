package pz.evaluation.atlas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.evaluation.balance.SpecSummary;

/** The atlas end to end on small real runs: tic-tac-toe and pig at two levels, resumed, read and written as pages. */
class AtlasTest {
    private static final Set<Integer> BOTH = Set.of(1, 2);

    private static AtlasPlan.LevelAgents agents() {
        return (level, game) -> level == 1 ? "random" : "alphabeta:depth=1";
    }

    private static AtlasPlan plan(int games) {
        return AtlasPlan.of(List.of(new AtlasPlan.Family("tictactoe", List.of("tictactoe")),
                        new AtlasPlan.Family("pig", List.of("pig:target=10", "pig"))),
                List.of(new AtlasPlan.Level(1, "random", games, "random"), new AtlasPlan.Level(2, "search", games, "alpha-beta")),
                agents());
    }

    private static final Atlas.Settings SETTINGS = new Atlas.Settings(1, 4, 3, 6);

    private static final Atlas.Listener QUIET = new Atlas.Listener() {
        @Override
        public void warning(String line) {
            throw new AssertionError("unexpected warning: " + line);
        }

        @Override
        public void study(AtlasPlan.Study study) {
        }

        @Override
        public void strength(AtlasPlan.Probe probe, int k, int games) {
        }
    };

    /** Game ids and seeds of every recorded game under {@code dir}, by records directory (a game counted twice would repeat). */
    private static Map<String, Long> gamesPerDirectory(Path out) throws IOException {
        Map<String, Long> n = new TreeMap<>();
        Set<String> seen = new HashSet<>();
        try (var dirs = Files.walk(out)) {
            for (Path d : dirs.filter(p -> !out.relativize(p).startsWith(ChangedModels.SUPERSEDED)
                    && (p.getFileName().toString().equals("records") || p.getFileName().toString().matches("L\\d-L\\d(@\\w+)?"))).toList()) {
                RecordDirectory.readGames(d, g -> {
                    assertTrue(seen.add(g.spec() + " " + g.seed() + " " + g.players()), "a game recorded twice: " + g.gameId());
                    n.merge(out.relativize(d) + " " + g.spec(), 1L, Long::sum);
                });
            }
        }
        return n;
    }

    @Test
    @DisplayName("a run plays every study and strength match; a second run plays nothing; a larger plan adds only the missing games")
    void resumes(@TempDir Path out) throws IOException {
        AtlasPlan plan = plan(6);
        assertEquals(List.of("L1-random", "L2-tictactoe", "L2-pig"), plan.studies().stream().map(AtlasPlan.Study::name).toList());
        assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, QUIET));
        Map<String, Long> first = gamesPerDirectory(out);
        assertEquals(6L, first.get("runs/L1-random/records pig:target=10"));
        assertEquals(6L, first.get("runs/L2-pig/records pig"));
        assertEquals(6L, first.get("strength/tictactoe/L2-L1 tictactoe"));
        assertEquals(8, first.size(), first.toString()); // 3 specs x 2 levels, 2 probes (pig's two specs share their agents)

        assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, QUIET));
        assertEquals(first, gamesPerDirectory(out), "the same command again plays nothing");

        AtlasPlan more = plan.withGames(9, agents());
        assertFalse(new Atlas(more, out, SETTINGS).run(more.studies(), more.probes(), BOTH, QUIET));
        Map<String, Long> after = gamesPerDirectory(out);
        after.forEach((k, v) -> assertEquals(k.startsWith("strength") ? 6L : 9L, v, k));
        AtlasResults r = AtlasResults.read(more, out, SETTINGS);
        assertTrue(r.rows().stream().allMatch(x -> x.games() == 9 && !x.partial()), r.rows().toString());
    }

    @Test
    @DisplayName("a cancelled atlas keeps its games, its rows are partial, and the same command completes it")
    void cancelledThenContinued(@TempDir Path out) throws IOException {
        AtlasPlan plan = plan(8);
        Atlas atlas = new Atlas(plan, out, SETTINGS);
        Atlas.Listener cancelling = new Atlas.Listener() {
            private int games;

            @Override
            public void warning(String line) {
            }

            @Override
            public void study(AtlasPlan.Study study) {
            }

            @Override
            public void progress(String spec, int finished, int max) {
                if (++games == 10) {
                    atlas.cancel();
                }
            }

            @Override
            public void strength(AtlasPlan.Probe probe, int k, int games) {
            }
        };
        assertTrue(atlas.run(plan.studies(), List.of(), BOTH, cancelling)); // the studies only: the strength is tested above
        AtlasResults partial = AtlasResults.read(plan, out, SETTINGS);
        assertTrue(partial.rows().stream().anyMatch(AtlasResults.Row::partial));
        assertTrue(partial.rows().stream().anyMatch(x -> x.summary() == null), "the later studies did not start");
        assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), List.of(), BOTH, QUIET));
        Map<String, Long> games = gamesPerDirectory(out);
        assertEquals(6, games.size(), games.toString());
        games.forEach((k, v) -> assertEquals(8L, v, k));
    }

    @Test
    @DisplayName("pages: index table with every spec and level, Holm over each level's specs, partial and missing rows marked; charts drawn")
    void pages(@TempDir Path out) throws IOException {
        AtlasPlan plan = plan(6);
        AtlasPlan short4 = plan.withGames(4, agents());
        // level 1 only, and its study cut short: level 2 has no games, so no strength is placed above level 1
        new Atlas(short4, out, SETTINGS).run(List.of(short4.studies().get(0)), List.of(), Set.of(1), QUIET);
        AtlasResults r = AtlasResults.read(plan, out, SETTINGS);
        assertEquals(6, r.rows().size());
        AtlasResults.Row row = r.rows().get(0);
        assertEquals("tictactoe", row.spec());
        assertTrue(row.partial());
        assertEquals(3, row.summary().family(), "the Holm family is the 3 specs of level 1");
        assertTrue(row.summary().adjustedP() >= row.summary().pValue());
        assertNull(r.rows().get(1).summary(), "level 2 not played");
        AtlasPages.write(r, out, "now");
        String index = Files.readString(out.resolve("index.md"));
        assertTrue(index.contains("| tictactoe | 1 | `random` | *partial*: 4 of 6 |"), index);
        assertTrue(index.contains("| tictactoe | 2 | `alphabeta:depth=1` | not played yet |"), index);
        assertTrue(index.contains("the 3 specs of level 1"), index);
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("<a href=\"pig.html\">pig</a>") && html.contains("<i>partial</i>: 4 of 6"), html);
        String pig = Files.readString(out.resolve("pig.md"));
        assertTrue(pig.contains("No chart yet"), pig);
        assertTrue(pig.contains("![pig-levels.png](pig-levels.png)"), pig);
        String readme = Files.readString(out.resolve(AtlasPages.README_TABLE));
        assertTrue(readme.contains("| `pig:target=10` |"), readme);
        assertTrue(readme.contains("(*partial*: 4 of 6)"), readme);
        assertTrue(readme.contains("| `tictactoe` | 75.0% [32.6, 100.0] (*partial*: 4 of 6) | - |"), "levels not played are a dash: " + readme);
        readme.lines().forEach(l -> assertTrue(l.length() <= 160, "README table lines stay short: " + l));

        // now level 2 and the strength matches: the balance-against-strength chart appears and is drawn
        new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, QUIET);
        r = AtlasResults.read(plan, out, SETTINGS);
        assertEquals(2, r.ladders().get("tictactoe").size(), r.ladders().toString());
        assertTrue(r.strength("tictactoe", 2).isPresent());
        AtlasPages.write(r, out, "later");
        assertTrue(Files.readString(out.resolve("tictactoe.md")).contains("![tictactoe-strength-2p.png](tictactoe-strength-2p.png)"));
        BufferedImage img = ImageIO.read(out.resolve("tictactoe-strength-2p.png").toFile());
        assertEquals(900, img.getWidth());
        int coloured = 0;
        for (int x = 0; x < img.getWidth(); x += 3) {
            for (int y = 0; y < img.getHeight(); y += 3) {
                int p = img.getRGB(x, y);
                int red = p >> 16 & 0xff;
                int blue = p & 0xff;
                coloured += blue > red + 60 ? 1 : 0; // the curve and its band (the first series is blue)
            }
        }
        assertTrue(coloured > 200, "the curve is drawn: " + coloured + " blue samples");
        for (SpecSummary s : r.rows().stream().map(AtlasResults.Row::summary).toList()) {
            assertEquals(3, s.family());
        }
    }

    @Test
    @DisplayName("a level whose model file changed after its games were played names the model they were played with, not the new one")
    void changedModelIsNamedAsPlayed(@TempDir Path out) throws IOException {
        Path model = out.resolve("m.pzm");
        Files.writeString(model, "the model the games were played with");
        String agent = "mcts:model=" + model + ",visits=2";
        AtlasPlan plan = AtlasPlan.of(List.of(new AtlasPlan.Family("tictactoe", List.of("tictactoe"))),
                List.of(new AtlasPlan.Level(1, "model", 4, "a model")), (level, game) -> agent);
        AtlasPlan.Study study = plan.studies().get(0);
        Path run = Atlas.runDir(out, study);
        Files.createDirectories(run);
        String played = pz.evaluation.RunManifest.fingerprint(model);
        Files.writeString(run.resolve(pz.evaluation.balance.BalanceStudy.MANIFEST), "model.tictactoe=" + played + "\n");
        String named = AtlasResults.read(plan, out, SETTINGS).models().get(study.name());
        assertTrue(named.contains("(fingerprint " + played + ")") && !named.contains("as it was"), named);
        Files.writeString(model, "a newly shipped model");
        named = AtlasResults.read(plan, out, SETTINGS).models().get(study.name());
        String now = pz.evaluation.RunManifest.fingerprint(model);
        assertTrue(named.contains("as it was when these games were played (fingerprint " + played + ")"), named);
        assertTrue(named.contains("another model (" + now + ")") && named.contains("`pz atlas --replay-changed`"), named);
    }

    /** A model "file" for tictactoe that a test loader reads as a uniform evaluator. */
    private static final pz.mcts.ModelLoader FAKE = new pz.mcts.ModelLoader() {
        @Override
        public String name() {
            return "fake";
        }

        @Override
        public boolean accepts(Path file) {
            return file.toString().endsWith(".fake");
        }

        @Override
        public pz.mcts.LoadedModel load(Path file, pz.engine.Game game) {
            return new pz.mcts.LoadedModel(new pz.mcts.UniformEvaluator(), pz.mcts.SearchRecipe.defaults());
        }
    };

    @Test
    @DisplayName("a study and strength match whose model changed are left with a warning, or with --replay-changed moved to"
            + " superseded/ and played again; no game lost or counted twice")
    void changedModelReplayed(@TempDir Path out) throws IOException {
        Path model = out.resolve("m.fake");
        Files.writeString(model, "the first model");
        String agent = "mcts:model=" + model + ",visits=2";
        AtlasPlan plan = AtlasPlan.of(List.of(new AtlasPlan.Family("tictactoe", List.of("tictactoe"))),
                List.of(new AtlasPlan.Level(1, "random", 4, "random"), new AtlasPlan.Level(2, "model", 4, "a model")),
                (level, game) -> level == 1 ? "random" : agent);
        pz.mcts.ModelLoaders.register(FAKE);
        try {
            assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, QUIET));
            Map<String, Long> first = gamesPerDirectory(out);
            assertEquals(Map.of("runs/L1-random/records tictactoe", 4L, "runs/L2-model-tictactoe/records tictactoe", 4L,
                    "strength/tictactoe/L2-L1 tictactoe", 6L), first);
            assertEquals(List.of(), ChangedModels.changes(out.resolve("runs/L2-model-tictactoe")));

            Files.writeString(model, "a newly shipped model");
            List<String> warnings = new java.util.ArrayList<>();
            Atlas.Listener collect = new Atlas.Listener() {
                @Override
                public void warning(String line) {
                    warnings.add(line);
                }

                @Override
                public void study(AtlasPlan.Study study) {
                }

                @Override
                public void strength(AtlasPlan.Probe probe, int k, int games) {
                }
            };
            assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, collect));
            assertEquals(2, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).startsWith("study L2-model-tictactoe: its model changed") && warnings.get(0).contains("--replay-changed"),
                    warnings.get(0));
            assertTrue(warnings.get(1).startsWith("the strength match L2-L1 on tictactoe: its model changed"), warnings.get(1));
            assertEquals(first, gamesPerDirectory(out), "without --replay-changed nothing moves and nothing is played");

            warnings.clear();
            assertFalse(new Atlas(plan, out, SETTINGS).replayChanged(true).run(plan.studies(), plan.probes(), BOTH, collect));
            assertEquals(2, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).contains("moved to " + out.resolve("superseded/runs/L2-model-tictactoe@")), warnings.get(0));
            assertEquals(first, gamesPerDirectory(out), "played again in full");
            Map<String, Long> kept = new TreeMap<>();
            gamesPerDirectory(out.resolve(ChangedModels.SUPERSEDED)).forEach((k, v) -> kept.put(k.replaceAll("@\\w+", "@T"), v));
            assertEquals(Map.of("runs/L2-model-tictactoe@T/records tictactoe", 4L, "strength/tictactoe/L2-L1@T tictactoe", 6L), kept,
                    "the old games kept");
            assertEquals(List.of(), ChangedModels.changes(out.resolve("runs/L2-model-tictactoe")), "played again with the new model");
            assertEquals(List.of(), ChangedModels.changes(out.resolve("strength/tictactoe/L2-L1")));
        } finally {
            pz.mcts.ModelLoaders.unregister(FAKE);
        }
    }

    @Test
    @DisplayName("runs of levels a plan no longer has, or of agents it no longer puts there, are found with their games and moved whole to superseded/; planned ones stay")
    void unplannedRunsFoundAndMoved(@TempDir Path out) throws IOException {
        AtlasPlan plan = plan(4);
        assertFalse(new Atlas(plan, out, SETTINGS).run(plan.studies(), plan.probes(), BOTH, QUIET));
        assertEquals(List.of(), UnplannedRuns.find(plan, out), "everything played is planned");
        AtlasPlan otherAgent = AtlasPlan.of(plan.families(), plan.levels(), (level, game) -> level == 1 ? "random" : "alphabeta:depth=2");
        assertEquals(List.of("runs/L2-pig", "runs/L2-tictactoe", "strength/pig/L2-L1", "strength/tictactoe/L2-L1"),
                UnplannedRuns.find(otherAgent, out).stream().map(r -> out.relativize(r.dir()).toString()).toList(),
                "runs of planned names played by another agent than the plan's");
        assertEquals("played by alphabeta:depth=1 where the plan puts alphabeta:depth=2", UnplannedRuns.find(otherAgent, out).get(0).why());
        AtlasPlan levelOne = AtlasPlan.of(plan.families(), List.of(plan.levels().get(0)), agents());
        List<UnplannedRuns.Run> found = UnplannedRuns.find(levelOne, out);
        Map<String, Integer> games = new TreeMap<>();
        found.forEach(r -> games.put(out.relativize(r.dir()).toString(), r.games()));
        assertEquals(Map.of("runs/L2-pig", 8, "runs/L2-tictactoe", 4, "strength/pig/L2-L1", 6, "strength/tictactoe/L2-L1", 6),
                games);
        Map<String, Long> before = gamesPerDirectory(out);
        for (UnplannedRuns.Run r : found) {
            UnplannedRuns.moveAside(out, r, java.time.Instant.EPOCH);
        }
        assertEquals(List.of(), UnplannedRuns.find(levelOne, out));
        assertEquals(Map.of("runs/L1-random/records pig", 4L, "runs/L1-random/records pig:target=10", 4L,
                "runs/L1-random/records tictactoe", 4L), gamesPerDirectory(out), "the planned study stays");
        Map<String, Long> moved = new TreeMap<>(gamesPerDirectory(out.resolve(ChangedModels.SUPERSEDED)));
        assertEquals(before.size() - 3, moved.size(), moved.toString());
        assertEquals(6L, moved.get("strength/tictactoe/L2-L1@19700101T000000Z tictactoe"), moved.toString());
    }

    @Test
    @DisplayName("reading the atlas changes nothing on disk, not even a temporary left by a killed writer")
    void readOnly(@TempDir Path out) throws IOException {
        AtlasPlan plan = plan(4);
        new Atlas(plan, out, SETTINGS).run(plan.studies(), List.of(), BOTH, QUIET);
        Path stale = out.resolve("runs/L1-random/records/.tmp-999999999-x-1");
        Files.createDirectories(stale);
        java.util.Map<Path, String> before = tree(out);
        AtlasResults.read(plan, out, SETTINGS);
        assertTrue(Files.isDirectory(stale));
        assertEquals(before, tree(out), "every file and directory as it was, sizes and times too");
    }

    @Test
    @DisplayName("the strength table says why a level has no Elo: its own match not played, or a level below not placed yet")
    void strengthTableSaysWhyALevelIsNotPlaced(@TempDir Path out) throws IOException {
        AtlasPlan plan = AtlasPlan.of(List.of(new AtlasPlan.Family("tictactoe", List.of("tictactoe"))),
                List.of(new AtlasPlan.Level(1, "random", 4, "random"), new AtlasPlan.Level(2, "one ply", 4, "alpha-beta 1"),
                        new AtlasPlan.Level(3, "two plies", 4, "alpha-beta 2")),
                (level, game) -> level == 1 ? "random" : "alphabeta:depth=" + (level - 1));
        AtlasResults empty = AtlasResults.read(plan, out, SETTINGS);
        StrengthLadder.Rung anchor = new StrengthLadder.Rung(1, "random", 0, 0, 10);
        // only level 1 placed (rungs stop at the first level whose match with the one below has no games)
        AtlasPages.write(new AtlasResults(plan, empty.rows(), Map.of("tictactoe", List.of(anchor)), empty.models()), out, "now");
        String page = Files.readString(out.resolve("tictactoe.md"));
        assertTrue(page.contains("| 2 | `alphabeta:depth=1` | not measured yet |"), page);
        assertTrue(page.contains("| 3 | `alphabeta:depth=2` | not placed until level 2 is |"), page);
        // level 2 placed: level 3 waits only for its own match
        StrengthLadder.Rung two = new StrengthLadder.Rung(2, "alphabeta:depth=1", 300, 80, 10);
        AtlasPages.write(new AtlasResults(plan, empty.rows(), Map.of("tictactoe", List.of(anchor, two)), empty.models()), out, "now");
        page = Files.readString(out.resolve("tictactoe.md"));
        assertTrue(page.contains("| 2 | `alphabeta:depth=1` | +300 ± 80 | 10 |"), page);
        assertTrue(page.contains("| 3 | `alphabeta:depth=2` | not measured yet |"), page);
    }

    /** Every path under {@code dir} with its size and modification time. */
    private static java.util.Map<Path, String> tree(Path dir) throws IOException {
        java.util.Map<Path, String> out = new java.util.TreeMap<>();
        try (var paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                out.put(p, Files.size(p) + " " + Files.getLastModifiedTime(p));
            }
        }
        return out;
    }
}
