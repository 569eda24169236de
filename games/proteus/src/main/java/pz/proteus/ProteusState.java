package pz.proteus;

import static pz.proteus.Rules.Y;

import pz.engine.Game;
import pz.engine.PlayerView;
import pz.engine.State;

/**
 * A Proteus state: the board plus the decision phase of the current turn, the Wall Street armies and
 * a preallocated undo stack. Not thread-safe; {@link #copy()} for another thread.
 *
 * <p>A turn is split into decisions (docs/rules/proteus.md P-TURN-1): {@code MOVE} (a move, or under Trade-Off a
 * double rotation), then {@code ROTATE}; under Roulette a {@code ROLL} chance node sits before or after
 * the rotation when the move captured. Wall Street adds {@code BUY} (one die at a time, in ladder
 * order so that each army is bought by exactly one sequence) and {@code PLACE}. Setup turns: open, each
 * army purchase is a turn and each placement is a turn (18 setup turns); secret, each player's whole
 * setup (purchase then placement in the fixed square order a1 c1 e1 g1 b2 d2 f2 h2) is one turn (2).
 *
 * <p>Undo records are three words per decision (action, packed scalars, captured dice) plus the hash.
 */
public final class ProteusState extends TurnState implements State {

    private int depth;
    private final int[] uAction;
    private final long[] uScalars;
    private final int[] uCaps;
    private final long[] uHash;

    ProteusState(ProteusGame game) {
        super(game);
        int n = game.maxLength() + 1;
        uAction = new int[n];
        uScalars = new long[n];
        uCaps = new int[n];
        uHash = new long[n];
    }

    static ProteusState initial(ProteusGame game) {
        ProteusState s = new ProteusState(game);
        if (game.rules.wallstreet != Rules.WALLSTREET_OFF) {
            s.phase = BUY;
        } else {
            for (int c = 0; c < 2; c++) {
                for (int sq : Bits.START_SQUARES[c]) {
                    s.put(sq, c, Rules.P);
                }
            }
        }
        s.hash = s.computeHash();
        return s;
    }

    // ---- State ----

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int currentPlayer() {
        return status != ONGOING ? TERMINAL : phase == ROLL ? CHANCE : side;
    }

    @Override
    public int turn() {
        return turns;
    }

    @Override
    public int legalActions(int[] buf) {
        if (status != ONGOING) {
            return 0;
        }
        int n = 0;
        int c = side;
        switch (phase) {
            case MOVE:
                for (long m = color[c] & ~face[Y]; m != 0; m &= m - 1) {
                    int from = Long.numberOfTrailingZeros(m);
                    for (long t = targets(from, c, board[from] & 7); t != 0; t &= t - 1) {
                        buf[n++] = from * 64 + Long.numberOfTrailingZeros(t);
                    }
                }
                if (rules.tradeoff) {
                    for (long m = color[c]; m != 0; m &= m - 1) {
                        int sq = Long.numberOfTrailingZeros(m);
                        int f = board[sq] & 7;
                        if (rules.up2[f] >= 0) {
                            buf[n++] = game.drot + sq * 2;
                        }
                        if (rules.down2[f] >= 0) {
                            buf[n++] = game.drot + sq * 2 + 1;
                        }
                    }
                }
                return n;
            case ROTATE:
                for (long m = color[c]; m != 0; m &= m - 1) {
                    int sq = Long.numberOfTrailingZeros(m);
                    if (sq != moved) {
                        int f = board[sq] & 7;
                        if (rules.up[f] >= 0) {
                            buf[n++] = game.rot + sq * 2;
                        }
                        if (rules.down[f] >= 0) {
                            buf[n++] = game.rot + sq * 2 + 1;
                        }
                    }
                }
                return n;
            case ROLL:
                for (int f = 0; f < 6; f++) {
                    buf[n++] = game.roll + f;
                }
                return n;
            case BUY:
                for (int f = 1; f < 6; f++) {
                    if (canBuy(c, f)) {
                        buf[n++] = game.buy + f - 1;
                    }
                }
                return n;
            default:
                for (int f = 1; f < 6; f++) {
                    if (army[c][f] == 0) {
                        continue;
                    }
                    if (rules.wallstreet == Rules.SECRET) {
                        buf[n++] = game.place + (f - 1) * 64 + nextSecretSquare(c);
                        continue;
                    }
                    for (long m = Bits.START[c] & ~color[c]; m != 0; m &= m - 1) {
                        buf[n++] = game.place + (f - 1) * 64 + Long.numberOfTrailingZeros(m);
                    }
                }
                return n;
        }
    }

    @Override
    public int chanceOutcomes(int[] actions, double[] probabilities) {
        if (status != ONGOING || phase != ROLL) {
            return 0;
        }
        for (int f = 0; f < 6; f++) {
            actions[f] = game.roll + f;
            probabilities[f] = 1.0 / 6;
        }
        return 6;
    }

    @Override
    public void apply(int a) {
        uAction[depth] = a;
        uScalars[depth] = phase | (long) side << 3 | (long) (moved + 1) << 4 | (long) status << 11
                | (rollAfter ? 1L : 0L) << 13 | (long) turns << 14 | (long) score[0] << 30 | (long) score[1] << 38;
        uCaps[depth] = 0;
        uHash[depth] = hash;
        depth++;
        if (a < game.rot) {
            applyMove(a >> 6, a & 63);
        } else if (a < game.drot) {
            rotate((a - game.rot) >> 1, (a & 1) == 0 ? 1 : -1);
            if (rollAfter) {
                setPhase(ROLL);
            } else {
                endTurn();
            }
        } else if (a < game.roll) {
            int sq = (a - game.drot) >> 1;
            rotate(sq, (a & 1) == 0 ? 2 : -2);
            setMoved(sq);
            setPhase(ROTATE);
        } else if (a < game.buy) {
            int c = board[moved] >> 3;
            uCaps[depth - 1] = board[moved] & 7;
            remove(moved);
            put(moved, c, a - game.roll);
            if (rules.roulette == Rules.ROLL_BEFORE) {
                setPhase(ROTATE);
            } else {
                setRollAfter(false);
                endTurn();
            }
        } else if (a < game.place) {
            applyBuy(a - game.buy + 1);
        } else {
            int k = a - game.place;
            applyPlace(k / 64 + 1, k % 64);
        }
    }

    private void rotate(int sq, int steps) {
        int f = board[sq] & 7;
        uCaps[depth - 1] = f;
        int to = steps == 1 ? rules.up[f] : steps == -1 ? rules.down[f] : steps == 2 ? rules.up2[f] : rules.down2[f];
        remove(sq);
        put(sq, side, to);
    }

    private void applyMove(int from, int to) {
        int c = side;
        int f = board[from] & 7;
        int caps = 0;
        if (board[to] >= 0) {
            caps = (board[to] + 1) | to << 5;
            addScore(c, rules.value[board[to] & 7]);
            remove(to);
        }
        remove(from);
        put(to, c, f);
        int q = backstabVictim(to, c, f);
        if (q >= 0) {
            caps |= ((board[q] + 1) | q << 5) << 11;
            addScore(c, rules.value[Rules.Q]);
            remove(q);
        }
        uCaps[depth - 1] = caps;
        setMoved(to);
        if (Long.bitCount(color[0]) <= 1 || Long.bitCount(color[1]) <= 1) {
            endTurn(); // P-END-1: no rotation, no roll; endTurn sees the count and scores the game
        } else if (caps != 0 && rules.roulette == Rules.ROLL_BEFORE) {
            setPhase(ROLL);
        } else {
            setPhase(ROTATE);
            setRollAfter(caps != 0 && rules.roulette == Rules.ROLL_AFTER);
        }
    }

    private void endTurn() {
        setMoved(-1);
        setPhase(MOVE);
        nextTurn();
        updateStatus();
    }

    private void applyBuy(int f) {
        int c = side;
        setArmy(c, f, army[c][f] + 1);
        if (bought(c) < 8) {
            return;
        }
        if (rules.wallstreet == Rules.SECRET) {
            setPhase(PLACE);
        } else {
            nextTurn();
            setPhase(c == Bits.WHITE ? BUY : PLACE);
        }
    }

    private void applyPlace(int f, int sq) {
        int c = side;
        setArmy(c, f, army[c][f] - 1);
        put(sq, c, f);
        if (rules.wallstreet == Rules.OPEN) {
            nextTurn();
            if (c == Bits.BLACK && Long.bitCount(color[1]) == 8) {
                setPhase(MOVE);
                updateStatus();
            }
        } else if (Long.bitCount(color[c]) == 8) {
            nextTurn();
            setPhase(c == Bits.WHITE ? BUY : MOVE);
            updateStatus();
        }
    }

    @Override
    public void undo() {
        depth--;
        int a = uAction[depth];
        long s = uScalars[depth];
        int prevSide = (int) (s >> 3 & 1);
        int prevMoved = (int) (s >> 4 & 127) - 1;
        if (a < game.rot) {
            int from = a >> 6;
            int to = a & 63;
            int code = board[to];
            remove(to);
            put(from, code >> 3, code & 7);
            int caps = uCaps[depth];
            for (int k = 0; k < 2; k++, caps >>>= 11) {
                int c = (caps & 31) - 1;
                if (c >= 0) {
                    put(caps >> 5 & 63, c >> 3, c & 7);
                }
            }
        } else if (a < game.buy) {
            int sq = a < game.roll ? (a - (a < game.drot ? game.rot : game.drot)) >> 1 : prevMoved;
            int c = board[sq] >> 3;
            remove(sq);
            put(sq, c, uCaps[depth]);
        } else if (a < game.place) {
            army[prevSide][a - game.buy + 1]--;
        } else {
            int k = a - game.place;
            remove(k % 64);
            army[prevSide][k / 64 + 1]++;
        }
        phase = (int) (s & 7);
        side = prevSide;
        moved = prevMoved;
        status = (int) (s >> 11 & 3);
        rollAfter = (s >> 13 & 1) != 0;
        turns = (int) (s >> 14 & 0xFFFF);
        score[0] = (int) (s >> 30 & 0xFF);
        score[1] = (int) (s >> 38 & 0xFF);
        hash = uHash[depth];
    }

    @Override
    public ProteusState copy() {
        ProteusState s = new ProteusState(game);
        s.copyFrom(this);
        System.arraycopy(uAction, 0, s.uAction, 0, depth);
        System.arraycopy(uScalars, 0, s.uScalars, 0, depth);
        System.arraycopy(uCaps, 0, s.uCaps, 0, depth);
        System.arraycopy(uHash, 0, s.uHash, 0, depth);
        s.depth = depth;
        return s;
    }

    @Override
    public void returns(double[] out) {
        double v = 0;
        if (status == END_POINTS) {
            v = Integer.signum(score[0] - score[1]);
        } else if (status == END_NO_TURN) {
            v = side == 0 ? -1 : 1;
        }
        out[0] = v;
        out[1] = v == 0 ? 0 : -v;
    }

    @Override
    public boolean noLegalTurn() {
        return status == END_NO_TURN;
    }

    @Override
    public long hash() {
        return hash;
    }

    @Override
    public void encode(float[] buffer) {
        Observation.encode(this, buffer);
    }

    /** The seat whose die stands on each cell at the end of the game, -1 for an empty square ({@link Observation#owners}). */
    @Override
    public boolean owners(int[] out) {
        Observation.owners(this, out);
        return true;
    }

    @Override
    public String actionToString(int action) {
        return Notation.format(this, action);
    }

    @Override
    public int parseAction(String text) {
        return Notation.parse(this, text);
    }

    @Override
    public String position() {
        return Positions.format(this);
    }

    @Override
    public PlayerView view(int player) {
        return ProteusView.of(this, player);
    }

    @Override
    public long perft(int depth) {
        return FastPerft.perft(this, depth);
    }

    /** The player whose point of view {@link #encode} takes: the one to decide, or who acted last. */
    int perspective() {
        if (status == ONGOING || depth == 0) {
            return side;
        }
        return (int) (uScalars[depth - 1] >> 3 & 1);
    }

    @Override
    public String toString() {
        return position();
    }
}
