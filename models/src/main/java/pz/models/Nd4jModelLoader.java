package pz.models;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import pz.engine.Game;
import pz.mcts.LoadedModel;
import pz.mcts.ModelLoader;
import pz.mcts.agent.ShippedModel;

/**
 * Registers this module's model files (residual networks on ND4J ops, {@link PolicyValueNet}) with the
 * search ({@code mcts:model=FILE}) through {@code META-INF/services/pz.mcts.ModelLoader}. Accepts any zip file and any {@code .pzm} file,
 * whatever it holds: {@link ModelFile} then says precisely what is wrong if it is not a model for the
 * game, where "no loader accepts it" would not (a damaged {@code .pzm} no longer starts like a zip).
 * Stateless and thread-safe.
 */
public final class Nd4jModelLoader implements ModelLoader {

    @Override
    public String name() {
        return "nd4j";
    }

    @Override
    public boolean accepts(Path file) {
        if (file.getFileName() != null && file.getFileName().toString().endsWith(ShippedModel.EXTENSION)) {
            return true;
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 'P' && magic[1] == 'K' && magic[2] == 3 && magic[3] == 4;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public LoadedModel load(Path file, Game game) {
        return ModelFile.loadModel(file, game);
    }
}
