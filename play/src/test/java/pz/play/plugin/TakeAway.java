package pz.play.plugin;

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
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * A game known to {@code play} only through the plug-in mechanism: its {@link Factory} is listed in this
 * test source set's {@code META-INF/services/pz.engine.GameFactory} and brings its {@link GameProfile}
 * (a board of stones, an example turn, a fallback agent); no class of {@code play} names it. The rules:
 * seven stones, two players take one, two or three in turn, and whoever takes the last stone wins.
 */
public final class TakeAway implements Game {
    static final int STONES = 7;
    /** The profile's fallback agent: different from the default, so a test sees that the profile was asked. */
    public static final String FALLBACK = "mcts:visits=50";
    private static final TakeAway INSTANCE = new TakeAway();

    /** Registers {@code takeaway} and its profile. */
    public static final class Factory implements GameFactory {
        @Override
        public String name() {
            return "takeaway";
        }

        @Override
        public String description() {
            return "Take-away (test game): take 1 to 3 of 7 stones, the last stone wins";
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

    /** Stones in a row, taken from the right. */
    private static final BoardReader BOARD = new BoardReader() {
        @Override
        public BoardView read(State state, int viewer, List<String> history) {
            int left = ((Position) state).stones;
            List<BoardView.Cell> cells = new ArrayList<>();
            for (int i = 0; i < STONES; i++) {
                BoardView.Piece stone = i < left ? new BoardView.Piece(0, "o") : null;
                cells.add(new BoardView.Cell("" + (char) ('a' + i) + 1, i, 0, false, stone, false, null, stone == null ? "." : "o"));
            }
            List<BoardView.Seat> seats = List.of(new BoardView.Seat(0, "First", "", "", false), new BoardView.Seat(1, "Second", "", "", false));
            return new BoardView("generic", "square", STONES, 1, cells, seats, List.of("stones left: " + left), null, 3);
        }

        @Override
        public List<String> notationHelp(Game game) {
            return List.of("Take one, two or three stones: 'take2'.");
        }
    };

    private static final GameProfile PROFILE = new GameProfile() {
        @Override
        public String fallbackAgent() {
            return FALLBACK;
        }

        @Override
        public BoardReader board() {
            return BOARD;
        }

        @Override
        public String seatName(Game game, int seat) {
            return seat == 0 ? "First" : "Second";
        }

        @Override
        public List<String> exampleTurns(Game game) {
            return List.of("take2");
        }
    };

    @Override
    public String spec() {
        return "takeaway";
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int numActions() {
        return 3;
    }

    @Override
    public int[] observationShape() {
        return new int[] {1, 1, STONES};
    }

    @Override
    public int maxLength() {
        return STONES;
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
        return new Position(STONES, 0, new int[STONES + 1]);
    }

    @Override
    public State parsePosition(String position) {
        try {
            String[] f = position.strip().split("\\s+");
            int stones = Integer.parseInt(f[0]);
            int turn = Integer.parseInt(f[1]);
            if (stones < 0 || stones > STONES || turn < 0 || turn > STONES) {
                throw new NotationException("stones 0.." + STONES + " and a turn 0.." + STONES + ", not '" + position + "'");
            }
            return new Position(stones, turn, new int[STONES + 1]);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new NotationException("a position is 'STONES TURN', not '" + position + "'");
        }
    }

    /** The stones left and the turn; the stones taken in each turn so far, for undo. */
    private static final class Position implements State {
        private int stones;
        private int turn;
        private final int[] taken;

        Position(int stones, int turn, int[] taken) {
            this.stones = stones;
            this.turn = turn;
            this.taken = taken;
        }

        @Override
        public Game game() {
            return INSTANCE;
        }

        @Override
        public int currentPlayer() {
            return stones == 0 ? TERMINAL : turn % 2;
        }

        @Override
        public int turn() {
            return turn;
        }

        @Override
        public int legalActions(int[] buffer) {
            int n = stones == 0 ? 0 : Math.min(3, stones);
            for (int a = 0; a < n; a++) {
                buffer[a] = a;
            }
            return n;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            return 0;
        }

        @Override
        public void apply(int action) {
            taken[turn++] = action + 1;
            stones -= action + 1;
        }

        @Override
        public void undo() {
            stones += taken[--turn];
        }

        @Override
        public State copy() {
            return new Position(stones, turn, taken.clone());
        }

        @Override
        public void returns(double[] out) {
            // the player who took the last stone (the one before the player "to move") wins
            int winner = stones == 0 ? (turn - 1) % 2 : -1;
            for (int p = 0; p < 2; p++) {
                out[p] = winner < 0 ? 0 : p == winner ? 1 : -1;
            }
        }

        @Override
        public long hash() {
            return stones * 31L + turn;
        }

        @Override
        public void encode(float[] buffer) {
            for (int i = 0; i < STONES; i++) {
                buffer[i] = i < stones ? 1 : 0;
            }
        }

        @Override
        public String actionToString(int action) {
            return "take" + (action + 1);
        }

        @Override
        public int parseAction(String text) {
            if (text == null || !text.matches("take[1-3]")) {
                throw new NotationException("a step is take1, take2 or take3, not '" + text + "'");
            }
            int a = text.charAt(4) - '1';
            if (a + 1 > stones) {
                throw new IllegalActionException("only " + stones + " stones are left");
            }
            return a;
        }

        @Override
        public String position() {
            return stones + " " + turn;
        }
    }
}
