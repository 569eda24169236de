package pz.proteus;

/**
 * The position beyond the dice on the board: side to move, the decision phase of the turn, the die
 * that moved, a pending Roulette roll, the turn count, the end status and the Wall Street armies,
 * each changed through a setter that keeps the Zobrist hash in step. Base of {@link ProteusState};
 * not thread-safe.
 */
abstract class TurnState extends Board {
    static final int MOVE = 0;
    static final int ROTATE = 1;
    static final int ROLL = 2;
    static final int BUY = 3;
    static final int PLACE = 4;
    static final int ONGOING = 0;
    static final int END_POINTS = 1;
    static final int END_NO_TURN = 2;

    int side;
    int phase;
    /** The square of the die that moved (or was double-rotated) this turn, or -1. */
    int moved = -1;
    /** Under {@code roulette=after}: the move captured, so a roll follows the rotation. */
    boolean rollAfter;
    int turns;
    int status;
    /** Wall Street: bought but not yet placed dice, per colour and face. */
    final int[][] army = new int[2][6];

    TurnState(ProteusGame game) {
        super(game);
    }

    /** The hash from scratch: pieces, side, phase, the moved die, pending roll, scores, turns, armies. */
    long computeHash() {
        long h = pieceHash();
        long[] k = game.miscKeys;
        if (side == 1) {
            h ^= k[ProteusGame.K_SIDE];
        }
        h ^= k[ProteusGame.K_PHASE + phase];
        if (moved >= 0) {
            h ^= k[ProteusGame.K_MOVED + moved];
        }
        if (rollAfter) {
            h ^= k[ProteusGame.K_ROLL_AFTER];
        }
        h ^= k[ProteusGame.K_SCORE + score[0]] ^ k[ProteusGame.K_SCORE + 64 + score[1]];
        h ^= game.turnKeys[turns];
        for (int c = 0; c < 2; c++) {
            for (int f = 0; f < 6; f++) {
                h ^= game.armyKeys[(c * 6 + f) * 9 + army[c][f]];
            }
        }
        return h;
    }

    // ---- incremental setters: each keeps the hash in step ----

    final void setPhase(int p) {
        hash ^= game.miscKeys[ProteusGame.K_PHASE + phase] ^ game.miscKeys[ProteusGame.K_PHASE + p];
        phase = p;
    }

    final void setMoved(int sq) {
        if (moved >= 0) {
            hash ^= game.miscKeys[ProteusGame.K_MOVED + moved];
        }
        if (sq >= 0) {
            hash ^= game.miscKeys[ProteusGame.K_MOVED + sq];
        }
        moved = sq;
    }

    final void setRollAfter(boolean r) {
        if (r != rollAfter) {
            hash ^= game.miscKeys[ProteusGame.K_ROLL_AFTER];
            rollAfter = r;
        }
    }

    final void addScore(int c, int points) {
        int base = ProteusGame.K_SCORE + 64 * c;
        hash ^= game.miscKeys[base + score[c]] ^ game.miscKeys[base + score[c] + points];
        score[c] += points;
    }

    final void setArmy(int c, int f, int count) {
        int base = (c * 6 + f) * 9;
        hash ^= game.armyKeys[base + army[c][f]] ^ game.armyKeys[base + count];
        army[c][f] = count;
    }

    final void nextTurn() {
        hash ^= game.turnKeys[turns] ^ game.turnKeys[turns + 1] ^ game.miscKeys[ProteusGame.K_SIDE];
        turns++;
        side ^= 1;
    }

    /** Sets {@link #status} for a state at the start of a turn (P-END-1, P-END-3, P-END-2, in that order). */
    void updateStatus() {
        if (phase != MOVE) {
            status = ONGOING;
        } else if (Long.bitCount(color[0]) <= 1 || Long.bitCount(color[1]) <= 1 || turns >= rules.cap()) {
            status = END_POINTS;
        } else {
            status = hasLegalTurn(side) ? ONGOING : END_NO_TURN;
        }
    }

    /** Dice bought so far by {@code c} during the setup (its army plus its dice on the board). */
    int bought(int c) {
        int n = Long.bitCount(color[c]);
        for (int f = 0; f < 6; f++) {
            n += army[c][f];
        }
        return n;
    }

    /** Points spent by {@code c} during the setup. */
    int spent(int c) {
        int n = 0;
        for (long m = color[c]; m != 0; m &= m - 1) {
            n += rules.value[board[Long.numberOfTrailingZeros(m)] & 7];
        }
        for (int f = 0; f < 6; f++) {
            n += army[c][f] * rules.value[f];
        }
        return n;
    }

    /** The highest rung bought so far by {@code c} (purchases go up the ladder), 1 (Pawn) if none. */
    int topRungBought(int c) {
        int top = 1;
        for (int f = 1; f < 6; f++) {
            if (army[c][f] > 0 || (color[c] & face[f]) != 0) {
                top = Math.max(top, rules.rung(f));
            }
        }
        return top;
    }

    /** The next starting square of {@code c} to fill in a secret setup, or -1. */
    int nextSecretSquare(int c) {
        long occ = color[0] | color[1];
        for (int sq : Bits.START_SQUARES[c]) {
            if ((occ >>> sq & 1) == 0) {
                return sq;
            }
        }
        return -1;
    }

    /**
     * Wall Street: may {@code c} buy a die of face {@code f} now? Purchases go up the ladder, so the
     * cheapest way to finish the army is more dice of face {@code f}: that must fit the budget.
     */
    boolean canBuy(int c, int f) {
        int left = 8 - bought(c) - 1;
        return f != Rules.Y && left >= 0 && rules.rung(f) >= topRungBought(c) && spent(c) + rules.value[f] * (1 + left) <= rules.budget;
    }

    /** Copies the position (not the undo history) from {@code o}. */
    void copyFrom(TurnState o) {
        System.arraycopy(o.color, 0, color, 0, 2);
        System.arraycopy(o.face, 0, face, 0, 6);
        System.arraycopy(o.board, 0, board, 0, 64);
        System.arraycopy(o.score, 0, score, 0, 2);
        for (int c = 0; c < 2; c++) {
            System.arraycopy(o.army[c], 0, army[c], 0, 6);
        }
        side = o.side;
        phase = o.phase;
        moved = o.moved;
        rollAfter = o.rollAfter;
        turns = o.turns;
        status = o.status;
        hash = o.hash;
    }
}
