package pz.models;

/** Ownership targets in the network's frame. Stateless. */
final class OwnershipTargets {
    private OwnershipTargets() {
    }

    /**
     * One-hot rows ({@code [n * cells, seats]}) in the mover's frame: column k is seat {@code (mover + k) % players} of the
     * game's {@code players}; the columns of a network's seats beyond them (NetConfig.seats) are never the owner; a cell
     * that nobody owns ({@code owners} -1) is a zero row (no loss, no gradient).
     */
    static float[] oneHot(int[] owners, int[] movers, int n, int cells, int players, int seats) {
        if (owners.length < n * cells) {
            throw new IllegalArgumentException("ownership targets: " + owners.length + " cells for " + n + " positions of " + cells);
        }
        float[] t = new float[n * cells * seats];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < cells; c++) {
                int o = owners[i * cells + c];
                if (o >= players) {
                    throw new IllegalArgumentException("ownership target seat " + o + " of " + players + " players");
                }
                if (o >= 0) {
                    t[(i * cells + c) * seats + (o - movers[i] + players) % players] = 1f;
                }
            }
        }
        return t;
    }
}
