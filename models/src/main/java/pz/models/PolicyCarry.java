package pz.models;

import java.util.Map;
import pz.engine.Game;

/**
 * Carries a version-2 network over to another board geometry of its family whose policy layout differs (the Amazons
 * hexagon from a square board, {@link Game#policyPlaneSources}), so that a warm start there begins from what the
 * network learned instead of from nothing: every weight is copied but the policy output layer, whose planes each start
 * from the source plane that means the nearest move (zeros where there is none). The tower, the pooling and the value
 * and ownership heads do not depend on the board's size; on the other grid the 3x3 convolutions see other neighbours
 * (the hexagon's axial grid has two of the square's diagonals as no step at all), which training then adapts. Stateless.
 */
public final class PolicyCarry {
    private PolicyCarry() {
    }

    /**
     * {@code net} carried over to {@code game}, whose policy planes take their weights from {@code sources} (one entry
     * per plane of {@code game}: a plane of {@code net}'s layout, or -1).
     *
     * @throws IllegalArgumentException when {@code net} is not a version-2 network of {@code game}'s players, or a weight
     *                                  other than the policy output's has another shape for {@code game}
     */
    public static PolicyValueNet carried(PolicyValueNet net, Game game, int[] sources) {
        NetConfig config = net.config();
        NetShape to = NetShape.of(game, config);
        int oldPlanes = net.shape().policy() == null ? 0 : net.shape().policy().planes();
        if (config.version() != 2 || oldPlanes <= 0 || to.policy() == null || sources.length != to.policy().planes()
                || to.numPlayers() != net.shape().numPlayers()) {
            throw new IllegalArgumentException("cannot carry a " + config.describe() + " network of " + net.shape() + " over to "
                    + game.spec() + " (" + to + ")");
        }
        Map<String, float[]> old = net.getParameters();
        return Params.built(to, config, (name, shape) -> name.equals("pol_out_w") || name.equals("pol_out_b")
                ? planes(old.get(name), oldPlanes, sources) : old.get(name));
    }

    /** The rows of {@code v} ({@code [rows, oldPlanes]}, c-order) with their columns taken from {@code sources}. */
    static float[] planes(float[] v, int oldPlanes, int[] sources) {
        if (v == null) {
            return null;
        }
        int rows = v.length / oldPlanes;
        int n = sources.length;
        float[] r = new float[rows * n];
        for (int i = 0; i < rows; i++) {
            for (int p = 0; p < n; p++) {
                r[i * n + p] = sources[p] >= 0 ? v[i * oldPlanes + sources[p]] : 0f;
            }
        }
        return r;
    }
}
