package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;
import pz.mcts.play.GameRecord;
import pz.mcts.play.Scheduler;
import pz.mcts.play.SelfPlay;

/** What the training loop relies on in self-play: targets, their kind, early stop, per-game delivery. */
class SelfPlayTest {
    static final Game TTT = GameRegistry.parse("tictactoe");

    /** Replays a record, checking each step's legal actions against the game's. */
    private static void replayChecked(GameRecord g) {
        State s = TTT.parsePosition(g.start());
        int[] buf = new int[TTT.numActions()];
        int k = 0;
        for (int ply = 0; ply < g.actions().length; ply++) {
            if (k < g.steps().size() && g.steps().get(k).ply() == ply) {
                int n = s.legalActions(buf);
                assertArrayEquals(Arrays.copyOf(buf, n), g.steps().get(k).legal(), "step " + k + " covers the legal actions");
                k++;
            }
            s.apply(g.actions()[ply]);
        }
        assertEquals(g.steps().size(), k);
        assertTrue(s.isTerminal(), "a delivered game is finished");
    }

    @Test
    @DisplayName("Gumbel self-play (visits 16, tictactoe): improved-policy targets over the legal actions sum to 1")
    void gumbelTargetsSumToOne() {
        SearchRecipe c = SearchRecipe.gumbelDefaults(16);
        List<GameRecord> records = new ArrayList<>();
        try (AgentFactory f = AgentFactory.search(TTT, new UniformEvaluator(), c)) {
            assertEquals(PolicyTarget.GUMBEL_IMPROVED, SelfPlay.policyTarget(f));
            new SelfPlay(new Scheduler(1, 4)).run(f, 6, 11, records::add);
        }
        assertEquals(6, records.size());
        boolean differsFromVisits = false;
        for (GameRecord g : records) {
            replayChecked(g);
            for (GameRecord.Step st : g.steps()) {
                assertEquals(st.legal().length, st.policy().length);
                double sum = 0;
                for (double p : st.policy()) {
                    assertTrue(p > 0, "softmax(logits + sigma) is positive on every legal action");
                    sum += p;
                }
                assertEquals(1.0, sum, 1e-9);
                int visits = Arrays.stream(st.visits()).sum();
                for (int i = 0; i < st.legal().length && visits > 0; i++) {
                    differsFromVisits |= Math.abs(st.policy()[i] - st.visits()[i] / (double) visits) > 1e-3;
                }
            }
        }
        assertTrue(differsFromVisits, "the target is the improved policy, not the visit shares");
    }

    @Test
    @DisplayName("SelfPlay exposes the policy target: visits for PUCT, pruned visits with forced playouts, Gumbel's improved policy")
    void policyTargetExposed() {
        UniformEvaluator u = new UniformEvaluator();
        try (AgentFactory a = AgentFactory.search(TTT, u, SearchRecipe.selfPlay());
             AgentFactory b = AgentFactory.search(TTT, u, SearchRecipe.selfPlay().toBuilder().forcedPlayouts(2).build());
             AgentFactory r = AgentSpec.parse("random").factory(TTT)) {
            assertEquals(PolicyTarget.VISITS, SelfPlay.policyTarget(a));
            assertEquals(PolicyTarget.PRUNED_VISITS, SelfPlay.policyTarget(b));
            assertSame(u, a.evaluator(), "the training loop's own evaluator is used");
            assertEquals(2.0, b.config().puct().forcedPlayouts());
            assertThrows(IllegalArgumentException.class, () -> SelfPlay.policyTarget(r));
        }
    }

    @Test
    @DisplayName("stop flag: once it is set no new game starts and every finished game is delivered (dropping games in progress:"
            + " stopAbandonsGamesInProgress)")
    void stopEndsEarly() {
        AtomicInteger delivered = new AtomicInteger();
        List<GameRecord> records = new CopyOnWriteArrayList<>();
        int n;
        try (AgentFactory f = AgentFactory.search(TTT, new UniformEvaluator(), SearchRecipe.selfPlay().toBuilder().visits(16).build())) {
            n = new SelfPlay(new Scheduler(2, 3)).run(f, 200, 1, g -> {
                records.add(g);
                delivered.incrementAndGet();
            }, () -> delivered.get() >= 3);
        }
        assertEquals(records.size(), n, "the count returned is the count delivered");
        assertTrue(n >= 3 && n < 200, "stopped early after 3 games: " + n);
        for (GameRecord g : records) {
            replayChecked(g);
        }
    }

    @Test
    @DisplayName("stop flag mid-game: the games in progress are abandoned at the next round, none delivered, the run returns")
    void stopAbandonsGamesInProgress() {
        BatchingTest.CountingEvaluator ev = new BatchingTest.CountingEvaluator();
        int n;
        try (AgentFactory f = AgentFactory.search(TTT, ev, SearchRecipe.selfPlay().toBuilder().visits(64).pending(1, 1).build())) {
            // a game needs dozens of evaluator calls: after 5 neither of the two games can have ended
            n = new SelfPlay(new Scheduler(1, 2)).run(f, 2, 1, g -> { }, () -> ev.sizes.size() >= 5);
        }
        assertEquals(0, n);
        assertEquals(5, ev.sizes.size(), "no evaluator call after the round in which the flag was set");
    }

    @Test
    @DisplayName("stop flag set from the start: no game is played and the evaluator is never called")
    void stopBeforeStart() {
        BatchingTest.CountingEvaluator ev = new BatchingTest.CountingEvaluator();
        try (AgentFactory f = AgentFactory.search(TTT, ev, SearchRecipe.selfPlay().toBuilder().visits(16).build())) {
            int n = new SelfPlay(new Scheduler(2, 3)).run(f, 50, 1, g -> { }, () -> true);
            assertEquals(0, n);
        }
        assertEquals(0, ev.sizes.size());
    }

    @Test
    @DisplayName("stop flag with finishStarted: games in progress when it is set are played out and delivered")
    void stopFinishesStartedGames() {
        AtomicInteger started = new AtomicInteger();
        List<GameRecord> records = new CopyOnWriteArrayList<>();
        int n;
        // one thread, four games at once: when the flag is checked before the fifth game, four are in progress
        try (AgentFactory f = AgentFactory.search(TTT, new UniformEvaluator(), SearchRecipe.selfPlay().toBuilder().visits(16).build())) {
            n = new SelfPlay(new Scheduler(1, 4)).run(f, 100, 1, records::add, () -> started.incrementAndGet() > 4, true);
        }
        assertEquals(4, n, "the four started games are finished");
        assertEquals(4, records.size());
        records.forEach(SelfPlayTest::replayChecked);
    }

    @Test
    @DisplayName("moves-left target: derivable from a step's ply and the game length")
    void pliesLeft() {
        List<GameRecord> records = new ArrayList<>();
        try (AgentFactory f = AgentFactory.search(TTT, new UniformEvaluator(), SearchRecipe.selfPlay().toBuilder().visits(8).build())) {
            new SelfPlay(new Scheduler(1, 2)).run(f, 2, 4, records::add);
        }
        assertEquals(2, records.size(), "both games delivered");
        for (GameRecord g : records) {
            List<GameRecord.Step> st = g.steps();
            assertEquals(g.actions().length, g.pliesLeft(st.get(0)));
            assertEquals(1, g.pliesLeft(st.get(st.size() - 1)), "tic-tac-toe ends on a decision");
        }
    }
}
