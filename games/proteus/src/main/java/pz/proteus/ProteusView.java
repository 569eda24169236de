package pz.proteus;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.PlayerView;
import pz.engine.State;

/**
 * What one player may see during a Wall Street setup (docs/rules/proteus.md P-INFO-1), and determinization.
 * The view keeps a copy of the state, without its undo history, from which the opponent's hidden
 * dice are removed (its unplaced army; in a secret setup also its placed dice), plus how many dice are
 * hidden, which the structure of the setup makes public. Immutable and thread-safe.
 *
 * <p>Sampling draws the opponent's complete army uniformly among the legal armies (8 dice, within
 * the budget) that contain its visible placed dice; if the opponent is still buying, its first
 * {@code k} purchases are the {@code k} lowest dice of that army (purchases go up the ladder); in a
 * secret setup the hidden placed dice are a uniformly shuffled part of the army, on the starting
 * squares in order. Samples have no undo history.
 */
final class ProteusView implements PlayerView {
    private final int player;
    private final ProteusState visible;
    private final int hiddenArmy;
    private final int hiddenPlaced;

    private ProteusView(int player, ProteusState visible, int hiddenArmy, int hiddenPlaced) {
        this.player = player;
        this.visible = visible;
        this.hiddenArmy = hiddenArmy;
        this.hiddenPlaced = hiddenPlaced;
    }

    static PlayerView of(ProteusState s, int player) {
        if (s.rules.wallstreet == Rules.WALLSTREET_OFF || s.phase != ProteusState.BUY && s.phase != ProteusState.PLACE) {
            return PlayerView.perfect(s, player);
        }
        ProteusState v = new ProteusState(s.game);
        v.copyFrom(s);
        int o = player ^ 1;
        int hiddenArmy = 0;
        for (int f = 0; f < 6; f++) {
            hiddenArmy += v.army[o][f];
            v.army[o][f] = 0;
        }
        int hiddenPlaced = 0;
        if (s.rules.wallstreet == Rules.SECRET) {
            for (long m = v.color[o]; m != 0; m &= m - 1) {
                v.remove(Long.numberOfTrailingZeros(m));
                hiddenPlaced++;
            }
        }
        v.hash = 0;
        return new ProteusView(player, v, hiddenArmy, hiddenPlaced);
    }

    @Override
    public int player() {
        return player;
    }

    @Override
    public Game game() {
        return visible.game;
    }

    /** The visible part as position text (the opponent's hidden dice left out), and the hidden counts; for tests. */
    String describe() {
        return Positions.format(visible) + " hidden " + hiddenArmy + "+" + hiddenPlaced;
    }

    @Override
    public State sample(RandomGenerator rng) {
        ProteusState t = new ProteusState(visible.game);
        t.copyFrom(visible);
        int unknown = hiddenArmy + hiddenPlaced;
        if (unknown > 0) {
            Rules r = t.rules;
            int o = player ^ 1;
            boolean stillBuying = t.phase == ProteusState.BUY && t.side == o;
            int knownCost = t.spent(o);
            List<int[]> armies = new ArrayList<>();
            int size = stillBuying ? 8 : unknown;
            int limit = stillBuying ? r.budget : r.budget - knownCost;
            enumerate(r, size, limit, 1, new int[size], 0, armies);
            int[] drawn = armies.get(rng.nextInt(armies.size()));
            int[] dice = stillBuying ? java.util.Arrays.copyOf(drawn, unknown) : drawn;
            for (int i = dice.length - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int x = dice[i];
                dice[i] = dice[j];
                dice[j] = x;
            }
            for (int i = 0; i < dice.length; i++) {
                if (i < hiddenPlaced) {
                    t.put(Bits.START_SQUARES[o][i], o, dice[i]);
                } else {
                    t.army[o][dice[i]]++;
                }
            }
        }
        t.hash = t.computeHash();
        t.updateStatus();
        return t;
    }

    /** Every multiset of {@code size - at} more faces, in ladder order from rung {@code rung}, costing at most {@code limit}. */
    private static void enumerate(Rules r, int size, int limit, int rung, int[] dice, int at, List<int[]> out) {
        if (at == size) {
            out.add(dice.clone());
            return;
        }
        for (int k = rung; k < 6; k++) {
            int f = r.ladder[k];
            int rest = size - at - 1;
            if (r.value[f] + 2 * rest <= limit) {
                dice[at] = f;
                enumerate(r, size, limit - r.value[f], k, dice, at + 1, out);
            }
        }
    }
}
