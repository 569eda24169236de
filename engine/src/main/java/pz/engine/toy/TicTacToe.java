package pz.engine.toy;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;
import pz.engine.IllegalActionException;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.Zobrist;

/**
 * Tic-tac-toe, a test-only game that proves the API and the conformance suite (and gives the search
 * forced wins and blocks to find). Cells are numbered 0..8 from a3 (top left) row by row; the action
 * is the cell, written {@code a1}..{@code c3}. Player 0 is X.
 *
 * <p>Position notation: three rows from the top separated by {@code /}, {@code x}, {@code o} or
 * {@code .}, then the side to move: {@code x.o/.x./..o x}.
 */
public final class TicTacToe implements Game {
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    static final long[] KEYS = Zobrist.keys(0x7177L, 2 * 9 + 1);
    private static final TicTacToe INSTANCE = new TicTacToe();

    /** Registers {@code tictactoe}. */
    public static final class Factory implements GameFactory {
        @Override
        public String name() {
            return "tictactoe";
        }

        @Override
        public String description() {
            return "Tic-tac-toe (test game): proves the API, the conformance suite and the search";
        }

        @Override
        public List<GameOption> options() {
            return List.of();
        }

        @Override
        public Game create(GameOptions options) {
            return INSTANCE;
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

    private static final GameProfile PROFILE = new ToyProfile(List.of("b2"));

    @Override
    public String spec() {
        return "tictactoe";
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int numActions() {
        return 9;
    }

    @Override
    public int[] observationShape() {
        return new int[] {3, 3, 3};
    }

    @Override
    public int maxLength() {
        return 9;
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
    public List<Symmetry> symmetries() {
        List<Symmetry> list = new ArrayList<>();
        String[] names = {"identity", "rot90", "rot180", "rot270", "mirror", "mirror-rot90", "mirror-rot180", "mirror-rot270"};
        for (int k = 0; k < 8; k++) {
            int[] map = new int[9];
            for (int c = 0; c < 9; c++) {
                int r = c / 3;
                int f = c % 3;
                if (k >= 4) {
                    f = 2 - f;
                }
                for (int t = 0; t < k % 4; t++) {
                    int nr = f;
                    int nf = 2 - r;
                    r = nr;
                    f = nf;
                }
                map[c] = r * 3 + f;
            }
            list.add(new Symmetry(names[k], map, map));
        }
        return list;
    }

    @Override
    public State newInitialState() {
        return new TicTacToeState(this);
    }

    @Override
    public State parsePosition(String position) {
        if (position == null) {
            throw new NotationException("empty position");
        }
        String[] parts = position.strip().split("\\s+");
        if (parts.length != 2) {
            throw new NotationException("a tic-tac-toe position is three rows and the side to move, like 'x.o/.x./..o x'; got '" + position + "'");
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != 3) {
            throw new NotationException("expected 3 rows separated by '/', got " + rows.length);
        }
        TicTacToeState s = new TicTacToeState(this);
        int xs = 0;
        int os = 0;
        for (int r = 0; r < 3; r++) {
            if (rows[r].length() != 3) {
                throw new NotationException("row " + (r + 1) + " '" + rows[r] + "' must have 3 cells");
            }
            for (int f = 0; f < 3; f++) {
                char ch = rows[r].charAt(f);
                int cell = r * 3 + f;
                switch (ch) {
                    case 'x' -> { s.board[cell] = 1; xs++; }
                    case 'o' -> { s.board[cell] = 2; os++; }
                    case '.' -> { }
                    default -> throw new NotationException("bad cell '" + ch + "' in row " + (r + 1) + "; use x, o or .");
                }
            }
        }
        int toMove = switch (parts[1]) {
            case "x" -> 0;
            case "o" -> 1;
            default -> throw new NotationException("side to move must be 'x' or 'o', got '" + parts[1] + "'");
        };
        if (xs - os != toMove) {
            throw new NotationException("with " + xs + " x and " + os + " o the side to move must be " + (xs == os ? "x" : "o"));
        }
        s.rebuild(toMove, xs + os);
        return s;
    }

    static String cellName(int cell) {
        return "" + (char) ('a' + cell % 3) + (char) ('3' - cell / 3);
    }

    static int parseCell(String text) {
        String t = text.strip();
        if (t.length() != 2 || t.charAt(0) < 'a' || t.charAt(0) > 'c' || t.charAt(1) < '1' || t.charAt(1) > '3') {
            throw new NotationException("'" + text + "' is not a cell; cells are a1..c3");
        }
        return ('3' - t.charAt(1)) * 3 + (t.charAt(0) - 'a');
    }

    /** Mutable state; not thread-safe. */
    static final class TicTacToeState implements State {
        private final TicTacToe game;
        final int[] board = new int[9];
        private final int[] history = new int[9];
        private int moves;
        private int toMove;
        private int winner = -1;
        private long hash;

        TicTacToeState(TicTacToe game) {
            this.game = game;
        }

        void rebuild(int toMove, int moves) {
            this.toMove = toMove;
            this.moves = moves;
            hash = toMove == 1 ? KEYS[18] : 0;
            for (int c = 0; c < 9; c++) {
                if (board[c] != 0) {
                    hash ^= KEYS[(board[c] - 1) * 9 + c];
                }
            }
            winner = computeWinner();
        }

        private int computeWinner() {
            for (int[] l : LINES) {
                if (board[l[0]] != 0 && board[l[0]] == board[l[1]] && board[l[1]] == board[l[2]]) {
                    return board[l[0]] - 1;
                }
            }
            return -1;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            return winner >= 0 || moves == 9 ? TERMINAL : toMove;
        }

        @Override
        public int turn() {
            return moves;
        }

        @Override
        public int legalActions(int[] buffer) {
            if (currentPlayer() == TERMINAL) {
                return 0;
            }
            int n = 0;
            for (int c = 0; c < 9; c++) {
                if (board[c] == 0) {
                    buffer[n++] = c;
                }
            }
            return n;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            return 0;
        }

        @Override
        public void apply(int action) {
            board[action] = toMove + 1;
            hash ^= KEYS[toMove * 9 + action] ^ KEYS[18];
            history[moves++] = action;
            toMove ^= 1;
            winner = computeWinner();
        }

        @Override
        public void undo() {
            int action = history[--moves];
            toMove ^= 1;
            board[action] = 0;
            hash ^= KEYS[toMove * 9 + action] ^ KEYS[18];
            winner = -1;
        }

        @Override
        public State copy() {
            TicTacToeState s = new TicTacToeState(game);
            System.arraycopy(board, 0, s.board, 0, 9);
            System.arraycopy(history, 0, s.history, 0, 9);
            s.moves = moves;
            s.toMove = toMove;
            s.winner = winner;
            s.hash = hash;
            return s;
        }

        @Override
        public void returns(double[] out) {
            out[0] = winner < 0 ? 0 : winner == 0 ? 1 : -1;
            out[1] = -out[0];
        }

        @Override
        public long hash() {
            return hash;
        }

        @Override
        public void encode(float[] buffer) {
            int me = currentPlayer() >= 0 ? toMove : toMove ^ 1;
            for (int c = 0; c < 9; c++) {
                buffer[c] = board[c] == me + 1 ? 1f : 0f;
                buffer[9 + c] = board[c] == 2 - me ? 1f : 0f;
                buffer[18 + c] = 1f;
            }
        }

        @Override
        public String actionToString(int action) {
            return cellName(action);
        }

        @Override
        public int parseAction(String text) {
            if (text == null) {
                throw new NotationException("empty move");
            }
            int cell = parseCell(text);
            if (currentPlayer() == TERMINAL) {
                throw new IllegalActionException("the game is over");
            }
            if (board[cell] != 0) {
                throw new IllegalActionException(cellName(cell) + " is already taken");
            }
            return cell;
        }

        @Override
        public String position() {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c > 0 && c % 3 == 0) {
                    b.append('/');
                }
                b.append(".xo".charAt(board[c]));
            }
            return b.append(' ').append(toMove == 0 ? 'x' : 'o').toString();
        }

        @Override
        public String toString() {
            return position();
        }
    }
}
