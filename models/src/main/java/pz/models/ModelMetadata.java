package pz.models;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import org.nd4j.shade.jackson.databind.JsonNode;
import org.nd4j.shade.jackson.databind.ObjectMapper;
import org.nd4j.shade.jackson.databind.node.ArrayNode;
import org.nd4j.shade.jackson.databind.node.ObjectNode;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.SearchRecipe;
import pz.mcts.SearchRecipeException;

/**
 * What a model file says about itself ({@code metadata.json} in the zip). Immutable.
 *
 * @param formatVersion the model file format ({@link #FORMAT_VERSION})
 * @param gameSpec      canonical game spec the network was made for
 * @param encoding      fingerprint of the game's observation and action encoding as the network reads it
 *                      ({@link #encodingOf(Game, NetConfig)})
 * @param shape         observation shape (the network's input planes: with {@link NetConfig#seats()}, the padded ones),
 *                      action count, the players of {@code gameSpec} and return range
 * @param config        architecture
 * @param trainingStep  optimizer steps taken when saved
 * @param parent        the model this one was trained from (a file name or id), or null
 * @param createdAt     when the file was written (ISO-8601 instant)
 * @param strength      measured strength when known (free text, e.g. {@code elo 1420 vs mcts:visits=800}), or null
 * @param optimizer     the optimizer of a checkpoint, or null for a play-only model
 * @param recipe        the search the model is meant to be searched with ({@code pz play}, {@code pz match
 *                      mcts:model=FILE} and every other agent over it, whose spec options override single fields;
 *                      JSON field {@code searchRecipe}, its canonical text, e.g.
 *                      {@code mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200}). A file written
 *                      before the field existed gets the default recipe with the leaf values it recorded then (JSON
 *                      fields {@code heuristicWeight}, {@code heuristicDepth}, {@code leafRollouts}, {@code rolloutDepth})
 * @param plays         the canonical specs the network plays, each with its encoding fingerprint (format 2, JSON object
 *                      {@code plays}, absent when empty); empty: only {@code gameSpec}. A version-2 network, whose
 *                      weights do not depend on the board, can play several boards of one family; a key
 *                      {@code FAMILY:*} ({@link #everySpecOf}) means every spec of a family whose observation shows its
 *                      options (Proteus, Kadon) under that fingerprint.
 */
public record ModelMetadata(int formatVersion, String gameSpec, String encoding, NetShape shape, NetConfig config,
                            long trainingStep, String parent, String createdAt, String strength, Optimizer optimizer,
                            SearchRecipe recipe, java.util.SortedMap<String, String> plays) {

    public ModelMetadata {
        java.util.Objects.requireNonNull(recipe, "recipe");
        plays = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(plays == null ? java.util.Map.of() : plays));
        if (!plays.isEmpty() && config.version() == 1 && (plays.size() > 1 || !plays.containsKey(gameSpec))) {
            throw new IllegalArgumentException("a version-1 network plays only " + gameSpec + ", not " + plays.keySet());
        }
    }

    /** Metadata of a model that plays its {@code gameSpec} only. */
    public ModelMetadata(int formatVersion, String gameSpec, String encoding, NetShape shape, NetConfig config,
                         long trainingStep, String parent, String createdAt, String strength, Optimizer optimizer,
                         SearchRecipe recipe) {
        this(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, createdAt, strength, optimizer, recipe, null);
    }

    /** Metadata of a model with the default search recipe. */
    public ModelMetadata(int formatVersion, String gameSpec, String encoding, NetShape shape, NetConfig config,
                         long trainingStep, String parent, String createdAt, String strength, Optimizer optimizer) {
        this(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, createdAt, strength, optimizer, SearchRecipe.defaults());
    }

    /**
     * The current model file format. 1: metadata.json + weights.bin (+ optimizer.bin). 2: the same, and the metadata may
     * hold a version-2 architecture ({@code architecture.version}, {@code architecture.v2}) and the specs the network
     * plays ({@code plays}). Version-1 files still load.
     */
    public static final int FORMAT_VERSION = 2;

    /** The oldest format this build reads. */
    public static final int OLDEST_FORMAT_VERSION = 1;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Metadata for a new network for {@code game} (step 0, no parent, created now). */
    public static ModelMetadata forGame(Game game, NetConfig config) {
        return new ModelMetadata(FORMAT_VERSION, game.spec(), encodingOf(game, config), NetShape.of(game, config), config, 0, null,
                Instant.now().toString(), null, null);
    }

    /**
     * Metadata for a new version-2 network that plays every game of {@code games} (boards of one family, for example
     * Amazons 6x6, 8x8 and 10x10); the first is its {@code gameSpec}. A game whose observation shows its options
     * ({@link Game#observesOptions()}: Proteus, Kadon) is recorded as its family pattern ({@link #everySpecOf},
     * {@code proteus:*}): the network plays every spec of the family with that encoding fingerprint.
     *
     * @throws IllegalArgumentException for a version-1 config with more than one game, or games of several families
     */
    public static ModelMetadata forGames(java.util.List<Game> games, NetConfig config) {
        ModelMetadata m = forGame(games.get(0), config);
        java.util.SortedMap<String, String> plays = new java.util.TreeMap<>();
        String family = GameRegistry.family(m.gameSpec);
        for (Game g : games) {
            if (!GameRegistry.family(g.spec()).equals(family)) {
                throw new IllegalArgumentException("one network plays one game family: " + g.spec() + " is not " + family);
            }
            boolean everySpec = config.version() == 2 && g.observesOptions();
            plays.put(everySpec ? everySpecOf(g.spec()) : g.spec(), encodingOf(g, config));
        }
        return new ModelMetadata(m.formatVersion, m.gameSpec, m.encoding, m.shape, config, 0, null, m.createdAt, null, null, m.recipe, plays);
    }

    /**
     * The key of {@link #plays} that stands for every spec of {@code spec}'s family, {@code proteus:*} for
     * {@code proteus:polarity}: honoured only for a game whose observation shows its options ({@link Game#observesOptions()}).
     */
    public static String everySpecOf(String spec) {
        return GameRegistry.family(spec) + ":*";
    }

    /**
     * The encoding fingerprint under which this model plays {@code game}: its entry in {@link #playedSpecs()}, else, for a
     * game that observes its options, its family pattern's ({@link #everySpecOf}); null when it does not play it.
     */
    public String encodingFor(Game game) {
        java.util.SortedMap<String, String> specs = playedSpecs();
        String enc = specs.get(game.spec());
        return enc != null || !game.observesOptions() ? enc : specs.get(everySpecOf(game.spec()));
    }

    /** The specs this model plays with their encoding fingerprints: {@link #plays}, or its {@code gameSpec} alone. */
    public java.util.SortedMap<String, String> playedSpecs() {
        return plays.isEmpty() ? new java.util.TreeMap<>(java.util.Map.of(gameSpec, encoding)) : plays;
    }

    /**
     * A fingerprint of how {@code game} encodes observations and actions: a hash of its observation
     * shape, action count, players and {@link Game#encodingVersion()} (which a game bumps whenever
     * its encoding changes meaning).
     */
    public static String encodingOf(Game game) {
        return digest(Arrays.toString(game.observationShape()) + "|" + game.numActions() + "|" + game.numPlayers()
                + "|" + game.encodingVersion());
    }

    /**
     * The fingerprint of how a network of {@code config} reads {@code game}: {@link #encodingOf(Game)}, unless the
     * network has more seats than the game's players ({@link NetConfig#seats()}), when the seat layout
     * ({@code Game.seatPlanes}) is part of it.
     */
    public static String encodingOf(Game game, NetConfig config) {
        int seats = config.seats();
        if (seats == 0 || seats == game.numPlayers()) {
            return encodingOf(game);
        }
        return digest(Arrays.toString(game.observationShape()) + "|" + game.numActions() + "|" + game.numPlayers()
                + "|" + game.encodingVersion() + "|seats " + seats + "|" + Arrays.toString(game.seatPlanes(seats)));
    }

    private static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * This metadata for another spec of the same encoding (a Proteus model fine-tuned on a variant records
     * the variant): the spec and encoding fingerprint of {@code game}, everything else kept; for a version-2 network
     * also the shape, which names the board (a warm start from another board of the family records the run's board,
     * so that the file loads for it: no weight depends on the board).
     */
    public ModelMetadata withGame(Game game) {
        return new ModelMetadata(formatVersion, game.spec(), encodingOf(game, config), config.version() == 2 ? NetShape.of(game, config) : shape,
                config, trainingStep, parent, createdAt, strength, optimizer, recipe, plays);
    }

    public ModelMetadata withTrainingStep(long step) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, step, parent, createdAt, strength, optimizer, recipe, plays);
    }

    public ModelMetadata withParent(String newParent) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, trainingStep, newParent, createdAt, strength, optimizer, recipe, plays);
    }

    public ModelMetadata withStrength(String newStrength) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, createdAt, newStrength, optimizer, recipe, plays);
    }

    public ModelMetadata withOptimizer(Optimizer newOptimizer) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, createdAt, strength, newOptimizer, recipe, plays);
    }

    /** This metadata with the search recipe the model is meant to be searched with. */
    public ModelMetadata withRecipe(SearchRecipe r) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, createdAt, strength,
                optimizer, r, plays);
    }

    /** This metadata with the network run by {@code backend} (same architecture and weights). */
    public ModelMetadata withBackend(NetBackend backend) {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config.withBackend(backend), trainingStep, parent, createdAt,
                strength, optimizer, recipe, plays);
    }

    ModelMetadata withCreatedNow() {
        return new ModelMetadata(formatVersion, gameSpec, encoding, shape, config, trainingStep, parent, Instant.now().toString(),
                strength, optimizer, recipe, plays);
    }

    /** The JSON text. */
    String toJson() {
        ObjectNode o = JSON.createObjectNode();
        o.put("formatVersion", formatVersion);
        o.put("gameSpec", gameSpec);
        o.put("encoding", encoding);
        ArrayNode obs = o.putArray("observationShape");
        obs.add(shape.channels()).add(shape.height()).add(shape.width());
        o.put("numActions", shape.numActions());
        o.put("numPlayers", shape.numPlayers());
        o.put("minReturn", shape.minReturn());
        o.put("maxReturn", shape.maxReturn());
        ObjectNode a = o.putObject("architecture");
        a.put("blocks", config.blocks());
        a.put("channels", config.channels());
        a.put("policyChannels", config.policyChannels());
        a.put("valueChannels", config.valueChannels());
        a.put("valueHidden", config.valueHidden());
        a.put("valueHead", config.valueHead().name());
        a.put("movesLeft", config.movesLeft());
        a.put("backend", config.backend().key());
        if (config.seats() != 0) {
            a.put("seats", config.seats()); // written only when set: a file of the game's own players is as before
        }
        if (config.v2() != null) {
            a.put("version", 2);
            ObjectNode v2 = a.putObject("v2");
            v2.put("poolEvery", config.v2().poolEvery());
            v2.put("poolChannels", config.v2().poolChannels());
            v2.put("scaledMean", config.v2().scaledMean());
            v2.put("ownershipWeight", config.v2().ownershipWeight());
        }
        if (!plays.isEmpty()) {
            ObjectNode pl = o.putObject("plays");
            plays.forEach(pl::put);
        }
        o.put("trainingStep", trainingStep);
        o.put("parent", parent);
        o.put("createdAt", createdAt);
        o.put("strength", strength);
        o.put("searchRecipe", recipe.toString());
        if (optimizer != null) {
            ObjectNode p = o.putObject("optimizer");
            p.put("kind", optimizer.kind().name());
            p.put("learningRate", optimizer.learningRate());
            p.put("momentum", optimizer.momentum());
            p.put("l2", optimizer.l2());
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(o);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Parses {@code metadata.json}.
     *
     * @throws ModelFileException naming {@code file} and the missing or bad field
     */
    static ModelMetadata fromJson(String text, String file) {
        JsonNode o;
        try {
            o = JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new ModelFileException("model file " + file + ": metadata.json is not valid JSON (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        if (o == null || !o.isObject()) {
            throw new ModelFileException("model file " + file + ": metadata.json is not a JSON object");
        }
        Fields f = new Fields(o, file);
        int version = f.integer(o, "formatVersion");
        if (version < OLDEST_FORMAT_VERSION || version > FORMAT_VERSION) {
            throw new ModelFileException("model file " + file + " has format version " + version + "; this build reads format version "
                    + OLDEST_FORMAT_VERSION + " to " + FORMAT_VERSION);
        }
        JsonNode obs = f.node(o, "observationShape");
        if (!obs.isArray() || obs.size() != 3) {
            throw new ModelFileException("model file " + file + ": observationShape must be [channels, height, width]");
        }
        try {
            NetShape shape = new NetShape(obs.get(0).asInt(), obs.get(1).asInt(), obs.get(2).asInt(), f.integer(o, "numActions"),
                    f.integer(o, "numPlayers"), f.number(o, "minReturn"), f.number(o, "maxReturn"));
            JsonNode a = f.node(o, "architecture");
            int arch = a.hasNonNull("version") ? f.integer(a, "version") : 1;
            if (arch != 1 && (arch != 2 || version < 2)) {
                throw new ModelFileException("model file " + file + " (format version " + version + ") has a version-" + arch
                        + " network; this build knows version 1, and version 2 in format version 2");
            }
            NetConfig.V2 v2 = null;
            if (arch == 2) {
                JsonNode v = f.node(a, "v2");
                v2 = new NetConfig.V2(f.integer(v, "poolEvery"), f.integer(v, "poolChannels"), f.node(v, "scaledMean").asBoolean(),
                        f.number(v, "ownershipWeight"));
            }
            NetConfig config = new NetConfig(f.integer(a, "blocks"), f.integer(a, "channels"), f.integer(a, "policyChannels"),
                    f.integer(a, "valueChannels"), f.integer(a, "valueHidden"), ValueHead.valueOf(f.text(a, "valueHead")),
                    f.node(a, "movesLeft").asBoolean(), v2, backend(f, a), a.hasNonNull("seats") ? f.integer(a, "seats") : 0);
            java.util.SortedMap<String, String> plays = new java.util.TreeMap<>();
            if (o.hasNonNull("plays")) {
                JsonNode pl = o.get("plays");
                if (!pl.isObject()) {
                    throw new ModelFileException("model file " + file + ": 'plays' must be an object of spec: encoding, got " + pl);
                }
                pl.fields().forEachRemaining(e -> plays.put(e.getKey(), e.getValue().asText()));
            }
            Optimizer opt = null;
            if (o.hasNonNull("optimizer")) {
                JsonNode p = o.get("optimizer");
                opt = new Optimizer(Optimizer.Kind.valueOf(f.text(p, "kind")), f.number(p, "learningRate"),
                        f.number(p, "momentum"), f.number(p, "l2"));
            }
            return new ModelMetadata(version, f.text(o, "gameSpec"), f.text(o, "encoding"), shape, config,
                    f.node(o, "trainingStep").asLong(), f.optionalText(o, "parent"), f.text(o, "createdAt"),
                    f.optionalText(o, "strength"), opt, recipe(f, o), plays);
        } catch (IllegalArgumentException e) {
            if (e instanceof ModelFileException m) {
                throw m;
            }
            throw new ModelFileException("model file " + file + ": bad metadata (" + e.getMessage() + ")");
        }
    }

    /** The backend that wrote the file ({@code architecture.backend}; {@code fast} for files written before it was stored). */
    private static NetBackend backend(Fields f, JsonNode a) {
        if (!a.hasNonNull("backend")) {
            return NetBackend.FAST;
        }
        try {
            return NetBackend.parse(f.text(a, "backend"));
        } catch (IllegalArgumentException e) {
            throw new ModelFileException("model file " + f.file() + ": bad architecture.backend (" + e.getMessage() + ")");
        }
    }

    /** The stored recipe, or for a file written before it was stored, the default one with the leaf values recorded then. */
    private static SearchRecipe recipe(Fields f, JsonNode o) {
        if (o.hasNonNull("searchRecipe")) {
            try {
                return SearchRecipe.parse(f.text(o, "searchRecipe"));
            } catch (SearchRecipeException e) {
                throw new ModelFileException("model file " + f.file() + ": bad searchRecipe (" + e.getMessage() + ")");
            }
        }
        return SearchRecipe.defaults()
                .toBuilder().heuristic(o.hasNonNull("heuristicWeight") ? f.number(o, "heuristicWeight") : 0,
                        o.hasNonNull("heuristicDepth") ? f.integer(o, "heuristicDepth") : 0)
                .leafRollouts(o.hasNonNull("leafRollouts") ? f.integer(o, "leafRollouts") : 0,
                        o.hasNonNull("rolloutDepth") ? f.integer(o, "rolloutDepth") : 0).build();
    }

    /** Field access with messages that name the file and field. */
    private record Fields(JsonNode root, String file) {
        JsonNode node(JsonNode o, String name) {
            JsonNode n = o.get(name);
            if (n == null || n.isNull()) {
                throw new ModelFileException("model file " + file + ": metadata.json lacks '" + name + "'");
            }
            return n;
        }

        int integer(JsonNode o, String name) {
            JsonNode n = node(o, name);
            if (!n.canConvertToInt()) {
                throw new ModelFileException("model file " + file + ": '" + name + "' must be an integer, got " + n);
            }
            return n.asInt();
        }

        double number(JsonNode o, String name) {
            JsonNode n = node(o, name);
            if (!n.isNumber()) {
                throw new ModelFileException("model file " + file + ": '" + name + "' must be a number, got " + n);
            }
            return n.asDouble();
        }

        String text(JsonNode o, String name) {
            return node(o, name).asText();
        }

        String optionalText(JsonNode o, String name) {
            JsonNode n = o.get(name);
            return n == null || n.isNull() ? null : n.asText();
        }
    }
}
