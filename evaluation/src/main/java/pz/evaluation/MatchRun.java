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
import pz.mcts.play.MoveCost;

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
    /** What each side's moves cost in the parts of the match that ended by finishing or by an interrupt. */
    private final MoveCost[] cost;

    private MatchRun(RunManifest manifest, RecordedGames.Found found, int round, int games, MoveCost[] cost) {
        this.manifest = manifest;
        this.found = found;
        this.round = round;
        this.games = games;
        this.cost = cost;
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
            Properties saved = manifest.saved();
            MatchRun run = new MatchRun(manifest, found, round, match.games(), new MoveCost[] {cost(saved, "a"), cost(saved, "b")});
            run.save(RunManifest.RUNNING, found.games().size());
            return run;
        } catch (IOException | RuntimeException e) {
            manifest.close();
            throw e;
        }
    }

    /** The manifests of the matches kept in {@code dir} (none when it does not exist), sorted. */
    public static List<Path> manifests(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith(PREFIX) && p.toString().endsWith(".properties")).sorted().toList();
        }
    }

    private static void putModel(Map<String, String> id, String key, String agent, Match match) throws IOException {
        Path model = AgentSpec.parse(agent).modelFile(match.game());
        if (model != null) {
            id.put(key, RunManifest.fingerprint(model));
        }
    }

    private static void refuseIfAnotherIsUnfinished(Path dir) throws IOException {
        for (Path other : manifests(dir)) {
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

    /**
     * Records how {@code match} ended (interrupted, or complete, with {@code result}) and adds what its sides' moves cost
     * in this part ({@link Match#cost}) to the earlier parts'. A part killed outright (kill -9) records its games but
     * not their cost, so {@link #cost} covers the parts that ended by finishing or by an interrupt.
     */
    public void finish(Match match, MatchResult result) throws IOException {
        cost[0] = cost[0].plus(match.cost(0));
        cost[1] = cost[1].plus(match.cost(1));
        save(match.interrupted() ? RunManifest.INTERRUPTED : RunManifest.COMPLETE, result.games());
    }

    /** What A's moves ({@code side} 0) or B's (1) cost over the parts recorded so far (see {@link #finish}). */
    public MoveCost cost(int side) {
        return cost[side];
    }

    private void save(String status, int recorded) throws IOException {
        // a match that ends with the games it had keeps its date, so that a finished match opened again writes its file
        // back byte for byte (RunManifest.save): a committed match directory does not change for nothing
        Properties saved = manifest.saved();
        String updated = saved.getProperty("updated") != null && Integer.toString(recorded).equals(saved.getProperty("recorded"))
                ? saved.getProperty("updated") : Instant.now().toString();
        Map<String, String> state = new LinkedHashMap<>(Map.of("games", Integer.toString(games), "round", Integer.toString(round),
                "recorded", Integer.toString(recorded), "updated", updated));
        putCost(state, "a", cost[0]);
        putCost(state, "b", cost[1]);
        manifest.save(status, state);
    }

    private static void putCost(Map<String, String> state, String side, MoveCost c) {
        if (c.moves() > 0) {
            state.put("cost." + side, c.toText());
        }
    }

    /** The cost saved under {@code cost.SIDE} ({@link MoveCost#toText}); none when absent or unreadable. */
    private static MoveCost cost(Properties saved, String side) {
        String v = saved.getProperty("cost." + side);
        try {
            return v == null ? MoveCost.NONE : MoveCost.parse(v);
        } catch (IllegalArgumentException e) {
            return MoveCost.NONE; // a cost is an audit aid: a damaged one starts again rather than stopping the match
        }
    }

    @Override
    public void close() throws IOException {
        manifest.close();
    }

    /**
     * Forgets this match if it is new and has no games: called when its agents could not be made (a bad model file, a
     * bad option), so that the corrected command is not refused as "another match did not finish".
     */
    public void discardIfEmpty() throws IOException {
        if (found.games().isEmpty()) {
            manifest.discardIfNew();
        }
    }
}
