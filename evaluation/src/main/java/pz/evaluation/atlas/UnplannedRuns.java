package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import pz.data.RecordDirectory;
import pz.evaluation.RunManifest;
import pz.evaluation.balance.BalanceStudy;
import pz.mcts.agent.AgentSpec;

/**
 * The atlas's recorded runs that its plan no longer names: a study of an older plan ({@code runs/L3-amazons} once every
 * Amazons spec has a shipped model, so level 3 is a model's search in studies of other names), a strength match of a
 * level or probe the plan no longer has, or a study or strength match of a planned name played by agents the plan no
 * longer puts there (Proteus' level 3 once no model played it). Their games are counted nowhere; {@link #moveAside}
 * puts them with the superseded runs ({@code OUT/superseded/}), as a changed model's are. Nothing is deleted. Stateless.
 */
public final class UnplannedRuns {
    /** Where moved-aside runs go, under the atlas directory. */
    public static final String SUPERSEDED = ChangedModels.SUPERSEDED;

    private UnplannedRuns() {
    }

    /**
     * A run directory the plan does not name or names for other agents, the games recorded in it (0 when none or when
     * they cannot be read: reading it to play would say why), and which of the two, in words.
     */
    public record Run(Path dir, int games, String why) {
    }

    private static final String NOT_PLANNED = "not in the plan";

    /**
     * The study directories under {@code OUT/runs} and the strength-match directories under {@code OUT/strength} that
     * {@code plan} does not name, in name order. Hidden entries (a writer's temporaries) are not runs.
     */
    public static List<Run> find(AtlasPlan plan, Path out) throws IOException {
        List<Run> found = new ArrayList<>();
        Map<String, Map<String, String>> studies = new HashMap<>();
        plan.studies().forEach(s -> studies.put(s.name(), Map.of("agent", s.agent())));
        for (Path dir : children(out.resolve("runs"))) {
            Map<String, String> agents = studies.get(dir.getFileName().toString());
            String why = agents == null ? NOT_PLANNED : otherAgents(dir, agents);
            if (why != null) {
                found.add(new Run(dir, games(dir.resolve(BalanceStudy.RECORDS)), why));
            }
        }
        Map<String, Map<String, Map<String, String>>> pairs = new HashMap<>();
        for (AtlasPlan.Probe p : plan.probes()) {
            Map<String, Map<String, String>> named = pairs.computeIfAbsent(p.dirName(), k -> new HashMap<>());
            for (int k = 2; k <= p.agents().size(); k++) {
                named.put(StrengthLadder.pairDir(Path.of(""), k).toString(),
                        Map.of("agent.a", p.agents().get(k - 1), "agent.b", p.agents().get(k - 2)));
            }
        }
        for (Path probe : children(out.resolve("strength"))) {
            Map<String, Map<String, String>> planned = pairs.get(probe.getFileName().toString());
            if (planned == null) {
                found.add(new Run(probe, children(probe).stream().mapToInt(UnplannedRuns::games).sum(), NOT_PLANNED));
                continue;
            }
            for (Path pair : children(probe)) {
                Map<String, String> agents = planned.get(pair.getFileName().toString());
                String why = agents == null ? NOT_PLANNED : otherAgents(pair, agents);
                if (why != null) {
                    found.add(new Run(pair, games(pair), why));
                }
            }
        }
        return found;
    }

    /**
     * Moves {@code run} to {@code OUT/superseded/<its path under OUT>@<time>} in one rename and returns where it went.
     *
     * @throws pz.engine.InvalidInputException when a process is playing it now
     */
    public static Path moveAside(Path out, Run run, Instant now) throws IOException {
        return ChangedModels.moveAside(out, run.dir(), now);
    }

    /**
     * Null unless a manifest of the run in {@code dir} records another agent than {@code agents} (manifest key to agent
     * spec, compared in canonical form) under one of those keys, else that difference in words; a manifest that cannot
     * be read, or none, is no evidence either way (playing the run reports it).
     */
    private static String otherAgents(Path dir, Map<String, String> agents) throws IOException {
        for (Path m : ChangedModels.manifests(dir)) {
            Properties p;
            try {
                p = RunManifest.read(m);
            } catch (IOException | IllegalArgumentException e) {
                continue;
            }
            for (Map.Entry<String, String> e : agents.entrySet()) {
                String was = p.getProperty(e.getKey());
                if (was != null && !canonical(was).equals(canonical(e.getValue()))) {
                    return "played by " + canonical(was) + " where the plan puts " + canonical(e.getValue());
                }
            }
        }
        return null;
    }

    private static String canonical(String agent) {
        try {
            return AgentSpec.parse(agent).canonical();
        } catch (RuntimeException e) {
            return agent;
        }
    }

    /** The directories in {@code dir} (none when it does not exist), hidden ones left out, by name. */
    private static List<Path> children(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
    }

    /** The games recorded in the records directory {@code dir}; 0 when there are none or they cannot be read. */
    private static int games(Path dir) {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        int[] n = new int[1];
        try {
            RecordDirectory.readGames(dir, g -> n[0]++);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return n[0];
    }
}
