package pz.evaluation.balance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.evaluation.MatchRecords;
import pz.evaluation.RecordedGames;
import pz.evaluation.RunManifest;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.Match;

/**
 * A balance study kept in its report directory so that it can be continued: what {@code pz balance
 * --out DIR} and {@code pz atlas} run. The directory holds {@code balance-run.properties} (a
 * {@link RunManifest}: agent, specs, seed, records directory, model fingerprints, round size,
 * status); the games go to the records directory. Running the same study again reads the games
 * already recorded ({@link RecordedGames}), plays only the missing ones and counts none twice;
 * another agent, spec list, seed, records directory or model is refused.
 *
 * <p>A study whose records are {@code OUT/records} (the default) may move with its directory (a
 * repository cloned elsewhere, a copy): the records directory is then the same one by position,
 * and the earlier absolute path no longer has to match. Stateless.
 */
public final class BalanceStudy {
    /** The records directory a study uses unless told otherwise. */
    public static final String RECORDS = "records";
    /** The manifest file in the report directory. */
    public static final String MANIFEST = "balance-run.properties";

    /** What a study tells its caller as it goes (called from the study's thread and its workers, serially). */
    public interface Listener {
        /** A file or game that could not be used, or damage that was cleaned up. */
        void warning(String line);

        /** Games of {@code spec} already recorded before this run (called once per spec, also with 0). */
        default void resumed(String spec, int games) {
        }

        /** One more game of {@code spec} finished; {@code max} is the most the spec plays. */
        default void progress(String spec, int finished, int max) {
        }
    }

    /** The summaries of every spec played (Holm-adjusted over the study's specs) and whether the run was cut short. */
    public record Result(List<SpecSummary> summaries, boolean interrupted) {
        public Result {
            summaries = List.copyOf(summaries);
        }
    }

    private BalanceStudy() {
    }

    /**
     * Plays (or continues) {@code run} on {@code specs} with its report directory {@code out} and its
     * games in {@code records}. Does not write the report ({@link BalanceReport#write}).
     *
     * @throws InvalidInputException for a bad spec or agent, a run in {@code out} with other settings, or one
     *                               another process plays now
     */
    public static Result run(BalanceRun run, List<String> specs, Path out, Path records, Listener listener) throws IOException {
        Objects.requireNonNull(listener);
        try (RunManifest manifest = claim(out, records, specs, run)) {
            int round = Integer.parseInt(manifest.saved().getProperty("round", Integer.toString(run.match(specs.get(0)).round())));
            Map<String, String> state = Map.of("round", Integer.toString(round), "specs",
                    String.join(" ", specs.stream().map(GameRegistry::canonical).toList()));
            manifest.save(RunManifest.RUNNING, state);
            run.round(round).resume(m -> recordedGames(m, records, listener));
            List<MatchRecords> open = new ArrayList<>();
            run.records(MatchRecords.opener(records, "balance", open));
            List<SpecSummary> summaries;
            try {
                summaries = run.onProgress((spec, f, max, t) -> listener.progress(spec, f, max)).run(specs);
            } finally {
                for (MatchRecords r : open) {
                    r.close();
                }
            }
            manifest.save(run.interrupted() ? RunManifest.INTERRUPTED : RunManifest.COMPLETE, state);
            return new Result(summaries, run.interrupted());
        }
    }

    /**
     * The summaries of a study's games recorded so far, read without playing, writing or cleaning
     * anything (a run may be writing them now): per spec in order, the games of the match that
     * {@code run} would play, summarised with {@code run}'s tolerance, Holm-adjusted over {@code specs}.
     * Specs without a recorded game are left out.
     */
    public static List<SpecSummary> recorded(BalanceRun run, List<String> specs, Path records) throws IOException {
        List<SpecSummary> out = new ArrayList<>();
        for (String spec : specs) {
            Match m = run.match(spec);
            Tally tally = new Tally(m.game().spec(), m.game().numPlayers(), m.game().setupSteps());
            for (Match.Played p : RecordedGames.peek(m, records).games()) {
                tally.add(p.returns(), p.turns(), p.actions());
            }
            if (tally.games() > 0) {
                out.add(SpecSummary.of(tally, run.rule().tolerance(), null));
            }
        }
        return SpecSummary.holm(out, specs.size());
    }

    /**
     * The balance run kept in {@code out}: its identity is the agent, the seed, the records directory and the
     * agent's model file for each spec. The specs are not: each spec's games are its own match (its seed does
     * not depend on the list), so a study continued with a spec more plays only that spec's games, and one with
     * a spec less keeps the others' (the atlas moves a spec to the shipped model's study when a model ships for
     * it); the file records the list of the last run as state; the stopping rule may change between runs (it does not
     * change which games are played, only where the run stops).
     */
    static RunManifest claim(Path out, Path records, List<String> specs, BalanceRun run) throws IOException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new InvalidInputException("--out " + out + " is not a directory");
        }
        Map<String, String> id = new LinkedHashMap<>();
        id.put("kind", "balance");
        AgentSpec agent = AgentSpec.parse(run.agent());
        id.put("agent", agent.canonical());
        for (String spec : specs) {
            Match m = run.match(spec); // checks the spec and agent (exit 2) before anything is written
            Path model = agent.modelFile(m.game());
            if (model != null) {
                id.put("model." + m.game().spec(), RunManifest.fingerprint(model));
            }
        }
        id.put("seed", Long.toString(run.seed()));
        id.put("records", recordsIdentity(out, records));
        return RunManifest.claim(out.resolve(MANIFEST), id, "a balance run",
                "run it with its own settings to continue it, or give --out another directory");
    }

    /**
     * The records directory as the identity holds it: its absolute path, except that a study whose
     * records are the default {@code OUT/records} and whose manifest names an earlier
     * {@code .../NAME/records} for the same directory name {@code NAME} keeps that earlier path: the
     * directory moved with its study.
     */
    private static String recordsIdentity(Path out, Path records) throws IOException {
        Path abs = records.toAbsolutePath().normalize();
        Path outAbs = out.toAbsolutePath().normalize();
        Path file = outAbs.resolve(MANIFEST);
        if (!abs.equals(outAbs.resolve(RECORDS)) || !Files.isRegularFile(file)) {
            return abs.toString();
        }
        Properties saved;
        try {
            saved = RunManifest.read(file);
        } catch (IllegalArgumentException e) {
            return abs.toString();
        }
        String was = saved.getProperty("records", "");
        Path wasPath = was.isEmpty() ? null : Path.of(was);
        boolean moved = wasPath != null && wasPath.getNameCount() >= 2 && wasPath.getFileName().toString().equals(RECORDS)
                && wasPath.getParent().getFileName().equals(outAbs.getFileName());
        return moved ? was : abs.toString();
    }

    /** The games of {@code m} already in {@code dir}, with warnings. */
    private static List<Match.Played> recordedGames(Match m, Path dir, Listener listener) {
        try {
            RecordedGames.Found found = RecordedGames.read(m, dir);
            found.warnings().forEach(listener::warning);
            listener.resumed(m.game().spec(), found.games().size());
            return found.games();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
