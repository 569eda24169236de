package pz.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordDirectory;
import pz.models.ModelFile;

/** {@code pz train --mix} / {@code --sizes}: one version-2 network trained on several boards of a family (issue 26). */
class TrainMixTest extends CliTestBase {
    private static final String[] TINY = {"--net", "v2", "--games", "4", "--eval-games", "2", "--threads", "1", "--visits", "2",
        "--blocks", "1", "--channels", "8", "--batch", "16"};

    @Test
    @DisplayName("pz train --sizes 6,7 on Cowboys: both boards' games in the records, a model that plays both (pz match on each),"
            + " and pz train --run DIR resumes with the mix")
    void mixedRunPlaysEverySpecAndResumes(@TempDir Path dir) throws Exception {
        String run = dir.resolve("mix").toString();
        assertEquals(0, run(concat(new String[] {"train", "cowboys", "--sizes", "6,7", "--run", run, "--iterations", "2"}, TINY)), err);
        assertTrue(err.contains("specs mixed cowboys:size=6@1;cowboys:size=7@1"), err);
        assertTrue(err.contains("2 games +") && err.contains(" on cowboys:size=6 and cowboys:size=7: "), "a match on each spec: " + err);
        assertEquals(Map.of("cowboys:size=6", 4, "cowboys:size=7", 4), gamesBySpec(dir.resolve("mix")), "2 + 2 games a iteration");
        assertTrue(Files.readString(dir.resolve("mix/run.properties")).contains("mix=cowboys\\:size\\=6@1;cowboys\\:size\\=7@1"));
        Path best = dir.resolve("mix/models/best.pzm");
        try (ModelFile m = ModelFile.load(best)) {
            assertEquals(Set.of("cowboys:size=6", "cowboys:size=7"), m.metadata().playedSpecs().keySet());
        }
        for (String spec : new String[] {"cowboys:size=6", "cowboys:size=7"}) {
            assertEquals(0, run("match", "mcts:visits=4,model=" + best, "random", "--spec", spec, "--games", "2", "--no-records"), err);
        }
        assertTrue(run("match", "mcts:visits=4,model=" + best, "random", "--spec", "cowboys:size=8", "--games", "2",
                "--no-records") != 0, "a spec outside the mix is refused");
        assertTrue(err.contains("plays cowboys:size=6, cowboys:size=7, not 'cowboys'"), err);

        assertEquals(0, run("train", "--run", run, "--iterations", "3"), err);
        assertTrue(err.contains("specs mixed cowboys:size=6@1;cowboys:size=7@1"), "the saved mix: " + err);
        assertEquals(Map.of("cowboys:size=6", 6, "cowboys:size=7", 6), gamesBySpec(dir.resolve("mix")));
        assertEquals(3, pz.training.MetricsCsv.read(dir.resolve("mix/metrics.csv")).size());
        assertEquals(2, run(concat(new String[] {"train", "--mix", "cowboys:size=6;cowboys:size=8", "--run", run}, TINY)));
        assertTrue(err.contains("is a run of the mix 'cowboys:size=6@1;cowboys:size=7@1', not 'cowboys:size=6@1;cowboys@1'"), err);
    }

    @Test
    @DisplayName("a mix warm-started from a model of one board (--init-model): its model 0 plays every spec of the mix, so each"
            + " spec's self-play loads it")
    void warmStartedMixPlaysEverySpec(@TempDir Path dir) throws Exception {
        String one = dir.resolve("one").toString();
        assertEquals(0, run(concat(new String[] {"train", "cowboys:size=6", "--run", one, "--iterations", "1"}, TINY)), err);
        Path start = dir.resolve("one/models/best.pzm");
        try (ModelFile m = ModelFile.load(start)) {
            assertEquals(Set.of("cowboys:size=6"), m.metadata().playedSpecs().keySet());
        }
        String mix = dir.resolve("mix").toString();
        String[] tiny = {"--games", "4", "--eval-games", "0", "--threads", "1", "--visits", "2", "--batch", "16"};
        assertEquals(0, run(concat(new String[] {"train", "--mix", "cowboys:size=6;cowboys:size=7", "--init-model", start.toString(),
            "--run", mix, "--iterations", "1"}, tiny)), err);
        for (String f : new String[] {"models/model-0000.pzm", "models/model-0001.pzm", "models/best.pzm"}) {
            try (ModelFile m = ModelFile.load(dir.resolve("mix").resolve(f))) {
                assertEquals(Set.of("cowboys:size=6", "cowboys:size=7"), m.metadata().playedSpecs().keySet(), f);
            }
        }
        assertEquals(Map.of("cowboys:size=6", 2, "cowboys:size=7", 2), gamesBySpec(dir.resolve("mix")));
    }

    @Test
    @DisplayName("a version-1 network mixes rule readings of one board (Kadon's): each reading's games in the records, and the"
            + " model plays every reading")
    void versionOneMixOfReadings(@TempDir Path dir) throws Exception {
        String run = dir.resolve("kadon").toString();
        String[] tiny = {"--net", "v1", "--games", "4", "--eval-games", "0", "--threads", "1", "--visits", "2", "--blocks", "1",
            "--channels", "8", "--batch", "16", "--min-window", "0"};
        assertEquals(0, run(concat(new String[] {"train", "kadon", "--mix", "kadon;kadon:overmatch", "--run", run, "--iterations",
            "2"}, tiny)), err);
        assertEquals(Map.of("kadon", 4, "kadon:overmatch", 4), gamesBySpec(dir.resolve("kadon")), "2 + 2 games a iteration");
        Path best = dir.resolve("kadon/models/best.pzm");
        for (String spec : new String[] {"kadon", "kadon:overmatch", "kadon:placewins=off"}) {
            assertEquals(0, run("match", "mcts:visits=4,model=" + best, "random", "--spec", spec, "--games", "2", "--no-records"), err);
        }
    }

    private static Map<String, Integer> gamesBySpec(Path run) throws Exception {
        Map<String, Integer> n = new HashMap<>();
        for (String sub : new String[] {"records", "records-val"}) {
            RecordDirectory.readGames(run.resolve(sub), g -> n.merge(g.spec(), 1, Integer::sum));
        }
        return n;
    }

    @Test
    @DisplayName("a malformed mix exits 2 naming it, and starts no run: another family, weight <= 0, unknown spec, v1 network,"
            + " --mix with --sizes")
    void malformedMix(@TempDir Path dir) throws Exception {
        String[][] bad = {
            {"--mix", "cowboys:size=6;amazons:size=6", "amazons:size=6 is not a cowboys spec"},
            {"--mix", "cowboys:size=6@0;cowboys:size=7", "the weight must be a number in (0, 1000000], got '0'"},
            {"--mix", "cowboys:size=6;cowboys:size=7@-2", "got '-2'"},
            {"--mix", "cowboys:size=6;cowboys:sise=7", "unknown option 'sise'"},
            {"--sizes", "6,x", "'x' is not a board size"},
        };
        for (String[] b : bad) {
            Path run = dir.resolve("r" + b[1].length());
            assertEquals(2, run(concat(new String[] {"train", "cowboys", b[0], b[1], "--run", run.toString()}, TINY)), b[1]);
            assertTrue(err.contains(b[2]), err);
            assertFalse(Files.exists(run.resolve("run.properties")), "no run started");
        }
        assertEquals(2, run("train", "cowboys", "--mix", "cowboys:size=6;cowboys:size=7", "--net", "v1", "--run", dir.resolve("v1").toString()));
        assertTrue(err.contains("a version-1 network has a dense policy head"), err);
        assertEquals(2, run("train", "amazons", "--mix", "cowboys:size=6;cowboys:size=7", "--net", "v2"));
        assertTrue(err.contains("SPEC amazons is not of the --mix family"), err);
        assertEquals(2, run("train", "cowboys", "--mix", "cowboys:size=6", "--sizes", "6,7"));
        assertTrue(err.contains("give --mix or --sizes, not both"), err);
        assertEquals(0, run("train", "--help"));
        assertTrue(out.contains("--mix <MIX>") && out.contains("--sizes <N,N>") && out.contains("--mix 'SPEC@W;SPEC@W' (';' between entries"),
                "pz train --help gives the syntax: " + out);
    }
}
