package pz.amazons;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.view.BoardReader;

/**
 * What the front ends and benchmarks know of Amazons and Cowboys ({@link AmazonsFactory#profile()},
 * {@link CowboysFactory#profile()}): the two differ only in their pieces' names and example turns.
 * Immutable.
 */
public final class AmazonsProfile implements GameProfile {
    /**
     * Cowboys' fallback: PUCT with MCTS-Solver whose leaves are valued by 8 random rollouts of 4 actions, each ended by the
     * territory evaluation ({@code rollouts=8,rdepth=4,heuristic=1}), 1,200 visits: at 400 visits it beat
     * {@code uct:rollouts=10000} 50-10 on Amazons 10x10 and 175-25 on Cowboys 9x9, at 1,200 visits 18-2
     * (20 games) and 38-2 (40 games), a few tenths of a second a move here (docs/shipped-agents.md).
     */
    public static final String FALLBACK = "mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200";
    /**
     * Amazons' fallback since 2026-11-26: the same PUCT with MCTS-Solver whose leaves are the territory evaluation itself,
     * no rollouts ({@code heuristic=1}), 12,000 visits a decision. At equal time (250 ms a turn each, 200 games with
     * sampled openings) it beat {@link #FALLBACK} 58.5% on 10x10 (Elo +60 [+12, +110]) and 57.5% on 8x8 (+53 [+5, +103]):
     * tens of thousands of simulations a second against a few hundred buy more than the rollouts' look-ahead. 12,000
     * visits take about 0.2 s a turn on 10x10 here (of the two decisions), about the 250 ms of those matches, and less
     * on the smaller boards (docs/learned-strength.md, "Amazons").
     */
    public static final String AMAZONS_FALLBACK = "mcts:decisive=1,heuristic=1,solver=1,visits=12000";

    static final AmazonsProfile AMAZONS = new AmazonsProfile(false);
    static final AmazonsProfile COWBOYS = new AmazonsProfile(true);

    private final boolean cowboys;
    private final BoardReader board;

    private AmazonsProfile(boolean cowboys) {
        this.cowboys = cowboys;
        this.board = new AmazonsBoard(cowboys);
    }

    @Override
    public String fallbackAgent() {
        return cowboys ? FALLBACK : AMAZONS_FALLBACK;
    }

    @Override
    public BoardReader board() {
        return board;
    }

    @Override
    public List<String> exampleTurns(Game game) {
        return List.of(cowboys ? "c1-d3/e5" : "d1-d7/g7");
    }

    @Override
    public List<String> menuSpecs() {
        return cowboys ? List.of("cowboys", "cowboys:size=6", "cowboys:players=4")
                : List.of("amazons", "amazons:size=8", "amazons:size=6", "amazons:players=3", "amazons:players=4", "amazons:hex");
    }

    @Override
    public List<String> benchSpecs() {
        return cowboys ? List.of("cowboys", "cowboys:size=6", "cowboys:size=9", "cowboys:players=4")
                : List.of("amazons", "amazons:size=8", "amazons:size=6", "amazons:players=3", "amazons:players=4", "amazons:hex");
    }

    /** The 10x10 and 8x8 starts: Amazons perft(3), Cowboys perft(3), as in the speed targets. */
    @Override
    public PerftTarget perftTarget() {
        return cowboys ? new PerftTarget(3, 2, "target <= 0.15 s; Ludii ~15 s here (not runnable here)")
                : new PerftTarget(3, 2, "target <= 30 s; plain C ~29 s here");
    }
}
