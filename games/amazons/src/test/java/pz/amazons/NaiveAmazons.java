package pz.amazons;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple second implementation of the Amazons and Cowboys rules, used only to check
 * the engine's perft numbers. It shares nothing with the engine but the position text it starts
 * from: its own coordinates (a 2D grid, the hexagon in axial coordinates), its own direction tables,
 * whole turns enumerated as (from, to, arrow) triples with the board changed and changed back, and
 * its own turn passing and elimination (A-MULTI-3).
 */
final class NaiveAmazons {
    private static final int[][] QUEEN = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    private static final int[][] HEX = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final String SEATS = "wbry";

    private final boolean hex;
    private final boolean knight;
    private final int size;
    private final int players;
    /** grid[x][y]: '.' empty, 'x' arrow, 'w'/'b'/'r'/'y' a piece; y = 0 is the bottom row. */
    private final char[][] grid;
    private final boolean[] out;
    private int outCount;
    private int toMove;
    private boolean over;

    NaiveAmazons(String position, boolean hex, boolean knight, int players) {
        this.hex = hex;
        this.knight = knight;
        this.players = players;
        String[] fields = position.split(" ");
        String[] rows = fields[0].split("/");
        size = hex ? 11 : rows.length;
        grid = new char[size][size];
        for (int row = 0; row < rows.length; row++) {
            int y = size - 1 - row;
            int x = hex ? Math.max(0, 5 - y) : 0; // on the hexagon, row r = y - 5 starts at q = max(-5, -5 - r)
            String r = rows[row];
            for (int i = 0; i < r.length(); i++) {
                char ch = r.charAt(i);
                if (Character.isDigit(ch)) {
                    int j = i;
                    while (j + 1 < r.length() && Character.isDigit(r.charAt(j + 1))) {
                        j++;
                    }
                    int run = Integer.parseInt(r.substring(i, j + 1));
                    for (int k = 0; k < run; k++) {
                        grid[x++][y] = '.';
                    }
                    i = j;
                } else {
                    grid[x++][y] = Character.toLowerCase(ch);
                }
            }
        }
        out = new boolean[players];
        for (char c : fields[3].toCharArray()) {
            if (c != '-') {
                out[SEATS.indexOf(c)] = true;
                outCount++;
            }
        }
        over = fields[1].equals("-");
        toMove = over ? -1 : SEATS.indexOf(fields[1].charAt(0));
    }

    private boolean onBoard(int x, int y) {
        if (x < 0 || y < 0 || x >= size || y >= size) {
            return false;
        }
        return !hex || Math.abs(x - 5 + y - 5) <= 5;
    }

    private boolean empty(int x, int y) {
        return onBoard(x, y) && grid[x][y] == '.';
    }

    /** Squares a piece on (x, y) reaches, as {x, y} pairs. */
    private List<int[]> targets(int x, int y) {
        List<int[]> list = new ArrayList<>();
        int[][] dirs = knight ? KNIGHT : hex ? HEX : QUEEN;
        for (int[] d : dirs) {
            int tx = x + d[0];
            int ty = y + d[1];
            while (empty(tx, ty)) {
                list.add(new int[] {tx, ty});
                if (knight) {
                    break;
                }
                tx += d[0];
                ty += d[1];
            }
        }
        return list;
    }

    /** Every whole turn of seat p as {fromX, fromY, toX, toY, arrowX, arrowY}. */
    List<int[]> turns(int p) {
        List<int[]> list = new ArrayList<>();
        char me = SEATS.charAt(p);
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                if (onBoard(x, y) && grid[x][y] == me) {
                    for (int[] t : targets(x, y)) {
                        grid[x][y] = '.';
                        grid[t[0]][t[1]] = me;
                        for (int[] a : targets(t[0], t[1])) {
                            list.add(new int[] {x, y, t[0], t[1], a[0], a[1]});
                        }
                        grid[t[0]][t[1]] = '.';
                        grid[x][y] = me;
                    }
                }
            }
        }
        return list;
    }

    /**
     * perft: sequences of whole turns. A finished game has no turns (its last seat to act could not
     * move), so a turn that ends the game counts only at the last depth (N-PERFT-1).
     */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (over) {
            return 0;
        }
        List<int[]> turns = turns(toMove);
        if (depth == 1) {
            return turns.size();
        }
        long total = 0;
        char me = SEATS.charAt(toMove);
        for (int[] t : turns) {
            int mover = toMove;
            boolean[] outBefore = out.clone();
            grid[t[0]][t[1]] = '.';
            grid[t[2]][t[3]] = me;
            grid[t[4]][t[5]] = 'x';
            passTurn();
            total += perft(depth - 1);
            grid[t[4]][t[5]] = '.';
            grid[t[2]][t[3]] = '.';
            grid[t[0]][t[1]] = me;
            System.arraycopy(outBefore, 0, out, 0, players);
            outCount = 0;
            for (boolean o : out) {
                outCount += o ? 1 : 0;
            }
            toMove = mover;
            over = false;
        }
        return total;
    }

    /** A-MULTI-3: the next seat still in plays; one that cannot complete a turn is out; one seat left wins. */
    private void passTurn() {
        int p = toMove;
        while (true) {
            do {
                p = (p + 1) % players;
            } while (out[p]);
            if (!turns(p).isEmpty()) {
                toMove = p;
                return;
            }
            out[p] = true;
            outCount++;
            if (outCount == players - 1) {
                over = true;
                return;
            }
        }
    }
}
