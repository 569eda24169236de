package pz.models;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;

/**
 * The learned alpha-beta evaluation: its gradients (against finite differences), its exact incremental first layer
 * (against the same sums from scratch, and against the float network), and its file (round trip, damage, the wrong game).
 */
class SparseValueNetTest {
    private static final Game PROTEUS = GameRegistry.parse("proteus:roulette=after,tradeoff");

    /** A net with every parameter random, so that each gradient path is exercised (the linear path and b2 included). */
    private static SparseValueNet randomNet(int inputs, int hidden, long seed) {
        SparseValueNet net = new SparseValueNet(inputs, hidden, seed);
        SplittableRandom r = new SplittableRandom(seed + 1);
        for (int i = 0; i < net.skip.length; i++) {
            net.skip[i] = (float) (r.nextGaussian() * 0.2);
        }
        for (int j = 0; j < hidden; j++) {
            net.b1[j] = (float) (r.nextDouble() * 1.8 - 0.3); // some units below 0, some above 1: both bounds of the clipped ReLU
        }
        net.b2[0] = 0.1f;
        return net;
    }

    @Test
    void gradientsMatchFiniteDifferencesOfTheLoss() {
        int inputs = 12, hidden = 5;
        SparseValueNet net = randomNet(inputs, hidden, 3);
        // three samples, one with a non-binary value
        int[] offset = {0, 3, 5, 8};
        int[] index = {0, 4, 7, 2, 11, 1, 4, 9};
        float[] value = {1, 1, 0.5f, 1, 1, 1, 0.25f, 1};
        float[] target = {0.6f, -0.9f, 0.1f};
        int[] rows = {0, 1, 2};
        SparseValueNet.Adam adam = new SparseValueNet.Adam(net, 1e-3, 0);
        adam.gradients(rows, 3, offset, index, value, target);
        float[][] params = {net.w1, net.b1, net.w2, net.skip, net.b2};
        String[] names = {"w1", "b1", "w2", "skip", "b2"};
        int checked = 0;
        for (int k = 0; k < params.length; k++) {
            for (int i = 0; i < params[k].length; i++) {
                float keep = params[k][i];
                double eps = 1e-3;
                params[k][i] = (float) (keep + eps);
                double up = new SparseValueNet.Adam(net, 0, 0).gradients(rows, 3, offset, index, value, target) * 3;
                params[k][i] = (float) (keep - eps);
                double down = new SparseValueNet.Adam(net, 0, 0).gradients(rows, 3, offset, index, value, target) * 3;
                params[k][i] = keep;
                double numeric = (up - down) / (2 * eps);
                double analytic = adam.grads()[k][i];
                assertEquals(numeric, analytic, 2e-3 + 2e-2 * Math.abs(numeric), names[k] + "[" + i + "]");
                checked += numeric != 0 ? 1 : 0;
            }
        }
        assertTrue(checked > 30, "only " + checked + " gradients were non-zero");
    }

    @Test
    void fittingLearnsATargetTheFeaturesDetermine() {
        // target: +0.8 when feature 0 is on, -0.8 when feature 1 is, over noise features
        int inputs = 20;
        SparseValueNet net = new SparseValueNet(inputs, 8, 5);
        SplittableRandom r = new SplittableRandom(9);
        int count = 512;
        int[] offset = new int[count + 1];
        List<Integer> idx = new ArrayList<>();
        float[] target = new float[count];
        for (int s = 0; s < count; s++) {
            boolean plus = r.nextBoolean();
            idx.add(plus ? 0 : 1);
            idx.add(2 + r.nextInt(18));
            target[s] = plus ? 0.8f : -0.8f;
            offset[s + 1] = idx.size();
        }
        int[] index = idx.stream().mapToInt(Integer::intValue).toArray();
        float[] value = new float[index.length];
        java.util.Arrays.fill(value, 1f);
        int[] rows = new int[count];
        for (int s = 0; s < count; s++) {
            rows[s] = s;
        }
        SparseValueNet.Adam adam = new SparseValueNet.Adam(net, 1e-2, 0);
        for (int e = 0; e < 300; e++) {
            adam.train(rows, count, offset, index, value, target);
        }
        float[] acc = net.newScratch();
        assertEquals(0.8, net.value(new int[] {0, 5}, new float[] {1, 1}, 2, acc), 0.05);
        assertEquals(-0.8, net.value(new int[] {1, 5}, new float[] {1, 1}, 2, acc), 0.05);
    }

    @Test
    void theIncrementalFirstLayerGivesExactlyTheScoresFromScratch() {
        SparseValueNet net = randomNet(PROTEUS.sparseFeatures().size(), 16, 11);
        SparseEvaluation eval = new SparseEvaluation(net, PROTEUS.sparseFeatures());
        SplittableRandom rnd = new SplittableRandom(4);
        int[] legal = new int[PROTEUS.numActions()];
        double[] probs = new double[PROTEUS.numActions()];
        float[] acc = net.newScratch();
        int[] index = new int[64];
        float[] value = new float[64];
        int scored = 0;
        for (int g = 0; g < 6; g++) {
            State s = PROTEUS.newInitialState();
            while (!s.isTerminal()) {
                // score the children in turn, as alpha-beta's move ordering does, then one at random
                int n = s.isChance() ? s.chanceOutcomes(legal, probs) : s.legalActions(legal);
                for (int k = 0; k < n; k++) {
                    s.apply(legal[k]);
                    for (int p = 0; p < 2; p++) {
                        double sc = eval.score(s, p);
                        assertEquals(eval.scoreFromScratch(s, p), sc, 0.0, "after " + s.position());
                        int m = PROTEUS.sparseFeatures().write(s, index, value);
                        double fl = net.logit(index, value, m, acc) * SparseEvaluation.LOGIT_SCALE;
                        double own = PROTEUS.sparseFeatures().perspective(s) == p ? fl : -fl;
                        assertEquals(Math.max(-500, Math.min(500, own)), sc, 0.01, "the float network's logit");
                        scored++;
                    }
                    s.undo();
                }
                s.apply(legal[rnd.nextInt(n)]);
            }
        }
        assertTrue(scored > 1000, scored + " scores compared");
    }

    @Test
    void aFileRoundTripsAndRefusesDamageAndOtherGames(@TempDir Path dir) throws IOException {
        SparseValueNet net = randomNet(PROTEUS.sparseFeatures().size(), 8, 2);
        Path file = dir.resolve("eval.pzm");
        new SparseValueFile(net, "proteus", PROTEUS.sparseFeatures().version(), "alphabeta:depth=20,time=250",
                Map.of("games", "10")).save(file);
        SparseValueFile back = SparseValueFile.load(file);
        assertArrayEquals(net.w1, back.net().w1);
        assertArrayEquals(net.skip, back.net().skip);
        assertEquals(net.b2[0], back.net().b2[0]);
        assertEquals("alphabeta:depth=20,time=250", back.search());
        assertEquals("10", back.info().get("games"));
        back.checkFor(PROTEUS, file);
        ModelFileException other = assertThrows(ModelFileException.class, () -> back.checkFor(GameRegistry.parse("amazons:size=6"), file));
        assertTrue(other.getMessage().contains("evaluates 'proteus', not 'amazons'"), other.getMessage());

        byte[] bytes = Files.readAllBytes(file);
        Path cut = dir.resolve("cut.pzm");
        Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        ModelFileException e = assertThrows(ModelFileException.class, () -> SparseValueFile.load(cut));
        assertTrue(e.getMessage().contains("cut.pzm"), e.getMessage());
        Path empty = dir.resolve("empty.pzm");
        Files.write(empty, new byte[0]);
        assertThrows(pz.engine.InvalidInputException.class, () -> SparseValueFile.load(empty));
    }

    @Test
    void alphabetaWithModelSearchesByTheLearnedEvaluationAndTheFilesStoredDepth(@TempDir Path dir) throws IOException {
        Game game = GameRegistry.parse("proteus");
        SparseValueNet net = randomNet(game.sparseFeatures().size(), 8, 6);
        Path file = dir.resolve("eval.pzm");
        new SparseValueFile(net, "proteus", game.sparseFeatures().version(), "alphabeta:depth=3", Map.of()).save(file);
        pz.mcts.agent.AgentSpec spec = pz.mcts.agent.AgentSpec.parse("alphabeta:model=" + file);
        SparseEvaluation eval = new SparseEvaluation(net, game.sparseFeatures());
        try (pz.mcts.agent.AgentFactory f = spec.factory(game)) {
            State s = game.newInitialState();
            SplittableRandom rnd = new SplittableRandom(8);
            int[] legal = new int[game.numActions()];
            for (int turn = 0; turn < 12 && !s.isTerminal(); turn++) {
                pz.mcts.agent.AlphaBetaAgent viaSpec = (pz.mcts.agent.AlphaBetaAgent) f.newAgent(turn);
                pz.mcts.agent.AlphaBetaAgent direct = new pz.mcts.agent.AlphaBetaAgent("direct", game, 3, 0, new SplittableRandom(turn), eval);
                int a = viaSpec.decide(s).action();
                assertEquals(direct.decide(s).action(), a, "the same move as alpha-beta over the network at the file's depth 3");
                assertEquals(direct.nodes(), viaSpec.nodes(), "the same search, node for node");
                int n = s.legalActions(legal);
                s.apply(legal[rnd.nextInt(n)]);
            }
        }
        // an agent's own option overrides the file's
        try (pz.mcts.agent.AgentFactory f = pz.mcts.agent.AgentSpec.parse("alphabeta:depth=1,model=" + file).factory(game)) {
            pz.mcts.agent.AlphaBetaAgent one = (pz.mcts.agent.AlphaBetaAgent) f.newAgent(1);
            one.decide(game.newInitialState());
            pz.mcts.agent.AlphaBetaAgent direct = new pz.mcts.agent.AlphaBetaAgent("direct", game, 1, 0, new SplittableRandom(1), eval);
            direct.decide(game.newInitialState());
            assertEquals(direct.nodes(), one.nodes(), "depth=1 given by the agent wins over the file's depth 3");
        }
        // a file that is no learned evaluation is named and refused
        Path other = dir.resolve("other.pzm");
        try (var zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(other))) {
            zip.putNextEntry(new java.util.zip.ZipEntry("metadata.json"));
            zip.write("{}".getBytes());
        }
        pz.mcts.agent.AgentSpecException e = assertThrows(pz.mcts.agent.AgentSpecException.class,
                () -> pz.mcts.agent.AgentSpec.parse("alphabeta:model=" + other).factory(game));
        assertTrue(e.getMessage().contains("is not a learned alpha-beta evaluation"), e.getMessage());
        assertThrows(pz.engine.InvalidInputException.class,
                () -> pz.mcts.agent.AgentSpec.parse("alphabeta:model=" + dir.resolve("missing.pzm")).factory(game));
    }
}
