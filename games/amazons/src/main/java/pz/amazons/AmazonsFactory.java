package pz.amazons;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;

/**
 * Registers {@code amazons} (docs/rules/amazons.md, N-SPEC-1): options {@code size=6|8|10}, {@code players=2|3|4}
 * (3 and 4 on 10x10 only), {@code setup=1|2} (the multi-player setups) and {@code hex} (the 91-cell
 * board, two players). Stateless.
 */
public final class AmazonsFactory implements GameFactory {

    @Override
    public String name() {
        return "amazons";
    }

    @Override
    public String description() {
        return "Game of the Amazons (Zamkauskas 1988): queen moves, then an arrow; 10x10, 8x8, 6x6, 3-4 players, hexagon";
    }

    @Override
    public List<GameOption> options() {
        return List.of(
                GameOption.choice("size", "10", "board side (square boards)", "6", "8", "10"),
                GameOption.choice("players", "2", "number of players (3 and 4 only on size 10)", "2", "3", "4"),
                GameOption.choice("setup", "1", "start position for 3 or 4 players (A-MULTI-1, A-MULTI-2)", "1", "2"),
                GameOption.flag("hex", "the 91-cell hexagonal board, two players (A-HEX-1)"));
    }

    @Override
    public GameProfile profile() {
        return AmazonsProfile.AMAZONS;
    }

    @Override
    public Game create(GameOptions options) {
        int size = options.getInt("size");
        int players = options.getInt("players");
        int setup = options.getInt("setup");
        boolean hex = options.has("hex");
        String spec = options.canonicalSpec();
        if (hex) {
            if (size != 10) {
                throw options.error("hex is the 91-cell hexagon and takes no size (got size=" + size + ")");
            }
            if (players != 2) {
                throw options.error("hex is for two players (got players=" + players + ")");
            }
            if (setup != 1) {
                throw options.error("setup=" + setup + " chooses a 3- or 4-player start; hex is for two players");
            }
            Geometry g = Geometry.hexagon();
            return new AmazonsGame(spec, name(), g, false, Setups.hex(g));
        }
        if (players > 2 && size != 10) {
            throw options.error("players=" + players + " is played on 10x10 only (got size=" + size + ")");
        }
        if (players == 2 && setup != 1) {
            throw options.error("setup=" + setup + " chooses a 3- or 4-player start; add players=3 or players=4");
        }
        String[][] start = players == 2 ? Setups.amazons(size)
                : players == 3 ? Setups.amazonsThree(setup) : Setups.amazonsFour(setup);
        return new AmazonsGame(spec, name(), Geometry.square(size, false), false, start);
    }
}
