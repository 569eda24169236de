package pz.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.State;
import pz.mcts.SearchResult;

/**
 * The benchmarks set up and each benchmark method runs once, so a change in the APIs they call breaks
 * the build, not the next measurement; and the per-simulation figure is honest (every search on the
 * benchmark's positions runs exactly its visits). Measures nothing: the benchmarks run only through
 * {@code target/benchmarks.jar}.
 */
class BenchSmokeTest {

    @ParameterizedTest
    @ValueSource(strings = {"proteus", "kadon", "amazons", "cowboys"})
    @DisplayName("mid-game positions are decision states with a choice, the same every time; move generation and a playout run")
    void moveGeneration(String spec) {
        Game game = GameRegistry.parse(spec);
        List<State> a = Positions.midGame(game, MoveGeneration.POSITIONS, 7);
        List<State> b = Positions.midGame(game, MoveGeneration.POSITIONS, 7);
        assertEquals(MoveGeneration.POSITIONS, a.size());
        for (int i = 0; i < a.size(); i++) {
            assertTrue(a.get(i).currentPlayer() >= 0 && a.get(i).turn() > 0, spec + " position " + i + " is a mid-game decision");
            assertEquals(a.get(i).hash(), b.get(i).hash(), "the same seed, the same positions");
        }
        MoveGeneration m = new MoveGeneration();
        m.spec = spec;
        m.setUp();
        assertTrue(m.legalActions() >= 2 * MoveGeneration.POSITIONS);
        assertTrue(m.randomPlayout() > 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"proteus", "kadon", "amazons", "cowboys"})
    @DisplayName("every search of the simulation benchmark runs exactly its visits, so time per search / visits is time per simulation")
    void searchSimulation(String spec) {
        SearchSimulation s = new SearchSimulation();
        s.spec = spec;
        s.setUp();
        for (int i = 0; i < 6; i++) {
            SearchResult r = s.simulation();
            assertEquals(SearchSimulation.VISITS, r.simulations(), spec + " search " + i);
        }
    }

    @Test
    @DisplayName("the default network infers a batch of 128 and the evaluator fills priors and values for 128 Cowboys positions")
    void inference() {
        Inference bench = new Inference();
        bench.setUp();
        try {
            float[] v = bench.network();
            assertTrue(Float.isFinite(v[0]));
            float[] values = bench.evaluator();
            assertTrue(Float.isFinite(values[0]) && Float.isFinite(values[2 * Inference.BATCH - 1]));
        } finally {
            bench.tearDown();
        }
    }
}
