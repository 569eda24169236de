package pz.proteus;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.Heuristic;
import pz.engine.view.BoardReader;

/** What the front ends and benchmarks know of Proteus ({@link ProteusFactory#profile()}). Stateless. */
public final class ProteusProfile implements GameProfile {
    /**
     * Alpha-beta over the material evaluation, depth 5 (two whole turns and the next move), Proteus
     * being a game of material: depth 4 beat {@code uct:rollouts=1500} 20-0 and {@code uct:rollouts=10000}
     * 4-0, and depth 5 beat depth 4 19-1 (Trade-Off 10-0) at about half a second a move; depth 6 lost
     * to 5 (2-1-7).
     */
    public static final String FALLBACK = "alphabeta:depth=5";

    private static final BoardReader BOARD = new ProteusBoard();

    @Override
    public String fallbackAgent() {
        return FALLBACK;
    }

    @Override
    public BoardReader board() {
        return BOARD;
    }

    @Override
    public List<String> exampleTurns(Game game) {
        return List.of("b2-b4 d2+");
    }

    @Override
    public List<String> menuSpecs() {
        return List.of("proteus", "proteus:tradeoff", "proteus:roulette=after", "proteus:polarity,warhorses", "proteus:wallstreet=open");
    }

    @Override
    public List<String> benchSpecs() {
        return List.of("proteus", "proteus:tradeoff", "proteus:roulette=after", "proteus:polarity,warhorses",
                "proteus:wallstreet=open", "proteus:wallstreet=secret");
    }

    @Override
    public PerftTarget perftTarget() {
        return new PerftTarget(4, 3, "target <= 45 s; plain C ~30 s here");
    }

    /** Depths 4 and 5: the material evaluation makes them fast enough here, and depth 5 is what {@link #FALLBACK} plays. */
    @Override
    public int[] benchDepths() {
        return new int[] {4, 5};
    }

    /** The material read from the position notation ({@link NotationMaterial}): the same moves, found slower. */
    @Override
    public Heuristic benchReference(Game game) {
        return new NotationMaterial(game.spec().contains("warhorses"));
    }
}
