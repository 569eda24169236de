package pz.amazons;

import java.util.Arrays;
import pz.engine.Game;
import pz.engine.State;

/**
 * A mutable Amazons or Cowboys position: the mailbox board, each seat's piece squares, whose turn it
 * is, the landing square of a piece whose arrow is still to come, and the elimination order.
 *
 * <p>A turn (A-TURN-1, C-TURN-1) is two decisions by the same player: the move, then the arrow.
 * After the arrow the turn passes to the next seat still in the game; a seat that cannot complete a
 * turn when its turn comes (A-END-1, A-MULTI-3) is eliminated on the spot (not a turn) and play
 * passes on, until one seat remains, which wins. A seat can complete a turn exactly when one of its
 * pieces can move, since the arrow can always go back to the square just left.
 *
 * <p>Performance note: the board is a byte mailbox with wall borders, so every line walk is
 * {@code t += offset} until a non-empty square, with no bounds test; apply and undo allocate nothing
 * and keep the Zobrist hash incrementally; {@link #perft(int)} makes and unmakes on the raw arrays
 * and counts the last turn without placing arrows ({@link TurnCounter}).
 *
 * <p>Not thread-safe: each thread works on its own {@link #copy()}.
 *
 * <p>Size: about 440 lines, over the style guide's 400 on purpose. The position's arrays, its
 * incremental hash and its undo history are changed together by every apply and undo; splitting
 * them across classes would add an indirection to the engine's hot path. Move generation
 * ({@link LegalMoves}), turn counting ({@link TurnCounter}), encoding and notation already live apart.
 */
final class AmazonsState implements State {
    static final byte EMPTY = 0;
    static final byte ARROW = 1;
    static final byte WALL = 2;
    /** Board value of a piece of seat p is {@code PIECE + p}. */
    static final byte PIECE = 3;

    final AmazonsGame game;
    final Geometry geo;
    final int cells;
    final int players;
    final int perSeat;
    final boolean slide;
    final int[] off;
    final int[] mb;
    final int[] cellOf;

    final byte[] board;
    /** {@code piece[p * perSeat + i]}: mailbox square of seat p's i-th piece. */
    final int[] piece;
    int toMove;
    /** Mailbox square of the piece whose arrow is to come, or -1 at the start of a turn. */
    int pending = -1;
    boolean terminal;
    /** The seat left at the end, or -1 before. */
    int winner = -1;
    final boolean[] alive;
    int aliveCount;
    /** Seats in the order they were eliminated (first = last place). */
    final int[] elimOrder;
    int elimCount;
    /** Completed turns: the number of arrows on the board. */
    int turns;
    long hash;

    // undo history: the action, and for an arrow the landing square, the mover and the elimination count before
    private final int[] histAction;
    private final int[] histAux;
    private int ply;
    private final int[] filled;
    /** Scratch for {@link TurnCounter}: queen reach per mailbox square, run lengths per direction. */
    final int[] reach;
    final int[] runs;
    /** Scratch for {@link LegalMoves}: squares stamped as reachable, and the current stamp. */
    final int[] marks;
    int markStamp;

    AmazonsState(AmazonsGame game) {
        this.game = game;
        this.geo = game.geo;
        this.cells = geo.cells;
        this.players = game.players;
        this.perSeat = game.pieces;
        this.slide = !game.knight;
        this.off = geo.offset;
        this.mb = geo.mb;
        this.cellOf = geo.cellOf;
        board = new byte[geo.mbSize];
        Arrays.fill(board, WALL);
        for (int c = 0; c < cells; c++) {
            board[mb[c]] = EMPTY;
        }
        piece = new int[players * perSeat];
        alive = new boolean[players];
        elimOrder = new int[players];
        histAction = new int[2 * cells + 2];
        histAux = new int[2 * cells + 2];
        filled = new int[players];
        reach = new int[geo.mbSize];
        runs = new int[off.length];
        marks = new int[geo.mbSize];
    }

    private AmazonsState(AmazonsState o) {
        game = o.game;
        geo = o.geo;
        cells = o.cells;
        players = o.players;
        perSeat = o.perSeat;
        slide = o.slide;
        off = o.off;
        mb = o.mb;
        cellOf = o.cellOf;
        board = o.board.clone();
        piece = o.piece.clone();
        toMove = o.toMove;
        pending = o.pending;
        terminal = o.terminal;
        winner = o.winner;
        alive = o.alive.clone();
        aliveCount = o.aliveCount;
        elimOrder = o.elimOrder.clone();
        elimCount = o.elimCount;
        turns = o.turns;
        hash = o.hash;
        histAction = o.histAction.clone();
        histAux = o.histAux.clone();
        ply = o.ply;
        filled = o.filled.clone();
        reach = new int[geo.mbSize];
        runs = new int[off.length];
        marks = new int[geo.mbSize];
    }

    // ---- setting up (new game, parsed position) ----

    /** Puts a piece of seat p on mailbox square m (setup only); false when p already has all its pieces. */
    boolean put(int p, int m) {
        if (filled[p] == perSeat) {
            return false;
        }
        board[m] = (byte) (PIECE + p);
        piece[p * perSeat + filled[p]++] = m;
        return true;
    }

    /** How many pieces seat p has been given so far (setup only). */
    int placed(int p) {
        return filled[p];
    }

    /**
     * Completes a setup: seat {@code side} to act (ignored when {@code eliminated} holds all seats
     * but one), an arrow pending from mailbox square {@code pendingSquare} (or -1), the seats already
     * eliminated in order. Computes the hash from scratch and, at the start of a turn, eliminates a
     * seat to move that cannot move (A-MULTI-3), as if its turn had just come.
     */
    void finishSetup(int side, int pendingSquare, int[] eliminated) {
        Arrays.fill(alive, true);
        aliveCount = players;
        elimCount = 0;
        hash = 0;
        for (int e : eliminated) {
            eliminate(e);
        }
        turns = 0;
        for (int c = 0; c < cells; c++) {
            int m = mb[c];
            if (board[m] == ARROW) {
                hash ^= game.arrowKey[m];
                turns++;
            } else if (board[m] >= PIECE) {
                hash ^= game.pieceKey[(board[m] - PIECE) * geo.mbSize + m];
            }
        }
        pending = pendingSquare;
        if (pending >= 0) {
            hash ^= game.pendingKey[pending];
        }
        if (aliveCount == 1) {
            terminal = true;
            winner = firstAlive();
            toMove = winner;
        } else if (pending >= 0) {
            toMove = side;
            hash ^= game.sideKey[side];
        } else {
            handTo(side);
        }
    }

    // ---- turn passing and elimination ----

    private int firstAlive() {
        for (int p = 0; p < players; p++) {
            if (alive[p]) {
                return p;
            }
        }
        return -1;
    }

    int nextAlive(int p) {
        do {
            p = p + 1 == players ? 0 : p + 1;
        } while (!alive[p]);
        return p;
    }

    private void eliminate(int p) {
        alive[p] = false;
        aliveCount--;
        elimOrder[elimCount] = p;
        hash ^= game.elimKey[p * players + elimCount];
        elimCount++;
    }

    /** True when seat p can complete a turn: one of its pieces has an empty neighbouring square along a line or jump. */
    boolean canMove(int p) {
        byte[] b = board;
        int[] o = off;
        for (int i = p * perSeat, end = i + perSeat; i < end; i++) {
            int f = piece[i];
            for (int od : o) {
                if (b[f + od] == EMPTY) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when a piece on mailbox square m has a square to shoot at. */
    boolean canShoot(int m) {
        for (int od : off) {
            if (board[m + od] == EMPTY) {
                return true;
            }
        }
        return false;
    }

    /** Gives the turn to seat c, or past it to the next seat that can move, eliminating those that cannot. */
    private void handTo(int c) {
        while (true) {
            if (canMove(c)) {
                toMove = c;
                hash ^= game.sideKey[c];
                return;
            }
            eliminate(c);
            if (aliveCount == 1) {
                terminal = true;
                winner = firstAlive();
                toMove = winner;
                return;
            }
            c = nextAlive(c);
        }
    }

    /** Ends the mover's turn: the next seat that can move is to act (or the game is over). */
    private void passTurn() {
        hash ^= game.sideKey[toMove];
        handTo(nextAlive(toMove));
    }

    /** Undoes {@link #passTurn()}: {@code mover} to act again, eliminations after the first {@code elims} taken back. */
    private void unpassTurn(int mover, int elims) {
        if (!terminal) {
            hash ^= game.sideKey[toMove];
        }
        terminal = false;
        winner = -1;
        while (elimCount > elims) {
            elimCount--;
            int p = elimOrder[elimCount];
            alive[p] = true;
            aliveCount++;
            hash ^= game.elimKey[p * players + elimCount];
        }
        toMove = mover;
        hash ^= game.sideKey[mover];
    }

    // ---- State ----

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int currentPlayer() {
        return terminal ? TERMINAL : toMove;
    }

    @Override
    public int turn() {
        return turns;
    }

    @Override
    public int legalActions(int[] buffer) {
        return terminal ? 0 : LegalMoves.generate(this, buffer);
    }

    @Override
    public int chanceOutcomes(int[] actions, double[] probabilities) {
        return 0;
    }

    @Override
    public void apply(int action) {
        int nn = cells * cells;
        if (action < nn) {
            int f = mb[action / cells];
            int t = mb[action % cells];
            int p = toMove;
            board[f] = EMPTY;
            board[t] = (byte) (PIECE + p);
            for (int i = p * perSeat; ; i++) {
                if (piece[i] == f) {
                    piece[i] = t;
                    break;
                }
            }
            int k = p * geo.mbSize;
            hash ^= game.pieceKey[k + f] ^ game.pieceKey[k + t] ^ game.pendingKey[t];
            pending = t;
            histAction[ply++] = action;
        } else {
            int x = mb[action - nn];
            board[x] = ARROW;
            hash ^= game.arrowKey[x] ^ game.pendingKey[pending];
            histAction[ply] = action;
            histAux[ply++] = pending | toMove << 16 | elimCount << 20;
            pending = -1;
            turns++;
            passTurn();
        }
    }

    @Override
    public void undo() {
        int action = histAction[--ply];
        int nn = cells * cells;
        if (action < nn) {
            int f = mb[action / cells];
            int t = mb[action % cells];
            int p = toMove;
            board[t] = EMPTY;
            board[f] = (byte) (PIECE + p);
            for (int i = p * perSeat; ; i++) {
                if (piece[i] == t) {
                    piece[i] = f;
                    break;
                }
            }
            int k = p * geo.mbSize;
            hash ^= game.pieceKey[k + f] ^ game.pieceKey[k + t] ^ game.pendingKey[t];
            pending = -1;
        } else {
            int aux = histAux[ply];
            unpassTurn(aux >>> 16 & 0xF, aux >>> 20);
            turns--;
            pending = aux & 0xFFFF;
            int x = mb[action - nn];
            board[x] = EMPTY;
            hash ^= game.arrowKey[x] ^ game.pendingKey[pending];
        }
    }

    @Override
    public State copy() {
        return new AmazonsState(this);
    }

    /** Returns by finishing place (A-MULTI-3): first +1, last -1, linear in between; zeros before the end. */
    @Override
    public void returns(double[] out) {
        Arrays.fill(out, 0, players, 0.0);
        if (!terminal) {
            return;
        }
        out[winner] = 1;
        for (int i = 0; i < elimCount; i++) {
            int place = players - i; // the first eliminated is last
            out[elimOrder[i]] = 1.0 - 2.0 * (place - 1) / (players - 1);
        }
    }

    /** Every end is a seat to act that cannot move (A-END-1, C-END-1; with more seats, the last elimination). */
    @Override
    public boolean noLegalTurn() {
        return terminal;
    }

    @Override
    public long hash() {
        return hash;
    }

    /** {@link FinalOwners}: each empty region to the one seat whose pieces border it. */
    @Override
    public boolean owners(int[] out) {
        FinalOwners.owners(this, out);
        return true;
    }

    @Override
    public void encode(float[] buffer) {
        Observation.encode(this, buffer);
    }

    @Override
    public String actionToString(int action) {
        return MoveText.format(this, action);
    }

    @Override
    public int parseAction(String text) {
        return MoveText.parse(this, text);
    }

    @Override
    public String position() {
        return PositionCodec.write(this);
    }

    @Override
    public long perft(int depth) {
        return TurnCounter.perft(this, depth);
    }

    /** Raw make of a whole turn for {@link TurnCounter}: the arrow on x is placed and the turn passed; the piece must already stand on its landing square. */
    void placeArrowAndPass(int x) {
        board[x] = ARROW;
        passTurn();
    }

    /** Raw unmake of {@link #placeArrowAndPass(int)}. */
    void takeArrowBack(int x, int mover, int elims) {
        unpassTurn(mover, elims);
        board[x] = EMPTY;
    }

    @Override
    public String toString() {
        return position();
    }
}
