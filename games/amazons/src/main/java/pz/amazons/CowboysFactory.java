package pz.amazons;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;

/**
 * Registers {@code cowboys} (docs/rules/amazons.md, N-SPEC-1): Amazons with knight jumps. Options
 * {@code size=6|7|8|9} and {@code players=2|4} (4 on 8x8 only). Stateless.
 */
public final class CowboysFactory implements GameFactory {

    @Override
    public String name() {
        return "cowboys";
    }

    @Override
    public String description() {
        return "Cowboys (Huntoon 2003): Amazons with knight jumps for moves and bullets; 6x6 to 9x9, 4 players on 8x8";
    }

    @Override
    public List<GameOption> options() {
        return List.of(
                GameOption.choice("size", "8", "board side", "6", "7", "8", "9"),
                GameOption.choice("players", "2", "number of players (4 only on size 8)", "2", "4"));
    }

    @Override
    public GameProfile profile() {
        return AmazonsProfile.COWBOYS;
    }

    @Override
    public Game create(GameOptions options) {
        int size = options.getInt("size");
        int players = options.getInt("players");
        if (players == 4 && size != 8) {
            throw options.error("players=4 is played on 8x8 only (got size=" + size + ")");
        }
        String[][] start = players == 4 ? Setups.cowboysFour() : Setups.cowboys(size);
        return new AmazonsGame(options.canonicalSpec(), name(), Geometry.square(size, true), true, start);
    }
}
