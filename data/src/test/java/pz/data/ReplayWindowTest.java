package pz.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.engine.Symmetry;

class ReplayWindowTest {
    @TempDir
    Path dir;

    private final Game ttt = GameRegistry.parse("tictactoe");

    private List<PositionRecord> write(String spec, int games, int firstSeed) throws Exception {
        List<PositionRecord> all = new ArrayList<>();
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            for (int i = 0; i < games; i++) {
                GameRecorder.Recorded r = SyntheticGames.play(GameRegistry.parse(spec), firstSeed + i, "w0");
                w.write(r);
                all.addAll(r.positions());
            }
        }
        return all;
    }

    @Test
    @DisplayName("the window holds exactly the most recent N positions, and slides when new chunks arrive")
    void holdsMostRecentNPositions() throws Exception {
        List<PositionRecord> all = new ArrayList<>(write("tictactoe", 20, 0));
        ReplayWindow w = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.fixed(50), false, 0, false));
        ReplayWindow.Refresh r = w.refresh(dir);
        assertEquals(50, w.size());
        assertTrue(r.bad().isEmpty());
        // the training projection has no game id: compare by position text and ply instead
        assertEquals(all.subList(all.size() - 50, all.size()).stream().map(p -> p.position() + p.ply()).toList(),
                window(w));
        all.addAll(write("tictactoe", 10, 100));
        r = w.refresh(dir);
        assertTrue(r.added() > 0 && r.evicted() == r.added(), r.toString());
        assertEquals(all.subList(all.size() - 50, all.size()).stream().map(p -> p.position() + p.ply()).toList(),
                window(w));
        assertEquals(all.size(), w.produced());
    }

    private static List<String> window(ReplayWindow w) {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < w.size(); i++) {
            l.add(w.get(i).position() + w.get(i).ply());
        }
        return l;
    }

    @Test
    @DisplayName("a damaged chunk is skipped and reported by refresh; the other chunks fill the window")
    void damagedChunkIsSkipped() throws Exception {
        write("tictactoe", 14, 0); // two chunks of 7 games
        Path victim = RecordDirectory.chunks(dir).get(1).positions();
        java.nio.file.Files.write(victim, new byte[] {'P', 'A', 'R', '1'});
        ReplayWindow w = new ReplayWindow(ttt, ReplayWindow.Options.lastN(1_000_000));
        ReplayWindow.Refresh r = w.refresh(dir);
        assertEquals(1, r.bad().size());
        assertEquals(victim, r.bad().get(0).file());
        assertEquals(r.added(), w.size());
        assertTrue(w.size() > 0);
    }

    @Test
    @DisplayName("positions of another spec are not put in the window")
    void otherSpecsAreSkipped() throws Exception {
        int pig = write("pig", 5, 0).size();
        int tic = write("tictactoe", 5, 0).size();
        ReplayWindow w = new ReplayWindow(ttt, ReplayWindow.Options.lastN(1_000_000));
        w.refresh(dir);
        assertEquals(tic, w.size());
        assertTrue(pig > 0);
    }

    @Test
    @DisplayName("sampling is uniform over the window (chi-square over 9 positions)")
    void samplingIsUniform() throws Exception {
        write("tictactoe", 2, 7);
        ReplayWindow w = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.fixed(9), false, 0, false));
        w.refresh(dir);
        int n = w.size();
        TrainingBatch batch = new TrainingBatch(ttt, 100);
        int[] counts = new int[n];
        SplittableRandom rng = new SplittableRandom(1);
        float[] obs = new float[ttt.observationSize()];
        for (int round = 0; round < 90; round++) {
            w.sample(batch, rng);
            for (int b = 0; b < batch.size(); b++) {
                float[] got = Arrays.copyOfRange(batch.observations(), b * obs.length, (b + 1) * obs.length);
                for (int i = 0; i < n; i++) {
                    ttt.parsePosition(w.get(i).position()).encode(obs);
                    if (Arrays.equals(obs, got) && w.get(i).player() == batch.players()[b]) {
                        counts[i]++;
                        break;
                    }
                }
            }
        }
        double expected = 9000.0 / n;
        double chi2 = 0;
        for (int c : counts) {
            chi2 += (c - expected) * (c - expected) / expected;
        }
        assertEquals(9000, Arrays.stream(counts).sum(), "every sample is one of the window's positions");
        assertTrue(chi2 < 30, "chi-square " + chi2 + " for counts " + Arrays.toString(counts)); // 8 dof: p < 0.001
    }

    @Test
    @DisplayName("augmentation applies one of the game's symmetries to observation and policy together, and uses all of them")
    void augmentationMapsObservationAndPolicyTogether() throws Exception {
        State s = ttt.newInitialState();
        s.apply(0); // x on a3, a corner: its 8 images are 4 distinct boards
        GameRecorder rec = new GameRecorder("g", "tictactoe", List.of("a", "b"), List.of("", ""), 1, "w0", Instant.EPOCH);
        rec.decision(s, 1, new int[] {1, 2}, new float[] {0.75f, 0.25f}, 2, 10, 1f, new float[] {0.1f, -0.1f});
        s.apply(1);
        try (RecordWriter w = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            w.write(rec.finish(s, "aborted"));
        }
        ReplayWindow w = new ReplayWindow(ttt, ReplayWindow.Options.lastN(10));
        w.refresh(dir);
        TrainingBatch batch = new TrainingBatch(ttt, 400);
        w.sample(batch, new SplittableRandom(3));
        float[] base = new float[ttt.observationSize()];
        ttt.parsePosition(w.get(0).position()).encode(base);
        Set<String> used = new HashSet<>();
        int obsSize = ttt.observationSize();
        for (int b = 0; b < batch.size(); b++) {
            float[] obs = Arrays.copyOfRange(batch.observations(), b * obsSize, (b + 1) * obsSize);
            float[] pol = Arrays.copyOfRange(batch.policies(), b * 9, (b + 1) * 9);
            String match = null;
            for (Symmetry sym : ttt.symmetries()) {
                float[] o = new float[obsSize];
                sym.mapObservation(base, o, 3);
                float[] p = new float[9];
                p[sym.mapAction(1)] = 0.75f;
                p[sym.mapAction(2)] = 0.25f;
                if (Arrays.equals(o, obs) && Arrays.equals(p, pol)) {
                    match = sym.name();
                    used.add(Arrays.toString(sym.cellMap()));
                }
            }
            assertTrue(match != null, "example " + b + " is the position under one symmetry");
        }
        assertEquals(8, used.size(), "all 8 symmetries were drawn");
    }

    @Test
    @DisplayName("value targets: final returns per seat, rotated to the mover with moverFirst, mixed with the search value with valueMix")
    void valueTargets() throws Exception {
        State s = ttt.newInitialState();
        s.apply(4);
        GameRecorder rec = new GameRecorder("g", "tictactoe", List.of("a", "b"), List.of("", ""), 1, "w0", Instant.EPOCH);
        rec.decision(s, 0, new int[] {0}, new float[] {1f}, 1, 1, 0.5f, new float[] {0.5f, -0.5f}); // o to move
        s.apply(0);
        for (int a : new int[] {3, 1, 5}) { // x wins on the middle row
            rec.step(s, a);
            s.apply(a);
        }
        try (RecordWriter wr = RecordWriter.open(dir, RecordRoundTripTest.small())) {
            wr.write(rec.finish(s, "terminal"));
        }
        TrainingBatch batch = new TrainingBatch(ttt, 1);
        ReplayWindow seats = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.fixed(1), false, 0, false));
        seats.refresh(dir);
        seats.sample(batch, new SplittableRandom(0));
        assertArrayEquals(new float[] {1, -1}, batch.values());
        assertEquals(1, batch.players()[0]);
        assertEquals(0.5f, batch.policyWeights()[0]);
        assertEquals(1f, batch.valueWeights()[0], "by default every value target counts");
        ReplayWindow mover = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.fixed(1), false, 0, true));
        mover.refresh(dir);
        mover.sample(batch, new SplittableRandom(0));
        assertArrayEquals(new float[] {-1, 1}, batch.values());
        ReplayWindow mixed = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.fixed(1), false, 0.5f, false));
        mixed.refresh(dir);
        mixed.sample(batch, new SplittableRandom(0));
        assertArrayEquals(new float[] {0.75f, -0.75f}, batch.values());
    }

    @Test
    @DisplayName("batches reuse their arrays, and an empty window says so")
    void batchBuffersAreReused() throws Exception {
        ReplayWindow w = new ReplayWindow(ttt, ReplayWindow.Options.lastN(100));
        TrainingBatch batch = new TrainingBatch(ttt, 8);
        assertThrows(IllegalStateException.class, () -> w.sample(batch, new SplittableRandom(0)));
        write("tictactoe", 3, 0);
        w.refresh(dir);
        float[] obs = batch.observations();
        float[] pol = batch.policies();
        w.sample(batch, new SplittableRandom(0));
        w.sample(batch, new SplittableRandom(1));
        assertSame(obs, batch.observations());
        assertSame(pol, batch.policies());
        for (int b = 0; b < 8; b++) {
            double sum = 0;
            for (int a = 0; a < 9; a++) {
                sum += pol[b * 9 + a];
            }
            assertEquals(1.0, sum, 1e-5, "policy target of example " + b + " sums to 1");
        }
    }

    @Test
    @DisplayName("KataGo power-law window: all data below c, then c(1 + beta((N/c)^alpha - 1)/alpha), capped")
    void powerLawWindowSize() {
        WindowSize k = WindowSize.powerLaw(100, 0.75, 0.4, 10_000);
        assertEquals(50, k.capacity(50));
        assertEquals(100, k.capacity(100));
        assertEquals((long) (100 * (1 + 0.4 * (Math.pow(10, 0.75) - 1) / 0.75)), k.capacity(1000));
        assertEquals(346, k.capacity(1000));
        assertEquals(10_000, k.capacity(100_000_000L));
        long prev = 0;
        for (long n = 1; n < 1_000_000; n = n * 3 / 2 + 1) {
            long c = k.capacity(n);
            assertTrue(c >= prev && c <= n);
            prev = c;
        }
        assertEquals(250_000, WindowSize.kataGo(1L << 40).capacity(250_000));
        assertThrows(IllegalArgumentException.class, () -> WindowSize.powerLaw(100, 1.5, 0.4, 10));
    }

    @Test
    @DisplayName("a power-law window grows with the positions produced")
    void powerLawWindowGrowsWithData() throws Exception {
        int n = write("tictactoe", 40, 0).size();
        ReplayWindow w = new ReplayWindow(ttt, new ReplayWindow.Options(WindowSize.powerLaw(20, 0.75, 0.4, 1000), true, 0, false));
        w.refresh(dir);
        assertEquals(WindowSize.powerLaw(20, 0.75, 0.4, 1000).capacity(n), w.size());
        assertTrue(w.size() < n);
    }

    @org.junit.jupiter.api.Test
    @org.junit.jupiter.api.DisplayName("value fraction: a fixed share of each game's positions keeps its value target, the same ones every time")
    void valueFraction() {
        int kept = 0, total = 0;
        for (int g = 0; g < 200; g++) {
            String id = Integer.toHexString(g * 7919) + "game";
            for (int ply = 0; ply < 100; ply++) {
                boolean k = ReplayWindow.valueCounts(id, ply, 0.1f);
                assertEquals(k, ReplayWindow.valueCounts(id, ply, 0.1f), "deterministic");
                assertTrue(ReplayWindow.valueCounts(id, ply, 1f));
                kept += k ? 1 : 0;
                total++;
            }
        }
        assertTrue(Math.abs(kept / (double) total - 0.1) < 0.01, "about 10% kept: " + kept + " of " + total);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ReplayWindow.Options(WindowSize.fixed(1), false, 0, false, 0f));
    }
}
