package pz.cli.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pz.engine.Game;
import pz.engine.GameRegistry;

/**
 * The colours a referee may name in {@code genmove COLOR}: the seat's number, its colour's name or
 * initial ({@code white}/{@code w} is seat 0 in every game but Kadon, where Black moves first), as
 * {@code pz play} names seats. Stateless.
 */
final class SeatNames {
    private SeatNames() {
    }

    /** The seat {@code text} names in {@code game} (any case), or -1. */
    static int parse(Game game, String text) {
        String t = text.toLowerCase(Locale.ROOT);
        for (int seat = 0; seat < game.numPlayers(); seat++) {
            String name = GameRegistry.profile(game).seatName(game, seat).toLowerCase(Locale.ROOT);
            if (t.equals(name) || t.equals(name.substring(0, 1)) || t.equals(Integer.toString(seat))) {
                return seat;
            }
        }
        return -1;
    }

    /** {@code Black (seat 1)}. */
    static String describe(Game game, int seat) {
        return GameRegistry.profile(game).seatName(game, seat) + " (seat " + seat + ")";
    }

    /** Every seat's initial with its name and number, for messages. */
    static String all(Game game) {
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < game.numPlayers(); seat++) {
            String name = GameRegistry.profile(game).seatName(game, seat);
            out.add(name.substring(0, 1).toLowerCase(Locale.ROOT) + " (" + name + ", seat " + seat + ")");
        }
        return String.join(", ", out);
    }
}
