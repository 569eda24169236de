package pz.evaluation.equilibrium;

import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.State;

/**
 * A test game with a known setup equilibrium: each seat secretly picks rock, paper or scissors in
 * its one setup turn (seat 0, then seat 1), then the game ends with the RPS result (+1/-1, 0 on a
 * tie). Optionally "rock pays double" on a win, which makes the equilibrium (1/4, 1/2, 1/4).
 */
final class SecretRps implements Game {
    private final boolean rockDouble;

    SecretRps(boolean rockDouble) {
        this.rockDouble = rockDouble;
    }

    @Override
    public String spec() {
        return rockDouble ? "secretrps:rockdouble" : "secretrps";
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
        return new int[] {1, 1, 3};
    }

    @Override
    public int maxLength() {
        return 2;
    }

    @Override
    public double minReturn() {
        return rockDouble ? -2 : -1;
    }

    @Override
    public double maxReturn() {
        return rockDouble ? 2 : 1;
    }

    @Override
    public boolean zeroSum() {
        return true;
    }

    @Override
    public boolean perfectInformation() {
        return false;
    }

    @Override
    public State newInitialState() {
        return new S(this, -1, -1);
    }

    @Override
    public State parsePosition(String position) {
        String[] p = position.split(" ");
        if (p.length != 2) {
            throw new NotationException("two fields expected");
        }
        return new S(this, Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }

    private static final class S implements State {
        private final SecretRps game;
        private int a;
        private int b;

        S(SecretRps game, int a, int b) {
            this.game = game;
            this.a = a;
            this.b = b;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            return a < 0 ? 0 : b < 0 ? 1 : TERMINAL;
        }

        @Override
        public int turn() {
            return a < 0 ? 0 : b < 0 ? 1 : 2;
        }

        @Override
        public int legalActions(int[] buffer) {
            if (isTerminal()) {
                return 0;
            }
            buffer[0] = 0;
            buffer[1] = 1;
            buffer[2] = 2;
            return 3;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            return 0;
        }

        @Override
        public void apply(int action) {
            if (a < 0) {
                a = action;
            } else {
                b = action;
            }
        }

        @Override
        public void undo() {
            if (b >= 0) {
                b = -1;
            } else {
                a = -1;
            }
        }

        @Override
        public State copy() {
            return new S(game, a, b);
        }

        @Override
        public void returns(double[] out) {
            out[0] = 0;
            out[1] = 0;
            if (!isTerminal() || a == b) {
                return;
            }
            boolean first = (a - b + 3) % 3 == 1; // paper (1) beats rock (0), scissors (2) beat paper, rock beats scissors
            int winner = first ? a : b;
            double pay = game.rockDouble && winner == 0 ? 2 : 1;
            out[0] = first ? pay : -pay;
            out[1] = -out[0];
        }

        @Override
        public long hash() {
            return (a + 1) * 4L + b + 1;
        }

        @Override
        public void encode(float[] buffer) {
            java.util.Arrays.fill(buffer, 0);
        }

        @Override
        public String actionToString(int action) {
            return "RPS".substring(action, action + 1);
        }

        @Override
        public int parseAction(String text) {
            int i = "RPS".indexOf(text);
            if (i < 0 || text.length() != 1) {
                throw new NotationException("R, P or S");
            }
            return i;
        }

        @Override
        public String position() {
            return a + " " + b;
        }
    }
}
