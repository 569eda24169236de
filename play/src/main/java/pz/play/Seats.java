package pz.play;

import java.util.ArrayList;
import java.util.List;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/** Which seats people play, from the text of {@code --seat} or the web page's choice. Stateless. */
public final class Seats {
    private Seats() {
    }

    /** Human seats from text: "0", "1", "0,2", "all", "none", or colour names ("white", "black,red"); the others are the agent's. */
    public static boolean[] parse(Game game, String text) {
        boolean[] h = new boolean[game.numPlayers()];
        String t = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("all") || t.equals("none")) {
            java.util.Arrays.fill(h, t.equals("all"));
            return h;
        }
        for (String part : t.split(",")) {
            String p = part.strip();
            int seat = -1;
            for (int s = 0; s < h.length; s++) {
                if (p.equals(String.valueOf(s)) || p.equals(GameRegistry.profile(game).seatName(game, s).toLowerCase(java.util.Locale.ROOT))) {
                    seat = s;
                }
            }
            if (seat < 0) {
                throw new InvalidInputException("seat '" + part.strip() + "' is not a seat of " + game.spec() + ": use 0.."
                        + (h.length - 1) + ", a colour (" + seatNames(game) + "), a comma list, 'all' or 'none'");
            }
            h[seat] = true;
        }
        return h;
    }

    private static String seatNames(Game game) {
        List<String> n = new ArrayList<>();
        for (int s = 0; s < game.numPlayers(); s++) {
            n.add(GameRegistry.profile(game).seatName(game, s).toLowerCase(java.util.Locale.ROOT));
        }
        return String.join(", ", n);
    }


    /** The result of a finished game in words from its returns: "White (you) wins", "a draw", "Red and Yellow win". */
    static String outcome(double[] returns, java.util.function.IntFunction<String> label) {
        double best = Double.NEGATIVE_INFINITY;
        for (double v : returns) {
            best = Math.max(best, v);
        }
        List<String> winners = new ArrayList<>();
        for (int s = 0; s < returns.length; s++) {
            if (returns[s] == best) {
                winners.add(label.apply(s));
            }
        }
        if (winners.size() == returns.length) {
            return "a draw";
        }
        return String.join(" and ", winners) + (winners.size() == 1 ? " wins" : " win");
    }
}
