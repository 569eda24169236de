package pz.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import pz.evaluation.MatchRecords;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/**
 * One Spark task of a distributed match or balance run: plays its share of the games with
 * {@link Match} (seats rotated by game index inside the share), and returns the outcome of every
 * game in index order; with a staging directory it also writes the games as Parquet records
 * ({@link MatchRecords}) into its attempt directory, for the driver to promote
 * ({@link Staging}). Model files named by the agents ({@code model=FILE}) come as broadcast bytes
 * and are written to local temporary files; the records keep the original agent specs.
 * Serializable; immutable.
 */
final class MatchTask implements Function<MatchTask.Part, MatchTask.Done> {
    private static final long serialVersionUID = 1L;

    /** A share: wave, partition number, spec, games, the seed of its {@link Match}. */
    record Part(int wave, int part, String spec, int games, long seed) implements Serializable {
    }

    /**
     * A share's outcome: A's wins, draws and losses, and per game (in index order) the returns per
     * seat, whole turns and applied steps.
     */
    record Done(int part, String attempt, int wins, int draws, int losses, double[][] returns, int[] turns, int[] steps)
            implements Serializable {
    }

    private final String agentA;
    private final String agentB;
    private final Broadcast<Map<String, byte[]>> models;
    private final int threads;
    private final int parallel;
    private final String job;
    private final String token;
    private final String worker;
    private final Set<Integer> failFirstAttempt;

    /**
     * @param models           model file bytes by the path the agent specs name
     * @param job              staging directory for records, one sub-directory per wave (null: no records)
     * @param failFirstAttempt partitions whose first attempt fails after writing (tests of retries)
     */
    MatchTask(String agentA, String agentB, Broadcast<Map<String, byte[]>> models, int threads, int parallel, Path job,
              String token, String worker, Set<Integer> failFirstAttempt) {
        this.agentA = agentA;
        this.agentB = agentB;
        this.models = models;
        this.threads = threads;
        this.parallel = parallel;
        this.job = job == null ? null : job.toString();
        this.token = token;
        this.worker = worker;
        this.failFirstAttempt = Set.copyOf(failFirstAttempt);
    }

    /** The staging directory of a wave's attempts. */
    static Path waveDir(Path staging, int wave) {
        return staging.resolve("wave-" + wave);
    }

    /** The paths of the model files that agent specs name (model=FILE), for the driver to broadcast. */
    static List<String> modelFiles(String... agents) {
        List<String> out = new ArrayList<>();
        for (String a : agents) {
            String m = AgentSpec.parse(a).options().get("model");
            if (m != null && !out.contains(m)) {
                out.add(m);
            }
        }
        return out;
    }

    /** {@code agent} with its model file replaced by {@code local} (same kind and options). */
    static String withModel(String agent, Map<String, Path> local) {
        AgentSpec s = AgentSpec.parse(agent);
        String m = s.options().get("model");
        if (m == null) {
            return s.canonical();
        }
        return s.with("model", local.get(m).toString()).canonical();
    }

    @Override
    public Done call(Part p) throws IOException {
        TaskContext tc = TaskContext.get();
        int attemptNumber = tc == null ? 0 : tc.attemptNumber();
        String attempt = "attempt-" + token + "-" + attemptNumber + "-" + (tc == null ? 0 : tc.taskAttemptId());
        Map<String, Path> local = new HashMap<>();
        try {
            for (Map.Entry<String, byte[]> e : models.value().entrySet()) {
                local.put(e.getKey(), ShippedFile.materialize(e.getValue(), e.getKey()));
            }
            String a = withModel(agentA, local);
            String b = withModel(agentB, local);
            // the records name the agents as the driver was given them, not by the executor's temporary files
            Map<String, String> original = new HashMap<>();
            original.put(AgentSpec.parse(a).canonical(), AgentSpec.parse(agentA).canonical());
            original.put(AgentSpec.parse(b).canonical(), AgentSpec.parse(agentB).canonical());
            Match match = Match.of(p.spec(), a, b).games(p.games()).threads(threads).parallel(parallel).seed(p.seed());
            List<Match.Played> played = new ArrayList<>();
            MatchResult r;
            Path dir = job == null ? null : Staging.newAttemptDir(waveDir(Path.of(job), p.wave()), p.part(), attempt);
            try (MatchRecords records = dir == null ? null : MatchRecords.open(match.game(), dir.resolve("records"), worker)) {
                r = match.onGame(g -> {
                    Match.Played named = new Match.Played(g.index(), g.seed(), g.seatA(),
                            g.agents().stream().map(x -> original.getOrDefault(x, x)).toList(), g.initial(), g.actions(),
                            g.returns(), g.turns(), g.startMillis(), g.endMillis());
                    played.add(named);
                    if (records != null) {
                        records.accept(named);
                    }
                }).run();
            }
            if (attemptNumber == 0 && failFirstAttempt.contains(p.part())) {
                throw new IllegalStateException("injected failure of the first attempt of partition " + p.part());
            }
            played.sort(Comparator.comparingInt(Match.Played::index));
            double[][] returns = new double[played.size()][];
            int[] turns = new int[played.size()];
            int[] steps = new int[played.size()];
            for (int i = 0; i < played.size(); i++) {
                returns[i] = played.get(i).returns();
                turns[i] = played.get(i).turns();
                steps[i] = played.get(i).actions().length;
            }
            return new Done(p.part(), attempt, r.wins(), r.draws(), r.losses(), returns, turns, steps);
        } finally {
            local.values().forEach(ShippedFile::delete);
        }
    }
}
