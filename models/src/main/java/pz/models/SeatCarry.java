package pz.models;

import java.util.Map;
import pz.engine.Game;

/**
 * Carries a version-2 network of a game's own P players over to a network of S &gt; P seats ({@link NetConfig#seats()}),
 * so that a warm start of a run on several player counts begins where the P-player model stands:
 * <ul>
 *   <li>the tower, the policy head, the pooling and {@code val_conv}/{@code val_fc1} (and {@code ml_fc}): copied;</li>
 *   <li>the stem: each padded input plane that copies own plane k gets the old weights of plane k (the first such plane;
 *       a second copy of k gets zeros), the constant planes ({@code Game.SEAT_PLANE_ZERO}/{@code ONE}) zeros, so on a
 *       P-player position the tower computes exactly what it did ({@link #remapStem});</li>
 *   <li>the ownership head: its first P planes copied, the others zero weights and bias {@link #ABSENT_OWNER_BIAS}, so an
 *       absent seat starts owning nothing (its softmax share is about {@code e^-10} of a real seat's) and the P shares,
 *       renormalised as {@code NetworkEvaluator.ownership} does, are the old ones;</li>
 *   <li>the value head: a {@link ValueHead#PER_PLAYER} layer of S tanh outputs. From a WDL head (logits w, d, l) output 0
 *       gets {@code (w - l) / 2} and output 1 its negative, output 2.. zeros: {@code tanh((w - l) / 2)} is
 *       {@code p(win) - p(loss)} exactly when the draw has no weight, so a two-player position starts near the old value
 *       (closer the rarer the draws). From a per-player head of P outputs: its outputs copied, the others zero.</li>
 * </ul>
 * Stateless.
 */
public final class SeatCarry {
    /** The bias of an absent seat's ownership plane: its share of a cell starts near {@code e^-10} of a real seat's. */
    public static final float ABSENT_OWNER_BIAS = -10f;

    private SeatCarry() {
    }

    /**
     * {@code net} (of {@code game}'s own players, no seats) carried over to {@code config}, the same network with more
     * seats ({@code net.config().withSeats(S)}, any backend).
     *
     * @throws IllegalArgumentException when {@code config} is not {@code net}'s with more seats than the game's players
     */
    public static PolicyValueNet carried(PolicyValueNet net, Game game, NetConfig config) {
        NetShape from = net.shape();
        int players = from.numPlayers();
        if (from.padding() != null || config.seats() <= players || !config.equals(net.config().withSeats(config.seats())
                .withBackend(config.backend()))) {
            throw new IllegalArgumentException("cannot carry a " + net.config().describe() + " network of " + from.seats()
                    + " seats over to " + config.describe());
        }
        NetShape to = NetShape.of(game, config);
        Map<String, float[]> old = net.getParameters();
        return Params.built(to, config, (name, shape) -> switch (name) {
            case "stem_w" -> remapStem(old.get(name), shape, to.padding().planes());
            case "own_conv_w" -> widen(old.get(name), players, (int) shape[3], 0f);
            case "own_conv_b" -> widen(old.get(name), players, (int) shape[0], ABSENT_OWNER_BIAS);
            case "val_fc2_w" -> valueOut(old.get(name), net.config().valueHead(), players, (int) shape[1]);
            case "val_fc2_b" -> valueOut(old.get(name), net.config().valueHead(), players, (int) shape[0]);
            default -> old.get(name);
        });
    }

    /**
     * A stem's weights {@code w} ({@code [kH, kW, in, out]}, c-order) for the input planes {@code to} ({@code shape[2]}
     * of them): input plane i gets the old weights of plane {@code source[i]} when it is the first to copy that plane, and
     * zeros when {@code source[i]} is negative (a constant plane, or no old plane) or the old plane is taken already.
     */
    static float[] remapStem(float[] w, long[] shape, int[] source) {
        int in = (int) shape[2];
        int out = (int) shape[3];
        int cells = (int) (shape[0] * shape[1]);
        int oldIn = w.length / (cells * out);
        boolean[] taken = new boolean[oldIn];
        float[] r = new float[cells * in * out];
        for (int i = 0; i < in; i++) {
            int k = source[i];
            if (k < 0 || taken[k]) {
                continue;
            }
            taken[k] = true;
            for (int c = 0; c < cells; c++) {
                System.arraycopy(w, (c * oldIn + k) * out, r, (c * in + i) * out, out);
            }
        }
        return r;
    }

    /** The rows {@code [rows, n]} of {@code v} ({@code [rows, players]}) widened to {@code n} columns, the new ones {@code fill}. */
    private static float[] widen(float[] v, int players, int n, float fill) {
        int rows = v.length / players;
        float[] r = new float[rows * n];
        for (int i = 0; i < rows; i++) {
            for (int s = 0; s < n; s++) {
                r[i * n + s] = s < players ? v[i * players + s] : fill;
            }
        }
        return r;
    }

    /** The last value layer ({@code [hidden, outputs]} or its bias) for {@code n} tanh outputs (the class comment). */
    private static float[] valueOut(float[] v, ValueHead head, int players, int n) {
        if (head != ValueHead.WDL) {
            return widen(v, players, n, 0f);
        }
        int rows = v.length / 3;
        float[] r = new float[rows * n];
        for (int i = 0; i < rows; i++) {
            float u = (v[i * 3] - v[i * 3 + 2]) / 2; // (win - loss) / 2
            r[i * n] = u;
            r[i * n + 1] = -u;
        }
        return r;
    }
}
