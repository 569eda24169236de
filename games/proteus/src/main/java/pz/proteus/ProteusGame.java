package pz.proteus;

import pz.engine.Game;
import pz.engine.State;
import pz.engine.Zobrist;

/**
 * Proteus dice chess under one rule set (docs/rules/proteus.md): the action layout, the observation layout and
 * the Zobrist keys. Immutable and thread-safe; states are {@link ProteusState}.
 *
 * <p>Action ids are global and absolute (a1 = 0 .. h8 = 63, from White's side), in one layout of
 * 4,683 ids shared by every combination of variants, so that one network (and one model file) fits
 * them all; a block a spec does not use simply never holds a legal action:
 * <pre>
 *   move      from * 64 + to                        4096   [0, 4096)
 *   rotate    ROT  + sq * 2 + (0 up | 1 down)       128    [4096, 4224)
 *   double    DROT + sq * 2 + (0 up | 1 down)       128    [4224, 4352)   legal under tradeoff
 *   roll      ROLL + face (Y P B N R Q = 0..5)      6      [4352, 4358)   roulette (chance outcomes)
 *   buy       BUY  + face - 1 (P B N R Q)           5      [4358, 4363)   wallstreet
 *   place     PLACE + (face - 1) * 64 + sq          320    [4363, 4683)   wallstreet
 * </pre>
 * A network that sees the board turned for Black (see {@link #describeEncoding()}) maps ids with
 * {@link #moverFrame(int, int)}.
 */
public final class ProteusGame implements Game {
    static final int CHANNELS = 39;

    final Rules rules;
    private final String spec;
    final int rot;
    final int drot;
    final int roll;
    final int buy;
    final int place;
    private final int numActions;
    private final Material material;
    private final PolicyPlanes policyPlanes;

    /** Zobrist keys: pieces {@code (color * 6 + face) * 64 + sq}, then single features. */
    final long[] pieceKeys = Zobrist.keys(0x5EEDBEEFL, 768);
    final long[] miscKeys = Zobrist.keys(0x7E57L, 8 + 64 + 2 * 64);
    final long[] turnKeys;
    final long[] armyKeys = Zobrist.keys(0xA7A7L, 2 * 6 * 9);
    static final int K_SIDE = 0;
    static final int K_PHASE = 1;
    static final int K_ROLL_AFTER = 7;
    static final int K_MOVED = 8;
    static final int K_SCORE = 72;

    ProteusGame(Rules rules, String spec) {
        this.rules = rules;
        this.spec = spec;
        int n = 4096;
        rot = n;
        n += 128;
        drot = n;
        n += 128;
        roll = n;
        n += 6;
        buy = n;
        n += 5;
        place = n;
        n += 320;
        numActions = n;
        turnKeys = Zobrist.keys(0x7104L, rules.cap() + 1);
        material = new Material(rules);
        policyPlanes = new PolicyPlanes(this);
    }

    /** Material ({@link Material}): scores, dice and their point values. */
    @Override
    public pz.engine.Heuristic heuristic() {
        return material;
    }

    /** Dice, phase, scores and variants as sparse features for a learned alpha-beta evaluation ({@link ProteusSparseFeatures}). */
    @Override
    public pz.engine.SparseFeatures sparseFeatures() {
        return SPARSE;
    }

    private static final ProteusSparseFeatures SPARSE = new ProteusSparseFeatures();

    /** The rule options in force. */
    Rules rules() {
        return rules;
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
        return numActions;
    }

    /** The variant planes (25-32) show the options and the action layout is shared: one model fits every variant. */
    @Override
    public boolean observesOptions() {
        return true;
    }

    @Override
    public int[] observationShape() {
        return new int[] {CHANNELS, 8, 8};
    }

    /** Wall Street's setup: each side buys 8 dice and places them (one turn each, secret; 18 turns, open): 32 steps. */
    @Override
    public int setupSteps() {
        return rules.wallstreet != Rules.WALLSTREET_OFF ? 32 : 0;
    }

    @Override
    public int maxLength() {
        int perTurn = 2 + (rules.roulette != Rules.ROULETTE_OFF ? 1 : 0);
        return setupSteps() + rules.maxTurns * perTurn;
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
    public boolean perfectInformation() {
        return rules.wallstreet == Rules.WALLSTREET_OFF;
    }

    @Override
    public State newInitialState() {
        return ProteusState.initial(this);
    }

    @Override
    public State parsePosition(String position) {
        return Positions.parse(this, position);
    }

    /**
     * The id of {@code action} in the frame of {@code player}: for Black every square is turned by
     * 180 degrees ({@code sq -> 63 - sq}), matching the observation; for White the id itself. An
     * involution, so it also maps back.
     */
    @Override
    public int policyIndex(int action, int player) {
        return moverFrame(action, player);
    }

    /** The 180-degree turn of the observation for Black ({@code cell -> 63 - cell}); the cell itself for White. */
    @Override
    public int observationCell(int cell, int player) {
        return player == 0 ? cell : 63 - cell;
    }

    /** {@value PolicyPlanes#PLANES} planes of 8x8 ({@link PolicyPlanes}), the same for every variant. */
    @Override
    public int policyPlanes() {
        return PolicyPlanes.PLANES;
    }

    @Override
    public int policyCell(int index) {
        return policyPlanes.cell(index);
    }

    public int moverFrame(int action, int player) {
        if (player == 0) {
            return action;
        }
        if (action < rot) {
            return (63 - (action >> 6)) * 64 + 63 - (action & 63);
        }
        if (action < roll) {
            int base = action < drot ? rot : drot;
            int k = action - base;
            return base + (63 - (k >> 1)) * 2 + (k & 1);
        }
        if (action >= place) {
            int k = action - place;
            return place + (k / 64) * 64 + 63 - (k % 64);
        }
        return action;
    }

    @Override
    public String describeEncoding() {
        return "Proteus " + spec + "\n"
                + "actions (" + numActions + ", one layout for every variant): move from*64+to [0,4096); rotate " + rot
                + "+sq*2+(0 up,1 down); double rotation " + drot + "+sq*2+dir" + (rules.tradeoff ? "" : " (unused)")
                + "; roll outcome " + roll + "+face (Y,P,B,N,R,Q)" + (rules.roulette != Rules.ROULETTE_OFF ? "" : " (unused)")
                + "; buy " + buy + "+face-1 (P,B,N,R,Q); place " + place + "+(face-1)*64+sq"
                + (rules.wallstreet != Rules.WALLSTREET_OFF ? "" : " (unused)")
                + "; squares a1=0..h8=63, absolute (moverFrame() turns them for Black)\n"
                + "observation " + CHANNELS + "x8x8, board turned 180 degrees for Black so the mover plays up: "
                + "0-5 mover's dice Y,P,B,N,R,Q; 6-11 opponent's; 12-13 mover's/opponent's starting squares; "
                + "14 Black to move; 15-19 phase move/rotate/roll/buy/place; 20 the die that moved; 21 roll after rotation; "
                + "22-23 scores/48; 24 turns left/cap; 25-31 variants tradeoff, roll before, roll after, open, secret, "
                + "polarity, warhorses; 32 budget left/48; 33-37 mover's unplaced P,B,N,R,Q/8; 38 opponent's hidden dice/8\n"
                + "policy planes " + PolicyPlanes.PLANES + " (mover's frame, at the from-square): 0-55 moves by direction x distance, "
                + "56-63 knight leaps, 64-65 rotate up/down, 66-67 double rotation up/down, 68-72 place P,B,N,R,Q; "
                + "73 buy P..Q (cells 0-4), 74 roll outcomes (cells 0-5)";
    }

    @Override
    public String toString() {
        return spec;
    }
}
