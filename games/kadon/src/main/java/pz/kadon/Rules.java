package pz.kadon;

import pz.engine.Zobrist;

/**
 * Fixed facts of Kadon Proteus (docs/rules/kadon.md) as small integers and bitmask tables: tile and piece
 * ids, cell geometry, the MOVE masks, the lines of 3-IN-LINE, trade pairs, action ids and Zobrist
 * keys. Stateless and immutable; every table is built once at class initialisation.
 *
 * <p>Ids: a tile is {@code colour * 3 + shape} (colour 0 red MOVE, 1 yellow GOAL, 2 blue TRADE; shape 0
 * circle, 1 square, 2 triangle), so bit {@code t} of a 9-bit mask is tile {@code t}. A piece is
 * {@code owner * 3 + shape} (owner 0 Black, who places first; 1 White). A cell is
 * {@code (rank - 1) * 3 + file}: a1 = 0, b1 = 1, c1 = 2, a2 = 3, ... c3 = 8.
 */
final class Rules {
    private Rules() {
    }

    static final int CELLS = 9;
    static final int ALL_CELLS = 0x1FF;

    static final int RED = 0;
    static final int YELLOW = 1;
    static final int BLUE = 2;
    static final int CIRCLE = 0;
    static final int SQUARE = 1;
    static final int TRIANGLE = 2;
    static final int BLACK = 0;
    static final int WHITE = 1;

    // --- action ids (documented in the README and Kadon#describeEncoding) ---
    /** Tile {@code t} onto cell {@code c}: {@code TILE_BASE + t * 9 + c}. */
    static final int TILE_BASE = 0;
    /** The mover's piece of shape {@code s} onto cell {@code c}: {@code PIECE_BASE + s * 9 + c}. */
    static final int PIECE_BASE = 81;
    /** Pass (placement phase, no legal placement). */
    static final int PASS = 108;
    /** Move from {@code f} to {@code t}: {@code MOVE_BASE + f * 9 + t} (ids with f == t are never legal). */
    static final int MOVE_BASE = 109;
    /** Trade of the tiles on an unordered pair of cells: {@code TRADE_BASE + pair id}, 36 pairs. */
    static final int TRADE_BASE = 190;
    static final int NUM_ACTIONS = 226;

    static final String COLOUR_LETTERS = "RYB";
    static final String SHAPE_LETTERS = "CST";
    static final String PIECE_LETTERS = "cst";
    static final String OWNER_LETTERS = "BW";
    static final String[] COLOUR_NAMES = {"red", "yellow", "blue"};
    static final String[] SHAPE_NAMES = {"circle", "square", "triangle"};
    static final String[] RULE_NAMES = {"KING", "ROOK", "BISHOP/KNIGHT", "3-IN-LINE", "COLOR", "SHAPE", "POLARITY", "COLOR", "SHAPE"};
    static final String[] RULE_IDS = {"K-MOVE-KING", "K-MOVE-ROOK", "K-MOVE-BK", "K-GOAL-LINE", "K-GOAL-COLOR", "K-GOAL-SHAPE",
        "K-TRADE-POLARITY", "K-TRADE-COLOR", "K-TRADE-SHAPE"};

    /** MOVES[shape of the active red tile][cell]: cells a piece may reach on an empty board. */
    static final int[][] MOVES = new int[3][CELLS];
    /** The eight lines of 3-IN-LINE as cell masks. */
    static final int[] LINES = {0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054};
    /** IS_LINE[mask]: the mask holds a whole line. */
    static final boolean[] IS_LINE = new boolean[512];
    /** ACTIVE_COLOURS[active tile mask]: bit k set when colour k has an active tile. */
    static final int[] ACTIVE_COLOURS = new int[512];
    /** Trade pairs: PAIR_A[k] < PAIR_B[k], ordered by (a, b); PAIR_ID[a][b] = PAIR_ID[b][a] = k. */
    static final int[] PAIR_A = new int[36];
    static final int[] PAIR_B = new int[36];
    static final int[][] PAIR_ID = new int[CELLS][CELLS];

    // --- Zobrist keys: tile on cell, piece on cell, active tile, White to move ---
    private static final long[] KEYS = Zobrist.keys(0x4B41444F4EL, 81 + 54 + 9 + 1);
    static final int KEY_PIECE = 81;
    static final int KEY_ACTIVE = 81 + 54;
    static final long KEY_WHITE = KEYS[81 + 54 + 9];

    static {
        for (int c = 0; c < CELLS; c++) {
            int r = c / 3;
            int f = c % 3;
            for (int d = 0; d < CELLS; d++) {
                if (d == c) {
                    continue;
                }
                int dr = Math.abs(d / 3 - r);
                int df = Math.abs(d % 3 - f);
                if (dr <= 1 && df <= 1) {
                    MOVES[CIRCLE][c] |= 1 << d;
                }
                if (dr == 0 || df == 0) {
                    // K-MOVE-ROOK: on 3x3 the only square passed over is the middle one, and the leap
                    // exception lets the rook pass a piece there when the square beyond (the
                    // destination) is empty: so every vacant cell of the row or column is reachable.
                    MOVES[SQUARE][c] |= 1 << d;
                } else {
                    MOVES[TRIANGLE][c] |= 1 << d;
                }
            }
        }
        for (int m = 0; m < 512; m++) {
            for (int line : LINES) {
                if ((m & line) == line) {
                    IS_LINE[m] = true;
                }
            }
            for (int k = 0; k < 3; k++) {
                if ((m >> (3 * k) & 7) != 0) {
                    ACTIVE_COLOURS[m] |= 1 << k;
                }
            }
        }
        int k = 0;
        for (int a = 0; a < CELLS; a++) {
            for (int b = a + 1; b < CELLS; b++) {
                PAIR_A[k] = a;
                PAIR_B[k] = b;
                PAIR_ID[a][b] = k;
                PAIR_ID[b][a] = k;
                k++;
            }
        }
    }

    static int colour(int tile) {
        return tile / 3;
    }

    static int shape(int tileOrPiece) {
        return tileOrPiece % 3;
    }

    static long tileKey(int tile, int cell) {
        return KEYS[tile * 9 + cell];
    }

    static long pieceKey(int piece, int cell) {
        return KEYS[KEY_PIECE + piece * 9 + cell];
    }

    static long activeKey(int tile) {
        return KEYS[KEY_ACTIVE + tile];
    }

    static String cellName(int cell) {
        return "" + (char) ('a' + cell % 3) + (char) ('1' + cell / 3);
    }

    static String tileName(int tile) {
        return "" + COLOUR_LETTERS.charAt(colour(tile)) + SHAPE_LETTERS.charAt(shape(tile));
    }

    static String tileLongName(int tile) {
        return COLOUR_NAMES[colour(tile)] + " " + SHAPE_NAMES[shape(tile)] + " tile (" + RULE_NAMES[tile] + ")";
    }

    static String pieceName(int piece) {
        return "" + OWNER_LETTERS.charAt(piece / 3) + PIECE_LETTERS.charAt(shape(piece));
    }

    static String ownerName(int player) {
        return player == BLACK ? "Black" : "White";
    }
}
