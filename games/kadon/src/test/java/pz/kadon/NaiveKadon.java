package pz.kadon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent, deliberately naive model of Kadon Proteus for tests: strings for tiles and
 * pieces, fresh objects for every successor, and K-PLACE-4 as a literal search over continuations
 * of real positions (both players, turns alternating, a player with no legal placement passing),
 * written from docs/rules/kadon.md without looking at the engine's tables. It shares no code with the
 * engine, not even the position parser. Slow; for small searches only.
 */
final class NaiveKadon {
    static final String[] TILES = {"RC", "RS", "RT", "YC", "YS", "YT", "BC", "BS", "BT"};

    final String[] tile = new String[9];   // cell -> tile name or null; cell = row * 3 + col, row 0 = rank 1
    final boolean[] on = new boolean[9];   // cell -> its tile is active
    final String[] piece = new String[9];  // cell -> "Bc", "Wt", ... or null
    char side;                             // 'b' or 'w'
    final boolean overmatch;
    final boolean placewins;

    NaiveKadon(boolean overmatch, boolean placewins) {
        this.overmatch = overmatch;
        this.placewins = placewins;
    }

    static NaiveKadon parse(String position, boolean overmatch, boolean placewins) {
        NaiveKadon n = new NaiveKadon(overmatch, placewins);
        String[] f = position.trim().split(" ");
        String[] rows = f[0].split("/");
        for (int i = 0; i < 3; i++) {
            String[] cells = rows[i].split(",");
            for (int col = 0; col < 3; col++) {
                int cell = (2 - i) * 3 + col;
                String c = cells[col];
                if (c.equals(".")) {
                    continue;
                }
                n.tile[cell] = c.substring(0, 2);
                String rest = c.substring(2);
                if (rest.startsWith("*")) {
                    n.on[cell] = true;
                    rest = rest.substring(1);
                }
                if (!rest.isEmpty()) {
                    n.piece[cell] = rest;
                }
            }
        }
        n.side = f[1].charAt(0);
        return n;
    }

    NaiveKadon copy() {
        NaiveKadon n = new NaiveKadon(overmatch, placewins);
        for (int i = 0; i < 9; i++) {
            n.tile[i] = tile[i];
            n.on[i] = on[i];
            n.piece[i] = piece[i];
        }
        n.side = side;
        return n;
    }

    /**
     * What is on the board regardless of where (sorted tile+active+piece entries). No placement rule
     * looks at a tile's position, so the literal search may memoise on this.
     */
    String contents() {
        List<String> entries = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            if (tile[i] != null) {
                entries.add(tile[i] + (on[i] ? "*" : "") + (piece[i] == null ? "" : piece[i]));
            }
        }
        entries.sort(null);
        return String.join(",", entries);
    }

    /** Board and side, as in N-POS-KADON (no turn count). */
    String board() {
        StringBuilder b = new StringBuilder();
        for (int row = 2; row >= 0; row--) {
            for (int col = 0; col < 3; col++) {
                int cell = row * 3 + col;
                if (col > 0) {
                    b.append(',');
                }
                if (tile[cell] == null) {
                    b.append('.');
                } else {
                    b.append(tile[cell]).append(on[cell] ? "*" : "").append(piece[cell] == null ? "" : piece[cell]);
                }
            }
            if (row > 0) {
                b.append('/');
            }
        }
        return b.append(' ').append(side).toString();
    }

    static String name(int cell) {
        return "abc".charAt(cell % 3) + "" + (cell / 3 + 1);
    }

    static int cell(String name) {
        return (name.charAt(1) - '1') * 3 + "abc".indexOf(name.charAt(0));
    }

    char owner() {
        return side == 'b' ? 'B' : 'W';
    }

    boolean tilePlaced(String t) {
        for (String x : tile) {
            if (t.equals(x)) {
                return true;
            }
        }
        return false;
    }

    boolean piecePlaced(String p) {
        for (String x : piece) {
            if (p.equals(x)) {
                return true;
            }
        }
        return false;
    }

    boolean placementPhase() {
        for (String t : TILES) {
            if (!tilePlaced(t)) {
                return true;
            }
        }
        for (String p : new String[] {"Bc", "Bs", "Bt", "Wc", "Ws", "Wt"}) {
            if (!piecePlaced(p)) {
                return true;
            }
        }
        return false;
    }

    boolean colourActive(char colour) {
        for (int i = 0; i < 9; i++) {
            if (on[i] && tile[i].charAt(0) == colour) {
                return true;
            }
        }
        return false;
    }

    static boolean matches(String piece, String tile) {
        return piece != null && tile != null && Character.toUpperCase(piece.charAt(1)) == tile.charAt(1);
    }

    /** K-PLACE-2 and K-PLACE-3 placements, before K-PLACE-4. */
    List<String> rawPlacements() {
        List<String> out = new ArrayList<>();
        for (String t : TILES) {
            if (!tilePlaced(t)) {
                for (int c = 0; c < 9; c++) {
                    if (tile[c] == null) {
                        out.add(t + "@" + name(c));
                    }
                }
            }
        }
        for (char s : new char[] {'c', 's', 't'}) {
            String p = "" + owner() + s;
            if (piecePlaced(p)) {
                continue;
            }
            for (int c = 0; c < 9; c++) {
                if (tile[c] != null && piece[c] == null) {
                    if (matches(p, tile[c]) && colourActive(tile[c].charAt(0)) && !overmatch) {
                        continue;
                    }
                    out.add(s + "@" + name(c));
                }
            }
        }
        return out;
    }

    /** Memo of the literal search, by option, board, side and "the previous turn was a pass". Tests run it on one thread. */
    private static final Map<String, Boolean> MEMO = new HashMap<>();

    /** K-PLACE-4 read literally: some continuation of legal placements (with passes) ends the phase with each colour active. */
    boolean feasible() {
        if (MEMO.size() > 2_000_000) {
            MEMO.clear();
        }
        return feasible(this, false, MEMO);
    }

    private static boolean feasible(NaiveKadon s, boolean justPassed, Map<String, Boolean> memo) {
        if (!s.placementPhase()) {
            return s.colourActive('R') && s.colourActive('Y') && s.colourActive('B');
        }
        String key = s.overmatch + s.contents() + s.side + justPassed;
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean ok = false;
        for (String m : s.rawPlacements()) {
            if (feasible(s.after(m), false, memo)) {
                ok = true;
                break;
            }
        }
        if (!ok && !justPassed) {
            // no legal placement: this player passes and the other one tries
            ok = feasible(s.after("pass"), true, memo);
        }
        memo.put(key, ok);
        return ok;
    }

    List<String> legal() {
        List<String> out = new ArrayList<>();
        if (placementPhase()) {
            for (String m : rawPlacements()) {
                if (after(m).feasible()) {
                    out.add(m);
                }
            }
            if (out.isEmpty()) {
                out.add("pass");
            }
            return out;
        }
        String move = null;
        String trade = null;
        for (int i = 0; i < 9; i++) {
            if (on[i] && tile[i].charAt(0) == 'R') {
                move = tile[i];
            }
            if (on[i] && tile[i].charAt(0) == 'B') {
                trade = tile[i];
            }
        }
        for (int f = 0; f < 9; f++) {
            if (piece[f] == null || piece[f].charAt(0) != owner()) {
                continue;
            }
            for (int t = 0; t < 9; t++) {
                if (t == f || piece[t] != null) {
                    continue;
                }
                int dr = Math.abs(t / 3 - f / 3);
                int dc = Math.abs(t % 3 - f % 3);
                boolean ok = switch (move) {
                    case "RC" -> dr <= 1 && dc <= 1;
                    case "RS" -> dr == 0 || dc == 0; // the only piece in the way can be leapt: the far side is the empty target
                    default -> dr != 0 && dc != 0;
                };
                if (ok) {
                    out.add(name(f) + "-" + name(t));
                }
            }
        }
        for (int a = 0; a < 9; a++) {
            for (int b = a + 1; b < 9; b++) {
                boolean ok = switch (trade) {
                    case "BC" -> piece[a] != null && piece[b] != null && piece[a].charAt(0) != piece[b].charAt(0);
                    case "BS" -> tile[a].charAt(0) == tile[b].charAt(0);
                    default -> tile[a].charAt(1) == tile[b].charAt(1);
                };
                if (ok) {
                    out.add(name(a) + "<>" + name(b));
                }
            }
        }
        return out;
    }

    private void activateAt(int cell) {
        for (int i = 0; i < 9; i++) {
            if (tile[i] != null && tile[i].charAt(0) == tile[cell].charAt(0)) {
                on[i] = false;
            }
        }
        on[cell] = true;
    }

    NaiveKadon after(String m) {
        NaiveKadon n = copy();
        if (m.equals("pass")) {
            // nothing
        } else if (m.contains("@")) {
            String what = m.substring(0, m.indexOf('@'));
            int c = cell(m.substring(m.indexOf('@') + 1));
            if (what.length() == 2) {
                n.tile[c] = what;
            } else {
                String p = "" + owner() + what;
                n.piece[c] = p;
                if (matches(p, n.tile[c]) && !n.colourActive(n.tile[c].charAt(0))) {
                    n.on[c] = true;
                }
            }
        } else if (m.contains("<>")) {
            int a = cell(m.substring(0, 2));
            int b = cell(m.substring(4));
            String ta = n.tile[a];
            boolean oa = n.on[a];
            n.tile[a] = n.tile[b];
            n.on[a] = n.on[b];
            n.tile[b] = ta;
            n.on[b] = oa;
            boolean ma = matches(n.piece[a], n.tile[a]);
            boolean mb = matches(n.piece[b], n.tile[b]);
            if (ma && mb && n.tile[a].charAt(0) == n.tile[b].charAt(0)) {
                if (n.on[a]) {
                    n.activateAt(b);
                } else if (n.on[b]) {
                    n.activateAt(a);
                }
                // both inactive: they cancel, the old active tile of that colour stays
            } else {
                if (ma) {
                    n.activateAt(a);
                }
                if (mb) {
                    n.activateAt(b);
                }
            }
        } else {
            int f = cell(m.substring(0, 2));
            int t = cell(m.substring(3));
            n.piece[t] = n.piece[f];
            n.piece[f] = null;
            if (matches(n.piece[t], n.tile[t])) {
                n.activateAt(t);
            }
        }
        n.side = side == 'b' ? 'w' : 'b';
        return n;
    }

    /** 'B' or 'W' if exactly one player meets the active goal (K-WIN-1), else '-'. */
    char winner() {
        if (placementPhase() && !placewins) {
            return '-';
        }
        String goal = null;
        for (int i = 0; i < 9; i++) {
            if (on[i] && tile[i].charAt(0) == 'Y') {
                goal = tile[i];
            }
        }
        if (goal == null) {
            return '-';
        }
        boolean b = meets('B', goal);
        boolean w = meets('W', goal);
        return b == w ? '-' : b ? 'B' : 'W';
    }

    private boolean meets(char who, String goal) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            if (piece[i] != null && piece[i].charAt(0) == who) {
                cells.add(i);
            }
        }
        if (cells.size() < 3) {
            return false;
        }
        int a = cells.get(0);
        int b = cells.get(1);
        int c = cells.get(2);
        switch (goal) {
            case "YC": {
                int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
                for (int[] l : lines) {
                    if (l[0] == a && l[1] == b && l[2] == c) {
                        return true;
                    }
                }
                return false;
            }
            case "YS":
                return tile[a].charAt(0) == tile[b].charAt(0) && tile[b].charAt(0) == tile[c].charAt(0);
            default:
                return tile[a].charAt(1) == tile[b].charAt(1) && tile[b].charAt(1) == tile[c].charAt(1);
        }
    }

    /** Turn sequences of length depth (a winning turn is a leaf; no repetition or turn cap: keep depths small). */
    long perft(int depth) {
        if (depth == 0 || winner() != '-') {
            return 1;
        }
        long n = 0;
        for (String m : legal()) {
            n += after(m).perft(depth - 1);
        }
        return n;
    }
}
