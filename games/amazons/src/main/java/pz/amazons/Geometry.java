package pz.amazons;

import java.util.ArrayList;
import java.util.List;
import pz.engine.NotationException;
import pz.engine.util.Numbers;

/**
 * The shape of a board: its cells, their names, the observation grid they sit in, and the
 * mailbox the move generators walk. Square boards (docs/rules/amazons.md A-BOARD-1, A-SIZE-1,
 * C-SIZE-1) and the 91-cell hexagon (A-HEX-1).
 *
 * <p>Cells are numbered {@code 0..cells-1} (these numbers make the action ids). Square boards number
 * cells {@code rank * size + file} (a1 = 0); the hexagon numbers them row by row from the bottom, by
 * axial {@code r} then {@code q}. Move generation works on a mailbox instead: the observation grid
 * with a border of wall squares, so that every direction is a constant offset and a walk stops at
 * a wall without a bounds test (the hexagon's axial grid is a parallelogram, so it too has constant
 * offsets; its six corner triangles are walls).
 *
 * <p>Hex notation: a cell with axial coordinates (q, r), |q|, |r|, |q+r| &lt;= 5, is written as the
 * column letter {@code 'a' + q + 5} and the row number {@code r + 6}: the centre (0, 0) is {@code f6}.
 * Column {@code a} holds rows 6..11, column {@code f} rows 1..11, column {@code k} rows 1..6. The
 * six lines run along columns (q fixed), rows (r fixed) and the diagonals where q+r is fixed
 * (for example f6-g5-h4).
 *
 * <p>Immutable and thread-safe.
 */
final class Geometry {
    /** Queen directions on a square board as (file, rank) steps; opposite directions are {@code d ^ 1}. */
    static final int[][] QUEEN = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    /** Knight jumps as (file, rank) steps; a jump's reverse is {@code d ^ 1}. */
    static final int[][] KNIGHT = {{1, 2}, {-1, -2}, {2, 1}, {-2, -1}, {1, -2}, {-1, 2}, {2, -1}, {-2, 1}};
    /** Hex line directions as axial (q, r) steps; opposite directions are {@code d ^ 1}. */
    static final int[][] HEX = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
    /** Radius of the hexagon (A-HEX-1: |q|, |r|, |q+r| &lt;= 5). */
    static final int HEX_RADIUS = 5;

    final boolean hex;
    /** Side of a square board; 11 (the width of the axial grid) for the hexagon. */
    final int size;
    final int cells;
    /** Observation grid: {@code height x width}, row 0 at the top. */
    final int height;
    final int width;
    /** {@code grid[c]} is the row-major observation index of cell c. */
    final int[] grid;
    /** {@code x[c]}, {@code y[c]}: file and rank on a square board, axial q and r on the hexagon. */
    final int[] x;
    final int[] y;
    final String[] names;
    /** {@code rows[i]}: the cells of observation row i (row 0 at the top), left to right. */
    final int[][] rows;
    /** Number of step directions (8 queen lines or knight jumps, 6 hex lines); {@code d ^ 1} reverses d. */
    final int dirs;
    /** Width of the mailbox: the observation grid with a wall border of {@link #pad} cells. */
    final int mbWidth;
    /** Number of mailbox squares. */
    final int mbSize;
    /** Wall border width: 1 for lines, 2 for knight jumps. */
    final int pad;
    /** {@code mb[c]}: the mailbox square of cell c. */
    final int[] mb;
    /** {@code cellOf[m]}: the cell on mailbox square m, or -1 for a wall. */
    final int[] cellOf;
    /** {@code offset[d]}: the mailbox step of direction d (constant: the hexagon is a parallelogram grid in axial coordinates). */
    final int[] offset;

    private Geometry(boolean hex, int size, boolean knight) {
        this.hex = hex;
        this.size = size;
        List<int[]> coords = new ArrayList<>();
        if (hex) {
            for (int r = -HEX_RADIUS; r <= HEX_RADIUS; r++) {
                for (int q = -HEX_RADIUS; q <= HEX_RADIUS; q++) {
                    if (Math.abs(q + r) <= HEX_RADIUS) {
                        coords.add(new int[] {q, r});
                    }
                }
            }
            height = width = 2 * HEX_RADIUS + 1;
        } else {
            for (int r = 0; r < size; r++) {
                for (int f = 0; f < size; f++) {
                    coords.add(new int[] {f, r});
                }
            }
            height = width = size;
        }
        cells = coords.size();
        x = new int[cells];
        y = new int[cells];
        grid = new int[cells];
        names = new String[cells];
        for (int c = 0; c < cells; c++) {
            x[c] = coords.get(c)[0];
            y[c] = coords.get(c)[1];
            int col = hex ? x[c] + HEX_RADIUS : x[c];
            int rowFromBottom = hex ? y[c] + HEX_RADIUS : y[c];
            grid[c] = (height - 1 - rowFromBottom) * width + col;
            names[c] = "" + (char) ('a' + col) + (rowFromBottom + 1);
        }
        rows = new int[height][];
        for (int row = 0; row < height; row++) {
            int r = row;
            rows[row] = java.util.stream.IntStream.range(0, cells).filter(c -> grid[c] / width == r)
                    .boxed().sorted(java.util.Comparator.comparingInt(c -> grid[c])).mapToInt(Integer::intValue).toArray();
        }
        int[][] deltas = hex ? HEX : knight ? KNIGHT : QUEEN;
        dirs = deltas.length;
        pad = knight ? 2 : 1;
        mbWidth = width + 2 * pad;
        mbSize = mbWidth * (height + 2 * pad);
        mb = new int[cells];
        cellOf = new int[mbSize];
        java.util.Arrays.fill(cellOf, -1);
        for (int c = 0; c < cells; c++) {
            int col = hex ? x[c] + HEX_RADIUS : x[c];
            int row = hex ? y[c] + HEX_RADIUS : y[c];
            mb[c] = (row + pad) * mbWidth + col + pad;
            cellOf[mb[c]] = c;
        }
        offset = new int[dirs];
        for (int d = 0; d < dirs; d++) {
            offset[d] = deltas[d][0] + deltas[d][1] * mbWidth;
        }
    }

    /** A square board of side {@code size} with queen lines ({@code knight} false) or knight jumps. */
    static Geometry square(int size, boolean knight) {
        return new Geometry(false, size, knight);
    }

    /** The 91-cell hexagon of A-HEX-1. */
    static Geometry hexagon() {
        return new Geometry(true, 2 * HEX_RADIUS + 1, false);
    }

    /** The cell at file/rank (square) or axial q/r (hex), or {@link #cells} when off the board. */
    int cellAt(int cx, int cy) {
        if (hex) {
            if (Math.abs(cx) > HEX_RADIUS || Math.abs(cy) > HEX_RADIUS || Math.abs(cx + cy) > HEX_RADIUS) {
                return cells;
            }
            int c = 0;
            for (int r = -HEX_RADIUS; r < cy; r++) {
                c += 2 * HEX_RADIUS + 1 - Math.abs(r);
            }
            return c + cx - Math.max(-HEX_RADIUS, -HEX_RADIUS - cy);
        }
        return cx < 0 || cy < 0 || cx >= size || cy >= size ? cells : cy * size + cx;
    }

    /** A short name for messages: "10x10 board" or "hex board". */
    String boardName() {
        return hex ? "hex board" : size + "x" + size + " board";
    }

    /**
     * Parses a cell name ({@code d7}).
     *
     * @throws NotationException naming the bad part: not a cell name at all, off a square board,
     *                           or a name of the axial grid that is not one of the hexagon's cells
     */
    int parseCell(String text) {
        String t = text.strip();
        if (t.length() < 2 || t.length() > 3 || t.charAt(0) < 'a' || t.charAt(0) > 'z') {
            throw new NotationException("'" + text + "' is not a cell name; cells are written like "
                    + names[0] + " (a file letter, then a rank number)");
        }
        for (int i = 1; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                throw new NotationException("'" + text + "' is not a cell name; cells are written like "
                        + names[0] + " (a file letter, then a rank number)");
            }
        }
        int col = t.charAt(0) - 'a';
        int row = Numbers.parseInt(t.substring(1)) - 1;
        char last = (char) ('a' + size - 1);
        if (col >= size || row < 0 || row >= size) {
            throw new NotationException("'" + t + "' is off the " + boardName() + " (files a.." + last
                    + ", ranks 1.." + size + ")");
        }
        if (!hex) {
            return row * size + col;
        }
        int q = col - HEX_RADIUS;
        int r = row - HEX_RADIUS;
        int c = cellAt(q, r);
        if (c == cells) {
            int lo = Math.max(-HEX_RADIUS, -HEX_RADIUS - q) + HEX_RADIUS + 1;
            int hi = Math.min(HEX_RADIUS, HEX_RADIUS - q) + HEX_RADIUS + 1;
            throw new NotationException("'" + t + "' is not a cell of the hex board: column " + t.charAt(0)
                    + " has rows " + lo + ".." + hi);
        }
        return c;
    }

    /** The step direction from {@code from} to {@code to} along a line, or -1 when they are not on one. */
    int lineDirection(int from, int to) {
        int dx = x[to] - x[from];
        int dy = y[to] - y[from];
        if (dx == 0 && dy == 0) {
            return -1;
        }
        int n = Math.max(Math.abs(dx), Math.abs(dy));
        int[][] deltas = hex ? HEX : QUEEN;
        for (int d = 0; d < deltas.length; d++) {
            if (deltas[d][0] * n == dx && deltas[d][1] * n == dy) {
                return d;
            }
        }
        return -1;
    }

    /**
     * The geometric symmetries of the board (as cell permutations, identity first) under which the
     * movement rules are invariant: the 8 of the square, the 12 of the hexagon.
     */
    List<Transform> transforms() {
        List<Transform> list = new ArrayList<>();
        int count = hex ? 12 : 8;
        for (int k = 0; k < count; k++) {
            int[] map = new int[cells];
            for (int c = 0; c < cells; c++) {
                int[] p = hex ? hexTransform(k, x[c], y[c]) : squareTransform(k, x[c], y[c]);
                map[c] = cellAt(p[0], p[1]);
            }
            list.add(new Transform(transformName(k), map));
        }
        return list;
    }

    private String transformName(int k) {
        if (hex) {
            return k == 0 ? "identity" : (k >= 6 ? "reflect-" : "") + "rot" + (60 * (k % 6));
        }
        return new String[] {"identity", "mirror-files", "mirror-ranks", "rot180", "transpose", "rot90",
            "rot270", "anti-transpose"}[k];
    }

    private int[] squareTransform(int k, int f, int r) {
        int m = size - 1;
        return switch (k) {
            case 0 -> new int[] {f, r};
            case 1 -> new int[] {m - f, r};
            case 2 -> new int[] {f, m - r};
            case 3 -> new int[] {m - f, m - r};
            case 4 -> new int[] {r, f};
            case 5 -> new int[] {r, m - f};
            case 6 -> new int[] {m - r, f};
            default -> new int[] {m - r, m - f};
        };
    }

    private static int[] hexTransform(int k, int q, int r) {
        if (k >= 6) {
            int t = q;
            q = r;
            r = t;
        }
        for (int i = 0; i < k % 6; i++) {
            int nq = -r;
            int nr = q + r;
            q = nq;
            r = nr;
        }
        return new int[] {q, r};
    }

    /** A named permutation of the cells. */
    record Transform(String name, int[] map) {
    }
}
