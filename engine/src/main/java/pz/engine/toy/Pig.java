package pz.engine.toy;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;
import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Zobrist;
import pz.engine.util.Numbers;

/**
 * A small stochastic test game in the family of Pig: it exercises chance nodes with unequal
 * probabilities and "the same player acts again" decisions, and is small enough to solve exactly.
 *
 * <p>Rules: two players race to {@code target} points (default 6). On a turn the player decides
 * {@code roll} or {@code hold} ({@code hold} only with a positive turn total; {@code roll} only while
 * score + turn total is below the target). A roll is a chance event: a three-sided die shows 1 with
 * probability 1/4, 2 with 1/4 and 3 with 1/2, written {@code =1}, {@code =2}, {@code =3}. A 1 loses the
 * turn total and ends the turn; a 2 or 3 adds to the turn total and the player decides again.
 * Holding banks the turn total and ends the turn; reaching the target wins (+1/-1). After
 * {@code maxturns} turns (default 20) the game is a draw.
 *
 * <p>Position notation: {@code score0 score1 turnTotal player turns phase}, phase {@code d} (decide)
 * or {@code r} (awaiting a roll), e.g. {@code 3 0 2 1 5 d}.
 */
public final class Pig implements Game {
    /** Action ids. */
    public static final int ROLL = 0;
    public static final int HOLD = 1;
    /** Chance outcome ids: die face f is {@code FACE_BASE + f - 1}. */
    public static final int FACE_BASE = 2;
    static final double[] FACE_PROB = {0.25, 0.25, 0.5};
    private static final long[] KEYS = Zobrist.keys(0x919L, 4096);

    private final int target;
    private final int maxTurns;
    private final String spec;

    Pig(int target, int maxTurns, String spec) {
        this.target = target;
        this.maxTurns = maxTurns;
        this.spec = spec;
    }

    /** Registers {@code pig}. */
    public static final class Factory implements GameFactory {
        @Override
        public String name() {
            return "pig";
        }

        @Override
        public String description() {
            return "A tiny dice race (test game): chance nodes and repeated decisions by one player";
        }

        @Override
        public List<GameOption> options() {
            return List.of(GameOption.integer("target", 6, 2, 20, "points needed to win"),
                    GameOption.integer("maxturns", 20, 1, 200, "turns before the game is a draw"));
        }

        @Override
        public Game create(GameOptions o) {
            return new Pig(o.getInt("target"), o.getInt("maxturns"), o.canonicalSpec());
        }

        @Override
        public boolean isToy() {
            return true;
        }

        @Override
        public GameProfile profile() {
            return PROFILE;
        }
    }

    private static final GameProfile PROFILE = new ToyProfile(List.of("roll", "hold"));

    /** Points needed to win. */
    public int target() {
        return target;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int numActions() {
        return 5;
    }

    @Override
    public int[] observationShape() {
        return new int[] {4, 1, 1};
    }

    @Override
    public int maxLength() {
        // per turn: at most ceil(target/2) successful rolls (2 applies each), then a final roll or hold pair
        return maxTurns * (2 * ((target + 1) / 2) + 2);
    }

    @Override
    public double minReturn() {
        return -1;
    }

    @Override
    public double maxReturn() {
        return 1;
    }

    @Override
    public boolean zeroSum() {
        return true;
    }

    @Override
    public State newInitialState() {
        return new PigState(this);
    }

    @Override
    public State parsePosition(String position) {
        String[] p = position == null ? new String[0] : position.strip().split("\\s+");
        if (p.length != 6) {
            throw new NotationException("a pig position has 6 fields 'score0 score1 turnTotal player turns phase', got '" + position + "'");
        }
        int[] v = new int[5];
        String[] names = {"score0", "score1", "turnTotal", "player", "turns"};
        for (int i = 0; i < 5; i++) {
            try {
                v[i] = Numbers.parseInt(p[i]);
            } catch (NumberFormatException e) {
                throw new NotationException("field " + names[i] + " '" + p[i] + "' is not a number");
            }
        }
        if (v[0] < 0 || v[0] > target + 2 || v[1] < 0 || v[1] > target + 2) {
            throw new NotationException("scores must be in 0.." + (target + 2));
        }
        if (v[3] != 0 && v[3] != 1) {
            throw new NotationException("player must be 0 or 1, got " + v[3]);
        }
        if (v[2] < 0 || v[0] + v[2] > target + 2 && v[3] == 0 || v[1] + v[2] > target + 2 && v[3] == 1) {
            throw new NotationException("turn total " + v[2] + " out of range");
        }
        if (v[4] < 0 || v[4] > maxTurns) {
            throw new NotationException("turns must be in 0.." + maxTurns);
        }
        if (!p[5].equals("d") && !p[5].equals("r")) {
            throw new NotationException("phase must be 'd' (decide) or 'r' (roll), got '" + p[5] + "'");
        }
        PigState s = new PigState(this);
        s.score[0] = v[0];
        s.score[1] = v[1];
        s.turnTotal = v[2];
        s.player = v[3];
        s.turns = v[4];
        s.rolling = p[5].equals("r");
        if (s.rolling && s.score[s.player] + s.turnTotal >= target) {
            throw new NotationException("no roll is possible at or above the target");
        }
        s.hash = s.computeHash();
        return s;
    }

    /** Mutable state; not thread-safe. Undo information is kept on a preallocated stack. */
    static final class PigState implements State {
        private final Pig game;
        final int[] score = new int[2];
        int turnTotal;
        int player;
        int turns;
        boolean rolling;
        long hash;
        private int[] undo;
        private int depth;

        PigState(Pig game) {
            this.game = game;
            this.undo = new int[game.maxLength() + 1];
            this.hash = computeHash();
        }

        long computeHash() {
            long h = KEYS[score[0]] ^ KEYS[64 + score[1]] ^ KEYS[128 + turnTotal] ^ KEYS[256 + turns];
            if (player == 1) {
                h ^= KEYS[1000];
            }
            if (rolling) {
                h ^= KEYS[1001];
            }
            return h;
        }

        private int winner() {
            return score[0] >= game.target ? 0 : score[1] >= game.target ? 1 : -1;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            if (winner() >= 0 || turns >= game.maxTurns) {
                return TERMINAL;
            }
            return rolling ? CHANCE : player;
        }

        @Override
        public int turn() {
            return turns;
        }

        @Override
        public int legalActions(int[] buffer) {
            int p = currentPlayer();
            if (p == TERMINAL) {
                return 0;
            }
            if (p == CHANCE) {
                buffer[0] = FACE_BASE;
                buffer[1] = FACE_BASE + 1;
                buffer[2] = FACE_BASE + 2;
                return 3;
            }
            int n = 0;
            if (score[player] + turnTotal < game.target) {
                buffer[n++] = ROLL;
            }
            if (turnTotal > 0) {
                buffer[n++] = HOLD;
            }
            return n;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            if (currentPlayer() != CHANCE) {
                return 0;
            }
            for (int i = 0; i < 3; i++) {
                actions[i] = FACE_BASE + i;
                probabilities[i] = FACE_PROB[i];
            }
            return 3;
        }

        @Override
        public void apply(int action) {
            // undo record: turnTotal (bits 0-15), player (16), rolling (17)
            undo[depth++] = turnTotal | player << 16 | (rolling ? 1 << 17 : 0);
            if (action == ROLL) {
                rolling = true;
            } else if (action == HOLD) {
                score[player] += turnTotal;
                endTurn();
            } else {
                rolling = false;
                int face = action - FACE_BASE + 1;
                if (face == 1) {
                    endTurn();
                } else {
                    turnTotal += face;
                }
            }
            hash = computeHash();
        }

        private void endTurn() {
            turnTotal = 0;
            player ^= 1;
            turns++;
        }

        @Override
        public void undo() {
            int u = undo[--depth];
            int oldPlayer = u >> 16 & 1;
            boolean wasRolling = (u >> 17 & 1) != 0;
            int oldTotal = u & 0xFFFF;
            if (oldPlayer != player) {
                // the undone action ended a turn: a hold (banked oldTotal) or a roll of 1
                turns--;
                if (!wasRolling) {
                    score[oldPlayer] -= oldTotal;
                }
            }
            player = oldPlayer;
            rolling = wasRolling;
            turnTotal = oldTotal;
            hash = computeHash();
        }

        @Override
        public State copy() {
            PigState s = new PigState(game);
            s.score[0] = score[0];
            s.score[1] = score[1];
            s.turnTotal = turnTotal;
            s.player = player;
            s.turns = turns;
            s.rolling = rolling;
            s.hash = hash;
            s.undo = undo.clone();
            s.depth = depth;
            return s;
        }

        @Override
        public void returns(double[] out) {
            int w = winner();
            out[0] = w < 0 ? 0 : w == 0 ? 1 : -1;
            out[1] = -out[0];
        }

        @Override
        public long hash() {
            return hash;
        }

        @Override
        public void encode(float[] buffer) {
            int me = player;
            float t = game.target;
            buffer[0] = score[me] / t;
            buffer[1] = score[1 - me] / t;
            buffer[2] = turnTotal / t;
            buffer[3] = 1f;
        }

        @Override
        public String actionToString(int action) {
            return switch (action) {
                case ROLL -> "roll";
                case HOLD -> "hold";
                default -> "=" + (action - FACE_BASE + 1);
            };
        }

        @Override
        public int parseAction(String text) {
            String t = text == null ? "" : text.strip();
            int a = switch (t) {
                case "roll" -> ROLL;
                case "hold" -> HOLD;
                case "=1", "=2", "=3" -> FACE_BASE + t.charAt(1) - '1';
                default -> throw new NotationException("'" + text + "' is not a pig step; use roll, hold, =1, =2 or =3");
            };
            int p = currentPlayer();
            if (p == TERMINAL) {
                throw new IllegalActionException("the game is over");
            }
            if (p == CHANCE && a < FACE_BASE) {
                throw new IllegalActionException("a die roll (=1, =2, =3) comes next, not '" + t + "'");
            }
            if (p != CHANCE && a >= FACE_BASE) {
                throw new IllegalActionException("no roll is pending; decide roll or hold");
            }
            if (a == HOLD && turnTotal == 0) {
                throw new IllegalActionException("cannot hold with a turn total of 0");
            }
            if (a == ROLL && score[player] + turnTotal >= game.target) {
                throw new IllegalActionException("the target is reached: hold");
            }
            return a;
        }

        @Override
        public String position() {
            return score[0] + " " + score[1] + " " + turnTotal + " " + player + " " + turns + " " + (rolling ? 'r' : 'd');
        }

        @Override
        public String toString() {
            return position();
        }
    }
}
