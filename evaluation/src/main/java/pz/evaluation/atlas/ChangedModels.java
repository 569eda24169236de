package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.evaluation.MatchRun;
import pz.evaluation.RunManifest;
import pz.evaluation.balance.BalanceStudy;
import pz.mcts.agent.AgentSpec;

/**
 * The atlas's studies and strength matches whose model file changed after their games were played (a newly shipped
 * model behind {@code model=shipped}, a model retrained in place): found by comparing the fingerprints their manifests
 * recorded with the files their agents name now, and moved aside whole to {@code OUT/superseded/} so that the level is
 * played again with the model the atlas names now. Nothing is deleted. Stateless.
 */
final class ChangedModels {
    /** Where moved-aside runs go, under the atlas directory. */
    static final String SUPERSEDED = "superseded";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private ChangedModels() {
    }

    /** The manifests of the run kept in {@code dir}: a study's ({@link BalanceStudy#MANIFEST}) or its matches'. */
    static List<Path> manifests(Path dir) throws IOException {
        Path study = dir.resolve(BalanceStudy.MANIFEST);
        return Files.isRegularFile(study) ? List.of(study) : MatchRun.manifests(dir);
    }

    /**
     * The model files of the runs in {@code dir} that differ from the ones their games were played with, in words
     * ({@code cowboys:players=4: played with 1a25af119c531e85, the file now holds 9f0c...}); empty when none did, when
     * the directory holds no run, or when a model file is missing now (playing it will say so).
     */
    static List<String> changes(Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        for (Path file : manifests(dir)) {
            Properties p;
            try {
                p = RunManifest.read(file);
            } catch (IOException | IllegalArgumentException e) {
                continue; // a damaged manifest is reported where the run is opened
            }
            for (String key : p.stringPropertyNames().stream().filter(k -> k.startsWith("model.")).sorted().toList()) {
                String what = key.substring("model.".length());
                boolean match = "match".equals(p.getProperty("kind"));
                String agent = p.getProperty(match ? "agent." + what : "agent");
                String spec = match ? p.getProperty("spec") : what;
                if (agent == null || spec == null) {
                    continue;
                }
                String now;
                try {
                    Path model = AgentSpec.parse(agent).modelFile(GameRegistry.parse(spec));
                    if (model == null) {
                        continue;
                    }
                    now = RunManifest.fingerprint(model);
                } catch (InvalidInputException e) {
                    continue;
                }
                String played = p.getProperty(key);
                if (!played.equals(now)) {
                    out.add((match ? spec + ", " + (what.equals("a") ? "first" : "second") + " agent" : spec)
                            + ": played with model " + played + ", the file now holds " + now);
                }
            }
        }
        return out;
    }

    /**
     * Moves the run kept in {@code dir} to {@code out/superseded/<its path under out>@<time>} (one rename; the games are
     * kept there), and returns where it went.
     *
     * @throws InvalidInputException when a process is playing it now
     */
    static Path moveAside(Path out, Path dir, Instant now) throws IOException {
        for (Path m : manifests(dir)) {
            if (RunManifest.inUse(m)) {
                throw new InvalidInputException("another process is playing " + dir + " now (" + m.getFileName()
                        + " is locked): stop it before replaying the level");
            }
        }
        Path rel = out.toAbsolutePath().normalize().relativize(dir.toAbsolutePath().normalize());
        Path to = out.resolve(SUPERSEDED).resolve(rel.toString() + "@" + STAMP.format(now));
        Files.createDirectories(to.getParent());
        Files.move(dir, to, StandardCopyOption.ATOMIC_MOVE);
        return to;
    }
}
