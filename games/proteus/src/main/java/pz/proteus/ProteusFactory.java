package pz.proteus;

import java.util.List;
import pz.engine.Game;
import pz.engine.GameFactory;
import pz.engine.GameOption;
import pz.engine.GameOptions;
import pz.engine.GameProfile;

/** Registers {@code proteus} (docs/rules/proteus.md) with every option of N-SPEC-1. Stateless and thread-safe. */
public final class ProteusFactory implements GameFactory {
    private static final GameProfile PROFILE = new ProteusProfile();

    @Override
    public GameProfile profile() {
        return PROFILE;
    }

    @Override
    public String name() {
        return "proteus";
    }

    @Override
    public String description() {
        return "Proteus dice chess (Lalumiere, Steve Jackson Games 2001) with Trade-Off, Roulette, Wall Street, Polarity, Warhorses";
    }

    @Override
    public List<GameOption> options() {
        return List.of(
                GameOption.flag("tradeoff", "Trade-Off: a double rotation may replace the move"),
                GameOption.choice("roulette", null, "Russian Roulette: a capturing die is rolled, before or after the rotation",
                        "before", "after"),
                GameOption.choice("wallstreet", null, "Wall Street: buy an army, placed in the open (alternately) or in secret",
                        "open", "secret"),
                GameOption.integer("budget", 20, 16, 48, "Wall Street budget in points (needs wallstreet)"),
                GameOption.flag("polarity", "Polarity: odd pieces capture only even ones and the reverse"),
                GameOption.flag("warhorses", "Warhorses: Knight 3 and Bishop 4, ladder Pyramid-Pawn-Knight-Bishop-Rook-Queen"),
                GameOption.integer("maxturns", 300, 1, 10000, "turn cap, scored as P-END-1 (P-END-3)"));
    }

    @Override
    public Game create(GameOptions o) {
        String wallstreet = o.get("wallstreet");
        int budget = o.getInt("budget");
        if (wallstreet == null && budget != 20) {
            throw o.error("option 'budget' needs 'wallstreet=open' or 'wallstreet=secret'");
        }
        String roulette = o.get("roulette");
        Rules rules = new Rules(o.has("tradeoff"),
                roulette == null ? Rules.ROULETTE_OFF : roulette.equals("before") ? Rules.ROLL_BEFORE : Rules.ROLL_AFTER,
                wallstreet == null ? Rules.WALLSTREET_OFF : wallstreet.equals("open") ? Rules.OPEN : Rules.SECRET,
                budget, o.has("polarity"), o.has("warhorses"), o.getInt("maxturns"));
        return new ProteusGame(rules, o.canonicalSpec());
    }
}
