package pz.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import pz.engine.Game;
import pz.engine.PlayerView;
import pz.engine.State;
import pz.mcts.agent.Agent;
import pz.mcts.agent.AgentFactory;
import pz.mcts.agent.AgentSpec;

/** P-INFO-1 (hidden information): searches read only the searcher's view and sample the rest. */
class HiddenInformationTest {
    static final KuhnGame KUHN = new KuhnGame();

    /** Fails if it ever sees, at a position where the searcher's opponent moves, the opponent's real card. */
    static final class SpyEvaluator implements Evaluator {
        final int searcher;
        int positions;
        int opponentPositions;

        SpyEvaluator(int searcher) {
            this.searcher = searcher;
        }

        @Override
        public void evaluate(EvalBatch batch) {
            new UniformEvaluator().evaluate(batch);
            for (int i = 0; i < batch.size(); i++) {
                positions++;
                if (batch.player(i) != searcher) {
                    opponentPositions++;
                    float realFlag = batch.observations()[i * batch.observationSize() + 3];
                    if (realFlag != 0) {
                        throw new AssertionError("the evaluator saw the opponent's real card");
                    }
                }
            }
        }
    }

    /** A real state that only answers what a player may ask of it: everything else fails. */
    static State poisoned(State real) {
        return new State() {
            public Game game() {
                return real.game();
            }

            public int currentPlayer() {
                return real.currentPlayer();
            }

            public int turn() {
                return real.turn();
            }

            public PlayerView view(int player) {
                return real.view(player);
            }

            private AssertionError leak() {
                return new AssertionError("the agent read the real state beyond view()");
            }

            public int legalActions(int[] b) {
                throw leak();
            }

            public int chanceOutcomes(int[] a, double[] p) {
                throw leak();
            }

            public void apply(int a) {
                throw leak();
            }

            public void undo() {
                throw leak();
            }

            public State copy() {
                throw leak();
            }

            public void returns(double[] out) {
                throw leak();
            }

            public long hash() {
                throw leak();
            }

            public void encode(float[] b) {
                throw leak();
            }

            public String actionToString(int a) {
                throw leak();
            }

            public int parseAction(String t) {
                throw leak();
            }

            public String position() {
                throw leak();
            }
        };
    }

    static State dealt(int deal, int... bets) {
        State s = KUHN.newInitialState();
        s.apply(2 + deal);
        for (int b : bets) {
            s.apply(b);
        }
        return s;
    }

    @Test
    @DisplayName("P-INFO-1: PUCT and Gumbel searches never evaluate the opponent's real hidden card and touch only view()")
    void searchUsesOnlyTheView() {
        for (String spec : new String[] {"mcts:visits=300,det=1", "mcts:visits=300,det=4", "gumbel:visits=32,det=2"}) {
            for (int deal = 0; deal < 6; deal++) {
                for (int[] bets : new int[][] {{}, {0}}) {
                    State real = dealt(deal, bets);
                    int me = real.currentPlayer();
                    SpyEvaluator spy = new SpyEvaluator(me);
                    AgentSpec as = AgentSpec.parse(spec);
                    SearchRecipe c = as.kind().equals("gumbel") ? SearchRecipe.gumbelDefaults(32).toBuilder().determinizations(as.intOption("det", 1, 1, 64)).build()
                            : SearchRecipe.defaults().toBuilder().visits(300).determinizations(as.intOption("det", 1, 1, 64)).build();
                    try (AgentFactory f = AgentFactory.search(KUHN, spy, c)) {
                        Agent agent = f.newAgent(deal);
                        int a = agent.selectAction(poisoned(real));
                        assertTrue(a == 0 || a == 1);
                    }
                    assertTrue(spy.opponentPositions > 0, spec + ": the search did look at opponent positions");
                }
            }
        }
    }

    @Test
    @DisplayName("P-INFO-1: whole games through the scheduler (observe() on real actions) never leak the opponent's card")
    void scheduledGamesDoNotLeak() {
        SpyEvaluator spy0 = new SpyEvaluator(0), spy1 = new SpyEvaluator(1);
        SearchRecipe c = SearchRecipe.defaults().toBuilder().visits(60).determinizations(2).build();
        int[] finished = {0};
        try (AgentFactory f0 = AgentFactory.search(KUHN, spy0, c); AgentFactory f1 = AgentFactory.search(KUHN, spy1, c)) {
            new pz.mcts.play.Scheduler(2, 4).run(20, i -> new pz.mcts.play.Scheduler.GameSetup(KUHN.newInitialState(),
                    new Agent[] {f0.newAgent(i), f1.newAgent(100 + i)}, i), (i, terminal, returns) -> {
                        synchronized (finished) {
                            finished[0]++;
                        }
                    });
        }
        assertEquals(20, finished[0]);
        assertTrue(spy0.opponentPositions > 0 && spy1.opponentPositions > 0);
    }

    @Test
    @DisplayName("P-INFO-1: the spy evaluator does detect a search on the real state (control)")
    void spyDetectsCheating() {
        State real = dealt(0, 0);
        SpyEvaluator spy = new SpyEvaluator(0);
        EvalBatch b = new EvalBatch(KUHN, 4);
        b.add(real);
        assertThrows(AssertionError.class, () -> spy.evaluate(b));
    }

    @Test
    @DisplayName("P-INFO-1: baselines (random, uct, alphabeta) also decide from the view only")
    void baselinesUseOnlyTheView() {
        for (String spec : new String[] {"random", "uct:rollouts=200", "alphabeta:depth=3"}) {
            try (AgentFactory f = AgentSpec.parse(spec).factory(KUHN)) {
                Agent agent = f.newAgent(1);
                int a = agent.selectAction(poisoned(dealt(3)));
                assertTrue(a == 0 || a == 1, spec);
            }
        }
    }

    @Test
    @DisplayName("determinization plays sensibly: with the king, after a bet, call")
    void kingCalls() {
        // deal 4: seat 0 has K; seat 1 has J. Seat 0 passed, seat 1 bet: seat 0 with K must call (bet)
        State real = dealt(4, 0, 1);
        try (AgentFactory f = AgentFactory.search(KUHN, new UniformEvaluator(), SearchRecipe.defaults().toBuilder().visits(400).determinizations(4).build())) {
            assertEquals(1, f.newAgent(1).selectAction(poisoned(real)));
        }
    }
}
