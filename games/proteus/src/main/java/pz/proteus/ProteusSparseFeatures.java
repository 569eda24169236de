package pz.proteus;

import pz.engine.SparseFeatures;
import pz.engine.State;

/**
 * Proteus as sparse features ({@link SparseFeatures}) for a learned alpha-beta evaluation, the same facts as the
 * observation planes ({@link Observation}) without their repetition: a die is one feature (own or enemy, face, cell of
 * the mover's turned board: 768), then the phase (5), the die that moved this turn (64), Roulette's pending roll, the
 * two scores and the turns left (as values), the seven variant flags, and during a Wall Street setup the budget left,
 * the own army to place and the count of the opponent's unseen dice. As in the observation, a secret setup's enemy
 * dice are never written. At most 32 dice and 22 other features are active. Stateless and thread-safe.
 */
final class ProteusSparseFeatures implements SparseFeatures {
    static final int PIECES = 0;
    static final int PHASE = 768;
    static final int MOVED = PHASE + 5;
    static final int ROLL_AFTER = MOVED + 64;
    static final int SCORE = ROLL_AFTER + 1;
    static final int TURNS_LEFT = SCORE + 2;
    static final int VARIANTS = TURNS_LEFT + 1;
    static final int SETUP = VARIANTS + 7;
    static final int SIZE = SETUP + 7;

    @Override
    public int size() {
        return SIZE;
    }

    @Override
    public int maxActive() {
        return 64;
    }

    @Override
    public int perspective(State state) {
        return ((ProteusState) state).perspective();
    }

    @Override
    public String version() {
        return "proteus-sparse-1";
    }

    @Override
    public int write(State state, int[] index, float[] value) {
        ProteusState s = (ProteusState) state;
        Rules r = s.rules;
        int me = s.perspective();
        int op = me ^ 1;
        boolean setup = s.phase == ProteusState.BUY || s.phase == ProteusState.PLACE;
        boolean hideOpponent = setup && r.wallstreet == Rules.SECRET;
        int n = 0;
        for (int c = 0; c < 2; c++) {
            if (c == op && hideOpponent) {
                continue;
            }
            long dice = s.color[c];
            int base = PIECES + (c == me ? 0 : 6 * 64);
            while (dice != 0) {
                int sq = Long.numberOfTrailingZeros(dice);
                dice &= dice - 1;
                index[n] = base + (s.board[sq] & 7) * 64 + Observation.cell(sq, me);
                value[n++] = 1f;
            }
        }
        if (s.status == ProteusState.ONGOING) {
            index[n] = PHASE + s.phase;
            value[n++] = 1f;
        }
        if (s.moved >= 0) {
            index[n] = MOVED + Observation.cell(s.moved, me);
            value[n++] = 1f;
        }
        if (s.rollAfter) {
            index[n] = ROLL_AFTER;
            value[n++] = 1f;
        }
        n = scalar(index, value, n, SCORE, s.score[me] / 48f);
        n = scalar(index, value, n, SCORE + 1, s.score[op] / 48f);
        n = scalar(index, value, n, TURNS_LEFT, Math.max(0, r.cap() - s.turns) / (float) r.cap());
        n = flag(index, value, n, VARIANTS, r.tradeoff);
        n = flag(index, value, n, VARIANTS + 1, r.roulette == Rules.ROLL_BEFORE);
        n = flag(index, value, n, VARIANTS + 2, r.roulette == Rules.ROLL_AFTER);
        n = flag(index, value, n, VARIANTS + 3, r.wallstreet == Rules.OPEN);
        n = flag(index, value, n, VARIANTS + 4, r.wallstreet == Rules.SECRET);
        n = flag(index, value, n, VARIANTS + 5, r.polarity);
        n = flag(index, value, n, VARIANTS + 6, r.warhorses);
        if (setup) {
            n = scalar(index, value, n, SETUP, (r.budget - s.spent(me)) / 48f);
            for (int f = 1; f < 6; f++) {
                n = scalar(index, value, n, SETUP + f, s.army[me][f] / 8f);
            }
            int hidden = 0;
            if (hideOpponent) {
                hidden = s.bought(op);
            } else {
                for (int f = 0; f < 6; f++) {
                    hidden += s.army[op][f];
                }
            }
            n = scalar(index, value, n, SETUP + 6, hidden / 8f);
        }
        return n;
    }

    private static int flag(int[] index, float[] value, int n, int feature, boolean on) {
        return scalar(index, value, n, feature, on ? 1f : 0f);
    }

    private static int scalar(int[] index, float[] value, int n, int feature, float v) {
        if (v != 0f) {
            index[n] = feature;
            value[n++] = v;
        }
        return n;
    }
}
