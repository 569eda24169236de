package pz.mcts;

import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.PlayerView;
import pz.engine.State;

/**
 * Kuhn poker as a hidden-information test game. A chance event deals two of the cards J, Q, K
 * (outcome ids 2..7, each 1/6); seat 0 then passes (0) or bets (1), and so on (pass-pass: showdown
 * for 1; bet-pass: fold; bet-bet: showdown for 2). Each player sees only their own card.
 *
 * <p>Leak detection: every card carries a flag "dealt by the real game" ({@code true}) or "drawn
 * by a view's sample" ({@code false}). {@link #encode} writes the flag of the mover's card in
 * plane 3, so an evaluator sees a 1 there for a position where the opponent of the searcher is to
 * move only if the search used the real opponent card.
 */
final class KuhnGame implements Game {
    /** Deal outcome d (0..5) gives cards DEALS[d] = {card of seat 0, card of seat 1}. */
    static final int[][] DEALS = {{0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}};

    @Override
    public String spec() {
        return "kuhn";
    }

    @Override
    public int numPlayers() {
        return 2;
    }

    @Override
    public int numActions() {
        return 8;
    }

    @Override
    public int[] observationShape() {
        return new int[] {8, 1, 1};
    }

    @Override
    public int maxLength() {
        return 4;
    }

    @Override
    public double minReturn() {
        return -2;
    }

    @Override
    public double maxReturn() {
        return 2;
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
        return new S(this);
    }

    @Override
    public State parsePosition(String position) {
        throw new NotationException("kuhn has no position notation");
    }

    static final class S implements State {
        private final KuhnGame game;
        int[] cards = {-1, -1};
        boolean[] real = {true, true};
        final int[] bets = new int[3];
        int nbets;

        S(KuhnGame game) {
            this.game = game;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int currentPlayer() {
            if (cards[0] < 0) {
                return CHANCE;
            }
            if (over()) {
                return TERMINAL;
            }
            return nbets % 2;
        }

        private boolean over() {
            if (nbets == 2) {
                return bets[0] == bets[1] || bets[0] == 1;
            }
            return nbets == 3;
        }

        @Override
        public int turn() {
            return nbets;
        }

        @Override
        public int legalActions(int[] buffer) {
            int p = currentPlayer();
            if (p == TERMINAL) {
                return 0;
            }
            if (p == CHANCE) {
                for (int i = 0; i < 6; i++) {
                    buffer[i] = 2 + i;
                }
                return 6;
            }
            buffer[0] = 0;
            buffer[1] = 1;
            return 2;
        }

        @Override
        public int chanceOutcomes(int[] actions, double[] probabilities) {
            if (currentPlayer() != CHANCE) {
                return 0;
            }
            for (int i = 0; i < 6; i++) {
                actions[i] = 2 + i;
                probabilities[i] = 1.0 / 6;
            }
            return 6;
        }

        @Override
        public void apply(int action) {
            if (action >= 2) {
                cards = DEALS[action - 2].clone();
            } else {
                bets[nbets++] = action;
            }
        }

        @Override
        public void undo() {
            if (nbets > 0) {
                nbets--;
            } else {
                cards = new int[] {-1, -1};
            }
        }

        @Override
        public State copy() {
            S s = new S(game);
            s.cards = cards.clone();
            s.real = real.clone();
            System.arraycopy(bets, 0, s.bets, 0, 3);
            s.nbets = nbets;
            return s;
        }

        @Override
        public void returns(double[] out) {
            out[0] = 0;
            out[1] = 0;
            if (!over() || cards[0] < 0) {
                return;
            }
            int winner;
            double stake;
            if (nbets == 2 && bets[0] == 1 && bets[1] == 0) {
                winner = 0;
                stake = 1;
            } else if (nbets == 3 && bets[2] == 0) {
                winner = 1;
                stake = 1;
            } else {
                winner = cards[0] > cards[1] ? 0 : 1;
                stake = bets[0] == 1 || nbets == 3 ? 2 : 1;
            }
            out[winner] = stake;
            out[1 - winner] = -stake;
        }

        @Override
        public long hash() {
            long h = (cards[0] + 1) * 31L + (cards[1] + 1) * 7L;
            for (int i = 0; i < nbets; i++) {
                h = h * 131 + bets[i] + 1;
            }
            return h * 1_000_003L + nbets;
        }

        @Override
        public void encode(float[] buffer) {
            java.util.Arrays.fill(buffer, 0, 8, 0f);
            int p = nbets % 2;
            if (cards[p] >= 0) {
                buffer[cards[p]] = 1;
                buffer[3] = real[p] ? 1 : 0;
            }
            for (int i = 0; i < nbets; i++) {
                buffer[4 + i] = 1 + bets[i];
            }
            buffer[7] = p;
        }

        @Override
        public String actionToString(int action) {
            return action == 0 ? "pass" : action == 1 ? "bet" : "deal" + (action - 2);
        }

        @Override
        public int parseAction(String text) {
            return switch (text.strip()) {
                case "pass" -> 0;
                case "bet" -> 1;
                default -> throw new NotationException("pass or bet");
            };
        }

        @Override
        public String position() {
            return "cards " + cards[0] + "," + cards[1] + " bets " + java.util.Arrays.toString(java.util.Arrays.copyOf(bets, nbets));
        }

        @Override
        public PlayerView view(int player) {
            int own = cards[player];
            int[] history = java.util.Arrays.copyOf(bets, nbets);
            KuhnGame g = game;
            return new PlayerView() {
                @Override
                public int player() {
                    return player;
                }

                @Override
                public Game game() {
                    return g;
                }

                @Override
                public State sample(RandomGenerator rng) {
                    S s = new S(g);
                    int other = rng.nextInt(2);
                    int card = other >= own ? other + 1 : other;
                    s.cards[player] = own;
                    s.cards[1 - player] = card;
                    s.real[1 - player] = false;
                    for (int b : history) {
                        s.bets[s.nbets++] = b;
                    }
                    return s;
                }
            };
        }
    }
}
