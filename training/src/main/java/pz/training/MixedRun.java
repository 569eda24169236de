package pz.training;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import pz.engine.Game;
import pz.mcts.play.MatchResult;
import pz.models.ModelMetadata;

/**
 * What the phases of a run do differently when it trains on a {@link SpecMix}: the model's {@code plays} lists every
 * spec of the mix, the phase's self-play figures gather those of each spec, and an evaluation's match results add up
 * over the specs. For a run of one spec each is the plain single-spec value. Stateless.
 */
final class MixedRun {
    private MixedRun() {
    }

    /**
     * {@code m} playing every spec of {@code mix} too (the specs it played before are kept); {@code m} itself for a
     * mix of one spec that it plays already, and for a version-1 model (which plays every reading of its game's options).
     */
    static ModelMetadata plays(ModelMetadata m, SpecMix mix) {
        if (mix.entries().size() > 1) {
            checkSeats(m, mix, null);
        }
        if (m.config().version() == 1) {
            // a version-1 model plays every spec of a game that observes its options, under one encoding (SpecMix.check)
            return m;
        }
        SortedMap<String, String> plays = new TreeMap<>(m.playedSpecs());
        boolean all = true;
        for (Game g : mix.games()) {
            all &= plays.containsKey(g.spec());
            plays.put(g.spec(), ModelMetadata.encodingOf(g, m.config()));
        }
        if (all && (mix.entries().size() == 1 || !m.plays().isEmpty())) {
            return m;
        }
        return new ModelMetadata(m.formatVersion(), m.gameSpec(), m.encoding(), m.shape(), m.config(), m.trainingStep(), m.parent(),
                m.createdAt(), m.strength(), m.optimizer(), m.recipe(), plays);
    }

    /**
     * Refuses a model ({@code file}, or null) whose network reads another seat layout than {@code mix}'s network: its
     * own players', or the seats it was made with. (A model of fewer seats is carried over before: {@code RunSetup.seed}.)
     * A network of as many seats as the specs' players reads their own layout ({@code Game.seatPlanes} is the identity
     * there), so a 4-seat family network trains on a mix of 4-player specs alone.
     */
    static void checkSeats(ModelMetadata m, SpecMix mix, java.nio.file.Path file) {
        int players = mix.games().get(0).numPlayers();
        int seats = m.config().seats();
        if (mix.entries().size() == 1 || mix.seats() == 0 ? seats > players : seats != mix.seats()) {
            // one player count: a network of more seats than its players would train seats the run never plays
            throw new pz.engine.InvalidInputException("the model " + (file == null ? "" : "'" + file + "' ") + "(" + m.gameSpec()
                    + ", " + m.config().describe() + ") cannot train on " + (mix.entries().size() > 1 ? "the mix " : "") + mix + ", whose network has "
                    + (mix.seats() == 0 ? "the specs' own seats (" + players + ")" : mix.seats() + " seats"));
        }
    }

    /** The figures of a self-play phase from its journal: those of each spec's games, together. */
    static SelfPlayStage.Stats stats(RunContext run, List<GameJournal.Entry> entries, double seconds) {
        SpecMix mix = run.mix();
        if (mix.entries().size() == 1) {
            return SelfPlayStage.stats(run.game(), entries, seconds);
        }
        SelfPlayBackend.Result all = new SelfPlayBackend.Result(0, 0, 0, 0, 0, 0);
        for (String spec : mix.specs()) {
            List<GameJournal.Entry> mine = new ArrayList<>();
            for (GameJournal.Entry e : entries) {
                if (e.game().spec().equals(spec)) {
                    mine.add(e);
                }
            }
            SelfPlayStage.Stats s = SelfPlayStage.stats(run.game(spec), mine, 0);
            all = all.plus(new SelfPlayBackend.Result(s.games(), s.positions(), 0, s.meanTurns(), s.firstSeatWinRate(), s.drawRate()));
        }
        return new SelfPlayStage.Stats(all.games(), all.positions(), seconds, all.meanTurns(), all.firstSeatWinRate(), all.drawRate());
    }

    /** The games of {@code spec} among {@code entries}. */
    static int count(List<GameJournal.Entry> entries, String spec) {
        int n = 0;
        for (GameJournal.Entry e : entries) {
            n += e.game().spec().equals(spec) ? 1 : 0;
        }
        return n;
    }

    /** Two match results of the same agents together, on {@code A and B} (null: none yet). */
    static MatchResult plus(MatchResult a, MatchResult b) {
        return a == null ? b : new MatchResult(a.game() + " and " + b.game(), a.agentA(), a.agentB(), a.wins() + b.wins(), a.draws() + b.draws(),
                a.losses() + b.losses(), a.seconds() + b.seconds());
    }
}
