package pz.mcts.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;

/**
 * The models shipped with pz, the one place that defines where they live: a model for a game spec
 * is the file {@code models/shipped/NAME.pzm} under the repository root, where NAME is the spec's
 * canonical form (docs/rules/notation.md N-SPEC-1) with {@code ':'} and {@code ','} replaced by {@code '_'}
 * ({@code cowboys:size=9} ships as {@code cowboys_size=9.pzm}). A game whose observation shows its
 * options ({@link pz.engine.Game#observesOptions()}, Proteus and Kadon) falls back to its default spec's choice
 * ({@code kadon.pzm} for {@code kadon:overmatch}; for every Proteus variant, {@code proteus}'s line) when neither a
 * line nor a model of its own names it.
 *
 * <p>One model may play several specs (a version-2 network of a family, trained on a mix of boards and seat
 * counts), and it plays a spec only where it was measured to beat that spec's search without a network. The folder's
 * {@value #CHOICES} says so per spec, before the file names are looked at: one line per spec, {@code SPEC FILE NOTE},
 * where FILE is a model of the folder or {@code -} for no model (pz play's fallback, even where a file of the spec's
 * name ships) and NOTE, the rest of the line, says why (the measured result); {@code #} starts a comment line. A
 * line that does not parse, names an unknown spec twice or a file that is missing, is an error naming the file and
 * line. An agent spec names it with {@code model=shipped}. The repository root is {@code -Dpz.home} (set by the {@code ./pz}
 * launcher), else the working directory. Stateless.
 */
public final class ShippedModel {
    /** The value of an agent's {@code model} option that means "the model shipped for this game". */
    public static final String KEYWORD = "shipped";
    /** The folder under the repository root. */
    public static final String FOLDER = "models/shipped";
    /** The extension of model files. */
    public static final String EXTENSION = ".pzm";
    /** The file of the folder that says which model plays which spec, where file names do not. */
    public static final String CHOICES = "choices.txt";
    /** FILE in {@value #CHOICES}: no model plays the spec. */
    private static final String NONE = "-";

    /**
     * A line of {@value #CHOICES}: the spec plays {@code model} (empty: no model, pz play's fallback), and why.
     *
     * @param model the model file, or empty for none
     * @param note  the line's note (the measured result), possibly empty
     */
    public record Choice(Optional<Path> model, String note) {
    }

    private ShippedModel() {
    }

    /** The repository root: {@code -Dpz.home}, else the working directory. */
    public static Path home() {
        String h = System.getProperty("pz.home");
        return Path.of(h != null ? h : ".").toAbsolutePath().normalize();
    }

    /** The file name a model for {@code spec} ships under (the spec is canonicalised first). */
    public static String fileName(String spec) {
        return GameRegistry.fileStem(GameRegistry.canonical(spec)) + EXTENSION;
    }

    /**
     * The shipped model for {@code spec} under the repository root {@code home}: the one {@value #CHOICES} chooses
     * for it, else the file of its name, else (a game that observes its options) its default spec's, by that spec's
     * line or file.
     */
    public static Optional<Path> find(Path home, String spec) {
        Optional<Choice> chosen = choice(home, spec);
        if (chosen.isPresent()) {
            return chosen.get().model();
        }
        String canonical = GameRegistry.canonical(spec);
        Path p = home.resolve(FOLDER).resolve(fileName(canonical));
        if (Files.isRegularFile(p)) {
            return Optional.of(p);
        }
        Path base = home.resolve(FOLDER).resolve(fileName(GameRegistry.family(canonical)));
        return variant(canonical) && Files.isRegularFile(base) ? Optional.of(base) : Optional.empty();
    }

    /**
     * The line of {@value #CHOICES} under {@code home} that decides {@code spec}: its own; else, for a variant of a game
     * that observes its options with no model file of its own, its default spec's line; empty when none does.
     */
    public static Optional<Choice> choice(Path home, String spec) {
        String canonical = GameRegistry.canonical(spec);
        Map<String, Choice> all = choices(home);
        Choice own = all.get(canonical);
        if (own != null || !variant(canonical) || Files.isRegularFile(home.resolve(FOLDER).resolve(fileName(canonical)))) {
            return Optional.ofNullable(own);
        }
        return Optional.ofNullable(all.get(GameRegistry.family(canonical)));
    }

    /** True for a spec other than its game's default whose game observes its options (its default spec's model may play it). */
    private static boolean variant(String canonical) {
        return !GameRegistry.family(canonical).equals(canonical) && GameRegistry.parse(canonical).observesOptions();
    }

    /**
     * The lines of {@value #CHOICES} under {@code home} by canonical spec (none when the file is absent).
     *
     * @throws InvalidInputException naming the file and line of a line that does not parse, an unknown or repeated
     *                               spec, a missing model file, or the file when it cannot be read
     */
    public static Map<String, Choice> choices(Path home) {
        Path dir = home.resolve(FOLDER);
        Path file = dir.resolve(CHOICES);
        if (!Files.isRegularFile(file)) {
            return Map.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot be read (" + e.getMessage() + ")");
        }
        Map<String, Choice> out = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = file + " line " + (i + 1) + ": ";
            String[] f = line.split("\\s+", 3);
            if (f.length < 2) {
                throw new InvalidInputException(where + "expected 'SPEC FILE NOTE' (FILE a model of " + FOLDER + " or '" + NONE
                        + "' for none), got '" + line + "'");
            }
            String spec;
            try {
                spec = GameRegistry.canonical(f[0]);
            } catch (InvalidInputException e) {
                throw new InvalidInputException(where + e.getMessage());
            }
            Optional<Path> model = Optional.empty();
            if (!f[1].equals(NONE)) {
                Path m = dir.resolve(f[1]).normalize();
                if (!m.getParent().equals(dir.normalize()) || !f[1].endsWith(EXTENSION)) {
                    throw new InvalidInputException(where + "'" + f[1] + "' is not a " + EXTENSION + " file of " + FOLDER);
                }
                if (!Files.isRegularFile(m)) {
                    throw new InvalidInputException(where + "the model " + FOLDER + "/" + f[1] + " is missing");
                }
                model = Optional.of(m);
            }
            if (out.put(spec, new Choice(model, f.length > 2 ? f[2] : "")) != null) {
                throw new InvalidInputException(where + spec + " is chosen twice");
            }
        }
        return out;
    }

    /**
     * The shipped model for {@code spec} under {@code home}; an {@link InvalidInputException} naming the
     * file looked for and the games that do ship a model when there is none.
     */
    public static Path require(Path home, String spec) {
        Optional<Choice> c = choice(home, spec);
        if (c.isPresent() && c.get().model().isEmpty()) {
            throw new InvalidInputException("no model plays " + GameRegistry.canonical(spec) + ": " + FOLDER + "/" + CHOICES
                    + " chooses none" + (c.get().note().isEmpty() ? "" : " (" + c.get().note() + ")") + "; give model=FILE instead");
        }
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
