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

/**
 * The engines' hot paths, per game: legal-move generation on mid-game positions, and a uniformly
 * random playout from the start (the figure {@code pz bench engine} prints as games/s, here as time
 * per game). One thread; no allocation in either loop beyond the playout's fresh initial state.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@Fork(1)
public class MoveGeneration {
    /** Positions per {@link #legalActions()} call, each counted as one operation. */
    static final int POSITIONS = 12;

    /** Proteus, Kadon, Amazons 10x10 and Cowboys 8x8: the four engines, at their standard sizes. */
    @Param({"proteus", "kadon", "amazons", "cowboys"})
    public String spec;

    private Game game;
    private List<pz.engine.State> positions;
    private Positions.RandomPlay play;
    private SplittableRandom rng;

    @Setup
    public void setUp() {
        game = GameRegistry.parse(spec);
        positions = Positions.midGame(game, POSITIONS, 7);
        play = new Positions.RandomPlay(game);
        rng = new SplittableRandom(11);
    }

    /** Legal actions of one mid-game position (the mean over {@value #POSITIONS}); returns their total count. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public int legalActions() {
        int total = 0;
        for (pz.engine.State s : positions) {
            total += s.legalActions(play.actions);
        }
        return total;
    }

    /** One uniformly random game from the start to its end; returns the number of actions applied. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int randomPlayout() {
        return play.playout(game.newInitialState(), rng);
    }
}
