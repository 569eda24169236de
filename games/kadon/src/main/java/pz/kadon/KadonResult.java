package pz.kadon;

/**
 * The result of a Kadon position after a turn: the active GOAL checked for both players (K-WIN-1,
 * K-GOAL-LINE / -COLOR / -SHAPE), then the draws (K-DRAW-1: third repetition, turn cap). Stateless
 * static methods over {@link KadonState}'s fields; they allocate nothing. Split from the state so that
 * the state owns the board and its history, and this class what a position is worth.
 */
final class KadonResult {
    private KadonResult() {
    }

    /**
     * The state's status after a turn ({@link KadonState#ONGOING}, {@code BLACK_WINS}, {@code WHITE_WINS} or
     * {@code DRAW}): goals for both players (K-WIN-1, not during placement under {@code placewins=off}), then the
     * third repetition and the turn cap (K-DRAW-1).
     */
    static int evaluate(KadonState s) {
        boolean placing = s.placementPhase();
        if (!placing || s.game.placeWins()) {
            int goal = s.active >> 3 & 7;
            if (goal != 0) {
                boolean black = meetsGoal(s, Rules.BLACK, goal);
                boolean white = meetsGoal(s, Rules.WHITE, goal);
                if (black != white) {
                    return black ? KadonState.BLACK_WINS : KadonState.WHITE_WINS;
                }
            }
        }
        if (!placing && s.repetitions() >= 2) {
            return KadonState.DRAW;
        }
        return s.turn() >= s.game.maxTurns() ? KadonState.DRAW : KadonState.ONGOING;
    }

    /** K-GOAL-LINE / -COLOR / -SHAPE for one player ({@code goal} = one-hot shape bit of the yellow tile). */
    static boolean meetsGoal(KadonState s, int player, int goal) {
        if ((s.hands >> (3 * player) & 7) != 0) {
            return false;
        }
        if (goal == 1) {
            return Rules.IS_LINE[s.occupied[player]];
        }
        int t0 = s.cellTile[s.pieceCell[player * 3]];
        int t1 = s.cellTile[s.pieceCell[player * 3 + 1]];
        int t2 = s.cellTile[s.pieceCell[player * 3 + 2]];
        if (goal == 2) {
            return Rules.colour(t0) == Rules.colour(t1) && Rules.colour(t1) == Rules.colour(t2);
        }
        return Rules.shape(t0) == Rules.shape(t1) && Rules.shape(t1) == Rules.shape(t2);
    }
}
