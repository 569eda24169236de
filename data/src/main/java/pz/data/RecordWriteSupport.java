package pz.data;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;

/**
 * Turns {@link GameRecord}s or {@link PositionRecord}s into Parquet records (the low-level
 * {@link RecordConsumer} API: no intermediate objects), and stamps the file's key-value metadata.
 *
 * <p>Field indexes below follow the column order of {@link RecordSchema}. Not thread-safe: one per
 * Parquet writer.
 *
 * @param <T> the record type
 */
abstract class RecordWriteSupport<T> extends WriteSupport<T> {
    private final String table;
    private final Map<String, String> metadata;
    private final TreeSet<String> specs = new TreeSet<>();
    protected RecordConsumer rc;

    RecordWriteSupport(String table, Map<String, String> metadata) {
        this.table = table;
        this.metadata = metadata;
    }

    @Override
    public WriteContext init(Configuration configuration) {
        return context();
    }

    @Override
    public WriteContext init(ParquetConfiguration configuration) {
        return context();
    }

    private WriteContext context() {
        Map<String, String> m = new HashMap<>(metadata);
        m.put(RecordSchema.KEY_VERSION, Integer.toString(RecordSchema.VERSION));
        m.put(RecordSchema.KEY_TABLE, table);
        return new WriteContext(RecordSchema.schema(table), m);
    }

    @Override
    public String getName() {
        return "pz-data";
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
        this.rc = recordConsumer;
    }

    @Override
    public FinalizedWriteContext finalizeWrite() {
        // The specs are known only once every row is written: the footer is written last. The checksums
        // are placeholders here, filled in once the file is closed (RecordChecksums.seal).
        Map<String, String> m = new HashMap<>(RecordChecksums.placeholders());
        m.put(RecordSchema.KEY_SPECS, String.join(",", specs));
        return new FinalizedWriteContext(m);
    }

    private String lastSpec;

    protected final void noteSpec(String spec) {
        if (spec != lastSpec) { // identity check: rows of one game share the spec string
            specs.add(spec);
            lastSpec = spec;
        }
    }

    protected final void intField(String name, int index, int v) {
        rc.startField(name, index);
        rc.addInteger(v);
        rc.endField(name, index);
    }

    protected final void longField(String name, int index, long v) {
        rc.startField(name, index);
        rc.addLong(v);
        rc.endField(name, index);
    }

    protected final void floatField(String name, int index, float v) {
        rc.startField(name, index);
        rc.addFloat(v);
        rc.endField(name, index);
    }

    protected final void stringField(String name, int index, String v) {
        if (v == null) {
            return; // an absent optional field is simply not started
        }
        rc.startField(name, index);
        rc.addBinary(Binary.fromString(v));
        rc.endField(name, index);
    }

    private final String[] cachedText = new String[16];
    private final Binary[] cachedBinary = new Binary[16];

    /**
     * Like {@link #stringField} for columns whose consecutive rows share one String instance (spec,
     * game id): the UTF-8 bytes are encoded once per run instead of once per row.
     */
    protected final void repeatedStringField(String name, int index, String v) {
        if (cachedText[index] != v) {
            cachedText[index] = v;
            cachedBinary[index] = Binary.fromConstantByteArray(v.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        rc.startField(name, index);
        rc.addBinary(cachedBinary[index]);
        rc.endField(name, index);
    }

    private void startList(String name, int index, int n) {
        rc.startField(name, index);
        rc.startGroup();
        if (n > 0) {
            rc.startField("list", 0);
        }
    }

    private void endList(String name, int index, int n) {
        if (n > 0) {
            rc.endField("list", 0);
        }
        rc.endGroup();
        rc.endField(name, index);
    }

    protected final void intList(String name, int index, int[] v) {
        startList(name, index, v.length);
        for (int x : v) {
            rc.startGroup();
            rc.startField("element", 0);
            rc.addInteger(x);
            rc.endField("element", 0);
            rc.endGroup();
        }
        endList(name, index, v.length);
    }

    protected final void floatList(String name, int index, float[] v) {
        startList(name, index, v.length);
        for (float x : v) {
            rc.startGroup();
            rc.startField("element", 0);
            rc.addFloat(x);
            rc.endField("element", 0);
            rc.endGroup();
        }
        endList(name, index, v.length);
    }

    protected final void doubleList(String name, int index, double[] v) {
        startList(name, index, v.length);
        for (double x : v) {
            rc.startGroup();
            rc.startField("element", 0);
            rc.addDouble(x);
            rc.endField("element", 0);
            rc.endGroup();
        }
        endList(name, index, v.length);
    }

    protected final void stringList(String name, int index, List<String> v) {
        startList(name, index, v.size());
        for (String x : v) {
            rc.startGroup();
            rc.startField("element", 0);
            rc.addBinary(Binary.fromString(x));
            rc.endField("element", 0);
            rc.endGroup();
        }
        endList(name, index, v.size());
    }

    /** Writes {@code games} rows. */
    static final class Games extends RecordWriteSupport<GameRecord> {
        Games(Map<String, String> metadata) {
            super(RecordSchema.GAMES, metadata);
        }

        @Override
        public void write(GameRecord g) {
            noteSpec(g.spec());
            rc.startMessage();
            intField("schema_version", 0, RecordSchema.VERSION);
            stringField("game_id", 1, g.gameId());
            repeatedStringField("spec", 2, g.spec());
            intField("num_players", 3, g.numPlayers());
            stringList("players", 4, g.players());
            stringList("models", 5, g.models());
            longField("seed", 6, g.seed());
            stringList("actions", 7, g.actions());
            doubleList("returns", 8, g.returns());
            intField("length", 9, g.length());
            intField("turns", 10, g.turns());
            longField("start_time", 11, g.start().toEpochMilli());
            longField("end_time", 12, g.end().toEpochMilli());
            stringField("worker", 13, g.worker());
            stringField("end_reason", 14, g.endReason());
            rc.endMessage();
        }
    }

    /** Writes {@code positions} rows. */
    static final class Positions extends RecordWriteSupport<PositionRecord> {
        Positions(Map<String, String> metadata) {
            super(RecordSchema.POSITIONS, metadata);
        }

        @Override
        public void write(PositionRecord p) {
            noteSpec(p.spec());
            rc.startMessage();
            intField("schema_version", 0, RecordSchema.VERSION);
            repeatedStringField("game_id", 1, p.gameId());
            repeatedStringField("spec", 2, p.spec());
            intField("ply", 3, p.ply());
            intField("turn", 4, p.turn());
            intField("player", 5, p.player());
            stringField("position", 6, p.position());
            intField("action", 7, p.action());
            intList("policy_actions", 8, p.policyActions());
            floatList("policy", 9, p.policy());
            intField("visits", 10, p.visits());
            floatField("policy_weight", 11, p.policyWeight());
            floatList("value", 12, p.value());
            floatList("returns", 13, p.returns());
            rc.endMessage();
        }
    }
}
