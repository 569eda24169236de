package pz.training;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pz.engine.Game;
import pz.engine.GameRegistry;
import pz.engine.InvalidInputException;
import pz.engine.util.Numbers;
import pz.models.NetShape;

/**
 * The specs of one game family that a run trains one network on, each with a weight: the share of the training
 * positions drawn from it ({@code pz train --mix}, {@link TrainConfig#mix()}). Empty: the run's single spec.
 *
 * <p>Syntax: entries separated by {@code ;}, each {@code SPEC} or {@code SPEC@WEIGHT} (weight 1 when left out), e.g.
 * {@code cowboys:size=6@1;cowboys@2}. A spec's own syntax uses {@code :}, {@code ,} and {@code =}
 * ({@code amazons:size=8,players=3}), so none of them can separate entries or weights; {@code ;} and {@code @} appear
 * in no spec. {@link #sizes} is the shorthand {@code --sizes 6,8,10}: boards of one spec, weight 1 each.
 *
 * <p>What the weights balance: <b>positions</b>, as KataGo balances its board sizes. The training phase draws each
 * batch from one spec, spec {@code s} with probability {@code w_s / sum w} ({@link StratifiedWindow}), whatever the
 * window holds; self-play splits each iteration's games in proportion to {@code w_s / cells_s} ({@link #split}),
 * since a turn of Amazons or Cowboys burns one cell and a game's length grows with the board, so that the positions
 * it produces come out near the same shares. Immutable.
 *
 * @param entries the specs (canonical, distinct; the first is the run's spec) with their weights, in the given order
 */
public record SpecMix(List<Entry> entries) {
    /** No mix: the run trains on its one spec. */
    public static final SpecMix NONE = new SpecMix(List.of());

    /** One spec of a mix and its weight (positive, finite). */
    public record Entry(String spec, double weight) {
    }

    public SpecMix {
        entries = List.copyOf(entries);
    }

    /**
     * Parses {@code SPEC[@W];SPEC[@W];...} (blank: {@link #NONE}); every spec is checked and made canonical.
     *
     * @throws InvalidInputException naming the entry: an unknown game, option or value, a weight that is not a
     *                               positive number, a spec given twice
     */
    public static SpecMix parse(String text) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        List<Entry> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String part : text.split(";", -1)) {
            String p = part.strip();
            if (p.isEmpty()) {
                throw new InvalidInputException("mix '" + text + "': an empty entry; write SPEC@WEIGHT;SPEC@WEIGHT, e.g."
                        + " cowboys:size=6@1;cowboys@2");
            }
            int at = p.lastIndexOf('@');
            String specText = at < 0 ? p : p.substring(0, at).strip();
            double w = at < 0 ? 1 : weight(p.substring(at + 1).strip(), p);
            String spec;
            try {
                spec = GameRegistry.canonical(specText);
            } catch (RuntimeException e) {
                throw new InvalidInputException("mix entry '" + p + "': " + e.getMessage());
            }
            if (!seen.add(spec)) {
                throw new InvalidInputException("mix '" + text + "' names " + spec + " twice");
            }
            out.add(new Entry(spec, w));
        }
        return new SpecMix(out);
    }

    private static double weight(String w, String entry) {
        try {
            double d = Numbers.parseDouble(w);
            if (d > 0 && d <= 1e6) {
                return d;
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        throw new InvalidInputException("mix entry '" + entry + "': the weight must be a number in (0, 1000000], got '" + w + "'");
    }

    /**
     * The shorthand {@code --sizes 6,8,10}: {@code base} (its other options kept) on each board size, weight 1 each.
     *
     * @throws InvalidInputException for a size that is not a number, or that the game does not have
     */
    public static SpecMix sizes(String base, String sizes) {
        String canon = GameRegistry.canonical(base);
        int colon = canon.indexOf(':');
        List<String> others = new ArrayList<>();
        if (colon >= 0) {
            for (String o : canon.substring(colon + 1).split(",")) {
                if (!o.startsWith("size=")) {
                    others.add(o);
                }
            }
        }
        String family = colon < 0 ? canon : canon.substring(0, colon);
        StringBuilder mix = new StringBuilder();
        for (String s : sizes.split(",", -1)) {
            if (!s.strip().matches("[0-9]+")) {
                throw new InvalidInputException("--sizes " + sizes + ": '" + s.strip() + "' is not a board size (write e.g. 6,8,10)");
            }
            List<String> opts = new ArrayList<>(others);
            opts.add("size=" + s.strip());
            mix.append(mix.length() == 0 ? "" : ";").append(family).append(':').append(String.join(",", opts));
        }
        return parse(mix.toString());
    }

    /** Whether this is no mix (the run's single spec). */
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** The run's spec: the first entry's. */
    public String primary() {
        return entries.get(0).spec();
    }

    /** The mix of a run: its entries, or its single spec with weight 1. */
    static SpecMix of(TrainConfig cfg) {
        return cfg.mix().isEmpty() ? new SpecMix(List.of(new Entry(cfg.spec(), 1))) : cfg.mix();
    }

    /** The specs, in order. */
    public List<String> specs() {
        return entries.stream().map(Entry::spec).toList();
    }

    /** The games, in order. */
    List<Game> games() {
        return entries.stream().map(e -> GameRegistry.parse(e.spec())).toList();
    }

    /** Entry {@code i}'s share of the weights. */
    double share(int i) {
        double sum = entries.stream().mapToDouble(Entry::weight).sum();
        return entries.get(i).weight() / sum;
    }

    /**
     * {@code total} games split over the entries in proportion to {@code weight / board cells} (see the class comment),
     * by largest remainders (ties to the earlier entry); every entry gets at least one game when there are enough.
     */
    int[] split(int total) {
        int k = entries.size();
        double[] r = new double[k];
        double sum = 0;
        for (int i = 0; i < k; i++) {
            int[] shape = GameRegistry.parse(entries.get(i).spec()).observationShape();
            r[i] = entries.get(i).weight() / (shape[1] * shape[2]);
            sum += r[i];
        }
        int[] n = new int[k];
        double[] frac = new double[k];
        int given = 0;
        for (int i = 0; i < k; i++) {
            double q = total * r[i] / sum;
            n[i] = (int) Math.floor(q);
            frac[i] = q - n[i];
            given += n[i];
        }
        for (; given < total; given++) {
            int best = 0;
            for (int i = 1; i < k; i++) {
                best = frac[i] > frac[best] ? i : best;
            }
            n[best]++;
            frac[best] = -1;
        }
        for (int i = 0; i < k && total >= k; i++) {
            if (n[i] == 0) {
                int most = 0;
                for (int j = 1; j < k; j++) {
                    most = n[j] > n[most] ? j : most;
                }
                n[most]--;
                n[i]++;
            }
        }
        return n;
    }

    /**
     * The seats of the network of this mix ({@code NetConfig.seats}): the largest player count among its specs when they
     * differ (Cowboys for 2 and 4 players: 4; each game read in its layout for that many seats, {@code Game.seatPlanes}),
     * else 0: the network of the specs' own player count, as for a single spec.
     */
    public int seats() {
        int most = 0;
        boolean differ = false;
        for (Game g : games()) {
            differ |= most != 0 && g.numPlayers() != most;
            most = Math.max(most, g.numPlayers());
        }
        return differ ? most : 0;
    }

    /**
     * Checks the mix of a run of {@code spec} with a version-{@code net} network: its first spec is the run's, every spec
     * is of the run's family, and one network can play them all: version 2, the same policy planes and returns, and the
     * same input planes and seats (the specs' own, or, when their player counts differ, each spec's layout for
     * {@link #seats()} seats); or version 1 over specs of one action space, input shape, seat count and returns (rules
     * that differ only in the input planes).
     *
     * @throws InvalidInputException naming the spec that does not fit, and why
     */
    void check(String spec, int net) {
        if (isEmpty()) {
            return;
        }
        if (!primary().equals(spec)) {
            throw new InvalidInputException("the mix's first spec is the run's spec: " + primary() + ", not " + spec);
        }
        Game first = GameRegistry.parse(spec);
        String family = GameRegistry.family(spec);
        for (Entry e : entries) {
            if (!GameRegistry.family(e.spec()).equals(family)) {
                throw new InvalidInputException("mix: " + e.spec() + " is not a " + family + " spec; one network trains on the"
                        + " specs of one game family");
            }
        }
        if (net == 1) {
            // a dense policy head over one action space and a dense input: one v1 network plays specs that differ only in
            // rules read from its input planes (Kadon's readings, Proteus' variants), never other boards or seat counts
            for (Entry e : entries.subList(1, entries.size())) {
                Game g = GameRegistry.parse(e.spec());
                boolean sameShape = NetShape.of(g).equals(NetShape.of(first)); // what ModelFile checks a v1 file against
                if (!sameShape || !first.observesOptions()) {
                    throw new InvalidInputException("mix: a version-1 network has a dense policy head over one action space and"
                            + " one input shape (" + spec + ": " + first.numActions() + " ids, " + g.spec() + ": " + g.numActions()
                            + (sameShape ? "; the input does not show the options that tell them apart" : "")
                            + "); train a mix of boards with --net v2 (a convolutional policy head: one set of weights for every"
                            + " board)");
                }
            }
            return;
        }
        int seats = seats();
        for (Entry e : entries) {
            Game g = GameRegistry.parse(e.spec());
            if (g.policyPlanes() < 1) {
                throw new InvalidInputException("mix: " + e.spec() + " has no convolutional policy layout, which a mix needs");
            }
            if (planes(g, seats) != planes(first, seats) || seats == 0 && g.numPlayers() != first.numPlayers()
                    || g.minReturn() != first.minReturn() || g.maxReturn() != first.maxReturn()
                    || g.policyPlanes() != first.policyPlanes()) {
                throw new InvalidInputException("mix: one network cannot play both " + spec + " and " + e.spec() + " ("
                        + describe(first, seats) + " against " + describe(g, seats) + "): its input, value and policy heads must be"
                        + " the same");
            }
        }
    }

    /** The input planes of {@code g} for a network of {@code seats} seats (0: its own), or -1 when it has no such layout. */
    private static int planes(Game g, int seats) {
        if (seats == 0) {
            return g.observationShape()[0];
        }
        int[] map = g.seatPlanes(seats);
        return map == null ? -1 : map.length;
    }

    private static String describe(Game g, int seats) {
        int planes = planes(g, seats);
        return g.numPlayers() + " players, " + (planes < 0 ? "no layout for " + seats + " seats"
                : planes + " input planes" + (seats == 0 ? "" : " for " + seats + " seats")) + ", " + g.policyPlanes() + " policy planes";
    }

    /** The mix as {@link #parse} reads it: {@code SPEC@W;SPEC@W} (empty for {@link #NONE}). */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Entry e : entries) {
            b.append(b.length() == 0 ? "" : ";").append(e.spec()).append('@')
                    .append(BigDecimal.valueOf(e.weight()).stripTrailingZeros().toPlainString());
        }
        return b.toString();
    }
}
