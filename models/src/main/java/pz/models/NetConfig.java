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
 * <p><b>Version 2</b> ({@code v2} not null; {@link V2}): the same tower with KataGo's global pooling in some
 * blocks, a convolutional policy head (1x1 convolution to {@code policyChannels} planes, ReLU, 1x1 convolution to
 * the game's {@code Game.policyPlanes()}, each action's logit read at its cell), a value head that pools its
 * {@code valueChannels} planes over the board before the dense layers, and an optional ownership head. No weight
 * depends on the board's size, so one network plays every board of a game family.
 *
 * @param movesLeft      whether to add the moves-left auxiliary head
 * @param v2             the version-2 options, or null: version 1 (dense policy head, the default)
 * @param backend        how the network is run ({@link NetBackend}: the fast hand-written ops, the default, or the
 *                       SameDiff definition); not part of the architecture: the weights are the same either way
 * @param seats          the seats the network reads and predicts for, or 0 (the default): the game's own players. A
 *                       version-2 network of {@code seats} seats plays a game of fewer players through the game's
 *                       observation for that many seats ({@code Game.seatPlanes}; {@link NetShape.SeatPadding}), with
 *                       a {@link ValueHead#PER_PLAYER} head of {@code seats} outputs of which a game reads (and trains)
 *                       the first {@code numPlayers}: one network for every player count of a family
 */
public record NetConfig(int blocks, int channels, int policyChannels, int valueChannels, int valueHidden,
                        ValueHead valueHead, boolean movesLeft, V2 v2, NetBackend backend, int seats) {

    public NetConfig {
        if (blocks < 0 || blocks > 64 || channels < 1 || channels > 1024 || policyChannels < 1 || valueChannels < 1
                || valueHidden < 1 || valueHead == null || backend == null) {
            throw new IllegalArgumentException("bad network config " + blocks + " blocks x " + channels
                    + " channels, policy " + policyChannels + ", value " + valueChannels + "/" + valueHidden);
        }
        if (seats != 0 && (seats < 2 || seats > 16 || v2 == null || valueHead != ValueHead.PER_PLAYER)) {
            throw new IllegalArgumentException("a network of " + seats + " seats must be a version-2 network with a per-player"
                    + " value head and 2..16 seats");
        }
    }

    /** A network for the game's own players. */
    public NetConfig(int blocks, int channels, int policyChannels, int valueChannels, int valueHidden, ValueHead valueHead,
                     boolean movesLeft, V2 v2, NetBackend backend) {
        this(blocks, channels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, v2, backend, 0);
    }

    /** A network on the fast backend. */
    public NetConfig(int blocks, int channels, int policyChannels, int valueChannels, int valueHidden, ValueHead valueHead,
                     boolean movesLeft, V2 v2) {
        this(blocks, channels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, v2, NetBackend.FAST);
    }

    /** A version-1 network on the fast backend. */
    public NetConfig(int blocks, int channels, int policyChannels, int valueChannels, int valueHidden, ValueHead valueHead,
                     boolean movesLeft) {
        this(blocks, channels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, null);
    }

    /** This network run by {@code other} (same architecture, same weights). */
    public NetConfig withBackend(NetBackend other) {
        return new NetConfig(blocks, channels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, v2, other, seats);
    }

    /**
     * This version-2 network with {@code n} seats ({@link #seats()}; 0: the game's own players): a per-player value head
     * when {@code n > 0}.
     */
    public NetConfig withSeats(int n) {
        return new NetConfig(blocks, channels, policyChannels, valueChannels, valueHidden, n > 0 ? ValueHead.PER_PLAYER : valueHead,
                movesLeft, v2, backend, n);
    }

    /**
     * The options of a version-2 network (KataGo, Wu 2019, "Accelerating Self-Play Learning in Go", section 3.2).
     *
     * @param poolEvery      global pooling in every {@code poolEvery}-th residual block (blocks {@code poolEvery-1},
     *                       {@code 2*poolEvery-1}, ...; 0: none). Such a block adds a 3x3 convolution to
     *                       {@code poolChannels} planes beside its first one; their ReLU is pooled over the board
     *                       (mean, the mean scaled by board width, max) and a dense layer turns the pooled features
     *                       into one bias per channel, added to the first convolution before its ReLU.
     * @param poolChannels   planes pooled in such a block
     * @param scaledMean     whether the pooled features include the mean times {@code (sqrt(cells) - 8) / 4}
     *                       (-0.5 on 6x6, 0 on 8x8, 0.5 on 10x10; KataGo's {@code (b - 14) / 10} for Go), so that
     *                       the network can tell board sizes apart; in the value head too
     * @param ownershipWeight the weight of the ownership loss (KataGo: 1.5, times the mean over the cells of the
     *                       per-cell cross-entropy), or 0: no ownership head
     */
    public record V2(int poolEvery, int poolChannels, boolean scaledMean, double ownershipWeight) {
        public V2 {
            if (poolEvery < 0 || poolChannels < 1 || !(ownershipWeight >= 0 && ownershipWeight <= 100)) {
                throw new IllegalArgumentException("bad v2 options: pooling every " + poolEvery + " blocks over " + poolChannels
                        + " channels, ownership weight " + ownershipWeight);
            }
        }

        /** Sized for the default 6x64 tower: pooling in blocks 2 and 5 over 16 of 64 planes, scaled mean, ownership 1.5. */
        public static V2 defaults() {
            return new V2(3, 16, true, 1.5);
        }

        /** Pooled features per pooled plane: mean, scaled mean (when on), max. */
        public int poolFeatures() {
            return scaledMean ? 3 : 2;
        }

        /** Whether residual block {@code b} pools. */
        public boolean pools(int b) {
            return poolEvery > 0 && (b + 1) % poolEvery == 0;
        }

        /** Whether the network has the ownership head. */
        public boolean ownership() {
            return ownershipWeight > 0;
        }
    }

    /** 1 or 2. */
    public int version() {
        return v2 == null ? 1 : 2;
    }

    /**
     * The default version-2 network for {@code game}: the tower of {@link #defaults(pz.engine.Game)}, policy and value
     * heads of 32 planes, {@link V2#defaults()}. Its weights do not depend on the board.
     */
    public static NetConfig v2Defaults(pz.engine.Game game) {
        NetConfig d = defaults(game);
        return new NetConfig(d.blocks, d.channels, 32, 32, d.valueHidden, d.valueHead, d.movesLeft, V2.defaults(), d.backend);
    }

    /** This config as a version-2 network with {@code options} (heads of the same widths). */
    public NetConfig withV2(V2 options) {
        return new NetConfig(blocks, channels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, options, backend, seats);
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
                d.movesLeft, null);
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
        return new NetConfig(newBlocks, newChannels, policyChannels, valueChannels, valueHidden, valueHead, movesLeft, v2, backend, seats);
    }

    /**
     * A short human-readable description, for example {@code 6x64 WDL}, {@code 6x64 v2 WDL +ownership},
     * {@code 4x32 v2 PER_PLAYER +ownership 4 seats} or {@code 4x32 v2 WDL +ownership (samediff)}.
     */
    public String describe() {
        return blocks + "x" + channels + (v2 == null ? "" : " v2") + " " + valueHead + (movesLeft ? " +movesLeft" : "")
                + (v2 != null && v2.ownership() ? " +ownership" : "") + (seats == 0 ? "" : " " + seats + " seats")
                + (backend == NetBackend.FAST ? "" : " (" + backend.key() + ")");
    }
}
