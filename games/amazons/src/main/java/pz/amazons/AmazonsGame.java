package pz.amazons;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pz.engine.Game;
import pz.engine.NotationException;
import pz.engine.State;
import pz.engine.Symmetry;
import pz.engine.Zobrist;

/**
 * The Game of the Amazons (docs/rules/amazons.md) and Cowboys (§4) under one fixed spec: the board, the
 * seats and their start cells, the action space, the observation layout and the symmetries.
 * Cowboys is the same game with knight jumps in place of queen lines.
 *
 * <p>Action ids (global, {@code N} = number of cells, cells numbered as in {@link Geometry}): a turn
 * is two decisions by the same player. First the piece move, id {@code from * N + to}; then the
 * arrow (bullet), id {@code N * N + cell}. So {@code numActions = N * N + N}: 10,100 on 10x10
 * (any player count), 4,160 on 8x8, 1,332 on 6x6, 8,372 on the hexagon; Cowboys 4,160 on 8x8,
 * 1,332 / 2,450 / 6,642 on 6x6 / 7x7 / 9x9. Read as a policy head that is {@code N + 1} planes over the cells: plane
 * {@code from} holds the destinations of the piece on {@code from}, the last plane the arrow.
 *
 * <p>Turn notation (N-MOVE-AMAZONS): {@code d1-d7/g7}, split into the steps {@code d1-d7} and
 * {@code /g7}.
 *
 * <p>Immutable and thread-safe.
 */
final class AmazonsGame implements Game {
    static final String[] SEAT_NAMES = {"White", "Black", "Red", "Yellow"};
    static final char[] SEAT_LETTERS = {'W', 'B', 'R', 'Y'};

    final String spec;
    final String family;
    final Geometry geo;
    private final Territory territory;
    final boolean knight;
    final int players;
    /** Pieces per player. */
    final int pieces;
    /** {@code start[p]}: player p's start cells. */
    final int[][] start;
    final int numCells;
    final int planes;
    final int maxLength;
    private final List<Symmetry> symmetries;
    private final PolicyPlanes policyPlanes;

    // Zobrist keys, indexed by mailbox square so apply() needs no conversion.
    final long[] pieceKey;
    final long[] arrowKey;
    final long[] pendingKey;
    final long[] sideKey;
    /** {@code elimKey[p * players + i]}: player p was the i-th eliminated (the order decides the returns). */
    final long[] elimKey;

    AmazonsGame(String spec, String family, Geometry geo, boolean knight, String[][] startNames) {
        this.spec = spec;
        this.family = family;
        this.geo = geo;
        this.territory = new Territory(geo);
        this.knight = knight;
        this.players = startNames.length;
        this.pieces = startNames[0].length;
        this.numCells = geo.cells;
        start = new int[players][pieces];
        for (int p = 0; p < players; p++) {
            for (int i = 0; i < pieces; i++) {
                start[p][i] = geo.parseCell(startNames[p][i]);
            }
        }
        planes = players + 4 + (players > 2 ? players - 1 : 0);
        maxLength = 2 * (numCells - players * pieces);
        long[] k = Zobrist.keys(0xA3A2_0000L + spec.hashCode(), (players + 2) * geo.mbSize + players + players * players);
        pieceKey = Arrays.copyOfRange(k, 0, players * geo.mbSize);
        arrowKey = Arrays.copyOfRange(k, players * geo.mbSize, (players + 1) * geo.mbSize);
        pendingKey = Arrays.copyOfRange(k, (players + 1) * geo.mbSize, (players + 2) * geo.mbSize);
        int o = (players + 2) * geo.mbSize;
        sideKey = Arrays.copyOfRange(k, o, o + players);
        elimKey = Arrays.copyOfRange(k, o + players, o + players + players * players);
        symmetries = buildSymmetries();
        policyPlanes = new PolicyPlanes(geo, knight);
    }

    /** The piece word for messages: "amazon" or "cowboy". */
    String pieceWord() {
        return knight ? "cowboy" : "amazon";
    }

    /** The shot word for messages: "arrow" or "bullet". */
    String shotWord() {
        return knight ? "bullet" : "arrow";
    }

    @Override
    public String spec() {
        return spec;
    }

    /** Territory by minimum move distance ({@link Territory}). */
    @Override
    public pz.engine.Heuristic heuristic() {
        return territory;
    }

    @Override
    public int numPlayers() {
        return players;
    }

    @Override
    public int numActions() {
        return numCells * numCells + numCells;
    }

    @Override
    public int[] observationShape() {
        return new int[] {planes, geo.height, geo.width};
    }

    @Override
    public int maxLength() {
        return maxLength;
    }

    @Override
    public double minReturn() {
        return -1;
    }

    @Override
    public double maxReturn() {
        return 1;
    }

    /** Places score 1 - 2 (place - 1) / (players - 1), which sum to zero for every player count (A-MULTI-3). */
    @Override
    public boolean zeroSum() {
        return true;
    }

    /**
     * The observation for {@code seats >= players} seats ({@link Observation}'s layout with {@code P = seats}): the
     * pieces of seat mover+k for k below the game's players, empty planes for the seats beyond them; the arrows, the
     * piece that moved, the phase and the board mask; then seat mover+r's "eliminated" plane, as in this game's own
     * layout for r below its players (empty in a two-player game, which has none) and all ones beyond: a two-player
     * game looks like a four-player one whose other two seats are out. With {@code seats == players}, the identity.
     */
    @Override
    public int[] seatPlanes(int seats) {
        if (seats < players) {
            return null;
        }
        int[] map = new int[seats + 4 + (seats > 2 ? seats - 1 : 0)];
        for (int k = 0; k < seats; k++) {
            map[k] = k < players ? k : SEAT_PLANE_ZERO;
        }
        for (int j = 0; j < 4; j++) {
            map[seats + j] = players + j;
        }
        for (int r = 1; r < seats && seats > 2; r++) {
            map[seats + 3 + r] = r >= players ? SEAT_PLANE_ONE : players > 2 ? players + 3 + r : SEAT_PLANE_ZERO;
        }
        return map;
    }

    /** {@link PolicyPlanes}: 73 planes on square Amazons boards, 9 for Cowboys, 61 on the hexagon. */
    @Override
    public int policyPlanes() {
        return policyPlanes.planes;
    }

    @Override
    public int policyCell(int index) {
        return policyPlanes.cell(index);
    }

    /** {@link PolicyPlanes#sources}: between queen-line layouts (square boards, the hexagon); null with Cowboys' jumps. */
    @Override
    public int[] policyPlaneSources(Game from) {
        return from instanceof AmazonsGame other && !knight && !other.knight ? PolicyPlanes.sources(geo, other.geo) : null;
    }

    @Override
    public List<Symmetry> symmetries() {
        return symmetries;
    }

    /**
     * The board transforms that map every seat's start cells onto themselves (the movement rules
     * are invariant under all of them), as observation-cell and action permutations.
     */
    private List<Symmetry> buildSymmetries() {
        List<Symmetry> list = new ArrayList<>();
        int gridCells = geo.height * geo.width;
        int n = numCells;
        for (Geometry.Transform t : geo.transforms()) {
            if (!preservesSetup(t.map())) {
                continue;
            }
            int[] cellMap = new int[gridCells];
            for (int g = 0; g < gridCells; g++) {
                cellMap[g] = g; // off-board grid cells (hex corners) stay put
            }
            for (int c = 0; c < n; c++) {
                cellMap[geo.grid[c]] = geo.grid[t.map()[c]];
            }
            int[] actionMap = new int[numActions()];
            for (int f = 0; f < n; f++) {
                for (int to = 0; to < n; to++) {
                    actionMap[f * n + to] = t.map()[f] * n + t.map()[to];
                }
                actionMap[n * n + f] = n * n + t.map()[f];
            }
            list.add(new Symmetry(t.name(), cellMap, actionMap));
        }
        return List.copyOf(list);
    }

    /** True when the cell permutation maps each seat's start cells onto the same seat's. */
    boolean preservesSetup(int[] map) {
        for (int p = 0; p < players; p++) {
            for (int c : start[p]) {
                int image = map[c];
                if (Arrays.stream(start[p]).noneMatch(x -> x == image)) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public State newInitialState() {
        AmazonsState s = new AmazonsState(this);
        for (int p = 0; p < players; p++) {
            for (int c : start[p]) {
                s.put(p, geo.mb[c]);
            }
        }
        s.finishSetup(0, -1, new int[0]);
        return s;
    }

    @Override
    public State parsePosition(String position) {
        return PositionCodec.parse(this, position);
    }

    /** {@code d1-d7/g7} becomes {@code d1-d7} and {@code /g7}; an arrow alone ({@code /g7}, {@code d7/g7}) is one step. */
    @Override
    public List<String> splitTurn(String turnText) {
        if (turnText == null || turnText.isBlank()) {
            throw new NotationException("empty turn; a turn is written like " + exampleTurn());
        }
        String t = turnText.strip();
        int slash = t.indexOf('/');
        if (slash < 0 || t.indexOf('-') < 0 || t.indexOf('-') > slash) {
            return List.of(t);
        }
        if (t.indexOf('/', slash + 1) >= 0) {
            throw new NotationException("'" + t + "' has more than one '/'; a turn is written like " + exampleTurn());
        }
        return List.of(t.substring(0, slash).strip(), "/" + t.substring(slash + 1).strip());
    }

    @Override
    public String joinTurn(List<String> steps) {
        return String.join("", steps);
    }

    String exampleTurn() {
        return knight ? "c1-d3/e5" : geo.hex ? "f3-f5/g4" : "d1-d7/g7";
    }

    @Override
    public String describeEncoding() {
        int n = numCells;
        StringBuilder b = new StringBuilder();
        b.append(spec).append(": ").append(geo.boardName()).append(", ").append(n).append(" cells, ")
                .append(players).append(" players with ").append(pieces).append(' ').append(pieceWord()).append("s each\n");
        b.append("actions: ").append(numActions()).append(" = ").append(n).append('*').append(n)
                .append(" moves (from*").append(n).append("+to) + ").append(n).append(' ').append(shotWord())
                .append("s (").append(n * n).append("+cell); a turn is a move then ").append(knight ? "a " : "an ").append(shotWord())
                .append(" by the same player\n");
        b.append("observation: ").append(planes).append(" x ").append(geo.height).append(" x ").append(geo.width)
                .append(", from the mover's seat: ");
        b.append("[0] mover's pieces");
        for (int i = 1; i < players; i++) {
            b.append(", [").append(i).append("] pieces of seat mover+").append(i);
        }
        b.append(", [").append(players).append("] ").append(shotWord()).append("s, [").append(players + 1)
                .append("] the piece that just moved (").append(shotWord()).append(" origin), [").append(players + 2)
                .append("] phase (1 = ").append(shotWord()).append(" to shoot), [").append(players + 3)
                .append("] board mask");
        if (players > 2) {
            b.append(", [").append(players + 4).append("..").append(2 * players + 2)
                    .append("] seat mover+1.. eliminated (all ones)");
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return spec;
    }
}
