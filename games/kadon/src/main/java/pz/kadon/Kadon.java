package pz.kadon;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;
import pz.engine.State;
import pz.engine.Symmetry;

/**
 * Kadon Proteus (docs/rules/kadon.md), the rule-changing tile game on 3x3: a placement phase, then a
 * movement phase whose MOVE, TRADE and GOAL rules are the active tiles. Player 0 is Black, who
 * places first (K-PLACE-1). Every action is one whole turn.
 *
 * <p>Options (N-SPEC-1): {@code maxturns=N} (default 200, K-DRAW-1), {@code overmatch} and
 * {@code placewins=on|off} (K-SEED-1). Action space: {@value Rules#NUM_ACTIONS} ids (see
 * {@link #describeEncoding()}), the same for every spec; the observation shows the options as input planes, so one
 * network plays every spec ({@link #observesOptions()}). Immutable and thread-safe.
 */
public final class Kadon implements Game {
    private final String spec;
    private final int maxTurns;
    private final boolean overmatch;
    private final boolean placeWins;
    private final List<Symmetry> symmetries = KadonEncoding.symmetries();

    Kadon(String spec, int maxTurns, boolean overmatch, boolean placeWins) {
        this.spec = spec;
        this.maxTurns = maxTurns;
        this.overmatch = overmatch;
        this.placeWins = placeWins;
    }

    /** Registers {@code kadon}. */
    public static final class Factory implements GameFactory {
        private static final GameProfile PROFILE = new KadonProfile();

        @Override
        public GameProfile profile() {
            return PROFILE;
        }

        @Override
        public String name() {
            return "kadon";
        }

        @Override
        public String description() {
            return "Kadon Proteus (Waitsman 1982): 3x3 tiles whose active faces are the rules";
        }

        @Override
        public List<GameOption> options() {
            return List.of(
                    GameOption.integer("maxturns", 200, 1, 10000, "turns (both phases) after which the game is a draw (K-DRAW-1)"),
                    GameOption.flag("overmatch", "a matching piece may go on a second tile of an active colour during placement,"
                            + " without activating it (K-SEED-1)"),
                    GameOption.choice("placewins", "on", "whether goals are checked during the placement phase (K-SEED-1)", "on", "off"));
        }

        @Override
        public Game create(GameOptions o) {
            return new Kadon(o.canonicalSpec(), o.getInt("maxturns"), o.has("overmatch"), "on".equals(o.get("placewins")));
        }
    }

    /** Turns after which the game is drawn. */
    public int maxTurns() {
        return maxTurns;
    }

    /** K-SEED-1 {@code overmatch}. */
    public boolean overmatch() {
        return overmatch;
    }

    /** K-SEED-1: goals are checked during placement unless {@code placewins=off}. */
    public boolean placeWins() {
        return placeWins;
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
        return Rules.NUM_ACTIONS;
    }

    @Override
    public int[] observationShape() {
        return new int[] {KadonEncoding.PLANES, 3, 3};
    }

    /** 2: the option planes 41-42 were added (encoding 1 had 41 planes) and the policy planes ({@link KadonPolicy}). */
    @Override
    public String encodingVersion() {
        return "2";
    }

    /** The option planes (41 {@code overmatch}, 42 {@code placewins=off}; 40 the turn under the cap) and one action layout: one model fits every spec. */
    @Override
    public boolean observesOptions() {
        return true;
    }

    @Override
    public int policyPlanes() {
        return KadonPolicy.PLANES;
    }

    @Override
    public int policyCell(int index) {
        return KadonPolicy.cell(index);
    }

    @Override
    public int maxLength() {
        return maxTurns;
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
        return symmetries;
    }

    @Override
    public State newInitialState() {
        return new KadonState(this, 0);
    }

    @Override
    public State parsePosition(String position) {
        return KadonPosition.parse(this, position);
    }

    @Override
    public String describeEncoding() {
        return "actions: " + Rules.NUM_ACTIONS + " = 81 tile placements (tile*9+cell) + 27 piece placements (81+shape*9+cell)"
                + " + pass (108) + 81 moves (109+from*9+to; from==to never legal) + 36 trades (190+unordered cell pair);"
                + " cells a1=0..c3=8, tiles colour*3+shape (R,Y,B x C,S,T); observation: " + KadonEncoding.PLANES
                + "x3x3 planes from the mover's view (tiles, active, pieces, phase, pool, hands, active rules, colour,"
                + " repetition, turn, options overmatch and placewins=off); policy planes " + KadonPolicy.PLANES
                + " (tile 0-8, piece 9-11, pass 12, move by displacement 13-36, trade 37-48); 8 board symmetries";
    }
}
