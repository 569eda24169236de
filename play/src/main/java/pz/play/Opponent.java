package pz.play;

import java.nio.file.Path;
import java.util.Optional;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.mcts.ModelLoaders;
import pz.mcts.agent.AgentSpec;
import pz.mcts.agent.ShippedModel;

/**
 * Which agent plays the computer's seats, and a note for the user saying where it came from.
 * Resolution order: an explicit {@code --agent} spec; {@code --model FILE}; the model shipped for the
 * spec ({@link ShippedModel}); otherwise a search without a network ({@link #fallback(Game)}) and a note
 * saying so. A model is searched as its file says (the recipe it stores, {@code pz model show FILE}), as
 * {@code pz match mcts:model=FILE} and every other command search it. Immutable.
 *
 * @param agent the agent spec string (mcts/README.md)
 * @param note  one line for the user: what plays and why
 */
public record Opponent(String agent, String note) {
    /** The agent over a model file: the file's own recipe, nothing overridden. */
    private static final String MODEL = "mcts:model=";

    /**
     * Resolves the opponent.
     *
     * @param agent an agent spec or null
     * @param model a model file or null (not both)
     * @param home  the repository root, where shipped models live
     * @throws InvalidInputException for both options at once, a model file that is missing, a directory, empty or
     *                               unreadable, or a bad agent spec
     */
    public static Opponent resolve(Game game, String agent, String model, Path home) {
        if (agent != null && model != null) {
            throw new InvalidInputException("give --model FILE or --agent SPEC, not both (an agent spec may say model=FILE itself)");
        }
        if (agent != null) {
            String canonical = AgentSpec.parse(agent).canonical();
            return new Opponent(canonical, "opponent: " + canonical);
        }
        if (model != null) {
            Path p = Path.of(model);
            ModelLoaders.checkFile(p);
            return new Opponent(MODEL + p.toAbsolutePath(), "opponent: the model " + p + ", searched as its file says");
        }
        Optional<Path> shipped = ShippedModel.find(home, game.spec());
        if (shipped.isPresent()) {
            boolean own = shipped.get().getFileName().toString().equals(ShippedModel.fileName(game.spec()));
            return new Opponent(MODEL + shipped.get(), "opponent: the model shipped for " + game.spec()
                    + " (" + home.relativize(shipped.get()) + (own ? "" : ", the standard game's model, which plays every variant")
                    + "), searched as its file says");
        }
        String fb = fallback(game);
        return new Opponent(fb, "note: no model ships for " + game.spec() + " (looked for " + ShippedModel.FOLDER + "/"
                + ShippedModel.fileName(game.spec()) + "), so the opponent is " + fb + ", a search without a network");
    }

    /**
     * The search used when no model is available. UCT with random rollouts: its rollouts see real
     * game ends, where PUCT without a network only sees terminal states inside its tree and plays
     * nearly at random in long games; the budget keeps a move within a few seconds here. Proteus, a
     * game of material, gets alpha-beta over its material evaluation instead, depth 5 (two whole turns
     * and the next move): depth 4 beat {@code uct:rollouts=1500} 20-0 and {@code uct:rollouts=10000} 4-0,
     * and depth 5 beat depth 4 19-1 (Trade-Off 10-0) at about half a second a move; depth 6 lost to 5 (2-1-7). Amazons and
     * Cowboys get PUCT with MCTS-Solver whose leaves are valued by 8 random rollouts of 4 actions, each
     * ended by the territory evaluation ({@code rollouts=8,rdepth=4,heuristic=1}), 1,200 visits: at 400 visits it
     * beat {@code uct:rollouts=10000} 50-10 on Amazons 10x10 and 175-25 on Cowboys 9x9, at 1,200 visits 18-2 (20
     * games) and 38-2 (40 games), a few tenths of a second a move here (README, "Shipped agents").
     */
    public static String fallback(Game game) {
        String name = game.spec().split(":")[0];
        return switch (name) {
            case "proteus" -> "alphabeta:depth=5";
            case "amazons", "cowboys" -> "mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200";
            case "tictactoe", "pig" -> "mcts:visits=400";
            default -> "uct:rollouts=3000";
        };
    }
}
