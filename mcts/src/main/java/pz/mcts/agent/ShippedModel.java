package pz.mcts.agent;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/**
 * The models shipped with pz, the one place that defines where they live: a model for a game spec
 * is the file {@code models/shipped/NAME.pzm} under the repository root, where NAME is the spec's
 * canonical form (docs/rules/notation.md N-SPEC-1) with {@code ':'} and {@code ','} replaced by {@code '_'}
 * ({@code cowboys:size=9} ships as {@code cowboys_size=9.pzm}). A game whose observation shows its
 * options ({@link pz.engine.Game#observesOptions()}, Proteus and Kadon) falls back to the model of its default
 * spec ({@code proteus.pzm} for {@code proteus:polarity}, {@code kadon.pzm} for {@code kadon:overmatch}) when no
 * model ships for the spec itself. An
 * agent spec names it with {@code model=shipped}. The repository root is {@code -Dpz.home} (set by the {@code ./pz}
 * launcher), else the working directory. Stateless.
 */
public final class ShippedModel {
    /** The value of an agent's {@code model} option that means "the model shipped for this game". */
    public static final String KEYWORD = "shipped";
    /** The folder under the repository root. */
    public static final String FOLDER = "models/shipped";
    /** The extension of model files. */
    public static final String EXTENSION = ".pzm";

    private ShippedModel() {
    }

    /** The repository root: {@code -Dpz.home}, else the working directory. */
    public static Path home() {
        String h = System.getProperty("pz.home");
        return Path.of(h != null ? h : ".").toAbsolutePath().normalize();
    }

    /** The file name a model for {@code spec} ships under (the spec is canonicalised first). */
    public static String fileName(String spec) {
        return GameRegistry.canonical(spec).replace(':', '_').replace(',', '_') + EXTENSION;
    }

    /** The shipped model for {@code spec} under the repository root {@code home}, if that file exists. */
    public static Optional<Path> find(Path home, String spec) {
        Path p = home.resolve(FOLDER).resolve(fileName(spec));
        if (Files.isRegularFile(p)) {
            return Optional.of(p);
        }
        String canonical = GameRegistry.canonical(spec);
        String name = canonical.split(":", 2)[0];
        Path base = home.resolve(FOLDER).resolve(fileName(name));
        boolean variant = !name.equals(canonical) && GameRegistry.parse(canonical).observesOptions();
        return variant && Files.isRegularFile(base) ? Optional.of(base) : Optional.empty();
    }

    /**
     * The shipped model for {@code spec} under {@code home}; an {@link InvalidInputException} naming the
     * file looked for and the games that do ship a model when there is none.
     */
    public static Path require(Path home, String spec) {
        return find(home, spec).orElseThrow(() -> new InvalidInputException("no model ships for "
                + GameRegistry.canonical(spec) + " (looked for " + FOLDER + "/" + fileName(spec) + "); shipped: "
                + shippedList(home) + "; give model=FILE instead"));
    }

    private static String shippedList(Path home) {
        Path dir = home.resolve(FOLDER);
        if (!Files.isDirectory(dir)) {
            return "none";
        }
        try (Stream<Path> files = Files.list(dir)) {
            String names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(EXTENSION)).sorted()
                    .reduce((a, b) -> a + ", " + b).orElse("none");
            return names;
        } catch (java.io.IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
