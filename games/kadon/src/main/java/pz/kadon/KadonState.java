package pz.kadon;

import static pz.kadon.Rules.MOVE_BASE;
import static pz.kadon.Rules.PASS;
import static pz.kadon.Rules.PIECE_BASE;
import static pz.kadon.Rules.TRADE_BASE;

import java.util.Arrays;
import pz.engine.Game;
import pz.engine.State;

/**
 * A Kadon Proteus position with its history: the fast mutable core driven by apply/undo.
 *
 * <p>Owns: the board as small int arrays plus bitmasks (tiles per cell, pieces per cell, the pool,
 * the hands, the active tiles), the side to move, the turn count, the result, the incremental
 * Zobrist hash and the undo/repetition history (one entry per apply). Every action is a whole turn
 * (N-PERFT-1). The hash covers the position only (board, active tiles, side to move): not the turn
 * count and not the repetition history, so that equal positions hash alike for K-DRAW-1.
 *
 * <p>Not thread-safe; {@link #copy()} for another thread. apply, undo, legalActions and perft
 * allocate nothing (perft allocates its buffers once per call).
 */
final class KadonState implements State {
    static final int ONGOING = 0;
    static final int BLACK_WINS = 1;
    static final int WHITE_WINS = 2;
    static final int DRAW = 3;

    final Kadon game;
    final boolean[] feasible;
    final int[] cellTile = new int[9];
    final int[] cellPiece = new int[9];
    final int[] tileCell = new int[9];
    final int[] pieceCell = new int[6];
    /** Tiles in the pool. */
    int pool;
    /** Tiles not under a piece (in the pool or vacant on the board): the feasibility key's first part. */
    int uncovered;
    /** Pieces not yet placed, bit {@code owner * 3 + shape}. */
    int hands;
    /** Active tiles (at most one per colour). */
    int active;
    /** Cells without a tile. */
    int emptyCells;
    /** Cells with a tile and no piece. */
    int vacantCells;
    /** Cells holding a piece of each player. */
    final int[] occupied = new int[2];
    int toMove;
    int startTurn;
    int status;
    long hash;

    private int ply;
    /** Per apply: the action in bits 0-7, the active tiles before in bits 8-16, the status before in 17-18. */
    private final int[] undoInfo;
    /** Per apply: the hash of the position before it (repetition and undo). */
    private final long[] hashHistory;

    KadonState(Kadon game, int startTurn) {
        this.game = game;
        this.feasible = Feasibility.table(game.overmatch());
        this.startTurn = startTurn;
        int capacity = Math.max(1, game.maxTurns() - startTurn + 1);
        undoInfo = new int[capacity];
        hashHistory = new long[capacity];
        Arrays.fill(cellTile, -1);
        Arrays.fill(cellPiece, -1);
        Arrays.fill(tileCell, -1);
        Arrays.fill(pieceCell, -1);
        pool = Rules.ALL_CELLS;
        uncovered = Rules.ALL_CELLS;
        hands = 63;
        emptyCells = Rules.ALL_CELLS;
    }

    private KadonState(KadonState o) {
        game = o.game;
        feasible = o.feasible;
        System.arraycopy(o.cellTile, 0, cellTile, 0, 9);
        System.arraycopy(o.cellPiece, 0, cellPiece, 0, 9);
        System.arraycopy(o.tileCell, 0, tileCell, 0, 9);
        System.arraycopy(o.pieceCell, 0, pieceCell, 0, 6);
        pool = o.pool;
        uncovered = o.uncovered;
        hands = o.hands;
        active = o.active;
        emptyCells = o.emptyCells;
        vacantCells = o.vacantCells;
        occupied[0] = o.occupied[0];
        occupied[1] = o.occupied[1];
        toMove = o.toMove;
        startTurn = o.startTurn;
        status = o.status;
        hash = o.hash;
        ply = o.ply;
        undoInfo = o.undoInfo.clone();
        hashHistory = o.hashHistory.clone();
    }

    // ------------------------------------------------------------------ queries

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int currentPlayer() {
        return status != ONGOING ? TERMINAL : toMove;
    }

    @Override
    public int turn() {
        return startTurn + ply;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public int chanceOutcomes(int[] actions, double[] probabilities) {
        return 0;
    }

    @Override
    public void returns(double[] out) {
        out[0] = status == BLACK_WINS ? 1 : status == WHITE_WINS ? -1 : 0;
        out[1] = status == WHITE_WINS ? 1 : status == BLACK_WINS ? -1 : 0;
    }

    /** True while tiles or pieces remain to be placed (K-PLACE-2); the movement phase follows. */
    boolean placementPhase() {
        return (pool | hands) != 0;
    }

    /** The feasibility table's verdict (K-PLACE-4) for the current placement state. */
    boolean feasibleNow() {
        return feasible[Feasibility.key(uncovered, hands, Rules.ACTIVE_COLOURS[active])];
    }

    /** The active tile of a colour, or -1. */
    int activeTile(int colour) {
        int bits = active >> (3 * colour) & 7;
        return bits == 0 ? -1 : colour * 3 + Integer.numberOfTrailingZeros(bits);
    }

    /** Why the mover may not place their piece of {@code shape} on {@code cell}: "K-PLACE-3", "K-PLACE-4" or null. */
    String piecePlacementBreaks(int shape, int cell) {
        return KadonMoves.piecePlacementBreaks(this, shape, cell);
    }

    @Override
    public int legalActions(int[] buf) {
        return KadonMoves.legalActions(this, buf);
    }

    /** K-TRADE-POLARITY / -COLOR / -SHAPE for the tiles on cells a and b (trade rule = blue tile's shape). */
    boolean tradeAllowed(int tradeRule, int a, int b) {
        return KadonMoves.tradeAllowed(this, tradeRule, a, b);
    }

    // ------------------------------------------------------------------ apply / undo

    @Override
    public void apply(int action) {
        undoInfo[ply] = action | active << 8 | status << 17;
        hashHistory[ply] = hash;
        ply++;
        if (action < PIECE_BASE) {
            int t = action / 9;
            int c = action - t * 9;
            cellTile[c] = t;
            tileCell[t] = c;
            pool ^= 1 << t;
            emptyCells ^= 1 << c;
            vacantCells |= 1 << c;
            hash ^= Rules.tileKey(t, c);
        } else if (action < PASS) {
            int s = (action - PIECE_BASE) / 9;
            int c = action - PIECE_BASE - s * 9;
            int p = toMove * 3 + s;
            int t = cellTile[c];
            putPiece(p, c);
            hands ^= 1 << p;
            uncovered ^= 1 << t;
            if (Rules.shape(t) == s && (active >> (3 * Rules.colour(t)) & 7) == 0) {
                activate(t); // K-PLACE-3
            }
        } else if (action < MOVE_BASE) {
            // pass: nothing on the board changes
        } else if (action < TRADE_BASE) {
            int m = action - MOVE_BASE;
            int from = m / 9;
            int to = m - from * 9;
            int p = cellPiece[from];
            takePiece(p, from);
            putPiece(p, to);
            int t = cellTile[to];
            if (Rules.shape(t) == Rules.shape(p)) {
                activate(t); // K-ACT-1
            }
        } else {
            trade(Rules.PAIR_A[action - TRADE_BASE], Rules.PAIR_B[action - TRADE_BASE]);
        }
        toMove ^= 1;
        hash ^= Rules.KEY_WHITE;
        status = KadonResult.evaluate(this);
    }

    @Override
    public void undo() {
        int info = undoInfo[--ply];
        int action = info & 0xFF;
        hash = hashHistory[ply];
        active = info >> 8 & 0x1FF;
        status = info >> 17;
        toMove ^= 1;
        if (action < PIECE_BASE) {
            int t = action / 9;
            int c = action - t * 9;
            cellTile[c] = -1;
            tileCell[t] = -1;
            pool ^= 1 << t;
            emptyCells ^= 1 << c;
            vacantCells &= ~(1 << c);
        } else if (action < PASS) {
            int s = (action - PIECE_BASE) / 9;
            int c = action - PIECE_BASE - s * 9;
            int p = toMove * 3 + s;
            cellPiece[c] = -1;
            pieceCell[p] = -1;
            occupied[toMove] ^= 1 << c;
            vacantCells |= 1 << c;
            hands ^= 1 << p;
            uncovered ^= 1 << cellTile[c];
        } else if (action < MOVE_BASE) {
            // pass
        } else if (action < TRADE_BASE) {
            int m = action - MOVE_BASE;
            int from = m / 9;
            int to = m - from * 9;
            int p = cellPiece[to];
            cellPiece[to] = -1;
            cellPiece[from] = p;
            pieceCell[p] = from;
            int own = 1 << from | 1 << to;
            occupied[p / 3] ^= own;
            vacantCells ^= own;
        } else {
            int a = Rules.PAIR_A[action - TRADE_BASE];
            int b = Rules.PAIR_B[action - TRADE_BASE];
            int ta = cellTile[a];
            int tb = cellTile[b];
            cellTile[a] = tb;
            cellTile[b] = ta;
            tileCell[ta] = b;
            tileCell[tb] = a;
        }
    }

    private void putPiece(int p, int c) {
        cellPiece[c] = p;
        pieceCell[p] = c;
        occupied[p / 3] |= 1 << c;
        vacantCells &= ~(1 << c);
        hash ^= Rules.pieceKey(p, c);
    }

    private void takePiece(int p, int c) {
        cellPiece[c] = -1;
        occupied[p / 3] &= ~(1 << c);
        vacantCells |= 1 << c;
        hash ^= Rules.pieceKey(p, c);
    }

    /** K-ACT-1: tile t becomes the active tile of its colour; the previous one turns face-down. */
    private void activate(int t) {
        int mask = 7 << (3 * Rules.colour(t));
        int old = active & mask;
        if (old == 1 << t) {
            return;
        }
        if (old != 0) {
            hash ^= Rules.activeKey(Integer.numberOfTrailingZeros(old));
        }
        hash ^= Rules.activeKey(t);
        active = (active & ~mask) | 1 << t;
    }

    /** K-TRADE-1 with the activation rules K-ACT-1 and K-ACT-2. */
    private void trade(int a, int b) {
        int ta = cellTile[a];
        int tb = cellTile[b];
        hash ^= Rules.tileKey(ta, a) ^ Rules.tileKey(tb, b) ^ Rules.tileKey(ta, b) ^ Rules.tileKey(tb, a);
        cellTile[a] = tb;
        cellTile[b] = ta;
        tileCell[ta] = b;
        tileCell[tb] = a;
        int pa = cellPiece[a];
        int pb = cellPiece[b];
        boolean matchB = pa >= 0 && Rules.shape(pa) == Rules.shape(tb); // tb now under pa
        boolean matchA = pb >= 0 && Rules.shape(pb) == Rules.shape(ta); // ta now under pb
        if (matchA && matchB && Rules.colour(ta) == Rules.colour(tb)) {
            int on = active >> ta & 1 | active >> tb & 1;
            if (on == 0) {
                return; // K-ACT-2: two inactive tiles of one colour matched at once cancel out
            }
            activate((active >> ta & 1) != 0 ? tb : ta); // K-ACT-2 [resolved]: the inactive one wins
            return;
        }
        if (matchA) {
            activate(ta);
        }
        if (matchB) {
            activate(tb);
        }
    }

    /** Earlier occurrences of the current position with the same player to move, since this state was created. */
    int repetitions() {
        int n = 0;
        for (int j = ply - 2; j >= 0; j -= 2) {
            if (hashHistory[j] == hash) {
                n++;
            }
        }
        return n;
    }

    // ------------------------------------------------------------------ perft, copy, text

    @Override
    public long perft(int depth) {
        return KadonMoves.perft(this, depth);
    }

    @Override
    public State copy() {
        return new KadonState(this);
    }

    /** Recomputes the hash and the result from the board (after parsing). */
    void rebuild() {
        hash = toMove == Rules.WHITE ? Rules.KEY_WHITE : 0;
        for (int c = 0; c < 9; c++) {
            if (cellTile[c] >= 0) {
                hash ^= Rules.tileKey(cellTile[c], c);
            }
            if (cellPiece[c] >= 0) {
                hash ^= Rules.pieceKey(cellPiece[c], c);
            }
        }
        for (int t = 0; t < 9; t++) {
            if ((active >> t & 1) != 0) {
                hash ^= Rules.activeKey(t);
            }
        }
        status = KadonResult.evaluate(this);
    }

    @Override
    public void encode(float[] buffer) {
        KadonEncoding.encode(this, buffer);
    }

    /** The seat whose piece stands on each cell at the end of the game, -1 for none ({@link KadonEncoding#owners}). */
    @Override
    public boolean owners(int[] out) {
        KadonEncoding.owners(this, out);
        return true;
    }

    @Override
    public String actionToString(int action) {
        return KadonText.actionToString(this, action);
    }

    @Override
    public int parseAction(String text) {
        return KadonText.parseAction(this, text);
    }

    @Override
    public String position() {
        return KadonPosition.write(this);
    }

    @Override
    public String toString() {
        return position();
    }
}
