package pz.training;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;
import java.util.random.RandomGenerator;
import pz.data.RecordDirectory;
import pz.data.ReplayWindow;
import pz.data.TrainingBatch;
import pz.engine.Game;
import pz.models.Losses;
import pz.models.NetConfig;
import pz.models.NetShape;

/**
 * The replay window of a run, stratified by spec ({@link SpecMix}): one {@link ReplayWindow} per spec of the run,
 * each sized by its share of the weights (KataGo's power law of that spec's own positions, up to its share of
 * {@code windowMax}), and a batch buffer per spec. {@link #sample} draws each batch from one spec, spec {@code s} with
 * probability {@code share_s} (renormalised over the specs that have positions yet): the training mix is the weights,
 * whatever self-play put in the records. One spec per batch because the specs' observations differ in shape and a
 * version-2 network's global pooling averages over the board's own cells ({@code GlobalPool}); no padding, no mask.
 *
 * <p>A run of one spec is a stratified window of one stratum: the same window, the same batches, the same random
 * draws as a plain {@link ReplayWindow}. Not thread-safe: the training phase's thread.
 */
final class StratifiedWindow {
    /**
     * One spec's part of the window.
     *
     * @param spec   the canonical spec
     * @param share  its share of the weights
     * @param shape  the network's shape on its board ({@link pz.models.Trainer#trainBatch(NetShape, pz.models.TrainBatch)})
     * @param window its positions
     * @param batch  its batch buffer, filled by {@link #sample}
     */
    record Stratum(String spec, double share, NetShape shape, ReplayWindow window, TrainingBatch batch) {
    }

    private final List<Stratum> strata;
    /** Per stratum: the sum and count of validation losses since the phase began ({@link #validated}). */
    private final double[] lossSum;
    private final int[] lossCount;

    private StratifiedWindow(List<Stratum> strata) {
        this.strata = List.copyOf(strata);
        this.lossSum = new double[strata.size()];
        this.lossCount = new int[strata.size()];
    }

    /**
     * The window of the specs of {@code mix} for a network of {@code net}, each with the options {@code options} makes of
     * its share, batches of {@code batchSize}.
     */
    static StratifiedWindow of(SpecMix mix, NetConfig net, int batchSize, DoubleFunction<ReplayWindow.Options> options) {
        List<Stratum> out = new ArrayList<>();
        List<Game> games = mix.games();
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            double share = mix.share(i);
            out.add(new Stratum(g.spec(), share, NetShape.of(g, net), new ReplayWindow(g, options.apply(share)),
                    new TrainingBatch(g, batchSize)));
        }
        return new StratifiedWindow(out);
    }

    /** {@code n} positions scaled by a share (at least 1). */
    static long scaled(long n, double share) {
        return Math.max(1, Math.round(n * share));
    }

    /** Reads the chunks of {@code dir} (if it exists) committed since the last refresh into every stratum; returns the unreadable files. */
    List<RecordDirectory.BadFile> refresh(Path dir) throws IOException {
        List<RecordDirectory.BadFile> bad = new ArrayList<>();
        if (Files.isDirectory(dir)) {
            for (Stratum s : strata) {
                for (RecordDirectory.BadFile b : s.window().refresh(dir).bad()) {
                    if (!bad.contains(b)) {
                        bad.add(b);
                    }
                }
            }
        }
        return bad;
    }

    /** The strata, in the mix's order. */
    List<Stratum> strata() {
        return strata;
    }

    /** Positions in all strata. */
    long size() {
        long n = 0;
        for (Stratum s : strata) {
            n += s.window().size();
        }
        return n;
    }

    /**
     * Fills the batch of one stratum, drawn by share among those with positions, and returns it (a single stratum
     * takes no random draw for the choice).
     *
     * @throws IllegalStateException when no stratum has positions
     */
    Stratum sample(RandomGenerator rng) {
        Stratum s = strata.size() == 1 ? strata.get(0) : pick(rng.nextDouble());
        s.window().sample(s.batch(), rng);
        return s;
    }

    /** The stratum at {@code u} in [0, 1) of the shares of the strata with positions. */
    private Stratum pick(double u) {
        double total = 0;
        for (Stratum s : strata) {
            total += s.window().size() > 0 ? s.share() : 0;
        }
        if (total == 0) {
            throw new IllegalStateException("the replay window is empty: refresh it from a record directory first");
        }
        double x = u * total;
        Stratum last = null;
        for (Stratum s : strata) {
            if (s.window().size() > 0) {
                last = s;
                x -= s.share();
                if (x < 0) {
                    return s;
                }
            }
        }
        return last;
    }

    /**
     * Fills the batch of every stratum with positions (validation: one batch of each spec) and returns them.
     */
    List<Stratum> sampleEach(RandomGenerator rng) {
        List<Stratum> out = new ArrayList<>();
        for (Stratum s : strata) {
            if (s.window().size() > 0) {
                s.window().sample(s.batch(), rng);
                out.add(s);
            }
        }
        return out;
    }

    /**
     * Notes the held-out losses of one validation batch of each spec ({@link #sampleEach}) and returns their mean
     * weighted by share (the held-out loss of the mix, which early stopping watches).
     */
    Losses validated(List<Stratum> sampled, List<Losses> losses) {
        double w = 0;
        double[] sum = new double[5];
        for (int k = 0; k < sampled.size(); k++) {
            int i = strata.indexOf(sampled.get(k));
            Losses l = losses.get(k);
            lossSum[i] += l.total();
            lossCount[i]++;
            double s = sampled.get(k).share();
            w += s;
            sum[0] += s * l.policy();
            sum[1] += s * l.value();
            sum[2] += s * l.movesLeft();
            sum[3] += s * l.ownership();
            sum[4] += s * l.total();
        }
        return losses.size() == 1 ? losses.get(0) : new Losses(sum[0] / w, sum[1] / w, sum[2] / w, sum[3] / w, sum[4] / w);
    }

    /** The mean held-out total loss of each spec so far, {@code spec loss, spec loss} (empty before any validation). */
    String lossesBySpec() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < strata.size(); i++) {
            if (lossCount[i] > 0) {
                parts.add(String.format(Locale.ROOT, "%s %.3f", strata.get(i).spec(), lossSum[i] / lossCount[i]));
            }
        }
        return String.join(", ", parts);
    }
}
