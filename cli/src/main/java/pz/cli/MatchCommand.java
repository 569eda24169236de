package pz.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import pz.engine.GameRegistry;
import pz.engine.util.Numbers;
import pz.engine.util.Progress;
import pz.evaluation.Elo;
import pz.evaluation.MatchRecords;
import pz.evaluation.MatchRun;
import pz.evaluation.Sprt;
import pz.mcts.play.Match;
import pz.mcts.play.MatchResult;
import pz.mcts.play.MoveCost;

/**
 * {@code pz match A B --spec SPEC --games N [--sprt elo0,elo1]}: the arena, seats rotated, games in
 * parallel, with an optional SPRT stop, and every game written to Parquet records.
 */
final class MatchCommand implements Command {
    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "play a match between two agents: W/D/L, Elo with its 95% interval, optional SPRT; games saved as records";
    }

    @Override
    public String arguments() {
        return "AGENT_A AGENT_B --spec SPEC";
    }

    @Override
    public String footer() {
        return "Agents are spec strings: random, uct:rollouts=10000, alphabeta:depth=4, mcts:visits=800 (uniform prior),\n"
                + "mcts:model=FILE,visits=400, gumbel:model=FILE,visits=32 (see mcts/README.md for every option).\n"
                + "Game i seats A at seat i mod players and B at the others; a warning says when most games repeat.\n"
                + "With 3 or more players that seats A alone against copies of B, a handicap of its own (copies of one agent\n"
                + "expect exactly what the others play: two 4-player Amazons networks of about equal strength scored 17% and 23%\n"
                + "alone against three of the other); --both-ways then plays a second match of --games games with B alone\n"
                + "against copies of A (records in DIR/reversed) and prints A's result over both, the handicap cancelled.\n"
                + "--sprt elo0,elo1 tests H0: A - B = elo0 against H1: A - B = elo1 (alpha = beta = 5%, trinomial LLR as\n"
                + "in fishtest) and stops once the LLR leaves [-2.94, 2.94]; games are then started in rounds of\n"
                + "2 x threads x parallel (a continued match keeps the size it began with), and a started round is finished.\n"
                + "Games are written as Parquet records (pz-data games table) to --records DIR, default runs/matches under the\n"
                + "repository; --no-records skips it.\n"
                + "Resumable: the same command again continues the match in DIR: its games already there count and are not\n"
                + "played again, and game i has the seed and seating it has in an uninterrupted match (so the same game, for\n"
                + "agents whose play its seed fixes; see evaluation/README.md). Ctrl-C or SIGTERM stops it cleanly: finished\n"
                + "games are saved, the partial result is printed (exit 130 or 143). A directory may hold several matches,\n"
                + "but one holding an unfinished match refuses a different one (exit 2, naming the way out), and a changed\n"
                + "model file is refused.\n"
                + "Examples:\n"
                + "  pz match mcts:visits=400 uct:rollouts=2000 --spec amazons:size=6 --games 100\n"
                + "  pz match mcts:visits=200 mcts:visits=100 --spec tictactoe --games 5000 --sprt 0,50";
    }

    @Override
    public Options options() {
        Options o = new Options();
        o.addOption(Option.builder().longOpt("spec").hasArg().argName("SPEC").desc("the game spec (required)").build());
        o.addOption(Option.builder().longOpt("games").hasArg().argName("N").desc("number of games, the most with --sprt (default 100)").build());
        o.addOption(Option.builder().longOpt("sprt").hasArg().argName("ELO0,ELO1").desc("stop by SPRT between these Elo differences").build());
        o.addOption(Option.builder().longOpt("records").hasArg().argName("DIR").desc("where to write the games (default runs/matches)").build());
        o.addOption(Option.builder().longOpt("no-records").desc("do not write the games").build());
        o.addOption(Option.builder().longOpt("both-ways").desc("3 or more players: also B alone against copies of A,"
                + " --games more games; A's result over both").build());
        Cli.addGameOptions(o);
        return o;
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        var args = Cli.positional(line, 2, 2, "AGENT_A AGENT_B");
        String spec = Cli.requiredSpec(line);
        if (line.hasOption("records") && line.hasOption("no-records")) {
            throw new UsageException("--records and --no-records exclude each other");
        }
        int games = Cli.intOption(line, "games", 100, 1, 10_000_000);
        Sprt sprt = line.hasOption("sprt") ? parseSprt(line.getOptionValue("sprt")) : null;
        boolean bothWays = line.hasOption("both-ways");
        if (bothWays && sprt != null) {
            throw new UsageException("--both-ways plays two matches of --games games each; --sprt stops one early: give one of them");
        }
        if (bothWays && GameRegistry.parse(spec).numPlayers() < 3) {
            throw new UsageException("--both-ways is for 3 or more players: with 2, the seats alternate and every match is"
                    + " played both ways already");
        }
        Path dir = line.hasOption("no-records") ? null
                : line.hasOption("records") ? Path.of(line.getOptionValue("records")) : Cli.home().resolve("runs/matches");
        MatchResult first = one(args.get(0), args.get(1), spec, games, sprt, dir, line, cli);
        if (first == null || !bothWays) {
            return first == null ? Interrupts.EXIT_CODE : 0;
        }
        cli.out.println("reversed: B alone against copies of A");
        MatchResult second = one(args.get(1), args.get(0), spec, games, null, dir == null ? null : dir.resolve("reversed"), line, cli);
        if (second == null) {
            return Interrupts.EXIT_CODE;
        }
        cli.out.println("both ways, " + Elo.matchLine(bothWays(first, second)));
        return 0;
    }

    /**
     * A's result over a match and the reversed one (B alone against copies of A): its own games, and the reversed
     * match's with wins and losses swapped.
     */
    static MatchResult bothWays(MatchResult a, MatchResult reversed) {
        return new MatchResult(a.game(), a.agentA(), a.agentB(), a.wins() + reversed.losses(), a.draws() + reversed.draws(),
                a.losses() + reversed.wins(), a.seconds() + reversed.seconds());
    }

    /**
     * Plays (or continues) one match of {@code a} against {@code b} and prints its result; null when it was interrupted
     * (its partial result printed).
     */
    private static MatchResult one(String a, String b, String spec, int games, Sprt sprt, Path dir, CommandLine line, Cli cli)
            throws IOException {
        Match match = Match.of(spec, a, b).games(games);
        if (line.hasOption("threads")) {
            match.threads(Cli.intOption(line, "threads", 1, 1, 256));
        }
        if (line.hasOption("parallel")) {
            match.parallel(Cli.intOption(line, "parallel", 8, 1, 100_000));
        }
        if (line.hasOption("seed")) {
            match.seed(Cli.longArg("--seed", line.getOptionValue("seed")));
        }
        if (sprt != null) {
            match.stopWhen(r -> sprt.status(r.wins(), r.draws(), r.losses()) != Sprt.Status.CONTINUE);
        }
        Set<Long> distinct = ConcurrentHashMap.newKeySet(); // games told apart by seating and actions
        MatchResult result;
        MoveCost[] cost = new MoveCost[2]; // what each side's moves cost: in every part of a recorded match, else in this one
        cli.interrupts.onInterrupt(match::cancel); // Ctrl-C, SIGTERM: stop, keep the finished games, print
        try (MatchRun run = dir == null ? null : MatchRun.open(match, dir)) {
            int recorded = 0;
            if (run != null) {
                run.warnings().forEach(w -> cli.err.println("warning: " + w));
                match.round(run.round()).resume(run.recorded(), g -> distinct.add(distinctKey(g)));
                recorded = (int) run.recorded().stream().filter(g -> g.index() < games).count();
                if (recorded > 0) {
                    cli.err.println("resuming: " + recorded + " of " + games + " games already recorded in " + dir);
                }
            }
            try {
                result = play(match, dir, games - recorded, sprt, distinct, cli);
            } catch (pz.engine.InvalidInputException e) {
                if (run != null) {
                    run.discardIfEmpty(); // refused before any game (an agent that cannot be made): leave no unfinished match
                }
                throw e;
            }
            if (run != null) {
                run.finish(match, result);
            }
            cost[0] = run != null ? run.cost(0) : match.cost(0);
            cost[1] = run != null ? run.cost(1) : match.cost(1);
        }
        cli.out.println(Elo.matchLine(result));
        if (cost[0].moves() > 0) {
            cli.out.println("cost of A's moves: " + cost[0].describe());
            cli.out.println("cost of B's moves: " + cost[1].describe());
        }
        String repeated = repeatWarning(distinct.size(), result.games());
        if (repeated != null) {
            cli.err.println(repeated);
        }
        if (sprt != null) {
            cli.out.println(sprtLine(sprt, result));
        }
        if (dir != null) {
            cli.out.println("records: " + result.games() + " games in " + dir);
        }
        if (match.interrupted()) {
            cli.out.println("interrupted: " + result.games() + " of " + games + " games played; "
                    + (dir == null ? "not resumable (--no-records)" : "run the same command again to continue"));
            return null;
        }
        return result;
    }

    /** Plays the match's remaining {@code toPlay} games with a progress bar, writing each to {@code dir} (if any). */
    private static MatchResult play(Match match, Path dir, int toPlay, Sprt sprt, Set<Long> distinct, Cli cli) throws IOException {
        MatchRecords records = dir == null ? null : MatchRecords.open(match.game(), dir, "match");
        MatchResult[] latest = new MatchResult[1];
        try (records; Progress progress = new Progress(cli.err, "match", toPlay, "games", Progress.isTerminal())) {
            progress.extra(() -> latest[0] == null ? "" : String.format(Locale.ROOT, "+%d =%d -%d, Elo %+.0f%s",
                    latest[0].wins(), latest[0].draws(), latest[0].losses(), Elo.estimate(latest[0]).elo(),
                    sprt == null ? "" : String.format(Locale.ROOT, ", LLR %.2f", sprt.llr(latest[0].wins(), latest[0].draws(), latest[0].losses()))));
            match.onGame(g -> {
                distinct.add(distinctKey(g));
                if (records != null) {
                    records.accept(g);
                }
            });
            return match.onProgress((finished, total, soFar) -> {
                latest[0] = soFar;
                progress.step(1);
            }).run();
        }
    }

    /** A game told apart from others by its seating and actions (for {@link #repeatWarning}). */
    private static long distinctKey(Match.Played g) {
        return Arrays.hashCode(g.actions()) * 31L + g.seatA();
    }

    /**
     * The warning printed when most games of a match repeat one another (at least 10 games, fewer than half
     * distinct): two deterministic agents replay the same few games, and the result counts lines of play,
     * not independent games (as {@code pz balance} warns). Null when the games differ enough.
     */
    static String repeatWarning(int distinct, int games) {
        if (games < 10 || 2L * distinct >= games) {
            return null;
        }
        return String.format(Locale.ROOT, "warning: only %d of %d games differ: the agents replay (nearly) the same games, so"
                + " this result counts a few lines of play, not %d independent games; give a search agent sampled openings"
                + " (mcts:...,sample=8) or compare against an agent with randomness", distinct, games, games);
    }

    /** {@code SPRT [0, 50]: LLR 3.01 (bounds -2.94, 2.94): H1 accepted, A is stronger by about 50 Elo}. */
    static String sprtLine(Sprt sprt, MatchResult r) {
        double llr = sprt.llr(r.wins(), r.draws(), r.losses());
        String verdict = switch (sprt.status(r.wins(), r.draws(), r.losses())) {
            case ACCEPT_H1 -> String.format(Locale.ROOT, "H1 accepted: A - B >= %+.0f Elo is the better fit", sprt.elo1());
            case ACCEPT_H0 -> String.format(Locale.ROOT, "H0 accepted: A - B <= %+.0f Elo is the better fit", sprt.elo0());
            case CONTINUE -> "no decision yet (play more games)";
        };
        return String.format(Locale.ROOT, "SPRT [%+.0f, %+.0f] alpha=beta=0.05: LLR %.2f (bounds %.2f, %.2f): %s",
                sprt.elo0(), sprt.elo1(), llr, sprt.lowerBound(), sprt.upperBound(), verdict);
    }

    static Sprt parseSprt(String text) {
        String[] p = text.split(",");
        if (p.length != 2) {
            throw new UsageException("--sprt takes two Elo values ELO0,ELO1 (e.g. --sprt 0,50), got '" + text + "'");
        }
        double e0;
        double e1;
        try {
            e0 = Numbers.parseDouble(p[0].strip());
            e1 = Numbers.parseDouble(p[1].strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--sprt takes two numbers ELO0,ELO1, got '" + text + "'");
        }
        if (!(e1 > e0) || !Double.isFinite(e0) || !Double.isFinite(e1)) {
            throw new UsageException("--sprt needs ELO0 < ELO1, got '" + text + "'");
        }
        return Sprt.of(e0, e1);
    }
}
