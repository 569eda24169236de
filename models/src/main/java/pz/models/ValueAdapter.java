package pz.models;

/**
 * The one place where network value outputs meet seat-ordered values (STYLE.md: per-player values
 * everywhere). Networks predict in the <em>mover's frame</em>, because observations are encoded
 * from the point of view of the player to move: output {@code k} belongs to seat
 * {@code (mover + k) % numPlayers}, and every value is normalised to [-1, 1] over the game's return
 * range.
 *
 * <ul>
 *   <li>{@link ValueHead#WDL} (two-player zero-sum): the mover's normalised value is
 *       {@code u = p(win) - p(loss)}; the seats get {@code {u, -u}} rotated to seat order (this is
 *       the scalar-to-{@code {v, -v}} adapter), then scaled to the return range.</li>
 *   <li>{@link ValueHead#PER_PLAYER}: the {@code tanh} outputs are rotated to seat order and scaled. A network of more
 *       seats than the game's players ({@link NetConfig#seats()}, {@link NetShape#seats()} outputs) gives the game its
 *       first {@code numPlayers} outputs (mover, next seat, ...); its targets there are 0 and count in no loss.</li>
 * </ul>
 * Stateless and thread-safe.
 */
public final class ValueAdapter {
    private ValueAdapter() {
    }

    /**
     * Turns one position's raw value outputs ({@code raw[rawOff ..]}, {@link ValueHead#outputs} floats:
     * WDL logits or tanh values) into seat-ordered returns in {@code out[outOff .. outOff+numPlayers)}.
     */
    public static void toSeats(NetShape shape, ValueHead head, float[] raw, int rawOff, int mover, float[] out, int outOff) {
        int n = shape.numPlayers();
        double mid = (shape.maxReturn() + shape.minReturn()) / 2;
        double half = (shape.maxReturn() - shape.minReturn()) / 2;
        if (head == ValueHead.WDL) {
            float w = raw[rawOff];
            float d = raw[rawOff + 1];
            float l = raw[rawOff + 2];
            float m = Math.max(w, Math.max(d, l));
            double ew = Math.exp(w - m);
            double ed = Math.exp(d - m);
            double el = Math.exp(l - m);
            double u = (ew - el) / (ew + ed + el);
            out[outOff + mover] = (float) (mid + half * u);
            out[outOff + (mover + 1) % 2] = (float) (mid - half * u);
        } else {
            for (int k = 0; k < n; k++) {
                out[outOff + (mover + k) % n] = (float) (mid + half * raw[rawOff + k]);
            }
        }
    }

    /**
     * Turns one position's seat-ordered return targets ({@code seats[off .. off+numPlayers)}) into
     * the head's training targets in {@code dst[dstOff ..]}: WDL probabilities for the mover
     * (a normalised value {@code u} becomes win {@code max(u,0)}, loss {@code max(-u,0)}, draw
     * {@code 1-|u|}, so expected values are kept), or per-player values in [-1, 1], mover first.
     */
    public static void toTargets(NetShape shape, ValueHead head, float[] seats, int off, int mover, float[] dst, int dstOff) {
        int n = shape.numPlayers();
        double mid = (shape.maxReturn() + shape.minReturn()) / 2;
        double half = (shape.maxReturn() - shape.minReturn()) / 2;
        if (head == ValueHead.WDL) {
            double u = clamp((seats[off + mover] - mid) / half);
            dst[dstOff] = (float) Math.max(u, 0);
            dst[dstOff + 1] = (float) (1 - Math.abs(u));
            dst[dstOff + 2] = (float) Math.max(-u, 0);
        } else {
            for (int k = 0; k < n; k++) {
                dst[dstOff + k] = (float) clamp((seats[off + (mover + k) % n] - mid) / half);
            }
        }
    }

    private static double clamp(double u) {
        return Math.max(-1, Math.min(1, u));
    }
}
