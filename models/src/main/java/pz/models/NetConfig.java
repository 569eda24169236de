package pz.models;

/**
 * The architecture of a policy/value network: a residual tower of {@code blocks} blocks of two 3x3
 * convolutions with {@code channels} filters over the observation planes, then a policy head
 * (1x1 convolution to {@code policyChannels} planes, then a dense layer to every action id) and a
 * value head (1x1 convolution to {@code valueChannels} planes, dense {@code valueHidden} units, then
 * the {@link ValueHead} outputs). Optional auxiliary head: moves left (one output off the value's
 * hidden layer). Immutable.
 *
 * <p>There is no batch normalisation: blocks are {@code x + conv(relu(conv(x)))} with a
 * Fixup-style initialisation (the second convolution of each block starts at zero), so training and
 * inference run the same graph and no running statistics need to be carried or frozen.
 *
 * @param blocks         residual blocks (0 allowed: stem convolution only)
 * @param channels       filters per 3x3 convolution, the width of the tower
 * @param policyChannels planes of the policy head's 1x1 convolution
 * @param valueChannels  planes of the value head's 1x1 convolution
 * @param valueHidden    units of the value head's hidden dense layer
 * @param valueHead      WDL (two-player zero-sum only) or one tanh output per player
 * @param movesLeft      whether to add the moves-left auxiliary head
 */
public record NetConfig(int blocks, int channels, int policyChannels, int valueChannels, int valueHidden,
                        ValueHead valueHead, boolean movesLeft) {

    public NetConfig {
        if (blocks < 0 || blocks > 64 || channels < 1 || channels > 1024 || policyChannels < 1 || valueChannels < 1
                || valueHidden < 1 || valueHead == null) {
            throw new IllegalArgumentException("bad network config " + blocks + " blocks x " + channels
                    + " channels, policy " + policyChannels + ", value " + valueChannels + "/" + valueHidden);
        }
    }

    /**
     * The default for a game, sized for a 2-core CPU: 6 blocks of 64 channels (about 0.45 M tower
     * weights, about 60 MFLOP per position on an 8x8 board; at batch 128 about 1,300 positions/s on
     * a heavily loaded 2-core machine and 3,000 on a quiet one), WDL for two-player zero-sum games,
     * per-player tanh otherwise.
     */
    public static NetConfig defaults(boolean twoPlayerZeroSum) {
        return new NetConfig(6, 64, 2, 2, 64, twoPlayerZeroSum ? ValueHead.WDL : ValueHead.PER_PLAYER, false);
    }

    /**
     * {@link #defaults(boolean)} for {@code game} (WDL when it is a two-player zero-sum game), with
     * head planes widened on small boards: each head's dense layer reads at least
     * {@value #MIN_HEAD_FEATURES} features ({@link #headChannels}). With two planes a 3x3 board (Kadon)
     * gave each head 18 features, too few for a 200-action policy and for rules that live in constant
     * planes (a supervised fit on 28k Kadon positions reached a held-out policy loss of 3.5 with 2
     * planes and 3.0 with 8).
     */
    public static NetConfig defaults(pz.engine.Game game) {
        NetConfig d = defaults(game.numPlayers() == 2 && game.zeroSum());
        int[] shape = game.observationShape();
        int planes = headChannels(shape[1] * shape[2], d.policyChannels());
        return new NetConfig(d.blocks, d.channels, planes, Math.max(d.valueChannels, planes), d.valueHidden, d.valueHead,
                d.movesLeft);
    }

    /** The fewest features a head's dense layer reads under {@link #defaults(pz.engine.Game)}. */
    public static final int MIN_HEAD_FEATURES = 64;

    /** Head planes for a board of {@code cells} cells: {@code base}, or more so that planes x cells >= {@value #MIN_HEAD_FEATURES}. */
    static int headChannels(int cells, int base) {
        return Math.max(base, (MIN_HEAD_FEATURES + cells - 1) / cells);
    }

    /** {@link #tiny(boolean)} for {@code game}. */
    public static NetConfig tiny(pz.engine.Game game) {
        return tiny(game.numPlayers() == 2 && game.zeroSum());
    }

    /** A tiny network for toy games and tests (2 blocks of 16 channels). */
    public static NetConfig tiny(boolean twoPlayerZeroSum) {
        return new NetConfig(2, 16, 2, 1, 16, twoPlayerZeroSum ? ValueHead.WDL : ValueHead.PER_PLAYER, false);
    }

    /** This config with another tower size. */
    public NetConfig withTower(int newBlocks, int newChannels) {
        return new NetConfig(newBlocks, newChannels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft);
    }

    /** A short human-readable description, for example {@code 6x64 WDL}. */
    public String describe() {
        return blocks + "x" + channels + " " + valueHead + (movesLeft ? " +movesLeft" : "");
    }
}
