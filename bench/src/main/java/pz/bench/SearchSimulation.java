package pz.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.EvalBatch;
import pz.mcts.Evaluator;
import pz.mcts.Search;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchResult;
import pz.mcts.UniformEvaluator;

/**
 * One simulation of the PUCT search (selection, expansion, the leaf's encoding into the batch, backup)
 * with a zero-cost evaluator, so that the figure is the tree's and the rules' cost, not a network's:
 * the configuration of {@code pz bench search} (default search, {@value #VISITS} visits, batches of
 * up to 8 leaves, no evaluation cache and no tree reuse, so every leaf is encoded as it would be for a
 * network). Each call is a whole search from the next of a few mid-game positions; the time is per
 * simulation ({@link SearchResult#simulations()} equals the visits on these positions: the smoke test
 * checks it).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
public class SearchSimulation {
    /** Simulations per search, each counted as one operation. */
    static final int VISITS = 400;
    /** The search {@code pz bench search} times (its {@code PLAIN}). */
    static final SearchRecipe CONFIG = SearchRecipe.defaults().toBuilder().visits(VISITS).reuse(false, 0).build();

    @Param({"proteus", "kadon", "amazons", "cowboys"})
    public String spec;

    private List<pz.engine.State> positions;
    private Search search;
    private Evaluator evaluator;
    private EvalBatch batch;
    private int next;

    @Setup
    public void setUp() {
        Game game = GameRegistry.parse(spec);
        positions = Positions.midGame(game, 6, 7);
        search = new Search(game, CONFIG, new SplittableRandom(1), null);
        evaluator = new UniformEvaluator();
        batch = new EvalBatch(game, 64);
    }

    /** A whole search of {@value #VISITS} simulations; JMH reports the time of one. */
    @Benchmark
    @OperationsPerInvocation(VISITS)
    public SearchResult simulation() {
        return search.run(positions.get(next++ % positions.size()), evaluator, batch);
    }
}
