package pz.training.sparse;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import pz.models.SparseValueNet;

/**
 * Fits a {@link SparseValueNet} to {@link SparseSamples}: minibatches drawn without replacement each epoch from the
 * training games, the held-out games (every {@code 1/holdout}-th game by its number) scored after each epoch, and the
 * parameters of the best held-out epoch kept (early stopping on the held-out loss). DJL's {@code fit} shape: a
 * static helper over a trainer, progress through a callback. Not thread-safe.
 */
public final class SparseFit {
    private SparseFit() {
    }

    /** One epoch's losses (mean binary cross-entropy; a constant guess of the mean target scores the targets' entropy). */
    public record Epoch(int epoch, double train, double heldOut, boolean best) {
    }

    /**
     * Trains {@code net} in place for up to {@code epochs} epochs and leaves it at its best held-out epoch; returns
     * the best held-out loss.
     */
    public static double fit(SparseValueNet net, SparseSamples samples, int epochs, int batch, double lr, int holdout, long seed,
                             Consumer<Epoch> progress) {
        int n = samples.count();
        int[] train = new int[n];
        int[] held = new int[n];
        int nt = 0, nh = 0;
        for (int r = 0; r < n; r++) {
            if (holdout > 0 && Math.floorMod(samples.group(r) * 0x9E3779B1, holdout) == 0) {
                held[nh++] = r;
            } else {
                train[nt++] = r;
            }
        }
        SparseValueNet.Adam adam = new SparseValueNet.Adam(net, lr, 1e-4);
        SplittableRandom rng = new SplittableRandom(seed);
        double best = Double.POSITIVE_INFINITY;
        SparseValueNet bestNet = net.copy();
        int[] rows = new int[batch];
        float[] acc = net.newScratch();
        for (int e = 1; e <= epochs; e++) {
            for (int i = nt - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int t = train[i];
                train[i] = train[j];
                train[j] = t;
            }
            double sum = 0;
            int steps = 0;
            for (int from = 0; from + batch <= nt; from += batch) {
                System.arraycopy(train, from, rows, 0, batch);
                sum += adam.train(rows, batch, samples.offset(), samples.index(), samples.value(), samples.target());
                steps++;
            }
            double h = nh == 0 ? sum / Math.max(1, steps) : loss(net, samples, held, nh, acc);
            boolean improved = h < best;
            if (improved) {
                best = h;
                bestNet = net.copy();
            }
            progress.accept(new Epoch(e, sum / Math.max(1, steps), h, improved));
        }
        copyInto(bestNet, net);
        return best;
    }

    /** Mean binary cross-entropy of {@code net} on rows {@code rows[0..n)}. */
    public static double loss(SparseValueNet net, SparseSamples s, int[] rows, int n, float[] acc) {
        double sum = 0;
        int[] off = s.offset();
        for (int k = 0; k < n; k++) {
            int r = rows[k];
            double v = net.valueAt(s.index(), s.value(), off[r], off[r + 1] - off[r], acc);
            double p = Math.min(1 - 1e-7, Math.max(1e-7, (1 + v) / 2)), q = (1 + s.target()[r]) / 2;
            sum -= q * Math.log(p) + (1 - q) * Math.log(1 - p);
        }
        return sum / Math.max(1, n);
    }

    private static void copyInto(SparseValueNet from, SparseValueNet to) {
        to.load(from);
    }
}
