package pz.training;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.models.ModelFile;
import pz.models.ModelMetadata;
import pz.models.NetBackend;
import pz.models.NetConfig;
import pz.models.NetShape;
import pz.models.PolicyCarry;
import pz.models.PolicyValueNet;
import pz.models.SeatCarry;

/**
 * How an invocation of {@code pz train} finds its run: a new run's settings written to
 * {@code run.properties}, or a saved run read back (any format version up to
 * {@link RunDirectory#FORMAT_VERSION}, {@link RunProperties#readFile}) with this invocation's budget; a warm start's model
 * put in place before the run starts; the untrained network as model 0. Stateless.
 */
final class RunSetup {
    /** The settings and the state an invocation starts from. */
    record Start(TrainConfig cfg, RunState state) {
    }

    /**
     * The settings a resume may change ({@code pz train --run DIR --lr X}): the learner's schedule (learning rate, the
     * window and the wait for it, sample reuse), the evaluation games and the workers of this machine. The rest (game,
     * network, self-play search, teacher, seed) is fixed when a run starts: its records and models are of it.
     */
    static final Set<String> CHANGEABLE = Set.of("learningRate", "minWindow", "windowMax", "sampleReuse", "evalGames", "threads",
            "parallel");

    private RunSetup() {
    }

    /**
     * Refuses, before anything is made on disk, to resume where there is no run ({@code cfg} null and no
     * {@code run.properties}).
     */
    static void checkResumable(Path runDir, TrainConfig cfg) {
        if (cfg == null && !Files.isRegularFile(runDir.resolve("run.properties"))) {
            // checked before RunDirectory.open, which creates the run's folders: a refused resume leaves nothing behind
            throw new InvalidInputException(Files.exists(runDir) && !Files.isDirectory(runDir) ? runDir + " is not a directory"
                    : runDir + " holds no run to resume: give a game spec to start one");
        }
    }

    /**
     * A resume's budget: the hours given for this invocation (0: no limit), and the iterations given, else the run's own
     * cap (iterations count in all, so a run started with {@code --iterations 134} and continued with {@code --hours 2}
     * still stops after iteration 134).
     */
    static TrainConfig.Budget resumed(TrainConfig.Budget saved, TrainConfig.Budget given) {
        return new TrainConfig.Budget(given.iterations() > 0 ? given.iterations() : saved.iterations(), given.hours());
    }

    /**
     * The run in {@code dir}: the saved one, with the budget {@link #resumed} from {@code budget} (when given),
     * whose spec must be {@code cfg}'s when {@code cfg} is given; else a new one with {@code cfg}, whose
     * settings are written now.
     *
     * @throws InvalidInputException when the saved run is of another game, or its files cannot be used
     */
    static Start open(RunDirectory dir, TrainConfig cfg, TrainConfig budget, PrintStream log) throws IOException {
        return open(dir, cfg, budget, null, log);
    }

    /**
     * As {@link #open(RunDirectory, TrainConfig, TrainConfig, PrintStream)}, with {@code changes} (settings keys of
     * {@link #CHANGEABLE}, or null) made to a saved run first ({@link #change}).
     */
    static Start open(RunDirectory dir, TrainConfig cfg, TrainConfig budget, Properties changes, PrintStream log) throws IOException {
        if (!dir.exists()) {
            if (cfg == null) {
                throw new InvalidInputException(dir.root() + " holds no run to resume: give a game spec to start one");
            }
            RunDirectory.writeVersioned(dir.runProperties(), cfg.toProperties(), "pz train settings");
            log.printf(Locale.ROOT, "new run %s: %s%n", dir.root(), cfg.spec());
            return new Start(cfg, RunState.fresh());
        }
        TrainConfig saved = RunProperties.readFile(dir.runProperties());
        if (cfg != null && !cfg.spec().equals(saved.spec())) {
            throw new InvalidInputException(dir.root() + " is a run of " + saved.spec() + ", not of " + cfg.spec()
                    + "; use another --run directory");
        }
        if (cfg != null && !cfg.mix().isEmpty() && !cfg.mix().equals(saved.mix())) {
            throw new InvalidInputException(dir.root() + " is a run of the mix '" + saved.mix() + "', not '" + cfg.mix()
                    + "'; use another --run directory");
        }
        saved = change(dir, saved, changes, log);
        TrainConfig c = budget == null ? saved : saved.withBudget(resumed(saved.budget(), budget.budget()));
        RunState st = Files.exists(dir.stateProperties()) ? RunState.read(dir.stateProperties()) : RunState.fresh();
        log.printf(Locale.ROOT, "resuming %s (%s) at iteration %d, phase %s, %d games so far%s%n", dir.root(), c.spec(),
                st.iteration(), st.phase().key(), st.games(),
                c.budget().iterations() > 0 ? "; stops after iteration " + c.budget().iterations() : "");
        return new Start(c, st);
    }

    /**
     * A saved run with {@code changes} made: checked as a new run's settings are, written to {@code run.properties}
     * (atomically, before anything else happens) and said on {@code log} as old and new values; {@code saved} itself
     * when there are none or they change nothing. The learning rate applies from the next training step (a
     * checkpoint's optimizer keeps its moments, not its rate), the window settings from the next iteration.
     *
     * @throws InvalidInputException naming a key that is not {@link #CHANGEABLE}, or a bad value
     */
    static TrainConfig change(RunDirectory dir, TrainConfig saved, Properties changes, PrintStream log) throws IOException {
        if (changes == null || changes.isEmpty()) {
            return saved;
        }
        Properties p = saved.toProperties();
        List<String> said = new java.util.ArrayList<>();
        for (String key : new TreeSet<>(changes.stringPropertyNames())) {
            if (!CHANGEABLE.contains(key)) {
                throw new InvalidInputException("setting '" + key + "' is fixed when a run starts (" + dir.runProperties()
                        + " keeps it; start another run to change it); a resume may change " + new TreeSet<>(CHANGEABLE));
            }
            String old = p.getProperty(key, "0");
            p.setProperty(key, changes.getProperty(key).strip());
            said.add(key + " " + old + " -> " + p.getProperty(key));
        }
        TrainConfig c;
        try {
            c = RunProperties.read(p, TrainConfig.defaults(saved.spec()));
        } catch (InvalidInputException e) {
            throw new InvalidInputException("cannot change the settings of " + dir.root() + " (" + String.join(", ", said) + "): "
                    + e.getMessage());
        }
        if (c.toProperties().equals(saved.toProperties())) {
            return saved;
        }
        RunDirectory.writeVersioned(dir.runProperties(), c.toProperties(), "pz train settings");
        log.println("changed from now on (" + dir.runProperties() + "): " + String.join(", ", said));
        return c;
    }

    /**
     * Puts {@code model} in place as model 0 and the best model of a new run in {@code runDir} (warm start). A model of
     * its game's own players for a run whose network has more seats ({@link SpecMix#seats()}) is carried over to them
     * ({@link SeatCarry}: model 0 plays every spec of the mix, with the run's recipe, and no optimizer state), said on
     * {@code log} in one line.
     *
     * @param backend the run's network backend, or null: the model's own
     * @param log     where the carry is said, or null
     * @throws InvalidInputException when {@code runDir} already holds a run, or the model has seats the run's network has not
     * @throws pz.models.ModelFileException when the file is not a model for the run's spec
     */
    static void seed(Path runDir, Path model, TrainConfig cfg, NetBackend backend, PrintStream log) throws IOException {
        SpecMix mix = SpecMix.of(cfg);
        Game game = gameOf(model, mix.specs());
        boolean carry;
        boolean geometry;
        try (ModelFile m = ModelFile.load(model, game)) { // checks the file against the game: spec, encoding, shapes
            carry = carries(m, mix);
            geometry = !carry && anotherGeometry(m, cfg.game());
            if (!carry) {
                MixedRun.checkSeats(m.metadata(), mix, model); // before anything is on disk (RunDirectory.open makes folders)
            }
        }
        try (RunDirectory dir = RunDirectory.open(runDir)) {
            if (dir.exists()) {
                throw new InvalidInputException(dir.root() + " already holds a run; a model can only start a new one"
                        + " (give another --run DIR)");
            }
            Files.createDirectories(dir.model(0).getParent());
            if (carry) {
                carry(model, cfg, backend, dir.model(0), log);
            } else if (geometry) {
                carryPolicy(model, cfg, backend, dir.model(0), log);
            } else if (backend == null && mix.entries().size() == 1 && game.spec().equals(cfg.game().spec())) {
                RunDirectory.copyAtomically(model, dir.model(0));
            } else {
                // the same weights, recorded as run by the run's backend (and as a model: a warm start has no optimizer
                // state), playing every spec of the mix (or the run's board, for a model of another board)
                try (ModelFile m = ModelFile.load(model, game);
                        PolicyValueNet net = m.net().copy(backend == null ? m.net().config().backend() : backend)) {
                    ModelMetadata meta = MixedRun.plays(backend == null ? m.metadata() : m.metadata().withBackend(backend), mix);
                    ModelFile.of(meta, net).save(dir.model(0));
                }
            }
            RunDirectory.copyAtomically(dir.model(0), dir.best());
        }
        if (!carry && !geometry && log != null) { // a carry said its own line
            log.println("model 0 of the new run: " + model);
        }
    }

    /** Whether model {@code m}, of its game's own players, is to be carried over to the more seats of {@code mix}'s network. */
    private static boolean carries(ModelFile m, SpecMix mix) {
        return ownSeatsV2(m) && mix.seats() > m.net().shape().numPlayers();
    }

    /** Whether {@code m} is a version-2 network laid out for its game's own players (no {@code seats}). */
    private static boolean ownSeatsV2(ModelFile m) {
        NetConfig c = m.metadata().config();
        return c.version() == 2 && c.seats() == 0;
    }

    /**
     * Whether {@code m}, a version-2 network of its game's own players, is of {@code game}'s family and player count but
     * another policy layout that {@code game} can start from ({@link Game#policyPlaneSources}: the Amazons hexagon from
     * a square board), and does not play {@code game} already.
     */
    private static boolean anotherGeometry(ModelFile m, Game game) {
        if (!ownSeatsV2(m) || game.numPlayers() != m.net().shape().numPlayers()
                || m.metadata().playedSpecs().containsKey(game.spec())
                || !GameRegistry.family(game.spec()).equals(GameRegistry.family(m.metadata().gameSpec()))) {
            return false;
        }
        Game own = GameRegistry.parse(m.metadata().gameSpec());
        return game.policyPlanes() != own.policyPlanes() && game.policyPlaneSources(own) != null;
    }

    /** Writes the model {@code model} carried over to the policy layout of {@code cfg}'s game as {@code out} ({@link PolicyCarry}). */
    private static void carryPolicy(Path model, TrainConfig cfg, NetBackend backend, Path out, PrintStream log) throws IOException {
        Game game = cfg.game();
        try (ModelFile m = ModelFile.load(model)) {
            Game own = GameRegistry.parse(m.metadata().gameSpec());
            NetConfig config = m.metadata().config().withBackend(backend == null ? m.metadata().config().backend() : backend);
            int[] sources = game.policyPlaneSources(own);
            try (PolicyValueNet carried = PolicyCarry.carried(m.net(), game, sources);
                    PolicyValueNet net = carried.copy(config.backend())) {
                saveCarried(net, config, m, cfg, out);
            }
            if (log != null) {
                long none = java.util.Arrays.stream(sources).filter(x -> x < 0).count();
                log.printf(Locale.ROOT, "model 0 carried over from %s to %s: %s (%s); every weight kept but the policy output's %d"
                        + " planes, each from the %s plane of the same move (%d with none start at zero)%n", own.spec(), game.spec(),
                        model, config.describe(), sources.length, own.spec(), none);
            }
        }
    }

    /**
     * Saves {@code net}, carried over from {@code source}, as model 0 of a run of {@code cfg} in {@code out}: playing every
     * spec of the run's mix, with the run's recipe, no optimizer state, and the source's training step: a trained
     * network's fresh optimizer warms its learning rate up (TrainingPhase.trainer), and a carried model at step 0 would
     * skip that and be jolted.
     */
    private static void saveCarried(PolicyValueNet net, NetConfig config, ModelFile source, TrainConfig cfg, Path out)
            throws IOException {
        ModelMetadata meta = ModelMetadata.forGames(SpecMix.of(cfg).games(), config).withRecipe(SelfPlayStage.modelRecipe(cfg))
                .withTrainingStep(source.metadata().trainingStep());
        ModelFile.of(meta, net).save(out);
    }

    /** Writes the model {@code model} carried over to the seats of {@code cfg}'s mix as {@code out}. */
    private static void carry(Path model, TrainConfig cfg, NetBackend backend, Path out, PrintStream log) throws IOException {
        SpecMix mix = SpecMix.of(cfg);
        try (ModelFile m = ModelFile.load(model)) {
            Game own = GameRegistry.parse(m.metadata().gameSpec());
            NetConfig from = m.metadata().config();
            NetConfig to = from.withSeats(mix.seats()).withBackend(backend == null ? from.backend() : backend);
            try (PolicyValueNet carried = SeatCarry.carried(m.net(), own, to);
                    PolicyValueNet net = carried.copyFor(NetShape.of(cfg.game(), to))) {
                saveCarried(net, to, m, cfg, out);
            }
            if (log != null) {
                log.printf(Locale.ROOT, "model 0 carried over from %d to %d seats: %s (%s) -> %s; stem planes remapped, %s value"
                        + " head -> %d per-player outputs (%d-player values start at the old), absent seats' ownership at"
                        + " bias %.0f%n", own.numPlayers(), mix.seats(), model, from.describe(), to.describe(), from.valueHead(),
                        mix.seats(), own.numPlayers(), SeatCarry.ABSENT_OWNER_BIAS);
            }
        }
    }

    /**
     * The game of {@code specs} (a run's spec, or the specs of its mix) that the model file {@code model} is checked
     * against: the first it plays; else, for a version-2 model of another board of the same game (no weight depends on
     * the board), the model's own game, as for one of another policy layout that the spec's game can start from
     * ({@link Game#policyPlaneSources}); else the first (whose check names why not). Model 0 then plays every spec.
     *
     * @throws InvalidInputException for a run of one spec and a version-2 model of fewer players of its game, naming the
     *                               {@code --mix} that carries the model over to the spec's seats
     */
    static Game gameOf(Path model, java.util.List<String> specs) {
        try (ModelFile m = ModelFile.load(model)) {
            java.util.Set<String> plays = m.metadata().playedSpecs().keySet();
            java.util.Optional<String> played = specs.stream().filter(plays::contains).findFirst();
            if (played.isPresent()) {
                return GameRegistry.parse(played.get());
            }
            Game first = GameRegistry.parse(specs.get(0));
            if (specs.size() == 1 && fewerSeats(m, first)) {
                // a carry needs a network of more seats than its players: only a mix of player counts has one
                throw new InvalidInputException("the model '" + model + "' plays " + m.metadata().gameSpec() + " for "
                        + m.net().shape().numPlayers() + " players; a run of " + first.spec() + " alone cannot carry it over to "
                        + first.numPlayers() + " seats; a mix of both player counts does (model 0 then plays both): --mix '"
                        + first.spec() + "@3;" + m.metadata().gameSpec() + "'");
            }
            return anotherBoard(m, first) || anotherGeometry(m, first) ? GameRegistry.parse(m.metadata().gameSpec()) : first;
        }
    }

    /** Whether {@code m} is a version-2 network of its game's own players, of {@code game}'s family, for fewer players. */
    private static boolean fewerSeats(ModelFile m, Game game) {
        return ownSeatsV2(m) && game.numPlayers() > m.net().shape().numPlayers()
                && GameRegistry.family(game.spec()).equals(GameRegistry.family(m.metadata().gameSpec()));
    }

    /**
     * Whether {@code m} is a version-2 network of its game's own players, made for another board of {@code game}'s
     * family, that one network could play both of ({@link SpecMix#check}: the same input, policy and value heads).
     */
    private static boolean anotherBoard(ModelFile m, Game game) {
        if (!ownSeatsV2(m) || game.numPlayers() != m.net().shape().numPlayers()) {
            return false;
        }
        try {
            new SpecMix(java.util.List.of(new SpecMix.Entry(game.spec(), 1), new SpecMix.Entry(m.metadata().gameSpec(), 1)))
                    .check(game.spec(), 2);
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    /** The network of a model file made for {@code game}: {blocks, channels, version}. */
    static TrainConfig.Network architecture(Path model, Game game) {
        try (ModelFile m = ModelFile.load(model, game)) {
            NetConfig c = m.metadata().config();
            return c.version() == 1 ? new TrainConfig.Network(c.blocks(), c.channels(), 1)
                    : new TrainConfig.Network(c.blocks(), c.channels(), 2, c.v2().poolEvery(), c.v2().ownershipWeight());
        }
    }

    /** The untrained network as model 0 and best.pzm (unless a warm start put a model there), so that every phase can load a model file. */
    static void ensureInitialModel(RunContext run) throws IOException {
        RunDirectory dir = run.dir();
        if (Files.exists(dir.model(0))) {
            coverMix(run, dir.model(0));
            coverMix(run, dir.best());
            return;
        }
        writeUntrained(dir, run.cfg(), run.game(), NetBackend.FAST);
        run.save(run.state());
    }

    /**
     * Makes the model file {@code model} of a run on several specs play every spec of its mix ({@link MixedRun#plays}):
     * a warm start's model plays only the specs it was trained on, and each spec's self-play loads it. Nothing is
     * written when it plays them already (a run of one spec, a resume).
     */
    private static void coverMix(RunContext run, Path model) throws IOException {
        if (run.mix().entries().size() < 2 || !Files.exists(model)) {
            return;
        }
        try (ModelFile m = ModelFile.load(model, run.game())) {
            ModelMetadata meta = MixedRun.plays(m.metadata(), run.mix());
            if (meta != m.metadata()) {
                ModelFile.of(meta, m.net()).save(model);
            }
        }
    }

    /**
     * Prepares a new run in {@code runDir} whose network is run by {@code backend}: the untrained network as model 0
     * and the best model, whose files record the backend, so that every phase of the run (and every command playing its
     * models) uses it.
     *
     * @throws InvalidInputException when {@code runDir} already holds a run
     */
    static void seedUntrained(Path runDir, TrainConfig cfg, NetBackend backend) throws IOException {
        try (RunDirectory dir = RunDirectory.open(runDir)) {
            if (dir.exists()) {
                throw new InvalidInputException(dir.root() + " already holds a run; a backend can only be chosen for a new one"
                        + " (its models keep theirs; -D" + NetBackend.PROPERTY + "=NAME chooses another for a whole process)");
            }
            Files.createDirectories(dir.model(0).getParent());
            writeUntrained(dir, cfg, cfg.game(), backend);
        }
    }

    private static void writeUntrained(RunDirectory dir, TrainConfig cfg, Game game, NetBackend backend) throws IOException {
        TrainConfig.Network n = cfg.network();
        NetConfig base = n.version() == 2 ? NetConfig.v2Defaults(game) : NetConfig.defaults(game);
        NetConfig net = (n.version() == 2 ? base.withV2(n.v2(base.v2())) : base).withTower(n.blocks(), n.channels()).withBackend(backend);
        if (n.version() == 2) {
            net = net.withSeats(SpecMix.of(cfg).seats()); // 0 (unchanged) unless the mix's player counts differ
        }
        ModelMetadata meta = n.version() == 2 ? ModelMetadata.forGames(SpecMix.of(cfg).games(), net) : ModelMetadata.forGame(game, net);
        try (PolicyValueNet pv = PolicyValueNet.create(NetShape.of(game, net), net, cfg.seed())) {
            ModelFile.of(meta.withRecipe(SelfPlayStage.modelRecipe(cfg)), pv).save(dir.model(0));
        }
        RunDirectory.copyAtomically(dir.model(0), dir.best());
    }
}
