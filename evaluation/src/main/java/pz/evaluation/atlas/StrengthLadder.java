package pz.evaluation.atlas;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import pz.evaluation.MatchRecords;
import pz.evaluation.MatchRun;
import pz.evaluation.Ratings;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;

/**
 * The strength of the atlas's levels on one scale: on a probe's spec, each level's agent plays a
 * match against the level below ({@code pz match}, seats alternating, kept resumable by
 * {@link MatchRun} in {@code DIR/L<k>-L<k-1>/}), and {@link Ratings} fits maximum-likelihood Elo to
 * all of the probe's games with the level-1 agent as the anchor (Elo 0). A level is placed only when
 * every match below it has games (a ladder with a missing rung has no common scale). Stateless.
 */
public final class StrengthLadder {
    /** A level's place on the scale: Elo over level 1 with its 95% half-width (0 for the anchor), from {@code games} games. */
    public record Rung(int level, String agent, double elo, double halfWidth, long games) {
    }

    /** How the matches are played. */
    public record Settings(int games, int threads, int parallel, long seed) {
    }

    private StrengthLadder() {
    }

    /** The directory of the match between level {@code k} and level {@code k - 1}. */
    static Path pairDir(Path dir, int k) {
        return dir.resolve("L" + k + "-L" + (k - 1));
    }

    /**
     * Plays (or continues) the match of level {@code k}'s agent against level {@code k - 1}'s on the probe's
     * spec, {@code s.games()} games, in {@link #pairDir}. {@code started} is given the match before it
     * plays (to cancel it), {@code warning} each damaged file or game, {@code progress} each finished game.
     *
     * @return the match's result over every game recorded, and whether it was cut short
     */
    public static MatchResult play(AtlasPlan.Probe p, int k, Path dir, Settings s, Consumer<Match> started,
                                   Consumer<String> warning, Runnable progress) throws IOException {
        Path pair = pairDir(dir, k);
        Match match = Match.of(p.spec(), p.agents().get(k - 1), p.agents().get(k - 2)).games(s.games()).threads(s.threads())
                .parallel(s.parallel()).seed(s.seed());
        try (MatchRun run = MatchRun.open(match, pair); MatchRecords records = MatchRecords.open(match.game(), pair, "match")) {
            run.warnings().forEach(warning);
            match.round(run.round()).resume(run.recorded(), g -> { });
            started.accept(match);
            MatchResult result = match.onGame(records).onProgress((f, t, r) -> progress.run()).run();
            run.finish(match, result);
            return result;
        }
    }

    /**
     * The levels placed so far for probe {@code p} from its games in {@code dir} (read only): level 1 at 0,
     * then each level whose match with the one below has games, up to the first that has none.
     */
    public static List<Rung> read(AtlasPlan.Probe p, Path dir) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (int k = 2; k <= p.agents().size() && Files.isDirectory(pairDir(dir, k)); k++) {
            dirs.add(pairDir(dir, k));
        }
        Map<String, Ratings.Row> rows = new LinkedHashMap<>();
        if (!dirs.isEmpty()) {
            for (Ratings.Table t : Ratings.fit(dirs, p.agents().get(0)).tables()) {
                if (t.spec().equals(p.spec())) {
                    t.rows().forEach(r -> rows.put(r.agent(), r));
                }
            }
        }
        List<Rung> out = new ArrayList<>();
        out.add(new Rung(1, p.agents().get(0), 0, 0, rows.containsKey(p.agents().get(0)) ? rows.get(p.agents().get(0)).games() : 0));
        for (int k = 2; k <= p.agents().size(); k++) {
            Ratings.Row r = rows.get(p.agents().get(k - 1));
            if (r == null || !rows.containsKey(p.agents().get(0))) {
                break;
            }
            out.add(new Rung(k, r.agent(), r.elo(), r.halfWidth(), r.games()));
        }
        return out;
    }
}
