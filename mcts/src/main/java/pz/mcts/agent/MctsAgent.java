package pz.mcts.agent;

import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.State;
import pz.mcts.EvalBatch;
import pz.mcts.EvalCache;
import pz.mcts.LeafHeuristic;
import pz.mcts.Evaluator;
import pz.mcts.Search;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchResult;

/**
 * The {@code mcts} and {@code gumbel} agents: a {@link Search} per seat and game, stepped through
 * {@link Decision}s, reusing its tree across moves as the configuration allows. An optional time
 * limit per turn ({@link TurnClock}: shared by the decisions of a turn) stops the search early.
 * Not thread-safe.
 */
public final class MctsAgent implements Agent {
    private final String spec;
    private final Evaluator evaluator;
    private final Search search;
    private final TurnClock clock;

    MctsAgent(String spec, Game game, Evaluator evaluator, SearchRecipe config, EvalCache cache, LeafHeuristic heuristic, long timeMs,
              RandomGenerator rng) {
        this.spec = spec;
        this.evaluator = evaluator;
        this.search = new Search(game, config, rng, cache, heuristic);
        this.clock = new TurnClock(timeMs);
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public Decision decide(State state) {
        long deadline = clock.startDecision(state);
        search.begin(state);
        search.stopAt(deadline);
        return new Decision() {
            private SearchResult result;

            @Override
            public Evaluator evaluator() {
                return evaluator;
            }

            @Override
            public int gather(EvalBatch batch) {
                return search.gather(batch);
            }

            @Override
            public void deliver(EvalBatch batch) {
                search.deliver(batch);
            }

            @Override
            public boolean done() {
                return search.done();
            }

            @Override
            public int action() {
                return result().action();
            }

            @Override
            public SearchResult result() {
                if (result == null) {
                    result = search.result();
                }
                return result;
            }
        };
    }

    @Override
    public void observe(int action) {
        clock.observed();
        search.advance(action);
    }
}
