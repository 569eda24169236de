package pz.proteus;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.State;
import pz.engine.view.BoardReader;
import pz.engine.view.BoardView;

/**
 * Proteus positions (N-POS-PROTEUS) as pictures: dice by face, both scores, the dice each side has
 * captured (derived from the history of positions, since a position keeps only the scores), and
 * under Wall Street only what the viewer may see (P-INFO-1). Stateless.
 */
final class ProteusBoard implements BoardReader {
    private static final String FACES = "YPBNRQ";
    private static final String[] FACE_NAMES = {"Pyramid", "Pawn", "Bishop", "Knight", "Rook", "Queen"};

    static String faceName(char face) {
        int i = FACES.indexOf(Character.toUpperCase(face));
        return i < 0 ? "?" : FACE_NAMES[i];
    }

    /** The 64 squares a1 = 0 .. h8 = 63 of a position's board field: a face letter (case = colour) or '.'. */
    static char[] squares(String position) {
        char[] sq = new char[64];
        java.util.Arrays.fill(sq, '.');
        String[] ranks = position.strip().split("\\s+")[0].split("/");
        for (int i = 0; i < ranks.length && i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char ch : ranks[i].toCharArray()) {
                if (ch >= '0' && ch <= '9') {
                    file += ch - '0';
                } else if (file < 8) {
                    sq[rank * 8 + file++] = ch;
                }
            }
        }
        return sq;
    }

    static String squareName(int sq) {
        return "" + (char) ('a' + sq % 8) + (sq / 8 + 1);
    }

    @Override
    public BoardView read(State state, int viewer, List<String> history) {
        Game game = state.game();
        String pos = state.position();
        String[] f = pos.strip().split("\\s+");
        char[] sq = squares(pos);
        boolean setup = f.length >= 8 && (f[5].equals("buy") || f[5].equals("place"));
        boolean secret = game.spec().contains("wallstreet=secret");
        List<BoardView.Cell> cells = new ArrayList<>();
        for (int s = 0; s < 64; s++) {
            char ch = sq[s];
            BoardView.Piece piece = null;
            String text = ".";
            if (ch != '.') {
                int owner = Character.isUpperCase(ch) ? 0 : 1;
                // a secret setup hides the other side's dice until both setups are revealed (P-INFO-1)
                if (!(setup && secret && viewer >= 0 && owner != viewer)) {
                    piece = new BoardView.Piece(owner, String.valueOf(Character.toUpperCase(ch)));
                    text = String.valueOf(ch);
                }
            }
            cells.add(new BoardView.Cell(squareName(s), s % 8, 7 - s / 8, (s % 8 + s / 8) % 2 == 0, piece, false, null, text));
        }
        List<List<Character>> captured = captured(history);
        List<BoardView.Seat> seats = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            StringBuilder d = new StringBuilder();
            if (!captured.get(p).isEmpty()) {
                d.append("captured:");
                for (char c : captured.get(p)) {
                    d.append(' ').append(Character.toUpperCase(c));
                }
            }
            if (setup) {
                String army = f[6 + p];
                boolean hidden = viewer >= 0 && p != viewer;
                d.append(d.length() > 0 ? "; " : "").append("to place: ")
                        .append(army.equals("-") ? "none" : hidden ? army.length() + " hidden dice" : army.toUpperCase(Locale.ROOT));
            }
            seats.add(new BoardView.Seat(p, GameProfile.standardSeatName(p), f[2 + p], d.toString(), false));
        }
        List<String> info = new ArrayList<>();
        info.add("faces: Y Pyramid, P Pawn (2), B Bishop (" + (warhorses(game) ? 4 : 3) + "), N Knight (" + (warhorses(game) ? 3 : 4)
                + "), R Rook (5), Q Queen (6); White upper case, Black lower case");
        String variants = game.spec().contains(":") ? game.spec().substring(game.spec().indexOf(':') + 1) : "";
        info.add("rules: " + (variants.isEmpty() ? "standard" : variants.replace(",", ", ")) + "; turn " + f[4]);
        String focus = null;
        if (f.length >= 6 && (f[5].startsWith("rotate:") || f[5].startsWith("roll:"))) {
            focus = f[5].split(":")[1];
        }
        return new BoardView("proteus", "square", 8, 8, cells, seats, info, focus, 3);
    }

    /** Dice each seat has captured, derived from consecutive positions: the victim's squares that lost its die. */
    static List<List<Character>> captured(List<String> history) {
        List<List<Character>> out = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 1; i < history.size(); i++) {
            char[] a = squares(history.get(i - 1));
            char[] b = squares(history.get(i));
            for (int colour = 0; colour < 2; colour++) {
                if (count(b, colour) >= count(a, colour)) {
                    continue;
                }
                for (int s = 0; s < 64; s++) {
                    if (owner(a[s]) == colour && owner(b[s]) != colour) {
                        out.get(1 - colour).add(a[s]);
                    }
                }
            }
        }
        return out;
    }

    private static int owner(char c) {
        return c == '.' ? -1 : Character.isUpperCase(c) ? 0 : 1;
    }

    private static int count(char[] sq, int colour) {
        int n = 0;
        for (char c : sq) {
            n += owner(c) == colour ? 1 : 0;
        }
        return n;
    }

    private static boolean warhorses(Game game) {
        return game.spec().contains("warhorses");
    }

    @Override
    public String describeStep(State state, String step) {
        char[] sq = squares(state.position());
        String ladder = warhorses(state.game()) ? "YPNBRQ" : "YPBNRQ";
        if (step.matches("[a-h][1-8](\\+\\+|--|\\+|-)")) {
            int s = (step.charAt(1) - '1') * 8 + step.charAt(0) - 'a';
            char face = Character.toUpperCase(sq[s]);
            int steps = step.length() - 2;
            int dir = step.endsWith("+") ? steps : -steps;
            int to = ladder.indexOf(face) + dir;
            String target = to >= 0 && to < 6 ? faceName(ladder.charAt(to)) : "?";
            return step + ": turn the " + faceName(face) + " " + (dir > 0 ? "up" : "down") + (steps == 2 ? " twice" : "")
                    + " into a " + target;
        }
        if (step.matches("[a-h][1-8][-x][a-h][1-8]")) {
            int s = (step.charAt(1) - '1') * 8 + step.charAt(0) - 'a';
            return step + ": " + faceName(sq[s]) + " " + step.substring(0, 2) + (step.charAt(2) == 'x' ? " captures on " : " to ")
                    + step.substring(3);
        }
        if (step.startsWith("=")) {
            return step + ": the roll shows a " + faceName(step.charAt(1));
        }
        if (step.startsWith("$")) {
            return step + ": buy a " + faceName(step.charAt(1));
        }
        if (step.contains("@")) {
            return step + ": place a " + faceName(step.charAt(0)) + " on " + step.substring(step.indexOf('@') + 1);
        }
        return step;
    }

    /** A Roulette roll ({@code =Q}): the program rolls, so a typed roll is refused with that reason. */
    @Override
    public boolean isTypedChance(Game game, String step) {
        return step.startsWith("=");
    }

    /** Wall Street: purchases are secret; in a secret setup, placements too (the board shows them once revealed). */
    @Override
    public boolean hidden(Game game, String step) {
        return game.spec().contains("wallstreet")
                && (step.startsWith("$") || game.spec().contains("wallstreet=secret") && step.contains("@"));
    }

    @Override
    public String describeChance(State state, String outcome) {
        String[] f = state.position().strip().split("\\s+");
        String where = f.length >= 6 && f[5].startsWith("roll:") ? " on " + f[5].substring(5) : "";
        return "Russian Roulette: the capturing die" + where + " is rolled by the program and shows a "
                + faceName(outcome.charAt(1)) + " (" + outcome + ")";
    }

    /** Square {@code a1}..{@code h8} at its cell of the absolute grid (White's view: row 0 is rank 8), as {@code State.owners}. */
    @Override
    public int gridCell(Game game, String cell) {
        int sq = cell.length() == 2 ? Bits.parseSquare(cell, 0) : -1;
        return sq < 0 ? -1 : Observation.cell(sq, 0);
    }

    @Override
    public List<String> notationHelp(Game game) {
        List<String> h = new ArrayList<>(List.of(
                "A turn is a move, then a rotation of a different die: 'b2-b4 d2+' (capture 'b2xc3'; '-' and 'x' alike).",
                "Rotate up with '+', down with '-'. You may enter the move alone and the rotation next."));
        if (game.spec().contains("tradeoff")) {
            h.add("Trade-Off: 'd2++' or 'd2--' rotates a die twice instead of moving, then rotate another: 'd2++ f2+'.");
        }
        if (game.spec().contains("roulette")) {
            h.add("Russian Roulette: the program rolls a capturing die for you; do not type the roll ('=Q').");
        }
        if (game.spec().contains("wallstreet")) {
            h.add("Wall Street: buy dice with '$P' .. '$Q' (Pawn first, up the ladder), place them with 'Q@b2'.");
        }
        return h;
    }
}
