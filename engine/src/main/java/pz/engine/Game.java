package pz.engine;

import java.util.List;

/**
 * A game under one fixed rule set: an immutable factory of {@link State}s plus the facts a search
 * or a network needs to size itself.
 *
 * <p>Instances are immutable and thread-safe; obtain them from {@link GameRegistry#parse(String)}.
 *
 * <p>Action ids are global: an id means the same decision in every state of the game (for example
 * "move the die on b2 to b4"), so that a policy network can learn over a fixed action space of
 * {@link #numActions()} entries. Chance outcomes have ids in the same space.
 */
public interface Game {

    /** The canonical spec string (docs/rules/notation.md N-SPEC-1): options sorted, defaults omitted. */
    String spec();

    /** Number of seats; {@link State#returns(double[])} has one entry per seat. */
    int numPlayers();

    /** Number of distinct action ids, decisions and chance outcomes together; ids are {@code 0..numActions()-1}. */
    int numActions();

    /** Shape of the observation tensor written by {@link State#encode(float[])}: {channels, height, width}. */
    int[] observationShape();

    /** Number of floats written by {@link State#encode(float[])}. */
    default int observationSize() {
        int n = 1;
        for (int d : observationShape()) {
            n *= d;
        }
        return n;
    }

    /** Upper bound on the number of {@link State#apply(int)} calls (decisions and chance events) in one game. */
    int maxLength();

    /** Smallest value any entry of {@link State#returns(double[])} can take at a terminal state. */
    double minReturn();

    /** Largest value any entry of {@link State#returns(double[])} can take at a terminal state. */
    double maxReturn();

    /** True when the returns of every terminal state sum to zero. */
    boolean zeroSum();

    /**
     * Steps (actions) at the start of every game that set the board up rather than play on it, the same in every game:
     * Proteus Wall Street's purchases and placements, 32; 0 by default. A game's opening, in a balance report's count of
     * distinct openings, is its setup and the first steps of play after it.
     */
    default int setupSteps() {
        return 0;
    }

    /** True unless some player may be denied information (see {@link State#view(int)}). */
    default boolean perfectInformation() {
        return true;
    }

    /**
     * Board symmetries usable for data augmentation; the identity comes first. A symmetry maps
     * observation cells and action ids together, and a game only lists the ones under which its
     * rules and start position are invariant.
     */
    default List<Symmetry> symmetries() {
        int[] shape = observationShape();
        return List.of(Symmetry.identity(shape[1] * shape[2], numActions()));
    }

    /** A fresh state at the start of the game. */
    State newInitialState();

    /**
     * Parses the game's position notation (as written by {@link State#position()}).
     *
     * @throws NotationException naming the malformed field
     */
    State parsePosition(String position);

    /**
     * Splits the text of a whole turn into the texts of its steps, each accepted by
     * {@link State#parseAction(String)}. The default splits on white space; games whose turns are
     * written without separators (Amazons {@code d1-d7/g7}) override it.
     *
     * @throws NotationException if the text cannot be split
     */
    default List<String> splitTurn(String turnText) {
        String t = turnText.strip();
        if (t.isEmpty()) {
            throw new NotationException("empty turn");
        }
        return List.of(t.split("\\s+"));
    }

    /** Joins the texts of a turn's steps back into the turn notation; the inverse of {@link #splitTurn(String)}. */
    default String joinTurn(List<String> steps) {
        return String.join(" ", steps);
    }

    /**
     * The index of {@code action} in a policy vector seen from {@code player}'s side: the index a
     * network's policy head uses for it when {@code player} is to move. A bijection on
     * {@code 0..numActions()-1} for each player. The default is the action id itself; a game whose
     * observation turns the board for some players (Proteus turns it for Black) turns the ids the same
     * way, so that one pattern on the board means one policy index whoever moves. Networks and
     * training targets go through this method; the search and the records use action ids.
     * {@link #symmetries()} act on these indices.
     */
    default int policyIndex(int action, int player) {
        return action;
    }

    /**
     * Where the observation seen from {@code player}'s side ({@link State#encode} with {@code player} to move) shows
     * cell {@code cell} of the absolute grid ({@code height x width} of {@link #observationShape()}, row-major: the grid
     * of {@link State#owners} and of {@code BoardReader.gridCell}). A bijection on the grid's cells for each player. The
     * default is the cell itself; a game whose observation turns the board for some players (Proteus turns it for
     * Black) turns the cells the same way, so that the ownership targets and the ownership head's output line up with
     * the observation's cells whoever moves.
     */
    default int observationCell(int cell, int player) {
        return cell;
    }

    /**
     * The number of planes of a convolutional policy head over the observation grid
     * ({@code observationShape()[1] x observationShape()[2]}), or 0 (the default): the game's policy is
     * not spatial and networks read it through a dense layer over the whole action space. A game that
     * returns P &gt; 0 maps each policy index onto one of P planes at one grid cell
     * ({@link #policyCell(int)}); the planes mean the same move pattern on every board of the game's
     * family, so one network's weights play every board size.
     */
    default int policyPlanes() {
        return 0;
    }

    /**
     * Where a convolutional policy head reads the logit of policy index {@code index} (as given by
     * {@link #policyIndex}): {@code plane * (height * width) + row-major grid cell}, distinct for distinct
     * indices that can be legal, or -1 for an index that no position makes legal (the network gives it
     * no logit). The default is -1: the game has no spatial layout ({@link #policyPlanes()} 0).
     */
    default int policyCell(int index) {
        return -1;
    }

    /**
     * For a warm start across board geometries of one family whose policy layouts differ (the Amazons hexagon from a
     * square board): for each of this game's {@link #policyPlanes()}, the plane of {@code from}'s layout that means the
     * nearest move (the same direction, the nearest distance), or -1 for none; null (the default) when the two layouts
     * are unrelated. A network's policy output for {@code from} then starts this game's from those planes.
     */
    default int[] policyPlaneSources(Game from) {
        return null;
    }

    /** {@link #policyCell(int)} of {@code action} with {@code player} to move. */
    default int policyCell(int action, int player) {
        return policyCell(policyIndex(action, player));
    }

    /** {@link #seatPlanes}: a padded plane that is all zeros. */
    int SEAT_PLANE_ZERO = -1;

    /** {@link #seatPlanes}: a padded plane that is all ones. */
    int SEAT_PLANE_ONE = -2;

    /**
     * This game's observation laid out as if the game had {@code seats} seats (at least {@link #numPlayers()}), so that one
     * network reads games of several player counts of a family: the seats beyond the game's own are shown as seats that
     * are out of the game. Entry {@code k} of the result says what padded plane {@code k} holds: a plane of this game's own
     * observation ({@link State#encode}, index {@code 0..channels-1}, copied as it is), {@link #SEAT_PLANE_ZERO} or
     * {@link #SEAT_PLANE_ONE} (constant over the whole grid). So the padded observation is the own one with planes moved
     * and constant planes added, and with {@code seats == numPlayers()} it is the own one (the identity map, the default).
     * Null: this game has no such layout for {@code seats} (the default for any other count).
     */
    default int[] seatPlanes(int seats) {
        if (seats != numPlayers()) {
            return null;
        }
        int[] identity = new int[observationShape()[0]];
        for (int k = 0; k < identity.length; k++) {
            identity[k] = k;
        }
        return identity;
    }

    /**
     * The version of this game's observation and action encoding. Model files and records written
     * under one version are refused (models) or re-encoded (records) under another: bump it whenever
     * {@link State#encode}, the action ids, {@link #policyIndex} or {@link #policyCell(int)} change meaning.
     */
    default String encodingVersion() {
        return "1";
    }

    /**
     * Whether the observation shows every spec option and every spec shares one action layout, so that a
     * network trained under one spec of this game can play any other spec with the same encoding
     * fingerprint (Proteus: its variant planes say which variants are on; Kadon: its option planes). False by default: a model
     * then plays only the spec it was made for.
     */
    default boolean observesOptions() {
        return false;
    }

    /** The game's hand-written evaluation for searches that use one (alpha-beta, heuristic leaf values), or null (default): none. */
    default Heuristic heuristic() {
        return null;
    }

    /**
     * The state as sparse input features for small fully connected evaluators ({@code alphabeta:model=FILE}), or
     * null (the default): this game offers none.
     */
    default SparseFeatures sparseFeatures() {
        return null;
    }

    /** A few lines for people: the action encoding and its size, the observation planes. */
    default String describeEncoding() {
        return "actions: " + numActions() + "; observation: " + java.util.Arrays.toString(observationShape());
    }
}
