package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.evaluation.RunManifest;
import pz.evaluation.balance.SpecSummary;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.ShippedModel;

/**
 * What the atlas holds on disk, read without playing or changing anything (a run may be writing
 * now): one row per planned (spec, level) with the summary of its recorded games, each level's
 * p-values adjusted by Holm-Bonferroni over every spec the level plans (specs without games count
 * as p = 1, so an unfinished atlas never claims more than the finished one could), the strength
 * ladder of each probe, and the model files the rows used. Immutable.
 *
 * @param rows     per family, spec and level, in plan order
 * @param ladders  per probe spec, the levels placed on its Elo scale
 * @param models   per study name, its model files with their fingerprints, in words (empty without a model)
 */
public record AtlasResults(AtlasPlan plan, List<Row> rows, Map<String, List<StrengthLadder.Rung>> ladders,
                           Map<String, String> models) {

    /** One row: a spec at a level, with the summary of its games so far (null before the first). */
    public record Row(AtlasPlan.Study study, String family, String spec, SpecSummary summary) {
        public int level() {
            return study.level();
        }

        public int games() {
            return summary == null ? 0 : summary.games();
        }

        /** Fewer games than the plan asks for. */
        public boolean partial() {
            return games() < study.games();
        }
    }

    public AtlasResults {
        rows = List.copyOf(rows);
        ladders = Map.copyOf(ladders);
        models = Map.copyOf(models);
    }

    /** Reads the atlas in {@code out} as the plan and {@code settings} (its seed) describe it. */
    public static AtlasResults read(AtlasPlan plan, Path out, Atlas.Settings settings) throws IOException {
        Map<String, SpecSummary> byKey = new LinkedHashMap<>(); // level + spec -> summary, adjusted over the level
        Map<String, String> models = new LinkedHashMap<>();
        for (AtlasPlan.Level level : plan.levels()) {
            List<SpecSummary> raw = new ArrayList<>();
            for (AtlasPlan.Study s : plan.studies()) {
                if (s.level() == level.number()) {
                    Path dir = Atlas.runDir(out, s);
                    raw.addAll(pz.evaluation.balance.BalanceStudy.recorded(Atlas.balanceRun(s, settings), s.specs(),
                            dir.resolve(pz.evaluation.balance.BalanceStudy.RECORDS)));
                    models.put(s.name(), models(s, dir));
                }
            }
            for (SpecSummary s : SpecSummary.holm(raw, plan.specsAt(level.number()))) {
                byKey.put(level.number() + " " + s.spec(), s);
            }
        }
        List<Row> rows = new ArrayList<>();
        for (AtlasPlan.Family f : plan.families()) {
            for (String spec : f.specs()) {
                String c = GameRegistry.canonical(spec);
                for (AtlasPlan.Study s : plan.studies()) {
                    if (s.specs().stream().map(GameRegistry::canonical).anyMatch(c::equals)) {
                        rows.add(new Row(s, f.name(), c, byKey.get(s.level() + " " + c)));
                    }
                }
            }
        }
        rows.sort(java.util.Comparator.comparingInt((Row r) -> plan.specs().indexOf(r.spec())).thenComparingInt(Row::level));
        Map<String, List<StrengthLadder.Rung>> ladders = new LinkedHashMap<>();
        for (AtlasPlan.Probe p : plan.probes()) {
            ladders.put(p.spec(), StrengthLadder.read(p, Atlas.strengthDir(out, p)));
        }
        return new AtlasResults(plan, rows, ladders, models);
    }

    /**
     * The model files of a study's agent with the fingerprints its recorded games were played with (its run's
     * manifest), or "" without a model; a file that changed since (a newly shipped model) or is missing is said so.
     */
    private static String models(AtlasPlan.Study s, Path runDir) throws IOException {
        AgentSpec agent = AgentSpec.parse(s.agent());
        if (!agent.options().containsKey("model")) {
            return "";
        }
        Path file = runDir.resolve(pz.evaluation.balance.BalanceStudy.MANIFEST);
        java.util.Properties manifest = Files.isRegularFile(file) ? RunManifest.read(file) : new java.util.Properties();
        Set<String> out = new LinkedHashSet<>();
        for (String spec : s.specs()) {
            try {
                pz.engine.Game game = GameRegistry.parse(spec);
                Path m = agent.modelFile(game);
                Path home = ShippedModel.home();
                Path shown = m.toAbsolutePath().normalize().startsWith(home) ? home.relativize(m.toAbsolutePath().normalize()) : m;
                String now = RunManifest.fingerprint(m);
                String played = manifest.getProperty("model." + game.spec());
                if (played == null || played.equals(now)) {
                    out.add("`" + shown + "` (fingerprint " + now + ")");
                } else {
                    out.add("`" + shown + "` as it was when these games were played (fingerprint " + played + "); the file now"
                            + " holds another model (" + now + "): `pz atlas --replay-changed` replays this level with it");
                }
            } catch (InvalidInputException e) {
                out.add("no model file: " + e.getMessage());
            }
        }
        return String.join(", ", out);
    }

    /** The rows of one family. */
    public List<Row> rows(String family) {
        return rows.stream().filter(r -> r.family().equals(family)).toList();
    }

    /** The Elo of level {@code level}'s agent on the scale of {@code spec}'s probe, if it has been placed. */
    public Optional<StrengthLadder.Rung> strength(String spec, int level) {
        AtlasPlan.Probe p = plan.probeOf(spec, level);
        if (p == null) {
            return Optional.empty();
        }
        return ladders.getOrDefault(p.spec(), List.of()).stream().filter(r -> r.level() == level).findFirst();
    }
}
