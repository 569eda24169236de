package pz.mcts;

import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.State;

/**
 * A tiny three-player test game where a two-player ("everyone else minimizes me") backup picks the
 * wrong move. Seat 0 chooses a0 or a1; after a0 seat 1 chooses b0 (returns 0.5, 1, -1) or b1
 * (-1, 0, 1); after a1 seat 2 chooses c0 (0, -1, 1) or c1 (1, 0, -1). With each seat maximizing
 * its own return, seat 1 plays b0 and seat 2 plays c0, so a0 is worth 0.5 to seat 0 and a1 is
 * worth 0: seat 0 should play a0, and the root's value vector is (0.5, 1, -1). A paranoid
 * search would expect b1 after a0 and prefer a1.
 */
final class ThreeWayGame implements Game {
    static final double[][] LEAVES = {{0.5, 1, -1}, {-1, 0, 1}, {0, -1, 1}, {1, 0, -1}};

    @Override
    public String spec() {
        return "threeway";
    }

    @Override
    public int numPlayers() {
        return 3;
    }

    @Override
    public int numActions() {
        return 2;
    }

    @Override
    public int[] observationShape() {
        return new int[] {3, 1, 1};
    }

    @Override
    public int maxLength() {
        return 2;
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
        return false;
    }

    @Override
    public State newInitialState() {
        return new S(this);
    }

    @Override
    public State parsePosition(String position) {
        S s = new S(this);
        for (char c : position.strip().toCharArray()) {
            if (c != '0' && c != '1' || s.depth == 2) {
                throw new NotationException("a threeway position is up to two digits 0/1, got '" + position + "'");
            }
            s.apply(c - '0');
        }
        return s;
    }

    private static final class S implements State {
        private final ThreeWayGame game;
        final int[] path = new int[2];
        int depth;

        S(ThreeWayGame game) {
            this.game = game;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            return depth == 0 ? 0 : depth == 1 ? (path[0] == 0 ? 1 : 2) : TERMINAL;
        }

        @Override
        public int turn() {
            return depth;
        }

        @Override
        public int legalActions(int[] buffer) {
            if (depth == 2) {
                return 0;
            }
            buffer[0] = 0;
            buffer[1] = 1;
            return 2;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            return 0;
        }

        @Override
        public void apply(int action) {
            path[depth++] = action;
        }

        @Override
        public void undo() {
            depth--;
        }

        @Override
        public State copy() {
            S s = new S(game);
            s.path[0] = path[0];
            s.path[1] = path[1];
            s.depth = depth;
            return s;
        }

        @Override
        public void returns(double[] out) {
            if (depth < 2) {
                java.util.Arrays.fill(out, 0);
                return;
            }
            System.arraycopy(LEAVES[path[0] * 2 + path[1]], 0, out, 0, 3);
        }

        @Override
        public long hash() {
            return depth == 0 ? 17 : depth == 1 ? 31 + path[0] : 101 + 2 * path[0] + path[1];
        }

        @Override
        public void encode(float[] buffer) {
            buffer[0] = depth;
            buffer[1] = depth > 0 ? path[0] : -1;
            buffer[2] = depth > 1 ? path[1] : -1;
        }

        @Override
        public String actionToString(int action) {
            return Integer.toString(action);
        }

        @Override
        public int parseAction(String text) {
            return Integer.parseInt(text.strip());
        }

        @Override
        public String position() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < depth; i++) {
                b.append(path[i]);
            }
            return b.toString();
        }
    }
}
