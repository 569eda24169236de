package pz.proteus;

/**
 * The rule options of one Proteus spec and the tables they imply: faces, the rotation ladder,
 * point values and parities (docs/rules/proteus.md P-FACE-1/2, P-VAR-*). Immutable, thread-safe.
 *
 * <p>Faces are numbered {@code Y=0 P=1 B=2 N=3 R=4 Q=5} whatever the ladder; {@link #up} and
 * {@link #down} give the neighbour on this spec's ladder (Warhorses swaps Bishop and Knight).
 */
final class Rules {
    static final int Y = 0;
    static final int P = 1;
    static final int B = 2;
    static final int N = 3;
    static final int R = 4;
    static final int Q = 5;
    static final String LETTERS = "YPBNRQ";
    static final String[] NAMES = {"Pyramid", "Pawn", "Bishop", "Knight", "Rook", "Queen"};

    static final int ROULETTE_OFF = 0;
    static final int ROLL_BEFORE = 1;
    static final int ROLL_AFTER = 2;
    static final int WALLSTREET_OFF = 0;
    static final int OPEN = 1;
    static final int SECRET = 2;

    final boolean tradeoff;
    final int roulette;
    final int wallstreet;
    final int budget;
    final boolean polarity;
    final boolean warhorses;
    final int maxTurns;

    /** Faces in ladder order, bottom (Pyramid) to top (Queen). */
    final int[] ladder;
    /** {@code up[f]}, {@code down[f]}: the face one step up/down, -1 if none; {@code up2}, {@code down2}: two steps. */
    final int[] up = new int[6];
    final int[] down = new int[6];
    final int[] up2 = new int[6];
    final int[] down2 = new int[6];
    /** Point values (Pyramid 0, meaning none). */
    final int[] value;
    /** True for faces with an odd point value (Polarity). */
    final boolean[] odd = new boolean[6];
    /** Number of single-step rotations a die with this face has (1 for Pyramid and Queen, else 2). */
    final int[] rotations = new int[6];
    /** Whole turns taken by the Wall Street setup (open: two purchases and 16 placements; secret: two). */
    final int setupTurns;

    Rules(boolean tradeoff, int roulette, int wallstreet, int budget, boolean polarity, boolean warhorses, int maxTurns) {
        this.tradeoff = tradeoff;
        this.roulette = roulette;
        this.wallstreet = wallstreet;
        this.budget = budget;
        this.polarity = polarity;
        this.warhorses = warhorses;
        this.maxTurns = maxTurns;
        this.ladder = warhorses ? new int[] {Y, P, N, B, R, Q} : new int[] {Y, P, B, N, R, Q};
        this.value = warhorses ? new int[] {0, 2, 4, 3, 5, 6} : new int[] {0, 2, 3, 4, 5, 6};
        int[] rung = new int[6];
        for (int i = 0; i < 6; i++) {
            rung[ladder[i]] = i;
        }
        for (int f = 0; f < 6; f++) {
            int i = rung[f];
            up[f] = i + 1 < 6 ? ladder[i + 1] : -1;
            down[f] = i - 1 >= 0 ? ladder[i - 1] : -1;
            up2[f] = i + 2 < 6 ? ladder[i + 2] : -1;
            down2[f] = i - 2 >= 0 ? ladder[i - 2] : -1;
            odd[f] = (value[f] & 1) == 1;
            rotations[f] = (up[f] >= 0 ? 1 : 0) + (down[f] >= 0 ? 1 : 0);
        }
        this.setupTurns = wallstreet == OPEN ? 18 : wallstreet == SECRET ? 2 : 0;
    }

    /** The turn count at which the game ends by the cap (P-END-3): setup turns plus {@code maxturns}. */
    int cap() {
        return setupTurns + maxTurns;
    }

    /** Position on the ladder, 0 (Pyramid) to 5 (Queen). */
    int rung(int face) {
        for (int i = 0; i < 6; i++) {
            if (ladder[i] == face) {
                return i;
            }
        }
        throw new IllegalArgumentException("face " + face);
    }
}
