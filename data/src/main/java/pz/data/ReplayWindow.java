package pz.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import pz.engine.Game;
import pz.engine.InvalidInputException;
import pz.engine.State;
import pz.engine.Symmetry;

/**
 * The replay window for training: the most recent positions of one game spec from a record
 * directory, sampled uniformly into {@link TrainingBatch}es with random symmetry augmentation
 * (AlphaZero's "sample uniformly from the last N games' positions", with KataGo's growing window
 * available through {@link WindowSize#powerLaw}).
 *
 * <p>Owns a ring of decoded {@link PositionRecord}s, oldest first; {@link #refresh} appends the
 * chunks committed since the last call and evicts the oldest positions beyond the window size.
 * Positions of other specs, and positions whose action ids or value vectors do not fit the game
 * (another encoding version), are skipped and counted.
 *
 * <p>Performance note: the observation is re-encoded on every sample from the stored position text
 * ({@link Game#parsePosition}, then {@link State#encode}): this keeps the window small (a position is
 * tens of bytes, its tensor kilobytes) and lets a new observation encoding train on old data.
 *
 * <p>Thread-safe: {@link #refresh} and {@link #sample} are synchronized, so a loader thread may
 * refresh while a trainer samples.
 */
public final class ReplayWindow {

    /**
     * Sampling options.
     *
     * @param size       window size as a function of positions produced
     * @param augment    apply a random symmetry from {@link Game#symmetries()} to each example
     * @param valueMix   value target = (1 - valueMix) * final returns + valueMix * search value (0: returns only)
     * @param moverFirst value target rotated so that entry 0 is the player to move (else seat order)
     * @param valueFraction the share of each game's positions whose value target counts, chosen by a hash of
     *                   the position and its ply (so always the same positions): 1 all of them; less keeps the value head
     *                   from memorizing games, whose positions all carry the same outcome (AlphaGo trained its
     *                   value network on one position per game for this reason). Policy targets are unaffected
     */
    public record Options(WindowSize size, boolean augment, float valueMix, boolean moverFirst, float valueFraction) {
        public Options {
            if (!(valueMix >= 0 && valueMix <= 1)) {
                throw new IllegalArgumentException("valueMix must be in 0..1, got " + valueMix);
            }
            if (!(valueFraction > 0 && valueFraction <= 1)) {
                throw new IllegalArgumentException("valueFraction must be in (0, 1], got " + valueFraction);
            }
        }

        /** Every position's value target counts. */
        public Options(WindowSize size, boolean augment, float valueMix, boolean moverFirst) {
            this(size, augment, valueMix, moverFirst, 1f);
        }

        /** Uniform over the last {@code n} positions, augmented, returns as value targets in seat order. */
        public static Options lastN(long n) {
            return new Options(WindowSize.fixed(n), true, 0f, false);
        }
    }

    /**
     * What a refresh did.
     *
     * @param chunksLoaded new chunks read
     * @param added        positions added to the window
     * @param skipped      positions skipped (other spec, or ids/values that do not fit the game)
     * @param evicted      positions evicted as too old
     * @param bad          files that could not be read
     */
    public record Refresh(int chunksLoaded, long added, long skipped, long evicted, List<RecordDirectory.BadFile> bad) {
    }

    private final Game game;
    private final Options options;
    private final List<Symmetry> symmetries;
    private final Map<String, Long> chunkRows = new HashMap<>();
    private final float[] encoded;
    private final float[] mapped;
    private final int channels;
    private PositionRecord[] ring = new PositionRecord[1024];
    private int head;
    private int size;
    private long produced;

    public ReplayWindow(Game game, Options options) {
        this.game = game;
        this.options = options;
        this.symmetries = options.augment() ? game.symmetries() : game.symmetries().subList(0, 1);
        this.encoded = new float[game.observationSize()];
        this.mapped = new float[game.observationSize()];
        this.channels = game.observationShape()[0];
    }

    /** Positions in the window now. */
    public synchronized int size() {
        return size;
    }

    /** Positions of this spec produced so far, as counted from the chunks seen (drives the window size). */
    public synchronized long produced() {
        return produced;
    }

    /** Reads the chunks of {@code dir} committed since the last refresh and slides the window. */
    public synchronized Refresh refresh(Path dir) throws IOException {
        List<RecordDirectory.Chunk> fresh = new ArrayList<>();
        List<RecordDirectory.BadFile> bad = new ArrayList<>();
        for (RecordDirectory.Chunk c : RecordDirectory.chunks(dir)) {
            if (chunkRows.containsKey(c.name())) {
                continue;
            }
            try {
                RecordFile.Info info = RecordFile.inspect(c.positions());
                long rows = Arrays.asList(info.specs().split(",")).contains(game.spec()) ? info.rows() : 0;
                chunkRows.put(c.name(), rows);
                produced += rows;
                if (rows > 0) {
                    fresh.add(c);
                }
            } catch (CorruptRecordException e) {
                chunkRows.put(c.name(), 0L);
                bad.add(RecordDirectory.BadFile.of(e));
            } catch (java.nio.file.NoSuchFileException e) {
                chunkRows.put(c.name(), 0L);
                bad.add(new RecordDirectory.BadFile(c.positions(), "missing"));
            }
        }
        long capacity = Math.max(1, options.size().capacity(produced));
        // Only the newest chunks that fit in the window are worth decoding (matters on a first load).
        long need = 0;
        int first = fresh.size();
        while (first > 0 && need < capacity) {
            first--;
            need += chunkRows.get(fresh.get(first).name());
        }
        long[] counts = new long[2];
        RecordDirectory.Report r = RecordDirectory.readPositions(fresh.subList(first, fresh.size()),
                RecordSchema.POSITIONS_TRAINING_PROJECTION, p -> {
                    if (fits(p)) {
                        add(p);
                        counts[0]++;
                    } else {
                        counts[1]++;
                    }
                });
        bad.addAll(r.bad());
        long evicted = 0;
        while (size > capacity) {
            ring[head] = null;
            head = (head + 1) % ring.length;
            size--;
            evicted++;
        }
        return new Refresh(fresh.size() - first, counts[0], counts[1], evicted, bad);
    }

    private boolean fits(PositionRecord p) {
        if (!game.spec().equals(p.spec()) || p.player() < 0 || p.player() >= game.numPlayers()
                || p.returns().length != game.numPlayers()
                || (options.valueMix() > 0 && p.value().length != game.numPlayers())) {
            return false;
        }
        for (int a : p.policyActions()) {
            if (a < 0 || a >= game.numActions()) {
                return false;
            }
        }
        return true;
    }

    private void add(PositionRecord p) {
        if (size == ring.length) {
            PositionRecord[] bigger = new PositionRecord[ring.length * 2];
            for (int i = 0; i < size; i++) {
                bigger[i] = ring[(head + i) % ring.length];
            }
            ring = bigger;
            head = 0;
        }
        ring[(head + size) % ring.length] = p;
        size++;
    }

    /** The {@code i}-th position of the window, 0 the oldest. */
    public synchronized PositionRecord get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException(i + " not in 0.." + size);
        }
        return ring[(head + i) % ring.length];
    }

    /**
     * Fills {@code batch} with {@link TrainingBatch#capacity()} examples drawn uniformly (with
     * replacement) from the window.
     *
     * @throws IllegalStateException if the window is empty
     * @throws InvalidInputException if a stored position no longer parses (the message names it)
     */
    public synchronized void sample(TrainingBatch batch, RandomGenerator rng) {
        if (size == 0) {
            throw new IllegalStateException("the replay window is empty: refresh it from a record directory first");
        }
        batch.clearOwners();
        for (int b = 0; b < batch.capacity(); b++) {
            PositionRecord p = ring[(head + rng.nextInt(size)) % ring.length];
            Symmetry sym = symmetries.get(symmetries.size() == 1 ? 0 : rng.nextInt(symmetries.size()));
            fill(batch, b, p, sym);
        }
        batch.setSize(batch.capacity());
    }

    /** Writes example {@code b} of the batch from position {@code p} seen through {@code sym}. */
    void fill(TrainingBatch batch, int b, PositionRecord p, Symmetry sym) {
        State s;
        try {
            s = game.parsePosition(p.position());
        } catch (InvalidInputException e) {
            throw new InvalidInputException("recorded position '" + p.position() + "' of game " + p.gameId()
                    + " ply " + p.ply() + " does not parse as " + game.spec() + ": " + e.getMessage());
        }
        s.encode(encoded);
        int obs = batch.observationSize();
        sym.mapObservation(encoded, mapped, channels);
        System.arraycopy(mapped, 0, batch.observations(), b * obs, obs);

        int na = batch.numActions();
        float[] pol = batch.policies();
        Arrays.fill(pol, b * na, (b + 1) * na, 0f);
        int[] ids = p.policyActions();
        float[] probs = p.policy();
        for (int i = 0; i < ids.length; i++) {
            // the network's index of the action for this mover, seen through the symmetry
            pol[b * na + sym.mapAction(game.policyIndex(ids[i], p.player()))] = probs[i];
        }

        int np = batch.numPlayers();
        float mix = options.valueMix();
        for (int seat = 0; seat < np; seat++) {
            float v = p.returns()[seat];
            if (mix > 0) {
                v = (1 - mix) * v + mix * p.value()[seat];
            }
            int slot = options.moverFirst() ? Math.floorMod(seat - p.player(), np) : seat;
            batch.values()[b * np + slot] = v;
        }
        batch.policyWeights()[b] = p.policyWeight();
        batch.valueWeights()[b] = valueCounts(p.position(), p.ply(), options.valueFraction()) ? 1f : 0f;
        batch.players()[b] = p.player();
        fillOwners(batch, b, p.owners(), p.player(), sym);
    }

    /**
     * Row {@code b} of the batch's owners: {@code owners} (the absolute grid) in the observation's frame for
     * {@code player} to move ({@link Game#observationCell}: Proteus turns the board for Black), seen through
     * {@code sym}; or -1 everywhere (no target) when null.
     */
    private void fillOwners(TrainingBatch batch, int b, int[] owners, int player, Symmetry sym) {
        int cells = batch.cells();
        int[] out = batch.owners();
        if (owners == null || owners.length != cells) {
            Arrays.fill(out, b * cells, (b + 1) * cells, -1);
            return;
        }
        for (int c = 0; c < cells; c++) {
            out[b * cells + sym.cellMap()[game.observationCell(c, player)]] = owners[c];
        }
        batch.noteOwners();
    }

    /**
     * Whether the value target of the position with notation {@code position} at ply {@code ply} counts under
     * {@code fraction}: a hash of both (the training projection of the records has no game id), uniform in [0, 1),
     * below the fraction (every position at 1).
     */
    static boolean valueCounts(String position, int ply, float fraction) {
        if (fraction >= 1f) {
            return true;
        }
        long h = position.hashCode() * 0x9E3779B97F4A7C15L + ply * 0xC2B2AE3D27D4EB4FL;
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 29;
        return (h >>> 11) * 0x1.0p-53 < fraction;
    }
}
