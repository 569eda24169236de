package pz.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * saying so. A model is searched as its search file says ({@link #searchFile(Path)}, next to it) when it
 * has one, else with the game's default ({@link #modelSearch(Game)}). Immutable.
 *
 * @param agent the agent spec string (mcts/README.md)
 * @param note  one line for the user: what plays and why
 */
public record Opponent(String agent, String note) {
    /**
     * The search put on top of a model file: PUCT with 400 visits per decision, decisive moves and
     * MCTS-Solver (mcts/README.md); the model's own heuristic and rollouts come from its metadata.
     */
    public static final String MODEL_SEARCH = "mcts:decisive=1,solver=1,visits=400,model=";

    /**
     * Kadon's search on top of a model: {@link #MODEL_SEARCH} with 6,400 visits, leaves valued half by 8
     * random rollouts, and a draw contempt of 0.15 (Kadon draws by repetition: a drawn end counts as a
     * small loss, so the search plays on for the win).
     */
    public static final String KADON_MODEL_SEARCH = "mcts:contempt=0.15,decisive=1,rollouts=8,solver=1,visits=6400,model=";

    /**
     * The search on top of an Amazons or Cowboys model: 1,200 visits whose leaves are valued half by the
     * network and half by 8 random rollouts of 4 actions ended by the territory evaluation. On Cowboys 6x6
     * the shipped model so searched beat {@link #MODEL_SEARCH} over the same model 38-2 and
     * {@code uct:rollouts=10000} 36-4 (40 games each, docs/issue-13-log.md, "Session of 2026-11-24").
     */
    public static final String TERRITORY_MODEL_SEARCH = "mcts:decisive=1,heuristic=0.5,rdepth=4,rollouts=8,solver=1,visits=1200,model=";

    /**
     * The search on top of a model for {@code game}: {@link #MODEL_SEARCH}, except Kadon
     * ({@link #KADON_MODEL_SEARCH}): its short games afford 6,400 visits (a second or two a move here),
     * the shipped model's value head is weak where random rollouts are not, and without contempt a
     * quarter of its games against UCT were draws; so searched, it won 169, drew 16 and lost 15 of 200
     * games against {@code uct:rollouts=10000} (84.5% wins; README, "Shipped agents");
     * and Amazons and Cowboys ({@link #TERRITORY_MODEL_SEARCH}).
     */
    public static String modelSearch(Game game) {
        return switch (game.spec().split(":")[0]) {
            case "kadon" -> KADON_MODEL_SEARCH;
            case "amazons", "cowboys" -> TERRITORY_MODEL_SEARCH;
            default -> MODEL_SEARCH;
        };
    }

    /** The extension of a model's search file, which replaces the model's {@code .pzm}. */
    public static final String SEARCH_EXTENSION = ".search";

    /**
     * A model's search file: {@code NAME.search} beside {@code NAME.pzm}. It holds one agent spec without
     * a model ({@code mcts:decisive=1,heuristic=1,...,visits=1200}; lines starting with {@code #} are
     * comments), the search that suits that model when the game's default does not: a model whose value
     * head is weaker than its game's leaf heuristic is best searched with the heuristic alone, and only its
     * prior used (the Cowboys 9x9 model, docs/issue-13-log.md).
     */
    public static Path searchFile(Path model) {
        String name = model.getFileName().toString();
        String base = name.endsWith(ShippedModel.EXTENSION) ? name.substring(0, name.length() - ShippedModel.EXTENSION.length()) : name;
        return model.resolveSibling(base + SEARCH_EXTENSION);
    }

    /**
     * The search for {@code model}, the spec prefix its path is appended to: its search file's spec when
     * there is one, else {@link #modelSearch(Game)}.
     *
     * @throws InvalidInputException for a search file that cannot be read, holds no spec or more than one,
     *                               names a model itself, or does not parse as an agent spec
     */
    static String searchFor(Game game, Path model) {
        Path file = searchFile(model);
        if (!Files.isRegularFile(file)) {
            return modelSearch(game);
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file).stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new InvalidInputException("cannot read the search file " + file + ": " + e.getMessage());
        }
        if (lines.size() != 1) {
            throw new InvalidInputException("the search file " + file + " must hold exactly one agent spec (e.g. "
                    + "mcts:decisive=1,visits=400), not " + lines.size() + " lines; '#' starts a comment");
        }
        AgentSpec spec;
        try {
            spec = AgentSpec.parse(lines.get(0));
        } catch (InvalidInputException e) {
            throw new InvalidInputException("the search file " + file + ": " + e.getMessage());
        }
        if (!spec.kind().equals("mcts") && !spec.kind().equals("gumbel") || spec.options().containsKey("model")) {
            throw new InvalidInputException("the search file " + file + " must give an mcts or gumbel search without a model "
                    + "(the model is the file beside it), not '" + lines.get(0) + "'");
        }
        return spec.canonical() + (spec.options().isEmpty() ? ":" : ",") + "model=";
    }

    /**
     * The search {@code pz play} puts on the model shipped for {@code game}, naming it {@code model=shipped}
     * (so that it stays valid when the repository moves, and a run notices a newly shipped model by its
     * fingerprint); empty when no model ships for the spec.
     */
    public static Optional<String> shippedSearch(Game game, Path home) {
        return ShippedModel.find(home, game.spec()).map(m -> searchFor(game, m) + ShippedModel.KEYWORD);
    }

    /** " (as NAME.search says)" when {@code model} has a search file, else "". */
    private static String from(Path model) {
        Path f = searchFile(model);
        return Files.isRegularFile(f) ? " (as " + f.getFileName() + " says)" : "";
    }

    private static String visits(String search) {
        String v = AgentSpec.parse(search + "x").options().get("visits");
        return v != null ? v + "-visit" : "default";
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
            String search = searchFor(game, p);
            return new Opponent(search + p.toAbsolutePath(), "opponent: the model " + p + " with a " + visits(search) + " search" + from(p));
        }
        Optional<Path> shipped = ShippedModel.find(home, game.spec());
        if (shipped.isPresent()) {
            boolean own = shipped.get().getFileName().toString().equals(ShippedModel.fileName(game.spec()));
            String search = searchFor(game, shipped.get());
            return new Opponent(search + shipped.get(), "opponent: the model shipped for " + game.spec()
                    + " (" + home.relativize(shipped.get()) + (own ? "" : ", the standard game's model, which plays every variant")
                    + ") with a " + visits(search) + " search" + from(shipped.get()));
        }
        String fb = fallback(game);
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
