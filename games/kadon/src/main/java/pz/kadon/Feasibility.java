package pz.kadon;

/**
 * The exact K-PLACE-4 check: can the placement phase still end with one active tile of each
 * colour? Answered by a table over every abstract placement state, filled by an exhaustive
 * memoised search over continuations when the class loads (2^18 entries per rule set, ~10 ms).
 *
 * <p>Why the abstract state is exact. docs/rules/kadon.md K-PLACE-4 asks whether "some continuation of legal
 * placements by both players" ends the phase with each colour active, and K-PLACE-2 lets a player
 * with no legal placement pass. Write F(S) for that. If the mover has no placement that keeps F true
 * they pass, so F(S) = (the mover has a placement m with F(S+m)) or (the other player has one):
 * F does not depend on who is to move, and a continuation is simply any order of the remaining
 * placements by either player. Two more facts shrink the state: (1) a tile can always be placed
 * (there are exactly as many empty spaces as tiles in the pool) and a tile placement changes no
 * activation, so a tile in the pool and a tile on the board without a piece are interchangeable;
 * (2) positions on the board play no part in activation. So F depends only on the set of tiles not
 * yet under a piece (9 bits), the pieces still in hand (6 bits) and the colours already active
 * (3 bits); a tile placement never changes F, and only piece placements need the table. The test
 * {@code KPlace4Test} checks this table against a literal search over real positions.
 *
 * <p>Thread-safety: immutable after class initialisation.
 */
final class Feasibility {
    private Feasibility() {
    }

    private static final byte UNKNOWN = 0;
    private static final byte NO = 1;
    private static final byte YES = 2;

    private static final boolean[] PLAIN = build(false);
    private static final boolean[] OVERMATCH = build(true);

    /** The table for a rule set: index with {@link #key}. */
    static boolean[] table(boolean overmatch) {
        return overmatch ? OVERMATCH : PLAIN;
    }

    /**
     * The table index.
     *
     * @param uncovered    tiles in the pool or on the board without a piece (bit per tile)
     * @param hands        pieces not yet placed (bit per piece, owner * 3 + shape)
     * @param activeColours colours that have an active tile (bit per colour)
     */
    static int key(int uncovered, int hands, int activeColours) {
        return uncovered << 9 | hands << 3 | activeColours;
    }

    private static boolean[] build(boolean overmatch) {
        byte[] memo = new byte[1 << 18];
        boolean[] out = new boolean[1 << 18];
        for (int k = 0; k < out.length; k++) {
            out[k] = solve(k >>> 9, (k >>> 3) & 63, k & 7, overmatch, memo);
        }
        return out;
    }

    private static boolean solve(int uncovered, int hands, int act, boolean overmatch, byte[] memo) {
        if (hands == 0) {
            // every piece is placed; what tiles remain can be placed without activating anything
            return act == 7;
        }
        int k = key(uncovered, hands, act);
        if (memo[k] != UNKNOWN) {
            return memo[k] == YES;
        }
        boolean ok = false;
        for (int p = 0; p < 6 && !ok; p++) {
            if ((hands >> p & 1) == 0) {
                continue;
            }
            for (int t = 0; t < 9 && !ok; t++) {
                if ((uncovered >> t & 1) == 0) {
                    continue;
                }
                int next = act;
                if (Rules.shape(t) == Rules.shape(p)) {
                    int colourBit = 1 << Rules.colour(t);
                    if ((act & colourBit) != 0) {
                        if (!overmatch) {
                            continue; // K-PLACE-3
                        }
                    } else {
                        next |= colourBit; // K-PLACE-3: this placement activates the tile
                    }
                }
                ok = solve(uncovered & ~(1 << t), hands & ~(1 << p), next, overmatch, memo);
            }
        }
        memo[k] = ok ? YES : NO;
        return ok;
    }
}
