package pz.kadon;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.view.BoardReader;

/**
 * What the front ends know of Kadon Proteus ({@link Kadon.Factory#profile()}): Black places first
 * (K-PLACE-1), so the seats are Black and White. The fallback agent is the default, UCT with 3,000
 * random rollouts. Stateless.
 */
final class KadonProfile implements GameProfile {
    /** Seat names: Black (seat 0, first to place) and White. */
    static final String[] SEATS = {"Black", "White"};

    private static final BoardReader BOARD = new KadonBoard();

    @Override
    public BoardReader board() {
        return BOARD;
    }

    @Override
    public String seatName(Game game, int seat) {
        return seat < SEATS.length ? SEATS[seat] : GameProfile.standardSeatName(seat);
    }

    @Override
    public List<String> exampleTurns(Game game) {
        return List.of("RC@a1", "a1-c1");
    }

    @Override
    public List<String> menuSpecs() {
        return List.of("kadon");
    }

    @Override
    public PerftTarget perftTarget() {
        return new PerftTarget(5, 4, "target <= 10 s; plain C ~6 s here");
    }
}
