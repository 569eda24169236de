package pz.evaluation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import pz.data.RecordDirectory;
import pz.engine.InvalidInputException;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/**
 * A {@code pz match} kept in its record directory so that it can be continued: the games already
 * there ({@link RecordedGames}) and a {@link RunManifest} {@code DIR/run-match-HASH.properties}
 * named after what decides the games (spec, agents, seed). Running the same command again
 * continues the match, with the same games as if it had never stopped.
 *
 * <p>A records directory is shared: several matches may live in it, for {@code pz ratings DIR}.
 * A new match is refused, though, while the directory holds another match that was interrupted
 * or killed and that no process is playing: that is what a changed command meant to continue
 * looks like (a mistyped seed, another agent), and playing it would leave the first match half
 * done beside a new one. The refusal names the earlier match and the ways out. A match whose
 * model file changed is refused too (its games would be mixed with another model's).
 *
 * <p>Use: {@link #open}, apply {@link #recorded()} and {@link #round()} to the match, play it,
 * {@link #finish}, {@link #close}. Not thread-safe.
 */
public final class MatchRun implements AutoCloseable {
    private static final String PREFIX = "run-match-";
    private final RunManifest manifest;
    private final RecordedGames.Found found;
    private final int round;
    private final int games;

    private MatchRun(RunManifest manifest, RecordedGames.Found found, int round, int games) {
        this.manifest = manifest;
        this.found = found;
        this.round = round;
        this.games = games;
    }

    /**
     * Claims the match in {@code dir} (created if needed) and reads its recorded games.
     *
     * @throws InvalidInputException when another process plays this match, another match in
     *                               {@code dir} is unfinished, or a model file changed
     */
    public static MatchRun open(Match match, Path dir) throws IOException {
        RecordDirectory.requireCreatable(dir);
        Files.createDirectories(dir);
        Map<String, String> id = new LinkedHashMap<>();
        id.put("kind", "match");
        id.put("spec", match.game().spec());
        id.put("agent.a", match.agentA());
        id.put("agent.b", match.agentB());
        id.put("seed", Long.toString(match.seed()));
        Path file = dir.resolve(PREFIX + hash(String.join("\n", id.values())) + ".properties");
        putModel(id, "model.a", match.agentA(), match);
        putModel(id, "model.b", match.agentB(), match);
        if (!Files.exists(file)) {
            refuseIfAnotherIsUnfinished(dir);
        }
        RunManifest manifest = RunManifest.claim(file, id, describe(id),
                "give --records another directory, or delete " + file + " to start this match's records afresh");
        try {
            int round = Integer.parseInt(manifest.saved().getProperty("round", Integer.toString(match.round())));
            RecordedGames.Found found = RecordedGames.read(match, dir);
            MatchRun run = new MatchRun(manifest, found, round, match.games());
            run.save(RunManifest.RUNNING, found.games().size());
            return run;
        } catch (IOException | RuntimeException e) {
            manifest.close();
            throw e;
        }
    }

    private static void putModel(Map<String, String> id, String key, String agent, Match match) throws IOException {
        Path model = AgentSpec.parse(agent).modelFile(match.game());
        if (model != null) {
            id.put(key, RunManifest.fingerprint(model));
        }
    }

    private static void refuseIfAnotherIsUnfinished(Path dir) throws IOException {
        List<Path> others;
        try (Stream<Path> s = Files.list(dir)) {
            others = s.filter(p -> p.getFileName().toString().startsWith(PREFIX) && p.toString().endsWith(".properties"))
                    .sorted().toList();
        }
        for (Path other : others) {
            if (RunManifest.abandoned(other)) {
                Properties p;
                try {
                    p = RunManifest.read(other);
                } catch (IOException | IllegalArgumentException e) {
                    p = new Properties();
                }
                Map<String, String> id = new LinkedHashMap<>();
                for (String k : new String[] {"spec", "agent.a", "agent.b", "seed"}) {
                    id.put(k, p.getProperty(k, "?"));
                }
                throw new InvalidInputException(dir + " holds " + describe(id) + " that did not finish ("
                        + p.getProperty("recorded", "?") + " of " + p.getProperty("games", "?") + " games recorded): run that"
                        + " command again to finish it, give --records another directory, or delete " + other + " to abandon it");
            }
        }
    }

    private static String describe(Map<String, String> id) {
        return "the match " + id.get("agent.a") + " vs " + id.get("agent.b") + " on " + id.get("spec") + " with seed " + id.get("seed");
    }

    private static String hash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }

    /** The match's games already in the directory, in the order they finished (for {@link Match#resume}). */
    public List<Match.Played> recorded() {
        return found.games();
    }

    /** Files or games that could not be used (each is played again), one line each. */
    public List<String> warnings() {
        return found.warnings();
    }

    /** The round size the match's first part used (for {@link Match#round(int)}). */
    public int round() {
        return round;
    }

    /** Records how the match ended: {@code interrupted}, or complete. */
    public void finish(MatchResult result, boolean interrupted) throws IOException {
        save(interrupted ? RunManifest.INTERRUPTED : RunManifest.COMPLETE, result.games());
    }

    private void save(String status, int recorded) throws IOException {
        manifest.save(status, Map.of("games", Integer.toString(games), "round", Integer.toString(round),
                "recorded", Integer.toString(recorded), "updated", Instant.now().toString()));
    }

    @Override
    public void close() throws IOException {
        manifest.close();
    }
}
