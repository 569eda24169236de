package pz.proteus;

import java.util.Arrays;

/**
 * The observation tensor ({@value ProteusGame#CHANNELS} planes of 8x8) from the point of view of the
 * player to move, or of the player who acted last at chance and terminal states. The board is turned
 * by 180 degrees for Black (square {@code sq -> 63 - sq}), so the mover always plays up the board and
 * its starting squares always sit on the same cells; a turn, not a mirror, because only the turn maps
 * one colour's starting squares onto the other's. Hidden information (the opponent's unplaced army,
 * and the opponent's whole secret setup) is never written: only how many of its dice are unseen.
 * Stateless.
 */
final class Observation {
    private Observation() {
    }

    /** The cell (row-major from the top of the mover's board) of square {@code sq} for {@code me}. */
    static int cell(int sq, int me) {
        int m = me == 0 ? sq : 63 - sq;
        return (7 - (m >> 3)) * 8 + (m & 7);
    }

    /**
     * {@code State.owners} of a Proteus position: the seat whose die (a Pyramid included: it is a die, P-END-1) stands
     * on each cell of the absolute grid, White's view ({@code cell(sq, 0)}: row 0 is rank 8), or -1 for an empty square.
     * The auxiliary target of the ownership head, read at the end of a game: Proteus ends on material (P-END-1, a
     * side left with at most one die), so where each side's dice stand at the end is a per-square signal of which
     * side's pieces survive in which region. The grid is absolute; the mover's
     * frame (turned for Black) comes from {@link ProteusGame#observationCell}.
     */
    static void owners(ProteusState s, int[] out) {
        for (int sq = 0; sq < 64; sq++) {
            int code = s.board[sq];
            out[cell(sq, 0)] = code < 0 ? -1 : code >> 3;
        }
    }

    static void encode(ProteusState s, float[] buf) {
        Rules r = s.rules;
        int me = s.perspective();
        int op = me ^ 1;
        Arrays.fill(buf, 0, ProteusGame.CHANNELS * 64, 0f);
        boolean setup = s.phase == ProteusState.BUY || s.phase == ProteusState.PLACE;
        boolean hideOpponentBoard = setup && r.wallstreet == Rules.SECRET;
        for (int sq = 0; sq < 64; sq++) {
            int code = s.board[sq];
            if (code < 0 || code >> 3 == op && hideOpponentBoard) {
                continue;
            }
            int ch = (code >> 3 == me ? 0 : 6) + (code & 7);
            buf[ch * 64 + cell(sq, me)] = 1f;
        }
        for (int c = 0; c < 2; c++) {
            for (int sq : Bits.START_SQUARES[c]) {
                buf[(c == me ? 12 : 13) * 64 + cell(sq, me)] = 1f;
            }
        }
        plane(buf, 14, me);
        if (s.status == ProteusState.ONGOING) {
            plane(buf, 15 + s.phase, 1f);
        }
        if (s.moved >= 0) {
            buf[20 * 64 + cell(s.moved, me)] = 1f;
        }
        plane(buf, 21, s.rollAfter ? 1f : 0f);
        plane(buf, 22, s.score[me] / 48f);
        plane(buf, 23, s.score[op] / 48f);
        plane(buf, 24, Math.max(0, r.cap() - s.turns) / (float) r.cap());
        plane(buf, 25, r.tradeoff ? 1f : 0f);
        plane(buf, 26, r.roulette == Rules.ROLL_BEFORE ? 1f : 0f);
        plane(buf, 27, r.roulette == Rules.ROLL_AFTER ? 1f : 0f);
        plane(buf, 28, r.wallstreet == Rules.OPEN ? 1f : 0f);
        plane(buf, 29, r.wallstreet == Rules.SECRET ? 1f : 0f);
        plane(buf, 30, r.polarity ? 1f : 0f);
        plane(buf, 31, r.warhorses ? 1f : 0f);
        if (setup) {
            plane(buf, 32, (r.budget - s.spent(me)) / 48f);
            for (int f = 1; f < 6; f++) {
                plane(buf, 32 + f, s.army[me][f] / 8f);
            }
            int hidden = hideOpponentBoard ? s.bought(op) : Arrays.stream(s.army[op]).sum();
            plane(buf, 38, hidden / 8f);
        }
    }

    private static void plane(float[] buf, int ch, float v) {
        if (v != 0f) {
            Arrays.fill(buf, ch * 64, ch * 64 + 64, v);
        }
    }
}
