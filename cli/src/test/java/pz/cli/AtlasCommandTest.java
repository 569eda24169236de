package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.GameRegistry;
import pz.evaluation.atlas.AtlasPages;
import pz.evaluation.atlas.AtlasPlan;
import pz.evaluation.atlas.StandardAtlas;

/** pz atlas: the plan with the project's real agents, a tiny run end to end and resumed, and bad options. */
class AtlasCommandTest extends CliTestBase {

    @Test
    @DisplayName("the real plan: level 2 is pz play's fallback, level 3 the shipped model searched with the recipe its file stores, with sampled"
            + " openings, where one plays the spec")
    void realAgents() {
        Path home = Path.of("..").toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(home.resolve("models/shipped")), home.toString());
        AtlasPlan plan = StandardAtlas.plan(AtlasCommand.agents(home));
        assertEquals("alphabeta:depth=5,sample=8", agent(plan, 2, "proteus:polarity"), "alpha-beta samples its openings among tied moves");
        assertEquals("alphabeta:depth=7,nodes=2000000,sample=8", agent(plan, 3, "proteus:polarity"),
                "choices.txt chooses no model for proteus, so for none of its variants: alpha-beta a whole turn deeper");
        assertEquals("alphabeta:depth=7,nodes=2000000,sample=8", agent(plan, 3, "proteus"));
        assertEquals("mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,sample=8,solver=1,visits=1200", agent(plan, 2, "cowboys:size=9"),
                "the fallback tree search samples its openings");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "cowboys:size=9"));
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "cowboys:size=7"));
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "cowboys:players=4"), "cowboys_players=4.pzm ships");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "kadon:overmatch"),
                "Kadon's readings are played by the standard game's model (the options are input planes)");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "amazons"), "choices.txt names amazons.pzm");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "amazons:hex"), "choices.txt names amazons_hex.pzm");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "amazons:size=8"), "choices.txt names amazons_size=8.pzm");
        assertEquals("mcts:model=shipped,sample=8", agent(plan, 3, "amazons:size=6"), "choices.txt names amazons_size=6.pzm");
        assertEquals(List.of("cowboys:size=6", "cowboys:size=7", "cowboys", "cowboys:size=9", "kadon", "amazons:size=6", "amazons:size=8",
                "amazons", "amazons:hex", "proteus"), plan.probes().stream().map(AtlasPlan.Probe::spec).toList(),
                "a probe per model file: each Cowboys and Amazons board reads its own; Kadon's readings and Proteus' variants one");
        assertEquals(List.of("kadon", "kadon:overmatch", "kadon:placewins=off"), plan.probeOf("kadon").covers());
        assertEquals("amazons", plan.probeOf("amazons:players=3,setup=2", 2).spec(), "3 players: the family's levels 1 and 2");
        assertNull(plan.probeOf("amazons:players=3", 3), "3 players' model plays no two-player spec");
    }

    private static String agent(AtlasPlan plan, int level, String spec) {
        String c = GameRegistry.canonical(spec);
        return plan.studies().stream().filter(s -> s.level() == level && s.specs().contains(c)).findFirst().orElseThrow().agent();
    }

    @Test
    @DisplayName("a tiny atlas end to end: study, pages, the same command again resumes and plays nothing; --report-only")
    void tinyRun(@TempDir Path dir) throws Exception {
        Path atlas = dir.resolve("atlas");
        String[] cmd = {"atlas", "--specs", "cowboys:size=6", "--games", "2", "--levels", "1", "--threads", "1", "--parallel", "2",
                "--out", atlas.toString()};
        assertEquals(0, run(cmd), err);
        assertTrue(this.out.contains("atlas: 3 rows (spec x level), 1 with games, 0 of them partial"), this.out);
        String index = Files.readString(atlas.resolve("index.md"));
        assertTrue(index.contains("| cowboys:size=6 | 1 | `uct:rollouts=300` | 2 |"), index);
        assertTrue(Files.exists(atlas.resolve("cowboys.html")) && Files.exists(atlas.resolve("cowboys-levels.png")));
        assertTrue(Files.exists(atlas.resolve("runs/L1-uct300/report.md")));
        assertEquals(0, run(cmd), err);
        assertTrue(err.contains("resuming cowboys:size=6: 2 games already recorded"), err);
        assertFalse(err.contains("atlas cowboys:size=6 1/"), "no game played again: " + err);
        assertEquals(0, run("atlas", "--report-only", "--specs", "cowboys:size=6", "--games", "2", "--out", atlas.toString()), err);
        assertTrue(this.out.contains("1 with games"), this.out);
        // the README's table, between its marker lines, the rest of the file kept
        Path readme = Files.writeString(dir.resolve("README.md"), "# Title\n\n" + AtlasPages.TABLE_BEGIN + "\nold table\n"
                + AtlasPages.TABLE_END + "\n\nafter\n");
        assertEquals(0, run("atlas", "--report-only", "--specs", "cowboys:size=6", "--games", "2", "--out", atlas.toString(),
                "--readme", readme.toString()), err);
        String text = Files.readString(readme);
        assertTrue(text.startsWith("# Title\n\n" + AtlasPages.TABLE_BEGIN + "\nBalance atlas"), text);
        assertTrue(text.contains("| `cowboys:size=6` | "), text);
        assertFalse(text.contains("old table"), text);
        assertTrue(text.endsWith("|\n" + AtlasPages.TABLE_END + "\n\nafter\n"), text);
        assertEquals(Files.readString(atlas.resolve(AtlasPages.README_TABLE)), text.substring(text.indexOf("Balance atlas"),
                text.indexOf(AtlasPages.TABLE_END)));
        // --strength-only: the strength match of level 2 against level 1 on the probe, and no study of level 2
        assertEquals(0, run("atlas", "--specs", "cowboys:size=6", "--games", "2", "--levels", "1,2", "--strength-only",
                "--strength-games", "2", "--threads", "1", "--parallel", "2", "--out", atlas.toString()), err);
        assertTrue(Files.isDirectory(atlas.resolve("strength/cowboys_size=6/L2-L1")), err);
        assertFalse(Files.exists(atlas.resolve("runs/L2-cowboys")), "no study played");
        assertTrue(this.out.contains("1 with games"), this.out);
        assertEquals(0, run("atlas", "--report-only", "--families", "kadon", "--levels", "1", "--out", dir.resolve("empty").toString()), err);
        assertTrue(err.contains("note: L1-uct300 also holds specs of cowboys, amazons; a study is played whole"), err);
        assertTrue(this.out.contains("84 rows (spec x level), 0 with games"), this.out);
    }

    @Test
    @DisplayName("runs the plan does not name are listed as counted nowhere, and --move-unplanned moves them to superseded/")
    void unplannedRunsListedThenMoved(@TempDir Path dir) throws Exception {
        Path atlas = dir.resolve("atlas");
        Files.createDirectories(atlas.resolve("runs/L3-old-plan/records"));
        Files.createDirectories(atlas.resolve("runs/L1-uct300/records")); // planned: not listed
        Files.createDirectories(atlas.resolve("strength/cowboys/L4-L3")); // no level 4 in the plan
        Files.createDirectories(atlas.resolve("strength/cowboys/L2-L1"));
        Files.createDirectories(atlas.resolve("runs/.tmp-1-x")); // a writer's temporary is not a run
        assertEquals(0, run("atlas", "--report-only", "--out", atlas.toString()), err);
        assertTrue(err.contains("note: runs outside the atlas's plan, counted nowhere: runs/L3-old-plan (0 games, not in the plan),"
                + " strength/cowboys/L4-L3 (0 games, not in the plan); pz atlas --move-unplanned moves them to " + atlas.resolve("superseded")),
                err);
        assertTrue(Files.isDirectory(atlas.resolve("runs/L3-old-plan")), "listing moves nothing");
        assertEquals(0, run("atlas", "--report-only", "--move-unplanned", "--out", atlas.toString()), err);
        assertTrue(err.contains("moved " + atlas.resolve("runs/L3-old-plan") + " (0 games, not in the plan) to "
                + atlas.resolve("superseded/runs/L3-old-plan@")), err);
        assertFalse(Files.exists(atlas.resolve("runs/L3-old-plan")) || Files.exists(atlas.resolve("strength/cowboys/L4-L3")));
        assertTrue(Files.isDirectory(atlas.resolve("runs/L1-uct300")) && Files.isDirectory(atlas.resolve("strength/cowboys/L2-L1")));
        try (var s = Files.list(atlas.resolve("superseded/strength/cowboys"))) {
            assertEquals(1, s.filter(p -> p.getFileName().toString().startsWith("L4-L3@")).count());
        }
        assertEquals(0, run("atlas", "--report-only", "--out", atlas.toString()), err);
        assertFalse(err.contains("outside the atlas's plan"), err);
    }

    @Test
    @DisplayName("bad options exit 2 with a message naming them")
    void badOptions(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("f"), "x");
        List<String[]> bad = List.of(
                new String[] {"atlas", "--levels", "4", "--report-only", "--out", dir.toString()},
                new String[] {"atlas", "--levels", "one", "--out", dir.toString()},
                new String[] {"atlas", "--families", "chess", "--out", dir.toString()},
                new String[] {"atlas", "--specs", "tictactoe", "--out", dir.toString()},
                new String[] {"atlas", "--specs", "cowboys:size=6", "--report-only"},
                new String[] {"atlas", "--games", "2", "--levels", "1"},
                new String[] {"atlas", "--specs", "cowboys:size=5", "--out", dir.toString()},
                new String[] {"atlas", "--games", "0", "--out", dir.toString()},
                new String[] {"atlas", "--out", file.toString()},
                new String[] {"atlas", "--report-only", "--out", dir.toString(), "--readme", file.toString()},
                new String[] {"atlas", "--report-only", "--replay-changed", "--out", dir.toString()},
                new String[] {"atlas", "--report-only", "--strength-only", "--out", dir.toString()},
                new String[] {"atlas", "--move-unplanned", "--specs", "cowboys:size=6", "--games", "2", "--out", dir.toString()},
                new String[] {"atlas", "cowboys"});
        List<String> says = List.of("no level 4", "--levels", "'chess'", "tictactoe", "give --out DIR", "give --out DIR", "size", "--games", "not a directory",
                "is not a file holding the lines", "--report-only plays nothing", "--report-only plays nothing", "give --move-unplanned without them",
                "unexpected argument 'cowboys'");
        for (int i = 0; i < bad.size(); i++) {
            assertEquals(2, run(bad.get(i)), String.join(" ", bad.get(i)) + ": " + err);
            assertTrue(err.contains(says.get(i)), String.join(" ", bad.get(i)) + ": " + err);
            assertFalse(err.contains("Exception"), err);
        }
    }
}
