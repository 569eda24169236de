package pz.play;

import java.nio.file.Path;
import java.util.Optional;
import pz.engine.Game;
import pz.engine.GameProfile;
import pz.engine.GameRegistry;
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
     * The agent {@code pz play} puts on the model shipped for {@code game}, naming it {@code model=shipped}
     * (so that it stays valid when the repository moves, and a run notices a newly shipped model by its
     * fingerprint): the model's own recipe; empty when no model ships for the spec.
     */
    public static Optional<String> shippedSearch(Game game, Path home) {
        return ShippedModel.find(home, game.spec()).map(m -> MODEL + ShippedModel.KEYWORD);
    }

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
        Optional<ShippedModel.Choice> choice = ShippedModel.choice(home, game.spec());
        Optional<Path> shipped = choice.isPresent() ? choice.get().model() : ShippedModel.find(home, game.spec());
        String why = choice.map(c -> c.note().isEmpty() ? "" : "; " + c.note()).orElse("");
        if (shipped.isPresent()) {
            boolean own = shipped.get().getFileName().toString().equals(ShippedModel.fileName(game.spec()));
            String whose = own ? "" : choice.isPresent() ? ", which plays several specs" : ", the standard game's model, which plays every variant";
            return new Opponent(MODEL + shipped.get(), "opponent: the model shipped for " + game.spec()
                    + " (" + home.relativize(shipped.get()) + whose + "), searched as its file says" + why);
        }
        String fb = fallback(game);
        if (choice.isPresent()) {
            return new Opponent(fb, "note: " + ShippedModel.FOLDER + "/" + ShippedModel.CHOICES + " chooses no model for " + game.spec()
                    + why + "; so the opponent is " + fb + ", a search without a network");
        }
        return new Opponent(fb, "note: no model ships for " + game.spec() + " (looked for " + ShippedModel.FOLDER + "/"
                + ShippedModel.fileName(game.spec()) + "), so the opponent is " + fb + ", a search without a network");
    }

    /**
     * The search used when no model is available: the game's {@link GameProfile#fallbackAgent()} (each
     * profile says why it is that game's strongest search without a network), in canonical form.
     *
     * @throws InvalidInputException when the profile's spec does not parse, naming the game
     */
    public static String fallback(Game game) {
        String agent = GameRegistry.profile(game).fallbackAgent();
        try {
            return AgentSpec.parse(agent).canonical();
        } catch (InvalidInputException e) {
            throw new InvalidInputException("the fallback agent of " + game.spec() + " ('" + agent + "'): " + e.getMessage());
        }
    }
}
