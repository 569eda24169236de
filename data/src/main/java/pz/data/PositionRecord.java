package pz.data;

import java.util.Arrays;
import java.util.Objects;

/**
 * One decision of a game with what the search made of it: a row of the {@code positions} table and
 * a training example before encoding.
 *
 * <p>Immutable by convention: arrays are not copied (the recorder and the reader hand over fresh
 * ones), so callers must not modify them.
 *
 * @param gameId        the game ({@link GameRecord#gameId()})
 * @param spec          canonical game spec
 * @param ply           number of steps applied before this position (an index into {@link GameRecord#actions()}:
 *                      the game's first {@code ply} actions replay to this position)
 * @param turn          whole turns completed before it
 * @param player        seat to move
 * @param position      {@link pz.engine.State#position()}: re-encodable when the observation encoding changes
 * @param action        action id played here (under the recorded encoding version)
 * @param policyActions legal action ids the policy covers, ascending
 * @param policy        search visit distribution or improved policy over {@code policyActions} (sums to 1, or all 0 when not searched)
 * @param visits        root visits of the search (0 when not searched)
 * @param policyWeight  weight of the policy target (KataGo's playout-cap randomization: 0 for fast searches), normally 1
 * @param value         search value estimate per seat, seat order
 * @param returns       final return per seat, seat order
 * @param owners        the seat that owns each observation-grid cell at the end of the game ({@code State.owners} of its
 *                      final position, row-major; -1: nobody), or null: none recorded (a game without ownership, a game
 *                      cut short, or a record written before the column existed)
 */
public record PositionRecord(String gameId, String spec, int ply, int turn, int player, String position, int action,
                             int[] policyActions, float[] policy, int visits, float policyWeight, float[] value,
                             float[] returns, int[] owners) {

    public PositionRecord {
        Objects.requireNonNull(position, "position");
        if (policyActions.length != policy.length) {
            throw new IllegalArgumentException("policyActions (" + policyActions.length + ") and policy ("
                    + policy.length + ") must have the same length");
        }
    }

    /** A record without ownership targets. */
    public PositionRecord(String gameId, String spec, int ply, int turn, int player, String position, int action,
                          int[] policyActions, float[] policy, int visits, float policyWeight, float[] value, float[] returns) {
        this(gameId, spec, ply, turn, player, position, action, policyActions, policy, visits, policyWeight, value, returns, null);
    }

    /** A copy with the game's final returns and cell owners (or null) filled in (the recorder learns them at the end). */
    public PositionRecord withOutcome(float[] finalReturns, int[] finalOwners) {
        return new PositionRecord(gameId, spec, ply, turn, player, position, action, policyActions, policy, visits,
                policyWeight, value, finalReturns, finalOwners);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionRecord p && Objects.equals(gameId, p.gameId) && Objects.equals(spec, p.spec)
                && ply == p.ply && turn == p.turn && player == p.player && position.equals(p.position)
                && action == p.action && Arrays.equals(policyActions, p.policyActions) && Arrays.equals(policy, p.policy)
                && visits == p.visits && Float.compare(policyWeight, p.policyWeight) == 0 && Arrays.equals(value, p.value)
                && Arrays.equals(returns, p.returns) && Arrays.equals(owners, p.owners);
    }

    @Override
    public int hashCode() {
        return Objects.hash(gameId, ply, position);
    }

    @Override
    public String toString() {
        return "PositionRecord[" + gameId + " ply=" + ply + " player=" + player + " '" + position + "' action=" + action
                + " policy=" + Arrays.toString(policyActions) + Arrays.toString(policy) + "]";
    }
}
