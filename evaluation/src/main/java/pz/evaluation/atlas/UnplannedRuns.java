package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import pz.data.RecordDirectory;
import pz.evaluation.balance.BalanceStudy;

/**
 * The atlas's recorded runs that its plan no longer names: a study of an older plan ({@code runs/L3-amazons} once every
 * Amazons spec has a shipped model, so level 3 is a model's search in studies of other names), or a strength match of a
 * level or probe the plan no longer has. Their games are counted nowhere; {@link #moveAside} puts them with the
 * superseded runs ({@code OUT/superseded/}), as a changed model's are. Nothing is deleted. Stateless.
 */
public final class UnplannedRuns {
    /** Where moved-aside runs go, under the atlas directory. */
    public static final String SUPERSEDED = ChangedModels.SUPERSEDED;

    private UnplannedRuns() {
    }

    /**
     * A run directory the plan does not name, and the games recorded in it (0 when none or when they cannot be read:
     * reading it to play would say why).
     */
    public record Run(Path dir, int games) {
    }

    /**
     * The study directories under {@code OUT/runs} and the strength-match directories under {@code OUT/strength} that
     * {@code plan} does not name, in name order. Hidden entries (a writer's temporaries) are not runs.
     */
    public static List<Run> find(AtlasPlan plan, Path out) throws IOException {
        List<Run> found = new ArrayList<>();
        Set<String> studies = new HashSet<>();
        plan.studies().forEach(s -> studies.add(s.name()));
        for (Path dir : children(out.resolve("runs"))) {
            if (!studies.contains(dir.getFileName().toString())) {
                found.add(new Run(dir, games(dir.resolve(BalanceStudy.RECORDS))));
            }
        }
        Map<String, Set<String>> pairs = new HashMap<>();
        for (AtlasPlan.Probe p : plan.probes()) {
            Set<String> names = pairs.computeIfAbsent(p.dirName(), k -> new HashSet<>());
            for (int k = 2; k <= p.agents().size(); k++) {
                names.add(StrengthLadder.pairDir(Path.of(""), k).toString());
            }
        }
        for (Path probe : children(out.resolve("strength"))) {
            Set<String> planned = pairs.get(probe.getFileName().toString());
            if (planned == null) {
                found.add(new Run(probe, children(probe).stream().mapToInt(UnplannedRuns::games).sum()));
                continue;
            }
            for (Path pair : children(probe)) {
                if (!planned.contains(pair.getFileName().toString())) {
                    found.add(new Run(pair, games(pair)));
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
