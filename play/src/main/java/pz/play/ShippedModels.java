package pz.play;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import pz.engine.GameRegistry;

/**
 * Where the models shipped with pz live, the one place that defines it: a model for a game spec is
 * the file {@code models/shipped/NAME.pzm} under the repository root, where NAME is the spec's
 * canonical form (RULES.md N-SPEC-1) with {@code ':'} and {@code ','} replaced by {@code '_'}
 * ({@code amazons:players=3,setup=2} ships as {@code amazons_players=3_setup=2.pzm}).
 * Stateless.
 */
public final class ShippedModels {
    /** The folder under the repository root. */
    public static final String FOLDER = "models/shipped";
    /** The extension of model files. */
    public static final String EXTENSION = ".pzm";

    private ShippedModels() {
    }

    /** The file name a model for {@code spec} ships under (the spec is canonicalised first). */
    public static String fileName(String spec) {
        return GameRegistry.canonical(spec).replace(':', '_').replace(',', '_') + EXTENSION;
    }

    /** The shipped model for {@code spec} under the repository root {@code home}, if that file exists. */
    public static Optional<Path> find(Path home, String spec) {
        Path p = home.resolve(FOLDER).resolve(fileName(spec));
        return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
    }
}
