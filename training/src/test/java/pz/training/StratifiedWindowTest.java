package pz.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.data.RecordWriter;
import pz.data.ReplayWindow;
import pz.data.SyntheticGames;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.models.NetConfig;

/** The stratified replay window of a mix: each batch of one spec, the specs drawn by weight, not by what the window holds. */
class StratifiedWindowTest {

    /** {@code games} random games of each spec in one record directory. */
    private static Path records(Path dir, int games6, int games7) throws Exception {
        try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("test"))) {
            Game six = GameRegistry.parse("cowboys:size=6");
            Game seven = GameRegistry.parse("cowboys:size=7");
            for (int i = 0; i < games6; i++) {
                w.write(SyntheticGames.play(six, i, "t"));
            }
            for (int i = 0; i < games7; i++) {
                w.write(SyntheticGames.play(seven, 1000 + i, "t"));
            }
            w.commit();
        }
        return dir;
    }

    @Test
    @DisplayName("weights 1:3 draw batches 1:3 (within 3 sigma over 4000) though the window holds 10 times more of the first spec;"
            + " every batch is of one spec, in its board's shape")
    void drawsSpecsByWeight(@TempDir Path tmp) throws Exception {
        Path dir = records(tmp.resolve("r"), 20, 2);
        SpecMix mix = SpecMix.parse("cowboys:size=6@1;cowboys:size=7@3");
        StratifiedWindow w = StratifiedWindow.of(mix, NetConfig.v2Defaults(mix.games().get(0)), 4, s -> ReplayWindow.Options.lastN(100_000));
        assertTrue(w.refresh(dir).isEmpty());
        long six = w.strata().get(0).window().size();
        long seven = w.strata().get(1).window().size();
        assertTrue(six > 5 * seven, six + " positions of 6x6, " + seven + " of 7x7");
        Map<String, Integer> count = new HashMap<>();
        SplittableRandom rng = new SplittableRandom(7);
        int n = 4000;
        for (int i = 0; i < n; i++) {
            StratifiedWindow.Stratum s = w.sample(rng);
            count.merge(s.spec(), 1, Integer::sum);
            assertEquals(GameRegistry.parse(s.spec()).observationSize(), s.batch().observationSize());
            assertEquals(s.shape().cells(), s.batch().cells(), "the network's shape is the batch's board");
        }
        double sigma = Math.sqrt(n * 0.25 * 0.75);
        assertEquals(0.25 * n, count.get("cowboys:size=6"), 3 * sigma, count.toString());
    }

    @Test
    @DisplayName("a spec without positions yet is not drawn; each spec's window is its share of the sizes")
    void emptyStratumAndShares(@TempDir Path tmp) throws Exception {
        Path dir = records(tmp.resolve("r"), 3, 0);
        SpecMix mix = SpecMix.parse("cowboys:size=6@1;cowboys:size=7@3");
        StratifiedWindow w = StratifiedWindow.of(mix, NetConfig.v2Defaults(mix.games().get(0)), 4,
                s -> ReplayWindow.Options.lastN(StratifiedWindow.scaled(40, s)));
        w.refresh(dir);
        assertEquals(10, w.strata().get(0).window().size(), "a quarter of 40 positions");
        SplittableRandom rng = new SplittableRandom(1);
        for (int i = 0; i < 50; i++) {
            assertEquals("cowboys:size=6", w.sample(rng).spec());
        }
        assertEquals(1, w.sampleEach(rng).size(), "validation: one batch of each spec that has positions");
    }

    @Test
    @DisplayName("held-out losses: one batch of each spec, their mean weighted by share for early stopping, each kept by spec")
    void heldOutLossBySpec(@TempDir Path tmp) throws Exception {
        Path dir = records(tmp.resolve("r"), 2, 2);
        SpecMix mix = SpecMix.parse("cowboys:size=6@1;cowboys:size=7@3");
        StratifiedWindow w = StratifiedWindow.of(mix, NetConfig.v2Defaults(mix.games().get(0)), 4, s -> ReplayWindow.Options.lastN(1000));
        w.refresh(dir);
        java.util.List<StratifiedWindow.Stratum> each = w.sampleEach(new SplittableRandom(3));
        assertEquals(2, each.size());
        pz.models.Losses mean = w.validated(each, java.util.List.of(new pz.models.Losses(2, 1, 0, 0, 3), new pz.models.Losses(1, 1, 0, 0, 2)));
        assertEquals(0.25 * 3 + 0.75 * 2, mean.total(), 1e-12);
        assertEquals(0.25 * 2 + 0.75 * 1, mean.policy(), 1e-12);
        w.validated(each, java.util.List.of(new pz.models.Losses(2, 1, 0, 0, 5), new pz.models.Losses(1, 1, 0, 0, 2)));
        assertEquals("cowboys:size=6 4.000, cowboys:size=7 2.000", w.lossesBySpec());
    }
}
