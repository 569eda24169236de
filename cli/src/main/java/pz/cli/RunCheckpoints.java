package pz.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;
import pz.training.MetricsCsv;
import pz.training.RunDirectory;
import pz.training.SpecMix;

/**
 * The checkpoints of a {@code pz train} run directory, read without taking the run's lock (a run may
 * be training meanwhile): its spec from {@code run.properties}, and per {@code models/model-NNNN.pzm}
 * the self-play games and wall-clock hours of its iteration from {@code metrics.csv}, less the time the run was
 * stopped ({@code stopped_seconds}, where the file has it: SIGSTOP while a match played) (model 0, the
 * run's first model, at 0 and 0). A model whose iteration has no metrics row yet (the iteration is
 * still evaluating) is left out and named in {@link #skipped()}. Immutable.
 *
 * @param spec        the run's game spec
 * @param specs       the specs its models play: the run's mix ({@code --mix}, {@code --sizes}), else the spec alone
 * @param checkpoints per model: iteration, games, hours and the model file
 * @param skipped     the model files left out, with why
 */
record RunCheckpoints(String spec, List<String> specs, List<Checkpoint> checkpoints, List<String> skipped) {
    private static final Pattern MODEL = Pattern.compile("model-(\\d{4,})\\.pzm");

    /** One model file of the run and what it had cost. */
    record Checkpoint(int iteration, long games, double hours, Path model) {
    }

    /**
     * Reads the run in {@code dir}.
     *
     * @throws InvalidInputException when {@code dir} is not a run directory or holds no model
     */
    static RunCheckpoints read(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new InvalidInputException(Files.exists(dir) ? dir + " is not a directory: give a pz train run directory"
                    : "no such run directory: " + dir);
        }
        Path props = dir.resolve("run.properties");
        if (!Files.isRegularFile(props)) {
            throw new InvalidInputException(dir + " holds no pz train run (no run.properties)");
        }
        java.util.Properties settings = RunDirectory.readVersioned(props);
        String spec = settings.getProperty("spec");
        if (spec == null || spec.isBlank()) {
            throw new InvalidInputException(props + " names no game spec");
        }
        SpecMix mix;
        try {
            mix = SpecMix.parse(settings.getProperty("mix", ""));
        } catch (InvalidInputException e) {
            throw new InvalidInputException(props + ": " + e.getMessage());
        }
        List<String> specs = mix.isEmpty() ? List.of(spec) : mix.specs();
        Map<Integer, Path> models = new HashMap<>();
        Path modelDir = dir.resolve("models");
        if (Files.isDirectory(modelDir)) {
            try (Stream<Path> s = Files.list(modelDir)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    Matcher m = MODEL.matcher(p.getFileName().toString());
                    if (m.matches() && Files.isRegularFile(p)) {
                        models.put(Integer.parseInt(m.group(1)), p);
                    }
                }
            }
        }
        if (models.isEmpty()) {
            throw new InvalidInputException(dir + " holds no models (no " + modelDir + "/model-NNNN.pzm): has the run started?");
        }
        Map<Integer, Map<String, String>> rows = new HashMap<>();
        Path metrics = dir.resolve("metrics.csv");
        if (Files.isRegularFile(metrics)) {
            for (Map<String, String> r : MetricsCsv.read(metrics)) {
                try {
                    rows.put(Numbers.parseInt(r.getOrDefault("iteration", "")), r);
                } catch (NumberFormatException e) {
                    // a row without an iteration number cannot be matched to a model
                }
            }
        }
        List<Checkpoint> out = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (int it : models.keySet().stream().sorted().toList()) {
            Path model = models.get(it);
            if (it == 0) {
                out.add(new Checkpoint(0, 0, 0, model));
                continue;
            }
            Map<String, String> r = rows.get(it);
            try {
                long games = Numbers.parseLong(r == null ? "" : r.getOrDefault("games", ""));
                double seconds = MetricsCsv.trainingSeconds(r); // less the time the run was stopped
                out.add(new Checkpoint(it, games, seconds / 3600, model));
            } catch (NumberFormatException e) {
                skipped.add(model.getFileName() + " (iteration " + it + " has no row with games and time in metrics.csv yet)");
            }
        }
        if (out.isEmpty()) {
            throw new InvalidInputException(dir + " has no model with a finished iteration yet: " + String.join("; ", skipped));
        }
        return new RunCheckpoints(spec, specs, List.copyOf(out), List.copyOf(skipped));
    }
}
