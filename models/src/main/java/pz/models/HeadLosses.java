package pz.models;

/**
 * The losses at a network's outputs and their gradients, for {@link Backprop}: loops over Java arrays, each output
 * read from its native array once and each gradient written back once. Same losses as {@link Graph}'s
 * {@code addLosses}: cross-entropy against a softmax (policy, WDL value, ownership per cell), squared error (per-player
 * value, moves left), every {@code log} of a probability taken of {@code p + 1e-30}.
 *
 * <p>Performance note: written as ND4J ops these were about 30 small ops per training step, most allocating their
 * result, and on a version-2 network they ran over every id of the action space although most ids of a spatial
 * layout can never be legal (Cowboys 8x8: 4,160 ids, 576 plane entries); their per-op cost alone was a third of a
 * 4x32 network's step. Here the policy's softmax is one op over the ids that can be legal (see
 * {@link #policy}) and the rest are loops.
 *
 * <p>Stateless.
 */
final class HeadLosses {
    /** {@code log(0 + 1e-30f)}: the log-probability of an id whose softmax weight is 0. */
    private static final double LOG_FLOOR = Math.log(1e-30f);

    private HeadLosses() {
    }

    /**
     * Policy cross-entropy summed over the {@code n} rows, and its gradient with respect to the logits, scaled by
     * {@code inv}, added into {@code grad}: for row i and id a, {@code (sum_a(t) * softmax - t) * inv} at
     * {@code grad[i * stride + dest[a]]} (a row whose targets sum to 0, a fast search's, adds no gradient).
     *
     * @param probs   the softmax over the ids {@code ids}, {@code [n, ids.length]}
     * @param ids     the ids the softmax covers; every other id has probability exactly 0 (a never-legal id of a
     *                spatial layout, whose logit is {@code SpatialLogits.NO_LOGIT} below the others)
     * @param others  the other ids (a target on one adds its loss at probability 0 and its gradient {@code -t * inv})
     * @param targets {@code [n, actions]} in id order
     * @param dest    where each id's gradient goes within a row of {@code grad} (the identity for a dense head)
     */
    static double policy(int n, float[] probs, int[] ids, int[] others, float[] targets, int actions, int[] dest, int stride,
                         double inv, float[] grad) {
        float invF = (float) inv;
        int k = ids.length;
        // rows on the threads (Loops), each row's loss apart and summed in row order: the same sum on any thread count
        double[] rowLoss = new double[n];
        Loops.split(n, 2L * (actions + k), (from, to) -> {
            for (int i = from; i < to; i++) {
                int row = i * actions;
                float sum = 0;
                for (int a = 0; a < actions; a++) {
                    sum += targets[row + a];
                }
                int p0 = i * k;
                int g0 = i * stride;
                double loss = 0;
                for (int j = 0; j < k; j++) {
                    int a = ids[j];
                    float p = probs[p0 + j];
                    float t = targets[row + a];
                    if (t != 0) {
                        loss += t * Math.log(p + 1e-30f);
                    }
                    grad[g0 + dest[a]] += (p * sum - t) * invF;
                }
                for (int a : others) {
                    float t = targets[row + a];
                    if (t != 0) {
                        loss += t * LOG_FLOOR;
                        grad[g0 + dest[a]] -= t * invF;
                    }
                }
                rowLoss[i] = loss;
            }
        });
        double loss = 0;
        for (double l : rowLoss) {
            loss += l;
        }
        return -loss;
    }

    /** Softmax of each row of {@code width} values of {@code z}, in place. */
    static void softmaxRows(float[] z, int rows, int width) {
        for (int r = 0; r < rows; r++) {
            int o = r * width;
            float max = Float.NEGATIVE_INFINITY;
            for (int j = 0; j < width; j++) {
                max = Math.max(max, z[o + j]);
            }
            float sum = 0;
            for (int j = 0; j < width; j++) {
                float e = (float) Math.exp(z[o + j] - max);
                z[o + j] = e;
                sum += e;
            }
            for (int j = 0; j < width; j++) {
                z[o + j] /= sum;
            }
        }
    }

    /**
     * Cross-entropy of softmax rows: {@code z} (logits, {@code [rows, width]}) becomes the softmax, {@code grad}
     * receives {@code (q * m - t) * scale} and the result is {@code -sum(t log q) * scale}, where {@code m} is the
     * row's weight {@code rowWeights[r]} (its targets already multiplied by it: weight 0, no loss and no gradient) or,
     * with {@code rowWeights} null, the sum of the row's targets (a row without a target adds nothing).
     */
    static double softmaxCrossEntropy(float[] z, float[] targets, float[] rowWeights, int rows, int width, double scale,
                                      float[] grad) {
        softmaxRows(z, rows, width);
        float s = (float) scale;
        double loss = 0;
        for (int r = 0; r < rows; r++) {
            int o = r * width;
            float sum = 0;
            if (rowWeights != null) {
                sum = rowWeights[r];
            } else {
                for (int j = 0; j < width; j++) {
                    sum += targets[o + j];
                }
            }
            for (int j = 0; j < width; j++) {
                float t = targets[o + j];
                if (t != 0) {
                    loss += t * Math.log(z[o + j] + 1e-30f);
                }
                grad[o + j] = (z[o + j] * sum - t) * s;
            }
        }
        return -loss * scale;
    }

    /**
     * Squared error of tanh outputs {@code out} against {@code targets} ({@code [n, width]}) over the first {@code present}
     * columns of each row (the seats of the game; a network of more seats has columns for seats the game does not have,
     * which add no loss and get no gradient), each row weighted by {@code weights} (null: 1), summed and scaled by
     * {@code scale}; {@code grad} receives the gradient with respect to the pre-tanh values,
     * {@code 2 (out - t) w (1 - out^2) scale}.
     */
    static double tanhSquaredError(float[] out, float[] targets, float[] weights, int n, int width, int present, double scale,
                                   float[] grad) {
        double loss = 0;
        float s = (float) (2 * scale);
        for (int i = 0; i < n; i++) {
            float w = weights == null ? 1f : weights[i];
            for (int j = 0; j < width; j++) {
                int at = i * width + j;
                float d = j < present ? (out[at] - targets[at]) * w : 0f;
                loss += d * d;
                grad[at] = d * (1 - out[at] * out[at]) * s;
            }
        }
        return loss * scale;
    }

    /**
     * Squared error of {@code softplus(z)} against {@code targets}, summed and scaled by {@code scale}; {@code grad}
     * receives {@code 2 (softplus(z) - t) sigmoid(z) scale}.
     */
    static double softplusSquaredError(float[] z, float[] targets, int n, double scale, float[] grad) {
        double loss = 0;
        for (int i = 0; i < n; i++) {
            double e = Math.exp(z[i]);
            double softplus = z[i] > 30 ? z[i] : Math.log1p(e);
            double d = softplus - targets[i];
            loss += d * d;
            grad[i] = (float) (d * (z[i] > 30 ? 1 : e / (1 + e)) * 2 * scale);
        }
        return loss * scale;
    }
}
