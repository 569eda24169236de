package pz.mcts;

import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.State;

/**
 * A one-decision test game over a sparse action space: 10 action ids, of which only 1, 4 and 8 are
 * legal; each ends the game with return -1, +1 or 0 for seat 0 (the negation for seat 1). Used to
 * check that Gumbel arrays indexed by legal-action index map to the right action ids.
 */
final class OneShotGame implements Game {
    static final int[] LEGAL = {1, 4, 8};
    static final double[] RETURN = {-1, 1, 0};

    @Override
    public String spec() {
        return "oneshot";
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int numActions() {
        return 10;
    }

    @Override
    public int[] observationShape() {
        return new int[] {1, 1, 1};
    }

    @Override
    public int maxLength() {
        return 1;
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
        return new S(this);
    }

    @Override
    public State parsePosition(String position) {
        throw new NotationException("no notation");
    }

    private static final class S implements State {
        private final OneShotGame game;
        int played = -1;

        S(OneShotGame game) {
            this.game = game;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            return played < 0 ? 0 : TERMINAL;
        }

        @Override
        public int turn() {
            return played < 0 ? 0 : 1;
        }

        @Override
        public int legalActions(int[] buffer) {
            if (played >= 0) {
                return 0;
            }
            System.arraycopy(LEGAL, 0, buffer, 0, 3);
            return 3;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            return 0;
        }

        @Override
        public void apply(int action) {
            played = action;
        }

        @Override
        public void undo() {
            played = -1;
        }

        @Override
        public State copy() {
            S s = new S(game);
            s.played = played;
            return s;
        }

        @Override
        public void returns(double[] out) {
            double r = 0;
            for (int i = 0; i < 3; i++) {
                if (LEGAL[i] == played) {
                    r = RETURN[i];
                }
            }
            out[0] = r;
            out[1] = -r;
        }

        @Override
        public long hash() {
            return played + 2;
        }

        @Override
        public void encode(float[] buffer) {
            buffer[0] = played;
        }

        @Override
        public String actionToString(int action) {
            return "a" + action;
        }

        @Override
        public int parseAction(String text) {
            return Integer.parseInt(text.substring(1));
        }

        @Override
        public String position() {
            return Integer.toString(played);
        }
    }
}
