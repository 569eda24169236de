package pz.cli;

import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.mcts.SearchRecipe;
import pz.mcts.UniformEvaluator;
import pz.mcts.agent.AgentFactory;
import pz.models.ModelFile;
import pz.models.NetBackend;

/**
 * {@code pz model show FILE} and {@code pz model set-recipe FILE RECIPE}: what a model file says about itself,
 * and the search recipe it stores ({@link pz.models.ModelMetadata#recipe()}), the way {@code pz play},
 * {@code pz match mcts:model=FILE} and every other agent over it search it.
 */
final class ModelCommand implements Command {
    @Override
    public String name() {
        return "model";
    }

    @Override
    public String summary() {
        return "show a model file, or set the search recipe it stores";
    }

    @Override
    public String arguments() {
        return "show FILE | set-recipe FILE RECIPE";
    }

    @Override
    public String footer() {
        return "show:       the game, network, training step and search recipe of a model file.\n"
                + "set-recipe: stores RECIPE, an agent spec without a model (mcts:OPTION=VALUE,... or gumbel:...,\n"
                + "            every option of mcts/README.md), as the way the model is meant to be searched; the file is\n"
                + "            rewritten atomically, its network unchanged. Agents over the model use it, and their own\n"
                + "            options override single fields (mcts:model=FILE,visits=100).\n"
                + "Example: pz model set-recipe runs/demo/models/best.pzm mcts:decisive=1,visits=400";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(CommandLine line, Cli cli) throws Exception {
        List<String> args = Cli.positional(line, 2, 3, "show FILE | set-recipe FILE RECIPE");
        Path file = Path.of(args.get(1));
        switch (args.get(0)) {
            case "show" -> {
                if (args.size() != 2) {
                    throw new UsageException("show takes one FILE");
                }
                if (pz.models.SparseValueFile.isOne(file)) {
                    showLearnedEvaluation(cli, pz.models.SparseValueFile.load(file));
                    return 0;
                }
                try (ModelFile m = ModelFile.load(file)) {
                    var meta = m.metadata();
                    cli.out.println("game:          " + meta.gameSpec());
                    cli.out.println("network:       " + meta.config().blocks() + " blocks x " + meta.config().channels() + " channels"
                            + (meta.config().version() == 1 ? "" : ", version " + meta.config().version())
                            + (meta.config().seats() == 0 ? "" : ", " + meta.config().seats() + " seats")
                            + (meta.config().backend() == NetBackend.FAST ? "" : ", on the " + meta.config().backend().key() + " backend"));
                    cli.out.println("plays:         " + String.join(", ", meta.playedSpecs().keySet())
                            + (meta.playedSpecs().keySet().stream().anyMatch(k -> k.endsWith(":*")) ? " (every spec of the family)" : ""));
                    cli.out.println("training step: " + meta.trainingStep());
                    cli.out.println("search recipe: " + meta.recipe());
                }
            }
            case "set-recipe" -> {
                if (args.size() != 3) {
                    throw new UsageException("set-recipe takes FILE and RECIPE (e.g. mcts:decisive=1,visits=400)");
                }
                if (pz.models.SparseValueFile.isOne(file)) {
                    throw new UsageException(file + " is a learned alpha-beta evaluation, searched as its stored alphabeta spec says;"
                            + " an agent's options override it (alphabeta:model=" + file + ",depth=N,time=MS)");
                }
                SearchRecipe recipe = SearchRecipe.parse(args.get(2));
                try (ModelFile m = ModelFile.load(file)) {
                    Game game = GameRegistry.parse(m.metadata().gameSpec());
                    AgentFactory.search(game, new UniformEvaluator(), recipe).close(); // refuses a heuristic the game lacks
                    SearchRecipe old = m.metadata().recipe();
                    m.withRecipe(recipe).save(file);
                    cli.out.println(file + ": search recipe " + old + " -> " + recipe);
                }
            }
            default -> throw new UsageException("unknown model command '" + args.get(0) + "'; valid: show, set-recipe");
        }
        return 0;
    }

    private static void showLearnedEvaluation(Cli cli, pz.models.SparseValueFile f) {
        cli.out.println("kind:          learned alpha-beta evaluation (alphabeta:model=FILE)");
        cli.out.println("game:          " + f.family() + " (every spec of the family)");
        cli.out.println("network:       " + f.net().inputs() + " sparse features (" + f.features() + ") -> " + f.net().hidden()
                + " hidden units + a linear path, " + f.net().size() + " parameters");
        cli.out.println("search:        " + f.search());
        f.info().forEach((k, v) -> cli.out.println(String.format(java.util.Locale.ROOT, "%-15s%s", k + ":", v)));
    }
}
