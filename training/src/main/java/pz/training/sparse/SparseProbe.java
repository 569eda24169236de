package pz.training.sparse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pz.data.RecordDirectory;
import pz.data.RecordSchema;
import pz.data.RecordWriter;
import pz.data.WriterOptions;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.models.SparseValueFile;
import pz.models.SparseValueNet;

/**
 * The experiment behind docs/learned-strength.md's "A learned alpha-beta evaluation" (2026-12-07), kept so that it
 * can be run again; not a {@code pz} command, since the evaluation it makes does not beat the one it replaces:
 * <pre>
 * java -cp "cli/target/pz-cli.jar:cli/target/lib/*" pz.training.sparse.SparseProbe gen DIR AGENT FIRST COUNT SPEC...
 *     games FIRST..FIRST+COUNT of AGENT (an alphabeta spec) against itself, cycling over the SPECs, recorded in DIR
 *     with each decision's search value (two threads; a chunk in progress is lost if killed)
 * java -cp ... pz.training.sparse.SparseProbe fit OUT MIX HIDDEN EPOCHS DIR...
 *     fits a sparse value net of HIDDEN units to every position of the DIRs, target MIX * result + (1 - MIX) *
 *     search value, a tenth of the games held out, the best held-out epoch kept; writes OUT (alphabeta:model=OUT)
 * </pre>
 */
public final class SparseProbe {
    private SparseProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 6 || !args[0].equals("gen") && !args[0].equals("fit")) {
            System.err.println("usage: SparseProbe gen DIR AGENT FIRST COUNT SPEC... | fit OUT MIX HIDDEN EPOCHS DIR...");
            System.exit(2);
        }
        if (args[0].equals("gen")) {
            Path dir = Path.of(args[1]);
            AgentSpec agent = AgentSpec.parse(args[2]);
            int first = Integer.parseInt(args[3]), count = Integer.parseInt(args[4]);
            List<Game> games = new ArrayList<>();
            List<AgentFactory> fs = new ArrayList<>();
            for (int i = 5; i < args.length; i++) {
                Game g = GameRegistry.parse(args[i]);
                games.add(g);
                fs.add(agent.factory(g));
            }
            long t0 = System.nanoTime();
            int[] n = {0};
            try (RecordWriter w = RecordWriter.open(dir, WriterOptions.defaults("sparse"))) {
                SparseSelfPlay.play(games, fs, first, count, 77, 2, w, "sparse", g -> {
                    synchronized (n) {
                        if (++n[0] % 100 == 0) {
                            System.out.printf("%d games, %.1f games/s%n", n[0], n[0] / ((System.nanoTime() - t0) / 1e9));
                        }
                    }
                });
            }
            return;
        }
        Path out = Path.of(args[1]);
        double mix = Double.parseDouble(args[2]);
        int hidden = Integer.parseInt(args[3]);
        int epochs = Integer.parseInt(args[4]);
        Map<String, Game> games = new HashMap<>();
        SparseSamples[] samples = {null};
        Map<String, Integer> ids = new HashMap<>();
        long t0 = System.nanoTime();
        double[] t = new double[2];
        for (int i = 5; i < args.length; i++) {
            RecordDirectory.readPositions(Path.of(args[i]), RecordSchema.POSITIONS_SCHEMA, p -> {
                Game g = games.computeIfAbsent(p.spec(), GameRegistry::parse);
                if (samples[0] == null) {
                    samples[0] = new SparseSamples(g.sparseFeatures());
                }
                State s = g.parsePosition(p.position());
                for (int k = 0; k < 2; k++) {
                    t[k] = mix * p.returns()[k] + (1 - mix) * p.value()[k];
                }
                samples[0].add(s, t, ids.computeIfAbsent(p.gameId(), x -> ids.size()));
            });
        }
        SparseSamples all = samples[0];
        Game g0 = games.values().iterator().next();
        System.out.printf("%d games, %d samples, %.1f s%n", ids.size(), all.count(), (System.nanoTime() - t0) / 1e9);
        SparseValueNet net = new SparseValueNet(g0.sparseFeatures().size(), hidden, 7);
        double best = SparseFit.fit(net, all, epochs, 256, 1e-3, 10, 3, e ->
                System.out.printf("epoch %d train %.4f held-out %.4f%s%n", e.epoch(), e.train(), e.heldOut(), e.best() ? " *" : ""));
        new SparseValueFile(net, "proteus", g0.sparseFeatures().version(), "alphabeta:depth=20,time=250",
                Map.of("games", Integer.toString(ids.size()), "positions", Integer.toString(all.count()),
                        "heldout_loss", String.format("%.4f", best))).save(out);
    }
}
