package pz.models;

/**
 * The losses of one batch (means over its positions).
 *
 * @param policy    cross-entropy of the policy targets against the network's softmax
 * @param value     WDL cross-entropy, or per-player squared error summed over players (on [-1, 1])
 * @param movesLeft squared error of the moves-left head (0 without that head)
 * @param ownership the ownership head's weighted loss ({@code NetConfig.V2.ownershipWeight} x the mean over cells of
 *                  the per-cell cross-entropy; 0 without that head or without ownership targets)
 * @param total     the sum of the others (the L2 penalty is applied in the update, not counted)
 */
public record Losses(double policy, double value, double movesLeft, double ownership, double total) {

    /** Losses without an ownership term. */
    public Losses(double policy, double value, double movesLeft, double total) {
        this(policy, value, movesLeft, 0, total);
    }
}
